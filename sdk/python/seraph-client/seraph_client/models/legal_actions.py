from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
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
    from ..models.angel_fury_wait_action import AngelFuryWaitAction
    from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction
    from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction
    from ..models.black_angel_assign_action import BlackAngelAssignAction
    from ..models.black_angel_board_action import BlackAngelBoardAction
    from ..models.black_angel_convert_action import BlackAngelConvertAction
    from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction
    from ..models.black_angel_decline_action import BlackAngelDeclineAction
    from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction
    from ..models.black_angel_done_action import BlackAngelDoneAction
    from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction
    from ..models.black_angel_fix_action import BlackAngelFixAction
    from ..models.black_angel_fix_die_action import BlackAngelFixDieAction
    from ..models.black_angel_flip_action import BlackAngelFlipAction
    from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction
    from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction
    from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction
    from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction
    from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction
    from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction
    from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction
    from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction
    from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction
    from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction
    from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction
    from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction
    from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction
    from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction
    from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction
    from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction
    from ..models.black_angel_inject_action import BlackAngelInjectAction
    from ..models.black_angel_launch_action import BlackAngelLaunchAction
    from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction
    from ..models.black_angel_move_to_action import BlackAngelMoveToAction
    from ..models.black_angel_pass_action import BlackAngelPassAction
    from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction
    from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction
    from ..models.black_angel_play_card_action import BlackAngelPlayCardAction
    from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction
    from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction
    from ..models.black_angel_skip_action import BlackAngelSkipAction
    from ..models.black_angel_stay_action import BlackAngelStayAction
    from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction
    from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction
    from ..models.black_angel_take_die_action import BlackAngelTakeDieAction
    from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction
    from ..models.black_angel_take_tile_action import BlackAngelTakeTileAction
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
    from ..models.fallen_angel_warlord_region_action import FallenAngelWarlordRegionAction
    from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction
    from ..models.falling_ascend_action import FallingAscendAction
    from ..models.falling_choose_partner_action import FallingChoosePartnerAction
    from ..models.falling_choose_supply_action import FallingChooseSupplyAction
    from ..models.falling_convert_action import FallingConvertAction
    from ..models.falling_danda_device_action import FallingDandaDeviceAction
    from ..models.falling_decline_action import FallingDeclineAction
    from ..models.falling_deliver_give_action import FallingDeliverGiveAction
    from ..models.falling_deliver_keep_action import FallingDeliverKeepAction
    from ..models.falling_draft_partner_action import FallingDraftPartnerAction
    from ..models.falling_install_action import FallingInstallAction
    from ..models.falling_install_space_action import FallingInstallSpaceAction
    from ..models.falling_keep_vp_action import FallingKeepVpAction
    from ..models.falling_negotiate_action import FallingNegotiateAction
    from ..models.falling_npc_ascend_action import FallingNpcAscendAction
    from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction
    from ..models.falling_npc_crystal_action import FallingNpcCrystalAction
    from ..models.falling_npc_install_action import FallingNpcInstallAction
    from ..models.falling_npc_pass_action import FallingNpcPassAction
    from ..models.falling_npc_reveal_action import FallingNpcRevealAction
    from ..models.falling_overwork_action import FallingOverworkAction
    from ..models.falling_pass_action import FallingPassAction
    from ..models.falling_retrieve_action import FallingRetrieveAction
    from ..models.falling_take_action import FallingTakeAction
    from ..models.falling_take_chip_action import FallingTakeChipAction
    from ..models.falling_use_effect_action import FallingUseEffectAction


T = TypeVar("T", bound="LegalActions")


