from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.abort_voted_event import AbortVotedEvent
    from ..models.angel_fury_ambushed_event import AngelFuryAmbushedEvent
    from ..models.angel_fury_arch_damaged_event import AngelFuryArchDamagedEvent
    from ..models.angel_fury_arch_healed_event import AngelFuryArchHealedEvent
    from ..models.angel_fury_archers_shot_event import AngelFuryArchersShotEvent
    from ..models.angel_fury_area_damaged_event import AngelFuryAreaDamagedEvent
    from ..models.angel_fury_battle_card_played_event import AngelFuryBattleCardPlayedEvent
    from ..models.angel_fury_battle_ended_event import AngelFuryBattleEndedEvent
    from ..models.angel_fury_battle_prayer_event import AngelFuryBattlePrayerEvent
    from ..models.angel_fury_battle_rolled_event import AngelFuryBattleRolledEvent
    from ..models.angel_fury_battle_started_event import AngelFuryBattleStartedEvent
    from ..models.angel_fury_card_bought_event import AngelFuryCardBoughtEvent
    from ..models.angel_fury_card_discarded_event import AngelFuryCardDiscardedEvent
    from ..models.angel_fury_card_played_event import AngelFuryCardPlayedEvent
    from ..models.angel_fury_cards_drawn_event import AngelFuryCardsDrawnEvent
    from ..models.angel_fury_character_chosen_event import AngelFuryCharacterChosenEvent
    from ..models.angel_fury_character_revealed_event import AngelFuryCharacterRevealedEvent
    from ..models.angel_fury_charged_event import AngelFuryChargedEvent
    from ..models.angel_fury_command_spent_event import AngelFuryCommandSpentEvent
    from ..models.angel_fury_damage_settled_event import AngelFuryDamageSettledEvent
    from ..models.angel_fury_deck_refilled_event import AngelFuryDeckRefilledEvent
    from ..models.angel_fury_deployed_event import AngelFuryDeployedEvent
    from ..models.angel_fury_forced_retreat_event import AngelFuryForcedRetreatEvent
    from ..models.angel_fury_free_command_gained_event import AngelFuryFreeCommandGainedEvent
    from ..models.angel_fury_free_command_lapsed_event import AngelFuryFreeCommandLapsedEvent
    from ..models.angel_fury_gained_event import AngelFuryGainedEvent
    from ..models.angel_fury_game_ended_event import AngelFuryGameEndedEvent
    from ..models.angel_fury_leader_deployed_event import AngelFuryLeaderDeployedEvent
    from ..models.angel_fury_move_ended_event import AngelFuryMoveEndedEvent
    from ..models.angel_fury_must_retreat_event import AngelFuryMustRetreatEvent
    from ..models.angel_fury_offer_discarded_event import AngelFuryOfferDiscardedEvent
    from ..models.angel_fury_offer_refilled_event import AngelFuryOfferRefilledEvent
    from ..models.angel_fury_paid_event import AngelFuryPaidEvent
    from ..models.angel_fury_reserve_swapped_event import AngelFuryReserveSwappedEvent
    from ..models.angel_fury_retreated_event import AngelFuryRetreatedEvent
    from ..models.angel_fury_sent_to_reinforcements_event import AngelFurySentToReinforcementsEvent
    from ..models.angel_fury_seraph_rebought_event import AngelFurySeraphReboughtEvent
    from ..models.angel_fury_soul_points_scored_event import AngelFurySoulPointsScoredEvent
    from ..models.angel_fury_starting_card_replaced_event import AngelFuryStartingCardReplacedEvent
    from ..models.angel_fury_team_action_chosen_event import AngelFuryTeamActionChosenEvent
    from ..models.angel_fury_team_action_void_event import AngelFuryTeamActionVoidEvent
    from ..models.angel_fury_terrain_destroyed_event import AngelFuryTerrainDestroyedEvent
    from ..models.angel_fury_tide_attacked_event import AngelFuryTideAttackedEvent
    from ..models.angel_fury_tide_card_drawn_event import AngelFuryTideCardDrawnEvent
    from ..models.angel_fury_tide_deck_reshuffled_event import AngelFuryTideDeckReshuffledEvent
    from ..models.angel_fury_tide_moved_event import AngelFuryTideMovedEvent
    from ..models.angel_fury_training_reshuffled_event import AngelFuryTrainingReshuffledEvent
    from ..models.angel_fury_troop_commanded_event import AngelFuryTroopCommandedEvent
    from ..models.angel_fury_troop_moved_event import AngelFuryTroopMovedEvent
    from ..models.angel_fury_turn_ended_event import AngelFuryTurnEndedEvent
    from ..models.angel_fury_turn_part_done_event import AngelFuryTurnPartDoneEvent
    from ..models.angel_fury_turn_started_event import AngelFuryTurnStartedEvent
    from ..models.angel_fury_units_gained_event import AngelFuryUnitsGainedEvent
    from ..models.angel_fury_units_lost_event import AngelFuryUnitsLostEvent
    from ..models.angel_fury_upgraded_event import AngelFuryUpgradedEvent
    from ..models.black_angel_advanced_placed_event import BlackAngelAdvancedPlacedEvent
    from ..models.black_angel_angel_advanced_event import BlackAngelAngelAdvancedEvent
    from ..models.black_angel_board_action_started_event import BlackAngelBoardActionStartedEvent
    from ..models.black_angel_board_refreshed_event import BlackAngelBoardRefreshedEvent
    from ..models.black_angel_card_played_event import BlackAngelCardPlayedEvent
    from ..models.black_angel_cube_removed_event import BlackAngelCubeRemovedEvent
    from ..models.black_angel_damage_added_event import BlackAngelDamageAddedEvent
    from ..models.black_angel_debris_placed_event import BlackAngelDebrisPlacedEvent
    from ..models.black_angel_debris_stored_event import BlackAngelDebrisStoredEvent
    from ..models.black_angel_dice_returned_event import BlackAngelDiceReturnedEvent
    from ..models.black_angel_dice_rolled_event import BlackAngelDiceRolledEvent
    from ..models.black_angel_die_bought_event import BlackAngelDieBoughtEvent
    from ..models.black_angel_die_flipped_event import BlackAngelDieFlippedEvent
    from ..models.black_angel_die_repaired_event import BlackAngelDieRepairedEvent
    from ..models.black_angel_die_reserved_event import BlackAngelDieReservedEvent
    from ..models.black_angel_die_returned_event import BlackAngelDieReturnedEvent
    from ..models.black_angel_die_taken_event import BlackAngelDieTakenEvent
    from ..models.black_angel_end_triggered_event import BlackAngelEndTriggeredEvent
    from ..models.black_angel_free_activation_declined_event import BlackAngelFreeActivationDeclinedEvent
    from ..models.black_angel_game_ended_event import BlackAngelGameEndedEvent
    from ..models.black_angel_goods_gained_event import BlackAngelGoodsGainedEvent
    from ..models.black_angel_goods_paid_event import BlackAngelGoodsPaidEvent
    from ..models.black_angel_hal_card_discarded_event import BlackAngelHalCardDiscardedEvent
    from ..models.black_angel_hal_card_revealed_event import BlackAngelHalCardRevealedEvent
    from ..models.black_angel_hal_converted_event import BlackAngelHalConvertedEvent
    from ..models.black_angel_hal_deck_reshuffled_event import BlackAngelHalDeckReshuffledEvent
    from ..models.black_angel_hal_effect_void_event import BlackAngelHalEffectVoidEvent
    from ..models.black_angel_mission_activated_event import BlackAngelMissionActivatedEvent
    from ..models.black_angel_mission_discarded_event import BlackAngelMissionDiscardedEvent
    from ..models.black_angel_mission_drawn_event import BlackAngelMissionDrawnEvent
    from ..models.black_angel_mission_ejected_event import BlackAngelMissionEjectedEvent
    from ..models.black_angel_mission_neutralized_event import BlackAngelMissionNeutralizedEvent
    from ..models.black_angel_mission_placed_event import BlackAngelMissionPlacedEvent
    from ..models.black_angel_missions_exhausted_event import BlackAngelMissionsExhaustedEvent
    from ..models.black_angel_neutral_dice_refreshed_event import BlackAngelNeutralDiceRefreshedEvent
    from ..models.black_angel_no_usable_die_event import BlackAngelNoUsableDieEvent
    from ..models.black_angel_passed_event import BlackAngelPassedEvent
    from ..models.black_angel_ravager_arrived_event import BlackAngelRavagerArrivedEvent
    from ..models.black_angel_ravager_discarded_event import BlackAngelRavagerDiscardedEvent
    from ..models.black_angel_ravager_resolved_event import BlackAngelRavagerResolvedEvent
    from ..models.black_angel_ravagers_reshuffled_event import BlackAngelRavagersReshuffledEvent
    from ..models.black_angel_ravagers_taken_event import BlackAngelRavagersTakenEvent
    from ..models.black_angel_robot_assigned_event import BlackAngelRobotAssignedEvent
    from ..models.black_angel_sequence_chosen_event import BlackAngelSequenceChosenEvent
    from ..models.black_angel_ship_destroyed_event import BlackAngelShipDestroyedEvent
    from ..models.black_angel_ship_launched_event import BlackAngelShipLaunchedEvent
    from ..models.black_angel_ship_moved_event import BlackAngelShipMovedEvent
    from ..models.black_angel_ship_returned_event import BlackAngelShipReturnedEvent
    from ..models.black_angel_spes_reached_event import BlackAngelSpesReachedEvent
    from ..models.black_angel_spes_revealed_event import BlackAngelSpesRevealedEvent
    from ..models.black_angel_strip_flipped_event import BlackAngelStripFlippedEvent
    from ..models.black_angel_tile_activated_event import BlackAngelTileActivatedEvent
    from ..models.black_angel_tile_ejected_event import BlackAngelTileEjectedEvent
    from ..models.black_angel_tile_injected_event import BlackAngelTileInjectedEvent
    from ..models.black_angel_tile_taken_event import BlackAngelTileTakenEvent
    from ..models.black_angel_tiles_added_event import BlackAngelTilesAddedEvent
    from ..models.black_angel_turn_ended_event import BlackAngelTurnEndedEvent
    from ..models.black_angel_vp_changed_event import BlackAngelVpChangedEvent
    from ..models.chat_event import ChatEvent
    from ..models.clock_event import ClockEvent
    from ..models.fallen_angel_air_supremacy_event import FallenAngelAirSupremacyEvent
    from ..models.fallen_angel_airship_moved_event import FallenAngelAirshipMovedEvent
    from ..models.fallen_angel_barrack_filled_event import FallenAngelBarrackFilledEvent
    from ..models.fallen_angel_bid_made_event import FallenAngelBidMadeEvent
    from ..models.fallen_angel_bid_passed_event import FallenAngelBidPassedEvent
    from ..models.fallen_angel_bid_raised_event import FallenAngelBidRaisedEvent
    from ..models.fallen_angel_bidding_opened_event import FallenAngelBiddingOpenedEvent
    from ..models.fallen_angel_bids_revealed_event import FallenAngelBidsRevealedEvent
    from ..models.fallen_angel_chain_activated_event import FallenAngelChainActivatedEvent
    from ..models.fallen_angel_clash_declined_event import FallenAngelClashDeclinedEvent
    from ..models.fallen_angel_clash_ended_event import FallenAngelClashEndedEvent
    from ..models.fallen_angel_clash_shield_paid_event import FallenAngelClashShieldPaidEvent
    from ..models.fallen_angel_conclusion_started_event import FallenAngelConclusionStartedEvent
    from ..models.fallen_angel_cube_gained_event import FallenAngelCubeGainedEvent
    from ..models.fallen_angel_cube_given_event import FallenAngelCubeGivenEvent
    from ..models.fallen_angel_cube_rescued_event import FallenAngelCubeRescuedEvent
    from ..models.fallen_angel_dice_rerolled_event import FallenAngelDiceRerolledEvent
    from ..models.fallen_angel_dice_rolled_event import FallenAngelDiceRolledEvent
    from ..models.fallen_angel_dice_type_adjusted_event import FallenAngelDiceTypeAdjustedEvent
    from ..models.fallen_angel_die_assassinated_event import FallenAngelDieAssassinatedEvent
    from ..models.fallen_angel_die_discarded_event import FallenAngelDieDiscardedEvent
    from ..models.fallen_angel_die_flipped_event import FallenAngelDieFlippedEvent
    from ..models.fallen_angel_die_jailed_event import FallenAngelDieJailedEvent
    from ..models.fallen_angel_die_moved_event import FallenAngelDieMovedEvent
    from ..models.fallen_angel_die_raised_event import FallenAngelDieRaisedEvent
    from ..models.fallen_angel_die_summoned_event import FallenAngelDieSummonedEvent
    from ..models.fallen_angel_enlistment_event import FallenAngelEnlistmentEvent
    from ..models.fallen_angel_fight_started_event import FallenAngelFightStartedEvent
    from ..models.fallen_angel_fight_stopped_event import FallenAngelFightStoppedEvent
    from ..models.fallen_angel_formation_rerolled_event import FallenAngelFormationRerolledEvent
    from ..models.fallen_angel_formation_set_event import FallenAngelFormationSetEvent
    from ..models.fallen_angel_full_gear_event import FallenAngelFullGearEvent
    from ..models.fallen_angel_game_ended_event import FallenAngelGameEndedEvent
    from ..models.fallen_angel_gem_consumed_event import FallenAngelGemConsumedEvent
    from ..models.fallen_angel_gem_given_event import FallenAngelGemGivenEvent
    from ..models.fallen_angel_gem_mined_event import FallenAngelGemMinedEvent
    from ..models.fallen_angel_gem_stored_event import FallenAngelGemStoredEvent
    from ..models.fallen_angel_gems_to_shields_started_event import FallenAngelGemsToShieldsStartedEvent
    from ..models.fallen_angel_group_placed_event import FallenAngelGroupPlacedEvent
    from ..models.fallen_angel_hero_arrival_event import FallenAngelHeroArrivalEvent
    from ..models.fallen_angel_hero_kept_event import FallenAngelHeroKeptEvent
    from ..models.fallen_angel_hero_played_event import FallenAngelHeroPlayedEvent
    from ..models.fallen_angel_hero_put_back_event import FallenAngelHeroPutBackEvent
    from ..models.fallen_angel_heroes_drawn_event import FallenAngelHeroesDrawnEvent
    from ..models.fallen_angel_honor_tech_started_event import FallenAngelHonorTechStartedEvent
    from ..models.fallen_angel_location_dominated_event import FallenAngelLocationDominatedEvent
    from ..models.fallen_angel_location_skulled_event import FallenAngelLocationSkulledEvent
    from ..models.fallen_angel_main_phase_ended_event import FallenAngelMainPhaseEndedEvent
    from ..models.fallen_angel_main_phase_started_event import FallenAngelMainPhaseStartedEvent
    from ..models.fallen_angel_mining_ended_event import FallenAngelMiningEndedEvent
    from ..models.fallen_angel_mining_started_event import FallenAngelMiningStartedEvent
    from ..models.fallen_angel_monster_die_destroyed_event import FallenAngelMonsterDieDestroyedEvent
    from ..models.fallen_angel_monster_die_flipped_event import FallenAngelMonsterDieFlippedEvent
    from ..models.fallen_angel_monster_tile_discarded_event import FallenAngelMonsterTileDiscardedEvent
    from ..models.fallen_angel_monster_tile_salvaged_event import FallenAngelMonsterTileSalvagedEvent
    from ..models.fallen_angel_monsters_exploded_event import FallenAngelMonstersExplodedEvent
    from ..models.fallen_angel_move_ended_event import FallenAngelMoveEndedEvent
    from ..models.fallen_angel_movement_impossible_event import FallenAngelMovementImpossibleEvent
    from ..models.fallen_angel_movement_started_event import FallenAngelMovementStartedEvent
    from ..models.fallen_angel_objective_compared_event import FallenAngelObjectiveComparedEvent
    from ..models.fallen_angel_objective_revealed_event import FallenAngelObjectiveRevealedEvent
    from ..models.fallen_angel_objective_scored_event import FallenAngelObjectiveScoredEvent
    from ..models.fallen_angel_order_agreed_event import FallenAngelOrderAgreedEvent
    from ..models.fallen_angel_order_chamber_event import FallenAngelOrderChamberEvent
    from ..models.fallen_angel_order_proposed_event import FallenAngelOrderProposedEvent
    from ..models.fallen_angel_passed_event import FallenAngelPassedEvent
    from ..models.fallen_angel_reset_event import FallenAngelResetEvent
    from ..models.fallen_angel_resources_gained_event import FallenAngelResourcesGainedEvent
    from ..models.fallen_angel_resources_spent_event import FallenAngelResourcesSpentEvent
    from ..models.fallen_angel_roll_kept_event import FallenAngelRollKeptEvent
    from ..models.fallen_angel_rolled_off_event import FallenAngelRolledOffEvent
    from ..models.fallen_angel_round_started_event import FallenAngelRoundStartedEvent
    from ..models.fallen_angel_shadow_dice_discarded_event import FallenAngelShadowDiceDiscardedEvent
    from ..models.fallen_angel_shadow_dice_placed_event import FallenAngelShadowDicePlacedEvent
    from ..models.fallen_angel_shadow_honor_gained_event import FallenAngelShadowHonorGainedEvent
    from ..models.fallen_angel_shadow_honor_lost_event import FallenAngelShadowHonorLostEvent
    from ..models.fallen_angel_shadow_scored_event import FallenAngelShadowScoredEvent
    from ..models.fallen_angel_shields_to_engine_started_event import FallenAngelShieldsToEngineStartedEvent
    from ..models.fallen_angel_tech_copied_event import FallenAngelTechCopiedEvent
    from ..models.fallen_angel_tech_used_event import FallenAngelTechUsedEvent
    from ..models.fallen_angel_tile_skipped_event import FallenAngelTileSkippedEvent
    from ..models.fallen_angel_tile_used_event import FallenAngelTileUsedEvent
    from ..models.fallen_angel_vp_lost_event import FallenAngelVpLostEvent
    from ..models.falling_blockade_revealed_event import FallingBlockadeRevealedEvent
    from ..models.falling_cards_drawn_event import FallingCardsDrawnEvent
    from ..models.falling_cards_revealed_event import FallingCardsRevealedEvent
    from ..models.falling_conversion_declined_event import FallingConversionDeclinedEvent
    from ..models.falling_conversion_resolved_event import FallingConversionResolvedEvent
    from ..models.falling_danda_action_skipped_event import FallingDandaActionSkippedEvent
    from ..models.falling_danda_ascended_event import FallingDandaAscendedEvent
    from ..models.falling_danda_device_requested_event import FallingDandaDeviceRequestedEvent
    from ..models.falling_danda_installed_event import FallingDandaInstalledEvent
    from ..models.falling_danda_negotiated_event import FallingDandaNegotiatedEvent
    from ..models.falling_delivery_card_given_event import FallingDeliveryCardGivenEvent
    from ..models.falling_delivery_cards_kept_event import FallingDeliveryCardsKeptEvent
    from ..models.falling_delivery_cards_returned_event import FallingDeliveryCardsReturnedEvent
    from ..models.falling_delivery_cards_revealed_event import FallingDeliveryCardsRevealedEvent
    from ..models.falling_device_installed_event import FallingDeviceInstalledEvent
    from ..models.falling_device_retrieved_event import FallingDeviceRetrievedEvent
    from ..models.falling_device_type_chosen_event import FallingDeviceTypeChosenEvent
    from ..models.falling_exploration_started_event import FallingExplorationStartedEvent
    from ..models.falling_flying_machine_ascended_event import FallingFlyingMachineAscendedEvent
    from ..models.falling_game_ended_event import FallingGameEndedEvent
    from ..models.falling_goods_gained_event import FallingGoodsGainedEvent
    from ..models.falling_guild_effect_used_event import FallingGuildEffectUsedEvent
    from ..models.falling_materials_returned_event import FallingMaterialsReturnedEvent
    from ..models.falling_negotiated_event import FallingNegotiatedEvent
    from ..models.falling_npc_card_resolved_event import FallingNpcCardResolvedEvent
    from ..models.falling_npc_card_revealed_event import FallingNpcCardRevealedEvent
    from ..models.falling_overwork_paid_event import FallingOverworkPaidEvent
    from ..models.falling_partner_chosen_event import FallingPartnerChosenEvent
    from ..models.falling_partner_drafted_event import FallingPartnerDraftedEvent
    from ..models.falling_partners_revealed_event import FallingPartnersRevealedEvent
    from ..models.falling_pass_track_stepped_event import FallingPassTrackSteppedEvent
    from ..models.falling_passed_event import FallingPassedEvent
    from ..models.falling_retrieve_declined_event import FallingRetrieveDeclinedEvent
    from ..models.falling_round_started_event import FallingRoundStartedEvent
    from ..models.falling_skill_chips_retrieved_event import FallingSkillChipsRetrievedEvent
    from ..models.falling_supply_chosen_event import FallingSupplyChosenEvent
    from ..models.falling_tower_fell_event import FallingTowerFellEvent
    from ..models.falling_vp_card_drawn_event import FallingVpCardDrawnEvent
    from ..models.falling_vp_card_returned_event import FallingVpCardReturnedEvent
    from ..models.falling_vp_cards_drawn_event import FallingVpCardsDrawnEvent
    from ..models.game_advanced_event import GameAdvancedEvent
    from ..models.game_created_event import GameCreatedEvent
    from ..models.game_started_event import GameStartedEvent
    from ..models.message_event import MessageEvent
    from ..models.moves_undone_event import MovesUndoneEvent
    from ..models.player_joined_event import PlayerJoinedEvent
    from ..models.rematch_created_event import RematchCreatedEvent
    from ..models.seat_left_event import SeatLeftEvent


