from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_game_state_status import AngelFuryGameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.angel_fury_ability_action import AngelFuryAbilityAction
    from ..models.angel_fury_ability_area_action import AngelFuryAbilityAreaAction
    from ..models.angel_fury_archer_troop_action import AngelFuryArcherTroopAction
    from ..models.angel_fury_archers_action import AngelFuryArchersAction
    from ..models.angel_fury_battle_card_action import AngelFuryBattleCardAction
    from ..models.angel_fury_blind_action import AngelFuryBlindAction
    from ..models.angel_fury_breakthrough_action import AngelFuryBreakthroughAction
    from ..models.angel_fury_buy_action import AngelFuryBuyAction
    from ..models.angel_fury_card_area_action import AngelFuryCardAreaAction
    from ..models.angel_fury_casualty_action import AngelFuryCasualtyAction
    from ..models.angel_fury_choose_character_action import AngelFuryChooseCharacterAction
    from ..models.angel_fury_combo_action import AngelFuryComboAction
    from ..models.angel_fury_command_action import AngelFuryCommandAction
    from ..models.angel_fury_decline_action import AngelFuryDeclineAction
    from ..models.angel_fury_deploy_action import AngelFuryDeployAction
    from ..models.angel_fury_deploy_count_action import AngelFuryDeployCountAction
    from ..models.angel_fury_deploy_leader_action import AngelFuryDeployLeaderAction
    from ..models.angel_fury_destroy_action import AngelFuryDestroyAction
    from ..models.angel_fury_discard_card_action import AngelFuryDiscardCardAction
    from ..models.angel_fury_discard_offer_action import AngelFuryDiscardOfferAction
    from ..models.angel_fury_discard_offer_cards_action import AngelFuryDiscardOfferCardsAction
    from ..models.angel_fury_done_action import AngelFuryDoneAction
    from ..models.angel_fury_end_turn_action import AngelFuryEndTurnAction
    from ..models.angel_fury_heal_arch_action import AngelFuryHealArchAction
    from ..models.angel_fury_heal_hands_action import AngelFuryHealHandsAction
    from ..models.angel_fury_pass_action import AngelFuryPassAction
    from ..models.angel_fury_persuade_action import AngelFuryPersuadeAction
    from ..models.angel_fury_place_action import AngelFuryPlaceAction
    from ..models.angel_fury_play_action import AngelFuryPlayAction
    from ..models.angel_fury_raid_action import AngelFuryRaidAction
    from ..models.angel_fury_rebuy_at_action import AngelFuryRebuyAtAction
    from ..models.angel_fury_rebuy_seraph_action import AngelFuryRebuySeraphAction
    from ..models.angel_fury_resource_action import AngelFuryResourceAction
    from ..models.angel_fury_result import AngelFuryResult
    from ..models.angel_fury_retreat_action import AngelFuryRetreatAction
    from ..models.angel_fury_sacrifice_action import AngelFurySacrificeAction
    from ..models.angel_fury_seraph_card_action import AngelFurySeraphCardAction
    from ..models.angel_fury_seraph_target_action import AngelFurySeraphTargetAction
    from ..models.angel_fury_step_action import AngelFuryStepAction
    from ..models.angel_fury_stop_action import AngelFuryStopAction
    from ..models.angel_fury_swap_reserve_action import AngelFurySwapReserveAction
    from ..models.angel_fury_tide_move_action import AngelFuryTideMoveAction
    from ..models.angel_fury_tide_refill_action import AngelFuryTideRefillAction
    from ..models.angel_fury_tide_round_action import AngelFuryTideRoundAction
    from ..models.angel_fury_tide_score_action import AngelFuryTideScoreAction
    from ..models.angel_fury_to_hand_action import AngelFuryToHandAction
    from ..models.angel_fury_to_reserve_action import AngelFuryToReserveAction
    from ..models.angel_fury_to_slot_action import AngelFuryToSlotAction
    from ..models.angel_fury_trade_action import AngelFuryTradeAction
    from ..models.angel_fury_troop_action import AngelFuryTroopAction
    from ..models.angel_fury_upgrade_action import AngelFuryUpgradeAction
    from ..models.angel_fury_view import AngelFuryView
    from ..models.angel_fury_wait_action import AngelFuryWaitAction
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.prompt import Prompt
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach


