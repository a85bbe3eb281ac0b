"""Hal, the solitaire automa (BA-39): his content, who he is, options, setup, conversion to VP, view and glossary.

The rulebook (../shared/rulebooks/black-angel.txt) only names "12 cards for Hal in the solitaire variant"; the
rules are the design of ../shared/rules/black-angel.md part 3 ("Hal"), the project's own (RULES.md, Hal).
This module depends on content only, so every core module may ask `is_hal` / `is_solo` without an import
cycle. Hal's turn is hal_turn.py (reveal, die, fallback chain, board actions), hal_space.py (ships, placement,
activation) and hal_end.py (Sequence B, final score).

state["hal"] (solitaire games only):
  seat, human     seat numbers of Hal and of the player
  difficulty      easy | normal | hard (Hal's starting VP, content hal.json)
  deck            Hal card ids, top last (hidden: nobody knows the order)
  card            the card revealed this turn (public), else None
  discard         Hal cards played since the last reshuffle (public)
  out             tiles and Ravagers Hal converted to VP: out of play (public)
  box             the Ravager cards removed at setup (hidden)
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from shared.engine.catalog import chosen_seat
from shared.engine.errors import InvalidOptions
from shared.engine.events import event
from shared.games.black_angel.content import CONTENT_DIR, ContentError, content, freeze

DIFFICULTIES = ("easy", "normal", "hard")
DIES = ("highest", "lowest")
MODES = ("board", "space")
SCANS = ("right", "left")
USES = ("board", "space", "activate", "vp")
#: the number of Hal cards (Rulebook: Components, "12 cards for Hal")
CARD_COUNT = 12


# -- content (content/hal.json) --------------------------------------------------------------------------------
def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ContentError(f"hal.json: {message}")


def _validate_card(card: dict, colours: list) -> None:
    """One Hal card: a colour priority, a die choice, a mode per colour, a scan direction."""
    where = card.get("id")
    _check(sorted(card["priority"]) == sorted(colours), f"{where}: priority must list each colour once")
    _check(card["die"] in DIES and card["scan"] in SCANS, f"{where}: die must be {DIES}, scan {SCANS}")
    _check(sorted(card["modes"]) == sorted(colours) and all(m in MODES for m in card["modes"].values()),
           f"{where}: one mode ({' or '.join(MODES)}) per colour")


def validate(raw: dict) -> None:
    """Raise ContentError if Hal's content is inconsistent."""
    colours = list(content().colours)
    try:
        _check(sorted(raw["difficulties"]) == sorted(DIFFICULTIES), f"difficulties must be {DIFFICULTIES}")
        _check(all(isinstance(d["start_vp"], int) and d["start_vp"] >= 0 for d in raw["difficulties"].values()),
               "start_vp must be a whole number >= 0")
        _check(len(raw["cards"]) == CARD_COUNT, f"there are {CARD_COUNT} Hal cards")
        ids = [card["id"] for card in raw["cards"]]
        _check(len(set(ids)) == len(ids) and not set(ids) & set(content().components), "card ids must be unique")
        for card in raw["cards"]:
            _validate_card(card, colours)
        _check(sorted(raw["chains"]) == sorted(MODES), f"one chain per mode {MODES}")
        for mode, chain in raw["chains"].items():
            _check(len(set(chain)) == len(chain) and set(chain) <= set(USES) and chain[0] == mode
                   and chain[-1] == "vp", f"chain {mode}: uses {USES} at most once, from {mode} to vp")
        _check(set(raw["conversion"]["goods"]) == {"vp", "resource", "ship", "robot", "debris"}, "conversion goods")
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"hal.json: missing or mistyped {exc}") from exc


@lru_cache(maxsize=1)
def hal_content():
    """Hal's validated, frozen content (loaded once)."""
    try:
        with open(Path(CONTENT_DIR) / "hal.json", encoding="utf-8") as f:
            raw = json.load(f)
    except (OSError, ValueError) as exc:
        raise ContentError(f"hal.json: {exc}") from exc
    validate(raw)
    raw["cards_by_id"] = {card["id"]: card for card in raw["cards"]}
    return freeze(raw)


def card(card_id: str):
    """A Hal card by id."""
    return hal_content()["cards_by_id"][card_id]


def scan_dir(state: dict) -> str:
    """The revealed card's scan direction; "right" when none is revealed (a free activation in your turn) [A]."""
    revealed = state["hal"]["card"]
    return card(revealed)["scan"] if revealed else SCANS[0]


def scan(items, direction: str) -> list:
    """Items in scan order: right = as listed, left = reversed; a tie goes to the first one (BA-39)."""
    items = list(items)
    return items if direction == SCANS[0] else items[::-1]


# -- who is Hal ------------------------------------------------------------------------------------------------
def is_solo(state: dict) -> bool:
    """True in a solitaire game against Hal."""
    return state.get("hal") is not None


def is_hal(state: dict, seat) -> bool:
    """True when `seat` is Hal's."""
    return state.get("hal") is not None and seat == state["hal"]["seat"]


def hal_seat(state: dict) -> int:
    return state["hal"]["seat"]


def human_seat(state: dict) -> int:
    return state["hal"]["human"]


def is_solo_seats(seats: list) -> bool:
    """True for a seat layout with an automa seat (the solitaire game)."""
    return any(s.kind == "automa" for s in seats)


