"""Action: Airship Movement, one link at a time, with rebels, rescue and domination; Space Leap and Hypersonic
Drive reuse the entering and the end of a move.

The action pays the red Engine value at the pointer for the black number of regular MP, plus 0/1/2 bonus MP
usable only after the regular ones; at Engine 0 there is no movement at all. The step `move` {regular, bonus,
start, visited, first, dominate, source} offers `move_to {location}` per link and `stop`: each Location is
entered once per move, never the start; a first move (airship not yet on the map) may enter any Location first,
and with 2 players every Location entered on it must hold 2 cubes. Entering a Location with k black cubes costs
k Shields (not enterable with fewer); then exactly 1 cube is rescued (`rescue {colour}` when there is a choice).
At the end, a final Location with no cubes and no House token may be dominated (`dominate` / `decline`).
(Rows 27-31, example E8; Rulebook: Action: Airship Movement; T3 Space Leap, M4 Hypersonic Drive.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import landmap, resources, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

BLACK = "black"
#: player counts whose first move may only enter full Locations (row 28: the 2-player special rule)
FIRST_MOVE_FULL = "first_move_full_players"
#: what a move step carries between links
MOVE_KEYS = ("regular", "bonus", "start", "visited", "first", "dominate", "source")


# -- reading the map ---------------------------------------------------------------------------------------------
def players(state: dict) -> int:
    """The player count (the map's forbidden Locations depend on it)."""
    return len(state["players"])


def location_name(loc: str) -> str:
    """'Location 7'."""
    return content().locations_by_id[loc]["name"]


def cubes_at(state: dict, loc: str) -> int:
    """Citizen cubes on a Location."""
    return sum(state["land"]["cubes"][loc].values())


def rebels_at(state: dict, loc: str) -> int:
    """Black cubes (rebels) on a Location (row 29)."""
    return state["land"]["cubes"][loc].get(BLACK, 0)


def is_full_location(state: dict, loc: str) -> bool:
    """The Location holds its setup number of cubes (row 28: 2 in a 2-player game)."""
    return cubes_at(state, loc) >= content().cubes_for(players(state))["per_location"]


def needs_full(state: dict) -> bool:
    """True when a first move may enter only full Locations (row 28: 2-player special rule)."""
    return players(state) in getattr(content(), FIRST_MOVE_FULL)


def can_enter(state: dict, seat: int, loc: str, first: bool) -> bool:
    """Enough Shields for the rebels there (row 29) and, on a 2-player first move, a full Location (row 28)."""
    if rebels_at(state, loc) > state["players"][seat]["shields"]:
        return False
    return not (first and needs_full(state)) or is_full_location(state, loc)


# -- the Movement action (row 27) -------------------------------------------------------------------------------
def start(state: dict, seat: int, bonus: int, ev: list) -> None:
    """Pay the red Engine value for the black regular MP and add the strength's bonus MP; Engine 0 gives no
    movement at all (row 27, E8)."""
    player = state["players"][seat]
    engine = player["engine"]
    if engine == 0:
        ev.append(event("movement_impossible", seat, engine=0))
        return
    cost, regular = content().engine_cost(engine), content().engine_mp(engine)
    resources.spend(state, seat, ev, "movement", engine=cost)
    ev.append(event("movement_started", seat, engine_paid=cost, regular=regular, bonus=bonus))
    begin_move(state, seat, regular, bonus, True, "movement", ev)


def begin_move(state: dict, seat: int, regular: int, bonus: int, dominate: bool, source: str, ev: list) -> None:
    """A move of `regular` then `bonus` MP from the airship's Location (none yet: a first move, row 28)."""
    here = state["players"][seat]["airship"]
    data = {"regular": regular, "bonus": bonus, "start": here, "visited": [], "first": here is None,
            "dominate": dominate, "source": source}
    continue_move(state, seat, data, ev)


def current(data: dict) -> str | None:
    """Where the airship is during a move."""
    return data["visited"][-1] if data["visited"] else data["start"]


def destinations(state: dict, seat: int, data: dict) -> list[str]:
    """Locations enterable by the next link: linked (any on a first step of a first move), not the start, not
    entered yet this move, and affordable (rows 28, 29)."""
    here, n = current(data), players(state)
    near = landmap.locations(n) if here is None else landmap.links(here, n)
    return [loc for loc in near if loc != data["start"] and loc not in data["visited"]
            and can_enter(state, seat, loc, data["first"])]


def continue_move(state: dict, seat: int, data: dict, ev: list) -> None:
    """Offer the next link while MP remain and a Location can be entered; else end the move."""
    if data["regular"] + data["bonus"] > 0 and destinations(state, seat, data):
        steps.push(state, "move", seat, **data)
    else:
        steps.push(state, "move_end", seat, **data)


def move_legal(state: dict, step: dict) -> list:
    """`move_to {location}` per enterable Location, then `stop` (rows 28-30)."""
    seat = step["seat"]
    kind = "regular" if step["regular"] else "bonus"
    left = step["regular"] or step["bonus"]
    out = [{"type": "move_to", "location": loc, **move_label(state, loc, kind, left)}
           for loc in destinations(state, seat, step)]
    out.append({"type": "stop", **w.label("label.stop_moving.lost" if left else "label.stop_moving")})
    return out


def move_label(state: dict, loc: str, kind: str, left: int) -> dict:
    """'Move to Location 7 (regular MP, 3 left; 1 rebel: -1 Shield; rescue a cube)'."""
    return w.label("label.move_to", location=w.comp(loc), kind=w.key(kind), left=left, rebels=rebels_at(state, loc),
                   cubes=cubes_at(state, loc))


def move_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Spend a regular MP (bonus ones only after them) and enter the Location; or stop (rows 27-30)."""
    steps.pop(state, step)
    seat = step["seat"]
    data = {k: step[k] for k in MOVE_KEYS}
    if action["type"] == "stop":
        steps.push(state, "move_end", seat, **data)
        return
    key = "regular" if data["regular"] else "bonus"
    data[key] -= 1
    loc = action["location"]
    data["visited"] = data["visited"] + [loc]
    steps.push(state, "move_next", seat, **data)  # decided after the rebels and the rescue
    enter(state, seat, loc, key, ev)


def run_move_next(state: dict, step: dict, ev: list) -> None:
    """After entering: another link, or the end of the move."""
    data = {k: step[k] for k in MOVE_KEYS}
    continue_move(state, step["seat"], data, ev)


def enter(state: dict, seat: int, loc: str, mp: str, ev: list) -> None:
    """Move the airship in: the rebels attack, then a cube is rescued (rows 29, 30). Decisions it opens go on
    top of the move's continuation."""
    player = state["players"][seat]
    player["airship"], player["moved"] = loc, True
    ev.append(event("airship_moved", seat, location=loc, mp=mp))
    rebels = rebels_at(state, loc)
    if rebels:
        resources.spend(state, seat, ev, "rebels", shields=rebels)
    push_rescue(state, seat, loc, ev)


# -- rescue (row 30) --------------------------------------------------------------------------------------------
def push_rescue(state: dict, seat: int, loc: str, ev: list) -> None:
    """Take exactly 1 cube of the Location: at once when one colour is there, else the player chooses (row 30)."""
    colours = [c for c, n in state["land"]["cubes"][loc].items() if n > 0]
    if len(colours) == 1:
        rescue(state, seat, loc, colours[0], ev)
    elif colours:
        steps.push(state, "rescue", seat, location=loc)


def rescue(state: dict, seat: int, loc: str, colour: str, ev: list) -> None:
    """Move one cube from the Location to the player's mat (row 30)."""
    state["land"]["cubes"][loc][colour] -= 1
    ev.append(event("cube_rescued", seat, location=loc, colour=colour))
    resources.add_cube(state, seat, colour, ev, "rescue")


def rescue_legal(state: dict, step: dict) -> list:
    """`rescue {colour}` per colour on the Location, black included (row 30)."""
    loc = step["location"]
    return [{"type": "rescue", "colour": c, **w.label("label.rescue", colour=w.colour(c), location=w.comp(loc))}
            for c, n in state["land"]["cubes"][loc].items() if n > 0]


def rescue_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the chosen cube (row 30)."""
    steps.pop(state, step)
    rescue(state, step["seat"], step["location"], action["colour"], ev)


# -- the end of a move: domination (row 31) -------------------------------------------------------------------
def can_dominate(state: dict, loc: str | None) -> bool:
    """A Location with no cubes and no House token (row 31)."""
    return (loc is not None and not cubes_at(state, loc) and loc not in state["land"]["houses"]
            and not shadow.is_skull(state, loc))  # row 60 (co-op): never on a Skull


def run_move_end(state: dict, step: dict, ev: list) -> None:
    """The move is over; a final Location entered on it may be dominated (row 31; M4 forbids it)."""
    seat, final = step["seat"], (step["visited"] or [None])[-1]
    ev.append(event("move_ended", seat, location=state["players"][seat]["airship"], source=step["source"],
                    unused_mp=step["regular"] + step["bonus"]))
    if step["source"] == "movement" and shadow.is_on(state):  # row 60: Skulls once the action is finished
        steps.push(state, "shadow_skulls", seat)
    if step["dominate"] and can_dominate(state, final):
        steps.push(state, "dominate", seat, location=final)
    elif step["source"] == "movement" and state["options"].get("clash_of_dominance"):
        steps.push(state, "clash_start", seat, location=final)  # row 69: clash.py checks the House token there


def dominate_legal(state: dict, step: dict) -> list:
    """Place a House token on the final Location, or not (row 31)."""
    where = w.comp(step["location"])
    return [{"type": "dominate", **w.label("label.dominate", location=where)},
            {"type": "decline", **w.label("label.undominated", location=where)}]


def dominate_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The House token stays for end-game scoring (row 31)."""
    steps.pop(state, step)
    if action["type"] == "dominate":
        place_house(state, step["seat"], step["location"], ev, "domination")


def place_house(state: dict, seat: int, loc: str, ev: list, reason: str) -> None:
    """Cover a Location with one of the seat's House tokens (supply unlimited; rows 31, M5)."""
    state["land"]["houses"][loc] = seat
    ev.append(event("location_dominated", seat, location=loc, reason=reason))


# -- teleports (T3 Space Leap) ----------------------------------------------------------------------------------
def leap_targets(state: dict, seat: int) -> list[str]:
    """Any Location in play but the airship's own that it could enter (T3; rebels and row 28 as for a move)."""
    here = state["players"][seat]["airship"]
    first = here is None
    return [loc for loc in landmap.locations(players(state)) if loc != here and can_enter(state, seat, loc, first)]


def leap(state: dict, seat: int, loc: str, ev: list) -> None:
    """Teleport ignoring links, then rescue and domination as normal (T3)."""
    here = state["players"][seat]["airship"]
    data = {"regular": 0, "bonus": 0, "start": here, "visited": [loc], "first": here is None, "dominate": True,
            "source": "space_leap"}
    steps.push(state, "move_end", seat, **data)
    enter(state, seat, loc, "leap", ev)


steps.register("move", legal=move_legal, apply=move_apply)
steps.register("rescue", legal=rescue_legal, apply=rescue_apply)
steps.register("move_next", run=run_move_next)
steps.register("move_end", run=run_move_end)
steps.register("dominate", legal=dominate_legal, apply=dominate_apply)
