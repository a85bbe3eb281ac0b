"""Fixtures for the card tests: a cleared Duel board (battle_fixtures.field), hands of chosen card types, and
playing a card and its choices through the validated legal list.

Seats: 0 = black (evil, its turn by default), 1 = yellow (good). Card types are content types ("cavalry_2").
"""
from __future__ import annotations

from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.battle_fixtures import (BLACK, EVIL, GOOD, YELLOW, dice, faces, field,  # noqa: F401
                                                    minions, of_type, run)


def card_id(type_: str, colour: str | None = None, n: int = 0) -> str:
    """The n-th copy of a card type: the colour's starting copy first, then training, unique, any."""
    ids = sorted(i for i, rec in content().cards.items() if rec["type"] == type_)
    own = [i for i in ids if content().card(i)["owner"] == colour]
    ranked = own + [i for i in ids if i not in own and content().card(i)["source"] == "training"]
    ranked += [i for i in ids if i not in ranked]
    return ranked[n]


def hold(s: dict, seat: int, *types: str) -> list:
    """Put one card of each type into the seat's hand (the rest of its 12 into the deck); returns the ids."""
    colour = s["players"][seat]["colour"]
    counts: dict = {}
    ids = []
    for t in types:
        ids.append(card_id(t, colour, counts.get(t, 0)))
        counts[t] = counts.get(t, 0) + 1
    h.set_cards(s, seat, hand=ids)
    return ids


def play_type(s: dict, seat: int, type_: str) -> tuple[dict, list]:
    """Play the held card of `type_` from the turn menu."""
    card = next(c for c in s["players"][seat]["hand"] if content().card(c)["type"] == type_)
    return h.act(s, seat, "play", card=card)


def playable_types(s: dict, seat: int) -> set:
    """The card types the turn menu offers to play now."""
    return {content().card(a["card"])["type"] for a in h.legal(s, seat) if a["type"] == "play"}


def combo(s: dict, seat: int, type_: str) -> tuple[dict, list]:
    """Take the `combo` of the held card of `type_`."""
    card = next(c for c in s["players"][seat]["hand"] if content().card(c)["type"] == type_)
    return h.act(s, seat, "combo", card=card)


def effect(type_: str) -> dict:
    """A card type's effect record."""
    return dict(content().card_type(type_)["effect"])


def commands(s: dict, seat: int) -> dict:
    """The seat's command markers."""
    return dict(s["players"][seat]["commands"])


def path(s: dict, seat: int, area: str, troop: dict, *areas: str) -> tuple[dict, list]:
    """Command the troop from `area` (the card's `command {area}` entry), then step through `areas`."""
    events: list = []
    s, ev = h.act(s, seat, "command", area=area)
    events += ev
    s, ev = h.act(s, seat, "troop", **troop)
    events += ev
    for a in areas:
        s, ev = h.act(s, seat, "step", area=a)
        events += ev
    return s, events
