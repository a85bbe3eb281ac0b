"""The catalog's prompts (issue 30): what a seat is deciding now, one per decision kind. Ids:
`prompt.<decision kind>[.<variant>]`; `part.turn.*` say the kinds of actions a turn menu holds."""
from __future__ import annotations

LEFT = "{left} left"

PROMPTS = {
    # the turn and its economy steps (AF-7, AF-15..AF-29)
    "prompt.choose_character": "Choose your {arch}: keep {first} or {second}; the other goes back to the box unseen",
    "prompt.choose_character.many": "Choose your {arch}: keep one of {dealt}; the others go back to the box unseen",
    "part.dealt": "{character} (health {health})",
    "prompt.turn": "Your turn {number} ({holdings}, {unused} of {commands, plural, one {# command} other "
                   "{# commands}} unused, {hand, plural, one {# card} other {# cards}} in hand, "
                   "{tactics, plural, one {# tactic} other {# tactics}} played): {choices}",
    "prompt.team_turn": "Your side's turn {number} ({holdings}, {unused, plural, one {# command} other "
                        "{# commands}} unused, {hand, plural, one {# card} other {# cards}} in hand; pick your next "
                        "action): {choices}",
    "prompt.team_turn.others": "Your side's turn {number} ({holdings}, {unused, plural, one {# command} other "
                               "{# commands}} unused, {hand, plural, one {# card} other {# cards}} in hand; pick "
                               "your next action at the same time as {others}, carried out in seat order): {choices}",
    "part.turn.deploy": "deploy reinforcements",
    "part.turn.deploy_leader": "redeploy a leader at your altar",
    "part.turn.upgrade": "buy an upgrade",
    "part.turn.buy": "buy a card",
    "part.turn.discard_offer": "pay to discard training cards",
    "part.turn.rebuy_seraph": "rebuy a destroyed leader",
    "part.turn.play": "play a card",
    "part.turn.command": "command a troop",
    "part.turn.discard_card": "discard a card",
    "part.turn.swap_reserve": "swap a reserved card into your hand",
    "part.turn.ability": "use your character's ability",
    "part.turn.seraph_card": "use a seraph card",
    "part.turn.end_turn": "end your turn",
    "part.turn.done": "say done (the turn ends when your whole side is done)",
    "part.turn.wait": "wait for your teammate this round",
    "part.turn.other": "another action",
    "prompt.deploy_count": "Deploy how many reinforcements at {area}? (you hold {n})",
    "prompt.buy_to.slot": "Put {card} in one of your seraph card slots (a card already there goes to the lost pile)",
    "prompt.buy_to": "Take {card} to your hand, replacing a hand card (a level 2 card replaces its level 1), or "
                     "reserve it beside your board",
    "prompt.offer_discard": "Choose the training-ground cards to discard to the lost pile ({paid, select, yes {at "
                            "least 1} other {none required}}, up to {most}); the offer refills at once",
    "prompt.rebuy_at": "Choose the altar of yours for the {leader} to reappear at",
    "prompt.command_source": "Choose the area of the troop to command",
    "prompt.command_troop": "Choose the troop to command from {area}: any of your fresh minions and uncommanded "
                            "leaders there",
    "prompt.command_path": "Move {troop} from {area}: {left, plural, one {# step} other {# steps}} left; step into an "
                           "orthogonal area (an enemy area starts a battle){end, select, yes {, or end the move "
                           "here} other {}}",
    # battles (AF-39..AF-46)
    "part.battle_in": "the battle in {area}",
    "part.the_battle": "the battle",
    "part.round": "round {round}",
    "part.the_charge": "the charge",
    "prompt.battle_opening.attacker": "You attack: before the charge of {battle} you may play Cup of Wrath, swap a "
                                      "reserved card into your hand, or pass",
    "prompt.battle_opening.defender": "You are attacked: before round 1 of {battle} you may play Disappear, Ambush! "
                                      "or Entrenched, swap a reserved card into your hand, or pass",
    "prompt.battle_window": "In {battle}, {when}: {attacker} damage at the defenders, {defender} at the attackers. "
                            "Play battle cards (damage, prevention), swap a reserved card into your hand, or pass",
    "prompt.battle_casualty": "In {battle} your units take {left} more damage: choose the unit that takes the next "
                              "one (a minion or a seraph dies, an arch loses 1 health)",
    "prompt.battle_retreat.defender": "Both sides survived round {round} of {battle}: retreat backwards toward your "
                                      "side (the attackers then enter) or stay",
    "prompt.battle_retreat.attacker": "The defenders stay in {battle}: retreat to {area}, where you came from, or "
                                      "fight another round",
    "prompt.battle_retreat.attacker.off": "The defenders stay in {battle}: retreat to your reinforcements, or fight "
                                          "another round",
    "prompt.battle_won": "You won the battle in {area}: play Breakthrough to move {troop} one more step, or move "
                         "every survivor in",
    "prompt.card_casualty": "{left} more damage from {cause} hits your units in {area}: choose the unit that takes "
                            "the next one",
    # cards, abilities and seraph cards (AF-78..AF-119)
    "prompt.card_command": "{card}: choose the area of a troop to command with it ({left, plural, one {# troop} "
                           "other {# troops}} left), or stop",
    "prompt.archers": "{card}: choose a troop's area and the enemy area, adjacent or diagonal, it shoots at "
                      "({left, plural, one {# shot} other {# shots}} left)",
    "prompt.archer_troop": "{card}: choose the units in {area} that shoot at {target} (1 die per minion, 4 per "
                           "seraph, 6 per arch)",
    "prompt.archery_window.own": "Archers: your archers in {area} shot {damage} damage at {target}. Play an archery "
                                 "card (Burning Arrows, Shield of Faith / Armour), swap a reserved card into your "
                                 "hand, or pass",
    "prompt.archery_window": "Archers: the archers of {player} in {area} shot {damage} damage at {target}. Play an "
                             "archery card (Burning Arrows, Shield of Faith / Armour), swap a reserved card into "
                             "your hand, or pass",
    "prompt.voice_of_thunder": "{card}: perform the extra command now: a move, or a card or seraph card that needs a "
                               "command (no marker is spent)",
    "prompt.blinding_light": "{card}: choose enemy minions adjacent or diagonal to your units to retreat (" + LEFT
                             + "), or stop",
    "prompt.healing_hands": "{card}: choose an area you control to gain minions ({left, plural, one {# area} other "
                            "{# areas}} left), or stop",
    "prompt.out_of_nowhere": "{card}: choose an empty area or one of yours for the next minion (" + LEFT
                             + ", at most {per_area} per area)",
    "prompt.persuader": "{card}: choose an enemy minion adjacent or diagonal to your units to persuade (" + LEFT + ")",
    "prompt.card_gain_area": "{card}: choose the area that gains the minions",
    "prompt.card_resource": "{card}: choose the resource",
    "prompt.suicide_raid": "{card}: choose the minion you sacrifice and the adjacent area that loses enemy minions",
    "prompt.ability_target": "{character}'s ability: {kind, select, gain_per_turn {choose the area you control that "
                             "gains a minion (it may not move this turn)} sacrifice {choose the demon to destroy "
                             "(same, adjacent or diagonal area) and the reward} destroy_per_turn {choose the angel to "
                             "destroy (adjacent or diagonal to him; unpreventable)} other {choose where it takes "
                             "effect}}",
    "prompt.ks_target": "{card}: choose the resource area it targets",
    "prompt.swarm_area": "{card}: choose another area you control that gains a minion (" + LEFT + "), or stop",
    "prompt.seraph_card_target": "{card}: choose where your seraph card takes effect",
    # the evil tide (AF-59, AF-62)
    "prompt.tide_turn": "The evil tide advances: it moves its groups, refills its back row and scores",
    "prompt.tide_round": "The evil tide fights on (it never retreats)",
    # a decision without its own text
    "prompt.fallback": "Choose one of: {choices}",
    "prompt.fallback.card": "{card}: choose one of: {choices}",
}
