"""Retreats: the defender's backwards toward its own side, the attacker's back to the area it entered from, and
units sent to their owner's reinforcements.

A troop is {"colour", "minions", "leaders": [ids], "fresh": n (optional: how many of its minions may still be
commanded this turn)}. A troop off the board (lifted: a moving or attacking troop) is placed with `place`; units
still on the board move with `retreat_units`. What doesn't fit where it retreats to goes to the owner's
reinforcements: minions as reinforcements, leaders off the board but alive (`area: None`, `alive: True`), to be
redeployed later (deploy.py). Retreats never earn the resource entry bonus (AF-38).
(AF-37, AF-45, AF-46; Rulebook: Retreating, Movement rules.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import board, capacity


# -- troops ---------------------------------------------------------------------------------------------------------
def troop(colour: str, minions: int = 0, leaders=(), fresh: int = 0, battled: bool = False) -> dict:
    """A troop record: `minions` of `colour` (`fresh` of them uncommanded) and the leader ids; `battled` marks an
    attacking troop, whose units may not shoot with Archers this turn wherever they end up (AF-78)."""
    out = {"colour": colour, "minions": minions, "leaders": list(leaders), "fresh": fresh}
    if battled:
        out["battled"] = True
    return out


def is_empty_troop(t: dict) -> bool:
    """True when a troop holds no unit."""
    return not t["minions"] and not t["leaders"]


def owner_seat(state: dict, colour: str) -> int:
    """The seat playing `colour`."""
    return next(s for s, p in enumerate(state["players"]) if colour in p["colours"])


def lift(state: dict, area_id: str, colour: str, minions: int, leaders, fresh_first: bool = False) -> dict:
    """Take units of `colour` off an area as a troop. A command takes fresh minions (`fresh_first`); otherwise
    the commanded ones go first, keeping the uncommanded in place (as units.lose_unit does)."""
    area = state["areas"][area_id]
    moved_fresh = 0
    if minions:
        units = area["units"][colour]
        stale = units["minions"] - units["fresh"]
        moved_fresh = min(minions, units["fresh"]) if fresh_first else max(0, minions - stale)
        units["minions"] -= minions
        units["fresh"] -= moved_fresh
        if not units["minions"]:
            del area["units"][colour]
    for lid in leaders:
        area["leaders"].remove(lid)
    return troop(colour, minions, leaders, moved_fresh)


def place(state: dict, area_id: str, t: dict) -> None:
    """Put a lifted troop into an area, as it is (no capacity check: callers split first)."""
    area = state["areas"][area_id]
    if t["minions"]:
        units = area["units"].setdefault(t["colour"], {"minions": 0, "fresh": 0})
        units["minions"] += t["minions"]
        units["fresh"] += min(t.get("fresh", 0), t["minions"])
    for lid in t["leaders"]:
        area["leaders"].append(lid)
        state["leaders"][lid]["area"] = area_id
    if t.get("battled"):
        note_battled(state, area_id, t)


def note_battled(state: dict, area_id: str, t: dict) -> None:
    """Count the units of an attacking troop where they end, for the turn: "you may not ... start a battle with
    this troop this turn, neither before nor after the archer attack" (AF-78; read by archers.py)."""
    flags = state["players"][owner_seat(state, t["colour"])]["turn_flags"]
    counts = flags.setdefault("battled", {})
    counts[area_id] = counts.get(area_id, 0) + t["minions"]
    flags.setdefault("battled_leaders", []).extend(lid for lid in t["leaders"] if lid not in flags["battled_leaders"])


def split(state: dict, area_id: str, t: dict) -> tuple[dict, dict]:
    """(the part of a lifted troop that fits in the area, the rest): leaders first, then minions (AF-37)."""
    minions, leaders = capacity.split_to_fit(state, area_id, t["colour"], t["minions"], t["leaders"])
    fresh = min(t.get("fresh", 0), minions)
    rest = [lid for lid in t["leaders"] if lid not in leaders]
    battled = t.get("battled", False)
    inside = troop(t["colour"], minions, leaders, fresh, battled)
    return inside, troop(t["colour"], t["minions"] - minions, rest, t.get("fresh", 0) - fresh, battled)


