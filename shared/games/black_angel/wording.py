"""Words for players (issue 30): the catalog and the params its labels, prompts and log lines take. Params are
plain dicts (labels are built on every legal_actions call): components by glossary id and name, seats counted
from one, colours as component-like params, dice, hexes, grid lines and goods as nested messages."""
from __future__ import annotations

from functools import lru_cache

from shared.engine import words
from shared.engine.words import items, message
from shared.games.black_angel.content import content
from shared.games.black_angel.glossary import components
from shared.games.black_angel.templates_events import EVENTS
from shared.games.black_angel.templates_labels import LABELS, PARTS
from shared.games.black_angel.templates_prompts import PROMPTS

TEMPLATES = {**PARTS, **LABELS, **PROMPTS, **EVENTS}
CATALOG = words.full_catalog(TEMPLATES)
#: the goods in the order amounts are said
GOODS = ("vp", "resource", "ship", "robot", "debris")
#: the hexes of a strip, k = -2..2, said 1..5 from the top (U2, U1, middle, L1, L2)
HEX_OFFSET = 3


def label(template_id: str, **params) -> dict:
    """What a legal action carries: {"label", "template", "params"}."""
    return words.said(CATALOG, template_id, key="label", **params)


def said(template_id: str, **params) -> dict:
    """What a prompt carries: {"text", "template", "params"}."""
    return words.said(CATALOG, template_id, **params)


@lru_cache(maxsize=1)
def _names() -> dict:
    return {comp["id"]: comp["name"] for comp in components()}


def comp(cid: str) -> dict:
    """A component by glossary id."""
    return {"id": cid, "name": _names()[cid]}


def known(cid) -> bool:
    """True for a glossary id (an event's source may be one: a tile, a Mission, a Ravager)."""
    return isinstance(cid, str) and cid in _names()


def colour(c: str) -> dict:
    """A die, Mission, tile or workstation colour."""
    return {"id": c, "name": c}


def seat(state: dict, s: int) -> dict:
    """A seat counted from one, with its name."""
    return {"seat": s + 1, "name": state["seats"][s]["name"]}


def seat_of(names: list, s: int) -> dict:
    """A seat from the seat names (event messages)."""
    return words.seat_param(s, names)


def die(state: dict, d: str) -> dict:
    """'orange 3 (Orange die 2)': its face and its glossary name, so that no two dice read the same."""
    return die_showing(d, state["dice"][d]["value"])


def die_showing(d: str, value: int) -> dict:
    """A die showing `value` (an event names the face it had then)."""
    return message("part.die", colour=colour(_die_colours()[d]), value=value, die=comp(d))


@lru_cache(maxsize=1)
def _die_colours() -> dict:
    return {d: c for c, ids in content().die_ids.items() for d in ids}


def hex_(at) -> dict:
    """'strip 3, hex 2': the strip's position from the Black Angel board and the hex from the strip's top."""
    return message("part.hex", strip=at[0], hex=at[1] + HEX_OFFSET)


def line(slot: str) -> dict:
    """A card slot ('row1') as the line it faces: 'row 1' / 'column 3'."""
    return message("part.line", line=slot[:3], n=int(slot[3:]))


def cell(r: int, c: int) -> dict:
    """A grid cell, 0-based in the state: 'row 1, column 2'."""
    return message("part.cell", row=r + 1, column=c + 1)


def arrow(arrow_id: str) -> dict:
    """'row 3 from the left' (content `arrows`)."""
    a = content().arrow(arrow_id)
    return message("part.arrow", line=a["line"], n=a["index"] + 1, side=a["from"])


def card(card_id: str) -> dict:
    """A hand card: 'the green Tsoth Mission 07' / 'the Ravager Mission Thieves (location 1)'."""
    if content().is_mission(card_id):
        return message("part.mission", colour=colour(content().mission(card_id)["colour"]), mission=comp(card_id))
    return message("part.ravager_card", ravager=comp(card_id))


def goods(found) -> dict:
    """'2 VP and 1 ship' from {good: n}; 'nothing' when empty."""
    said_ = [message(f"part.goods.{k}", n=found[k]) for k in GOODS if found.get(k)]
    return items(said_) if said_ else message("part.nothing")


def effect(atom) -> dict:
    """An effect atom in short words (DESIGN.md, Effect atoms)."""
    kind = atom["kind"]
    if kind == "gain":
        return message("part.effect.gain", goods=goods(atom["gain"]))
    if kind == "convert":
        return message("part.effect.convert", pay=goods(atom["pay"]), gain=goods(atom["gain"]))
    if kind == "fix":
        return message("part.effect.fix.storage" if atom["debris"] == "storage" else "part.effect.fix.place")
    if kind == "vp_per_tile":
        return message("part.effect.vp_per_tile", vp=atom["vp"], colour=colour(atom["colour"]))
    return message(f"part.effect.{kind}")


def ravager_effect(kind: str) -> dict:
    """What a Ravager on an action asks first (BA-15)."""
    return message(f"part.ravager.{kind}")


def nth_names(ids: list) -> dict:
    """Component id -> its param among `ids`, numbered where two share a glossary name (three Melurien Archive
    tiles), so that no two choices read the same."""
    shown = [_names()[i] for i in ids]
    out = {}
    for i, cid in enumerate(ids):
        if shown.count(shown[i]) < 2:
            out[cid] = comp(cid)
        else:
            out[cid] = message("part.nth", tile=comp(cid), n=shown[:i + 1].count(shown[i]))
    return out


def key(k: str) -> str:
    """A choice a template makes with a select: a string param (contract_schemas/words.json)."""
    return k
