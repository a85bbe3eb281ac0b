"""The catalog's labels (issue 30): what each legal action does, in the rulebook's words and the components'
names. Ids: `label.<action>[.<variant>]`; the shared parts (`part.*`) are nested messages (wording.py builds
them). Positions are counted from one: strips from the Black Angel board, hexes 1-5 from the top of a strip,
rows and columns of the grid, display spaces and advanced slots."""
from __future__ import annotations

ACTIVATIONS = "{points, plural, one {# activation} other {# activations}}"
RESOURCES = "{cost, plural, one {# resource} other {# resources}}"
FACE = "{to, plural, =0 {a star} other {#}}"
OF_POINTS = "({cost} of your {points, plural, one {# point} other {# points}})"

PARTS = {
    # a die as the rulebook shows it, with its glossary name so that two equal faces never read the same
    "part.die": "{colour} {value, plural, =0 {star} other {#}} ({die})",
    # a hex: its strip's position (1 nearest the Black Angel board) and its place in the strip (1 at the top)
    "part.hex": "strip {strip}, hex {hex}",
    "part.line": "{line, select, row {row {n}} other {column {n}}}",
    "part.cell": "row {row}, column {column}",
    "part.arrow": "{line, select, row {row {n} from the {side, select, start {left} other {right}}} "
                  "other {column {n} from the {side, select, start {top} other {bottom}}}}",
    "part.mission": "the {colour} {mission}",
    "part.ravager_card": "the Ravager {ravager}",
    "part.nth": "{tile} (number {n})",
    "part.goods.vp": "{n} VP",
    "part.goods.ship": "{n, plural, one {# ship} other {# ships}}",
    "part.goods.resource": "{n, plural, one {# resource} other {# resources}}",
    "part.goods.debris": "{n} debris",
    "part.goods.robot": "{n, plural, one {# robot} other {# robots}}",
    "part.nothing": "nothing",
    # effect atoms, short (DESIGN.md, Effect atoms)
    "part.effect.gain": "gain {goods}",
    "part.effect.convert": "pay {pay} for {gain}",
    "part.effect.fix.storage": "fix 1 damage cube (its debris into storage)",
    "part.effect.fix.place": "fix 1 damage cube (its debris onto a tile or into storage)",
    "part.effect.vp_per_tile": "gain {vp} VP per {colour} tile in your grid",
    "part.effect.assign": "assign a robot to a workstation",
    "part.effect.flip": "flip one of your dice",
    "part.effect.draw_mission": "draw a Mission of any colour",
    # a Ravager's effect on the action it stands before (BA-15)
    "part.ravager.discard_mission": "discard a Mission",
    "part.ravager.pay_resource": "pay 1 resource",
    "part.ravager.pay_debris": "pay 1 debris",
    "part.ravager.robot_to_reserve": "send a break-room robot to the reserve",
    "part.ravager.return_ship": "return a ship from storage",
    # Hal's uses of a die (BA-39), as the fallback chain names them
    "part.hal_use.board": "the board action",
    "part.hal_use.space": "Command Your Ships",
    "part.hal_use.activate": "a Mission activation",
    "part.hal_use.vp": "the VP",
}