T = TypeVar("T", bound="AngelFuryGameState")


@_attrs_define
class AngelFuryGameState:
    """
    Attributes:
        abort (AbortRule | None): the abort rule and votes (null only for a game unknown)
        actions (list[AngelFuryAbilityAction | AngelFuryAbilityAreaAction | AngelFuryArchersAction |
            AngelFuryArcherTroopAction | AngelFuryBattleCardAction | AngelFuryBlindAction | AngelFuryBreakthroughAction |
            AngelFuryBuyAction | AngelFuryCardAreaAction | AngelFuryCasualtyAction | AngelFuryChooseCharacterAction |
            AngelFuryComboAction | AngelFuryCommandAction | AngelFuryDeclineAction | AngelFuryDeployAction |
            AngelFuryDeployCountAction | AngelFuryDeployLeaderAction | AngelFuryDestroyAction | AngelFuryDiscardCardAction |
            AngelFuryDiscardOfferAction | AngelFuryDiscardOfferCardsAction | AngelFuryDoneAction | AngelFuryEndTurnAction |
            AngelFuryHealArchAction | AngelFuryHealHandsAction | AngelFuryPassAction | AngelFuryPersuadeAction |
            AngelFuryPlaceAction | AngelFuryPlayAction | AngelFuryRaidAction | AngelFuryRebuyAtAction |
            AngelFuryRebuySeraphAction | AngelFuryResourceAction | AngelFuryRetreatAction | AngelFurySacrificeAction |
            AngelFurySeraphCardAction | AngelFurySeraphTargetAction | AngelFuryStepAction | AngelFuryStopAction |
            AngelFurySwapReserveAction | AngelFuryTideMoveAction | AngelFuryTideRefillAction | AngelFuryTideRoundAction |
            AngelFuryTideScoreAction | AngelFuryToHandAction | AngelFuryToReserveAction | AngelFuryToSlotAction |
            AngelFuryTradeAction | AngelFuryTroopAction | AngelFuryUpgradeAction | AngelFuryWaitAction]): the bearer seat's
            legal actions now, as GET .../actions returns them; empty for a spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | None): null until the game is finished; then its seed and salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (Literal['angel_fury']): the game's name: which variant of GameState this is
        id (str):
        prompt (None | Prompt): what the bearer seat is deciding, in words; null for a spectator or a seat not to act
        result (AngelFuryResult | None): null while the game runs
        seats (list[SeatSummary]):
        status (AngelFuryGameStateStatus):
        undo (None | UndoReach): the versions the bearer's seat may go back to now; null when none (and for a spectator,
            a seat out of play or a game not active)
        version (int):
        view (AngelFuryView): what view(state, viewer) returns: one shape for a seat and a spectator; the seat's own
            secrets (players[].hand_ids, players[].offered) are optional, another seat's character reads null while the
            choice runs, and ids the viewer can't see read "hidden"
        clock (Clock | Unset):
    """

    abort: AbortRule | None
    actions: list[
        AngelFuryAbilityAction
        | AngelFuryAbilityAreaAction
        | AngelFuryArchersAction
        | AngelFuryArcherTroopAction
        | AngelFuryBattleCardAction
        | AngelFuryBlindAction
        | AngelFuryBreakthroughAction
        | AngelFuryBuyAction
        | AngelFuryCardAreaAction
        | AngelFuryCasualtyAction
        | AngelFuryChooseCharacterAction
        | AngelFuryComboAction
        | AngelFuryCommandAction
        | AngelFuryDeclineAction
        | AngelFuryDeployAction
        | AngelFuryDeployCountAction
        | AngelFuryDeployLeaderAction
        | AngelFuryDestroyAction
        | AngelFuryDiscardCardAction
        | AngelFuryDiscardOfferAction
        | AngelFuryDiscardOfferCardsAction
        | AngelFuryDoneAction
        | AngelFuryEndTurnAction
        | AngelFuryHealArchAction
        | AngelFuryHealHandsAction
        | AngelFuryPassAction
        | AngelFuryPersuadeAction
        | AngelFuryPlaceAction
        | AngelFuryPlayAction
        | AngelFuryRaidAction
        | AngelFuryRebuyAtAction
        | AngelFuryRebuySeraphAction
        | AngelFuryResourceAction
        | AngelFuryRetreatAction
        | AngelFurySacrificeAction
        | AngelFurySeraphCardAction
        | AngelFurySeraphTargetAction
        | AngelFuryStepAction
        | AngelFuryStopAction
        | AngelFurySwapReserveAction
        | AngelFuryTideMoveAction
        | AngelFuryTideRefillAction
        | AngelFuryTideRoundAction
        | AngelFuryTideScoreAction
        | AngelFuryToHandAction
        | AngelFuryToReserveAction
        | AngelFuryToSlotAction
        | AngelFuryTradeAction
        | AngelFuryTroopAction
        | AngelFuryUpgradeAction
        | AngelFuryWaitAction
    ]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | None
    fixed_seed: bool
    game: Literal["angel_fury"]
    id: str
    prompt: None | Prompt
    result: AngelFuryResult | None
    seats: list[SeatSummary]
    status: AngelFuryGameStateStatus
    undo: None | UndoReach
    version: int
    view: AngelFuryView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.angel_fury_ability_action import AngelFuryAbilityAction  # noqa: PLC0415
        from ..models.angel_fury_ability_area_action import AngelFuryAbilityAreaAction  # noqa: PLC0415
        from ..models.angel_fury_archer_troop_action import AngelFuryArcherTroopAction  # noqa: PLC0415
        from ..models.angel_fury_archers_action import AngelFuryArchersAction  # noqa: PLC0415
        from ..models.angel_fury_battle_card_action import AngelFuryBattleCardAction  # noqa: PLC0415
        from ..models.angel_fury_blind_action import AngelFuryBlindAction  # noqa: PLC0415
        from ..models.angel_fury_breakthrough_action import AngelFuryBreakthroughAction  # noqa: PLC0415
        from ..models.angel_fury_buy_action import AngelFuryBuyAction  # noqa: PLC0415
        from ..models.angel_fury_card_area_action import AngelFuryCardAreaAction  # noqa: PLC0415
        from ..models.angel_fury_casualty_action import AngelFuryCasualtyAction  # noqa: PLC0415
        from ..models.angel_fury_choose_character_action import AngelFuryChooseCharacterAction  # noqa: PLC0415
        from ..models.angel_fury_combo_action import AngelFuryComboAction  # noqa: PLC0415
        from ..models.angel_fury_command_action import AngelFuryCommandAction  # noqa: PLC0415
        from ..models.angel_fury_decline_action import AngelFuryDeclineAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_action import AngelFuryDeployAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_count_action import AngelFuryDeployCountAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_leader_action import AngelFuryDeployLeaderAction  # noqa: PLC0415
        from ..models.angel_fury_destroy_action import AngelFuryDestroyAction  # noqa: PLC0415
        from ..models.angel_fury_discard_card_action import AngelFuryDiscardCardAction  # noqa: PLC0415
        from ..models.angel_fury_discard_offer_action import AngelFuryDiscardOfferAction  # noqa: PLC0415
        from ..models.angel_fury_discard_offer_cards_action import AngelFuryDiscardOfferCardsAction  # noqa: PLC0415
        from ..models.angel_fury_done_action import AngelFuryDoneAction  # noqa: PLC0415
        from ..models.angel_fury_end_turn_action import AngelFuryEndTurnAction  # noqa: PLC0415
        from ..models.angel_fury_heal_arch_action import AngelFuryHealArchAction  # noqa: PLC0415
        from ..models.angel_fury_heal_hands_action import AngelFuryHealHandsAction  # noqa: PLC0415
        from ..models.angel_fury_pass_action import AngelFuryPassAction  # noqa: PLC0415
        from ..models.angel_fury_persuade_action import AngelFuryPersuadeAction  # noqa: PLC0415
        from ..models.angel_fury_place_action import AngelFuryPlaceAction  # noqa: PLC0415
        from ..models.angel_fury_play_action import AngelFuryPlayAction  # noqa: PLC0415
        from ..models.angel_fury_raid_action import AngelFuryRaidAction  # noqa: PLC0415
        from ..models.angel_fury_rebuy_at_action import AngelFuryRebuyAtAction  # noqa: PLC0415
        from ..models.angel_fury_rebuy_seraph_action import AngelFuryRebuySeraphAction  # noqa: PLC0415
        from ..models.angel_fury_resource_action import AngelFuryResourceAction  # noqa: PLC0415
        from ..models.angel_fury_result import AngelFuryResult  # noqa: PLC0415
        from ..models.angel_fury_retreat_action import AngelFuryRetreatAction  # noqa: PLC0415
        from ..models.angel_fury_sacrifice_action import AngelFurySacrificeAction  # noqa: PLC0415
        from ..models.angel_fury_seraph_card_action import AngelFurySeraphCardAction  # noqa: PLC0415
        from ..models.angel_fury_seraph_target_action import AngelFurySeraphTargetAction  # noqa: PLC0415
        from ..models.angel_fury_step_action import AngelFuryStepAction  # noqa: PLC0415
        from ..models.angel_fury_stop_action import AngelFuryStopAction  # noqa: PLC0415
        from ..models.angel_fury_swap_reserve_action import AngelFurySwapReserveAction  # noqa: PLC0415
        from ..models.angel_fury_tide_move_action import AngelFuryTideMoveAction  # noqa: PLC0415
        from ..models.angel_fury_tide_refill_action import AngelFuryTideRefillAction  # noqa: PLC0415
        from ..models.angel_fury_tide_round_action import AngelFuryTideRoundAction  # noqa: PLC0415
        from ..models.angel_fury_tide_score_action import AngelFuryTideScoreAction  # noqa: PLC0415
        from ..models.angel_fury_to_hand_action import AngelFuryToHandAction  # noqa: PLC0415
        from ..models.angel_fury_to_reserve_action import AngelFuryToReserveAction  # noqa: PLC0415
        from ..models.angel_fury_to_slot_action import AngelFuryToSlotAction  # noqa: PLC0415
        from ..models.angel_fury_trade_action import AngelFuryTradeAction  # noqa: PLC0415
        from ..models.angel_fury_troop_action import AngelFuryTroopAction  # noqa: PLC0415
        from ..models.angel_fury_upgrade_action import AngelFuryUpgradeAction  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        abort: dict[str, Any] | None
        if isinstance(self.abort, AbortRule):
            abort = self.abort.to_dict()
        else:
            abort = self.abort

        actions = []
        for actions_item_data in self.actions:
            actions_item: dict[str, Any]
            if isinstance(actions_item_data, AngelFuryAbilityAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryAbilityAreaAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryArcherTroopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryArchersAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryBattleCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryBlindAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryBreakthroughAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryBuyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryCardAreaAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryCasualtyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryChooseCharacterAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryComboAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryCommandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDeployAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDeployCountAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDeployLeaderAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDestroyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDiscardCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDiscardOfferAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDiscardOfferCardsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryDoneAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryEndTurnAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryHealArchAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryHealHandsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryPersuadeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryPlaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryPlayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryRaidAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryRebuyAtAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryRebuySeraphAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryResourceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryRetreatAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFurySacrificeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFurySeraphCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFurySeraphTargetAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryStepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryStopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFurySwapReserveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTideMoveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTideRefillAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTideRoundAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTideScoreAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryToHandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryToReserveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryToSlotAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTradeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryTroopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, AngelFuryUpgradeAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        active_seats = self.active_seats

        commitment: None | str
        commitment = self.commitment

        fairness: dict[str, Any] | None
        if isinstance(self.fairness, Fairness):
            fairness = self.fairness.to_dict()
        else:
            fairness = self.fairness

        fixed_seed = self.fixed_seed

        game = self.game

        id = self.id

        prompt: dict[str, Any] | None
        if isinstance(self.prompt, Prompt):
            prompt = self.prompt.to_dict()
        else:
            prompt = self.prompt

        result: dict[str, Any] | None
        if isinstance(self.result, AngelFuryResult):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        undo: dict[str, Any] | None
        if isinstance(self.undo, UndoReach):
            undo = self.undo.to_dict()
        else:
            undo = self.undo

        version = self.version

        view = self.view.to_dict()

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "abort": abort,
                "actions": actions,
                "active_seats": active_seats,
                "commitment": commitment,
                "fairness": fairness,
                "fixed_seed": fixed_seed,
                "game": game,
                "id": id,
                "prompt": prompt,
                "result": result,
                "seats": seats,
                "status": status,
                "undo": undo,
                "version": version,
                "view": view,
            }
        )
        if clock is not UNSET:
            field_dict["clock"] = clock

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.angel_fury_ability_action import AngelFuryAbilityAction  # noqa: PLC0415
        from ..models.angel_fury_ability_area_action import AngelFuryAbilityAreaAction  # noqa: PLC0415
        from ..models.angel_fury_archer_troop_action import AngelFuryArcherTroopAction  # noqa: PLC0415
        from ..models.angel_fury_archers_action import AngelFuryArchersAction  # noqa: PLC0415
        from ..models.angel_fury_battle_card_action import AngelFuryBattleCardAction  # noqa: PLC0415
        from ..models.angel_fury_blind_action import AngelFuryBlindAction  # noqa: PLC0415
        from ..models.angel_fury_breakthrough_action import AngelFuryBreakthroughAction  # noqa: PLC0415
        from ..models.angel_fury_buy_action import AngelFuryBuyAction  # noqa: PLC0415
        from ..models.angel_fury_card_area_action import AngelFuryCardAreaAction  # noqa: PLC0415
        from ..models.angel_fury_casualty_action import AngelFuryCasualtyAction  # noqa: PLC0415
        from ..models.angel_fury_choose_character_action import AngelFuryChooseCharacterAction  # noqa: PLC0415
        from ..models.angel_fury_combo_action import AngelFuryComboAction  # noqa: PLC0415
        from ..models.angel_fury_command_action import AngelFuryCommandAction  # noqa: PLC0415
        from ..models.angel_fury_decline_action import AngelFuryDeclineAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_action import AngelFuryDeployAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_count_action import AngelFuryDeployCountAction  # noqa: PLC0415
        from ..models.angel_fury_deploy_leader_action import AngelFuryDeployLeaderAction  # noqa: PLC0415
        from ..models.angel_fury_destroy_action import AngelFuryDestroyAction  # noqa: PLC0415
        from ..models.angel_fury_discard_card_action import AngelFuryDiscardCardAction  # noqa: PLC0415
        from ..models.angel_fury_discard_offer_action import AngelFuryDiscardOfferAction  # noqa: PLC0415
        from ..models.angel_fury_discard_offer_cards_action import AngelFuryDiscardOfferCardsAction  # noqa: PLC0415
        from ..models.angel_fury_done_action import AngelFuryDoneAction  # noqa: PLC0415
        from ..models.angel_fury_end_turn_action import AngelFuryEndTurnAction  # noqa: PLC0415
        from ..models.angel_fury_heal_arch_action import AngelFuryHealArchAction  # noqa: PLC0415
        from ..models.angel_fury_heal_hands_action import AngelFuryHealHandsAction  # noqa: PLC0415
        from ..models.angel_fury_pass_action import AngelFuryPassAction  # noqa: PLC0415
        from ..models.angel_fury_persuade_action import AngelFuryPersuadeAction  # noqa: PLC0415
        from ..models.angel_fury_place_action import AngelFuryPlaceAction  # noqa: PLC0415
        from ..models.angel_fury_play_action import AngelFuryPlayAction  # noqa: PLC0415
        from ..models.angel_fury_raid_action import AngelFuryRaidAction  # noqa: PLC0415
        from ..models.angel_fury_rebuy_at_action import AngelFuryRebuyAtAction  # noqa: PLC0415
        from ..models.angel_fury_rebuy_seraph_action import AngelFuryRebuySeraphAction  # noqa: PLC0415
        from ..models.angel_fury_resource_action import AngelFuryResourceAction  # noqa: PLC0415
        from ..models.angel_fury_result import AngelFuryResult  # noqa: PLC0415
        from ..models.angel_fury_retreat_action import AngelFuryRetreatAction  # noqa: PLC0415
        from ..models.angel_fury_sacrifice_action import AngelFurySacrificeAction  # noqa: PLC0415
        from ..models.angel_fury_seraph_card_action import AngelFurySeraphCardAction  # noqa: PLC0415
        from ..models.angel_fury_seraph_target_action import AngelFurySeraphTargetAction  # noqa: PLC0415
        from ..models.angel_fury_step_action import AngelFuryStepAction  # noqa: PLC0415
        from ..models.angel_fury_stop_action import AngelFuryStopAction  # noqa: PLC0415
        from ..models.angel_fury_swap_reserve_action import AngelFurySwapReserveAction  # noqa: PLC0415
        from ..models.angel_fury_tide_move_action import AngelFuryTideMoveAction  # noqa: PLC0415
        from ..models.angel_fury_tide_refill_action import AngelFuryTideRefillAction  # noqa: PLC0415
        from ..models.angel_fury_tide_round_action import AngelFuryTideRoundAction  # noqa: PLC0415
        from ..models.angel_fury_tide_score_action import AngelFuryTideScoreAction  # noqa: PLC0415
        from ..models.angel_fury_to_hand_action import AngelFuryToHandAction  # noqa: PLC0415
        from ..models.angel_fury_to_reserve_action import AngelFuryToReserveAction  # noqa: PLC0415
        from ..models.angel_fury_to_slot_action import AngelFuryToSlotAction  # noqa: PLC0415
        from ..models.angel_fury_trade_action import AngelFuryTradeAction  # noqa: PLC0415
        from ..models.angel_fury_troop_action import AngelFuryTroopAction  # noqa: PLC0415
        from ..models.angel_fury_upgrade_action import AngelFuryUpgradeAction  # noqa: PLC0415
        from ..models.angel_fury_view import AngelFuryView  # noqa: PLC0415
        from ..models.angel_fury_wait_action import AngelFuryWaitAction  # noqa: PLC0415
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.prompt import Prompt  # noqa: PLC0415
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415
        from ..models.undo_reach import UndoReach  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_abort(data: object) -> AbortRule | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                abort_type_0 = AbortRule.from_dict(data)

                return abort_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AbortRule | None, data)

        abort = _parse_abort(d.pop("abort"))

        actions = []
        _actions = d.pop("actions")
        for actions_item_data in _actions:

            def _parse_actions_item(
                data: object,
            ) -> (
                AngelFuryAbilityAction
                | AngelFuryAbilityAreaAction
                | AngelFuryArchersAction
                | AngelFuryArcherTroopAction
                | AngelFuryBattleCardAction
                | AngelFuryBlindAction
                | AngelFuryBreakthroughAction
                | AngelFuryBuyAction
                | AngelFuryCardAreaAction
                | AngelFuryCasualtyAction
                | AngelFuryChooseCharacterAction
                | AngelFuryComboAction
                | AngelFuryCommandAction
                | AngelFuryDeclineAction
                | AngelFuryDeployAction
                | AngelFuryDeployCountAction
                | AngelFuryDeployLeaderAction
                | AngelFuryDestroyAction
                | AngelFuryDiscardCardAction
                | AngelFuryDiscardOfferAction
                | AngelFuryDiscardOfferCardsAction
                | AngelFuryDoneAction
                | AngelFuryEndTurnAction
                | AngelFuryHealArchAction
                | AngelFuryHealHandsAction
                | AngelFuryPassAction
                | AngelFuryPersuadeAction
                | AngelFuryPlaceAction
                | AngelFuryPlayAction
                | AngelFuryRaidAction
                | AngelFuryRebuyAtAction
                | AngelFuryRebuySeraphAction
                | AngelFuryResourceAction
                | AngelFuryRetreatAction
                | AngelFurySacrificeAction
                | AngelFurySeraphCardAction
                | AngelFurySeraphTargetAction
                | AngelFuryStepAction
                | AngelFuryStopAction
                | AngelFurySwapReserveAction
                | AngelFuryTideMoveAction
                | AngelFuryTideRefillAction
                | AngelFuryTideRoundAction
                | AngelFuryTideScoreAction
                | AngelFuryToHandAction
                | AngelFuryToReserveAction
                | AngelFuryToSlotAction
                | AngelFuryTradeAction
                | AngelFuryTroopAction
                | AngelFuryUpgradeAction
                | AngelFuryWaitAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_0 = AngelFuryAbilityAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_1 = AngelFuryAbilityAreaAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_2 = AngelFuryArcherTroopAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_3 = AngelFuryArchersAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_4 = AngelFuryBattleCardAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_5 = AngelFuryBlindAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_6 = AngelFuryBreakthroughAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_7 = AngelFuryBuyAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_8 = AngelFuryCardAreaAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_9 = AngelFuryCasualtyAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_10 = AngelFuryChooseCharacterAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_11 = AngelFuryComboAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_12 = AngelFuryCommandAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_13 = AngelFuryDeclineAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_14 = AngelFuryDeployAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_15 = AngelFuryDeployCountAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_16 = AngelFuryDeployLeaderAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_17 = AngelFuryDestroyAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_18 = AngelFuryDiscardCardAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_19 = AngelFuryDiscardOfferAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_20 = AngelFuryDiscardOfferCardsAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_21 = AngelFuryDoneAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_22 = AngelFuryEndTurnAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_23 = AngelFuryHealArchAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_24 = AngelFuryHealHandsAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_25 = AngelFuryPassAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_26 = AngelFuryPersuadeAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_27 = AngelFuryPlaceAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_28 = AngelFuryPlayAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_29 = AngelFuryRaidAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_30 = AngelFuryRebuyAtAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_31 = AngelFuryRebuySeraphAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_32 = AngelFuryResourceAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_33 = AngelFuryRetreatAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_34 = AngelFurySacrificeAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_35 = AngelFurySeraphCardAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_36 = AngelFurySeraphTargetAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_37 = AngelFuryStepAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_38 = AngelFuryStopAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_39 = AngelFurySwapReserveAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_40 = AngelFuryTideMoveAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_41 = AngelFuryTideRefillAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_42 = AngelFuryTideRoundAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_43 = AngelFuryTideScoreAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_44 = AngelFuryToHandAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_45 = AngelFuryToReserveAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_46 = AngelFuryToSlotAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_47 = AngelFuryTradeAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_48 = AngelFuryTroopAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_49 = AngelFuryUpgradeAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_angel_fury_action_type_50 = AngelFuryWaitAction.from_dict(data)

                return componentsschemas_angel_fury_action_type_50

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        active_seats = cast(list[int], d.pop("active_seats"))

        def _parse_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        commitment = _parse_commitment(d.pop("commitment"))

        def _parse_fairness(data: object) -> Fairness | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                fairness_type_0 = Fairness.from_dict(data)

                return fairness_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Fairness | None, data)

        fairness = _parse_fairness(d.pop("fairness"))

        fixed_seed = d.pop("fixed_seed")

        game = cast(Literal["angel_fury"], d.pop("game"))
        if game != "angel_fury":
            raise ValueError(f"game must match const 'angel_fury', got '{game}'")

        id = d.pop("id")

        def _parse_prompt(data: object) -> None | Prompt:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                prompt_type_0 = Prompt.from_dict(data)

                return prompt_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Prompt, data)

        prompt = _parse_prompt(d.pop("prompt"))

        def _parse_result(data: object) -> AngelFuryResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = AngelFuryResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryResult | None, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = AngelFuryGameStateStatus(d.pop("status"))

        def _parse_undo(data: object) -> None | UndoReach:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                undo_type_0 = UndoReach.from_dict(data)

                return undo_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | UndoReach, data)

        undo = _parse_undo(d.pop("undo"))

        version = d.pop("version")

        view = AngelFuryView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        angel_fury_game_state = cls(
            abort=abort,
            actions=actions,
            active_seats=active_seats,
            commitment=commitment,
            fairness=fairness,
            fixed_seed=fixed_seed,
            game=game,
            id=id,
            prompt=prompt,
            result=result,
            seats=seats,
            status=status,
            undo=undo,
            version=version,
            view=view,
            clock=clock,
        )

        return angel_fury_game_state
