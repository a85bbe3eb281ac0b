"""The catalog's labels of the turn and its cards (issue 30): what each legal action does, in the rulebook's words
and the components' names. Ids: `label.<action>[.<variant>]`; the shared pieces (`part.*`) are nested messages.
A side's pieces are said by a select on the side ("good": angel, seraph, archangel; else demon, tormentor,
archdemon), the content's unit names (board.json `sides`)."""
from __future__ import annotations

MINION = "{side, select, good {angel} other {demon}}"
MINIONS = "{side, select, good {angels} other {demons}}"
CRYSTALS = "{c, plural, one {# crystal} other {# crystals}}"
REINFORCEMENTS = "{r, plural, one {# reinforcement} other {# reinforcements}}"

PARTS = {
    "part.minions": "{n, plural, one {# " + MINION + "} other {# " + MINIONS + "}}",
    "part.coloured_minions": "{n, plural, one {# {colour} " + MINION + "} other {# {colour} " + MINIONS + "}}",
    "part.the_leader": "the {leader}",
    "part.no_units": "no units",
    "part.arch": "{side, select, good {archangel} other {archdemon}}",
    "part.resource": "{what, select, C {{n, plural, one {# crystal} other {# crystals}}} "
                     "other {{n, plural, one {# reinforcement} other {# reinforcements}}}}",
    "part.cost.both": CRYSTALS + " and " + REINFORCEMENTS,
    "part.cost.crystals": CRYSTALS,
    "part.cost.reinforcements": REINFORCEMENTS,
    "part.cost.free": "nothing",
    "part.holdings": CRYSTALS + " and " + REINFORCEMENTS,
    # copies of one card (two Resource cards in a hand) are told apart by their place among the same name
    "part.card.copy": "{card} (copy {n})",
    "part.a_card": "a card",
}

