"""The catalog's log lines (issue 30): one per event type as a viewer is served it (`.secret` where the private
data was withheld, `.why` where the event names its cause). Ids: `event.<type>[.<variant>]`."""
from __future__ import annotations

WHY = " ({why})"
RESOURCES = "{price, plural, one {# resource} other {# resources}}"

#: the causes an event may name that are no component (a component cause is named by its glossary name)
REASONS = {
    "part.reason.unused_dice": "dice left unused",
    "part.reason.damaged_die": "a damaged die taken",
    "part.reason.die_sold": "a die sold",
    "part.reason.fix": "Fix the Black Angel",
    "part.reason.comet": "comets leaving the board",
    "part.reason.fallback": "no other use of his die",
    "part.reason.annihilate": "Annihilate Ravagers",
}

#: the events whose text may name a cause (the `.why` variant)
WITH_REASON = {
    "event.vp_gained": "{player} gained {delta} VP ({vp} VP now)",
    "event.vp_lost": "{player} lost {delta} VP ({vp} VP now)",
    "event.goods_paid": "{player} paid {goods}",
    "event.goods_gained": "{player} gained {goods}",
    "event.hal_converted": "{player} turned what he gained into {vp} VP",
    "event.die_flipped.free": "{player} flipped {die} to {value, plural, =0 {a star} other {#}}",
}

