from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_view_scenario import AngelFuryViewScenario

if TYPE_CHECKING:
    from ..models.angel_fury_battle import AngelFuryBattle
    from ..models.angel_fury_decision_ability_target import AngelFuryDecisionAbilityTarget
    from ..models.angel_fury_decision_archer_troop import AngelFuryDecisionArcherTroop
    from ..models.angel_fury_decision_archers import AngelFuryDecisionArchers
    from ..models.angel_fury_decision_archery_window import AngelFuryDecisionArcheryWindow
    from ..models.angel_fury_decision_battle_casualty import AngelFuryDecisionBattleCasualty
    from ..models.angel_fury_decision_battle_opening import AngelFuryDecisionBattleOpening
    from ..models.angel_fury_decision_battle_retreat import AngelFuryDecisionBattleRetreat
    from ..models.angel_fury_decision_battle_window import AngelFuryDecisionBattleWindow
    from ..models.angel_fury_decision_battle_won import AngelFuryDecisionBattleWon
    from ..models.angel_fury_decision_blinding_light import AngelFuryDecisionBlindingLight
    from ..models.angel_fury_decision_buy_to import AngelFuryDecisionBuyTo
    from ..models.angel_fury_decision_card_casualty import AngelFuryDecisionCardCasualty
    from ..models.angel_fury_decision_card_command import AngelFuryDecisionCardCommand
    from ..models.angel_fury_decision_card_gain_area import AngelFuryDecisionCardGainArea
    from ..models.angel_fury_decision_card_resource import AngelFuryDecisionCardResource
    from ..models.angel_fury_decision_choose_character import AngelFuryDecisionChooseCharacter
    from ..models.angel_fury_decision_command_path import AngelFuryDecisionCommandPath
    from ..models.angel_fury_decision_command_source import AngelFuryDecisionCommandSource
    from ..models.angel_fury_decision_command_troop import AngelFuryDecisionCommandTroop
    from ..models.angel_fury_decision_deploy_count import AngelFuryDecisionDeployCount
    from ..models.angel_fury_decision_healing_hands import AngelFuryDecisionHealingHands
    from ..models.angel_fury_decision_ks_target import AngelFuryDecisionKsTarget
    from ..models.angel_fury_decision_offer_discard import AngelFuryDecisionOfferDiscard
    from ..models.angel_fury_decision_out_of_nowhere import AngelFuryDecisionOutOfNowhere
    from ..models.angel_fury_decision_persuader import AngelFuryDecisionPersuader
    from ..models.angel_fury_decision_rebuy_at import AngelFuryDecisionRebuyAt
    from ..models.angel_fury_decision_seraph_card_target import AngelFuryDecisionSeraphCardTarget
    from ..models.angel_fury_decision_suicide_raid import AngelFuryDecisionSuicideRaid
    from ..models.angel_fury_decision_swarm_area import AngelFuryDecisionSwarmArea
    from ..models.angel_fury_decision_team_turn import AngelFuryDecisionTeamTurn
    from ..models.angel_fury_decision_tide_round import AngelFuryDecisionTideRound
    from ..models.angel_fury_decision_tide_turn import AngelFuryDecisionTideTurn
    from ..models.angel_fury_decision_turn import AngelFuryDecisionTurn
    from ..models.angel_fury_decision_voice_of_thunder import AngelFuryDecisionVoiceOfThunder
    from ..models.angel_fury_player import AngelFuryPlayer
    from ..models.angel_fury_result import AngelFuryResult
    from ..models.angel_fury_view_areas import AngelFuryViewAreas
    from ..models.angel_fury_view_board import AngelFuryViewBoard
    from ..models.angel_fury_view_leaders import AngelFuryViewLeaders
    from ..models.angel_fury_view_moving_item import AngelFuryViewMovingItem
    from ..models.angel_fury_view_options import AngelFuryViewOptions
    from ..models.angel_fury_view_reserve import AngelFuryViewReserve
    from ..models.angel_fury_view_soul_points import AngelFuryViewSoulPoints
    from ..models.angel_fury_view_tide_type_0 import AngelFuryViewTideType0
    from ..models.angel_fury_view_training import AngelFuryViewTraining
    from ..models.angel_fury_view_turn import AngelFuryViewTurn


