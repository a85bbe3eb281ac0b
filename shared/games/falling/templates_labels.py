"""The catalog's labels (issue 30): what each legal action does, in the rulebook's words and the components' names.
Ids: `label.<action>[.<variant>]`; the shared pieces (`part.*`: goods, payments, effects) are nested messages.
Counts a player makes (floors, spaces, halves) start at one."""
from __future__ import annotations

#: "a Refinery Device", "an Exploration Device" (the article follows the Device's glossary id)
A_DEVICE = "{device, select, expl {an} other {a}} {device}"

#: one good or reward icon, as an amount (Rulebook: Resources and Materials; Icon Reference)
GOODS = {
    "part.good.C": "{n, plural, one {# Coin} other {# Coins}}",
    "part.good.G": "{n} Gas",
    "part.good.Br": "{n, plural, one {# Brick} other {# Bricks}}",
    "part.good.Fe": "{n} Iron",
    "part.good.Cr": "{n, plural, one {# Crystal} other {# Crystals}}",
    "part.good.Chip": "{n, plural, one {# Skill Chip} other {# Skill Chips}}",
    "part.good.VP": "{n} VP",
    "part.good.Res": "{n, plural, one {# Resource of your choice} other {# Resources of your choice}}",
    "part.good.Mat": "{n, plural, one {# Material of your choice} other {# Materials of your choice}}",
    "part.good.BrFe": "{n, plural, one {# Brick or Iron} other {# Bricks or Iron in any mix}}",
    "part.good.Conv": "{n, plural, one {a free Guild Conversion} other {# free Guild Conversions}}",
    "part.good.Retrieve": "{n, plural, one {a Device retrieval} other {# Device retrievals}}",
    # a cost's free choices (the Ascend red boxes, the Overwork Cost): said as the rulebook's cost icons
    "part.cost.Res": "{n, plural, one {# Resource} other {# Resources}}",
    "part.cost.Mat": "{n, plural, one {# Material} other {# Materials}}",
    "part.cost.BrFe": "{n, plural, one {# Brick or Iron} other {# Bricks or Iron}}",
    "part.nothing": "nothing",
    "part.gain": "gain {goods}",
    "part.no_bonus": "no bonus",
}

PARTS = {
    **GOODS,
    # the effects a Skill Chip goes on (Sub-action: Use Guild Effect) or a free conversion resolves
    "part.effect.board": "the board's Guild Conversion",
    "part.effect.guild": "{kind, select, income {the Guild Income} other {the Guild Conversion}} of {card}",
    "part.effect.partner": "the {partner}'s conversion",
    "part.effect.slot": "their round {slot} Guild card",
    "part.effect.own_partner": "their Partner's conversion",
    "part.seat_partner": "{player}: {partner}",
}

LABELS = {
    # Exploration Phase: the Sub-action and the four Actions (Rulebook: 3: Exploration Phase)
    "label.pass": "Pass",
    "label.chip.income": "Place a Skill Chip on {effect}: gain {gain}",
    "label.chip.conversion": "Place a Skill Chip on {effect}, paying {pay} to gain {gain}",
    "label.convert": "Resolve {effect} without a Skill Chip, paying {pay} to gain {gain}",
    "label.ascend": "Ascend to floor {floor}, space {space} ({bonus}), paying {pay}",
    "label.install": "Install " + A_DEVICE,
    "label.install_space": "Place " + A_DEVICE + " on floor {floor}, space {space} ({bonus}), paying {pay}",
    "label.install_space.invest": "Place " + A_DEVICE + " on floor {floor}, space {space} ({bonus}), paying {pay}, "
                                  "of which {invest} is invested (Floor Bonus +{extra})",
    "label.negotiate": "Negotiate on space {space} with {piece, select, Cr {a Crystal} Chip {a Skill Chip} "
                       "Br {a Brick as a Crystal} other {an Iron as a Crystal}} ({reward})",
    # pending decisions (Rulebook: Icon Reference; Partner Tiles)
    "label.take": "Take {goods}",
    "label.decline.conv": "Decline the free Guild Conversion",
    "label.decline.retrieve": "Retrieve no Device",
    "label.take_chip": "Take the Skill Chip",
    "label.keep_vp": "Keep {card}: {bonus}",
    "label.alchemist_take": "Take the Alchemist's income: {goods}",
    "label.deliver_keep": "Keep {cards}",
    "label.deliver_give": "Give {card} to {player}",
    "label.retrieve": "Retrieve your {device} from floor {floor}, space {space} ({gain})",
    # Select a Partner (Rulebook: Setup › Select a Partner › B and C)
    "label.partner": "Choose {partner}, {side, select, front {the front} other {the back}} of {tile}",
    "label.partner.jini": "Choose {partner} instead of {tile}",
    "label.draft": "Draft {tile} and use {partner} ({side, select, front {its front} other {its back}})",
    "label.draft.jini": "Draft {tile} and take {partner} instead (the tile leaves the draft)",
    # 2: Supply Phase
    "label.supply": "Use half {res_half} of {res} to gain {res_gain}, and half {guild_half} of {guild} as "
                    "{kind, select, income {a Guild Income} other {a Guild Conversion}}",
    # solo: the Overwork Cost and Danda's steps (Rulebook: Solo Game)
    "label.overwork": "Pay the Overwork Cost ({cost}) with {pay} and take an Action",
    "label.npc.ascend": "Danda ascends 1 floor",
    "label.npc.ascend_to": "Danda ascends to floor {floor}",
    "label.npc.install": "Danda installs a Device",
    "label.npc.crystal": "Danda places a Crystal on the {side, select, left {leftmost} other {rightmost}} "
                         "available Negotiation space",
    "label.npc.pass": "Danda passes (NPC card limit reached)",
    "label.npc.reveal": "Danda reveals NPC card {number} of {limit}",
    "label.danda_device": "Have Danda install " + A_DEVICE + " on floor {floor}, space {space}",
}
