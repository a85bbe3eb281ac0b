from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_game_state_status import FallenAngelGameStateStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.abort_rule import AbortRule
    from ..models.clock import Clock
    from ..models.fairness import Fairness
    from ..models.fallen_angel_activate_chain_action import FallenAngelActivateChainAction
    from ..models.fallen_angel_add_pip_action import FallenAngelAddPipAction
    from ..models.fallen_angel_agree_action import FallenAngelAgreeAction
    from ..models.fallen_angel_alone_action import FallenAngelAloneAction
    from ..models.fallen_angel_assassin_die_action import FallenAngelAssassinDieAction
    from ..models.fallen_angel_assassinate_action import FallenAngelAssassinateAction
    from ..models.fallen_angel_attract_cube_action import FallenAngelAttractCubeAction
    from ..models.fallen_angel_attract_gem_action import FallenAngelAttractGemAction
    from ..models.fallen_angel_bid_action import FallenAngelBidAction
    from ..models.fallen_angel_block_action import FallenAngelBlockAction
    from ..models.fallen_angel_boost_action import FallenAngelBoostAction
    from ..models.fallen_angel_consume_action import FallenAngelConsumeAction
    from ..models.fallen_angel_convert_action import FallenAngelConvertAction
    from ..models.fallen_angel_convert_resource_action import FallenAngelConvertResourceAction
    from ..models.fallen_angel_convert_shields_action import FallenAngelConvertShieldsAction
    from ..models.fallen_angel_copy_tech_action import FallenAngelCopyTechAction
    from ..models.fallen_angel_decline_action import FallenAngelDeclineAction
    from ..models.fallen_angel_discard_for_honor_action import FallenAngelDiscardForHonorAction
    from ..models.fallen_angel_discard_for_reroll_action import FallenAngelDiscardForRerollAction
    from ..models.fallen_angel_dominate_action import FallenAngelDominateAction
    from ..models.fallen_angel_done_action import FallenAngelDoneAction
    from ..models.fallen_angel_drive_action import FallenAngelDriveAction
    from ..models.fallen_angel_fight_action import FallenAngelFightAction
    from ..models.fallen_angel_fill_action import FallenAngelFillAction
    from ..models.fallen_angel_flip_action import FallenAngelFlipAction
    from ..models.fallen_angel_flip_monster_action import FallenAngelFlipMonsterAction
    from ..models.fallen_angel_gain_honor_action import FallenAngelGainHonorAction
    from ..models.fallen_angel_gain_tech_action import FallenAngelGainTechAction
    from ..models.fallen_angel_give_cube_action import FallenAngelGiveCubeAction
    from ..models.fallen_angel_give_gem_action import FallenAngelGiveGemAction
    from ..models.fallen_angel_grab_vp_action import FallenAngelGrabVpAction
    from ..models.fallen_angel_honor_control_action import FallenAngelHonorControlAction
    from ..models.fallen_angel_install_action import FallenAngelInstallAction
    from ..models.fallen_angel_invade_action import FallenAngelInvadeAction
    from ..models.fallen_angel_jail_action import FallenAngelJailAction
    from ..models.fallen_angel_keep_action import FallenAngelKeepAction
    from ..models.fallen_angel_kick_action import FallenAngelKickAction
    from ..models.fallen_angel_leap_to_action import FallenAngelLeapToAction
    from ..models.fallen_angel_mine_action import FallenAngelMineAction
    from ..models.fallen_angel_move_die_action import FallenAngelMoveDieAction
    from ..models.fallen_angel_move_to_action import FallenAngelMoveToAction
    from ..models.fallen_angel_pass_action import FallenAngelPassAction
    from ..models.fallen_angel_pay_shield_action import FallenAngelPayShieldAction
    from ..models.fallen_angel_phantom_action import FallenAngelPhantomAction
    from ..models.fallen_angel_place_action import FallenAngelPlaceAction
    from ..models.fallen_angel_place_dice_action import FallenAngelPlaceDiceAction
    from ..models.fallen_angel_place_shadow_action import FallenAngelPlaceShadowAction
    from ..models.fallen_angel_play_hero_action import FallenAngelPlayHeroAction
    from ..models.fallen_angel_propose_action import FallenAngelProposeAction
    from ..models.fallen_angel_put_back_action import FallenAngelPutBackAction
    from ..models.fallen_angel_raise_action import FallenAngelRaiseAction
    from ..models.fallen_angel_reroll_action import FallenAngelRerollAction
    from ..models.fallen_angel_rescue_action import FallenAngelRescueAction
    from ..models.fallen_angel_result import FallenAngelResult
    from ..models.fallen_angel_second_action import FallenAngelSecondAction
    from ..models.fallen_angel_skip_action import FallenAngelSkipAction
    from ..models.fallen_angel_slots_action import FallenAngelSlotsAction
    from ..models.fallen_angel_stop_action import FallenAngelStopAction
    from ..models.fallen_angel_summon_action import FallenAngelSummonAction
    from ..models.fallen_angel_take_honor_action import FallenAngelTakeHonorAction
    from ..models.fallen_angel_take_vp_action import FallenAngelTakeVpAction
    from ..models.fallen_angel_tech_convert_action import FallenAngelTechConvertAction
    from ..models.fallen_angel_thief_dice_action import FallenAngelThiefDiceAction
    from ..models.fallen_angel_thief_die_action import FallenAngelThiefDieAction
    from ..models.fallen_angel_use_tech_action import FallenAngelUseTechAction
    from ..models.fallen_angel_use_tile_action import FallenAngelUseTileAction
    from ..models.fallen_angel_view import FallenAngelView
    from ..models.fallen_angel_warlord_region_action import FallenAngelWarlordRegionAction
    from ..models.prompt import Prompt
    from ..models.seat_summary import SeatSummary
    from ..models.undo_reach import UndoReach