LABELS = {
    # the turn (BA-8..BA-11, BA-36)
    "label.sequence_b": "Sequence B: reroll your dice, refresh your board, move the Black Angel",
    "label.sequence_b.ended": "Sequence B: reroll your dice and refresh your board (the Black Angel no longer moves)",
    "label.pass": "Pass (final round, instead of Sequence B)",
    "label.flip": "Flip your {die} to " + FACE + " for {debris} debris",
    "label.take_die": "Take your {die}",
    "label.buy_neutral": "Buy the neutral {die} for " + RESOURCES + ", paid to the supply",
    "label.buy_die": "Buy {owner}'s {die} for " + RESOURCES + ", paid to them",
    "label.play_card": "Play {card} into {slot}",
    "label.discard.hand_limit": "Discard {card} (hand limit)",
    # using a die (BA-12..BA-15, BA-31)
    "label.board_action": "Do {action} with " + ACTIVATIONS,
    "label.board_action.damaged": "Do {action} with " + ACTIVATIONS + " (damaged: {penalty} less)",
    "label.board_action.ravager": "Do {action} with " + ACTIVATIONS + " (first the Ravager: {ravager})",
    "label.board_action.damaged.ravager": "Do {action} with " + ACTIVATIONS + " (damaged: {penalty} less; first "
                                          "the Ravager: {ravager})",
    "label.activate_mission": "Activate {mission} at {hex}, {times, plural, one {once} other {# times}}",
    "label.activate_mission.other": "Activate {mission} at {hex}, {times, plural, one {once} other {# times}} "
                                    "(its owner, {owner}, gets 1 free activation)",
    "label.free_activation": "Activate your {mission} once for free",
    "label.free_activation.decline": "Decline the free activation",
    "label.discard.ravager": "Discard {card} (for {ravager})",
    # Discover, Fix, Annihilate (BA-16..BA-23)
    "label.take_tile": "Take {tile} from display space {space} " + OF_POINTS,
    "label.take_advanced": "Take {tile} from advanced slot {slot} " + OF_POINTS,
    "label.discover.done": "Stop taking tiles",
    "label.discover.done.inject": "Stop taking tiles and inject them",
    "label.fix_action": "Remove a damage cube from {action}",
    "label.fix_die": "Remove the damage cube from {die}",
    "label.fix.done": "Stop fixing",
    "label.take_ravagers": "Take {count, plural, one {the Ravager card} other {the # Ravager cards}} at {location} "
                           "(before {action})",
    "label.annihilate.done": "Stop annihilating",
    # the grid (BA-10, BA-18..BA-20)
    "label.activate_tile": "Activate your {tile} at {cell}",
    "label.activate_tiles.done": "Stop activating tiles",
    "label.inject": "Inject {tile} into {arrow}",
    "label.place_advanced": "Put {tile} on your {colour} advanced space",
    # effects (DESIGN.md, Effect atoms; BA-22)
    "label.convert": "Pay {pay} for {gain}",
    "label.convert.decline": "Decline the conversion",
    "label.assign": "Assign a break-room robot to the {colour} workstation",
    "label.flip_die": "Flip your {die} to " + FACE,
    "label.draw_mission": "Draw the top {colour} Mission",
    "label.debris_on_tile": "Put the debris on your {tile} at {cell} ({effect})",
    "label.store_debris": "Put the debris in your storage",
    # Sequence B (BA-33)
    "label.reserve_die": "Reserve your {die} for " + RESOURCES + " (it can't be bought)",
    "label.reserve.done": "Keep the rest unreserved",
    # Command Your Ships (BA-24..BA-28, A27)
    "label.stay": "Place a Mission under your ship at {hex} ({value, plural, =0 {a star} one {it moves 0 of up "
                  "to 1 hex} other {it moves 0 of up to # hexes}})",
    "label.move_ship": "Move your ship at {hex} up to {value, plural, one {# hex} other {# hexes}}",
    "label.launch": "Launch a new ship (a break-room robot boards it), up to {value, plural, one {# hex} other "
                    "{# hexes}} from the Black Angel",
    "label.move_to": "Fly to {hex} ({kind, select, orange {a Melurien planet} gray {a Xhavit planet} green {a Tsoth "
                     "planet} asteroid {an asteroid field} comet {a comet} spes {Spes} other {an empty hex}})",
    "label.place_mission": "Place {mission} ({kind, select, activation {activation} other {neutralization}}; "
                           "reward: {reward}; adds {count, plural, one {a tile} other {# tiles}} to the display: "
                           "{tiles})",
    "label.place_mission.skip": "Place no Mission (skip steps 2 to 4)",
    # Hal's decisions (BA-39): each is the one action his rules choose
    "label.hal_reveal": "Hal reveals the top card of his deck",
    "label.hal_sequence_b": "Hal has no usable die (none, or only stars): Sequence B",
    "label.hal_take_die": "Hal takes his {die}: the {which, select, highest {highest} other {lowest}} die of the "
                          "first colour he holds in the order {priority}",
    "label.hal_use": "{use} ({mode, select, board {board} other {space}} mode)",
    "label.hal_use.fallback": "{use} ({mode, select, board {board} other {space}} mode; not possible: {tried})",
    "label.hal_board_action": "Hal does {action} with " + ACTIVATIONS,
    "label.hal_activate": "Hal activates the Mission at {hex}, {times, plural, one {once} other {# times}}",
    "label.hal_fallback_vp": "Hal gains {vp} VP",
    "label.hal_take_advanced": "Hal takes the advanced tile in slot {slot}",
    "label.hal_take_tile": "Hal takes the tile in display space {space}",
    "label.hal_fix_action": "Hal removes a damage cube from {action}",
    "label.hal_fix_die": "Hal removes the damage cube from {die}",
    "label.hal_take_ravagers": "Hal annihilates the Ravagers at {location}",
    "label.hal_free_activation": "Hal activates his Mission at {hex} once for free",
    "label.hal_move_ship": "Hal moves his ship at {start} to {hex}: the nearest empty {colour} card space",
    "label.hal_launch": "Hal launches a ship from the Black Angel to {hex}: the nearest empty {colour} card space",
    "label.hal_stay": "Hal keeps his ship at {hex}: the nearest empty {colour} card space",
    "label.hal_place_mission": "Hal places the top {colour} Mission at {hex}, his robot on its reward (VP)",
}
