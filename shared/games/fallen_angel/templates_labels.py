"""The catalog's labels (issue 30): what each legal action does, in the rulebook's words and the components'
names. Ids: `label.<action>[.<variant>]`; the shared parts (`part.*`) are nested messages."""
from __future__ import annotations

SHIELDS = "{shields, plural, one {# Shield} other {# Shields}}"

PARTS = {
    "part.die": "{colour} {value}",
    "part.die.named": "{colour} {value} ({die})",
    "part.die.nth": "{colour} {value} (number {n})",
    "part.slot": "{hatch} slot {slot}",
    "part.in_slot": "{hero} in {slot}",
    "part.cubes": "{n} {colour}",
    "part.amount.vp": "{n} VP",
    "part.amount.honor": "{n} Honor",
    "part.amount.shields": "{n, plural, one {# Shield} other {# Shields}}",
    "part.amount.engine": "{n} Engine",
    "part.no_power": "no power",
}

LABELS = {
    # Clash of Dominance (row 69)
    "label.clash.attempt": "Pay {cost, plural, one {# Shield} other {# Shields}} to replace {defender}'s House token "
                           "on {location}",
    "label.clash.leave": "Leave {defender}'s House token on {location}",
    "label.clash.give_up": "Give up: {defender}'s House token stays on {location}",
    "label.clash.counter": "Pay {cost, plural, one {# Shield} other {# Shields}} to counter {attacker}'s attempt on "
                           "{location}",
    "label.clash.let": "Let {attacker} replace your House token on {location}",
    # the round's conclusion (rows 34-39)
    "label.block": "Spend " + SHIELDS + " to block {shields} of {damage} VP damage (lose {lost} VP)",
    "label.take_vp": "Discard {tile} for {vp} VP",
    "label.install": "Install {tile} on technology chain {chain}",
    "label.install_other": "Install {tile} on {owner}'s technology chain {chain}",
    "label.bid": "Bid {honor} Honor (secret until everyone has bid)",
    # conversions (rows 25, 26)
    "label.convert_gem": "Convert a {colour} gem into " + SHIELDS + "{colour, select, black { ({boosted} Shields if "
                         "you discard {boost_honor} Honor)} other {}} ({left} left)",
    "label.gems_done": "Convert no more gems",
    "label.boost": "Discard {honor} Honor: {gems, plural, one {# black gem gives} other {# black gems give}} "
                   + SHIELDS,
    "label.boost_decline": "Keep your Honor: {gems, plural, one {# black gem gives} other {# black gems give}} "
                           + SHIELDS,
    "label.convert_shields": "Convert " + SHIELDS + " into {engine} Engine (1 Shield to {rate} Engine)",
    "label.shields_done": "Convert no Shields",
    # the co-op's turn order (row 57)
    "label.agree": "Agree to the turn order {order}",
    "label.propose": "Propose the turn order {order}",
    # Hero cards (rows 19-22, 67)
    "label.play_hero.section": "Play {hero}, landing in {section}",
    "label.play_hero.copy_section": "Play {hero} on the {hatch} as {power}, landing in {section}",
    "label.play_hero.region": "Play {hero} on the {region}",
    "label.play_hero.copy_region": "Play {hero} on the {hatch} as {power}, on the {region}",
    "label.dual.slot_section": "Play {hero} on {slot} as {power}, landing in {section}",
    "label.dual.region": "Play {hero} alone on the {region}",
    "label.dual.slot_region": "Play {hero} on {slot} as {power}, alone on the {region}",
    "label.second": "Add {hero} to this placement",
    "label.alone": "Play {hero} alone",
    "label.slots": "Put {placements}",
    "label.kick": "Send the {die} to a Dice Jail",
    "label.kick_from": "Send the {die} in {section} to a Dice Jail",
    "label.jail_done": "Jail no more dice",
    "label.jail": "Jail the {die} on the tile of {section}",
    "label.phantom": "Discard your {value} as the Phantom die (jail free dice totalling at most {value} in the "
                     "{region})",
    "label.assassinate": "Replace the {die} with one of your dice",
    "label.assassin_die": "Use your {value} as the Assassin die",
    "label.flip": "Flip the {die} to {face}",
    "label.flip_monster": "Flip the Monster Die {value} to {face}",
    "label.summon": "Summon your {die} from {section}",
    "label.thief_die": "Put your {value} in the jail of {section}",
    "label.thief_dice": "Put your {values} in the Dice Jail of {section}",
    "label.warlord_region": "Phantom Warlord: jail free dice in the {region}",
    "label.phantom_pip": "Raise the Phantom die {value} to {raised} ({pips, plural, one {# pip} other {# pips}} "
                         "left)",
    "label.phantom_discard": "Discard the Phantom die at {value}",
    "label.add_pip": "Raise your {value} by one ({pips, plural, one {# pip} other {# pips}} left)",
    "label.pips_done.place": "Place the group",
    "label.pips_done.place.keep": "Place the group (the other pips may raise the Phantom die)",
    "label.pips_done.place.lost": "Place the group (the other pips are lost)",
    "label.pips_done.jail": "Jail the dice",
    "label.pips_done.jail.keep": "Jail the dice (the other pips may raise the Phantom die)",
    "label.pips_done.jail.lost": "Jail the dice (the other pips are lost)",
    # Enlistment (row 40)
    "label.fill": "Fill the {slot} slot with {cubes} (+1 die)",
    "label.fill.honor": "Fill the {slot} slot with {cubes} and {honor} Honor for missing cubes (+1 die)",
    "label.fill.honor_only": "Fill the {slot} slot with {honor} Honor for missing cubes (+1 die)",
    "label.enlist_done": "Finish enlisting this round",
    # fights (row 23)
    "label.fight": "Pair your {value} with the Monster Die {monster} (destroy it, +{honor} Honor)",
    "label.stop_fighting": "Stop fighting",
    # the main turn (row 18)
    "label.discard_honor": "Discard your {value} for {honor} Honor",
    "label.discard_reroll": "Discard your {value} to flip a Skull back to a Reroll token",
    "label.pass": "Pass (you take no more turns this round)",
    "label.place": "Place a group in {section}",
    "label.place_dice": "Place {values} in {section}",
    "label.place_dice.summoned": "Place {values} with your summoned {fixed} in {section}",
    "label.place_dice.only_summoned": "Place your summoned {fixed} in {section}",
    "label.fight_monsters": "Fight the Monster Dice in {section}",
    "label.use_tile": "Use {action} ({section}) at strength {strength}: {action, select, "
                      "gem_mining {{amount, plural, one {# mining quota} other {# mining quotas}}} "
                      "gems_to_shields {{amount, plural, one {# gem} other {# gems}}} "
                      "shields_to_engine {{amount} Engine Power per Shield} "
                      "movement {{amount, plural, one {# bonus movement point} other {# bonus movement points}}} "
                      "other {{amount, plural, one {# quota} other {# quotas}}}}",
    "label.skip_tile": "Do not use a tile",
    # Imperial Formation (row 52)
    "label.move_die": "Move a {face} from group {larger} to group {smaller} (it becomes a {became})",
    # Gem Mining (row 24)
    "label.mine": "Mine a {colour} gem from the {region} ({cost} of {quota} quota, {engine} Engine)",
    "label.draw_gem": "Draw a gem from the Gem Bag ({cost} of {quota} quota, {engine} Engine)",
    "label.stop_mining": "Stop mining",
    "label.stop_mining.lost": "Stop mining ({quota, plural, one {# quota} other {# quotas}} lost)",
    # Airship Movement (rows 27-31)
    "label.move_to": "Move to {location} ({kind, select, regular {regular} other {bonus}} MP, {left} left"
                     "{rebels, plural, =0 {} one {; 1 rebel: -1 Shield} other {; # rebels: -# Shields}}"
                     "{cubes, plural, =0 {} other {; rescue a cube}})",
    "label.stop_moving": "Stop moving",
    "label.stop_moving.lost": "Stop moving (unused MP are lost)",
    "label.rescue": "Rescue a {colour} cube from {location}",
    "label.dominate": "Place a House token on {location}",
    "label.undominated": "Leave {location} undominated",
    # the preparation (rows 5, 13-17)
    "label.keep_roll": "Keep this roll (total {total})",
    "label.reroll_free": "Reroll all your dice for free (total {total} is below {bound})",
    "label.reroll_token": "Reroll all your dice for a Reroll token (total {total}; {left} left, it turns to a Skull)",
    "label.keep_hero": "Keep {hero} in your hand",
    "label.put_back": "Put {hero} back on the {where, select, top {top} other {bottom}} of your deck",
    # Objective Roulette (row 68)
    "label.raise": "Bid {honor} Honor (open; you pay it only if you win)",
    "label.roulette_pass": "Pass (final: you leave the bidding and pay nothing)",
    # the Shadow's dice (row 58)
    "label.place_shadow": "Place the Shadow Dice {values} in {section}",
    # Honor / Technology and the techs (rows 32, 33; T1-T10, M1-M8)
    "label.gain_honor": "Gain {honor} Honor ({quotas, plural, one {# quota} other {# quotas}} left)",
    "label.activate_chain": "Activate chain {chain}: {techs}",
    "label.quotas_done": "Use no more quotas",
    "label.use_tech": "Use {tech}",
    "label.chain_done": "Use no more technologies of this chain",
    "label.stop_tech": "Stop using {tech}",
    "label.tech.gain": "{tech}: gain {gain}",
    "label.tech.pay": "{tech}: pay {pay} for {gain}",
    "label.tech.convert": "{tech}: {give} into {get}",
    "label.tech.consume": "{tech}: consume a {colour} gem for {gain}",
    "label.tech.to_vp": "{tech}: pay {cost} and a {colour} gem for {gain}",
    "label.tech.honor_up": "{tech}: {honor} Honor more for {target}",
    "label.tech.honor_down": "{tech}: {honor} Honor less for {target}",
    "label.tech.grab": "{tech}: give {give} to {target}; they lose {vp} VP, you gain them",
    "label.tech.grab_reverse": "{tech} in reverse: take {give} from {target}; you lose {vp} VP, they gain them",
    "label.tech.take_honor": "{tech}: take {honor} Honor from {target}",
    "label.tech.attract_gem": "{tech}: get a gem of their choice from {target}",
    "label.tech.attract_cube": "{tech}: get a cube of their choice from {target}",
    "label.give_gem": "Give {target} a {colour} gem",
    "label.give_cube": "Give {target} a {colour} cube",
    "label.tech.leap": "{tech}: leap to {location}",
    "label.tech.drive": "{tech}: move up to {steps, plural, one {# Location} other {# Locations}} for free",
    "label.tech.invade": "{tech}: place a House token on {location}",
    "label.tech.copy": "{tech}: use {owner}'s {copied}",
}
