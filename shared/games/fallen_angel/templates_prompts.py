"""The catalog's prompts (issue 30): what a seat is deciding now. Ids: `prompt.<decision kind>[.<variant>]`."""
from __future__ import annotations

PROMPTS = {
    "prompt.main_turn": "Your turn, round {round}: {choices}",
    "part.turn.place": "place a dice group",
    "part.turn.play_hero": "play a Hero card with a placement",
    "part.turn.discard_for_honor": "discard a die for Honor",
    "part.turn.discard_for_reroll": "discard a die to flip a Skull",
    "part.turn.pass": "pass (final for this round)",
    "prompt.hero_pick.keep": "Hero cards drawn: {drawn}. Keep {left} more in your hand",
    "prompt.hero_pick.put_back": "Put each card you did not keep ({drawn}) back on top of or at the bottom of your "
                                 "Hero deck",
    "prompt.hero_pick.put_back.none": "Put each card you did not keep back on top of or at the bottom of your Hero "
                                      "deck",
    "prompt.reroll.free": "You rolled {values} (total {total}): keep it, or reroll all your dice for free",
    "prompt.reroll.token": "You rolled {values} (total {total}): keep it, or reroll all your dice for a Reroll token "
                           "({left} left)",
    "prompt.bid": "Bid Honor for {objective} secretly: the top bid scores it and pays its whole bid, the others pay "
                  "half, rounded up. You hold {honor} Honor",
    "prompt.move": "Move your airship from {location}: {regular} regular and {bonus} bonus movement points left; enter "
                   "a linked Location or stop",
    "prompt.move.first": "Move your airship anywhere (first move): {regular} regular and {bonus} bonus movement "
                         "points left; enter a linked Location or stop",
    "prompt.tech_use": "{tech}: choose how to use it",
    "prompt.tech_use.again": "{tech}: choose how to use it, or finish",
    "prompt.give_gem": "{taker} used {tech}: choose which of your stored gems to give them",
    "prompt.give_cube": "{taker} used {tech}: choose which of your unused cubes to give them",
    "prompt.mine": "Gem Mining at a tile of the {region}: {quota, plural, one {# quota} other {# quotas}} left; take a "
                   "gem (near {near} quota, distant {distant}, at most {most} per Region), or stop",
    "prompt.black_boost": "Discard {honor} Honor so your {gems, plural, one {# black gem gives} other {# black gems "
                          "give}} {boosted} Shields each, or take {plain} each",
    "prompt.kick": "Choose a free die in the {region} to send to a Dice Jail",
    "prompt.kick.section": "Choose a free die in {section} to send to a Dice Jail",
    "prompt.kick.budget": "Choose a free die in the {region} to send to a Dice Jail; {budget, plural, one {# pip} "
                          "other {# pips}} of the Phantom die left, or finish",
    "prompt.place_dice": "Choose the dice of your group for {section}",
    "prompt.use_tile": "Use the tile of the landing Section (or, with the Archer, another one), or skip",
    "prompt.fight": "Fight the Monster Dice of {section}: pair one of your dice with a Monster die it equals or beats "
                    "(+{honor} Honor), or stop",
    "prompt.shadow_place": "Place the Shadow Dice {values} as one or more groups in any Sections, by the placement "
                           "rules; you must place while a group fits",
    "prompt.gem_to_shield": "Gems to Shields: convert up to {left} more stored gems, or finish",
    "prompt.shields_to_engine": "Shields to Engine at 1 Shield to {rate} Engine: choose how many Shields to convert, "
                                "or finish",
    "prompt.rescue": "Rescue one cube of {location} (any colour)",
    "prompt.dominate": "Place a House token on {location}, or not",
    "prompt.honor_tech": "Honor / Technology: {quotas, plural, one {# quota} other {# quotas}} left; gain 1 Honor or "
                         "activate a charged technology chain, or finish",
    "prompt.chain": "Technology chain {chain} is active: use one of its techs ({techs}), or finish",
    "prompt.chain.none": "Technology chain {chain} is active: finish",
    "prompt.explosion_shields": "Monster Explosion: {damage} VP damage; spend Shields to block it one for one (you "
                                "hold {shields})",
    "prompt.salvage_choice": "You won {tile} in {section}: take {vp} VP and discard it, or install its technology on "
                             "a chain",
    "prompt.enlist": "Enlistment: fill a Barrack slot with cubes ({slots}) for a new die, or finish",
    "prompt.hero_jail": "Choose the Dice Jail (a tile on the board) for {die}",
    "prompt.hero_phantom": "Phantom Warlord: discard one of your unused dice as the Phantom die; free dice of the "
                           "{region} up to its value go to jails",
    "prompt.hero_assassin": "Doomed Assassin: choose an opponent's free die in {section} to replace",
    "prompt.hero_assassin_die": "Doomed Assassin: choose the unused die that replaces {die}",
    "prompt.hero_flip": "Fey Illusionist: flip a free die or a Monster die in {section} bottom up",
    "prompt.hero_summon": "Elder Summoner: bring one of your free dice from another Section into your group for "
                          "{section}",
    "prompt.hero_thief": "Halfling Thief: choose the unused die to put in the jail of {section}",
    "prompt.hero_pips": "Dwarf Warrior: add pips to your group's dice one at a time ({pips} in all, up to {most} per "
                        "die), or finish once the group is legal",
    "prompt.dual_second": "Dual Hero: add a second Hero card of a higher number to this placement in {section}, or "
                          "play the first one alone",
    "prompt.dual_slot": "Dual Hero: choose the Hatch slot of each card you played (one card per slot)",
    "prompt.dual_thief_dice": "Halfling Thief: choose the unused dice your group puts in the Dice Jail of {section}",
    "prompt.dual_region": "Phantom Warlord (resolved last): choose the Region where you jail free dice",
    "prompt.dual_phantom": "Phantom Warlord: choose the unused die to raise with the Dwarf Warrior's {pips, plural, "
                           "one {# pip} other {# pips}} left and discard as the Phantom die",
    "prompt.dual_phantom_pips": "Dwarf Warrior: raise the Phantom die one pip at a time ({pips} left), or discard it "
                                "as it is",
    "prompt.imperial_balance": "Imperial Formation: your dice {values}; groups {first} and {second} differ by more "
                               "than {gap}, so choose which face of the larger group moves to the smaller one (it "
                               "turns to the face in the same place)",
    "part.group": "{group} ({faces})",
    "prompt.roulette_bid": "Open bid for {objective}: the top bid is {high} Honor, by {leader}. Bid more (you hold {honor} "
                           "Honor; only the last bidder pays) or pass for good",
    "prompt.roulette_bid.first": "Open bid for {objective}: no bid yet. Bid (you hold {honor} Honor; only the last "
                                 "bidder pays) or pass for good",
    "prompt.clash.attacker": "Clash of Dominance at {location}: pay a Shield to replace {defender}'s House token "
                             "(they may counter), or stop",
    "prompt.clash.defender": "Clash of Dominance at {location}: {attacker} paid a Shield to replace your House "
                             "token; pay a Shield to counter, or let them",
    "prompt.turn_order": "Turn order for this round (the team decides): {order} is proposed. Agree to it, or "
                         "propose another order; the order is set when every player has agreed in a row",
    "prompt.turn_order.agree": "Turn order for this round (the team decides): {order} is proposed. Agree to it; the "
                               "order is set when every player has agreed in a row",
}