def to_reinforcements(state: dict, t: dict, ev: list, reason: str = "retreat") -> None:
    """A lifted troop goes to its owner's reinforcements: minions to count, leaders off the board, alive."""
    if is_empty_troop(t):
        return
    seat = owner_seat(state, t["colour"])
    state["players"][seat]["reinforcements"] += t["minions"]
    for lid in t["leaders"]:
        state["leaders"][lid]["area"] = None
    ev.append(event("sent_to_reinforcements", seat, colour=t["colour"], minions=t["minions"],
                    leaders=list(t["leaders"]), reason=reason))


def place_or_reinforce(state: dict, area_id: str | None, t: dict, ev: list, reason: str) -> dict:
    """Place as much of a lifted troop as fits in the area (None or an enemy area: none) and send the rest to
    reinforcements; returns the part placed (AF-37, AF-45, AF-46)."""
    if area_id is None or capacity.is_enemy(state, area_id, t["colour"]):
        to_reinforcements(state, t, ev, reason)
        return troop(t["colour"])
    inside, rest = split(state, area_id, t)
    if not is_empty_troop(inside):
        place(state, area_id, inside)
    to_reinforcements(state, rest, ev, reason)
    return inside


# -- the defender (AF-45) -------------------------------------------------------------------------------------------
def defender_target(state: dict, area_id: str, colour: str, attacker_from: str | None = None) -> str | None:
    """Where a defender in `area_id` retreats: one area backwards toward its own side; None (to reinforcements)
    from its back row, when the attacker came from behind, or when the other side holds that area (AF-45)."""
    side = capacity.side_of(colour)
    back = board.backwards(state, side, area_id)
    if back is None or back == attacker_from or capacity.is_enemy(state, back, colour):
        return None
    return back


def retreat_units(state: dict, colour: str, minions: int, leaders, from_area: str, to_area: str | None,
                  ev: list, reason: str = "retreat") -> dict:
    """Move units of `colour` on the board from `from_area` to `to_area`: as many as fit, the rest (all of
    them when `to_area` is None) to reinforcements; returns the part that arrived (AF-45, AF-46)."""
    t = lift(state, from_area, colour, minions, leaders)
    inside = place_or_reinforce(state, to_area, t, ev, reason)
    seat = owner_seat(state, colour)
    ev.append(event("retreated", seat, colour=colour, area=from_area, to=to_area, minions=inside["minions"],
                    leaders=list(inside["leaders"]), reason=reason))
    return inside


def retreat_backwards(state: dict, area_id: str, colour: str, minions: int, leaders, ev: list,
                      attacker_from: str | None = None, reason: str = "retreat") -> dict:
    """Retreat units backwards by the retreat rules (a defender; Blinding Light, Foul Flies, Hope) (AF-45)."""
    target = defender_target(state, area_id, colour, attacker_from)
    return retreat_units(state, colour, minions, leaders, area_id, target, ev, reason)


def retreat_defender(state: dict, area_id: str, attacker_from: str | None, ev: list) -> list:
    """Every defending colour in the attacked area retreats with all its units; returns their colours (AF-44,
    AF-45)."""
    area = state["areas"][area_id]
    colours = sorted(capacity.colours_in(state, area_id))
    for colour in colours:
        minions = area["units"].get(colour, {}).get("minions", 0)
        leaders = [lid for lid in area["leaders"] if state["leaders"][lid]["colour"] == colour]
        retreat_backwards(state, area_id, colour, minions, leaders, ev, attacker_from)
    return colours


# -- the attacker (AF-46) -------------------------------------------------------------------------------------------
def attacker_back(state: dict, seat: int, t: dict, from_area: str, ev: list, reason: str = "retreat") -> dict:
    """An attacking troop (lifted) goes back to the area it entered from; what doesn't fit there (after a
    fly-over) goes to reinforcements. No resource bonus (AF-38, AF-46); returns the part placed."""
    inside = place_or_reinforce(state, from_area, t, ev, reason)
    ev.append(event("retreated", seat, colour=t["colour"], to=from_area, minions=inside["minions"],
                    leaders=list(inside["leaders"]), reason=reason))
    return inside