LABELS = {
    # the turn (Rulebook: The Turn, Action Phase; AF-10)
    "label.end_turn": "End your turn (resource phase: soul points, income, draw)",
    "label.team.done": "Done: end your part of the turn (the turn ends when your teammates are done too)",
    "label.team.wait": "Wait: let your teammate act first this round",
    "label.choose_character": "Play {character} (health {health})",
    # deploying and leaders (AF-15, AF-16, AF-26)
    "label.deploy": "Deploy reinforcements at {area}",
    "label.deploy_count": "Deploy " + "{n, plural, one {# reinforcement} other {# reinforcements}} at {area}",
    "label.deploy_leader": "Deploy the {leader} at your altar in {area}",
    "label.rebuy_seraph": "Rebuy the {leader} for {cost} at one of your altars",
    "label.rebuy_at": "Place the {leader} at your altar in {area}",
    # the economy (AF-17..AF-24, AF-29)
    "label.upgrade": "{what, select, command {Buy a command marker (it starts used)} other {Raise your handsize "
                     "by 1}} for {cost}",
    "label.buy": "Buy {card} for {cost}",
    "label.buy.discount": "Buy {card} for {cost} (Learning takes 1 {what, select, C {crystal} "
                          "other {reinforcement}} off)",
    "label.to_slot": "Put {card} in seraph card slot {slot}",
    "label.to_slot.replace": "Put {card} in seraph card slot {slot}, replacing {held}",
    "label.to_hand": "Take {card} to your hand, replacing {replaced}",
    "label.to_reserve": "Reserve {card} beside your board",
    "label.swap_reserve": "Take the reserved {card} to your hand, replacing {replaced}",
    "label.discard_offer": "Pay {cost} to discard cards from your training ground",
    "label.discard_offer_cards": "Discard {cards} from the offer",
    "label.discard_offer_cards.other": "Discard {cards} from the other training ground's offer",
    "label.discard_offer_cards.none": "Discard no offered card",
    "label.discard_offer_cards.none.other": "Discard no card of the other training ground",
    "label.discard_card": "Discard {card} without its effect",
    # playing cards (AF-27, AF-30, AF-31, AF-98)
    "label.play": "Play {card}",
    "label.play.tactic": "Play {card} (tactic)",
    "label.combo": "Also play {card} with it",
    "label.combo.march": "Also play {card}: {n, plural, one {+# step} other {+# steps}}",
    "label.combo.attack": "Also play {card} for this troop's battle",
    "label.card_command": "{card}: command a troop from {area}",
    "label.card_command.none": "Command no troop with {card}",
    "label.card_command.no_more": "Command no more troops with {card}",
    # commands (AF-32..AF-36)
    "label.command": "Command a troop from {area}",
    "label.command_troop": "Command {troop} from {area}",
    "label.step.attack": "Attack {area} (battle)",
    "label.step.move": "Move to {area}{more, plural, =0 {} one { (# more step possible)} "
                       "other { (# more steps possible)}}",
    "label.stop": "End the move in {area}",
    # the tactics (AF-79..AF-87)
    "label.breakthrough": "Play {card}: move on {steps, plural, one {# step} other {# steps}}"
                          "{gain, plural, =0 {} one {, gaining # minion first} other {, gaining # minions first}}",
    "label.blind": "{card}: {minions} {verb, select, destroy {{n, plural, one {is} other {are}} destroyed in} "
                   "other {{n, plural, one {retreats} other {retreat}} from}} {area}",
    "label.blind.done": "Drive back no more minions",
    "label.heal_hands": "Gain {minions} into {area}",
    "label.heal_arch": "Heal your {arch} in {area} by {n} instead",
    "label.heal_hands.done": "Gain minions in no more areas",
    "label.place": "{side, select, good {An angel} other {A demon}} appears in {area} ({left} left to place)",
    "label.nowhere.done": "No area can take another minion",
    "label.persuade": "Persuade a {colour} {enemy, select, good {angel} other {demon}} in {area} and gain "
                      "{side, select, good {an angel} other {a demon}} in {to}",
    "label.persuade.done": "No enemy minion is left to persuade",
    # characters' abilities (AF-72, AF-75, AF-77)
    "label.ability": "{character}'s ability: {kind, select, gain_per_turn {gain 1 minion into an area you control} "
                     "sacrifice {sacrifice a demon for crystals or health} "
                     "other {destroy 1 angel adjacent or diagonal to him}}",
    "label.ability_area": "Gain a minion into {area} (it may not move)",
    "label.ability_destroy": "Destroy a {colour} {side, select, good {angel} other {demon}} in {area}",
    "label.sacrifice": "Destroy a {colour} {side, select, good {angel} other {demon}} in {area} to "
                       "{reward, select, heal {heal {heal}} other {gain {crystals}}}",
    # the other cards (AF-88..AF-93, AF-118)
    "label.card_gain_area": "{card}: gain {n, plural, one {# minion} other {up to # minions}} into {area}",
    "label.trade": "Trade {pay} for {gain}",
    "label.resource": "Gain {amount}",
    "label.raid": "Sacrifice {side, select, good {an angel} other {a demon}} in {area} to destroy up to {victims} "
                  "in {target}",
    # seraph cards (AF-106..AF-113)
    "label.seraph_card": "Use {card}",
    "label.seraph_target.coordinator": "{card}: deploy {n, plural, one {# reinforcement} other {# reinforcements}} "
                                       "into {area}",
    "label.seraph_target.resource": "{card}: gain from the resource area {area}",
    "label.seraph_target.merciless": "{card}: from {area}, destroy up to {victims} in {target}",
    # the Kickstarter cards (AF-120..AF-122)
    "label.ks_target": "{card}: target {area}",
    "label.swarm": "{card}: gain a minion into {area}",
    "label.swarm.done": "Gain no more minions",
    # the evil tide (AF-59..AF-66)
    "label.tide.move": "The demons in {area} advance to {to}",
    "label.tide.attack": "The demons in {area} advance to {to} and attack the angels there",
    "label.tide.refill": "A reinforcement card brings new demons into {area}",
    "label.tide.score": "The tide scores the soul and the angel altar and ends its turn",
    "label.tide.round": "The tide fights round {round} in {area}",
}
