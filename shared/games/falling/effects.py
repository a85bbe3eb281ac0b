"""Gaining goods and VP, VP cards, Guild conversions and partner abilities (keyed by partner content id)."""
from __future__ import annotations

from shared.engine.decisions import ask
from shared.engine.events import event, private_event
from shared.engine.rng import Rng
from shared.games.falling.content import content

EMPTY = {}
CHOICE_POOLS = {"Res": ("C", "G"), "Mat": ("Br", "Fe", "Cr"), "BrFe": ("Br", "Fe")}
PLACEMENT_SOURCES = ("placement", "floor")


def partner(seat: dict):
    """The content of the seat's partner side ({} before one is chosen)."""
    pid = seat["partner"]
    return content().partners[pid] if pid else EMPTY


def is_craftsman(seat: dict) -> bool:
    """Processing Craftsman: may spend Bricks and Iron as Crystals. (Rulebook: Partner Tiles › Processing Craftsman.)"""
    return bool(partner(seat).get("materials_as_crystal"))


def gain(state: dict, s: int, goods, source: str, ev: list) -> None:
    """Give seat `s` a reward; fixed goods at once, choices (Res, Mat, Conv, ...) as pending decisions.
    (Rulebook: Resources and Materials; Icon Reference; Solo › Basic Rules for NPCs; Receptionist.)"""
    seat = state["seats"][s]
    if seat["kind"] == "automa":
        return  # solo: Danda gains nothing
    fixed = {}
    goods, then = conversion_first(goods)
    for k, n in goods.items():
        if not n:
            continue
        if k in ("C", "G", "Br", "Fe", "Cr"):
            seat[k] += n
            fixed[k] = n
        elif k == "Chip" and not (source in PLACEMENT_SOURCES and "receptionist_conversions" in partner(seat)):
            seat["Chip"] += n
            fixed[k] = n
        elif k == "VP":
            fixed[k] = n
        else:
            ask_choices(state, s, k, n, then if k == "Conv" else None)
    if fixed:
        ev.append(event("goods_gained", s, goods=fixed, source=source))
    if goods.get("VP"):
        gain_vp(state, s, goods["VP"], ev)


def conversion_first(goods) -> tuple:
    """(goods, deferred): Rulebook: Icon Reference, "Resolve 1 Guild Conversion without placing a Skill Chip, then gain
    1 Skill Chip" - the Chip of a Conv + Chip reward is gained after the conversion (resolved or declined)."""
    if goods.get("Conv") and goods.get("Chip"):
        return {k: n for k, n in goods.items() if k != "Chip"}, {"Chip": goods["Chip"]}
    return goods, None


def ask_choices(state: dict, s: int, key: str, n: int, then=None) -> list:
    """Queue the pending decisions for a reward icon that needs a choice (Receptionist Chips, Res/Mat/BrFe,
    Conv, ...); returns the items.

    `then`: goods gained once the last of these decisions is resolved (see conversion_first).
    (Rulebook: Icon Reference; Partner Tiles › Receptionist.)"""
    if key in CHOICE_POOLS:
        return [ask(state, "goods", s, pool=key, n=n)]
    kind = {"Chip": "recep", "Conv": "conv", "Retrieve": "retrieve"}[key]
    items = [ask(state, kind, s) for _ in range(n)]
    if then:
        items[-1]["then"] = dict(then)
    return items


