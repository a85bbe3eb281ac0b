"""Words for players (issue 30): the catalog and the params its labels, prompts and log lines take. Params are
plain dicts (labels are built on every legal_actions call): components by glossary id and name (cards,
characters, areas, leaders, colours), seats by number counted from one, a side's pieces by the side as a select
key ("good" / "evil"), resources as nested messages ("2 crystals and 1 reinforcement").

The names of areas and leaders are made here and the glossary takes them from here, so that a label's name and
the glossary's are one (this module sits below every rules module, the glossary above them all)."""
from __future__ import annotations

from shared.engine import words
from shared.engine.words import items, message
from shared.games.angel_fury.content import content
from shared.games.angel_fury.templates_battle import BATTLE
from shared.games.angel_fury.templates_events import EVENTS, REASONS
from shared.games.angel_fury.templates_labels import LABELS, PARTS
from shared.games.angel_fury.templates_prompts import PROMPTS

TEMPLATES = {**PARTS, **LABELS, **BATTLE, **PROMPTS, **EVENTS}
CATALOG = words.full_catalog(TEMPLATES)


def label(template_id: str, **params) -> dict:
    """What a legal action carries: {"label", "template", "params"}."""
    return words.said(CATALOG, template_id, key="label", **params)


def said(template_id: str, **params) -> dict:
    """What a prompt carries: {"text", "template", "params"}."""
    return words.said(CATALOG, template_id, **params)


# -- names (the glossary's, glossary.py) ---------------------------------------------------------------------------
def area_name(area_id: str) -> str:
    """'Row 2, column 3' for r2c3 (row 1 is the evil back edge)."""
    row, col = area_id[1:].split("c")
    return f"Row {row}, column {col}"


def leader_name(leader_id: str) -> str:
    """'Black tormentor 1' for black-seraph-1, 'Yellow archangel' for yellow-arch (AF-52, AF-53)."""
    c = content()
    colour, kind, *number = leader_id.split("-")
    side = c.side_of(colour)
    return " ".join([colour.title(), c.unit_name(side, kind)] + number)


# -- params ----------------------------------------------------------------------------------------------------------
def card(card_id: str) -> dict:
    """A card by its physical id."""
    return {"id": card_id, "name": content().card(card_id)["name"]}


def character(character_id: str) -> dict:
    return {"id": character_id, "name": content().character(character_id)["name"]}


def area(area_id: str) -> dict:
    return {"id": area_id, "name": area_name(area_id)}


def leader(leader_id: str) -> dict:
    return {"id": leader_id, "name": leader_name(leader_id)}


def colour(c: str) -> dict:
    """A colour, by its glossary name ('Black')."""
    return {"id": c, "name": c.title()}


def side_of(c: str) -> str:
    """The select key of a colour's side: "good" or "evil"."""
    return content().side_of(c)


def seat(state: dict, s: int) -> dict:
    """A seat counted from one, with its name."""
    return {"seat": s + 1, "name": state["seats"][s]["name"]}


def seat_of(names: list, s: int) -> dict:
    """A seat from the seat names (event messages)."""
    return words.seat_param(s, names)


def resource(what: str, n: int) -> dict:
    """'1 crystal', '4 reinforcements' ("C" / "R")."""
    return message("part.resource", what=what, n=n)


def cost(found) -> dict:
    """A {C, R} record in words: both, one of them, or nothing."""
    c, r = found["C"], found["R"]
    if c and r:
        return message("part.cost.both", c=c, r=r)
    if c or r:
        return message("part.cost.crystals", c=c) if c else message("part.cost.reinforcements", r=r)
    return message("part.cost.free")


def minions(side: str, n: int) -> dict:
    """'3 demons' of a side."""
    return message("part.minions", n=n, side=side)


def coloured(c: str, n: int) -> dict:
    """'2 Red demons'."""
    return message("part.coloured_minions", n=n, colour=colour(c), side=side_of(c))


def troop(c: str, n: int, leaders) -> dict:
    """'3 Black demons and the Black archdemon'; 'no units' for an empty troop."""
    parts = [coloured(c, n)] if n else []
    parts += [message("part.the_leader", leader=leader(lid)) for lid in leaders]
    return items(parts) if parts else message("part.no_units")


def cards(ids) -> list:
    """Each card's param, in order; copies of one name tell their place among that name ('Resource (copy 2)')."""
    cards_ = content().cards
    names = [cards_[c]["name"] for c in ids]
    if len(set(names)) == len(names):  # the usual case: no copies, no counting (the turn menu asks this)
        return [{"id": c, "name": name} for c, name in zip(ids, names)]
    out = []
    for i, (c, name) in enumerate(zip(ids, names)):
        found = {"id": c, "name": name}
        out.append(found if names.count(name) < 2 else message("part.card.copy", card=found,
                                                                  n=names[:i + 1].count(name)))
    return out


def key(k) -> str:
    """A choice a template makes with a select: a string param (contract_schemas/words.json)."""
    return str(k)


def reason(cause) -> dict | None:
    """A cause or reason an event or step names ("archers", "resource entry") in words, or None when it has none."""
    if not isinstance(cause, str):
        return None
    tid = "part.reason." + cause.replace(" ", "_")
    return message(tid) if tid in REASONS else None
