"""Words for players (issue 30): the catalog and the params its labels, prompts and log lines take. Params are
plain dicts (labels are built on every legal_actions call): components by glossary id and name, seats by number
counted from one, colours and Regions as component-like params, dice as nested messages."""
from __future__ import annotations

from functools import lru_cache

from shared.engine import words
from shared.engine.words import full_catalog, items, message
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.glossary import components
from shared.games.fallen_angel.templates_events import EVENTS
from shared.games.fallen_angel.templates_labels import LABELS, PARTS
from shared.games.fallen_angel.templates_prompts import PROMPTS

TEMPLATES = {**PARTS, **LABELS, **PROMPTS, **EVENTS}
CATALOG = full_catalog(TEMPLATES)
#: the resource tracks in the order amounts are said
AMOUNT_KEYS = ("vp", "honor", "shields", "engine")


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


def named(cid: str, name: str) -> dict:
    """A component-like param whose name comes from content (a Region, a Barrack slot, a tech)."""
    return {"id": cid, "name": name}


def colour(c: str) -> dict:
    """A gem, cube or die colour."""
    return {"id": c, "name": c}


def region(r: str) -> dict:
    """'Triangle Region (top)'."""
    return {"id": r, "name": content().region_names[r]}


def seat(state: dict, s: int) -> dict:
    """A seat counted from one, with its name."""
    return {"seat": s + 1, "name": state["seats"][s]["name"]}


def seat_of(names: list, s: int) -> dict:
    """A seat from the seat names (event messages)."""
    return words.seat_param(s, names)


def die(state: dict, d: str) -> dict:
    """A die as the rulebook names it: 'red 5'."""
    found = state["dice"][d]
    return message("part.die", colour=colour(found["colour"]), value=found["value"])


def values(faces) -> dict:
    """Dice faces, '3, 5 and 6'."""
    return items(list(faces))


def amounts(found: dict) -> dict:
    """'2 Engine and 1 Shield' from {track: n}."""
    return items([message(f"part.amount.{k}", n=found[k]) for k in AMOUNT_KEYS if k in found])


def hero(power: str | None) -> dict:
    """A hero's power by glossary name ('II. Human Paladin'); a powerless card says so."""
    return comp(power) if power else message("part.no_power")


def key(k: str) -> str:
    """A choice a template makes with a select (regular or bonus MP, top or bottom of the deck): a string param,
    as the published schema has it for a select key (contract_schemas/words.json)."""
    return k


def dice(state: dict, ids) -> dict:
    """Die id -> its param among `ids`, named by glossary too where two show the same colour and face ('the
    yellow 4 (Yellow die 5)'), so that no two choices read the same."""
    shown = [(state["dice"][d]["colour"], state["dice"][d]["value"]) for d in ids]
    out = {}
    for i, (d, (c, v)) in enumerate(zip(ids, shown)):
        if shown.count((c, v)) < 2:
            out[d] = message("part.die", colour=colour(c), value=v)
        elif d in _names():
            out[d] = message("part.die.named", colour=colour(c), value=v, die=comp(d))
        else:  # the Shadow Dice have no glossary entry: the first, second ... of the same face
            out[d] = message("part.die.nth", colour=colour(c), value=v, n=shown[:i + 1].count((c, v)))
    return out


def known_ids() -> dict:
    """Every glossary id (an event's cause may be one: a tech, an action)."""
    return _names()


def hero_card(card_id: str) -> dict:
    """A hero card of the seat's own deck, by its glossary name ('Blue I. Demon Jester')."""
    return comp(card_id)