# -- options (BA-39: two seats, difficulty) ---------------------------------------------------------------------
def validate_options(raw: dict | None, opts: dict, seats: list) -> dict:
    """Solitaire: one player and Hal; `difficulty` only there (refused elsewhere, dropped from the defaults)."""
    raw = raw or {}
    if not is_solo_seats(seats):
        if "difficulty" in raw:
            raise InvalidOptions("difficulty: only for the solitaire game (a seat of kind automa, Hal)",
                                 options=["difficulty"])
        return {k: v for k, v in opts.items() if k != "difficulty"}
    automa = [s for s in seats if s.kind == "automa"]
    if len(seats) != 2 or len(automa) != 1:
        raise InvalidOptions("the solitaire game has exactly 2 seats: one player (human or bot) and Hal (automa)")
    if chosen_seat(opts["first_player"]) not in (None, 1 - automa[0].seat):
        raise InvalidOptions("first_player: in the solitaire game the player always goes first (BA-39)",
                             options=["first_player"])
    return opts


# -- setup (BA-39) ------------------------------------------------------------------------------------------------
def setup(state: dict, rng, seats: list) -> None:
    """Hal's deck shuffled, the Ravager cards removed by seeded draw, the difficulty (before the hands are dealt)."""
    hc = hal_content()
    seat = next(s.seat for s in seats if s.kind == "automa")
    ravagers = state["decks"]["ravagers"]
    box = [ravagers.pop() for _ in range(min(hc["setup"]["ravagers_removed"], len(ravagers)))]
    state["hal"] = {"seat": seat, "human": 1 - seat, "difficulty": state["options"].get("difficulty", "normal"),
                    "deck": rng.shuffle([c["id"] for c in hc["cards"]]), "card": None, "discard": [], "out": [],
                    "box": box}


def new_player(state: dict) -> dict:
    """Hal's record: no board, hand, storage or tiles; workstation and break-room robots; his starting VP."""
    c, hc = content(), hal_content()
    robots = hc["setup"]["robots"]
    n = c.grid_size
    return {"vp": hc["difficulties"][state["hal"]["difficulty"]]["start_vp"], "resources": 0, "ships": 0,
            "debris": 0, "robots": {"reserve": 0, "break": robots["break_room"],
                                    "work": {colour: robots["workstation"] for colour in c.colours}},
            "grid": [[None] * n for _ in range(n)], "slots": {slot: None for slot in c.slots}, "tucked": [],
            "ejected": [], "advanced": {colour: None for colour in c.colours}, "aside": [],
            "filed": {colour: [] for colour in c.colours}, "hand": {"missions": [], "ravagers": []}}


# -- conversion: everything Hal gains becomes VP at once ---------------------------------------------------------
def goods_vp(goods) -> int:
    """The VP Hal gets for goods (content conversion.goods: VP 1:1, resource, ship, robot, debris 1 each)."""
    rates = hal_content()["conversion"]["goods"]
    return sum(rates[k] * n for k, n in goods.items())


def tile_vp(tile_id: str, cost: int) -> int:
    """The VP Hal gets for a tile taken (content conversion.tiles: cost-1, cost-2, advanced)."""
    rates = hal_content()["conversion"]["tiles"]
    return rates["advanced"] if content().is_advanced(tile_id) else rates[f"cost_{cost}"]


def gain_vp(state: dict, n: int, ev: list, reason=None, **data) -> None:
    """Add `n` VP to Hal's track, with the `hal_converted` event naming what he got."""
    if n <= 0:
        return
    seat = hal_seat(state)
    player = state["players"][seat]
    player["vp"] += n
    ev.append(event("hal_converted", seat, vp=n, reason=reason, **data))
    ev.append(event("vp_changed", seat, delta=n, vp=player["vp"], reason=reason))


def gain_goods(state: dict, goods, ev: list, reason=None) -> None:
    """Hal gains goods: they leave play and become VP (BA-39, conversion)."""
    gain_vp(state, goods_vp(goods), ev, reason, goods=dict(goods))


# -- hidden information, view and glossary -------------------------------------------------------------------------
def hidden_slots(state: dict) -> list:
    """(class, container, key) of Hal's deck (class "hal") and the removed Ravagers (class "ravager")."""
    if not is_solo(state):
        return []
    h = state["hal"]
    return [("hal", h["deck"], i) for i in range(len(h["deck"]))] + [("ravager", h["box"], i)
                                                                      for i in range(len(h["box"]))]


def view(state: dict) -> dict | None:
    """Hal's public side: seats, difficulty, deck size (never its order), the revealed card, discard, out."""
    if not is_solo(state):
        return None
    h = state["hal"]
    return {"seat": h["seat"], "human": h["human"], "difficulty": h["difficulty"], "deck": len(h["deck"]),
            "card": h["card"], "discard": list(h["discard"]), "out": list(h["out"]), "box": len(h["box"])}


def card_text(c) -> str:
    """A Hal card in words."""
    modes = ", ".join(f"{colour} {mode}" for colour, mode in c["modes"].items())
    return (f"Hal takes his {c['die']} non-star die of the first colour he holds in the order "
            f"{' > '.join(c['priority'])}; mode per die colour: {modes}; ties are scanned to the {c['scan']}")


def components() -> list:
    """The 12 Hal cards as glossary components."""
    return [{"id": c["id"], "kind": "hal_card", "name": c["name"], "text": card_text(c)}
            for c in hal_content()["cards"]]


TERMS = {
    "Hal": "the solitaire automa (BA-39): no board, hand or storage; what he gains becomes VP at once",
    "Hal card": "one of Hal's 12 cards: colour priority, highest or lowest die, board or space mode per colour, "
                "scan direction for ties",
    "scan": "right: lists in their natural order (display spaces 1-6, actions L1-L6, hexes by strip then k); "
            "left: reversed",
}