def gain_vp(state: dict, s: int, n: int, ev: list, final: bool = False) -> None:
    """Advance the VP track; each wrap 9 -> 0 draws a VP card (with its bonus unless `final`).
    (Rulebook: Victory Point Cards; Final Scoring; Solo Game › Basic Rules for NPCs.)"""
    seat = state["seats"][s]
    if seat["kind"] == "automa":
        return  # solo: Danda gains no VP
    size = content().track_size
    total = seat["vp"] + n
    seat["vp"] = total % size
    for _ in range(total // size):
        draw_vp_card(state, s, ev, final)


def draw_vp_card(state: dict, s: int, ev: list, final: bool = False) -> None:
    """Draw one VP card for seat `s` (Appraiser: draw 2, keep 1 - a pending choice outside final scoring).
    (Rulebook: Victory Point Cards; Partner Tiles › Appraiser.)"""
    seat = state["seats"][s]
    deck = state["decks"]["vp"]
    if not deck:
        seat["vpc"].append(None)
        ev.append(event("vp_card_drawn", s, card=None, note="the VP deck is empty: a blank 10 VP card"))
        return
    draw = 1 if final else partner(seat).get("vp_draw", 1)
    cards = [deck.pop() for _ in range(min(draw, len(deck)))]
    if len(cards) > 1:
        ask(state, "appraise", s, cards=cards)
        ev.append(private_event("vp_cards_drawn", s, [s], {"cards": cards}, {"count": len(cards)}))
        return
    keep_vp_card(state, s, cards[0], ev, final)


def keep_vp_card(state: dict, s: int, card: str, ev: list, final: bool = False) -> None:
    """Seat `s` keeps `card` face down and (outside final scoring) gains its bonus.
    (Rulebook: Victory Point Cards; End of Game › Final Scoring.)"""
    state["seats"][s]["vpc"].append(card)
    ev.append(private_event("vp_card_drawn", s, [s], {"card": card}, {"count": 1}))
    if not final:
        gain(state, s, content().vp_cards[card]["bonus"], "vp_card", ev)


def vp_to_bottom(state: dict, cards: list) -> None:
    """Put cards (face down) at the bottom of the VP deck; the deck is drawn from its end.
    (Rulebook: Partner Tiles › Appraiser.)"""
    state["decks"]["vp"][:0] = cards


def shuffle_to_bottom(state: dict, cards: list) -> None:
    """Shuffle `cards` and put them at the bottom of the VP deck. (Rulebook: Partner Tiles › Delivery Person.)"""
    cards = list(cards)
    Rng(state).shuffle(cards)
    vp_to_bottom(state, cards)


# -- Guild effects -----------------------------------------------------------------------------------
def guild_effect(seat: dict, slot: int):
    """The visible half of the Guild card in round slot `slot` (0-based), or None. (Rulebook: 2: Supply Phase.)"""
    entry = seat["guild"][slot]
    if entry is None:
        return None
    return content().cards[entry[0]]["sides"][entry[1]]


def chip_effects(seat: dict) -> list:
    """(key, effect) pairs a Skill Chip may be placed on: board, guild slots, partner conversions.
    (Rulebook: 3: Exploration Phase › Sub-action: Use Guild Effect.)"""
    out = [("board", content().board_conversion)]
    for i in range(len(seat["guild"])):
        eff = guild_effect(seat, i)
        if eff is not None:
            out.append((f"g{i + 1}", eff))
    for i, conv in enumerate(partner(seat).get("conversions", ())):
        out.append((f"p{i}", conv))
    return out


def conversions(seat: dict, receptionist: bool = False) -> list:
    """(key, conversion) pairs resolvable by a free-conversion effect (never Income effects).
    (Rulebook: Icon Reference; Partner Tiles › Receptionist.)"""
    out = [(k, e) for k, e in chip_effects(seat) if e.get("kind", "conversion") == "conversion"]
    if receptionist:
        for i, conv in enumerate(partner(seat).get("receptionist_conversions", ())):
            out.append((f"r{i}", conv))
    return out


def effect_by_key(seat: dict, key: str):
    """The effect named by `key` ('board', 'g1'..'g4', 'p0', 'r0', ...) for this seat, or None."""
    if key == "board":
        return content().board_conversion
    idx = key[1:]
    if not idx.isdigit():
        return None
    i = int(idx)
    if key[0] == "g":
        return guild_effect(seat, i - 1) if 1 <= i <= len(seat["guild"]) else None
    table = {"p": "conversions", "r": "receptionist_conversions"}.get(key[0])
    convs = partner(seat).get(table, ()) if table else ()
    return convs[i] if i < len(convs) else None