T = TypeVar("T", bound="FallenAngelGameState")


@_attrs_define
class FallenAngelGameState:
    """
    Attributes:
        abort (AbortRule | None): the abort rule and votes (null only for a game unknown)
        actions (list[FallenAngelActivateChainAction | FallenAngelAddPipAction | FallenAngelAgreeAction |
            FallenAngelAloneAction | FallenAngelAssassinateAction | FallenAngelAssassinDieAction |
            FallenAngelAttractCubeAction | FallenAngelAttractGemAction | FallenAngelBidAction | FallenAngelBlockAction |
            FallenAngelBoostAction | FallenAngelConsumeAction | FallenAngelConvertAction | FallenAngelConvertResourceAction
            | FallenAngelConvertShieldsAction | FallenAngelCopyTechAction | FallenAngelDeclineAction |
            FallenAngelDiscardForHonorAction | FallenAngelDiscardForRerollAction | FallenAngelDominateAction |
            FallenAngelDoneAction | FallenAngelDriveAction | FallenAngelFightAction | FallenAngelFillAction |
            FallenAngelFlipAction | FallenAngelFlipMonsterAction | FallenAngelGainHonorAction | FallenAngelGainTechAction |
            FallenAngelGiveCubeAction | FallenAngelGiveGemAction | FallenAngelGrabVpAction | FallenAngelHonorControlAction |
            FallenAngelInstallAction | FallenAngelInvadeAction | FallenAngelJailAction | FallenAngelKeepAction |
            FallenAngelKickAction | FallenAngelLeapToAction | FallenAngelMineAction | FallenAngelMoveDieAction |
            FallenAngelMoveToAction | FallenAngelPassAction | FallenAngelPayShieldAction | FallenAngelPhantomAction |
            FallenAngelPlaceAction | FallenAngelPlaceDiceAction | FallenAngelPlaceShadowAction | FallenAngelPlayHeroAction |
            FallenAngelProposeAction | FallenAngelPutBackAction | FallenAngelRaiseAction | FallenAngelRerollAction |
            FallenAngelRescueAction | FallenAngelSecondAction | FallenAngelSkipAction | FallenAngelSlotsAction |
            FallenAngelStopAction | FallenAngelSummonAction | FallenAngelTakeHonorAction | FallenAngelTakeVpAction |
            FallenAngelTechConvertAction | FallenAngelThiefDiceAction | FallenAngelThiefDieAction | FallenAngelUseTechAction
            | FallenAngelUseTileAction | FallenAngelWarlordRegionAction]): the bearer seat's legal actions now, as GET
            .../actions returns them; empty for a spectator or a seat not to act
        active_seats (list[int]):
        commitment (None | str): sha256 hex of "{seed}:{salt}", published when the game is created; the seed and salt
            are revealed in `fairness` at the end. null on games created before fair deals
        fairness (Fairness | None): null until the game is finished; then its seed and salt
        fixed_seed (bool): true when the game's creator chose its seed (and so may know every hidden card)
        game (Literal['fallen_angel']): the game's name: which variant of GameState this is
        id (str):
        prompt (None | Prompt): what the bearer seat is deciding, in words; null for a spectator or a seat not to act
        result (FallenAngelResult | None): null while the game runs
        seats (list[SeatSummary]):
        status (FallenAngelGameStateStatus):
        undo (None | UndoReach): the versions the bearer's seat may go back to now; null when none (and for a spectator,
            a seat out of play or a game not active)
        version (int):
        view (FallenAngelView): what view(state, viewer) returns: one shape for a seat and a spectator; hidden parts are
            optional or read "hidden"
        clock (Clock | Unset):
    """

    abort: AbortRule | None
    actions: list[
        FallenAngelActivateChainAction
        | FallenAngelAddPipAction
        | FallenAngelAgreeAction
        | FallenAngelAloneAction
        | FallenAngelAssassinateAction
        | FallenAngelAssassinDieAction
        | FallenAngelAttractCubeAction
        | FallenAngelAttractGemAction
        | FallenAngelBidAction
        | FallenAngelBlockAction
        | FallenAngelBoostAction
        | FallenAngelConsumeAction
        | FallenAngelConvertAction
        | FallenAngelConvertResourceAction
        | FallenAngelConvertShieldsAction
        | FallenAngelCopyTechAction
        | FallenAngelDeclineAction
        | FallenAngelDiscardForHonorAction
        | FallenAngelDiscardForRerollAction
        | FallenAngelDominateAction
        | FallenAngelDoneAction
        | FallenAngelDriveAction
        | FallenAngelFightAction
        | FallenAngelFillAction
        | FallenAngelFlipAction
        | FallenAngelFlipMonsterAction
        | FallenAngelGainHonorAction
        | FallenAngelGainTechAction
        | FallenAngelGiveCubeAction
        | FallenAngelGiveGemAction
        | FallenAngelGrabVpAction
        | FallenAngelHonorControlAction
        | FallenAngelInstallAction
        | FallenAngelInvadeAction
        | FallenAngelJailAction
        | FallenAngelKeepAction
        | FallenAngelKickAction
        | FallenAngelLeapToAction
        | FallenAngelMineAction
        | FallenAngelMoveDieAction
        | FallenAngelMoveToAction
        | FallenAngelPassAction
        | FallenAngelPayShieldAction
        | FallenAngelPhantomAction
        | FallenAngelPlaceAction
        | FallenAngelPlaceDiceAction
        | FallenAngelPlaceShadowAction
        | FallenAngelPlayHeroAction
        | FallenAngelProposeAction
        | FallenAngelPutBackAction
        | FallenAngelRaiseAction
        | FallenAngelRerollAction
        | FallenAngelRescueAction
        | FallenAngelSecondAction
        | FallenAngelSkipAction
        | FallenAngelSlotsAction
        | FallenAngelStopAction
        | FallenAngelSummonAction
        | FallenAngelTakeHonorAction
        | FallenAngelTakeVpAction
        | FallenAngelTechConvertAction
        | FallenAngelThiefDiceAction
        | FallenAngelThiefDieAction
        | FallenAngelUseTechAction
        | FallenAngelUseTileAction
        | FallenAngelWarlordRegionAction
    ]
    active_seats: list[int]
    commitment: None | str
    fairness: Fairness | None
    fixed_seed: bool
    game: Literal["fallen_angel"]
    id: str
    prompt: None | Prompt
    result: FallenAngelResult | None
    seats: list[SeatSummary]
    status: FallenAngelGameStateStatus
    undo: None | UndoReach
    version: int
    view: FallenAngelView
    clock: Clock | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_rule import AbortRule  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.fallen_angel_activate_chain_action import FallenAngelActivateChainAction  # noqa: PLC0415
        from ..models.fallen_angel_add_pip_action import FallenAngelAddPipAction  # noqa: PLC0415
        from ..models.fallen_angel_agree_action import FallenAngelAgreeAction  # noqa: PLC0415
        from ..models.fallen_angel_alone_action import FallenAngelAloneAction  # noqa: PLC0415
        from ..models.fallen_angel_assassin_die_action import FallenAngelAssassinDieAction  # noqa: PLC0415
        from ..models.fallen_angel_assassinate_action import FallenAngelAssassinateAction  # noqa: PLC0415
        from ..models.fallen_angel_attract_cube_action import FallenAngelAttractCubeAction  # noqa: PLC0415
        from ..models.fallen_angel_attract_gem_action import FallenAngelAttractGemAction  # noqa: PLC0415
        from ..models.fallen_angel_bid_action import FallenAngelBidAction  # noqa: PLC0415
        from ..models.fallen_angel_block_action import FallenAngelBlockAction  # noqa: PLC0415
        from ..models.fallen_angel_boost_action import FallenAngelBoostAction  # noqa: PLC0415
        from ..models.fallen_angel_consume_action import FallenAngelConsumeAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_action import FallenAngelConvertAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_resource_action import FallenAngelConvertResourceAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_shields_action import FallenAngelConvertShieldsAction  # noqa: PLC0415
        from ..models.fallen_angel_copy_tech_action import FallenAngelCopyTechAction  # noqa: PLC0415
        from ..models.fallen_angel_decline_action import FallenAngelDeclineAction  # noqa: PLC0415
        from ..models.fallen_angel_discard_for_honor_action import FallenAngelDiscardForHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_discard_for_reroll_action import FallenAngelDiscardForRerollAction  # noqa: PLC0415
        from ..models.fallen_angel_dominate_action import FallenAngelDominateAction  # noqa: PLC0415
        from ..models.fallen_angel_done_action import FallenAngelDoneAction  # noqa: PLC0415
        from ..models.fallen_angel_drive_action import FallenAngelDriveAction  # noqa: PLC0415
        from ..models.fallen_angel_fight_action import FallenAngelFightAction  # noqa: PLC0415
        from ..models.fallen_angel_fill_action import FallenAngelFillAction  # noqa: PLC0415
        from ..models.fallen_angel_flip_action import FallenAngelFlipAction  # noqa: PLC0415
        from ..models.fallen_angel_flip_monster_action import FallenAngelFlipMonsterAction  # noqa: PLC0415
        from ..models.fallen_angel_gain_honor_action import FallenAngelGainHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_gain_tech_action import FallenAngelGainTechAction  # noqa: PLC0415
        from ..models.fallen_angel_give_cube_action import FallenAngelGiveCubeAction  # noqa: PLC0415
        from ..models.fallen_angel_give_gem_action import FallenAngelGiveGemAction  # noqa: PLC0415
        from ..models.fallen_angel_grab_vp_action import FallenAngelGrabVpAction  # noqa: PLC0415
        from ..models.fallen_angel_honor_control_action import FallenAngelHonorControlAction  # noqa: PLC0415
        from ..models.fallen_angel_install_action import FallenAngelInstallAction  # noqa: PLC0415
        from ..models.fallen_angel_invade_action import FallenAngelInvadeAction  # noqa: PLC0415
        from ..models.fallen_angel_jail_action import FallenAngelJailAction  # noqa: PLC0415
        from ..models.fallen_angel_keep_action import FallenAngelKeepAction  # noqa: PLC0415
        from ..models.fallen_angel_kick_action import FallenAngelKickAction  # noqa: PLC0415
        from ..models.fallen_angel_leap_to_action import FallenAngelLeapToAction  # noqa: PLC0415
        from ..models.fallen_angel_mine_action import FallenAngelMineAction  # noqa: PLC0415
        from ..models.fallen_angel_move_die_action import FallenAngelMoveDieAction  # noqa: PLC0415
        from ..models.fallen_angel_move_to_action import FallenAngelMoveToAction  # noqa: PLC0415
        from ..models.fallen_angel_pass_action import FallenAngelPassAction  # noqa: PLC0415
        from ..models.fallen_angel_pay_shield_action import FallenAngelPayShieldAction  # noqa: PLC0415
        from ..models.fallen_angel_phantom_action import FallenAngelPhantomAction  # noqa: PLC0415
        from ..models.fallen_angel_place_action import FallenAngelPlaceAction  # noqa: PLC0415
        from ..models.fallen_angel_place_dice_action import FallenAngelPlaceDiceAction  # noqa: PLC0415
        from ..models.fallen_angel_place_shadow_action import FallenAngelPlaceShadowAction  # noqa: PLC0415
        from ..models.fallen_angel_play_hero_action import FallenAngelPlayHeroAction  # noqa: PLC0415
        from ..models.fallen_angel_propose_action import FallenAngelProposeAction  # noqa: PLC0415
        from ..models.fallen_angel_put_back_action import FallenAngelPutBackAction  # noqa: PLC0415
        from ..models.fallen_angel_raise_action import FallenAngelRaiseAction  # noqa: PLC0415
        from ..models.fallen_angel_reroll_action import FallenAngelRerollAction  # noqa: PLC0415
        from ..models.fallen_angel_rescue_action import FallenAngelRescueAction  # noqa: PLC0415
        from ..models.fallen_angel_result import FallenAngelResult  # noqa: PLC0415
        from ..models.fallen_angel_second_action import FallenAngelSecondAction  # noqa: PLC0415
        from ..models.fallen_angel_skip_action import FallenAngelSkipAction  # noqa: PLC0415
        from ..models.fallen_angel_slots_action import FallenAngelSlotsAction  # noqa: PLC0415
        from ..models.fallen_angel_stop_action import FallenAngelStopAction  # noqa: PLC0415
        from ..models.fallen_angel_summon_action import FallenAngelSummonAction  # noqa: PLC0415
        from ..models.fallen_angel_take_honor_action import FallenAngelTakeHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_take_vp_action import FallenAngelTakeVpAction  # noqa: PLC0415
        from ..models.fallen_angel_tech_convert_action import FallenAngelTechConvertAction  # noqa: PLC0415
        from ..models.fallen_angel_thief_dice_action import FallenAngelThiefDiceAction  # noqa: PLC0415
        from ..models.fallen_angel_thief_die_action import FallenAngelThiefDieAction  # noqa: PLC0415
        from ..models.fallen_angel_use_tech_action import FallenAngelUseTechAction  # noqa: PLC0415
        from ..models.fallen_angel_use_tile_action import FallenAngelUseTileAction  # noqa: PLC0415
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
            if isinstance(actions_item_data, FallenAngelActivateChainAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAddPipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAgreeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAloneAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAssassinDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAssassinateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAttractCubeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelAttractGemAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelBidAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelBlockAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelBoostAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelConsumeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelConvertResourceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelConvertShieldsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelCopyTechAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDiscardForHonorAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDiscardForRerollAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDominateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDoneAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelDriveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelFightAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelFillAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelFlipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelFlipMonsterAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelGainHonorAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelGainTechAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelGiveCubeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelGiveGemAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelGrabVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelHonorControlAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelInstallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelInvadeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelJailAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelKeepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelKickAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelLeapToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelMineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelMoveDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelMoveToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPayShieldAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPhantomAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPlaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPlaceDiceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPlaceShadowAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPlayHeroAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelProposeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelPutBackAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelRaiseAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelRerollAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelRescueAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelSecondAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelSkipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelSlotsAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelStopAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelSummonAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelTakeHonorAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelTakeVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelTechConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelThiefDiceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelThiefDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelUseTechAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelUseTileAction):
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
        if isinstance(self.result, FallenAngelResult):
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
        from ..models.clock import Clock  # noqa: PLC0415
        from ..models.fairness import Fairness  # noqa: PLC0415
        from ..models.fallen_angel_activate_chain_action import FallenAngelActivateChainAction  # noqa: PLC0415
        from ..models.fallen_angel_add_pip_action import FallenAngelAddPipAction  # noqa: PLC0415
        from ..models.fallen_angel_agree_action import FallenAngelAgreeAction  # noqa: PLC0415
        from ..models.fallen_angel_alone_action import FallenAngelAloneAction  # noqa: PLC0415
        from ..models.fallen_angel_assassin_die_action import FallenAngelAssassinDieAction  # noqa: PLC0415
        from ..models.fallen_angel_assassinate_action import FallenAngelAssassinateAction  # noqa: PLC0415
        from ..models.fallen_angel_attract_cube_action import FallenAngelAttractCubeAction  # noqa: PLC0415
        from ..models.fallen_angel_attract_gem_action import FallenAngelAttractGemAction  # noqa: PLC0415
        from ..models.fallen_angel_bid_action import FallenAngelBidAction  # noqa: PLC0415
        from ..models.fallen_angel_block_action import FallenAngelBlockAction  # noqa: PLC0415
        from ..models.fallen_angel_boost_action import FallenAngelBoostAction  # noqa: PLC0415
        from ..models.fallen_angel_consume_action import FallenAngelConsumeAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_action import FallenAngelConvertAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_resource_action import FallenAngelConvertResourceAction  # noqa: PLC0415
        from ..models.fallen_angel_convert_shields_action import FallenAngelConvertShieldsAction  # noqa: PLC0415
        from ..models.fallen_angel_copy_tech_action import FallenAngelCopyTechAction  # noqa: PLC0415
        from ..models.fallen_angel_decline_action import FallenAngelDeclineAction  # noqa: PLC0415
        from ..models.fallen_angel_discard_for_honor_action import FallenAngelDiscardForHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_discard_for_reroll_action import FallenAngelDiscardForRerollAction  # noqa: PLC0415
        from ..models.fallen_angel_dominate_action import FallenAngelDominateAction  # noqa: PLC0415
        from ..models.fallen_angel_done_action import FallenAngelDoneAction  # noqa: PLC0415
        from ..models.fallen_angel_drive_action import FallenAngelDriveAction  # noqa: PLC0415
        from ..models.fallen_angel_fight_action import FallenAngelFightAction  # noqa: PLC0415
        from ..models.fallen_angel_fill_action import FallenAngelFillAction  # noqa: PLC0415
        from ..models.fallen_angel_flip_action import FallenAngelFlipAction  # noqa: PLC0415
        from ..models.fallen_angel_flip_monster_action import FallenAngelFlipMonsterAction  # noqa: PLC0415
        from ..models.fallen_angel_gain_honor_action import FallenAngelGainHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_gain_tech_action import FallenAngelGainTechAction  # noqa: PLC0415
        from ..models.fallen_angel_give_cube_action import FallenAngelGiveCubeAction  # noqa: PLC0415
        from ..models.fallen_angel_give_gem_action import FallenAngelGiveGemAction  # noqa: PLC0415
        from ..models.fallen_angel_grab_vp_action import FallenAngelGrabVpAction  # noqa: PLC0415
        from ..models.fallen_angel_honor_control_action import FallenAngelHonorControlAction  # noqa: PLC0415
        from ..models.fallen_angel_install_action import FallenAngelInstallAction  # noqa: PLC0415
        from ..models.fallen_angel_invade_action import FallenAngelInvadeAction  # noqa: PLC0415
        from ..models.fallen_angel_jail_action import FallenAngelJailAction  # noqa: PLC0415
        from ..models.fallen_angel_keep_action import FallenAngelKeepAction  # noqa: PLC0415
        from ..models.fallen_angel_kick_action import FallenAngelKickAction  # noqa: PLC0415
        from ..models.fallen_angel_leap_to_action import FallenAngelLeapToAction  # noqa: PLC0415
        from ..models.fallen_angel_mine_action import FallenAngelMineAction  # noqa: PLC0415
        from ..models.fallen_angel_move_die_action import FallenAngelMoveDieAction  # noqa: PLC0415
        from ..models.fallen_angel_move_to_action import FallenAngelMoveToAction  # noqa: PLC0415
        from ..models.fallen_angel_pass_action import FallenAngelPassAction  # noqa: PLC0415
        from ..models.fallen_angel_pay_shield_action import FallenAngelPayShieldAction  # noqa: PLC0415
        from ..models.fallen_angel_phantom_action import FallenAngelPhantomAction  # noqa: PLC0415
        from ..models.fallen_angel_place_action import FallenAngelPlaceAction  # noqa: PLC0415
        from ..models.fallen_angel_place_dice_action import FallenAngelPlaceDiceAction  # noqa: PLC0415
        from ..models.fallen_angel_place_shadow_action import FallenAngelPlaceShadowAction  # noqa: PLC0415
        from ..models.fallen_angel_play_hero_action import FallenAngelPlayHeroAction  # noqa: PLC0415
        from ..models.fallen_angel_propose_action import FallenAngelProposeAction  # noqa: PLC0415
        from ..models.fallen_angel_put_back_action import FallenAngelPutBackAction  # noqa: PLC0415
        from ..models.fallen_angel_raise_action import FallenAngelRaiseAction  # noqa: PLC0415
        from ..models.fallen_angel_reroll_action import FallenAngelRerollAction  # noqa: PLC0415
        from ..models.fallen_angel_rescue_action import FallenAngelRescueAction  # noqa: PLC0415
        from ..models.fallen_angel_result import FallenAngelResult  # noqa: PLC0415
        from ..models.fallen_angel_second_action import FallenAngelSecondAction  # noqa: PLC0415
        from ..models.fallen_angel_skip_action import FallenAngelSkipAction  # noqa: PLC0415
        from ..models.fallen_angel_slots_action import FallenAngelSlotsAction  # noqa: PLC0415
        from ..models.fallen_angel_stop_action import FallenAngelStopAction  # noqa: PLC0415
        from ..models.fallen_angel_summon_action import FallenAngelSummonAction  # noqa: PLC0415
        from ..models.fallen_angel_take_honor_action import FallenAngelTakeHonorAction  # noqa: PLC0415
        from ..models.fallen_angel_take_vp_action import FallenAngelTakeVpAction  # noqa: PLC0415
        from ..models.fallen_angel_tech_convert_action import FallenAngelTechConvertAction  # noqa: PLC0415
        from ..models.fallen_angel_thief_dice_action import FallenAngelThiefDiceAction  # noqa: PLC0415
        from ..models.fallen_angel_thief_die_action import FallenAngelThiefDieAction  # noqa: PLC0415
        from ..models.fallen_angel_use_tech_action import FallenAngelUseTechAction  # noqa: PLC0415
        from ..models.fallen_angel_use_tile_action import FallenAngelUseTileAction  # noqa: PLC0415
        from ..models.fallen_angel_view import FallenAngelView  # noqa: PLC0415
        from ..models.fallen_angel_warlord_region_action import FallenAngelWarlordRegionAction  # noqa: PLC0415
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
                FallenAngelActivateChainAction
                | FallenAngelAddPipAction
                | FallenAngelAgreeAction
                | FallenAngelAloneAction
                | FallenAngelAssassinateAction
                | FallenAngelAssassinDieAction
                | FallenAngelAttractCubeAction
                | FallenAngelAttractGemAction
                | FallenAngelBidAction
                | FallenAngelBlockAction
                | FallenAngelBoostAction
                | FallenAngelConsumeAction
                | FallenAngelConvertAction
                | FallenAngelConvertResourceAction
                | FallenAngelConvertShieldsAction
                | FallenAngelCopyTechAction
                | FallenAngelDeclineAction
                | FallenAngelDiscardForHonorAction
                | FallenAngelDiscardForRerollAction
                | FallenAngelDominateAction
                | FallenAngelDoneAction
                | FallenAngelDriveAction
                | FallenAngelFightAction
                | FallenAngelFillAction
                | FallenAngelFlipAction
                | FallenAngelFlipMonsterAction
                | FallenAngelGainHonorAction
                | FallenAngelGainTechAction
                | FallenAngelGiveCubeAction
                | FallenAngelGiveGemAction
                | FallenAngelGrabVpAction
                | FallenAngelHonorControlAction
                | FallenAngelInstallAction
                | FallenAngelInvadeAction
                | FallenAngelJailAction
                | FallenAngelKeepAction
                | FallenAngelKickAction
                | FallenAngelLeapToAction
                | FallenAngelMineAction
                | FallenAngelMoveDieAction
                | FallenAngelMoveToAction
                | FallenAngelPassAction
                | FallenAngelPayShieldAction
                | FallenAngelPhantomAction
                | FallenAngelPlaceAction
                | FallenAngelPlaceDiceAction
                | FallenAngelPlaceShadowAction
                | FallenAngelPlayHeroAction
                | FallenAngelProposeAction
                | FallenAngelPutBackAction
                | FallenAngelRaiseAction
                | FallenAngelRerollAction
                | FallenAngelRescueAction
                | FallenAngelSecondAction
                | FallenAngelSkipAction
                | FallenAngelSlotsAction
                | FallenAngelStopAction
                | FallenAngelSummonAction
                | FallenAngelTakeHonorAction
                | FallenAngelTakeVpAction
                | FallenAngelTechConvertAction
                | FallenAngelThiefDiceAction
                | FallenAngelThiefDieAction
                | FallenAngelUseTechAction
                | FallenAngelUseTileAction
                | FallenAngelWarlordRegionAction
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_0 = FallenAngelActivateChainAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_1 = FallenAngelAddPipAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_2 = FallenAngelAgreeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_3 = FallenAngelAloneAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_4 = FallenAngelAssassinDieAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_5 = FallenAngelAssassinateAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_6 = FallenAngelAttractCubeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_7 = FallenAngelAttractGemAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_8 = FallenAngelBidAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_9 = FallenAngelBlockAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_10 = FallenAngelBoostAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_11 = FallenAngelConsumeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_12 = FallenAngelConvertAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_13 = FallenAngelConvertResourceAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_14 = FallenAngelConvertShieldsAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_15 = FallenAngelCopyTechAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_16 = FallenAngelDeclineAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_17 = FallenAngelDiscardForHonorAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_18 = FallenAngelDiscardForRerollAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_19 = FallenAngelDominateAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_20 = FallenAngelDoneAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_21 = FallenAngelDriveAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_22 = FallenAngelFightAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_23 = FallenAngelFillAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_24 = FallenAngelFlipAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_25 = FallenAngelFlipMonsterAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_26 = FallenAngelGainHonorAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_27 = FallenAngelGainTechAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_28 = FallenAngelGiveCubeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_29 = FallenAngelGiveGemAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_30 = FallenAngelGrabVpAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_31 = FallenAngelHonorControlAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_32 = FallenAngelInstallAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_33 = FallenAngelInvadeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_34 = FallenAngelJailAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_35 = FallenAngelKeepAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_36 = FallenAngelKickAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_37 = FallenAngelLeapToAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_38 = FallenAngelMineAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_39 = FallenAngelMoveDieAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_40 = FallenAngelMoveToAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_41 = FallenAngelPassAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_42 = FallenAngelPayShieldAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_43 = FallenAngelPhantomAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_44 = FallenAngelPlaceAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_45 = FallenAngelPlaceDiceAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_46 = FallenAngelPlaceShadowAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_47 = FallenAngelPlayHeroAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_48 = FallenAngelProposeAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_49 = FallenAngelPutBackAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_50 = FallenAngelRaiseAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_51 = FallenAngelRerollAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_52 = FallenAngelRescueAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_53 = FallenAngelSecondAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_54 = FallenAngelSkipAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_55 = FallenAngelSlotsAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_56 = FallenAngelStopAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_57 = FallenAngelSummonAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_58 = FallenAngelTakeHonorAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_59 = FallenAngelTakeVpAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_60 = FallenAngelTechConvertAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_61 = FallenAngelThiefDiceAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_62 = FallenAngelThiefDieAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_63 = FallenAngelUseTechAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_64 = FallenAngelUseTileAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_fallen_angel_action_type_65 = FallenAngelWarlordRegionAction.from_dict(data)

                return componentsschemas_fallen_angel_action_type_65

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

        game = cast(Literal["fallen_angel"], d.pop("game"))
        if game != "fallen_angel":
            raise ValueError(f"game must match const 'fallen_angel', got '{game}'")

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

        def _parse_result(data: object) -> FallenAngelResult | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = FallenAngelResult.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelResult | None, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = FallenAngelGameStateStatus(d.pop("status"))

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

        view = FallenAngelView.from_dict(d.pop("view"))

        _clock = d.pop("clock", UNSET)
        clock: Clock | Unset
        if isinstance(_clock, Unset):
            clock = UNSET
        else:
            clock = Clock.from_dict(_clock)

        fallen_angel_game_state = cls(
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

        return fallen_angel_game_state