@_attrs_define
class LegalActions:
    """
    Attributes:
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
            AngelFuryTradeAction | AngelFuryTroopAction | AngelFuryUpgradeAction | AngelFuryWaitAction |
            BlackAngelActivateMissionAction | BlackAngelActivateTileAction | BlackAngelAssignAction | BlackAngelBoardAction
            | BlackAngelConvertAction | BlackAngelDebrisOnTileAction | BlackAngelDeclineAction |
            BlackAngelDiscardMissionAction | BlackAngelDoneAction | BlackAngelDrawMissionAction | BlackAngelFixAction |
            BlackAngelFixDieAction | BlackAngelFlipAction | BlackAngelFlipDieAction | BlackAngelFreeActivationAction |
            BlackAngelHalBoardAction | BlackAngelHalCommandAction | BlackAngelHalFallbackVpAction |
            BlackAngelHalFixCubeAction | BlackAngelHalFreeActivationAction | BlackAngelHalLaunchAction |
            BlackAngelHalMoveShipAction | BlackAngelHalPlaceMissionAction | BlackAngelHalRevealAction |
            BlackAngelHalSequenceBAction | BlackAngelHalTakeAdvancedAction | BlackAngelHalTakeDieAction |
            BlackAngelHalTakeRavagersAction | BlackAngelHalTakeTileAction | BlackAngelInjectAction | BlackAngelLaunchAction
            | BlackAngelMoveShipAction | BlackAngelMoveToAction | BlackAngelPassAction | BlackAngelPlaceAdvancedAction |
            BlackAngelPlaceMissionAction | BlackAngelPlayCardAction | BlackAngelReserveDieAction | BlackAngelSequenceBAction
            | BlackAngelSkipAction | BlackAngelStayAction | BlackAngelStoreDebrisAction | BlackAngelTakeAdvancedAction |
            BlackAngelTakeDieAction | BlackAngelTakeRavagersAction | BlackAngelTakeTileAction |
            FallenAngelActivateChainAction | FallenAngelAddPipAction | FallenAngelAgreeAction | FallenAngelAloneAction |
            FallenAngelAssassinateAction | FallenAngelAssassinDieAction | FallenAngelAttractCubeAction |
            FallenAngelAttractGemAction | FallenAngelBidAction | FallenAngelBlockAction | FallenAngelBoostAction |
            FallenAngelConsumeAction | FallenAngelConvertAction | FallenAngelConvertResourceAction |
            FallenAngelConvertShieldsAction | FallenAngelCopyTechAction | FallenAngelDeclineAction |
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
            | FallenAngelUseTileAction | FallenAngelWarlordRegionAction | FallingAlchemistTakeAction | FallingAscendAction |
            FallingChoosePartnerAction | FallingChooseSupplyAction | FallingConvertAction | FallingDandaDeviceAction |
            FallingDeclineAction | FallingDeliverGiveAction | FallingDeliverKeepAction | FallingDraftPartnerAction |
            FallingInstallAction | FallingInstallSpaceAction | FallingKeepVpAction | FallingNegotiateAction |
            FallingNpcAscendAction | FallingNpcAscendToAction | FallingNpcCrystalAction | FallingNpcInstallAction |
            FallingNpcPassAction | FallingNpcRevealAction | FallingOverworkAction | FallingPassAction |
            FallingRetrieveAction | FallingTakeAction | FallingTakeChipAction | FallingUseEffectAction]): each has a type, a
            label (English), and the label's template and params (docs/API.md "Words"); submit one verbatim
        seat (int):
        version (int):
    """

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
        | BlackAngelActivateMissionAction
        | BlackAngelActivateTileAction
        | BlackAngelAssignAction
        | BlackAngelBoardAction
        | BlackAngelConvertAction
        | BlackAngelDebrisOnTileAction
        | BlackAngelDeclineAction
        | BlackAngelDiscardMissionAction
        | BlackAngelDoneAction
        | BlackAngelDrawMissionAction
        | BlackAngelFixAction
        | BlackAngelFixDieAction
        | BlackAngelFlipAction
        | BlackAngelFlipDieAction
        | BlackAngelFreeActivationAction
        | BlackAngelHalBoardAction
        | BlackAngelHalCommandAction
        | BlackAngelHalFallbackVpAction
        | BlackAngelHalFixCubeAction
        | BlackAngelHalFreeActivationAction
        | BlackAngelHalLaunchAction
        | BlackAngelHalMoveShipAction
        | BlackAngelHalPlaceMissionAction
        | BlackAngelHalRevealAction
        | BlackAngelHalSequenceBAction
        | BlackAngelHalTakeAdvancedAction
        | BlackAngelHalTakeDieAction
        | BlackAngelHalTakeRavagersAction
        | BlackAngelHalTakeTileAction
        | BlackAngelInjectAction
        | BlackAngelLaunchAction
        | BlackAngelMoveShipAction
        | BlackAngelMoveToAction
        | BlackAngelPassAction
        | BlackAngelPlaceAdvancedAction
        | BlackAngelPlaceMissionAction
        | BlackAngelPlayCardAction
        | BlackAngelReserveDieAction
        | BlackAngelSequenceBAction
        | BlackAngelSkipAction
        | BlackAngelStayAction
        | BlackAngelStoreDebrisAction
        | BlackAngelTakeAdvancedAction
        | BlackAngelTakeDieAction
        | BlackAngelTakeRavagersAction
        | BlackAngelTakeTileAction
        | FallenAngelActivateChainAction
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
        | FallingAlchemistTakeAction
        | FallingAscendAction
        | FallingChoosePartnerAction
        | FallingChooseSupplyAction
        | FallingConvertAction
        | FallingDandaDeviceAction
        | FallingDeclineAction
        | FallingDeliverGiveAction
        | FallingDeliverKeepAction
        | FallingDraftPartnerAction
        | FallingInstallAction
        | FallingInstallSpaceAction
        | FallingKeepVpAction
        | FallingNegotiateAction
        | FallingNpcAscendAction
        | FallingNpcAscendToAction
        | FallingNpcCrystalAction
        | FallingNpcInstallAction
        | FallingNpcPassAction
        | FallingNpcRevealAction
        | FallingOverworkAction
        | FallingPassAction
        | FallingRetrieveAction
        | FallingTakeAction
        | FallingTakeChipAction
        | FallingUseEffectAction
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
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
        from ..models.angel_fury_wait_action import AngelFuryWaitAction  # noqa: PLC0415
        from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction  # noqa: PLC0415
        from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction  # noqa: PLC0415
        from ..models.black_angel_assign_action import BlackAngelAssignAction  # noqa: PLC0415
        from ..models.black_angel_board_action import BlackAngelBoardAction  # noqa: PLC0415
        from ..models.black_angel_convert_action import BlackAngelConvertAction  # noqa: PLC0415
        from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction  # noqa: PLC0415
        from ..models.black_angel_decline_action import BlackAngelDeclineAction  # noqa: PLC0415
        from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction  # noqa: PLC0415
        from ..models.black_angel_done_action import BlackAngelDoneAction  # noqa: PLC0415
        from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction  # noqa: PLC0415
        from ..models.black_angel_fix_action import BlackAngelFixAction  # noqa: PLC0415
        from ..models.black_angel_fix_die_action import BlackAngelFixDieAction  # noqa: PLC0415
        from ..models.black_angel_flip_action import BlackAngelFlipAction  # noqa: PLC0415
        from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction  # noqa: PLC0415
        from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction  # noqa: PLC0415
        from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction  # noqa: PLC0415
        from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction  # noqa: PLC0415
        from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction  # noqa: PLC0415
        from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction  # noqa: PLC0415
        from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction  # noqa: PLC0415
        from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction  # noqa: PLC0415
        from ..models.black_angel_inject_action import BlackAngelInjectAction  # noqa: PLC0415
        from ..models.black_angel_launch_action import BlackAngelLaunchAction  # noqa: PLC0415
        from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_move_to_action import BlackAngelMoveToAction  # noqa: PLC0415
        from ..models.black_angel_pass_action import BlackAngelPassAction  # noqa: PLC0415
        from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_play_card_action import BlackAngelPlayCardAction  # noqa: PLC0415
        from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction  # noqa: PLC0415
        from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_skip_action import BlackAngelSkipAction  # noqa: PLC0415
        from ..models.black_angel_stay_action import BlackAngelStayAction  # noqa: PLC0415
        from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction  # noqa: PLC0415
        from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_take_die_action import BlackAngelTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_take_tile_action import BlackAngelTakeTileAction  # noqa: PLC0415
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
        from ..models.fallen_angel_warlord_region_action import FallenAngelWarlordRegionAction  # noqa: PLC0415
        from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction  # noqa: PLC0415
        from ..models.falling_ascend_action import FallingAscendAction  # noqa: PLC0415
        from ..models.falling_choose_partner_action import FallingChoosePartnerAction  # noqa: PLC0415
        from ..models.falling_choose_supply_action import FallingChooseSupplyAction  # noqa: PLC0415
        from ..models.falling_convert_action import FallingConvertAction  # noqa: PLC0415
        from ..models.falling_danda_device_action import FallingDandaDeviceAction  # noqa: PLC0415
        from ..models.falling_decline_action import FallingDeclineAction  # noqa: PLC0415
        from ..models.falling_deliver_give_action import FallingDeliverGiveAction  # noqa: PLC0415
        from ..models.falling_deliver_keep_action import FallingDeliverKeepAction  # noqa: PLC0415
        from ..models.falling_draft_partner_action import FallingDraftPartnerAction  # noqa: PLC0415
        from ..models.falling_install_action import FallingInstallAction  # noqa: PLC0415
        from ..models.falling_install_space_action import FallingInstallSpaceAction  # noqa: PLC0415
        from ..models.falling_keep_vp_action import FallingKeepVpAction  # noqa: PLC0415
        from ..models.falling_negotiate_action import FallingNegotiateAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_action import FallingNpcAscendAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction  # noqa: PLC0415
        from ..models.falling_npc_crystal_action import FallingNpcCrystalAction  # noqa: PLC0415
        from ..models.falling_npc_install_action import FallingNpcInstallAction  # noqa: PLC0415
        from ..models.falling_npc_pass_action import FallingNpcPassAction  # noqa: PLC0415
        from ..models.falling_npc_reveal_action import FallingNpcRevealAction  # noqa: PLC0415
        from ..models.falling_overwork_action import FallingOverworkAction  # noqa: PLC0415
        from ..models.falling_pass_action import FallingPassAction  # noqa: PLC0415
        from ..models.falling_retrieve_action import FallingRetrieveAction  # noqa: PLC0415
        from ..models.falling_take_action import FallingTakeAction  # noqa: PLC0415
        from ..models.falling_take_chip_action import FallingTakeChipAction  # noqa: PLC0415

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
            elif isinstance(actions_item_data, AngelFuryWaitAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelActivateMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelActivateTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelAssignAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelBoardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDebrisOnTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDiscardMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDoneAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelDrawMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFixAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFixDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFlipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFlipDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelFreeActivationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalBoardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalCommandAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFallbackVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFixCubeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalFreeActivationAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalLaunchAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalMoveShipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalPlaceMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalRevealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalSequenceBAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeRavagersAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelHalTakeTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelInjectAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelLaunchAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelMoveShipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelMoveToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlaceAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlaceMissionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelPlayCardAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelReserveDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelSequenceBAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelSkipAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelStayAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelStoreDebrisAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeAdvancedAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeDieAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeRavagersAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, BlackAngelTakeTileAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallenAngelActivateChainAction):
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
            elif isinstance(actions_item_data, FallenAngelWarlordRegionAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingAlchemistTakeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingAscendAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingChoosePartnerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingChooseSupplyAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingConvertAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDandaDeviceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeclineAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeliverGiveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDeliverKeepAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingDraftPartnerAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingInstallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingInstallSpaceAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingKeepVpAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNegotiateAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcAscendAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcAscendToAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcCrystalAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcInstallAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingNpcRevealAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingOverworkAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingPassAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingRetrieveAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingTakeAction):
                actions_item = actions_item_data.to_dict()
            elif isinstance(actions_item_data, FallingTakeChipAction):
                actions_item = actions_item_data.to_dict()
            else:
                actions_item = actions_item_data.to_dict()

            actions.append(actions_item)

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "actions": actions,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
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
        from ..models.angel_fury_wait_action import AngelFuryWaitAction  # noqa: PLC0415
        from ..models.black_angel_activate_mission_action import BlackAngelActivateMissionAction  # noqa: PLC0415
        from ..models.black_angel_activate_tile_action import BlackAngelActivateTileAction  # noqa: PLC0415
        from ..models.black_angel_assign_action import BlackAngelAssignAction  # noqa: PLC0415
        from ..models.black_angel_board_action import BlackAngelBoardAction  # noqa: PLC0415
        from ..models.black_angel_convert_action import BlackAngelConvertAction  # noqa: PLC0415
        from ..models.black_angel_debris_on_tile_action import BlackAngelDebrisOnTileAction  # noqa: PLC0415
        from ..models.black_angel_decline_action import BlackAngelDeclineAction  # noqa: PLC0415
        from ..models.black_angel_discard_mission_action import BlackAngelDiscardMissionAction  # noqa: PLC0415
        from ..models.black_angel_done_action import BlackAngelDoneAction  # noqa: PLC0415
        from ..models.black_angel_draw_mission_action import BlackAngelDrawMissionAction  # noqa: PLC0415
        from ..models.black_angel_fix_action import BlackAngelFixAction  # noqa: PLC0415
        from ..models.black_angel_fix_die_action import BlackAngelFixDieAction  # noqa: PLC0415
        from ..models.black_angel_flip_action import BlackAngelFlipAction  # noqa: PLC0415
        from ..models.black_angel_flip_die_action import BlackAngelFlipDieAction  # noqa: PLC0415
        from ..models.black_angel_free_activation_action import BlackAngelFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_board_action import BlackAngelHalBoardAction  # noqa: PLC0415
        from ..models.black_angel_hal_command_action import BlackAngelHalCommandAction  # noqa: PLC0415
        from ..models.black_angel_hal_fallback_vp_action import BlackAngelHalFallbackVpAction  # noqa: PLC0415
        from ..models.black_angel_hal_fix_cube_action import BlackAngelHalFixCubeAction  # noqa: PLC0415
        from ..models.black_angel_hal_free_activation_action import BlackAngelHalFreeActivationAction  # noqa: PLC0415
        from ..models.black_angel_hal_launch_action import BlackAngelHalLaunchAction  # noqa: PLC0415
        from ..models.black_angel_hal_move_ship_action import BlackAngelHalMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_hal_place_mission_action import BlackAngelHalPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_hal_reveal_action import BlackAngelHalRevealAction  # noqa: PLC0415
        from ..models.black_angel_hal_sequence_b_action import BlackAngelHalSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_advanced_action import BlackAngelHalTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_die_action import BlackAngelHalTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_ravagers_action import BlackAngelHalTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_hal_take_tile_action import BlackAngelHalTakeTileAction  # noqa: PLC0415
        from ..models.black_angel_inject_action import BlackAngelInjectAction  # noqa: PLC0415
        from ..models.black_angel_launch_action import BlackAngelLaunchAction  # noqa: PLC0415
        from ..models.black_angel_move_ship_action import BlackAngelMoveShipAction  # noqa: PLC0415
        from ..models.black_angel_move_to_action import BlackAngelMoveToAction  # noqa: PLC0415
        from ..models.black_angel_pass_action import BlackAngelPassAction  # noqa: PLC0415
        from ..models.black_angel_place_advanced_action import BlackAngelPlaceAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_place_mission_action import BlackAngelPlaceMissionAction  # noqa: PLC0415
        from ..models.black_angel_play_card_action import BlackAngelPlayCardAction  # noqa: PLC0415
        from ..models.black_angel_reserve_die_action import BlackAngelReserveDieAction  # noqa: PLC0415
        from ..models.black_angel_sequence_b_action import BlackAngelSequenceBAction  # noqa: PLC0415
        from ..models.black_angel_skip_action import BlackAngelSkipAction  # noqa: PLC0415
        from ..models.black_angel_stay_action import BlackAngelStayAction  # noqa: PLC0415
        from ..models.black_angel_store_debris_action import BlackAngelStoreDebrisAction  # noqa: PLC0415
        from ..models.black_angel_take_advanced_action import BlackAngelTakeAdvancedAction  # noqa: PLC0415
        from ..models.black_angel_take_die_action import BlackAngelTakeDieAction  # noqa: PLC0415
        from ..models.black_angel_take_ravagers_action import BlackAngelTakeRavagersAction  # noqa: PLC0415
        from ..models.black_angel_take_tile_action import BlackAngelTakeTileAction  # noqa: PLC0415
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
        from ..models.fallen_angel_warlord_region_action import FallenAngelWarlordRegionAction  # noqa: PLC0415
        from ..models.falling_alchemist_take_action import FallingAlchemistTakeAction  # noqa: PLC0415
        from ..models.falling_ascend_action import FallingAscendAction  # noqa: PLC0415
        from ..models.falling_choose_partner_action import FallingChoosePartnerAction  # noqa: PLC0415
        from ..models.falling_choose_supply_action import FallingChooseSupplyAction  # noqa: PLC0415
        from ..models.falling_convert_action import FallingConvertAction  # noqa: PLC0415
        from ..models.falling_danda_device_action import FallingDandaDeviceAction  # noqa: PLC0415
        from ..models.falling_decline_action import FallingDeclineAction  # noqa: PLC0415
        from ..models.falling_deliver_give_action import FallingDeliverGiveAction  # noqa: PLC0415
        from ..models.falling_deliver_keep_action import FallingDeliverKeepAction  # noqa: PLC0415
        from ..models.falling_draft_partner_action import FallingDraftPartnerAction  # noqa: PLC0415
        from ..models.falling_install_action import FallingInstallAction  # noqa: PLC0415
        from ..models.falling_install_space_action import FallingInstallSpaceAction  # noqa: PLC0415
        from ..models.falling_keep_vp_action import FallingKeepVpAction  # noqa: PLC0415
        from ..models.falling_negotiate_action import FallingNegotiateAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_action import FallingNpcAscendAction  # noqa: PLC0415
        from ..models.falling_npc_ascend_to_action import FallingNpcAscendToAction  # noqa: PLC0415
        from ..models.falling_npc_crystal_action import FallingNpcCrystalAction  # noqa: PLC0415
        from ..models.falling_npc_install_action import FallingNpcInstallAction  # noqa: PLC0415
        from ..models.falling_npc_pass_action import FallingNpcPassAction  # noqa: PLC0415
        from ..models.falling_npc_reveal_action import FallingNpcRevealAction  # noqa: PLC0415
        from ..models.falling_overwork_action import FallingOverworkAction  # noqa: PLC0415
        from ..models.falling_pass_action import FallingPassAction  # noqa: PLC0415
        from ..models.falling_retrieve_action import FallingRetrieveAction  # noqa: PLC0415
        from ..models.falling_take_action import FallingTakeAction  # noqa: PLC0415
        from ..models.falling_take_chip_action import FallingTakeChipAction  # noqa: PLC0415
        from ..models.falling_use_effect_action import FallingUseEffectAction  # noqa: PLC0415

        d = dict(src_dict)
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
                | BlackAngelActivateMissionAction
                | BlackAngelActivateTileAction
                | BlackAngelAssignAction
                | BlackAngelBoardAction
                | BlackAngelConvertAction
                | BlackAngelDebrisOnTileAction
                | BlackAngelDeclineAction
                | BlackAngelDiscardMissionAction
                | BlackAngelDoneAction
                | BlackAngelDrawMissionAction
                | BlackAngelFixAction
                | BlackAngelFixDieAction
                | BlackAngelFlipAction
                | BlackAngelFlipDieAction
                | BlackAngelFreeActivationAction
                | BlackAngelHalBoardAction
                | BlackAngelHalCommandAction
                | BlackAngelHalFallbackVpAction
                | BlackAngelHalFixCubeAction
                | BlackAngelHalFreeActivationAction
                | BlackAngelHalLaunchAction
                | BlackAngelHalMoveShipAction
                | BlackAngelHalPlaceMissionAction
                | BlackAngelHalRevealAction
                | BlackAngelHalSequenceBAction
                | BlackAngelHalTakeAdvancedAction
                | BlackAngelHalTakeDieAction
                | BlackAngelHalTakeRavagersAction
                | BlackAngelHalTakeTileAction
                | BlackAngelInjectAction
                | BlackAngelLaunchAction
                | BlackAngelMoveShipAction
                | BlackAngelMoveToAction
                | BlackAngelPassAction
                | BlackAngelPlaceAdvancedAction
                | BlackAngelPlaceMissionAction
                | BlackAngelPlayCardAction
                | BlackAngelReserveDieAction
                | BlackAngelSequenceBAction
                | BlackAngelSkipAction
                | BlackAngelStayAction
                | BlackAngelStoreDebrisAction
                | BlackAngelTakeAdvancedAction
                | BlackAngelTakeDieAction
                | BlackAngelTakeRavagersAction
                | BlackAngelTakeTileAction
                | FallenAngelActivateChainAction
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
                | FallingAlchemistTakeAction
                | FallingAscendAction
                | FallingChoosePartnerAction
                | FallingChooseSupplyAction
                | FallingConvertAction
                | FallingDandaDeviceAction
                | FallingDeclineAction
                | FallingDeliverGiveAction
                | FallingDeliverKeepAction
                | FallingDraftPartnerAction
                | FallingInstallAction
                | FallingInstallSpaceAction
                | FallingKeepVpAction
                | FallingNegotiateAction
                | FallingNpcAscendAction
                | FallingNpcAscendToAction
                | FallingNpcCrystalAction
                | FallingNpcInstallAction
                | FallingNpcPassAction
                | FallingNpcRevealAction
                | FallingOverworkAction
                | FallingPassAction
                | FallingRetrieveAction
                | FallingTakeAction
                | FallingTakeChipAction
                | FallingUseEffectAction
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_action_type_50 = AngelFuryWaitAction.from_dict(data)

                    return componentsschemas_angel_fury_action_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_0 = BlackAngelActivateMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_1 = BlackAngelActivateTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_2 = BlackAngelAssignAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_3 = BlackAngelBoardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_4 = BlackAngelConvertAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_5 = BlackAngelDebrisOnTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_6 = BlackAngelDeclineAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_7 = BlackAngelDiscardMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_8 = BlackAngelDoneAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_9 = BlackAngelDrawMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_10 = BlackAngelFixAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_11 = BlackAngelFixDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_12 = BlackAngelFlipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_13 = BlackAngelFlipDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_14 = BlackAngelFreeActivationAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_15 = BlackAngelHalBoardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_16 = BlackAngelHalCommandAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_17 = BlackAngelHalFallbackVpAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_18 = BlackAngelHalFixCubeAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_19 = BlackAngelHalFreeActivationAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_20 = BlackAngelHalLaunchAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_21 = BlackAngelHalMoveShipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_22 = BlackAngelHalPlaceMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_23 = BlackAngelHalRevealAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_24 = BlackAngelHalSequenceBAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_25 = BlackAngelHalTakeAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_26 = BlackAngelHalTakeDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_27 = BlackAngelHalTakeRavagersAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_28 = BlackAngelHalTakeTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_29 = BlackAngelInjectAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_30 = BlackAngelLaunchAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_31 = BlackAngelMoveShipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_32 = BlackAngelMoveToAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_33 = BlackAngelPassAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_34 = BlackAngelPlaceAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_35 = BlackAngelPlaceMissionAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_36 = BlackAngelPlayCardAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_37 = BlackAngelReserveDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_38 = BlackAngelSequenceBAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_39 = BlackAngelSkipAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_40 = BlackAngelStayAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_41 = BlackAngelStoreDebrisAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_42 = BlackAngelTakeAdvancedAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_43 = BlackAngelTakeDieAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_44 = BlackAngelTakeRavagersAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_action_type_45 = BlackAngelTakeTileAction.from_dict(data)

                    return componentsschemas_black_angel_action_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_action_type_65 = FallenAngelWarlordRegionAction.from_dict(data)

                    return componentsschemas_fallen_angel_action_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_0 = FallingAlchemistTakeAction.from_dict(data)

                    return componentsschemas_falling_action_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_1 = FallingAscendAction.from_dict(data)

                    return componentsschemas_falling_action_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_2 = FallingChoosePartnerAction.from_dict(data)

                    return componentsschemas_falling_action_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_3 = FallingChooseSupplyAction.from_dict(data)

                    return componentsschemas_falling_action_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_4 = FallingConvertAction.from_dict(data)

                    return componentsschemas_falling_action_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_5 = FallingDandaDeviceAction.from_dict(data)

                    return componentsschemas_falling_action_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_6 = FallingDeclineAction.from_dict(data)

                    return componentsschemas_falling_action_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_7 = FallingDeliverGiveAction.from_dict(data)

                    return componentsschemas_falling_action_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_8 = FallingDeliverKeepAction.from_dict(data)

                    return componentsschemas_falling_action_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_9 = FallingDraftPartnerAction.from_dict(data)

                    return componentsschemas_falling_action_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_10 = FallingInstallAction.from_dict(data)

                    return componentsschemas_falling_action_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_11 = FallingInstallSpaceAction.from_dict(data)

                    return componentsschemas_falling_action_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_12 = FallingKeepVpAction.from_dict(data)

                    return componentsschemas_falling_action_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_13 = FallingNegotiateAction.from_dict(data)

                    return componentsschemas_falling_action_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_14 = FallingNpcAscendAction.from_dict(data)

                    return componentsschemas_falling_action_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_15 = FallingNpcAscendToAction.from_dict(data)

                    return componentsschemas_falling_action_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_16 = FallingNpcCrystalAction.from_dict(data)

                    return componentsschemas_falling_action_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_17 = FallingNpcInstallAction.from_dict(data)

                    return componentsschemas_falling_action_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_18 = FallingNpcPassAction.from_dict(data)

                    return componentsschemas_falling_action_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_19 = FallingNpcRevealAction.from_dict(data)

                    return componentsschemas_falling_action_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_20 = FallingOverworkAction.from_dict(data)

                    return componentsschemas_falling_action_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_21 = FallingPassAction.from_dict(data)

                    return componentsschemas_falling_action_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_22 = FallingRetrieveAction.from_dict(data)

                    return componentsschemas_falling_action_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_23 = FallingTakeAction.from_dict(data)

                    return componentsschemas_falling_action_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_action_type_24 = FallingTakeChipAction.from_dict(data)

                    return componentsschemas_falling_action_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_falling_action_type_25 = FallingUseEffectAction.from_dict(data)

                return componentsschemas_falling_action_type_25

            actions_item = _parse_actions_item(actions_item_data)

            actions.append(actions_item)

        seat = d.pop("seat")

        version = d.pop("version")

        legal_actions = cls(
            actions=actions,
            seat=seat,
            version=version,
        )

        return legal_actions
