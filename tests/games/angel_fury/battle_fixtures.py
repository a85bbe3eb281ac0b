"""Fixtures for the battle tests: a cleared Duel board, a troop attacking through battle.start, scripted dice,
and a driver answering the battle's decisions (the default: pass, stay, the first casualty) until the turn
menu returns.

Seats: 0 = black (evil), 1 = yellow (good). Scripted dice are consumed in the order the battle rolls them:
each round the attacker, then the defender; a script entry must hold exactly as many faces as dice are rolled.
"""
from __future__ import annotations

import pytest

from shared.games.angel_fury import battle, retreat, steps
from shared.games.angel_fury.content import content
from tests.games.angel_fury import helpers as h

EVIL, GOOD = h.EVIL, h.GOOD
BLACK, YELLOW = "black", "yellow"


def faces(hit: int = 0, circle: int = 0, blank: int = 0) -> list:
    """A roll showing these faces."""
    return ["hit"] * hit + ["circle"] * circle + ["blank"] * blank


@pytest.fixture
def dice(monkeypatch):
    """A list of rolls (see `faces`) the battle uses instead of the generator, in order."""
    script: list = []

    def scripted(state, n, values=None):
        assert script, f"the battle rolled {n} dice but the script is used up"
        rolled = script.pop(0)
        assert len(rolled) == n, f"the battle rolled {n} dice, the script gives {len(rolled)}"
        return list(rolled)

    monkeypatch.setattr(battle, "roll", scripted)
    return script


def field(evil: str = "moloch", good: str = "raphael", seed: int = 1, good_turn: bool = False) -> dict:
    """A started Duel with an empty board (characters without battle abilities by default); evil's turn, or
    good's with `good_turn`."""
    s = h.started(seed, evil=evil, good=good)
    if good_turn:
        s, _ = h.end_turn(s, EVIL)
    h.clear_board(s)
    for seat in (EVIL, GOOD):
        h.set_cards(s, seat, hand=[])
    return s


def colour(s: dict, seat: int) -> str:
    """The seat's colour."""
    return s["players"][seat]["colour"]


def attack(s: dict, seat: int, src: str, dest: str, minions: int = 0, leaders=(), **mods) -> tuple[dict, list]:
    """A copy of `s` where the seat's troop from `src` attacks `dest` (lifted as command.py does), run up to the
    battle's first decision."""
    s = h.GAME.clone(s)
    t = retreat.lift(s, src, colour(s, seat), minions, list(leaders), fresh_first=True)
    for lid in t["leaders"]:
        s["leaders"][lid]["commanded"] = True
    ev: list = []
    battle.start(s, seat, t, src, dest, ev, **mods)
    steps.run_automatic(s, ev)
    return s, ev


def card_effect(type_: str) -> dict:
    """A card type's effect record, as the cards owner hands it to the battle."""
    return dict(content().card_type(type_)["effect"])


def choosing(kind: str, seat: int, type_: str, **keys):
    """A chooser taking the `type_` action (matching `keys`) whenever `seat` decides a `kind` item."""
    def choose(s, who, legal):
        if who == seat and h.top_kind(s) == kind:
            return next((a for a in legal if a["type"] == type_ and all(a.get(k) == v for k, v in keys.items())),
                        None)
        return None
    return choose


def run(s: dict, *choosers, until=None, limit: int = 300) -> tuple[dict, list]:
    """Answer decisions (the first chooser with an answer, else the game's default) until `until(s)` or the turn
    menu is back; returns (state, events)."""
    events: list = []
    for _ in range(limit):
        if (until(s) if until else h.at_turn(s)):
            return s, events
        seat = h.active(s)
        legal = h.legal(s, seat)
        action = next((a for a in (c(s, seat, legal) for c in choosers) if a), None)
        s, ev = h.play(s, seat, action or h.GAME.default_action(s, seat))
        events += ev
    raise AssertionError("the battle never returned to the turn menu")


def of_type(events: list, type_: str) -> list:
    """The data of every event of a type."""
    return [e["data"] for e in events if e["type"] == type_]


def in_window(s: dict, round_: int | None = None) -> bool:
    """True when a battle-card window is open (after roll `round_`, when given)."""
    return h.top_kind(s) == "battle_window" and (round_ is None or s["battle"]["round"] == round_)


def minions(s: dict, area: str, col: str) -> int:
    """Minions of a colour in an area."""
    return h.units(s, area, col)