T = TypeVar("T", bound="AngelFuryView")


@_attrs_define
class AngelFuryView:
    """what view(state, viewer) returns: one shape for a seat and a spectator; the seat's own secrets (players[].hand_ids,
    players[].offered) are optional, another seat's character reads null while the choice runs, and ids the viewer can't
    see read "hidden"

        Attributes:
            areas (AngelFuryViewAreas): per area id: terrain (null | mountain | fountain), units ({colour: {minions,
                fresh}}), leaders (ids)
            battle (AngelFuryBattle | None): the battle in progress or null: area, from, attacker (seat), colour, troop (the
                attacking units, off the board), defenders, round (0 before round 1), no_retreat, fx (battle-long effects per
                side), rolls ({side: {face: n}}), dealt, prevent, left (casualties still to take)
            board (AngelFuryViewBoard): id, rows, cols, soul (its area), altars ({area: colour} in this game)
            decision (AngelFuryDecisionAbilityTarget | AngelFuryDecisionArchers | AngelFuryDecisionArcherTroop |
                AngelFuryDecisionArcheryWindow | AngelFuryDecisionBattleCasualty | AngelFuryDecisionBattleOpening |
                AngelFuryDecisionBattleRetreat | AngelFuryDecisionBattleWindow | AngelFuryDecisionBattleWon |
                AngelFuryDecisionBlindingLight | AngelFuryDecisionBuyTo | AngelFuryDecisionCardCasualty |
                AngelFuryDecisionCardCommand | AngelFuryDecisionCardGainArea | AngelFuryDecisionCardResource |
                AngelFuryDecisionChooseCharacter | AngelFuryDecisionCommandPath | AngelFuryDecisionCommandSource |
                AngelFuryDecisionCommandTroop | AngelFuryDecisionDeployCount | AngelFuryDecisionHealingHands |
                AngelFuryDecisionKsTarget | AngelFuryDecisionOfferDiscard | AngelFuryDecisionOutOfNowhere |
                AngelFuryDecisionPersuader | AngelFuryDecisionRebuyAt | AngelFuryDecisionSeraphCardTarget |
                AngelFuryDecisionSuicideRaid | AngelFuryDecisionSwarmArea | AngelFuryDecisionTeamTurn |
                AngelFuryDecisionTideRound | AngelFuryDecisionTideTurn | AngelFuryDecisionTurn | AngelFuryDecisionVoiceOfThunder
                | None): the open decision: where (pending | step), kind, seats (who decides), id and its public data
            final (AngelFuryResult | None): the result once over (details: soul_points, sides, seats)
            game (Literal['angel_fury']): angel_fury
            leaders (AngelFuryViewLeaders): per leader id: colour, kind (seraph | arch), area (null: in reinforcements or
                destroyed), commanded, alive, health (an arch's; null for a seraph)
            moving (list[AngelFuryViewMovingItem]): troops lifted off the board by a move in progress: {seat, kind, at,
                troop {colour, minions, leaders, fresh}}
            options (AngelFuryViewOptions): the game's options
            over (bool): true once the game has ended
            players (list[AngelFuryPlayer]): one player board per seat (players[].* below)
            reserve (AngelFuryViewReserve): the general reserve: crystals, minions per colour
            scenario (AngelFuryViewScenario): the scenario (duel)
            soul_points (AngelFuryViewSoulPoints): soul points per side
            soul_points_to_win (int): the target soul points
            tide (AngelFuryViewTideType0 | None): solo: the evil tide (null otherwise): seat, deck (card ids not yet drawn;
                each draw is at random), discard (cards drawn since the last reshuffle), turns (tide turns begun), destroyed
                (areas whose mountain or fountain it destroyed)
            training (AngelFuryViewTraining): per side: deck (cards left, order hidden), offer (card ids), lost (the lost
                pile)
            turn (AngelFuryViewTurn): whose turn: seat, number (counting every turn), side
    """

    areas: AngelFuryViewAreas
    battle: AngelFuryBattle | None
    board: AngelFuryViewBoard
    decision: (
        AngelFuryDecisionAbilityTarget
        | AngelFuryDecisionArchers
        | AngelFuryDecisionArcherTroop
        | AngelFuryDecisionArcheryWindow
        | AngelFuryDecisionBattleCasualty
        | AngelFuryDecisionBattleOpening
        | AngelFuryDecisionBattleRetreat
        | AngelFuryDecisionBattleWindow
        | AngelFuryDecisionBattleWon
        | AngelFuryDecisionBlindingLight
        | AngelFuryDecisionBuyTo
        | AngelFuryDecisionCardCasualty
        | AngelFuryDecisionCardCommand
        | AngelFuryDecisionCardGainArea
        | AngelFuryDecisionCardResource
        | AngelFuryDecisionChooseCharacter
        | AngelFuryDecisionCommandPath
        | AngelFuryDecisionCommandSource
        | AngelFuryDecisionCommandTroop
        | AngelFuryDecisionDeployCount
        | AngelFuryDecisionHealingHands
        | AngelFuryDecisionKsTarget
        | AngelFuryDecisionOfferDiscard
        | AngelFuryDecisionOutOfNowhere
        | AngelFuryDecisionPersuader
        | AngelFuryDecisionRebuyAt
        | AngelFuryDecisionSeraphCardTarget
        | AngelFuryDecisionSuicideRaid
        | AngelFuryDecisionSwarmArea
        | AngelFuryDecisionTeamTurn
        | AngelFuryDecisionTideRound
        | AngelFuryDecisionTideTurn
        | AngelFuryDecisionTurn
        | AngelFuryDecisionVoiceOfThunder
        | None
    )
    final: AngelFuryResult | None
    game: Literal["angel_fury"]
    leaders: AngelFuryViewLeaders
    moving: list[AngelFuryViewMovingItem]
    options: AngelFuryViewOptions
    over: bool
    players: list[AngelFuryPlayer]
    reserve: AngelFuryViewReserve
    scenario: AngelFuryViewScenario
    soul_points: AngelFuryViewSoulPoints
    soul_points_to_win: int
    tide: AngelFuryViewTideType0 | None
    training: AngelFuryViewTraining
    turn: AngelFuryViewTurn

    def to_dict(self) -> dict[str, Any]:
        from ..models.angel_fury_battle import AngelFuryBattle  # noqa: PLC0415
        from ..models.angel_fury_decision_ability_target import AngelFuryDecisionAbilityTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_archer_troop import AngelFuryDecisionArcherTroop  # noqa: PLC0415
        from ..models.angel_fury_decision_archers import AngelFuryDecisionArchers  # noqa: PLC0415
        from ..models.angel_fury_decision_archery_window import AngelFuryDecisionArcheryWindow  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_casualty import AngelFuryDecisionBattleCasualty  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_opening import AngelFuryDecisionBattleOpening  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_retreat import AngelFuryDecisionBattleRetreat  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_window import AngelFuryDecisionBattleWindow  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_won import AngelFuryDecisionBattleWon  # noqa: PLC0415
        from ..models.angel_fury_decision_blinding_light import AngelFuryDecisionBlindingLight  # noqa: PLC0415
        from ..models.angel_fury_decision_buy_to import AngelFuryDecisionBuyTo  # noqa: PLC0415
        from ..models.angel_fury_decision_card_casualty import AngelFuryDecisionCardCasualty  # noqa: PLC0415
        from ..models.angel_fury_decision_card_command import AngelFuryDecisionCardCommand  # noqa: PLC0415
        from ..models.angel_fury_decision_card_gain_area import AngelFuryDecisionCardGainArea  # noqa: PLC0415
        from ..models.angel_fury_decision_card_resource import AngelFuryDecisionCardResource  # noqa: PLC0415
        from ..models.angel_fury_decision_choose_character import AngelFuryDecisionChooseCharacter  # noqa: PLC0415
        from ..models.angel_fury_decision_command_path import AngelFuryDecisionCommandPath  # noqa: PLC0415
        from ..models.angel_fury_decision_command_source import AngelFuryDecisionCommandSource  # noqa: PLC0415
        from ..models.angel_fury_decision_command_troop import AngelFuryDecisionCommandTroop  # noqa: PLC0415
        from ..models.angel_fury_decision_deploy_count import AngelFuryDecisionDeployCount  # noqa: PLC0415
        from ..models.angel_fury_decision_healing_hands import AngelFuryDecisionHealingHands  # noqa: PLC0415
        from ..models.angel_fury_decision_ks_target import AngelFuryDecisionKsTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_offer_discard import AngelFuryDecisionOfferDiscard  # noqa: PLC0415
        from ..models.angel_fury_decision_out_of_nowhere import AngelFuryDecisionOutOfNowhere  # noqa: PLC0415
        from ..models.angel_fury_decision_persuader import AngelFuryDecisionPersuader  # noqa: PLC0415
        from ..models.angel_fury_decision_rebuy_at import AngelFuryDecisionRebuyAt  # noqa: PLC0415
        from ..models.angel_fury_decision_seraph_card_target import AngelFuryDecisionSeraphCardTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_suicide_raid import AngelFuryDecisionSuicideRaid  # noqa: PLC0415
        from ..models.angel_fury_decision_swarm_area import AngelFuryDecisionSwarmArea  # noqa: PLC0415
        from ..models.angel_fury_decision_team_turn import AngelFuryDecisionTeamTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_tide_round import AngelFuryDecisionTideRound  # noqa: PLC0415
        from ..models.angel_fury_decision_tide_turn import AngelFuryDecisionTideTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_turn import AngelFuryDecisionTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_voice_of_thunder import AngelFuryDecisionVoiceOfThunder  # noqa: PLC0415
        from ..models.angel_fury_result import AngelFuryResult  # noqa: PLC0415
        from ..models.angel_fury_view_tide_type_0 import AngelFuryViewTideType0  # noqa: PLC0415

        areas = self.areas.to_dict()

        battle: dict[str, Any] | None
        if isinstance(self.battle, AngelFuryBattle):
            battle = self.battle.to_dict()
        else:
            battle = self.battle

        board = self.board.to_dict()

        decision: dict[str, Any] | None
        if isinstance(self.decision, AngelFuryDecisionAbilityTarget):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionArcherTroop):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionArchers):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionArcheryWindow):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBattleCasualty):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBattleOpening):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBattleRetreat):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBattleWindow):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBattleWon):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBlindingLight):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionBuyTo):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCardCasualty):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCardCommand):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCardGainArea):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCardResource):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionChooseCharacter):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCommandPath):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCommandSource):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionCommandTroop):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionDeployCount):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionHealingHands):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionKsTarget):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionOfferDiscard):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionOutOfNowhere):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionPersuader):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionRebuyAt):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionSeraphCardTarget):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionSuicideRaid):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionSwarmArea):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionTeamTurn):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionTideRound):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionTideTurn):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionTurn):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, AngelFuryDecisionVoiceOfThunder):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        final: dict[str, Any] | None
        if isinstance(self.final, AngelFuryResult):
            final = self.final.to_dict()
        else:
            final = self.final

        game = self.game

        leaders = self.leaders.to_dict()

        moving = []
        for moving_item_data in self.moving:
            moving_item = moving_item_data.to_dict()
            moving.append(moving_item)

        options = self.options.to_dict()

        over = self.over

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        reserve = self.reserve.to_dict()

        scenario = self.scenario.value

        soul_points = self.soul_points.to_dict()

        soul_points_to_win = self.soul_points_to_win

        tide: dict[str, Any] | None
        if isinstance(self.tide, AngelFuryViewTideType0):
            tide = self.tide.to_dict()
        else:
            tide = self.tide

        training = self.training.to_dict()

        turn = self.turn.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas": areas,
                "battle": battle,
                "board": board,
                "decision": decision,
                "final": final,
                "game": game,
                "leaders": leaders,
                "moving": moving,
                "options": options,
                "over": over,
                "players": players,
                "reserve": reserve,
                "scenario": scenario,
                "soul_points": soul_points,
                "soul_points_to_win": soul_points_to_win,
                "tide": tide,
                "training": training,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_battle import AngelFuryBattle  # noqa: PLC0415
        from ..models.angel_fury_decision_ability_target import AngelFuryDecisionAbilityTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_archer_troop import AngelFuryDecisionArcherTroop  # noqa: PLC0415
        from ..models.angel_fury_decision_archers import AngelFuryDecisionArchers  # noqa: PLC0415
        from ..models.angel_fury_decision_archery_window import AngelFuryDecisionArcheryWindow  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_casualty import AngelFuryDecisionBattleCasualty  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_opening import AngelFuryDecisionBattleOpening  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_retreat import AngelFuryDecisionBattleRetreat  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_window import AngelFuryDecisionBattleWindow  # noqa: PLC0415
        from ..models.angel_fury_decision_battle_won import AngelFuryDecisionBattleWon  # noqa: PLC0415
        from ..models.angel_fury_decision_blinding_light import AngelFuryDecisionBlindingLight  # noqa: PLC0415
        from ..models.angel_fury_decision_buy_to import AngelFuryDecisionBuyTo  # noqa: PLC0415
        from ..models.angel_fury_decision_card_casualty import AngelFuryDecisionCardCasualty  # noqa: PLC0415
        from ..models.angel_fury_decision_card_command import AngelFuryDecisionCardCommand  # noqa: PLC0415
        from ..models.angel_fury_decision_card_gain_area import AngelFuryDecisionCardGainArea  # noqa: PLC0415
        from ..models.angel_fury_decision_card_resource import AngelFuryDecisionCardResource  # noqa: PLC0415
        from ..models.angel_fury_decision_choose_character import AngelFuryDecisionChooseCharacter  # noqa: PLC0415
        from ..models.angel_fury_decision_command_path import AngelFuryDecisionCommandPath  # noqa: PLC0415
        from ..models.angel_fury_decision_command_source import AngelFuryDecisionCommandSource  # noqa: PLC0415
        from ..models.angel_fury_decision_command_troop import AngelFuryDecisionCommandTroop  # noqa: PLC0415
        from ..models.angel_fury_decision_deploy_count import AngelFuryDecisionDeployCount  # noqa: PLC0415
        from ..models.angel_fury_decision_healing_hands import AngelFuryDecisionHealingHands  # noqa: PLC0415
        from ..models.angel_fury_decision_ks_target import AngelFuryDecisionKsTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_offer_discard import AngelFuryDecisionOfferDiscard  # noqa: PLC0415
        from ..models.angel_fury_decision_out_of_nowhere import AngelFuryDecisionOutOfNowhere  # noqa: PLC0415
        from ..models.angel_fury_decision_persuader import AngelFuryDecisionPersuader  # noqa: PLC0415
        from ..models.angel_fury_decision_rebuy_at import AngelFuryDecisionRebuyAt  # noqa: PLC0415
        from ..models.angel_fury_decision_seraph_card_target import AngelFuryDecisionSeraphCardTarget  # noqa: PLC0415
        from ..models.angel_fury_decision_suicide_raid import AngelFuryDecisionSuicideRaid  # noqa: PLC0415
        from ..models.angel_fury_decision_swarm_area import AngelFuryDecisionSwarmArea  # noqa: PLC0415
        from ..models.angel_fury_decision_team_turn import AngelFuryDecisionTeamTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_tide_round import AngelFuryDecisionTideRound  # noqa: PLC0415
        from ..models.angel_fury_decision_tide_turn import AngelFuryDecisionTideTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_turn import AngelFuryDecisionTurn  # noqa: PLC0415
        from ..models.angel_fury_decision_voice_of_thunder import AngelFuryDecisionVoiceOfThunder  # noqa: PLC0415
        from ..models.angel_fury_player import AngelFuryPlayer  # noqa: PLC0415
        from ..models.angel_fury_result import AngelFuryResult  # noqa: PLC0415
        from ..models.angel_fury_view_areas import AngelFuryViewAreas  # noqa: PLC0415
        from ..models.angel_fury_view_board import AngelFuryViewBoard  # noqa: PLC0415
        from ..models.angel_fury_view_leaders import AngelFuryViewLeaders  # noqa: PLC0415
        from ..models.angel_fury_view_moving_item import AngelFuryViewMovingItem  # noqa: PLC0415
        from ..models.angel_fury_view_options import AngelFuryViewOptions  # noqa: PLC0415
        from ..models.angel_fury_view_reserve import AngelFuryViewReserve  # noqa: PLC0415
        from ..models.angel_fury_view_soul_points import AngelFuryViewSoulPoints  # noqa: PLC0415
        from ..models.angel_fury_view_tide_type_0 import AngelFuryViewTideType0  # noqa: PLC0415
        from ..models.angel_fury_view_training import AngelFuryViewTraining  # noqa: PLC0415
        from ..models.angel_fury_view_turn import AngelFuryViewTurn  # noqa: PLC0415

        d = dict(src_dict)
        areas = AngelFuryViewAreas.from_dict(d.pop("areas"))

        def _parse_battle(data: object) -> AngelFuryBattle | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                battle_type_0 = AngelFuryBattle.from_dict(data)

                return battle_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryBattle | None, data)

        battle = _parse_battle(d.pop("battle"))

        board = AngelFuryViewBoard.from_dict(d.pop("board"))

        def _parse_decision(
            data: object,
        ) -> (
            AngelFuryDecisionAbilityTarget
            | AngelFuryDecisionArchers
            | AngelFuryDecisionArcherTroop
            | AngelFuryDecisionArcheryWindow
            | AngelFuryDecisionBattleCasualty
            | AngelFuryDecisionBattleOpening
            | AngelFuryDecisionBattleRetreat
            | AngelFuryDecisionBattleWindow
            | AngelFuryDecisionBattleWon
            | AngelFuryDecisionBlindingLight
            | AngelFuryDecisionBuyTo
            | AngelFuryDecisionCardCasualty
            | AngelFuryDecisionCardCommand
            | AngelFuryDecisionCardGainArea
            | AngelFuryDecisionCardResource
            | AngelFuryDecisionChooseCharacter
            | AngelFuryDecisionCommandPath
            | AngelFuryDecisionCommandSource
            | AngelFuryDecisionCommandTroop
            | AngelFuryDecisionDeployCount
            | AngelFuryDecisionHealingHands
            | AngelFuryDecisionKsTarget
            | AngelFuryDecisionOfferDiscard
            | AngelFuryDecisionOutOfNowhere
            | AngelFuryDecisionPersuader
            | AngelFuryDecisionRebuyAt
            | AngelFuryDecisionSeraphCardTarget
            | AngelFuryDecisionSuicideRaid
            | AngelFuryDecisionSwarmArea
            | AngelFuryDecisionTeamTurn
            | AngelFuryDecisionTideRound
            | AngelFuryDecisionTideTurn
            | AngelFuryDecisionTurn
            | AngelFuryDecisionVoiceOfThunder
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_0 = AngelFuryDecisionAbilityTarget.from_dict(data)

                return componentsschemas_angel_fury_decision_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_1 = AngelFuryDecisionArcherTroop.from_dict(data)

                return componentsschemas_angel_fury_decision_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_2 = AngelFuryDecisionArchers.from_dict(data)

                return componentsschemas_angel_fury_decision_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_3 = AngelFuryDecisionArcheryWindow.from_dict(data)

                return componentsschemas_angel_fury_decision_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_4 = AngelFuryDecisionBattleCasualty.from_dict(data)

                return componentsschemas_angel_fury_decision_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_5 = AngelFuryDecisionBattleOpening.from_dict(data)

                return componentsschemas_angel_fury_decision_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_6 = AngelFuryDecisionBattleRetreat.from_dict(data)

                return componentsschemas_angel_fury_decision_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_7 = AngelFuryDecisionBattleWindow.from_dict(data)

                return componentsschemas_angel_fury_decision_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_8 = AngelFuryDecisionBattleWon.from_dict(data)

                return componentsschemas_angel_fury_decision_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_9 = AngelFuryDecisionBlindingLight.from_dict(data)

                return componentsschemas_angel_fury_decision_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_10 = AngelFuryDecisionBuyTo.from_dict(data)

                return componentsschemas_angel_fury_decision_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_11 = AngelFuryDecisionCardCasualty.from_dict(data)

                return componentsschemas_angel_fury_decision_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_12 = AngelFuryDecisionCardCommand.from_dict(data)

                return componentsschemas_angel_fury_decision_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_13 = AngelFuryDecisionCardGainArea.from_dict(data)

                return componentsschemas_angel_fury_decision_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_14 = AngelFuryDecisionCardResource.from_dict(data)

                return componentsschemas_angel_fury_decision_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_15 = AngelFuryDecisionChooseCharacter.from_dict(data)

                return componentsschemas_angel_fury_decision_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_16 = AngelFuryDecisionCommandPath.from_dict(data)

                return componentsschemas_angel_fury_decision_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_17 = AngelFuryDecisionCommandSource.from_dict(data)

                return componentsschemas_angel_fury_decision_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_18 = AngelFuryDecisionCommandTroop.from_dict(data)

                return componentsschemas_angel_fury_decision_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_19 = AngelFuryDecisionDeployCount.from_dict(data)

                return componentsschemas_angel_fury_decision_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_20 = AngelFuryDecisionHealingHands.from_dict(data)

                return componentsschemas_angel_fury_decision_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_21 = AngelFuryDecisionKsTarget.from_dict(data)

                return componentsschemas_angel_fury_decision_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_22 = AngelFuryDecisionOfferDiscard.from_dict(data)

                return componentsschemas_angel_fury_decision_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_23 = AngelFuryDecisionOutOfNowhere.from_dict(data)

                return componentsschemas_angel_fury_decision_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_24 = AngelFuryDecisionPersuader.from_dict(data)

                return componentsschemas_angel_fury_decision_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_25 = AngelFuryDecisionRebuyAt.from_dict(data)

                return componentsschemas_angel_fury_decision_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_26 = AngelFuryDecisionSeraphCardTarget.from_dict(data)

                return componentsschemas_angel_fury_decision_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_27 = AngelFuryDecisionSuicideRaid.from_dict(data)

                return componentsschemas_angel_fury_decision_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_28 = AngelFuryDecisionSwarmArea.from_dict(data)

                return componentsschemas_angel_fury_decision_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_29 = AngelFuryDecisionTeamTurn.from_dict(data)

                return componentsschemas_angel_fury_decision_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_30 = AngelFuryDecisionTideRound.from_dict(data)

                return componentsschemas_angel_fury_decision_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_31 = AngelFuryDecisionTideTurn.from_dict(data)

                return componentsschemas_angel_fury_decision_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_32 = AngelFuryDecisionTurn.from_dict(data)

                return componentsschemas_angel_fury_decision_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_decision_type_33 = AngelFuryDecisionVoiceOfThunder.from_dict(data)

                return componentsschemas_angel_fury_decision_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                AngelFuryDecisionAbilityTarget
                | AngelFuryDecisionArchers
                | AngelFuryDecisionArcherTroop
                | AngelFuryDecisionArcheryWindow
                | AngelFuryDecisionBattleCasualty
                | AngelFuryDecisionBattleOpening
                | AngelFuryDecisionBattleRetreat
                | AngelFuryDecisionBattleWindow
                | AngelFuryDecisionBattleWon
                | AngelFuryDecisionBlindingLight
                | AngelFuryDecisionBuyTo
                | AngelFuryDecisionCardCasualty
                | AngelFuryDecisionCardCommand
                | AngelFuryDecisionCardGainArea
                | AngelFuryDecisionCardResource
                | AngelFuryDecisionChooseCharacter
                | AngelFuryDecisionCommandPath
                | AngelFuryDecisionCommandSource
                | AngelFuryDecisionCommandTroop
                | AngelFuryDecisionDeployCount
                | AngelFuryDecisionHealingHands
                | AngelFuryDecisionKsTarget
                | AngelFuryDecisionOfferDiscard
                | AngelFuryDecisionOutOfNowhere
                | AngelFuryDecisionPersuader
                | AngelFuryDecisionRebuyAt
                | AngelFuryDecisionSeraphCardTarget
                | AngelFuryDecisionSuicideRaid
                | AngelFuryDecisionSwarmArea
                | AngelFuryDecisionTeamTurn
                | AngelFuryDecisionTideRound
                | AngelFuryDecisionTideTurn
                | AngelFuryDecisionTurn
                | AngelFuryDecisionVoiceOfThunder
                | None,
                data,
            )

        decision = _parse_decision(d.pop("decision"))

        def _parse_final(data: object) -> AngelFuryResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = AngelFuryResult.from_dict(data)

                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryResult | None, data)

        final = _parse_final(d.pop("final"))

        game = cast(Literal["angel_fury"], d.pop("game"))
        if game != "angel_fury":
            raise ValueError(f"game must match const 'angel_fury', got '{game}'")

        leaders = AngelFuryViewLeaders.from_dict(d.pop("leaders"))

        moving = []
        _moving = d.pop("moving")
        for moving_item_data in _moving:
            moving_item = AngelFuryViewMovingItem.from_dict(moving_item_data)

            moving.append(moving_item)

        options = AngelFuryViewOptions.from_dict(d.pop("options"))

        over = d.pop("over")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = AngelFuryPlayer.from_dict(players_item_data)

            players.append(players_item)

        reserve = AngelFuryViewReserve.from_dict(d.pop("reserve"))

        scenario = AngelFuryViewScenario(d.pop("scenario"))

        soul_points = AngelFuryViewSoulPoints.from_dict(d.pop("soul_points"))

        soul_points_to_win = d.pop("soul_points_to_win")

        def _parse_tide(data: object) -> AngelFuryViewTideType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                tide_type_0 = AngelFuryViewTideType0.from_dict(data)

                return tide_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryViewTideType0 | None, data)

        tide = _parse_tide(d.pop("tide"))

        training = AngelFuryViewTraining.from_dict(d.pop("training"))

        turn = AngelFuryViewTurn.from_dict(d.pop("turn"))

        angel_fury_view = cls(
            areas=areas,
            battle=battle,
            board=board,
            decision=decision,
            final=final,
            game=game,
            leaders=leaders,
            moving=moving,
            options=options,
            over=over,
            players=players,
            reserve=reserve,
            scenario=scenario,
            soul_points=soul_points,
            soul_points_to_win=soul_points_to_win,
            tide=tide,
            training=training,
            turn=turn,
        )

        return angel_fury_view
