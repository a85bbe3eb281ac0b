from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_view_phase import FallenAngelViewPhase

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_bid import FallenAngelDecisionBid
    from ..models.fallen_angel_decision_black_boost import FallenAngelDecisionBlackBoost
    from ..models.fallen_angel_decision_chain import FallenAngelDecisionChain
    from ..models.fallen_angel_decision_clash import FallenAngelDecisionClash
    from ..models.fallen_angel_decision_dominate import FallenAngelDecisionDominate
    from ..models.fallen_angel_decision_dual_assassin import FallenAngelDecisionDualAssassin
    from ..models.fallen_angel_decision_dual_assassin_die import FallenAngelDecisionDualAssassinDie
    from ..models.fallen_angel_decision_dual_flip import FallenAngelDecisionDualFlip
    from ..models.fallen_angel_decision_dual_kick import FallenAngelDecisionDualKick
    from ..models.fallen_angel_decision_dual_phantom import FallenAngelDecisionDualPhantom
    from ..models.fallen_angel_decision_dual_phantom_pips import FallenAngelDecisionDualPhantomPips
    from ..models.fallen_angel_decision_dual_region import FallenAngelDecisionDualRegion
    from ..models.fallen_angel_decision_dual_second import FallenAngelDecisionDualSecond
    from ..models.fallen_angel_decision_dual_slot import FallenAngelDecisionDualSlot
    from ..models.fallen_angel_decision_dual_summon import FallenAngelDecisionDualSummon
    from ..models.fallen_angel_decision_dual_thief_dice import FallenAngelDecisionDualThiefDice
    from ..models.fallen_angel_decision_enlist import FallenAngelDecisionEnlist
    from ..models.fallen_angel_decision_explosion_shields import FallenAngelDecisionExplosionShields
    from ..models.fallen_angel_decision_fight import FallenAngelDecisionFight
    from ..models.fallen_angel_decision_gem_to_shield import FallenAngelDecisionGemToShield
    from ..models.fallen_angel_decision_give_cube import FallenAngelDecisionGiveCube
    from ..models.fallen_angel_decision_give_gem import FallenAngelDecisionGiveGem
    from ..models.fallen_angel_decision_hero_arrival import FallenAngelDecisionHeroArrival
    from ..models.fallen_angel_decision_hero_assassin import FallenAngelDecisionHeroAssassin
    from ..models.fallen_angel_decision_hero_assassin_die import FallenAngelDecisionHeroAssassinDie
    from ..models.fallen_angel_decision_hero_draft import FallenAngelDecisionHeroDraft
    from ..models.fallen_angel_decision_hero_flip import FallenAngelDecisionHeroFlip
    from ..models.fallen_angel_decision_hero_jail import FallenAngelDecisionHeroJail
    from ..models.fallen_angel_decision_hero_kick import FallenAngelDecisionHeroKick
    from ..models.fallen_angel_decision_hero_phantom import FallenAngelDecisionHeroPhantom
    from ..models.fallen_angel_decision_hero_pips import FallenAngelDecisionHeroPips
    from ..models.fallen_angel_decision_hero_summon import FallenAngelDecisionHeroSummon
    from ..models.fallen_angel_decision_hero_thief import FallenAngelDecisionHeroThief
    from ..models.fallen_angel_decision_honor_tech import FallenAngelDecisionHonorTech
    from ..models.fallen_angel_decision_imperial_balance import FallenAngelDecisionImperialBalance
    from ..models.fallen_angel_decision_main_turn import FallenAngelDecisionMainTurn
    from ..models.fallen_angel_decision_mine import FallenAngelDecisionMine
    from ..models.fallen_angel_decision_move import FallenAngelDecisionMove
    from ..models.fallen_angel_decision_place_dice import FallenAngelDecisionPlaceDice
    from ..models.fallen_angel_decision_reroll import FallenAngelDecisionReroll
    from ..models.fallen_angel_decision_rescue import FallenAngelDecisionRescue
    from ..models.fallen_angel_decision_roulette_bid import FallenAngelDecisionRouletteBid
    from ..models.fallen_angel_decision_salvage_choice import FallenAngelDecisionSalvageChoice
    from ..models.fallen_angel_decision_shadow_place import FallenAngelDecisionShadowPlace
    from ..models.fallen_angel_decision_shields_to_engine import FallenAngelDecisionShieldsToEngine
    from ..models.fallen_angel_decision_tech_use import FallenAngelDecisionTechUse
    from ..models.fallen_angel_decision_turn_order import FallenAngelDecisionTurnOrder
    from ..models.fallen_angel_decision_use_tile import FallenAngelDecisionUseTile
    from ..models.fallen_angel_result import FallenAngelResult
    from ..models.fallen_angel_view_bids import FallenAngelViewBids
    from ..models.fallen_angel_view_board import FallenAngelViewBoard
    from ..models.fallen_angel_view_city import FallenAngelViewCity
    from ..models.fallen_angel_view_dice import FallenAngelViewDice
    from ..models.fallen_angel_view_land import FallenAngelViewLand
    from ..models.fallen_angel_view_main import FallenAngelViewMain
    from ..models.fallen_angel_view_options import FallenAngelViewOptions
    from ..models.fallen_angel_view_players_item import FallenAngelViewPlayersItem
    from ..models.fallen_angel_view_shadow_type_0 import FallenAngelViewShadowType0


