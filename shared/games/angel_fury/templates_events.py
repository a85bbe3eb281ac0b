"""The catalog's log lines (issue 30): one per event type as a viewer is served it (`.secret` where the private
data was withheld, `.why` where the event names its cause, `part.reason.*`). Ids: `event.<type>[.<variant>]`.
A seat's name is followed by a past-tense verb only, so that "Bot 1 gains" never reads as "1" before a plural."""
from __future__ import annotations

WHY = " ({why})"
SIDE = "{side, select, attacker {attackers} other {defenders}}"
CARDS = "{cards, plural, one {# card} other {# cards}}"

REASONS = {
    "part.reason.battle": "in battle",
    "part.reason.persuaded": "persuaded",
    "part.reason.back_to_the_abyss": "Back to the Abyss",
    "part.reason.apollyon": "Apollyon's ability",
    "part.reason.moloch": "Moloch's ability",
    "part.reason.uriel": "Uriel's ability",
    "part.reason.merciless": "Merciless",
    "part.reason.suicide_raid": "Suicide Raid",
    "part.reason.archers": "Archers",
    "part.reason.backstab": "Backstab",
    "part.reason.sanctified_waters": "Sanctified Waters",
    "part.reason.defiled_crystals": "Defiled Crystals",
    "part.reason.locusts": "Locusts",
    "part.reason.inspiration": "Inspiration",
    "part.reason.barbed_whip": "Barbed Whip",
    "part.reason.starting_bonus": "starting bonus",
    "part.reason.income": "income",
    "part.reason.resource_entry": "entering a resource area",
    "part.reason.persuader": "Persuader",
    "part.reason.gather_crystals": "Gather Crystals",
    "part.reason.recruit": "Recruit",
    "part.reason.flexibility": "Flexibility",
    "part.reason.resource": "Resource",
    "part.reason.jophiels_call": "Jophiel's Call",
    "part.reason.upgrade": "an upgrade",
    "part.reason.buy": "a card bought",
    "part.reason.discard_offer": "discarding the offer",
    "part.reason.rebuy_seraph": "a rebought leader",
    "part.reason.foul_flies": "Foul Flies",
    "part.reason.breakthrough": "Breakthrough",
    "part.reason.healing_hands": "Healing Hands",
    "part.reason.out_of_nowhere": "Out of Nowhere",
    "part.reason.reinforce": "Reinforce",
    "part.reason.sneaking_in": "Sneaking In",
    "part.reason.swarm": "Swarm",
    "part.reason.hope": "Hope",
    "part.reason.coordinator": "Coordinator",
    "part.reason.battle_prayer": "Battle Prayer",
    "part.reason.retreat": "a retreat",
    "part.reason.forced": "a forced retreat",
    "part.reason.no_room": "no room",
    "part.reason.overfull": "an overfull area",
    "part.reason.blinding_light": "Blinding Light",
    "part.reason.disappear": "Disappear",
    "part.a_cause": "a card",
    "part.faces": "{dice, plural, one {# die} other {# dice}}: {hits, plural, one {# hit} other {# hits}}, "
                  "{circles, plural, one {# circle} other {# circles}} and {blanks, plural, one {# blank} other "
                  "{# blanks}}",
}

#: the events whose text may name a cause (the `.why` variant)
WITH_REASON = {
    "event.area_damaged": "{area} took {damage} damage, {prevented} of it prevented",
    "event.units_lost": "In {area}, {units} died",
    "event.gained": "{player} gained {amount}",
    "event.paid": "{player} paid {amount}",
    "event.command_spent": "{player} spent {paid, select, free {a free command} other {a command marker}} "
                           "({unused, plural, one {# marker} other {# markers}} left unused)",
    "event.units_gained": "{player} gained {n, plural, one {# minion} other {# minions}} in {area}",
    "event.deployed": "{player} deployed {n, plural, one {# reinforcement} other {# reinforcements}} at {area}",
    "event.sent_to_reinforcements": "Sent back to reinforcements: {units}",
    "event.sent_to_reinforcements.area": "Sent back to reinforcements from {area}: {units}",
    "event.retreated": "Retreated from {area} to {to}: {units}",
    "event.retreated.back": "Retreated back to {to}: {units}",
    "event.retreated.off": "The {colour} units in {area} retreated off the board",
    "event.retreated.off.attackers": "The {colour} attackers retreated off the board",
    "event.retreated.none": "No {colour} unit found room in {to}",
}

