"""The evil tide's movement: the order groups move in, their paths and diversions, blocking, mountains and
fountains destroyed, the refill of the back row, and demons entering an area (after a move, a won battle or a
refill).

A group is the fresh (not yet moved this turn) demons of one area; a group that has moved, or stayed because it
did not fit, is no longer fresh, so a group moves at most once per turn whatever order the areas come in. The
paths and diversions are data (content tide.json, `tide_content.py`). (AF-59..AF-65; Rulebook: Solo game: The evil
tide.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.angel_fury import battle, board, capacity, retreat
from shared.games.angel_fury.content import content
from shared.games.angel_fury.deploy import has_units
from shared.games.angel_fury.tide_content import tide_content

GOOD, EVIL = "good", "evil"


def colour(state: dict) -> str:
    """The colour the tide's demons are kept in: its seat's (both colours' miniatures are one army, AF-58)."""
    return state["players"][state["tide"]["seat"]]["colour"]


def tide_seat(state: dict) -> int:
    """The seat of the evil tide."""
    return state["tide"]["seat"]


# -- where a group goes (AF-59..AF-61) -----------------------------------------------------------------------------
def order(state: dict) -> tuple:
    """The areas in moving order: columns 1 -> 5, each front (nearest the angels) to back (AF-59)."""
    geo = board.geometry(state["board"])
    return tuple(f"r{row}c{col}" for col in range(1, geo.cols + 1) for row in range(geo.rows, 0, -1))


def fresh_demons(state: dict, area: str) -> int:
    """The demons in `area` that have not moved this turn."""
    return state["areas"][area]["units"].get(colour(state), {}).get("fresh", 0)


def has_angels(state: dict, area: str) -> bool:
    """True when an angel unit (minion or leader) stands in the area."""
    return has_units(state, area, content().colours_of(GOOD))


def has_demons(state: dict, area: str) -> bool:
    """True when a demon unit stands in the area."""
    return has_units(state, area, content().colours_of(EVIL))


def diverted(state: dict, area: str) -> str | None:
    """The diversion target of a group in `area`, when its condition holds (AF-61)."""
    for d in tide_content().diversions:
        wanted = has_angels if d["when"] == "angels_there" else (lambda s, a: not has_demons(s, a))
        if area in d["from"] and wanted(state, d["target"]):
            return d["target"]
    return None


def destination(state: dict, area: str) -> str | None:
    """Where a group in `area` goes this turn: a diversion, else one step along its path; None at the angel
    altar (and on the soul when demons there stay, the option `demons_on_soul_stay`) (AF-60, AF-61)."""
    target = diverted(state, area)
    if target is not None:
        return target
    if state["options"].get("demons_on_soul_stay") and area == board.soul(state["board"]):
        return None
    return tide_content().next_area.get(area)


def room_for(state: dict, area: str, n: int) -> int:
    """How many of `n` demons fit in `area`, counting the space of a mountain or fountain they would destroy."""
    free = capacity.free_slots(state, area)
    terrain = state["areas"][area]["terrain"]
    if n > free and terrain:
        free += capacity.piece_size(terrain)
    return max(0, min(n, free))


def next_move(state: dict, start: int) -> tuple | None:
    """(index, area, destination) of the next group from order position `start` that moves or attacks."""
    areas = order(state)
    for i in range(start, len(areas)):
        area = areas[i]
        n = fresh_demons(state, area)
        to = destination(state, area) if n else None
        if to is not None and (has_angels(state, to) or room_for(state, to, n)):
            return i, area, to
    return None


# -- moving (AF-62..AF-64) -----------------------------------------------------------------------------------------
def lift(state: dict, area: str, n: int, fresh: bool = False) -> None:
    """Take `n` demons off `area` (the fresh ones first when `fresh`)."""
    units = state["areas"][area]["units"][colour(state)]
    units["minions"] -= n
    units["fresh"] = max(0, units["fresh"] - n) if fresh else min(units["fresh"], units["minions"])
    if not units["minions"]:
        del state["areas"][area]["units"][colour(state)]


def put(state: dict, area: str, n: int) -> None:
    """Place `n` demons in `area`, counted as moved this turn."""
    if n:
        units = state["areas"][area]["units"].setdefault(colour(state), {"minions": 0, "fresh": 0})
        units["minions"] += n


def move_group(state: dict, area: str, to: str, ev: list) -> None:
    """The fresh demons of `area` advance into `to`: a battle when angels are there (the tide never retreats),
    else as many as fit (AF-62, AF-63)."""
    n = fresh_demons(state, area)
    lift(state, area, n, fresh=True)
    seat = tide_seat(state)
    if has_angels(state, to):
        ev.append(event("tide_attacked", seat, area=area, to=to, demons=n))
        battle.start(state, seat, retreat.troop(colour(state), n, [], 0), area, to, ev, no_retreat=True)
        return
    enter(state, n, to, area, ev)


def enter(state: dict, n: int, to: str, came_from: str | None, ev: list) -> None:
    """`n` demons enter `to`: a mountain or fountain that stops them fitting is destroyed (+1 SP), as many as fit
    go in; the rest stay where they came from, or (arrivals from off the board) go back to the reserve
    (AF-63, AF-64; part 3: arrivals beyond 9 slots are lost)."""
    fit = room_for(state, to, n)
    if fit > capacity.free_slots(state, to):
        destroy_terrain(state, to, ev)
    put(state, to, fit)
    rest = n - fit
    if came_from is not None:
        put(state, came_from, rest)
    else:
        state["reserve"]["minions"][colour(state)] += rest
    ev.append(event("tide_moved", tide_seat(state), area=came_from, to=to, demons=fit, stayed=rest))


def destroy_terrain(state: dict, area: str, ev: list) -> None:
    """The mountain or fountain in `area` is destroyed for good and the demons gain a soul point (AF-64)."""
    terrain = state["areas"][area]["terrain"]
    state["areas"][area]["terrain"] = None
    gained = tide_content().terrain_destroyed_soul_points
    state["soul_points"][EVIL] += gained
    state["tide"]["destroyed"].append(area)
    ev.append(event("terrain_destroyed", tide_seat(state), area=area, terrain=terrain, soul_points=gained,
                    total=state["soul_points"][EVIL]))


# -- the refill (AF-65, AF-67) ---------------------------------------------------------------------------------------
def draw(state: dict, ev: list) -> str:
    """The next reinforcement card: drawn at random from the cards not yet drawn (a shuffled deck, with no hidden
    order to keep); when none is left, all are shuffled into a new deck (AF-65)."""
    t = state["tide"]
    if not t["deck"]:
        t["deck"], t["discard"] = sorted(t["discard"]), []
        ev.append(event("tide_deck_reshuffled", tide_seat(state), cards=len(t["deck"])))
    card = t["deck"].pop(Rng(state).below(len(t["deck"])))
    t["discard"].append(card)
    return card


def demons_of(state: dict, card: str) -> int:
    """The demons a card brings: its first value, the second on hard when it shows two (AF-67)."""
    values = tide_content().card(card)["demons"]
    return values[-1] if state["options"].get("difficulty") == "hard" else values[0]


def take_from_reserve(state: dict, n: int) -> int:
    """Up to `n` demons out of the general reserve (AF-5)."""
    n = min(n, state["reserve"]["minions"][colour(state)])
    state["reserve"]["minions"][colour(state)] -= n
    return n


def refill(state: dict, area: str, ev: list) -> None:
    """One reinforcement card's demons arrive in a back-row area, attacking the angels there (AF-65)."""
    card = draw(state, ev)
    n = take_from_reserve(state, demons_of(state, card))
    seat = tide_seat(state)
    ev.append(event("tide_card_drawn", seat, card=card, area=area, demons=n))
    if n and has_angels(state, area):
        battle.start(state, seat, retreat.troop(colour(state), n, [], 0), None, area, ev, no_retreat=True)
    elif n:
        enter(state, n, area, None, ev)


def place_at_setup(state: dict, area: str, card: str) -> None:
    """Setup: a card's demons stand in a demon-half area (AF-58)."""
    n = take_from_reserve(state, demons_of(state, card))
    if n:
        state["areas"][area]["units"][colour(state)] = {"minions": n, "fresh": n}