EVENTS = {
    **REASONS,
    **WITH_REASON,
    **{f"{tid}.why": template + WHY for tid, template in WITH_REASON.items()},
    # the VP lines say their cause before the running total, not in a second pair of brackets
    "event.vp_gained.why": "{player} gained {delta} VP for {why} ({vp} VP now)",
    "event.vp_lost.why": "{player} lost {delta} VP for {why} ({vp} VP now)",
    # the turn (BA-8..BA-11, BA-32, BA-36)
    "event.sequence_chosen": "{player} chose Sequence {sequence, select, A {A} other {B}}",
    "event.passed": "{player} passed",
    "event.no_usable_die": "{player} has no usable die left: the turn ends",
    "event.turn_ended": "{player}'s turn ended (round {round})",
    "event.die_flipped": "{player} flipped {die} to {value, plural, =0 {a star} other {#}} for {debris} debris",
    "event.die_bought": "{player} bought {die} from {owner} for " + RESOURCES,
    "event.die_bought.neutral": "{player} bought the neutral {die} for " + RESOURCES + ", paid to the supply",
    "event.die_taken": "{player} took {die}",
    "event.die_returned": "{player} returned {die} to the supply",
    "event.card_played": "{player} played {card} face down into the slot of {slot}",
    "event.card_played.secret": "{player} played {kind, select, mission {a Mission card ({colour})} other {a "
                                "Ravager card}} face down into the slot of {slot}",
    "event.mission_drawn": "{player} drew {mission} from the {colour} Mission deck",
    "event.mission_drawn.secret": "{player} drew a card from the {colour} Mission deck",
    "event.missions_exhausted": "No {colour} Mission cards are left in the game",
    "event.mission_discarded": "{player} discarded {mission} (hand limit)",
    "event.mission_discarded.ravager": "{player} discarded {mission} (for {ravager})",
    "event.end_triggered": "The end is triggered ({cause, select, spes {the Black Angel reached Spes} other {the "
                           "Ravager deck ran out}}): round {round} is the final round",
    "event.game_ended": "The game ended",
    # board actions (BA-12..BA-23)
    "event.board_action_started": "{player} used {die} for {action}: {points, plural, one {# activation} other "
                                  "{# activations}}",
    "event.ravager_resolved": "{ravager} struck first: {player} had to {effect}",
    "event.ravager_resolved.unpaid": "{ravager} struck first: {player} could not {effect}",
    "event.tile_taken": "{player} took {tile} from display space {space}",
    "event.tile_taken.advanced": "{player} took {tile} from advanced slot {slot}",
    "event.cube_removed": "{player} removed a damage cube from {action}",
    "event.cube_removed.die": "{player} removed the damage cube from {die}",
    "event.debris_stored": "{player} put the debris into storage",
    "event.debris_placed": "{player} put the debris on their {tile} at {cell}, which fires",
    "event.ravagers_taken": "{player} took {cards} from {location}",
    "event.ravagers_taken.secret": "{player} took {count, plural, one {a Ravager card} other {# Ravager cards}} "
                                   "from {location}",
    "event.ravager_arrived": "{ravager} arrived before {action}",
    "event.ravager_discarded": "{ravager} was discarded: the Ravager location before {action} is full",
    "event.damage_added": "A damage cube landed on {action} ({cubes, plural, one {# cube} other {# cubes}} now)",
    "event.damage_added.die": "A damage cube landed on {die} in the supply ({action} is already damaged)",
    # effects and the grid (BA-10, BA-18..BA-22)
    "event.robot_assigned": "{player} assigned a robot to the {colour} workstation",
    "event.robot_assigned.neutral": "{player} assigned a robot to the {colour} workstation (a neutral robot there "
                                    "left)",
    "event.tile_activated": "{player} activated their {tile} at {cell}",
    "event.tile_injected": "{player} injected {tile} into {arrow}",
    "event.tile_ejected": "{player}'s {tile} was ejected from the grid ({to, select, beside {set beside the "
                          "board} advanced_space {to an advanced space} other {set aside}})",
    "event.tile_ejected.debris": "{player}'s {tile} was ejected from the grid ({to, select, beside {set beside "
                                 "the board} advanced_space {to an advanced space} other {set aside}}); its debris "
                                 "went into storage",
    "event.advanced_placed": "{player} put {tile} on their {colour} advanced space",
    "event.tiles_added": "{tiles} entered the display",
    "event.tiles_added.discarded": "{tiles} entered the display; {discarded} left it",
    "event.tiles_added.none": "No tile entered the display (the stacks are empty)",
    # space (BA-24..BA-31)
    "event.ship_launched": "{player} launched a ship from the Black Angel",
    "event.ship_moved": "{player} moved a ship from {start} to {hex}",
    "event.ship_returned": "{player}'s ship at {hex} returned home",
    "event.ship_destroyed": "{player}'s ship at {hex} was destroyed (the Black Angel left the asteroid field)",
    "event.mission_placed": "{player} placed {mission} at {hex} (reward: {reward})",
    "event.mission_activated": "{player} activated {mission} at {hex}, {times, plural, one {once} other "
                               "{# times}}",
    "event.mission_activated.free": "{player} took the free activation of {mission} at {hex}",
    "event.free_activation_declined": "{player} declined the free activation of {mission}",
    "event.mission_neutralized": "{mission} at {hex} was neutralized: its effect goes to {player}",
    "event.mission_ejected": "{mission} at {hex} left space: {player} filed it",
    "event.mission_ejected.discard": "{mission} at {hex} left space for its discard pile",
    # Sequence B (BA-33..BA-35, BA-38)
    "event.dice_returned": "{player} returned {dice} to the supply",
    "event.dice_rolled": "{player} rolled {dice}",
    "event.dice_rolled.none": "{player} took no new dice",
    "event.die_repaired": "{player} took the damaged {die}: its cube returns to the supply",
    "event.die_reserved": "{player} reserved {die} for " + RESOURCES,
    "event.neutral_dice_refreshed": "The neutral player's dice: {dice}",
    "event.neutral_dice_refreshed.none": "The neutral player has no dice",
    "event.board_refreshed": "{player} refreshed their board: {tucked, plural, =0 {no card} one {# card} other "
                             "{# cards}} tucked, {debris} debris back to storage",
    "event.angel_advanced": "The Black Angel moved one hex closer to Spes",
    "event.strip_flipped": "{strip} was turned over and laid at the far end (now side {side, select, A {A} other {B}})",
    "event.spes_revealed": "Spes is revealed on {strip}",
    "event.spes_reached": "The Black Angel reached Spes",
    "event.ravagers_reshuffled": "The Ravager discard pile became a new deck of {count, plural, one {# card} other "
                             "{# cards}}",
    # Hal (BA-39)
    "event.hal_deck_reshuffled": "{player}'s deck was reshuffled ({count, plural, one {# card} other {# cards}})",
    "event.hal_card_revealed": "{player} revealed {card}",
    "event.hal_card_discarded": "{player} discarded {card}",
    "event.hal_effect_void": "{player} got nothing from {source}",
    "event.hal_effect_void.plain": "{player} got nothing from this effect",
}