T = TypeVar("T", bound="FallenAngelView")


@_attrs_define
class FallenAngelView:
    """what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are optional or read "hidden"

    Attributes:
        bids (FallenAngelViewBids): the objective bid: open (a bid is under way), placed (seats that have bid), mine
            (your secret bid)
        board (FallenAngelViewBoard): the main board
        city (FallenAngelViewCity): Angel City: regions ({region: {colour: gems}}), cap (gems per Region after a
            refill), bag (the gem bag's contents per colour, public), revealed (the bag was shown after a refill)
        decision (FallenAngelDecisionBid | FallenAngelDecisionBlackBoost | FallenAngelDecisionChain |
            FallenAngelDecisionClash | FallenAngelDecisionDominate | FallenAngelDecisionDualAssassin |
            FallenAngelDecisionDualAssassinDie | FallenAngelDecisionDualFlip | FallenAngelDecisionDualKick |
            FallenAngelDecisionDualPhantom | FallenAngelDecisionDualPhantomPips | FallenAngelDecisionDualRegion |
            FallenAngelDecisionDualSecond | FallenAngelDecisionDualSlot | FallenAngelDecisionDualSummon |
            FallenAngelDecisionDualThiefDice | FallenAngelDecisionEnlist | FallenAngelDecisionExplosionShields |
            FallenAngelDecisionFight | FallenAngelDecisionGemToShield | FallenAngelDecisionGiveCube |
            FallenAngelDecisionGiveGem | FallenAngelDecisionHeroArrival | FallenAngelDecisionHeroAssassin |
            FallenAngelDecisionHeroAssassinDie | FallenAngelDecisionHeroDraft | FallenAngelDecisionHeroFlip |
            FallenAngelDecisionHeroJail | FallenAngelDecisionHeroKick | FallenAngelDecisionHeroPhantom |
            FallenAngelDecisionHeroPips | FallenAngelDecisionHeroSummon | FallenAngelDecisionHeroThief |
            FallenAngelDecisionHonorTech | FallenAngelDecisionImperialBalance | FallenAngelDecisionMainTurn |
            FallenAngelDecisionMine | FallenAngelDecisionMove | FallenAngelDecisionPlaceDice | FallenAngelDecisionReroll |
            FallenAngelDecisionRescue | FallenAngelDecisionRouletteBid | FallenAngelDecisionSalvageChoice |
            FallenAngelDecisionShadowPlace | FallenAngelDecisionShieldsToEngine | FallenAngelDecisionTechUse |
            FallenAngelDecisionTurnOrder | FallenAngelDecisionUseTile | None): the open decision: where (pending | step),
            kind, seats (who decides), id and its public data (cards you can't see read "hidden")
        dice (FallenAngelViewDice): per die id: owner (seat), colour, value (null before the roll), at (unused | placed
            | jail | discarded | barracks = not enlisted yet)
        final (FallenAngelResult | None): the result once the game is over (details: ending, gems_left, seats = each
            breakdown; co-op also shadow, players_won, margin), else null
        game (Literal['fallen_angel']): always fallen_angel
        land (FallenAngelViewLand): the Land Map: cubes ({location: {colour: n}}), houses ({location: seat}), forbidden
            (locations out of play)
        main (FallenAngelViewMain): the main phase: turn (the seat whose turn it is, or null) and passed (seats that
            passed)
        monster_bag (int): how many Monster tiles are left in the bag
        monster_discard (list[str]): discarded Monster tiles
        objectives (list[str]): the objective tokens still on their spots; the first is the one bid for this round; with
            Objective Roulette a token not turned up yet reads "hidden"
        options (FallenAngelViewOptions): the game's options (starting_techs)
        order (list[int]): the Order Chamber: seats in turn order (earliest first); it breaks ties
        over (bool): true once the game has ended
        phase (FallenAngelViewPhase): draft | roll | arrival | main | conclusion | reset | over
        players (list[FallenAngelViewPlayersItem]): one mat per seat (players[].* below)
        round_ (int): the round (1 on)
        rounds (int): how many rounds the game has
        shadow (FallenAngelViewShadowType0 | None): the Shadow co-op's Shadow Player (rows 55-66): seat, vp, honor
            (Actual Honor in the Angel City), skulls (beside the Land Map), to_place (Shadow Dice waiting), dice (made so
            far); null otherwise
        special_ties (list[list[int]]): groups of seats in a Special Tie this round
    """

    bids: FallenAngelViewBids
    board: FallenAngelViewBoard
    city: FallenAngelViewCity
    decision: (
        FallenAngelDecisionBid
        | FallenAngelDecisionBlackBoost
        | FallenAngelDecisionChain
        | FallenAngelDecisionClash
        | FallenAngelDecisionDominate
        | FallenAngelDecisionDualAssassin
        | FallenAngelDecisionDualAssassinDie
        | FallenAngelDecisionDualFlip
        | FallenAngelDecisionDualKick
        | FallenAngelDecisionDualPhantom
        | FallenAngelDecisionDualPhantomPips
        | FallenAngelDecisionDualRegion
        | FallenAngelDecisionDualSecond
        | FallenAngelDecisionDualSlot
        | FallenAngelDecisionDualSummon
        | FallenAngelDecisionDualThiefDice
        | FallenAngelDecisionEnlist
        | FallenAngelDecisionExplosionShields
        | FallenAngelDecisionFight
        | FallenAngelDecisionGemToShield
        | FallenAngelDecisionGiveCube
        | FallenAngelDecisionGiveGem
        | FallenAngelDecisionHeroArrival
        | FallenAngelDecisionHeroAssassin
        | FallenAngelDecisionHeroAssassinDie
        | FallenAngelDecisionHeroDraft
        | FallenAngelDecisionHeroFlip
        | FallenAngelDecisionHeroJail
        | FallenAngelDecisionHeroKick
        | FallenAngelDecisionHeroPhantom
        | FallenAngelDecisionHeroPips
        | FallenAngelDecisionHeroSummon
        | FallenAngelDecisionHeroThief
        | FallenAngelDecisionHonorTech
        | FallenAngelDecisionImperialBalance
        | FallenAngelDecisionMainTurn
        | FallenAngelDecisionMine
        | FallenAngelDecisionMove
        | FallenAngelDecisionPlaceDice
        | FallenAngelDecisionReroll
        | FallenAngelDecisionRescue
        | FallenAngelDecisionRouletteBid
        | FallenAngelDecisionSalvageChoice
        | FallenAngelDecisionShadowPlace
        | FallenAngelDecisionShieldsToEngine
        | FallenAngelDecisionTechUse
        | FallenAngelDecisionTurnOrder
        | FallenAngelDecisionUseTile
        | None
    )
    dice: FallenAngelViewDice
    final: FallenAngelResult | None
    game: Literal["fallen_angel"]
    land: FallenAngelViewLand
    main: FallenAngelViewMain
    monster_bag: int
    monster_discard: list[str]
    objectives: list[str]
    options: FallenAngelViewOptions
    order: list[int]
    over: bool
    phase: FallenAngelViewPhase
    players: list[FallenAngelViewPlayersItem]
    round_: int
    rounds: int
    shadow: FallenAngelViewShadowType0 | None
    special_ties: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        from ..models.fallen_angel_decision_bid import FallenAngelDecisionBid  # noqa: PLC0415
        from ..models.fallen_angel_decision_black_boost import FallenAngelDecisionBlackBoost  # noqa: PLC0415
        from ..models.fallen_angel_decision_chain import FallenAngelDecisionChain  # noqa: PLC0415
        from ..models.fallen_angel_decision_clash import FallenAngelDecisionClash  # noqa: PLC0415
        from ..models.fallen_angel_decision_dominate import FallenAngelDecisionDominate  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_assassin import FallenAngelDecisionDualAssassin  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_assassin_die import FallenAngelDecisionDualAssassinDie  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_flip import FallenAngelDecisionDualFlip  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_kick import FallenAngelDecisionDualKick  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_phantom import FallenAngelDecisionDualPhantom  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_phantom_pips import FallenAngelDecisionDualPhantomPips  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_region import FallenAngelDecisionDualRegion  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_second import FallenAngelDecisionDualSecond  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_slot import FallenAngelDecisionDualSlot  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_summon import FallenAngelDecisionDualSummon  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_thief_dice import FallenAngelDecisionDualThiefDice  # noqa: PLC0415
        from ..models.fallen_angel_decision_enlist import FallenAngelDecisionEnlist  # noqa: PLC0415
        from ..models.fallen_angel_decision_explosion_shields import FallenAngelDecisionExplosionShields  # noqa: PLC0415
        from ..models.fallen_angel_decision_fight import FallenAngelDecisionFight  # noqa: PLC0415
        from ..models.fallen_angel_decision_gem_to_shield import FallenAngelDecisionGemToShield  # noqa: PLC0415
        from ..models.fallen_angel_decision_give_cube import FallenAngelDecisionGiveCube  # noqa: PLC0415
        from ..models.fallen_angel_decision_give_gem import FallenAngelDecisionGiveGem  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_arrival import FallenAngelDecisionHeroArrival  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_assassin import FallenAngelDecisionHeroAssassin  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_assassin_die import FallenAngelDecisionHeroAssassinDie  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_draft import FallenAngelDecisionHeroDraft  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_flip import FallenAngelDecisionHeroFlip  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_jail import FallenAngelDecisionHeroJail  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_kick import FallenAngelDecisionHeroKick  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_phantom import FallenAngelDecisionHeroPhantom  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_pips import FallenAngelDecisionHeroPips  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_summon import FallenAngelDecisionHeroSummon  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_thief import FallenAngelDecisionHeroThief  # noqa: PLC0415
        from ..models.fallen_angel_decision_honor_tech import FallenAngelDecisionHonorTech  # noqa: PLC0415
        from ..models.fallen_angel_decision_imperial_balance import FallenAngelDecisionImperialBalance  # noqa: PLC0415
        from ..models.fallen_angel_decision_main_turn import FallenAngelDecisionMainTurn  # noqa: PLC0415
        from ..models.fallen_angel_decision_mine import FallenAngelDecisionMine  # noqa: PLC0415
        from ..models.fallen_angel_decision_move import FallenAngelDecisionMove  # noqa: PLC0415
        from ..models.fallen_angel_decision_place_dice import FallenAngelDecisionPlaceDice  # noqa: PLC0415
        from ..models.fallen_angel_decision_reroll import FallenAngelDecisionReroll  # noqa: PLC0415
        from ..models.fallen_angel_decision_rescue import FallenAngelDecisionRescue  # noqa: PLC0415
        from ..models.fallen_angel_decision_roulette_bid import FallenAngelDecisionRouletteBid  # noqa: PLC0415
        from ..models.fallen_angel_decision_salvage_choice import FallenAngelDecisionSalvageChoice  # noqa: PLC0415
        from ..models.fallen_angel_decision_shadow_place import FallenAngelDecisionShadowPlace  # noqa: PLC0415
        from ..models.fallen_angel_decision_shields_to_engine import FallenAngelDecisionShieldsToEngine  # noqa: PLC0415
        from ..models.fallen_angel_decision_tech_use import FallenAngelDecisionTechUse  # noqa: PLC0415
        from ..models.fallen_angel_decision_turn_order import FallenAngelDecisionTurnOrder  # noqa: PLC0415
        from ..models.fallen_angel_decision_use_tile import FallenAngelDecisionUseTile  # noqa: PLC0415
        from ..models.fallen_angel_result import FallenAngelResult  # noqa: PLC0415
        from ..models.fallen_angel_view_shadow_type_0 import FallenAngelViewShadowType0  # noqa: PLC0415

        bids = self.bids.to_dict()

        board = self.board.to_dict()

        city = self.city.to_dict()

        decision: dict[str, Any] | None
        if isinstance(self.decision, FallenAngelDecisionBid):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionBlackBoost):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionChain):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionClash):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDominate):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualAssassin):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualAssassinDie):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualFlip):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualKick):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualPhantom):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualPhantomPips):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualRegion):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualSecond):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualSlot):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualSummon):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionDualThiefDice):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionEnlist):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionExplosionShields):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionFight):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionGemToShield):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionGiveCube):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionGiveGem):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroArrival):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroAssassin):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroAssassinDie):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroDraft):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroFlip):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroJail):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroKick):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroPhantom):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroPips):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroSummon):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHeroThief):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionHonorTech):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionImperialBalance):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionMainTurn):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionMine):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionMove):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionPlaceDice):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionReroll):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionRescue):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionRouletteBid):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionSalvageChoice):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionShadowPlace):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionShieldsToEngine):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionTechUse):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionTurnOrder):
            decision = self.decision.to_dict()
        elif isinstance(self.decision, FallenAngelDecisionUseTile):
            decision = self.decision.to_dict()
        else:
            decision = self.decision

        dice = self.dice.to_dict()

        final: dict[str, Any] | None
        if isinstance(self.final, FallenAngelResult):
            final = self.final.to_dict()
        else:
            final = self.final

        game = self.game

        land = self.land.to_dict()

        main = self.main.to_dict()

        monster_bag = self.monster_bag

        monster_discard = self.monster_discard

        objectives = self.objectives

        options = self.options.to_dict()

        order = self.order

        over = self.over

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        round_ = self.round_

        rounds = self.rounds

        shadow: dict[str, Any] | None
        if isinstance(self.shadow, FallenAngelViewShadowType0):
            shadow = self.shadow.to_dict()
        else:
            shadow = self.shadow

        special_ties = []
        for special_ties_item_data in self.special_ties:
            special_ties_item = special_ties_item_data

            special_ties.append(special_ties_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "board": board,
                "city": city,
                "decision": decision,
                "dice": dice,
                "final": final,
                "game": game,
                "land": land,
                "main": main,
                "monster_bag": monster_bag,
                "monster_discard": monster_discard,
                "objectives": objectives,
                "options": options,
                "order": order,
                "over": over,
                "phase": phase,
                "players": players,
                "round": round_,
                "rounds": rounds,
                "shadow": shadow,
                "special_ties": special_ties,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_bid import FallenAngelDecisionBid  # noqa: PLC0415
        from ..models.fallen_angel_decision_black_boost import FallenAngelDecisionBlackBoost  # noqa: PLC0415
        from ..models.fallen_angel_decision_chain import FallenAngelDecisionChain  # noqa: PLC0415
        from ..models.fallen_angel_decision_clash import FallenAngelDecisionClash  # noqa: PLC0415
        from ..models.fallen_angel_decision_dominate import FallenAngelDecisionDominate  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_assassin import FallenAngelDecisionDualAssassin  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_assassin_die import FallenAngelDecisionDualAssassinDie  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_flip import FallenAngelDecisionDualFlip  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_kick import FallenAngelDecisionDualKick  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_phantom import FallenAngelDecisionDualPhantom  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_phantom_pips import FallenAngelDecisionDualPhantomPips  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_region import FallenAngelDecisionDualRegion  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_second import FallenAngelDecisionDualSecond  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_slot import FallenAngelDecisionDualSlot  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_summon import FallenAngelDecisionDualSummon  # noqa: PLC0415
        from ..models.fallen_angel_decision_dual_thief_dice import FallenAngelDecisionDualThiefDice  # noqa: PLC0415
        from ..models.fallen_angel_decision_enlist import FallenAngelDecisionEnlist  # noqa: PLC0415
        from ..models.fallen_angel_decision_explosion_shields import FallenAngelDecisionExplosionShields  # noqa: PLC0415
        from ..models.fallen_angel_decision_fight import FallenAngelDecisionFight  # noqa: PLC0415
        from ..models.fallen_angel_decision_gem_to_shield import FallenAngelDecisionGemToShield  # noqa: PLC0415
        from ..models.fallen_angel_decision_give_cube import FallenAngelDecisionGiveCube  # noqa: PLC0415
        from ..models.fallen_angel_decision_give_gem import FallenAngelDecisionGiveGem  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_arrival import FallenAngelDecisionHeroArrival  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_assassin import FallenAngelDecisionHeroAssassin  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_assassin_die import FallenAngelDecisionHeroAssassinDie  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_draft import FallenAngelDecisionHeroDraft  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_flip import FallenAngelDecisionHeroFlip  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_jail import FallenAngelDecisionHeroJail  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_kick import FallenAngelDecisionHeroKick  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_phantom import FallenAngelDecisionHeroPhantom  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_pips import FallenAngelDecisionHeroPips  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_summon import FallenAngelDecisionHeroSummon  # noqa: PLC0415
        from ..models.fallen_angel_decision_hero_thief import FallenAngelDecisionHeroThief  # noqa: PLC0415
        from ..models.fallen_angel_decision_honor_tech import FallenAngelDecisionHonorTech  # noqa: PLC0415
        from ..models.fallen_angel_decision_imperial_balance import FallenAngelDecisionImperialBalance  # noqa: PLC0415
        from ..models.fallen_angel_decision_main_turn import FallenAngelDecisionMainTurn  # noqa: PLC0415
        from ..models.fallen_angel_decision_mine import FallenAngelDecisionMine  # noqa: PLC0415
        from ..models.fallen_angel_decision_move import FallenAngelDecisionMove  # noqa: PLC0415
        from ..models.fallen_angel_decision_place_dice import FallenAngelDecisionPlaceDice  # noqa: PLC0415
        from ..models.fallen_angel_decision_reroll import FallenAngelDecisionReroll  # noqa: PLC0415
        from ..models.fallen_angel_decision_rescue import FallenAngelDecisionRescue  # noqa: PLC0415
        from ..models.fallen_angel_decision_roulette_bid import FallenAngelDecisionRouletteBid  # noqa: PLC0415
        from ..models.fallen_angel_decision_salvage_choice import FallenAngelDecisionSalvageChoice  # noqa: PLC0415
        from ..models.fallen_angel_decision_shadow_place import FallenAngelDecisionShadowPlace  # noqa: PLC0415
        from ..models.fallen_angel_decision_shields_to_engine import FallenAngelDecisionShieldsToEngine  # noqa: PLC0415
        from ..models.fallen_angel_decision_tech_use import FallenAngelDecisionTechUse  # noqa: PLC0415
        from ..models.fallen_angel_decision_turn_order import FallenAngelDecisionTurnOrder  # noqa: PLC0415
        from ..models.fallen_angel_decision_use_tile import FallenAngelDecisionUseTile  # noqa: PLC0415
        from ..models.fallen_angel_result import FallenAngelResult  # noqa: PLC0415
        from ..models.fallen_angel_view_bids import FallenAngelViewBids  # noqa: PLC0415
        from ..models.fallen_angel_view_board import FallenAngelViewBoard  # noqa: PLC0415
        from ..models.fallen_angel_view_city import FallenAngelViewCity  # noqa: PLC0415
        from ..models.fallen_angel_view_dice import FallenAngelViewDice  # noqa: PLC0415
        from ..models.fallen_angel_view_land import FallenAngelViewLand  # noqa: PLC0415
        from ..models.fallen_angel_view_main import FallenAngelViewMain  # noqa: PLC0415
        from ..models.fallen_angel_view_options import FallenAngelViewOptions  # noqa: PLC0415
        from ..models.fallen_angel_view_players_item import FallenAngelViewPlayersItem  # noqa: PLC0415
        from ..models.fallen_angel_view_shadow_type_0 import FallenAngelViewShadowType0  # noqa: PLC0415

        d = dict(src_dict)
        bids = FallenAngelViewBids.from_dict(d.pop("bids"))

        board = FallenAngelViewBoard.from_dict(d.pop("board"))

        city = FallenAngelViewCity.from_dict(d.pop("city"))

        def _parse_decision(
            data: object,
        ) -> (
            FallenAngelDecisionBid
            | FallenAngelDecisionBlackBoost
            | FallenAngelDecisionChain
            | FallenAngelDecisionClash
            | FallenAngelDecisionDominate
            | FallenAngelDecisionDualAssassin
            | FallenAngelDecisionDualAssassinDie
            | FallenAngelDecisionDualFlip
            | FallenAngelDecisionDualKick
            | FallenAngelDecisionDualPhantom
            | FallenAngelDecisionDualPhantomPips
            | FallenAngelDecisionDualRegion
            | FallenAngelDecisionDualSecond
            | FallenAngelDecisionDualSlot
            | FallenAngelDecisionDualSummon
            | FallenAngelDecisionDualThiefDice
            | FallenAngelDecisionEnlist
            | FallenAngelDecisionExplosionShields
            | FallenAngelDecisionFight
            | FallenAngelDecisionGemToShield
            | FallenAngelDecisionGiveCube
            | FallenAngelDecisionGiveGem
            | FallenAngelDecisionHeroArrival
            | FallenAngelDecisionHeroAssassin
            | FallenAngelDecisionHeroAssassinDie
            | FallenAngelDecisionHeroDraft
            | FallenAngelDecisionHeroFlip
            | FallenAngelDecisionHeroJail
            | FallenAngelDecisionHeroKick
            | FallenAngelDecisionHeroPhantom
            | FallenAngelDecisionHeroPips
            | FallenAngelDecisionHeroSummon
            | FallenAngelDecisionHeroThief
            | FallenAngelDecisionHonorTech
            | FallenAngelDecisionImperialBalance
            | FallenAngelDecisionMainTurn
            | FallenAngelDecisionMine
            | FallenAngelDecisionMove
            | FallenAngelDecisionPlaceDice
            | FallenAngelDecisionReroll
            | FallenAngelDecisionRescue
            | FallenAngelDecisionRouletteBid
            | FallenAngelDecisionSalvageChoice
            | FallenAngelDecisionShadowPlace
            | FallenAngelDecisionShieldsToEngine
            | FallenAngelDecisionTechUse
            | FallenAngelDecisionTurnOrder
            | FallenAngelDecisionUseTile
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_0 = FallenAngelDecisionBid.from_dict(data)

                return decision_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_1 = FallenAngelDecisionBlackBoost.from_dict(data)

                return decision_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_2 = FallenAngelDecisionChain.from_dict(data)

                return decision_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_3 = FallenAngelDecisionClash.from_dict(data)

                return decision_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_4 = FallenAngelDecisionDominate.from_dict(data)

                return decision_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_5 = FallenAngelDecisionDualAssassin.from_dict(data)

                return decision_type_0_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_6 = FallenAngelDecisionDualAssassinDie.from_dict(data)

                return decision_type_0_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_7 = FallenAngelDecisionDualFlip.from_dict(data)

                return decision_type_0_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_8 = FallenAngelDecisionDualKick.from_dict(data)

                return decision_type_0_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_9 = FallenAngelDecisionDualPhantom.from_dict(data)

                return decision_type_0_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_10 = FallenAngelDecisionDualPhantomPips.from_dict(data)

                return decision_type_0_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_11 = FallenAngelDecisionDualRegion.from_dict(data)

                return decision_type_0_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_12 = FallenAngelDecisionDualSecond.from_dict(data)

                return decision_type_0_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_13 = FallenAngelDecisionDualSlot.from_dict(data)

                return decision_type_0_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_14 = FallenAngelDecisionDualSummon.from_dict(data)

                return decision_type_0_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_15 = FallenAngelDecisionDualThiefDice.from_dict(data)

                return decision_type_0_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_16 = FallenAngelDecisionEnlist.from_dict(data)

                return decision_type_0_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_17 = FallenAngelDecisionExplosionShields.from_dict(data)

                return decision_type_0_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_18 = FallenAngelDecisionFight.from_dict(data)

                return decision_type_0_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_19 = FallenAngelDecisionGemToShield.from_dict(data)

                return decision_type_0_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_20 = FallenAngelDecisionGiveCube.from_dict(data)

                return decision_type_0_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_21 = FallenAngelDecisionGiveGem.from_dict(data)

                return decision_type_0_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_22 = FallenAngelDecisionHeroArrival.from_dict(data)

                return decision_type_0_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_23 = FallenAngelDecisionHeroAssassin.from_dict(data)

                return decision_type_0_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_24 = FallenAngelDecisionHeroAssassinDie.from_dict(data)

                return decision_type_0_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_25 = FallenAngelDecisionHeroDraft.from_dict(data)

                return decision_type_0_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_26 = FallenAngelDecisionHeroFlip.from_dict(data)

                return decision_type_0_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_27 = FallenAngelDecisionHeroJail.from_dict(data)

                return decision_type_0_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_28 = FallenAngelDecisionHeroKick.from_dict(data)

                return decision_type_0_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_29 = FallenAngelDecisionHeroPhantom.from_dict(data)

                return decision_type_0_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_30 = FallenAngelDecisionHeroPips.from_dict(data)

                return decision_type_0_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_31 = FallenAngelDecisionHeroSummon.from_dict(data)

                return decision_type_0_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_32 = FallenAngelDecisionHeroThief.from_dict(data)

                return decision_type_0_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_33 = FallenAngelDecisionHonorTech.from_dict(data)

                return decision_type_0_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_34 = FallenAngelDecisionImperialBalance.from_dict(data)

                return decision_type_0_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_35 = FallenAngelDecisionMainTurn.from_dict(data)

                return decision_type_0_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_36 = FallenAngelDecisionMine.from_dict(data)

                return decision_type_0_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_37 = FallenAngelDecisionMove.from_dict(data)

                return decision_type_0_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_38 = FallenAngelDecisionPlaceDice.from_dict(data)

                return decision_type_0_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_39 = FallenAngelDecisionReroll.from_dict(data)

                return decision_type_0_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_40 = FallenAngelDecisionRescue.from_dict(data)

                return decision_type_0_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_41 = FallenAngelDecisionRouletteBid.from_dict(data)

                return decision_type_0_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_42 = FallenAngelDecisionSalvageChoice.from_dict(data)

                return decision_type_0_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_43 = FallenAngelDecisionShadowPlace.from_dict(data)

                return decision_type_0_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_44 = FallenAngelDecisionShieldsToEngine.from_dict(data)

                return decision_type_0_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_45 = FallenAngelDecisionTechUse.from_dict(data)

                return decision_type_0_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_46 = FallenAngelDecisionTurnOrder.from_dict(data)

                return decision_type_0_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                decision_type_0_type_47 = FallenAngelDecisionUseTile.from_dict(data)

                return decision_type_0_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                FallenAngelDecisionBid
                | FallenAngelDecisionBlackBoost
                | FallenAngelDecisionChain
                | FallenAngelDecisionClash
                | FallenAngelDecisionDominate
                | FallenAngelDecisionDualAssassin
                | FallenAngelDecisionDualAssassinDie
                | FallenAngelDecisionDualFlip
                | FallenAngelDecisionDualKick
                | FallenAngelDecisionDualPhantom
                | FallenAngelDecisionDualPhantomPips
                | FallenAngelDecisionDualRegion
                | FallenAngelDecisionDualSecond
                | FallenAngelDecisionDualSlot
                | FallenAngelDecisionDualSummon
                | FallenAngelDecisionDualThiefDice
                | FallenAngelDecisionEnlist
                | FallenAngelDecisionExplosionShields
                | FallenAngelDecisionFight
                | FallenAngelDecisionGemToShield
                | FallenAngelDecisionGiveCube
                | FallenAngelDecisionGiveGem
                | FallenAngelDecisionHeroArrival
                | FallenAngelDecisionHeroAssassin
                | FallenAngelDecisionHeroAssassinDie
                | FallenAngelDecisionHeroDraft
                | FallenAngelDecisionHeroFlip
                | FallenAngelDecisionHeroJail
                | FallenAngelDecisionHeroKick
                | FallenAngelDecisionHeroPhantom
                | FallenAngelDecisionHeroPips
                | FallenAngelDecisionHeroSummon
                | FallenAngelDecisionHeroThief
                | FallenAngelDecisionHonorTech
                | FallenAngelDecisionImperialBalance
                | FallenAngelDecisionMainTurn
                | FallenAngelDecisionMine
                | FallenAngelDecisionMove
                | FallenAngelDecisionPlaceDice
                | FallenAngelDecisionReroll
                | FallenAngelDecisionRescue
                | FallenAngelDecisionRouletteBid
                | FallenAngelDecisionSalvageChoice
                | FallenAngelDecisionShadowPlace
                | FallenAngelDecisionShieldsToEngine
                | FallenAngelDecisionTechUse
                | FallenAngelDecisionTurnOrder
                | FallenAngelDecisionUseTile
                | None,
                data,
            )

        decision = _parse_decision(d.pop("decision"))

        dice = FallenAngelViewDice.from_dict(d.pop("dice"))

        def _parse_final(data: object) -> FallenAngelResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                final_type_0 = FallenAngelResult.from_dict(data)

                return final_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelResult | None, data)

        final = _parse_final(d.pop("final"))

        game = cast(Literal["fallen_angel"], d.pop("game"))
        if game != "fallen_angel":
            raise ValueError(f"game must match const 'fallen_angel', got '{game}'")

        land = FallenAngelViewLand.from_dict(d.pop("land"))

        main = FallenAngelViewMain.from_dict(d.pop("main"))

        monster_bag = d.pop("monster_bag")

        monster_discard = cast(list[str], d.pop("monster_discard"))

        objectives = cast(list[str], d.pop("objectives"))

        options = FallenAngelViewOptions.from_dict(d.pop("options"))

        order = cast(list[int], d.pop("order"))

        over = d.pop("over")

        phase = FallenAngelViewPhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = FallenAngelViewPlayersItem.from_dict(players_item_data)

            players.append(players_item)

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        def _parse_shadow(data: object) -> FallenAngelViewShadowType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                shadow_type_0 = FallenAngelViewShadowType0.from_dict(data)

                return shadow_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelViewShadowType0 | None, data)

        shadow = _parse_shadow(d.pop("shadow"))

        special_ties = []
        _special_ties = d.pop("special_ties")
        for special_ties_item_data in _special_ties:
            special_ties_item = cast(list[int], special_ties_item_data)

            special_ties.append(special_ties_item)

        fallen_angel_view = cls(
            bids=bids,
            board=board,
            city=city,
            decision=decision,
            dice=dice,
            final=final,
            game=game,
            land=land,
            main=main,
            monster_bag=monster_bag,
            monster_discard=monster_discard,
            objectives=objectives,
            options=options,
            order=order,
            over=over,
            phase=phase,
            players=players,
            round_=round_,
            rounds=rounds,
            shadow=shadow,
            special_ties=special_ties,
        )

        return fallen_angel_view
