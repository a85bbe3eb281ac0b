"""The catalog's prompts (issue 30): what a seat is deciding now. Ids: `prompt.<decision kind>[.<variant>]`."""
from __future__ import annotations

PROMPTS = {
    # pending decisions (Rulebook: Icon Reference; Partner Tiles; Install a Device; Solo Game)
    "prompt.goods.Res": "Choose {n, plural, one {# Resource} other {# Resources}}",
    "prompt.goods.Mat": "Choose {n, plural, one {# Material} other {# Materials}}",
    "prompt.goods.BrFe": "{n, plural, one {Choose 1 Brick or 1 Iron} other {Choose # Bricks or Iron (any mix)}}",
    "prompt.install": "Choose the space and payment for your {device} on floor {floor}",
    "prompt.conv": "Resolve a Guild Conversion without placing a Skill Chip, or decline",
    "prompt.recep": "Receptionist: take the Skill Chip, or resolve one of her conversions instead",
    "prompt.appraise": "Appraiser: keep 1 of the {n} Victory Point cards you drew; the other goes to the bottom of "
                       "the deck",
    "prompt.alchemist": "Alchemist income: take {goods}, or resolve a Guild Conversion without a Skill Chip",
    "prompt.alchemist.income": "Alchemist income: take the income, or resolve a Guild Conversion without a Skill Chip",
    "prompt.deliver_keep": "Delivery Person: keep {keep} of the {n} revealed Victory Point cards",
    "prompt.deliver_give": "Delivery Person: give one of the remaining Victory Point cards to each other player",
    "prompt.retrieve": "Retrieve one of your installed Devices (gain its column space), or decline",
    "prompt.danda_device": "Choose the Device type Danda installs on floor {floor}",
    "prompt.other": "Make your decision",
    # an Exploration turn (Rulebook: 3: Exploration Phase; Solo Game › Overwork Cost)
    "prompt.danda.idle": "Danda's turn",
    "prompt.overwork.paid": "Overwork Cost paid: perform an Action (Ascend, Install or Negotiate)",
    "prompt.overwork": "Danda has passed: pay the Overwork Cost ({cost}) and perform an Action, or pass",
    "prompt.overwork.sub": "Danda has passed: use a Guild effect first if you like, then pay the Overwork Cost "
                           "({cost}) and perform an Action, or pass",
    "prompt.turn": "Your turn: Ascend, Install, Negotiate or Pass",
    "prompt.turn.sub": "Your turn: you may first use a Guild effect (place a Skill Chip), then Ascend, Install, "
                       "Negotiate or Pass",
    # 2: Supply Phase; Setup › Select a Partner
    "prompt.supply": "Choose the orientation of your Resource and Guild cards",
    "prompt.supply.last": "Choose the orientation of your Resource and Guild cards, and which Guild card to keep "
                          "(the Round 4 card from setup or the one drawn now)",
    "prompt.partner.draft": "Draft a Partner tile: use its front or back, or take {jini} instead",
    "prompt.partner": "Choose your Partner secretly: {front} (front), {back} (back) or {jini}",
}