T = TypeVar("T", bound="EventLog")


@_attrs_define
class EventLog:
    """
    Attributes:
        events (list[AbortVotedEvent | AngelFuryAmbushedEvent | AngelFuryArchDamagedEvent | AngelFuryArchersShotEvent |
            AngelFuryArchHealedEvent | AngelFuryAreaDamagedEvent | AngelFuryBattleCardPlayedEvent |
            AngelFuryBattleEndedEvent | AngelFuryBattlePrayerEvent | AngelFuryBattleRolledEvent |
            AngelFuryBattleStartedEvent | AngelFuryCardBoughtEvent | AngelFuryCardDiscardedEvent | AngelFuryCardPlayedEvent
            | AngelFuryCardsDrawnEvent | AngelFuryCharacterChosenEvent | AngelFuryCharacterRevealedEvent |
            AngelFuryChargedEvent | AngelFuryCommandSpentEvent | AngelFuryDamageSettledEvent | AngelFuryDeckRefilledEvent |
            AngelFuryDeployedEvent | AngelFuryForcedRetreatEvent | AngelFuryFreeCommandGainedEvent |
            AngelFuryFreeCommandLapsedEvent | AngelFuryGainedEvent | AngelFuryGameEndedEvent | AngelFuryLeaderDeployedEvent
            | AngelFuryMoveEndedEvent | AngelFuryMustRetreatEvent | AngelFuryOfferDiscardedEvent |
            AngelFuryOfferRefilledEvent | AngelFuryPaidEvent | AngelFuryReserveSwappedEvent | AngelFuryRetreatedEvent |
            AngelFurySentToReinforcementsEvent | AngelFurySeraphReboughtEvent | AngelFurySoulPointsScoredEvent |
            AngelFuryStartingCardReplacedEvent | AngelFuryTeamActionChosenEvent | AngelFuryTeamActionVoidEvent |
            AngelFuryTerrainDestroyedEvent | AngelFuryTideAttackedEvent | AngelFuryTideCardDrawnEvent |
            AngelFuryTideDeckReshuffledEvent | AngelFuryTideMovedEvent | AngelFuryTrainingReshuffledEvent |
            AngelFuryTroopCommandedEvent | AngelFuryTroopMovedEvent | AngelFuryTurnEndedEvent | AngelFuryTurnPartDoneEvent |
            AngelFuryTurnStartedEvent | AngelFuryUnitsGainedEvent | AngelFuryUnitsLostEvent | AngelFuryUpgradedEvent |
            BlackAngelAdvancedPlacedEvent | BlackAngelAngelAdvancedEvent | BlackAngelBoardActionStartedEvent |
            BlackAngelBoardRefreshedEvent | BlackAngelCardPlayedEvent | BlackAngelCubeRemovedEvent |
            BlackAngelDamageAddedEvent | BlackAngelDebrisPlacedEvent | BlackAngelDebrisStoredEvent |
            BlackAngelDiceReturnedEvent | BlackAngelDiceRolledEvent | BlackAngelDieBoughtEvent | BlackAngelDieFlippedEvent |
            BlackAngelDieRepairedEvent | BlackAngelDieReservedEvent | BlackAngelDieReturnedEvent | BlackAngelDieTakenEvent |
            BlackAngelEndTriggeredEvent | BlackAngelFreeActivationDeclinedEvent | BlackAngelGameEndedEvent |
            BlackAngelGoodsGainedEvent | BlackAngelGoodsPaidEvent | BlackAngelHalCardDiscardedEvent |
            BlackAngelHalCardRevealedEvent | BlackAngelHalConvertedEvent | BlackAngelHalDeckReshuffledEvent |
            BlackAngelHalEffectVoidEvent | BlackAngelMissionActivatedEvent | BlackAngelMissionDiscardedEvent |
            BlackAngelMissionDrawnEvent | BlackAngelMissionEjectedEvent | BlackAngelMissionNeutralizedEvent |
            BlackAngelMissionPlacedEvent | BlackAngelMissionsExhaustedEvent | BlackAngelNeutralDiceRefreshedEvent |
            BlackAngelNoUsableDieEvent | BlackAngelPassedEvent | BlackAngelRavagerArrivedEvent |
            BlackAngelRavagerDiscardedEvent | BlackAngelRavagerResolvedEvent | BlackAngelRavagersReshuffledEvent |
            BlackAngelRavagersTakenEvent | BlackAngelRobotAssignedEvent | BlackAngelSequenceChosenEvent |
            BlackAngelShipDestroyedEvent | BlackAngelShipLaunchedEvent | BlackAngelShipMovedEvent |
            BlackAngelShipReturnedEvent | BlackAngelSpesReachedEvent | BlackAngelSpesRevealedEvent |
            BlackAngelStripFlippedEvent | BlackAngelTileActivatedEvent | BlackAngelTileEjectedEvent |
            BlackAngelTileInjectedEvent | BlackAngelTilesAddedEvent | BlackAngelTileTakenEvent | BlackAngelTurnEndedEvent |
            BlackAngelVpChangedEvent | ChatEvent | ClockEvent | FallenAngelAirshipMovedEvent | FallenAngelAirSupremacyEvent
            | FallenAngelBarrackFilledEvent | FallenAngelBiddingOpenedEvent | FallenAngelBidMadeEvent |
            FallenAngelBidPassedEvent | FallenAngelBidRaisedEvent | FallenAngelBidsRevealedEvent |
            FallenAngelChainActivatedEvent | FallenAngelClashDeclinedEvent | FallenAngelClashEndedEvent |
            FallenAngelClashShieldPaidEvent | FallenAngelConclusionStartedEvent | FallenAngelCubeGainedEvent |
            FallenAngelCubeGivenEvent | FallenAngelCubeRescuedEvent | FallenAngelDiceRerolledEvent |
            FallenAngelDiceRolledEvent | FallenAngelDiceTypeAdjustedEvent | FallenAngelDieAssassinatedEvent |
            FallenAngelDieDiscardedEvent | FallenAngelDieFlippedEvent | FallenAngelDieJailedEvent | FallenAngelDieMovedEvent
            | FallenAngelDieRaisedEvent | FallenAngelDieSummonedEvent | FallenAngelEnlistmentEvent |
            FallenAngelFightStartedEvent | FallenAngelFightStoppedEvent | FallenAngelFormationRerolledEvent |
            FallenAngelFormationSetEvent | FallenAngelFullGearEvent | FallenAngelGameEndedEvent |
            FallenAngelGemConsumedEvent | FallenAngelGemGivenEvent | FallenAngelGemMinedEvent | FallenAngelGemStoredEvent |
            FallenAngelGemsToShieldsStartedEvent | FallenAngelGroupPlacedEvent | FallenAngelHeroArrivalEvent |
            FallenAngelHeroesDrawnEvent | FallenAngelHeroKeptEvent | FallenAngelHeroPlayedEvent |
            FallenAngelHeroPutBackEvent | FallenAngelHonorTechStartedEvent | FallenAngelLocationDominatedEvent |
            FallenAngelLocationSkulledEvent | FallenAngelMainPhaseEndedEvent | FallenAngelMainPhaseStartedEvent |
            FallenAngelMiningEndedEvent | FallenAngelMiningStartedEvent | FallenAngelMonsterDieDestroyedEvent |
            FallenAngelMonsterDieFlippedEvent | FallenAngelMonstersExplodedEvent | FallenAngelMonsterTileDiscardedEvent |
            FallenAngelMonsterTileSalvagedEvent | FallenAngelMoveEndedEvent | FallenAngelMovementImpossibleEvent |
            FallenAngelMovementStartedEvent | FallenAngelObjectiveComparedEvent | FallenAngelObjectiveRevealedEvent |
            FallenAngelObjectiveScoredEvent | FallenAngelOrderAgreedEvent | FallenAngelOrderChamberEvent |
            FallenAngelOrderProposedEvent | FallenAngelPassedEvent | FallenAngelResetEvent | FallenAngelResourcesGainedEvent
            | FallenAngelResourcesSpentEvent | FallenAngelRolledOffEvent | FallenAngelRollKeptEvent |
            FallenAngelRoundStartedEvent | FallenAngelShadowDiceDiscardedEvent | FallenAngelShadowDicePlacedEvent |
            FallenAngelShadowHonorGainedEvent | FallenAngelShadowHonorLostEvent | FallenAngelShadowScoredEvent |
            FallenAngelShieldsToEngineStartedEvent | FallenAngelTechCopiedEvent | FallenAngelTechUsedEvent |
            FallenAngelTileSkippedEvent | FallenAngelTileUsedEvent | FallenAngelVpLostEvent | FallingBlockadeRevealedEvent |
            FallingCardsDrawnEvent | FallingCardsRevealedEvent | FallingConversionDeclinedEvent |
            FallingConversionResolvedEvent | FallingDandaActionSkippedEvent | FallingDandaAscendedEvent |
            FallingDandaDeviceRequestedEvent | FallingDandaInstalledEvent | FallingDandaNegotiatedEvent |
            FallingDeliveryCardGivenEvent | FallingDeliveryCardsKeptEvent | FallingDeliveryCardsReturnedEvent |
            FallingDeliveryCardsRevealedEvent | FallingDeviceInstalledEvent | FallingDeviceRetrievedEvent |
            FallingDeviceTypeChosenEvent | FallingExplorationStartedEvent | FallingFlyingMachineAscendedEvent |
            FallingGameEndedEvent | FallingGoodsGainedEvent | FallingGuildEffectUsedEvent | FallingMaterialsReturnedEvent |
            FallingNegotiatedEvent | FallingNpcCardResolvedEvent | FallingNpcCardRevealedEvent | FallingOverworkPaidEvent |
            FallingPartnerChosenEvent | FallingPartnerDraftedEvent | FallingPartnersRevealedEvent | FallingPassedEvent |
            FallingPassTrackSteppedEvent | FallingRetrieveDeclinedEvent | FallingRoundStartedEvent |
            FallingSkillChipsRetrievedEvent | FallingSupplyChosenEvent | FallingTowerFellEvent | FallingVpCardDrawnEvent |
            FallingVpCardReturnedEvent | FallingVpCardsDrawnEvent | GameAdvancedEvent | GameCreatedEvent | GameStartedEvent
            | MessageEvent | MovesUndoneEvent | PlayerJoinedEvent | RematchCreatedEvent | SeatLeftEvent]):
    """

    events: list[
        AbortVotedEvent
        | AngelFuryAmbushedEvent
        | AngelFuryArchDamagedEvent
        | AngelFuryArchersShotEvent
        | AngelFuryArchHealedEvent
        | AngelFuryAreaDamagedEvent
        | AngelFuryBattleCardPlayedEvent
        | AngelFuryBattleEndedEvent
        | AngelFuryBattlePrayerEvent
        | AngelFuryBattleRolledEvent
        | AngelFuryBattleStartedEvent
        | AngelFuryCardBoughtEvent
        | AngelFuryCardDiscardedEvent
        | AngelFuryCardPlayedEvent
        | AngelFuryCardsDrawnEvent
        | AngelFuryCharacterChosenEvent
        | AngelFuryCharacterRevealedEvent
        | AngelFuryChargedEvent
        | AngelFuryCommandSpentEvent
        | AngelFuryDamageSettledEvent
        | AngelFuryDeckRefilledEvent
        | AngelFuryDeployedEvent
        | AngelFuryForcedRetreatEvent
        | AngelFuryFreeCommandGainedEvent
        | AngelFuryFreeCommandLapsedEvent
        | AngelFuryGainedEvent
        | AngelFuryGameEndedEvent
        | AngelFuryLeaderDeployedEvent
        | AngelFuryMoveEndedEvent
        | AngelFuryMustRetreatEvent
        | AngelFuryOfferDiscardedEvent
        | AngelFuryOfferRefilledEvent
        | AngelFuryPaidEvent
        | AngelFuryReserveSwappedEvent
        | AngelFuryRetreatedEvent
        | AngelFurySentToReinforcementsEvent
        | AngelFurySeraphReboughtEvent
        | AngelFurySoulPointsScoredEvent
        | AngelFuryStartingCardReplacedEvent
        | AngelFuryTeamActionChosenEvent
        | AngelFuryTeamActionVoidEvent
        | AngelFuryTerrainDestroyedEvent
        | AngelFuryTideAttackedEvent
        | AngelFuryTideCardDrawnEvent
        | AngelFuryTideDeckReshuffledEvent
        | AngelFuryTideMovedEvent
        | AngelFuryTrainingReshuffledEvent
        | AngelFuryTroopCommandedEvent
        | AngelFuryTroopMovedEvent
        | AngelFuryTurnEndedEvent
        | AngelFuryTurnPartDoneEvent
        | AngelFuryTurnStartedEvent
        | AngelFuryUnitsGainedEvent
        | AngelFuryUnitsLostEvent
        | AngelFuryUpgradedEvent
        | BlackAngelAdvancedPlacedEvent
        | BlackAngelAngelAdvancedEvent
        | BlackAngelBoardActionStartedEvent
        | BlackAngelBoardRefreshedEvent
        | BlackAngelCardPlayedEvent
        | BlackAngelCubeRemovedEvent
        | BlackAngelDamageAddedEvent
        | BlackAngelDebrisPlacedEvent
        | BlackAngelDebrisStoredEvent
        | BlackAngelDiceReturnedEvent
        | BlackAngelDiceRolledEvent
        | BlackAngelDieBoughtEvent
        | BlackAngelDieFlippedEvent
        | BlackAngelDieRepairedEvent
        | BlackAngelDieReservedEvent
        | BlackAngelDieReturnedEvent
        | BlackAngelDieTakenEvent
        | BlackAngelEndTriggeredEvent
        | BlackAngelFreeActivationDeclinedEvent
        | BlackAngelGameEndedEvent
        | BlackAngelGoodsGainedEvent
        | BlackAngelGoodsPaidEvent
        | BlackAngelHalCardDiscardedEvent
        | BlackAngelHalCardRevealedEvent
        | BlackAngelHalConvertedEvent
        | BlackAngelHalDeckReshuffledEvent
        | BlackAngelHalEffectVoidEvent
        | BlackAngelMissionActivatedEvent
        | BlackAngelMissionDiscardedEvent
        | BlackAngelMissionDrawnEvent
        | BlackAngelMissionEjectedEvent
        | BlackAngelMissionNeutralizedEvent
        | BlackAngelMissionPlacedEvent
        | BlackAngelMissionsExhaustedEvent
        | BlackAngelNeutralDiceRefreshedEvent
        | BlackAngelNoUsableDieEvent
        | BlackAngelPassedEvent
        | BlackAngelRavagerArrivedEvent
        | BlackAngelRavagerDiscardedEvent
        | BlackAngelRavagerResolvedEvent
        | BlackAngelRavagersReshuffledEvent
        | BlackAngelRavagersTakenEvent
        | BlackAngelRobotAssignedEvent
        | BlackAngelSequenceChosenEvent
        | BlackAngelShipDestroyedEvent
        | BlackAngelShipLaunchedEvent
        | BlackAngelShipMovedEvent
        | BlackAngelShipReturnedEvent
        | BlackAngelSpesReachedEvent
        | BlackAngelSpesRevealedEvent
        | BlackAngelStripFlippedEvent
        | BlackAngelTileActivatedEvent
        | BlackAngelTileEjectedEvent
        | BlackAngelTileInjectedEvent
        | BlackAngelTilesAddedEvent
        | BlackAngelTileTakenEvent
        | BlackAngelTurnEndedEvent
        | BlackAngelVpChangedEvent
        | ChatEvent
        | ClockEvent
        | FallenAngelAirshipMovedEvent
        | FallenAngelAirSupremacyEvent
        | FallenAngelBarrackFilledEvent
        | FallenAngelBiddingOpenedEvent
        | FallenAngelBidMadeEvent
        | FallenAngelBidPassedEvent
        | FallenAngelBidRaisedEvent
        | FallenAngelBidsRevealedEvent
        | FallenAngelChainActivatedEvent
        | FallenAngelClashDeclinedEvent
        | FallenAngelClashEndedEvent
        | FallenAngelClashShieldPaidEvent
        | FallenAngelConclusionStartedEvent
        | FallenAngelCubeGainedEvent
        | FallenAngelCubeGivenEvent
        | FallenAngelCubeRescuedEvent
        | FallenAngelDiceRerolledEvent
        | FallenAngelDiceRolledEvent
        | FallenAngelDiceTypeAdjustedEvent
        | FallenAngelDieAssassinatedEvent
        | FallenAngelDieDiscardedEvent
        | FallenAngelDieFlippedEvent
        | FallenAngelDieJailedEvent
        | FallenAngelDieMovedEvent
        | FallenAngelDieRaisedEvent
        | FallenAngelDieSummonedEvent
        | FallenAngelEnlistmentEvent
        | FallenAngelFightStartedEvent
        | FallenAngelFightStoppedEvent
        | FallenAngelFormationRerolledEvent
        | FallenAngelFormationSetEvent
        | FallenAngelFullGearEvent
        | FallenAngelGameEndedEvent
        | FallenAngelGemConsumedEvent
        | FallenAngelGemGivenEvent
        | FallenAngelGemMinedEvent
        | FallenAngelGemStoredEvent
        | FallenAngelGemsToShieldsStartedEvent
        | FallenAngelGroupPlacedEvent
        | FallenAngelHeroArrivalEvent
        | FallenAngelHeroesDrawnEvent
        | FallenAngelHeroKeptEvent
        | FallenAngelHeroPlayedEvent
        | FallenAngelHeroPutBackEvent
        | FallenAngelHonorTechStartedEvent
        | FallenAngelLocationDominatedEvent
        | FallenAngelLocationSkulledEvent
        | FallenAngelMainPhaseEndedEvent
        | FallenAngelMainPhaseStartedEvent
        | FallenAngelMiningEndedEvent
        | FallenAngelMiningStartedEvent
        | FallenAngelMonsterDieDestroyedEvent
        | FallenAngelMonsterDieFlippedEvent
        | FallenAngelMonstersExplodedEvent
        | FallenAngelMonsterTileDiscardedEvent
        | FallenAngelMonsterTileSalvagedEvent
        | FallenAngelMoveEndedEvent
        | FallenAngelMovementImpossibleEvent
        | FallenAngelMovementStartedEvent
        | FallenAngelObjectiveComparedEvent
        | FallenAngelObjectiveRevealedEvent
        | FallenAngelObjectiveScoredEvent
        | FallenAngelOrderAgreedEvent
        | FallenAngelOrderChamberEvent
        | FallenAngelOrderProposedEvent
        | FallenAngelPassedEvent
        | FallenAngelResetEvent
        | FallenAngelResourcesGainedEvent
        | FallenAngelResourcesSpentEvent
        | FallenAngelRolledOffEvent
        | FallenAngelRollKeptEvent
        | FallenAngelRoundStartedEvent
        | FallenAngelShadowDiceDiscardedEvent
        | FallenAngelShadowDicePlacedEvent
        | FallenAngelShadowHonorGainedEvent
        | FallenAngelShadowHonorLostEvent
        | FallenAngelShadowScoredEvent
        | FallenAngelShieldsToEngineStartedEvent
        | FallenAngelTechCopiedEvent
        | FallenAngelTechUsedEvent
        | FallenAngelTileSkippedEvent
        | FallenAngelTileUsedEvent
        | FallenAngelVpLostEvent
        | FallingBlockadeRevealedEvent
        | FallingCardsDrawnEvent
        | FallingCardsRevealedEvent
        | FallingConversionDeclinedEvent
        | FallingConversionResolvedEvent
        | FallingDandaActionSkippedEvent
        | FallingDandaAscendedEvent
        | FallingDandaDeviceRequestedEvent
        | FallingDandaInstalledEvent
        | FallingDandaNegotiatedEvent
        | FallingDeliveryCardGivenEvent
        | FallingDeliveryCardsKeptEvent
        | FallingDeliveryCardsReturnedEvent
        | FallingDeliveryCardsRevealedEvent
        | FallingDeviceInstalledEvent
        | FallingDeviceRetrievedEvent
        | FallingDeviceTypeChosenEvent
        | FallingExplorationStartedEvent
        | FallingFlyingMachineAscendedEvent
        | FallingGameEndedEvent
        | FallingGoodsGainedEvent
        | FallingGuildEffectUsedEvent
        | FallingMaterialsReturnedEvent
        | FallingNegotiatedEvent
        | FallingNpcCardResolvedEvent
        | FallingNpcCardRevealedEvent
        | FallingOverworkPaidEvent
        | FallingPartnerChosenEvent
        | FallingPartnerDraftedEvent
        | FallingPartnersRevealedEvent
        | FallingPassedEvent
        | FallingPassTrackSteppedEvent
        | FallingRetrieveDeclinedEvent
        | FallingRoundStartedEvent
        | FallingSkillChipsRetrievedEvent
        | FallingSupplyChosenEvent
        | FallingTowerFellEvent
        | FallingVpCardDrawnEvent
        | FallingVpCardReturnedEvent
        | FallingVpCardsDrawnEvent
        | GameAdvancedEvent
        | GameCreatedEvent
        | GameStartedEvent
        | MessageEvent
        | MovesUndoneEvent
        | PlayerJoinedEvent
        | RematchCreatedEvent
        | SeatLeftEvent
    ]

    def to_dict(self) -> dict[str, Any]:
        from ..models.abort_voted_event import AbortVotedEvent  # noqa: PLC0415
        from ..models.angel_fury_ambushed_event import AngelFuryAmbushedEvent  # noqa: PLC0415
        from ..models.angel_fury_arch_damaged_event import AngelFuryArchDamagedEvent  # noqa: PLC0415
        from ..models.angel_fury_arch_healed_event import AngelFuryArchHealedEvent  # noqa: PLC0415
        from ..models.angel_fury_archers_shot_event import AngelFuryArchersShotEvent  # noqa: PLC0415
        from ..models.angel_fury_area_damaged_event import AngelFuryAreaDamagedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_card_played_event import AngelFuryBattleCardPlayedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_ended_event import AngelFuryBattleEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_prayer_event import AngelFuryBattlePrayerEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_rolled_event import AngelFuryBattleRolledEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_started_event import AngelFuryBattleStartedEvent  # noqa: PLC0415
        from ..models.angel_fury_card_bought_event import AngelFuryCardBoughtEvent  # noqa: PLC0415
        from ..models.angel_fury_card_discarded_event import AngelFuryCardDiscardedEvent  # noqa: PLC0415
        from ..models.angel_fury_card_played_event import AngelFuryCardPlayedEvent  # noqa: PLC0415
        from ..models.angel_fury_cards_drawn_event import AngelFuryCardsDrawnEvent  # noqa: PLC0415
        from ..models.angel_fury_character_chosen_event import AngelFuryCharacterChosenEvent  # noqa: PLC0415
        from ..models.angel_fury_character_revealed_event import AngelFuryCharacterRevealedEvent  # noqa: PLC0415
        from ..models.angel_fury_charged_event import AngelFuryChargedEvent  # noqa: PLC0415
        from ..models.angel_fury_command_spent_event import AngelFuryCommandSpentEvent  # noqa: PLC0415
        from ..models.angel_fury_damage_settled_event import AngelFuryDamageSettledEvent  # noqa: PLC0415
        from ..models.angel_fury_deck_refilled_event import AngelFuryDeckRefilledEvent  # noqa: PLC0415
        from ..models.angel_fury_deployed_event import AngelFuryDeployedEvent  # noqa: PLC0415
        from ..models.angel_fury_forced_retreat_event import AngelFuryForcedRetreatEvent  # noqa: PLC0415
        from ..models.angel_fury_free_command_gained_event import AngelFuryFreeCommandGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_free_command_lapsed_event import AngelFuryFreeCommandLapsedEvent  # noqa: PLC0415
        from ..models.angel_fury_gained_event import AngelFuryGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_game_ended_event import AngelFuryGameEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_leader_deployed_event import AngelFuryLeaderDeployedEvent  # noqa: PLC0415
        from ..models.angel_fury_move_ended_event import AngelFuryMoveEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_must_retreat_event import AngelFuryMustRetreatEvent  # noqa: PLC0415
        from ..models.angel_fury_offer_discarded_event import AngelFuryOfferDiscardedEvent  # noqa: PLC0415
        from ..models.angel_fury_offer_refilled_event import AngelFuryOfferRefilledEvent  # noqa: PLC0415
        from ..models.angel_fury_paid_event import AngelFuryPaidEvent  # noqa: PLC0415
        from ..models.angel_fury_reserve_swapped_event import AngelFuryReserveSwappedEvent  # noqa: PLC0415
        from ..models.angel_fury_retreated_event import AngelFuryRetreatedEvent  # noqa: PLC0415
        from ..models.angel_fury_sent_to_reinforcements_event import AngelFurySentToReinforcementsEvent  # noqa: PLC0415
        from ..models.angel_fury_seraph_rebought_event import AngelFurySeraphReboughtEvent  # noqa: PLC0415
        from ..models.angel_fury_soul_points_scored_event import AngelFurySoulPointsScoredEvent  # noqa: PLC0415
        from ..models.angel_fury_starting_card_replaced_event import AngelFuryStartingCardReplacedEvent  # noqa: PLC0415
        from ..models.angel_fury_team_action_chosen_event import AngelFuryTeamActionChosenEvent  # noqa: PLC0415
        from ..models.angel_fury_team_action_void_event import AngelFuryTeamActionVoidEvent  # noqa: PLC0415
        from ..models.angel_fury_terrain_destroyed_event import AngelFuryTerrainDestroyedEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_attacked_event import AngelFuryTideAttackedEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_card_drawn_event import AngelFuryTideCardDrawnEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_deck_reshuffled_event import AngelFuryTideDeckReshuffledEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_moved_event import AngelFuryTideMovedEvent  # noqa: PLC0415
        from ..models.angel_fury_training_reshuffled_event import AngelFuryTrainingReshuffledEvent  # noqa: PLC0415
        from ..models.angel_fury_troop_commanded_event import AngelFuryTroopCommandedEvent  # noqa: PLC0415
        from ..models.angel_fury_troop_moved_event import AngelFuryTroopMovedEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_ended_event import AngelFuryTurnEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_part_done_event import AngelFuryTurnPartDoneEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_started_event import AngelFuryTurnStartedEvent  # noqa: PLC0415
        from ..models.angel_fury_units_gained_event import AngelFuryUnitsGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_units_lost_event import AngelFuryUnitsLostEvent  # noqa: PLC0415
        from ..models.angel_fury_upgraded_event import AngelFuryUpgradedEvent  # noqa: PLC0415
        from ..models.black_angel_advanced_placed_event import BlackAngelAdvancedPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_angel_advanced_event import BlackAngelAngelAdvancedEvent  # noqa: PLC0415
        from ..models.black_angel_board_action_started_event import BlackAngelBoardActionStartedEvent  # noqa: PLC0415
        from ..models.black_angel_board_refreshed_event import BlackAngelBoardRefreshedEvent  # noqa: PLC0415
        from ..models.black_angel_card_played_event import BlackAngelCardPlayedEvent  # noqa: PLC0415
        from ..models.black_angel_cube_removed_event import BlackAngelCubeRemovedEvent  # noqa: PLC0415
        from ..models.black_angel_damage_added_event import BlackAngelDamageAddedEvent  # noqa: PLC0415
        from ..models.black_angel_debris_placed_event import BlackAngelDebrisPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_debris_stored_event import BlackAngelDebrisStoredEvent  # noqa: PLC0415
        from ..models.black_angel_dice_returned_event import BlackAngelDiceReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_dice_rolled_event import BlackAngelDiceRolledEvent  # noqa: PLC0415
        from ..models.black_angel_die_bought_event import BlackAngelDieBoughtEvent  # noqa: PLC0415
        from ..models.black_angel_die_flipped_event import BlackAngelDieFlippedEvent  # noqa: PLC0415
        from ..models.black_angel_die_repaired_event import BlackAngelDieRepairedEvent  # noqa: PLC0415
        from ..models.black_angel_die_reserved_event import BlackAngelDieReservedEvent  # noqa: PLC0415
        from ..models.black_angel_die_returned_event import BlackAngelDieReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_die_taken_event import BlackAngelDieTakenEvent  # noqa: PLC0415
        from ..models.black_angel_end_triggered_event import BlackAngelEndTriggeredEvent  # noqa: PLC0415
        from ..models.black_angel_free_activation_declined_event import BlackAngelFreeActivationDeclinedEvent  # noqa: PLC0415
        from ..models.black_angel_game_ended_event import BlackAngelGameEndedEvent  # noqa: PLC0415
        from ..models.black_angel_goods_gained_event import BlackAngelGoodsGainedEvent  # noqa: PLC0415
        from ..models.black_angel_goods_paid_event import BlackAngelGoodsPaidEvent  # noqa: PLC0415
        from ..models.black_angel_hal_card_discarded_event import BlackAngelHalCardDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_card_revealed_event import BlackAngelHalCardRevealedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_converted_event import BlackAngelHalConvertedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_deck_reshuffled_event import BlackAngelHalDeckReshuffledEvent  # noqa: PLC0415
        from ..models.black_angel_hal_effect_void_event import BlackAngelHalEffectVoidEvent  # noqa: PLC0415
        from ..models.black_angel_mission_activated_event import BlackAngelMissionActivatedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_discarded_event import BlackAngelMissionDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_drawn_event import BlackAngelMissionDrawnEvent  # noqa: PLC0415
        from ..models.black_angel_mission_ejected_event import BlackAngelMissionEjectedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_neutralized_event import BlackAngelMissionNeutralizedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_placed_event import BlackAngelMissionPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_missions_exhausted_event import BlackAngelMissionsExhaustedEvent  # noqa: PLC0415
        from ..models.black_angel_neutral_dice_refreshed_event import BlackAngelNeutralDiceRefreshedEvent  # noqa: PLC0415
        from ..models.black_angel_no_usable_die_event import BlackAngelNoUsableDieEvent  # noqa: PLC0415
        from ..models.black_angel_passed_event import BlackAngelPassedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_arrived_event import BlackAngelRavagerArrivedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_discarded_event import BlackAngelRavagerDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_resolved_event import BlackAngelRavagerResolvedEvent  # noqa: PLC0415
        from ..models.black_angel_ravagers_reshuffled_event import BlackAngelRavagersReshuffledEvent  # noqa: PLC0415
        from ..models.black_angel_ravagers_taken_event import BlackAngelRavagersTakenEvent  # noqa: PLC0415
        from ..models.black_angel_robot_assigned_event import BlackAngelRobotAssignedEvent  # noqa: PLC0415
        from ..models.black_angel_sequence_chosen_event import BlackAngelSequenceChosenEvent  # noqa: PLC0415
        from ..models.black_angel_ship_destroyed_event import BlackAngelShipDestroyedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_launched_event import BlackAngelShipLaunchedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_moved_event import BlackAngelShipMovedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_returned_event import BlackAngelShipReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_spes_reached_event import BlackAngelSpesReachedEvent  # noqa: PLC0415
        from ..models.black_angel_spes_revealed_event import BlackAngelSpesRevealedEvent  # noqa: PLC0415
        from ..models.black_angel_strip_flipped_event import BlackAngelStripFlippedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_activated_event import BlackAngelTileActivatedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_ejected_event import BlackAngelTileEjectedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_injected_event import BlackAngelTileInjectedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_taken_event import BlackAngelTileTakenEvent  # noqa: PLC0415
        from ..models.black_angel_tiles_added_event import BlackAngelTilesAddedEvent  # noqa: PLC0415
        from ..models.black_angel_turn_ended_event import BlackAngelTurnEndedEvent  # noqa: PLC0415
        from ..models.black_angel_vp_changed_event import BlackAngelVpChangedEvent  # noqa: PLC0415
        from ..models.chat_event import ChatEvent  # noqa: PLC0415
        from ..models.clock_event import ClockEvent  # noqa: PLC0415
        from ..models.fallen_angel_air_supremacy_event import FallenAngelAirSupremacyEvent  # noqa: PLC0415
        from ..models.fallen_angel_airship_moved_event import FallenAngelAirshipMovedEvent  # noqa: PLC0415
        from ..models.fallen_angel_barrack_filled_event import FallenAngelBarrackFilledEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_made_event import FallenAngelBidMadeEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_passed_event import FallenAngelBidPassedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_raised_event import FallenAngelBidRaisedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bidding_opened_event import FallenAngelBiddingOpenedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bids_revealed_event import FallenAngelBidsRevealedEvent  # noqa: PLC0415
        from ..models.fallen_angel_chain_activated_event import FallenAngelChainActivatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_declined_event import FallenAngelClashDeclinedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_ended_event import FallenAngelClashEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_shield_paid_event import FallenAngelClashShieldPaidEvent  # noqa: PLC0415
        from ..models.fallen_angel_conclusion_started_event import FallenAngelConclusionStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_gained_event import FallenAngelCubeGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_given_event import FallenAngelCubeGivenEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_rescued_event import FallenAngelCubeRescuedEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_rerolled_event import FallenAngelDiceRerolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_rolled_event import FallenAngelDiceRolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_type_adjusted_event import FallenAngelDiceTypeAdjustedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_assassinated_event import FallenAngelDieAssassinatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_discarded_event import FallenAngelDieDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_flipped_event import FallenAngelDieFlippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_jailed_event import FallenAngelDieJailedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_moved_event import FallenAngelDieMovedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_raised_event import FallenAngelDieRaisedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_summoned_event import FallenAngelDieSummonedEvent  # noqa: PLC0415
        from ..models.fallen_angel_enlistment_event import FallenAngelEnlistmentEvent  # noqa: PLC0415
        from ..models.fallen_angel_fight_started_event import FallenAngelFightStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_fight_stopped_event import FallenAngelFightStoppedEvent  # noqa: PLC0415
        from ..models.fallen_angel_formation_rerolled_event import FallenAngelFormationRerolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_formation_set_event import FallenAngelFormationSetEvent  # noqa: PLC0415
        from ..models.fallen_angel_full_gear_event import FallenAngelFullGearEvent  # noqa: PLC0415
        from ..models.fallen_angel_game_ended_event import FallenAngelGameEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_consumed_event import FallenAngelGemConsumedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_given_event import FallenAngelGemGivenEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_mined_event import FallenAngelGemMinedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_stored_event import FallenAngelGemStoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_gems_to_shields_started_event import FallenAngelGemsToShieldsStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_group_placed_event import FallenAngelGroupPlacedEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_arrival_event import FallenAngelHeroArrivalEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_kept_event import FallenAngelHeroKeptEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_played_event import FallenAngelHeroPlayedEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_put_back_event import FallenAngelHeroPutBackEvent  # noqa: PLC0415
        from ..models.fallen_angel_heroes_drawn_event import FallenAngelHeroesDrawnEvent  # noqa: PLC0415
        from ..models.fallen_angel_honor_tech_started_event import FallenAngelHonorTechStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_location_dominated_event import FallenAngelLocationDominatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_location_skulled_event import FallenAngelLocationSkulledEvent  # noqa: PLC0415
        from ..models.fallen_angel_main_phase_ended_event import FallenAngelMainPhaseEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_main_phase_started_event import FallenAngelMainPhaseStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_mining_ended_event import FallenAngelMiningEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_mining_started_event import FallenAngelMiningStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_die_destroyed_event import FallenAngelMonsterDieDestroyedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_die_flipped_event import FallenAngelMonsterDieFlippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_tile_discarded_event import FallenAngelMonsterTileDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_tile_salvaged_event import FallenAngelMonsterTileSalvagedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monsters_exploded_event import FallenAngelMonstersExplodedEvent  # noqa: PLC0415
        from ..models.fallen_angel_move_ended_event import FallenAngelMoveEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_movement_impossible_event import FallenAngelMovementImpossibleEvent  # noqa: PLC0415
        from ..models.fallen_angel_movement_started_event import FallenAngelMovementStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_compared_event import FallenAngelObjectiveComparedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_revealed_event import FallenAngelObjectiveRevealedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_scored_event import FallenAngelObjectiveScoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_agreed_event import FallenAngelOrderAgreedEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_chamber_event import FallenAngelOrderChamberEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_proposed_event import FallenAngelOrderProposedEvent  # noqa: PLC0415
        from ..models.fallen_angel_passed_event import FallenAngelPassedEvent  # noqa: PLC0415
        from ..models.fallen_angel_reset_event import FallenAngelResetEvent  # noqa: PLC0415
        from ..models.fallen_angel_resources_gained_event import FallenAngelResourcesGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_resources_spent_event import FallenAngelResourcesSpentEvent  # noqa: PLC0415
        from ..models.fallen_angel_roll_kept_event import FallenAngelRollKeptEvent  # noqa: PLC0415
        from ..models.fallen_angel_rolled_off_event import FallenAngelRolledOffEvent  # noqa: PLC0415
        from ..models.fallen_angel_round_started_event import FallenAngelRoundStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_dice_discarded_event import FallenAngelShadowDiceDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_dice_placed_event import FallenAngelShadowDicePlacedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_honor_gained_event import FallenAngelShadowHonorGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_honor_lost_event import FallenAngelShadowHonorLostEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_scored_event import FallenAngelShadowScoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_shields_to_engine_started_event import FallenAngelShieldsToEngineStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tech_copied_event import FallenAngelTechCopiedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tech_used_event import FallenAngelTechUsedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tile_skipped_event import FallenAngelTileSkippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tile_used_event import FallenAngelTileUsedEvent  # noqa: PLC0415
        from ..models.fallen_angel_vp_lost_event import FallenAngelVpLostEvent  # noqa: PLC0415
        from ..models.falling_blockade_revealed_event import FallingBlockadeRevealedEvent  # noqa: PLC0415
        from ..models.falling_cards_drawn_event import FallingCardsDrawnEvent  # noqa: PLC0415
        from ..models.falling_cards_revealed_event import FallingCardsRevealedEvent  # noqa: PLC0415
        from ..models.falling_conversion_declined_event import FallingConversionDeclinedEvent  # noqa: PLC0415
        from ..models.falling_conversion_resolved_event import FallingConversionResolvedEvent  # noqa: PLC0415
        from ..models.falling_danda_action_skipped_event import FallingDandaActionSkippedEvent  # noqa: PLC0415
        from ..models.falling_danda_ascended_event import FallingDandaAscendedEvent  # noqa: PLC0415
        from ..models.falling_danda_device_requested_event import FallingDandaDeviceRequestedEvent  # noqa: PLC0415
        from ..models.falling_danda_installed_event import FallingDandaInstalledEvent  # noqa: PLC0415
        from ..models.falling_danda_negotiated_event import FallingDandaNegotiatedEvent  # noqa: PLC0415
        from ..models.falling_delivery_card_given_event import FallingDeliveryCardGivenEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_kept_event import FallingDeliveryCardsKeptEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_returned_event import FallingDeliveryCardsReturnedEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_revealed_event import FallingDeliveryCardsRevealedEvent  # noqa: PLC0415
        from ..models.falling_device_installed_event import FallingDeviceInstalledEvent  # noqa: PLC0415
        from ..models.falling_device_retrieved_event import FallingDeviceRetrievedEvent  # noqa: PLC0415
        from ..models.falling_device_type_chosen_event import FallingDeviceTypeChosenEvent  # noqa: PLC0415
        from ..models.falling_exploration_started_event import FallingExplorationStartedEvent  # noqa: PLC0415
        from ..models.falling_flying_machine_ascended_event import FallingFlyingMachineAscendedEvent  # noqa: PLC0415
        from ..models.falling_goods_gained_event import FallingGoodsGainedEvent  # noqa: PLC0415
        from ..models.falling_guild_effect_used_event import FallingGuildEffectUsedEvent  # noqa: PLC0415
        from ..models.falling_materials_returned_event import FallingMaterialsReturnedEvent  # noqa: PLC0415
        from ..models.falling_negotiated_event import FallingNegotiatedEvent  # noqa: PLC0415
        from ..models.falling_npc_card_resolved_event import FallingNpcCardResolvedEvent  # noqa: PLC0415
        from ..models.falling_npc_card_revealed_event import FallingNpcCardRevealedEvent  # noqa: PLC0415
        from ..models.falling_overwork_paid_event import FallingOverworkPaidEvent  # noqa: PLC0415
        from ..models.falling_partner_chosen_event import FallingPartnerChosenEvent  # noqa: PLC0415
        from ..models.falling_partner_drafted_event import FallingPartnerDraftedEvent  # noqa: PLC0415
        from ..models.falling_partners_revealed_event import FallingPartnersRevealedEvent  # noqa: PLC0415
        from ..models.falling_pass_track_stepped_event import FallingPassTrackSteppedEvent  # noqa: PLC0415
        from ..models.falling_passed_event import FallingPassedEvent  # noqa: PLC0415
        from ..models.falling_retrieve_declined_event import FallingRetrieveDeclinedEvent  # noqa: PLC0415
        from ..models.falling_round_started_event import FallingRoundStartedEvent  # noqa: PLC0415
        from ..models.falling_skill_chips_retrieved_event import FallingSkillChipsRetrievedEvent  # noqa: PLC0415
        from ..models.falling_supply_chosen_event import FallingSupplyChosenEvent  # noqa: PLC0415
        from ..models.falling_tower_fell_event import FallingTowerFellEvent  # noqa: PLC0415
        from ..models.falling_vp_card_drawn_event import FallingVpCardDrawnEvent  # noqa: PLC0415
        from ..models.falling_vp_card_returned_event import FallingVpCardReturnedEvent  # noqa: PLC0415
        from ..models.falling_vp_cards_drawn_event import FallingVpCardsDrawnEvent  # noqa: PLC0415
        from ..models.game_advanced_event import GameAdvancedEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent  # noqa: PLC0415
        from ..models.message_event import MessageEvent  # noqa: PLC0415
        from ..models.moves_undone_event import MovesUndoneEvent  # noqa: PLC0415
        from ..models.player_joined_event import PlayerJoinedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AngelFuryAmbushedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryArchDamagedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryArchHealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryArchersShotEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryAreaDamagedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryBattleCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryBattleEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryBattlePrayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryBattleRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryBattleStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCardBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCharacterChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCharacterRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryChargedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryCommandSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryDamageSettledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryDeckRefilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryDeployedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryForcedRetreatEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryFreeCommandGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryFreeCommandLapsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryLeaderDeployedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryMoveEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryMustRetreatEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryOfferDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryOfferRefilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryReserveSwappedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryRetreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFurySentToReinforcementsEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFurySeraphReboughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFurySoulPointsScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryStartingCardReplacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTeamActionChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTeamActionVoidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTerrainDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTideAttackedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTideCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTideDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTideMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTrainingReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTroopCommandedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTroopMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTurnPartDoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryTurnStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryUnitsGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryUnitsLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryUpgradedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AngelFuryGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PlayerJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MessageEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, GameAdvancedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ChatEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatLeftEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AbortVotedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RematchCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MovesUndoneEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, ClockEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelAdvancedPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelAngelAdvancedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelBoardActionStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelBoardRefreshedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelCardPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelCubeRemovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDamageAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDebrisPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDebrisStoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDiceReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDiceRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieBoughtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieRepairedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieReservedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelDieTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelEndTriggeredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelFreeActivationDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelGoodsGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelGoodsPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelHalCardDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelHalCardRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelHalConvertedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelHalDeckReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelHalEffectVoidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionEjectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionNeutralizedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelMissionsExhaustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelNeutralDiceRefreshedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelNoUsableDieEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRavagerArrivedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRavagerDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRavagerResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRavagersReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRavagersTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelRobotAssignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelSequenceChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelShipDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelShipLaunchedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelShipMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelShipReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelSpesReachedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelSpesRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelStripFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTileActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTileEjectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTileInjectedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTileTakenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTilesAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelTurnEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelVpChangedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, BlackAngelGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelAirSupremacyEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelAirshipMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBarrackFilledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBidMadeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBidPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBidRaisedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBiddingOpenedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelBidsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelChainActivatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelClashDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelClashEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelClashShieldPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelConclusionStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelCubeGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelCubeGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelCubeRescuedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDiceRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDiceRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDiceTypeAdjustedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieAssassinatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieJailedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieRaisedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelDieSummonedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelEnlistmentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelFightStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelFightStoppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelFormationRerolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelFormationSetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelFullGearEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGemConsumedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGemGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGemMinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGemStoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGemsToShieldsStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGroupPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHeroArrivalEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHeroKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHeroPlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHeroPutBackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHeroesDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelHonorTechStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelLocationDominatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelLocationSkulledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMainPhaseEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMainPhaseStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMiningEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMiningStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMonsterDieDestroyedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMonsterDieFlippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMonsterTileDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMonsterTileSalvagedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMonstersExplodedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMoveEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMovementImpossibleEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelMovementStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelObjectiveComparedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelObjectiveRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelObjectiveScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelOrderAgreedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelOrderChamberEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelOrderProposedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelResetEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelResourcesGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelResourcesSpentEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelRollKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelRolledOffEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShadowDiceDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShadowDicePlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShadowHonorGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShadowHonorLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShadowScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelShieldsToEngineStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelTechCopiedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelTechUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelTileSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelTileUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelVpLostEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallenAngelGameEndedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingBlockadeRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingCardsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingConversionDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingConversionResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDandaActionSkippedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDandaAscendedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDandaDeviceRequestedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDandaInstalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDandaNegotiatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeliveryCardGivenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeliveryCardsKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeliveryCardsReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeliveryCardsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeviceInstalledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeviceRetrievedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingDeviceTypeChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingExplorationStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingFlyingMachineAscendedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingGoodsGainedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingGuildEffectUsedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingMaterialsReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingNegotiatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingNpcCardResolvedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingNpcCardRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingOverworkPaidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingPartnerChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingPartnerDraftedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingPartnersRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingPassTrackSteppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingRetrieveDeclinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingSkillChipsRetrievedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingSupplyChosenEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingTowerFellEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingVpCardDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingVpCardReturnedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, FallingVpCardsDrawnEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.abort_voted_event import AbortVotedEvent  # noqa: PLC0415
        from ..models.angel_fury_ambushed_event import AngelFuryAmbushedEvent  # noqa: PLC0415
        from ..models.angel_fury_arch_damaged_event import AngelFuryArchDamagedEvent  # noqa: PLC0415
        from ..models.angel_fury_arch_healed_event import AngelFuryArchHealedEvent  # noqa: PLC0415
        from ..models.angel_fury_archers_shot_event import AngelFuryArchersShotEvent  # noqa: PLC0415
        from ..models.angel_fury_area_damaged_event import AngelFuryAreaDamagedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_card_played_event import AngelFuryBattleCardPlayedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_ended_event import AngelFuryBattleEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_prayer_event import AngelFuryBattlePrayerEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_rolled_event import AngelFuryBattleRolledEvent  # noqa: PLC0415
        from ..models.angel_fury_battle_started_event import AngelFuryBattleStartedEvent  # noqa: PLC0415
        from ..models.angel_fury_card_bought_event import AngelFuryCardBoughtEvent  # noqa: PLC0415
        from ..models.angel_fury_card_discarded_event import AngelFuryCardDiscardedEvent  # noqa: PLC0415
        from ..models.angel_fury_card_played_event import AngelFuryCardPlayedEvent  # noqa: PLC0415
        from ..models.angel_fury_cards_drawn_event import AngelFuryCardsDrawnEvent  # noqa: PLC0415
        from ..models.angel_fury_character_chosen_event import AngelFuryCharacterChosenEvent  # noqa: PLC0415
        from ..models.angel_fury_character_revealed_event import AngelFuryCharacterRevealedEvent  # noqa: PLC0415
        from ..models.angel_fury_charged_event import AngelFuryChargedEvent  # noqa: PLC0415
        from ..models.angel_fury_command_spent_event import AngelFuryCommandSpentEvent  # noqa: PLC0415
        from ..models.angel_fury_damage_settled_event import AngelFuryDamageSettledEvent  # noqa: PLC0415
        from ..models.angel_fury_deck_refilled_event import AngelFuryDeckRefilledEvent  # noqa: PLC0415
        from ..models.angel_fury_deployed_event import AngelFuryDeployedEvent  # noqa: PLC0415
        from ..models.angel_fury_forced_retreat_event import AngelFuryForcedRetreatEvent  # noqa: PLC0415
        from ..models.angel_fury_free_command_gained_event import AngelFuryFreeCommandGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_free_command_lapsed_event import AngelFuryFreeCommandLapsedEvent  # noqa: PLC0415
        from ..models.angel_fury_gained_event import AngelFuryGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_game_ended_event import AngelFuryGameEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_leader_deployed_event import AngelFuryLeaderDeployedEvent  # noqa: PLC0415
        from ..models.angel_fury_move_ended_event import AngelFuryMoveEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_must_retreat_event import AngelFuryMustRetreatEvent  # noqa: PLC0415
        from ..models.angel_fury_offer_discarded_event import AngelFuryOfferDiscardedEvent  # noqa: PLC0415
        from ..models.angel_fury_offer_refilled_event import AngelFuryOfferRefilledEvent  # noqa: PLC0415
        from ..models.angel_fury_paid_event import AngelFuryPaidEvent  # noqa: PLC0415
        from ..models.angel_fury_reserve_swapped_event import AngelFuryReserveSwappedEvent  # noqa: PLC0415
        from ..models.angel_fury_retreated_event import AngelFuryRetreatedEvent  # noqa: PLC0415
        from ..models.angel_fury_sent_to_reinforcements_event import AngelFurySentToReinforcementsEvent  # noqa: PLC0415
        from ..models.angel_fury_seraph_rebought_event import AngelFurySeraphReboughtEvent  # noqa: PLC0415
        from ..models.angel_fury_soul_points_scored_event import AngelFurySoulPointsScoredEvent  # noqa: PLC0415
        from ..models.angel_fury_starting_card_replaced_event import AngelFuryStartingCardReplacedEvent  # noqa: PLC0415
        from ..models.angel_fury_team_action_chosen_event import AngelFuryTeamActionChosenEvent  # noqa: PLC0415
        from ..models.angel_fury_team_action_void_event import AngelFuryTeamActionVoidEvent  # noqa: PLC0415
        from ..models.angel_fury_terrain_destroyed_event import AngelFuryTerrainDestroyedEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_attacked_event import AngelFuryTideAttackedEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_card_drawn_event import AngelFuryTideCardDrawnEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_deck_reshuffled_event import AngelFuryTideDeckReshuffledEvent  # noqa: PLC0415
        from ..models.angel_fury_tide_moved_event import AngelFuryTideMovedEvent  # noqa: PLC0415
        from ..models.angel_fury_training_reshuffled_event import AngelFuryTrainingReshuffledEvent  # noqa: PLC0415
        from ..models.angel_fury_troop_commanded_event import AngelFuryTroopCommandedEvent  # noqa: PLC0415
        from ..models.angel_fury_troop_moved_event import AngelFuryTroopMovedEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_ended_event import AngelFuryTurnEndedEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_part_done_event import AngelFuryTurnPartDoneEvent  # noqa: PLC0415
        from ..models.angel_fury_turn_started_event import AngelFuryTurnStartedEvent  # noqa: PLC0415
        from ..models.angel_fury_units_gained_event import AngelFuryUnitsGainedEvent  # noqa: PLC0415
        from ..models.angel_fury_units_lost_event import AngelFuryUnitsLostEvent  # noqa: PLC0415
        from ..models.angel_fury_upgraded_event import AngelFuryUpgradedEvent  # noqa: PLC0415
        from ..models.black_angel_advanced_placed_event import BlackAngelAdvancedPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_angel_advanced_event import BlackAngelAngelAdvancedEvent  # noqa: PLC0415
        from ..models.black_angel_board_action_started_event import BlackAngelBoardActionStartedEvent  # noqa: PLC0415
        from ..models.black_angel_board_refreshed_event import BlackAngelBoardRefreshedEvent  # noqa: PLC0415
        from ..models.black_angel_card_played_event import BlackAngelCardPlayedEvent  # noqa: PLC0415
        from ..models.black_angel_cube_removed_event import BlackAngelCubeRemovedEvent  # noqa: PLC0415
        from ..models.black_angel_damage_added_event import BlackAngelDamageAddedEvent  # noqa: PLC0415
        from ..models.black_angel_debris_placed_event import BlackAngelDebrisPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_debris_stored_event import BlackAngelDebrisStoredEvent  # noqa: PLC0415
        from ..models.black_angel_dice_returned_event import BlackAngelDiceReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_dice_rolled_event import BlackAngelDiceRolledEvent  # noqa: PLC0415
        from ..models.black_angel_die_bought_event import BlackAngelDieBoughtEvent  # noqa: PLC0415
        from ..models.black_angel_die_flipped_event import BlackAngelDieFlippedEvent  # noqa: PLC0415
        from ..models.black_angel_die_repaired_event import BlackAngelDieRepairedEvent  # noqa: PLC0415
        from ..models.black_angel_die_reserved_event import BlackAngelDieReservedEvent  # noqa: PLC0415
        from ..models.black_angel_die_returned_event import BlackAngelDieReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_die_taken_event import BlackAngelDieTakenEvent  # noqa: PLC0415
        from ..models.black_angel_end_triggered_event import BlackAngelEndTriggeredEvent  # noqa: PLC0415
        from ..models.black_angel_free_activation_declined_event import BlackAngelFreeActivationDeclinedEvent  # noqa: PLC0415
        from ..models.black_angel_game_ended_event import BlackAngelGameEndedEvent  # noqa: PLC0415
        from ..models.black_angel_goods_gained_event import BlackAngelGoodsGainedEvent  # noqa: PLC0415
        from ..models.black_angel_goods_paid_event import BlackAngelGoodsPaidEvent  # noqa: PLC0415
        from ..models.black_angel_hal_card_discarded_event import BlackAngelHalCardDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_card_revealed_event import BlackAngelHalCardRevealedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_converted_event import BlackAngelHalConvertedEvent  # noqa: PLC0415
        from ..models.black_angel_hal_deck_reshuffled_event import BlackAngelHalDeckReshuffledEvent  # noqa: PLC0415
        from ..models.black_angel_hal_effect_void_event import BlackAngelHalEffectVoidEvent  # noqa: PLC0415
        from ..models.black_angel_mission_activated_event import BlackAngelMissionActivatedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_discarded_event import BlackAngelMissionDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_drawn_event import BlackAngelMissionDrawnEvent  # noqa: PLC0415
        from ..models.black_angel_mission_ejected_event import BlackAngelMissionEjectedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_neutralized_event import BlackAngelMissionNeutralizedEvent  # noqa: PLC0415
        from ..models.black_angel_mission_placed_event import BlackAngelMissionPlacedEvent  # noqa: PLC0415
        from ..models.black_angel_missions_exhausted_event import BlackAngelMissionsExhaustedEvent  # noqa: PLC0415
        from ..models.black_angel_neutral_dice_refreshed_event import BlackAngelNeutralDiceRefreshedEvent  # noqa: PLC0415
        from ..models.black_angel_no_usable_die_event import BlackAngelNoUsableDieEvent  # noqa: PLC0415
        from ..models.black_angel_passed_event import BlackAngelPassedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_arrived_event import BlackAngelRavagerArrivedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_discarded_event import BlackAngelRavagerDiscardedEvent  # noqa: PLC0415
        from ..models.black_angel_ravager_resolved_event import BlackAngelRavagerResolvedEvent  # noqa: PLC0415
        from ..models.black_angel_ravagers_reshuffled_event import BlackAngelRavagersReshuffledEvent  # noqa: PLC0415
        from ..models.black_angel_ravagers_taken_event import BlackAngelRavagersTakenEvent  # noqa: PLC0415
        from ..models.black_angel_robot_assigned_event import BlackAngelRobotAssignedEvent  # noqa: PLC0415
        from ..models.black_angel_sequence_chosen_event import BlackAngelSequenceChosenEvent  # noqa: PLC0415
        from ..models.black_angel_ship_destroyed_event import BlackAngelShipDestroyedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_launched_event import BlackAngelShipLaunchedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_moved_event import BlackAngelShipMovedEvent  # noqa: PLC0415
        from ..models.black_angel_ship_returned_event import BlackAngelShipReturnedEvent  # noqa: PLC0415
        from ..models.black_angel_spes_reached_event import BlackAngelSpesReachedEvent  # noqa: PLC0415
        from ..models.black_angel_spes_revealed_event import BlackAngelSpesRevealedEvent  # noqa: PLC0415
        from ..models.black_angel_strip_flipped_event import BlackAngelStripFlippedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_activated_event import BlackAngelTileActivatedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_ejected_event import BlackAngelTileEjectedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_injected_event import BlackAngelTileInjectedEvent  # noqa: PLC0415
        from ..models.black_angel_tile_taken_event import BlackAngelTileTakenEvent  # noqa: PLC0415
        from ..models.black_angel_tiles_added_event import BlackAngelTilesAddedEvent  # noqa: PLC0415
        from ..models.black_angel_turn_ended_event import BlackAngelTurnEndedEvent  # noqa: PLC0415
        from ..models.black_angel_vp_changed_event import BlackAngelVpChangedEvent  # noqa: PLC0415
        from ..models.chat_event import ChatEvent  # noqa: PLC0415
        from ..models.clock_event import ClockEvent  # noqa: PLC0415
        from ..models.fallen_angel_air_supremacy_event import FallenAngelAirSupremacyEvent  # noqa: PLC0415
        from ..models.fallen_angel_airship_moved_event import FallenAngelAirshipMovedEvent  # noqa: PLC0415
        from ..models.fallen_angel_barrack_filled_event import FallenAngelBarrackFilledEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_made_event import FallenAngelBidMadeEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_passed_event import FallenAngelBidPassedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bid_raised_event import FallenAngelBidRaisedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bidding_opened_event import FallenAngelBiddingOpenedEvent  # noqa: PLC0415
        from ..models.fallen_angel_bids_revealed_event import FallenAngelBidsRevealedEvent  # noqa: PLC0415
        from ..models.fallen_angel_chain_activated_event import FallenAngelChainActivatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_declined_event import FallenAngelClashDeclinedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_ended_event import FallenAngelClashEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_clash_shield_paid_event import FallenAngelClashShieldPaidEvent  # noqa: PLC0415
        from ..models.fallen_angel_conclusion_started_event import FallenAngelConclusionStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_gained_event import FallenAngelCubeGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_given_event import FallenAngelCubeGivenEvent  # noqa: PLC0415
        from ..models.fallen_angel_cube_rescued_event import FallenAngelCubeRescuedEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_rerolled_event import FallenAngelDiceRerolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_rolled_event import FallenAngelDiceRolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_dice_type_adjusted_event import FallenAngelDiceTypeAdjustedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_assassinated_event import FallenAngelDieAssassinatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_discarded_event import FallenAngelDieDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_flipped_event import FallenAngelDieFlippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_jailed_event import FallenAngelDieJailedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_moved_event import FallenAngelDieMovedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_raised_event import FallenAngelDieRaisedEvent  # noqa: PLC0415
        from ..models.fallen_angel_die_summoned_event import FallenAngelDieSummonedEvent  # noqa: PLC0415
        from ..models.fallen_angel_enlistment_event import FallenAngelEnlistmentEvent  # noqa: PLC0415
        from ..models.fallen_angel_fight_started_event import FallenAngelFightStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_fight_stopped_event import FallenAngelFightStoppedEvent  # noqa: PLC0415
        from ..models.fallen_angel_formation_rerolled_event import FallenAngelFormationRerolledEvent  # noqa: PLC0415
        from ..models.fallen_angel_formation_set_event import FallenAngelFormationSetEvent  # noqa: PLC0415
        from ..models.fallen_angel_full_gear_event import FallenAngelFullGearEvent  # noqa: PLC0415
        from ..models.fallen_angel_game_ended_event import FallenAngelGameEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_consumed_event import FallenAngelGemConsumedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_given_event import FallenAngelGemGivenEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_mined_event import FallenAngelGemMinedEvent  # noqa: PLC0415
        from ..models.fallen_angel_gem_stored_event import FallenAngelGemStoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_gems_to_shields_started_event import FallenAngelGemsToShieldsStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_group_placed_event import FallenAngelGroupPlacedEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_arrival_event import FallenAngelHeroArrivalEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_kept_event import FallenAngelHeroKeptEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_played_event import FallenAngelHeroPlayedEvent  # noqa: PLC0415
        from ..models.fallen_angel_hero_put_back_event import FallenAngelHeroPutBackEvent  # noqa: PLC0415
        from ..models.fallen_angel_heroes_drawn_event import FallenAngelHeroesDrawnEvent  # noqa: PLC0415
        from ..models.fallen_angel_honor_tech_started_event import FallenAngelHonorTechStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_location_dominated_event import FallenAngelLocationDominatedEvent  # noqa: PLC0415
        from ..models.fallen_angel_location_skulled_event import FallenAngelLocationSkulledEvent  # noqa: PLC0415
        from ..models.fallen_angel_main_phase_ended_event import FallenAngelMainPhaseEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_main_phase_started_event import FallenAngelMainPhaseStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_mining_ended_event import FallenAngelMiningEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_mining_started_event import FallenAngelMiningStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_die_destroyed_event import FallenAngelMonsterDieDestroyedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_die_flipped_event import FallenAngelMonsterDieFlippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_tile_discarded_event import FallenAngelMonsterTileDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monster_tile_salvaged_event import FallenAngelMonsterTileSalvagedEvent  # noqa: PLC0415
        from ..models.fallen_angel_monsters_exploded_event import FallenAngelMonstersExplodedEvent  # noqa: PLC0415
        from ..models.fallen_angel_move_ended_event import FallenAngelMoveEndedEvent  # noqa: PLC0415
        from ..models.fallen_angel_movement_impossible_event import FallenAngelMovementImpossibleEvent  # noqa: PLC0415
        from ..models.fallen_angel_movement_started_event import FallenAngelMovementStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_compared_event import FallenAngelObjectiveComparedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_revealed_event import FallenAngelObjectiveRevealedEvent  # noqa: PLC0415
        from ..models.fallen_angel_objective_scored_event import FallenAngelObjectiveScoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_agreed_event import FallenAngelOrderAgreedEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_chamber_event import FallenAngelOrderChamberEvent  # noqa: PLC0415
        from ..models.fallen_angel_order_proposed_event import FallenAngelOrderProposedEvent  # noqa: PLC0415
        from ..models.fallen_angel_passed_event import FallenAngelPassedEvent  # noqa: PLC0415
        from ..models.fallen_angel_reset_event import FallenAngelResetEvent  # noqa: PLC0415
        from ..models.fallen_angel_resources_gained_event import FallenAngelResourcesGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_resources_spent_event import FallenAngelResourcesSpentEvent  # noqa: PLC0415
        from ..models.fallen_angel_roll_kept_event import FallenAngelRollKeptEvent  # noqa: PLC0415
        from ..models.fallen_angel_rolled_off_event import FallenAngelRolledOffEvent  # noqa: PLC0415
        from ..models.fallen_angel_round_started_event import FallenAngelRoundStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_dice_discarded_event import FallenAngelShadowDiceDiscardedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_dice_placed_event import FallenAngelShadowDicePlacedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_honor_gained_event import FallenAngelShadowHonorGainedEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_honor_lost_event import FallenAngelShadowHonorLostEvent  # noqa: PLC0415
        from ..models.fallen_angel_shadow_scored_event import FallenAngelShadowScoredEvent  # noqa: PLC0415
        from ..models.fallen_angel_shields_to_engine_started_event import FallenAngelShieldsToEngineStartedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tech_copied_event import FallenAngelTechCopiedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tech_used_event import FallenAngelTechUsedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tile_skipped_event import FallenAngelTileSkippedEvent  # noqa: PLC0415
        from ..models.fallen_angel_tile_used_event import FallenAngelTileUsedEvent  # noqa: PLC0415
        from ..models.fallen_angel_vp_lost_event import FallenAngelVpLostEvent  # noqa: PLC0415
        from ..models.falling_blockade_revealed_event import FallingBlockadeRevealedEvent  # noqa: PLC0415
        from ..models.falling_cards_drawn_event import FallingCardsDrawnEvent  # noqa: PLC0415
        from ..models.falling_cards_revealed_event import FallingCardsRevealedEvent  # noqa: PLC0415
        from ..models.falling_conversion_declined_event import FallingConversionDeclinedEvent  # noqa: PLC0415
        from ..models.falling_conversion_resolved_event import FallingConversionResolvedEvent  # noqa: PLC0415
        from ..models.falling_danda_action_skipped_event import FallingDandaActionSkippedEvent  # noqa: PLC0415
        from ..models.falling_danda_ascended_event import FallingDandaAscendedEvent  # noqa: PLC0415
        from ..models.falling_danda_device_requested_event import FallingDandaDeviceRequestedEvent  # noqa: PLC0415
        from ..models.falling_danda_installed_event import FallingDandaInstalledEvent  # noqa: PLC0415
        from ..models.falling_danda_negotiated_event import FallingDandaNegotiatedEvent  # noqa: PLC0415
        from ..models.falling_delivery_card_given_event import FallingDeliveryCardGivenEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_kept_event import FallingDeliveryCardsKeptEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_returned_event import FallingDeliveryCardsReturnedEvent  # noqa: PLC0415
        from ..models.falling_delivery_cards_revealed_event import FallingDeliveryCardsRevealedEvent  # noqa: PLC0415
        from ..models.falling_device_installed_event import FallingDeviceInstalledEvent  # noqa: PLC0415
        from ..models.falling_device_retrieved_event import FallingDeviceRetrievedEvent  # noqa: PLC0415
        from ..models.falling_device_type_chosen_event import FallingDeviceTypeChosenEvent  # noqa: PLC0415
        from ..models.falling_exploration_started_event import FallingExplorationStartedEvent  # noqa: PLC0415
        from ..models.falling_flying_machine_ascended_event import FallingFlyingMachineAscendedEvent  # noqa: PLC0415
        from ..models.falling_game_ended_event import FallingGameEndedEvent  # noqa: PLC0415
        from ..models.falling_goods_gained_event import FallingGoodsGainedEvent  # noqa: PLC0415
        from ..models.falling_guild_effect_used_event import FallingGuildEffectUsedEvent  # noqa: PLC0415
        from ..models.falling_materials_returned_event import FallingMaterialsReturnedEvent  # noqa: PLC0415
        from ..models.falling_negotiated_event import FallingNegotiatedEvent  # noqa: PLC0415
        from ..models.falling_npc_card_resolved_event import FallingNpcCardResolvedEvent  # noqa: PLC0415
        from ..models.falling_npc_card_revealed_event import FallingNpcCardRevealedEvent  # noqa: PLC0415
        from ..models.falling_overwork_paid_event import FallingOverworkPaidEvent  # noqa: PLC0415
        from ..models.falling_partner_chosen_event import FallingPartnerChosenEvent  # noqa: PLC0415
        from ..models.falling_partner_drafted_event import FallingPartnerDraftedEvent  # noqa: PLC0415
        from ..models.falling_partners_revealed_event import FallingPartnersRevealedEvent  # noqa: PLC0415
        from ..models.falling_pass_track_stepped_event import FallingPassTrackSteppedEvent  # noqa: PLC0415
        from ..models.falling_passed_event import FallingPassedEvent  # noqa: PLC0415
        from ..models.falling_retrieve_declined_event import FallingRetrieveDeclinedEvent  # noqa: PLC0415
        from ..models.falling_round_started_event import FallingRoundStartedEvent  # noqa: PLC0415
        from ..models.falling_skill_chips_retrieved_event import FallingSkillChipsRetrievedEvent  # noqa: PLC0415
        from ..models.falling_supply_chosen_event import FallingSupplyChosenEvent  # noqa: PLC0415
        from ..models.falling_tower_fell_event import FallingTowerFellEvent  # noqa: PLC0415
        from ..models.falling_vp_card_drawn_event import FallingVpCardDrawnEvent  # noqa: PLC0415
        from ..models.falling_vp_card_returned_event import FallingVpCardReturnedEvent  # noqa: PLC0415
        from ..models.falling_vp_cards_drawn_event import FallingVpCardsDrawnEvent  # noqa: PLC0415
        from ..models.game_advanced_event import GameAdvancedEvent  # noqa: PLC0415
        from ..models.game_created_event import GameCreatedEvent  # noqa: PLC0415
        from ..models.game_started_event import GameStartedEvent  # noqa: PLC0415
        from ..models.message_event import MessageEvent  # noqa: PLC0415
        from ..models.moves_undone_event import MovesUndoneEvent  # noqa: PLC0415
        from ..models.player_joined_event import PlayerJoinedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_left_event import SeatLeftEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AbortVotedEvent
                | AngelFuryAmbushedEvent
                | AngelFuryArchDamagedEvent
                | AngelFuryArchersShotEvent
                | AngelFuryArchHealedEvent
                | AngelFuryAreaDamagedEvent
                | AngelFuryBattleCardPlayedEvent
                | AngelFuryBattleEndedEvent
                | AngelFuryBattlePrayerEvent
                | AngelFuryBattleRolledEvent
                | AngelFuryBattleStartedEvent
                | AngelFuryCardBoughtEvent
                | AngelFuryCardDiscardedEvent
                | AngelFuryCardPlayedEvent
                | AngelFuryCardsDrawnEvent
                | AngelFuryCharacterChosenEvent
                | AngelFuryCharacterRevealedEvent
                | AngelFuryChargedEvent
                | AngelFuryCommandSpentEvent
                | AngelFuryDamageSettledEvent
                | AngelFuryDeckRefilledEvent
                | AngelFuryDeployedEvent
                | AngelFuryForcedRetreatEvent
                | AngelFuryFreeCommandGainedEvent
                | AngelFuryFreeCommandLapsedEvent
                | AngelFuryGainedEvent
                | AngelFuryGameEndedEvent
                | AngelFuryLeaderDeployedEvent
                | AngelFuryMoveEndedEvent
                | AngelFuryMustRetreatEvent
                | AngelFuryOfferDiscardedEvent
                | AngelFuryOfferRefilledEvent
                | AngelFuryPaidEvent
                | AngelFuryReserveSwappedEvent
                | AngelFuryRetreatedEvent
                | AngelFurySentToReinforcementsEvent
                | AngelFurySeraphReboughtEvent
                | AngelFurySoulPointsScoredEvent
                | AngelFuryStartingCardReplacedEvent
                | AngelFuryTeamActionChosenEvent
                | AngelFuryTeamActionVoidEvent
                | AngelFuryTerrainDestroyedEvent
                | AngelFuryTideAttackedEvent
                | AngelFuryTideCardDrawnEvent
                | AngelFuryTideDeckReshuffledEvent
                | AngelFuryTideMovedEvent
                | AngelFuryTrainingReshuffledEvent
                | AngelFuryTroopCommandedEvent
                | AngelFuryTroopMovedEvent
                | AngelFuryTurnEndedEvent
                | AngelFuryTurnPartDoneEvent
                | AngelFuryTurnStartedEvent
                | AngelFuryUnitsGainedEvent
                | AngelFuryUnitsLostEvent
                | AngelFuryUpgradedEvent
                | BlackAngelAdvancedPlacedEvent
                | BlackAngelAngelAdvancedEvent
                | BlackAngelBoardActionStartedEvent
                | BlackAngelBoardRefreshedEvent
                | BlackAngelCardPlayedEvent
                | BlackAngelCubeRemovedEvent
                | BlackAngelDamageAddedEvent
                | BlackAngelDebrisPlacedEvent
                | BlackAngelDebrisStoredEvent
                | BlackAngelDiceReturnedEvent
                | BlackAngelDiceRolledEvent
                | BlackAngelDieBoughtEvent
                | BlackAngelDieFlippedEvent
                | BlackAngelDieRepairedEvent
                | BlackAngelDieReservedEvent
                | BlackAngelDieReturnedEvent
                | BlackAngelDieTakenEvent
                | BlackAngelEndTriggeredEvent
                | BlackAngelFreeActivationDeclinedEvent
                | BlackAngelGameEndedEvent
                | BlackAngelGoodsGainedEvent
                | BlackAngelGoodsPaidEvent
                | BlackAngelHalCardDiscardedEvent
                | BlackAngelHalCardRevealedEvent
                | BlackAngelHalConvertedEvent
                | BlackAngelHalDeckReshuffledEvent
                | BlackAngelHalEffectVoidEvent
                | BlackAngelMissionActivatedEvent
                | BlackAngelMissionDiscardedEvent
                | BlackAngelMissionDrawnEvent
                | BlackAngelMissionEjectedEvent
                | BlackAngelMissionNeutralizedEvent
                | BlackAngelMissionPlacedEvent
                | BlackAngelMissionsExhaustedEvent
                | BlackAngelNeutralDiceRefreshedEvent
                | BlackAngelNoUsableDieEvent
                | BlackAngelPassedEvent
                | BlackAngelRavagerArrivedEvent
                | BlackAngelRavagerDiscardedEvent
                | BlackAngelRavagerResolvedEvent
                | BlackAngelRavagersReshuffledEvent
                | BlackAngelRavagersTakenEvent
                | BlackAngelRobotAssignedEvent
                | BlackAngelSequenceChosenEvent
                | BlackAngelShipDestroyedEvent
                | BlackAngelShipLaunchedEvent
                | BlackAngelShipMovedEvent
                | BlackAngelShipReturnedEvent
                | BlackAngelSpesReachedEvent
                | BlackAngelSpesRevealedEvent
                | BlackAngelStripFlippedEvent
                | BlackAngelTileActivatedEvent
                | BlackAngelTileEjectedEvent
                | BlackAngelTileInjectedEvent
                | BlackAngelTilesAddedEvent
                | BlackAngelTileTakenEvent
                | BlackAngelTurnEndedEvent
                | BlackAngelVpChangedEvent
                | ChatEvent
                | ClockEvent
                | FallenAngelAirshipMovedEvent
                | FallenAngelAirSupremacyEvent
                | FallenAngelBarrackFilledEvent
                | FallenAngelBiddingOpenedEvent
                | FallenAngelBidMadeEvent
                | FallenAngelBidPassedEvent
                | FallenAngelBidRaisedEvent
                | FallenAngelBidsRevealedEvent
                | FallenAngelChainActivatedEvent
                | FallenAngelClashDeclinedEvent
                | FallenAngelClashEndedEvent
                | FallenAngelClashShieldPaidEvent
                | FallenAngelConclusionStartedEvent
                | FallenAngelCubeGainedEvent
                | FallenAngelCubeGivenEvent
                | FallenAngelCubeRescuedEvent
                | FallenAngelDiceRerolledEvent
                | FallenAngelDiceRolledEvent
                | FallenAngelDiceTypeAdjustedEvent
                | FallenAngelDieAssassinatedEvent
                | FallenAngelDieDiscardedEvent
                | FallenAngelDieFlippedEvent
                | FallenAngelDieJailedEvent
                | FallenAngelDieMovedEvent
                | FallenAngelDieRaisedEvent
                | FallenAngelDieSummonedEvent
                | FallenAngelEnlistmentEvent
                | FallenAngelFightStartedEvent
                | FallenAngelFightStoppedEvent
                | FallenAngelFormationRerolledEvent
                | FallenAngelFormationSetEvent
                | FallenAngelFullGearEvent
                | FallenAngelGameEndedEvent
                | FallenAngelGemConsumedEvent
                | FallenAngelGemGivenEvent
                | FallenAngelGemMinedEvent
                | FallenAngelGemStoredEvent
                | FallenAngelGemsToShieldsStartedEvent
                | FallenAngelGroupPlacedEvent
                | FallenAngelHeroArrivalEvent
                | FallenAngelHeroesDrawnEvent
                | FallenAngelHeroKeptEvent
                | FallenAngelHeroPlayedEvent
                | FallenAngelHeroPutBackEvent
                | FallenAngelHonorTechStartedEvent
                | FallenAngelLocationDominatedEvent
                | FallenAngelLocationSkulledEvent
                | FallenAngelMainPhaseEndedEvent
                | FallenAngelMainPhaseStartedEvent
                | FallenAngelMiningEndedEvent
                | FallenAngelMiningStartedEvent
                | FallenAngelMonsterDieDestroyedEvent
                | FallenAngelMonsterDieFlippedEvent
                | FallenAngelMonstersExplodedEvent
                | FallenAngelMonsterTileDiscardedEvent
                | FallenAngelMonsterTileSalvagedEvent
                | FallenAngelMoveEndedEvent
                | FallenAngelMovementImpossibleEvent
                | FallenAngelMovementStartedEvent
                | FallenAngelObjectiveComparedEvent
                | FallenAngelObjectiveRevealedEvent
                | FallenAngelObjectiveScoredEvent
                | FallenAngelOrderAgreedEvent
                | FallenAngelOrderChamberEvent
                | FallenAngelOrderProposedEvent
                | FallenAngelPassedEvent
                | FallenAngelResetEvent
                | FallenAngelResourcesGainedEvent
                | FallenAngelResourcesSpentEvent
                | FallenAngelRolledOffEvent
                | FallenAngelRollKeptEvent
                | FallenAngelRoundStartedEvent
                | FallenAngelShadowDiceDiscardedEvent
                | FallenAngelShadowDicePlacedEvent
                | FallenAngelShadowHonorGainedEvent
                | FallenAngelShadowHonorLostEvent
                | FallenAngelShadowScoredEvent
                | FallenAngelShieldsToEngineStartedEvent
                | FallenAngelTechCopiedEvent
                | FallenAngelTechUsedEvent
                | FallenAngelTileSkippedEvent
                | FallenAngelTileUsedEvent
                | FallenAngelVpLostEvent
                | FallingBlockadeRevealedEvent
                | FallingCardsDrawnEvent
                | FallingCardsRevealedEvent
                | FallingConversionDeclinedEvent
                | FallingConversionResolvedEvent
                | FallingDandaActionSkippedEvent
                | FallingDandaAscendedEvent
                | FallingDandaDeviceRequestedEvent
                | FallingDandaInstalledEvent
                | FallingDandaNegotiatedEvent
                | FallingDeliveryCardGivenEvent
                | FallingDeliveryCardsKeptEvent
                | FallingDeliveryCardsReturnedEvent
                | FallingDeliveryCardsRevealedEvent
                | FallingDeviceInstalledEvent
                | FallingDeviceRetrievedEvent
                | FallingDeviceTypeChosenEvent
                | FallingExplorationStartedEvent
                | FallingFlyingMachineAscendedEvent
                | FallingGameEndedEvent
                | FallingGoodsGainedEvent
                | FallingGuildEffectUsedEvent
                | FallingMaterialsReturnedEvent
                | FallingNegotiatedEvent
                | FallingNpcCardResolvedEvent
                | FallingNpcCardRevealedEvent
                | FallingOverworkPaidEvent
                | FallingPartnerChosenEvent
                | FallingPartnerDraftedEvent
                | FallingPartnersRevealedEvent
                | FallingPassedEvent
                | FallingPassTrackSteppedEvent
                | FallingRetrieveDeclinedEvent
                | FallingRoundStartedEvent
                | FallingSkillChipsRetrievedEvent
                | FallingSupplyChosenEvent
                | FallingTowerFellEvent
                | FallingVpCardDrawnEvent
                | FallingVpCardReturnedEvent
                | FallingVpCardsDrawnEvent
                | GameAdvancedEvent
                | GameCreatedEvent
                | GameStartedEvent
                | MessageEvent
                | MovesUndoneEvent
                | PlayerJoinedEvent
                | RematchCreatedEvent
                | SeatLeftEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_0 = AngelFuryAmbushedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_1 = AngelFuryArchDamagedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_2 = AngelFuryArchHealedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_3 = AngelFuryArchersShotEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_4 = AngelFuryAreaDamagedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_5 = AngelFuryBattleCardPlayedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_6 = AngelFuryBattleEndedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_7 = AngelFuryBattlePrayerEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_8 = AngelFuryBattleRolledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_9 = AngelFuryBattleStartedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_10 = AngelFuryCardBoughtEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_11 = AngelFuryCardDiscardedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_12 = AngelFuryCardPlayedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_13 = AngelFuryCardsDrawnEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_14 = AngelFuryCharacterChosenEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_15 = AngelFuryCharacterRevealedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_16 = AngelFuryChargedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_17 = AngelFuryCommandSpentEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_18 = AngelFuryDamageSettledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_19 = AngelFuryDeckRefilledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_20 = AngelFuryDeployedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_21 = AngelFuryForcedRetreatEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_22 = AngelFuryFreeCommandGainedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_23 = AngelFuryFreeCommandLapsedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_24 = AngelFuryGainedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_25 = AngelFuryLeaderDeployedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_26 = AngelFuryMoveEndedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_27 = AngelFuryMustRetreatEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_28 = AngelFuryOfferDiscardedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_29 = AngelFuryOfferRefilledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_30 = AngelFuryPaidEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_31 = AngelFuryReserveSwappedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_32 = AngelFuryRetreatedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_33 = AngelFurySentToReinforcementsEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_34 = AngelFurySeraphReboughtEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_35 = AngelFurySoulPointsScoredEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_36 = AngelFuryStartingCardReplacedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_37 = AngelFuryTeamActionChosenEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_38 = AngelFuryTeamActionVoidEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_39 = AngelFuryTerrainDestroyedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_40 = AngelFuryTideAttackedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_41 = AngelFuryTideCardDrawnEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_42 = AngelFuryTideDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_43 = AngelFuryTideMovedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_44 = AngelFuryTrainingReshuffledEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_45 = AngelFuryTroopCommandedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_46 = AngelFuryTroopMovedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_47 = AngelFuryTurnEndedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_48 = AngelFuryTurnPartDoneEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_49 = AngelFuryTurnStartedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_50 = AngelFuryUnitsGainedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_51 = AngelFuryUnitsLostEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_52 = AngelFuryUpgradedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_53 = AngelFuryGameEndedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_54 = GameCreatedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_55 = PlayerJoinedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_56 = GameStartedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_57 = MessageEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_58 = GameAdvancedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_59 = ChatEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_60 = SeatLeftEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_61 = AbortVotedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_62 = RematchCreatedEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_63 = MovesUndoneEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_angel_fury_event_type_64 = ClockEvent.from_dict(data)

                    return componentsschemas_angel_fury_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_0 = BlackAngelAdvancedPlacedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_1 = BlackAngelAngelAdvancedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_2 = BlackAngelBoardActionStartedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_3 = BlackAngelBoardRefreshedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_4 = BlackAngelCardPlayedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_5 = BlackAngelCubeRemovedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_6 = BlackAngelDamageAddedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_7 = BlackAngelDebrisPlacedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_8 = BlackAngelDebrisStoredEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_9 = BlackAngelDiceReturnedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_10 = BlackAngelDiceRolledEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_11 = BlackAngelDieBoughtEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_12 = BlackAngelDieFlippedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_13 = BlackAngelDieRepairedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_14 = BlackAngelDieReservedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_15 = BlackAngelDieReturnedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_16 = BlackAngelDieTakenEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_17 = BlackAngelEndTriggeredEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_18 = BlackAngelFreeActivationDeclinedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_19 = BlackAngelGoodsGainedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_20 = BlackAngelGoodsPaidEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_21 = BlackAngelHalCardDiscardedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_22 = BlackAngelHalCardRevealedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_23 = BlackAngelHalConvertedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_24 = BlackAngelHalDeckReshuffledEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_25 = BlackAngelHalEffectVoidEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_26 = BlackAngelMissionActivatedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_27 = BlackAngelMissionDiscardedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_28 = BlackAngelMissionDrawnEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_29 = BlackAngelMissionEjectedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_30 = BlackAngelMissionNeutralizedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_31 = BlackAngelMissionPlacedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_32 = BlackAngelMissionsExhaustedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_33 = BlackAngelNeutralDiceRefreshedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_34 = BlackAngelNoUsableDieEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_35 = BlackAngelPassedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_36 = BlackAngelRavagerArrivedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_37 = BlackAngelRavagerDiscardedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_38 = BlackAngelRavagerResolvedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_39 = BlackAngelRavagersReshuffledEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_40 = BlackAngelRavagersTakenEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_41 = BlackAngelRobotAssignedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_42 = BlackAngelSequenceChosenEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_43 = BlackAngelShipDestroyedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_44 = BlackAngelShipLaunchedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_45 = BlackAngelShipMovedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_46 = BlackAngelShipReturnedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_47 = BlackAngelSpesReachedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_48 = BlackAngelSpesRevealedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_49 = BlackAngelStripFlippedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_50 = BlackAngelTileActivatedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_51 = BlackAngelTileEjectedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_52 = BlackAngelTileInjectedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_53 = BlackAngelTileTakenEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_54 = BlackAngelTilesAddedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_55 = BlackAngelTurnEndedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_56 = BlackAngelVpChangedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_black_angel_event_type_57 = BlackAngelGameEndedEvent.from_dict(data)

                    return componentsschemas_black_angel_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_0 = FallenAngelAirSupremacyEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_1 = FallenAngelAirshipMovedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_2 = FallenAngelBarrackFilledEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_3 = FallenAngelBidMadeEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_4 = FallenAngelBidPassedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_5 = FallenAngelBidRaisedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_6 = FallenAngelBiddingOpenedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_7 = FallenAngelBidsRevealedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_8 = FallenAngelChainActivatedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_9 = FallenAngelClashDeclinedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_10 = FallenAngelClashEndedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_11 = FallenAngelClashShieldPaidEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_12 = FallenAngelConclusionStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_13 = FallenAngelCubeGainedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_14 = FallenAngelCubeGivenEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_15 = FallenAngelCubeRescuedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_16 = FallenAngelDiceRerolledEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_17 = FallenAngelDiceRolledEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_18 = FallenAngelDiceTypeAdjustedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_19 = FallenAngelDieAssassinatedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_20 = FallenAngelDieDiscardedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_21 = FallenAngelDieFlippedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_22 = FallenAngelDieJailedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_23 = FallenAngelDieMovedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_24 = FallenAngelDieRaisedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_25 = FallenAngelDieSummonedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_26 = FallenAngelEnlistmentEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_27 = FallenAngelFightStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_28 = FallenAngelFightStoppedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_29 = FallenAngelFormationRerolledEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_30 = FallenAngelFormationSetEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_31 = FallenAngelFullGearEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_32 = FallenAngelGemConsumedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_33 = FallenAngelGemGivenEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_34 = FallenAngelGemMinedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_35 = FallenAngelGemStoredEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_36 = FallenAngelGemsToShieldsStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_37 = FallenAngelGroupPlacedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_38 = FallenAngelHeroArrivalEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_39 = FallenAngelHeroKeptEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_39
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_40 = FallenAngelHeroPlayedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_40
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_41 = FallenAngelHeroPutBackEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_41
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_42 = FallenAngelHeroesDrawnEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_42
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_43 = FallenAngelHonorTechStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_43
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_44 = FallenAngelLocationDominatedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_44
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_45 = FallenAngelLocationSkulledEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_45
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_46 = FallenAngelMainPhaseEndedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_46
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_47 = FallenAngelMainPhaseStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_47
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_48 = FallenAngelMiningEndedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_48
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_49 = FallenAngelMiningStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_49
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_50 = FallenAngelMonsterDieDestroyedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_50
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_51 = FallenAngelMonsterDieFlippedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_51
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_52 = FallenAngelMonsterTileDiscardedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_52
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_53 = FallenAngelMonsterTileSalvagedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_53
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_54 = FallenAngelMonstersExplodedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_54
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_55 = FallenAngelMoveEndedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_55
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_56 = FallenAngelMovementImpossibleEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_56
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_57 = FallenAngelMovementStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_57
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_58 = FallenAngelObjectiveComparedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_58
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_59 = FallenAngelObjectiveRevealedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_59
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_60 = FallenAngelObjectiveScoredEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_60
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_61 = FallenAngelOrderAgreedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_61
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_62 = FallenAngelOrderChamberEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_62
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_63 = FallenAngelOrderProposedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_63
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_64 = FallenAngelPassedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_64
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_65 = FallenAngelResetEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_65
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_66 = FallenAngelResourcesGainedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_66
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_67 = FallenAngelResourcesSpentEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_67
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_68 = FallenAngelRollKeptEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_68
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_69 = FallenAngelRolledOffEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_69
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_70 = FallenAngelRoundStartedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_70
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_71 = FallenAngelShadowDiceDiscardedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_71
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_72 = FallenAngelShadowDicePlacedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_72
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_73 = FallenAngelShadowHonorGainedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_73
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_74 = FallenAngelShadowHonorLostEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_74
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_75 = FallenAngelShadowScoredEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_75
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_76 = FallenAngelShieldsToEngineStartedEvent.from_dict(
                        data
                    )

                    return componentsschemas_fallen_angel_event_type_76
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_77 = FallenAngelTechCopiedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_77
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_78 = FallenAngelTechUsedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_78
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_79 = FallenAngelTileSkippedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_79
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_80 = FallenAngelTileUsedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_80
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_81 = FallenAngelVpLostEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_81
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_fallen_angel_event_type_82 = FallenAngelGameEndedEvent.from_dict(data)

                    return componentsschemas_fallen_angel_event_type_82
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_0 = FallingBlockadeRevealedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_1 = FallingCardsDrawnEvent.from_dict(data)

                    return componentsschemas_falling_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_2 = FallingCardsRevealedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_3 = FallingConversionDeclinedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_4 = FallingConversionResolvedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_5 = FallingDandaActionSkippedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_6 = FallingDandaAscendedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_7 = FallingDandaDeviceRequestedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_8 = FallingDandaInstalledEvent.from_dict(data)

                    return componentsschemas_falling_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_9 = FallingDandaNegotiatedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_10 = FallingDeliveryCardGivenEvent.from_dict(data)

                    return componentsschemas_falling_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_11 = FallingDeliveryCardsKeptEvent.from_dict(data)

                    return componentsschemas_falling_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_12 = FallingDeliveryCardsReturnedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_13 = FallingDeliveryCardsRevealedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_14 = FallingDeviceInstalledEvent.from_dict(data)

                    return componentsschemas_falling_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_15 = FallingDeviceRetrievedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_16 = FallingDeviceTypeChosenEvent.from_dict(data)

                    return componentsschemas_falling_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_17 = FallingExplorationStartedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_18 = FallingFlyingMachineAscendedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_19 = FallingGoodsGainedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_20 = FallingGuildEffectUsedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_21 = FallingMaterialsReturnedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_22 = FallingNegotiatedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_23 = FallingNpcCardResolvedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_23
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_24 = FallingNpcCardRevealedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_24
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_25 = FallingOverworkPaidEvent.from_dict(data)

                    return componentsschemas_falling_event_type_25
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_26 = FallingPartnerChosenEvent.from_dict(data)

                    return componentsschemas_falling_event_type_26
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_27 = FallingPartnerDraftedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_27
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_28 = FallingPartnersRevealedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_28
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_29 = FallingPassTrackSteppedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_29
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_30 = FallingPassedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_30
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_31 = FallingRetrieveDeclinedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_31
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_32 = FallingRoundStartedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_32
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_33 = FallingSkillChipsRetrievedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_33
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_34 = FallingSupplyChosenEvent.from_dict(data)

                    return componentsschemas_falling_event_type_34
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_35 = FallingTowerFellEvent.from_dict(data)

                    return componentsschemas_falling_event_type_35
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_36 = FallingVpCardDrawnEvent.from_dict(data)

                    return componentsschemas_falling_event_type_36
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_37 = FallingVpCardReturnedEvent.from_dict(data)

                    return componentsschemas_falling_event_type_37
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_falling_event_type_38 = FallingVpCardsDrawnEvent.from_dict(data)

                    return componentsschemas_falling_event_type_38
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_falling_event_type_39 = FallingGameEndedEvent.from_dict(data)

                return componentsschemas_falling_event_type_39

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        event_log = cls(
            events=events,
        )

        return event_log
