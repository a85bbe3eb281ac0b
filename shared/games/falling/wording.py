"""Words for players (issue 30): the catalog, the components' names (the glossary's, one source) and the params its
labels, prompts and log lines take. Params are plain dicts (labels are built on every legal_actions call):
components by glossary id and name, seats by number counted from one, goods and payments as lists of amounts."""
from __future__ import annotations

from functools import lru_cache

from shared.engine import words
from shared.engine.words import display, full_catalog, items, message
from shared.games.falling.content import content
from shared.games.falling.state import PAY_ORDER, parse_code
from shared.games.falling.templates_events import EVENTS
from shared.games.falling.templates_labels import LABELS, PARTS
from shared.games.falling.templates_prompts import PROMPTS

TEMPLATES = {**PARTS, **LABELS, **PROMPTS, **EVENTS}
CATALOG = full_catalog(TEMPLATES)
#: the rounds each card deck serves (Rulebook: Components; content board.json round_decks)
DECK_ROUNDS = {"res12": "Rounds 1-2", "res34": "Rounds 3-4", "guild1": "Round 1", "guild2": "Round 2",
               "guild3": "Round 3", "guild4": "Round 4"}
#: a cost's free choices, said as cost icons ("2 Resources", not "2 Resources of your choice")
COST_CHOICES = frozenset({"Res", "Mat", "BrFe"})


def label(template_id: str, **params) -> dict:
    """What a legal action carries: {"label", "template", "params"}."""
    return words.said(CATALOG, template_id, key="label", **params)


def said(template_id: str, **params) -> dict:
    """What a prompt carries: {"text", "template", "params"}."""
    return words.said(CATALOG, template_id, **params)


# -- the components' names (the glossary's names come from here) -------------------------------------------
def number(cid: str) -> int:
    """The card or tile's number, as printed in its id's tail ('guild1-05' -> 5)."""
    return int(cid.rsplit("-", 1)[1])


def vp_card_name(cid: str, card) -> str:
    """'Victory Point Card 7 (3 Coins)'; the specials, 'Special Victory Point Card 4'."""
    if card.get("special"):
        return f"Special Victory Point Card {number(cid)}"
    return f"Victory Point Card {number(cid)} ({display(CATALOG, goods(card['bonus'], True))})"


def card_names(c) -> dict:
    """Resource, Guild and Victory Point cards: 'Guild Card 5 (Round 1)'."""
    out = {cid: f"Resource Card {number(cid)} ({DECK_ROUNDS.get(deck, deck)})"
           for deck, ids in c.res_decks.items() for cid in ids}
    out.update({cid: f"Guild Card {number(cid)} ({DECK_ROUNDS.get(deck, deck)})"
                for deck, ids in c.guild_decks.items() for cid in ids})
    out.update({cid: vp_card_name(cid, c.vp_cards[cid]) for cid in c.vp_ids})
    return out


def board_names(c) -> dict:
    """Floor tiles, Partner tiles and randomizer cards, Partners and Devices."""
    out = {tid: f"{'Normal' if kind == 'normal' else 'Round'} Floor Tile {number(tid)}"
           for kind, ids in c.tile_ids.items() for tid in ids}
    # a Partner tile's sides are its glossary text, and every label naming the tile names the side too
    out.update({tid: f"Partner Tile {number(tid)}" for tid in c.partner_tile_ids})
    out.update({card["id"]: f"Partner Randomizer Card {number(card['id'])}" for card in c.randomizer_cards})
    out.update({sid: side["name"] for sid, side in c.partners.items()})
    out.update({dt: f"{c.devices[dt]['name']} Device" for dt in c.device_order})
    return out


def solo_names(sc) -> dict:
    """The solo cards (solo.json, loaded by automa.py): 'NPC Action Card 3 (Round 2)', 'Round Blockade Card 7'."""
    out = {cid: f"NPC Action Card {number(cid)} (Round {card['round']})" for cid, card in sc.npc.items()}
    out.update({bid: f"Round Blockade Card {number(bid)}" for bid in sc.blockade_ids})
    return out


@lru_cache(maxsize=1)
def names() -> dict:
    """Glossary id -> name of every component of the base content."""
    c = content()
    return {**card_names(c), **board_names(c)}


def comp(cid: str) -> dict:
    """A component by glossary id."""
    return {"id": cid, "name": names()[cid]}


def seat(state: dict, s: int) -> dict:
    """A seat counted from one, with its name."""
    return {"seat": s + 1, "name": state["seats"][s]["name"]}


# -- goods, payments, bonuses ---------------------------------------------------------------------------------
def goods(found, cost: bool = False) -> dict:
    """'2 Coins and 1 Iron' from a goods mapping (`cost`: choices said as cost icons); 'nothing' for none."""
    parts = [message(f"part.cost.{k}" if cost and k in COST_CHOICES else f"part.good.{k}", n=n)
             for k, n in found.items() if n]
    return items(parts) if parts else message("part.nothing")


def pay(code: str) -> dict:
    """A concrete payment from its pay code ('C2-Cr1' -> '2 Coins and 1 Crystal')."""
    return goods(dict(zip(PAY_ORDER, parse_code(code))))


def bonus(found) -> dict:
    """A space's reward: 'gain 1 Coin', or 'no bonus'."""
    return message("part.gain", goods=goods(found)) if any(found.values()) else message("part.no_bonus")


def effect(seat_record: dict, key: str) -> dict:
    """The effect a Skill Chip goes on or a free conversion resolves, by its key ('board', 'g1'.., 'p0', 'r0')."""
    if key == "board":
        return message("part.effect.board")
    if key[0] == "g":
        cid, half = seat_record["guild"][int(key[1:]) - 1]
        return message("part.effect.guild", kind=content().cards[cid]["sides"][half]["kind"], card=comp(cid))
    return message("part.effect.partner", partner=comp(seat_record["partner"]))


def key(k: str) -> str:
    """A choice a template makes with a select (a side, a piece, a Device's article): a string param, as the
    published schema has it for a select key (contract_schemas/words.json)."""
    return k