EVENTS = {
    **REASONS,
    **WITH_REASON,
    **{f"{tid}.why": template + WHY for tid, template in WITH_REASON.items()},
    # turns and characters (AF-7..AF-10, AF-47..AF-51)
    "event.turn_started": "{player} began turn {number}",
    "event.turn_ended": "{player} ended turn {number}",
    "event.turn_part_done": "{player} finished their part of turn {number}",
    "event.character_chosen": "{player} chose {character}",
    "event.character_chosen.secret": "{player} chose a character",
    "event.character_revealed": "{player} revealed {character}",
    "event.starting_card_replaced": "{player} replaced {card} in the starting deck with the unique card {unique}",
    "event.cards_drawn": "{player} drew {cards}",
    "event.cards_drawn.secret": "{player} drew " + "{count, plural, one {# card} other {# cards}}",
    "event.deck_refilled": "{player} turned the discard pile over as a new draw pile (" + CARDS + ")",
    "event.soul_points_scored": "{side, select, good {The angels} other {The demons}} scored "
                                "{n, plural, one {# soul point} other {# soul points}} ({soul} for the soul, {altars} "
                                "for enemy altars; {total} in all)",
    "event.team_action_chosen": "{player} picked their next action",
    "event.team_action_chosen.secret": "{player} picked their next action",
    "event.team_action_void": "{player} could no longer carry out their pick; it was void",
    "event.game_ended": "The game ended",
    "event.game_ended.won": "The game ended: {winners} won",
    # the economy (AF-17..AF-24, AF-29)
    "event.upgraded": "{player} {what, select, command {bought a command marker ({commands} in all)} "
                      "other {raised their handsize to {handsize}}}",
    "event.training_reshuffled": "{side, select, good {The angels'} other {The demons'}} lost pile (" + CARDS
                                 + ") was shuffled into their training deck",
    "event.offer_refilled": "{side, select, good {The angels'} other {The demons'}} training offer was refilled "
                            "with {cards}",
    "event.card_bought.hand": "{player} bought {card} to their hand, replacing {replaced}",
    "event.card_bought.slot": "{player} bought {card} into a seraph card slot",
    "event.card_bought.slot.replace": "{player} bought {card} into a seraph card slot, replacing {replaced}",
    "event.card_bought.reserve": "{player} bought {card} into their reserve",
    "event.reserve_swapped": "{player} took the reserved {card} to their hand, replacing {replaced}",
    "event.offer_discarded": "{player} discarded {cards} from the training offer",
    "event.offer_discarded.none": "{player} discarded no offered card",
    "event.card_discarded": "{player} discarded {card} without its effect",
    "event.card_played": "{player} played {card}",
    "event.card_played.combo": "{player} also played {card}",
    "event.free_command_gained": "{player} gained a free command ({free} free now)",
    "event.free_command_lapsed": "{player} lost an unused free command",
    "event.battle_prayer": "{player} prayed for their seraph's next battle this turn ({pending} pending)",
    # units on the board (AF-15, AF-26, AF-32..AF-38)
    "event.leader_deployed": "{player} deployed the {leader} at {area}",
    "event.seraph_rebought": "{player} rebought the {leader} at {area}",
    "event.troop_commanded": "{player} commanded {units} from {area}",
    "event.troop_moved": "{player} moved {units} from {area} to {to}",
    "event.move_ended": "{player} ended a move in {area} with {units}",
    "event.move_ended.empty": "{player} ended a move in {area}; no unit had room there",
    "event.arch_healed": "The {leader} healed by {amount} (health {health} now)",
    "event.arch_damaged": "The {leader} lost 1 health (health {health} now)",
    # battles (AF-39..AF-46)
    "event.battle_started": "{player} attacked {area} from {from} with {units}",
    "event.battle_started.off": "{player} attacked {area} with {units}",
    "event.forced_retreat": "Before round 1, {minions} of the " + SIDE + " had to retreat",
    "event.charged": "{player}'s charge dealt {damage} damage in {area}",
    "event.battle_rolled": "Round {round} in {area}: the attackers rolled {attack} for {attack_damage} damage; the "
                           "defenders rolled {defence} for {defence_damage} damage",
    "event.battle_card_played": "{player} played {card}",
    "event.ambushed": "{player} ambushed the attackers in {area} with {minions}",
    "event.damage_settled": "After prevention in round {round} in {area}: {defender} damage on the defenders, "
                            "{attacker} on the attackers",
    "event.damage_settled.charge": "After prevention of the charge in {area}: {defender} damage on the defenders",
    "event.must_retreat": "The " + SIDE + " in {area} had to retreat",
    "event.battle_ended": "The battle in {area} ended {rounds, plural, =0 {before round 1} one {after # round} "
                          "other {after # rounds}}: {outcome, select, defender_wiped {the defenders were wiped out} "
                          "defender_retreated {the defenders retreated} attacker_wiped {the attackers were wiped out} "
                          "attacker_retreated {the attackers retreated} both_wiped {both sides were wiped out} "
                          "other {it is over}}",
    "event.archers_shot": "{player}'s archers in {area} shot at {target} with {faces}: {damage} damage",
    "event.units_lost.none": "No unit died in {area}",
    # the evil tide (AF-59..AF-66)
    "event.tide_attacked": "The evil tide attacked the angels in {to} with {demons} from {area}",
    "event.tide_moved": "The evil tide moved {demons} from {area} to {to}",
    "event.tide_moved.stayed": "The evil tide moved {demons} from {area} to {to} ({stayed} stayed behind)",
    "event.tide_moved.arrived": "The evil tide brought {demons} into {to}",
    "event.tide_moved.arrived.lost": "The evil tide brought {demons} into {to} ({stayed} went back to the reserve)",
    "event.terrain_destroyed": "The evil tide destroyed the {terrain, select, mountain {mountain} other {fountain}} "
                               "in {area} and scored {soul_points, plural, one {# soul point} other {# soul points}} "
                               "({total} in all)",
    "event.tide_deck_reshuffled": "The evil tide's reinforcement cards were shuffled again (" + CARDS + ")",
    "event.tide_card_drawn": "The evil tide drew {card}: {demons, plural, =0 {no demon arrives} one {# demon "
                             "arrives} other {# demons arrive}} in {area}",
}
