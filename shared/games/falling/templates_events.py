"""The catalog's log lines (issue 30): one per event type as a viewer is served it (`.secret` where the private data
was withheld, `.why` where the event names where the goods came from). Ids: `event.<type>[.<variant>]`."""
from __future__ import annotations

#: where gained goods came from (goods_gained's `source`; Rulebook: the phase or icon that pays them)
SOURCES = {
    "part.source.placement": "a Placement Bonus",
    "part.source.floor": "a Floor Bonus",
    "part.source.guild_chip": "a Skill Chip on a Guild Income",
    "part.source.conversion": "a conversion",
    "part.source.ascend": "the Flying Machine space",
    "part.source.negotiation": "Negotiation",
    "part.source.partner": "their Partner",
    "part.source.pass": "the Pass Track",
    "part.source.choice": "their choice",
    "part.source.free_conversion": "a free Guild Conversion",
    "part.source.vp_card": "a Victory Point card",
    "part.source.delivery": "a delivered Victory Point card",
    "part.source.retrieval": "a Device retrieval",
    "part.source.partner_income": "Partner income",
    "part.source.partner_start": "their Partner's starting goods",
    "part.source.turn_order": "the turn order bonus",
    "part.source.resource_card": "their Resource card",
    "part.source.income": "Device income",
    "part.source.guild_income": "Guild Income",
    "part.source.retrieve_engineer": "the Retrieve Engineer",
}

EVENTS = {
    **SOURCES,
    "part.token": "space {space} of floor {floor}",
    # setup and the Partners (Rulebook: Setup › Select a Partner)
    "event.partner_chosen": "{player} chose {side, select, front {the front of their Partner Tile} "
                            "back {the back of their Partner Tile} other {Jini Jini}}",
    "event.partner_chosen.secret": "{player} chose a Partner secretly",
    "event.partners_revealed": "Partners revealed: {partners}",
    "event.partner_drafted": "{player} drafted {tile} and took {partner}",
    # 1: Preparation and 2: Supply Phase
    "event.round_started": "Start of round {round}",
    "event.skill_chips_retrieved": "{player} took back {n, plural, one {# Skill Chip} other {# Skill Chips}}",
    "event.cards_drawn": "{player} drew {res} and {guild}",
    "event.cards_drawn.secret": "{player} drew a Resource card and a Guild card",
    "event.supply_chosen": "{player} chose half {res_half} of their Resource card and half {guild_half} of "
                           "{guild, select, setup {their Round 4 Guild card from setup} "
                           "other {the Guild card they drew}}",
    "event.supply_chosen.secret": "{player} chose the orientation of their cards",
    "event.cards_revealed": "{player} revealed half {res_half} of {res} and half {guild_half} of {guild}",
    "event.delivery_cards_revealed": "{player} revealed {cards} (Delivery Person)",
    "event.delivery_cards_kept": "{player} kept {cards}",
    "event.delivery_card_given": "{player} gave {card} to {to}",
    "event.delivery_cards_returned": "{player} shuffled the {n, plural, one {# revealed card} other {# revealed "
                                     "cards}} to the bottom of the Victory Point deck",
    # 3: Exploration Phase
    "event.exploration_started": "The Exploration Phase begins (turn order: {order})",
    "event.guild_effect_used": "{player} placed a Skill Chip on {effect}",
    "event.guild_effect_used.paid": "{player} placed a Skill Chip on {effect}, paying {pay}",
    "event.conversion_resolved": "{player} resolved {effect} without a Skill Chip, paying {pay}",
    "event.conversion_declined": "{player} declined the free Guild Conversion",
    "event.flying_machine_ascended": "{player} ascended from floor {frm} to floor {floor}, space {space}, paying {pay}",
    "event.device_type_chosen": "{player} chose to install {device, select, expl {an} other {a}} {device}",
    "event.device_installed": "{player} installed {device, select, expl {an} other {a}} {device} on floor {floor}, "
                              "space {space}, paying {pay}",
    "event.device_installed.invest": "{player} installed {device, select, expl {an} other {a}} {device} on floor "
                                     "{floor}, space {space}, paying {pay} and investing 1 more {invest, select, "
                                     "Br {Brick} other {Iron}}",
    "event.negotiated": "{player} negotiated on space {space} with {piece, select, Cr {a Crystal} Chip {a Skill Chip} "
                        "Br {a Brick as a Crystal} other {an Iron as a Crystal}}",
    "event.materials_returned": "{player} returned {goods} on passing (Processing Craftsman)",
    "event.passed": "{player} passed, onto column {column} of the Pass Track",
    "event.pass_track_stepped": "{player} moved down to space {row} of column {column} of the Pass Track",
    "event.pass_track_stepped.bottom": "{player} stayed at the bottom of column {column} of the Pass Track",
    "event.goods_gained": "{player} gained {goods}",
    "event.goods_gained.why": "{player} gained {goods} from {why}",
    # Victory Point cards (Rulebook: Victory Point Cards; Partner Tiles › Appraiser)
    "event.vp_card_drawn": "{player} drew {card}",
    "event.vp_card_drawn.secret": "{player} drew a Victory Point card",
    "event.vp_card_drawn.blank": "{player} took a blank Victory Point card worth 10 VP (the deck is empty)",
    "event.vp_cards_drawn": "{player} drew {cards}",
    "event.vp_cards_drawn.secret": "{player} drew {n, plural, one {# Victory Point card} other {# Victory Point "
                                   "cards}}",
    "event.vp_card_returned": "{player} put {n, plural, one {# Victory Point card} other {# Victory Point cards}} "
                              "face down at the bottom of the deck",
    # 5: Progress Phase, and the Retrieve icon
    "event.device_retrieved": "{player} retrieved their {device} from floor {floor}, space {space}, to space {column} "
                              "of its column",
    "event.retrieve_declined": "{player} retrieved no Device",
    "event.tower_fell": "The Tower fell two floors (turn order now: {order})",
    # solo: Danda and the Overwork Cost (Rulebook: Solo Game)
    "event.blockade_revealed": "{card} revealed: Blockade Tokens on {tokens}",
    "event.blockade_revealed.first": "{card} revealed: Blockade Tokens on {tokens}; "
                                     "{first, select, npc {Danda plays first} other {the player plays first}}",
    "event.npc_card_revealed": "Danda revealed {card}, card {number} of {limit} this round",
    "event.npc_card_revealed.half": "Danda revealed {card}, card {number} of {limit} this round, and follows its "
                                    "{half, select, upper {upper} other {lower}} half",
    "event.npc_card_resolved": "Danda resolved {card}, card {resolved} of {limit} this round",
    "event.danda_ascended": "Danda ascended from floor {frm} to floor {floor}",
    "event.danda_installed": "Danda installed {device, select, expl {an} other {a}} {device} on floor {floor}, "
                             "space {space}{by, select, player { (chosen by the player)} other {}}",
    "event.danda_negotiated": "Danda placed a Crystal on Negotiation space {space}",
    "event.danda_device_requested": "{player} was asked to choose the Device type Danda installs on floor {floor}, "
                                    "space {space}",
    "event.danda_action_skipped": "Danda skipped {action, select, ascend {Ascend 1 floor: it is already on the top "
                                  "floor} ascend_to {Ascend to a floor: it is already there or higher} crystal {the "
                                  "Crystal: every Negotiation space is occupied} other {Install: no empty legal space "
                                  "on its floor}}",
    "event.danda_action_skipped.no_device": "Danda skipped Install: it has no Device left",
    "event.overwork_paid": "{player} paid the Overwork Cost with {pay}",
    "event.game_ended": "The game is over",
}
