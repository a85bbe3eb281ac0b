"""Enlistment of Dice Army: fill Barrack slots with Citizen Cubes by their patterns for +1 die each.

Each slot takes a black cube in its first space plus its colour groups (content board.json "barracks": `pairs`
2+2, `different` 1+1+1+1, `same` 4), each group of another non-black colour; all or nothing; a filled slot is
locked. Rare case 1: when the cubes left (on the mat and on the Land Map) can't make the pattern in any colours,
the player fills it with the cubes that can still be had plus, for each missing one, a cube of any colour from
the mat and 1 Honor ("substitute one Citizen Cube of any color for each missing one by discarding 1 Honor
Token"); a slot is never partly filled, so a player holding fewer cubes than it holds is not offered it
(RULES.md A18); rare case 2: with fewer cubes left than the slot holds, it stays empty. Seats decide one after
another in Order Chamber order.
(row 40; Rulebook: Enlistment of Dice Army.)
"""
from __future__ import annotations

from itertools import combinations_with_replacement, permutations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import resources, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

BARRACKS = "barracks"


def slot_spec(slot: str) -> dict:
    """A Barrack slot's pattern from content."""
    return content().barracks_by_id[slot]


def slot_size(spec: dict) -> int:
    """The cubes a slot holds (black + its groups)."""
    return spec["black"] + sum(spec["groups"])


def assignments(spec: dict) -> list[dict]:
    """Every way to give the slot's groups distinct player colours, as {colour: cubes} (black included)."""
    black, out = content().black, []
    for colours in permutations(content().colours, len(spec["groups"])):
        need = {black: spec["black"]}
        for colour, size in zip(colours, spec["groups"]):
            need[colour] = size
        if need not in out:
            out.append(need)
    return out


def map_cubes(state: dict) -> dict:
    """The Citizen Cubes left on the Land Map, per colour."""
    out: dict = {}
    for cubes in state["land"]["cubes"].values():
        for colour, n in cubes.items():
            out[colour] = out.get(colour, 0) + n
    return out


def has_cubes(own: dict, need: dict) -> bool:
    """The mat holds every cube of `need`."""
    return all(own.get(c, 0) >= n for c, n in need.items())


def substituted(own: dict, on_map: dict, need: dict) -> tuple[dict, int] | None:
    """Rare case 1: (cubes used, missing cubes) when the player holds every cube of `need` that can still be
    had (on the mat or the map); None when a missing cube could still be rescued from the map."""
    used, missing = {}, 0
    for colour, n in need.items():
        reachable = min(n, own.get(colour, 0) + on_map.get(colour, 0))
        if own.get(colour, 0) < reachable:
            return None
        used[colour] = reachable
        missing += n - reachable
    return {c: n for c, n in used.items() if n}, missing


def substitutes(left: dict, count: int) -> list[dict]:
    """Every choice of `count` cubes of any colours from `left` (rare case 1: one per missing cube)."""
    out = []
    for combo in combinations_with_replacement(sorted(c for c, n in left.items() if n), count):
        pick = {c: combo.count(c) for c in set(combo)}
        if all(left[c] >= n for c, n in pick.items()):
            out.append(pick)
    return out


def with_substitutes(own: dict, used: dict, missing: int) -> list[dict]:
    """The slot's cubes from the mat: `used` plus a held cube of any colour in place of each missing one."""
    left = {c: n - used.get(c, 0) for c, n in own.items()}
    return [{c: used.get(c, 0) + extra.get(c, 0) for c in sorted(set(used) | set(extra))}
            for extra in substitutes(left, missing)]


def is_rare_case_one(own: dict, on_map: dict, spec: dict, needs: list[dict]) -> bool:
    """Rare case 1 applies: enough cubes are left in the game, but no colours of them make the pattern (row 40)."""
    if sum(own.values()) + sum(on_map.values()) < slot_size(spec):
        return False  # rare case 2: too few cubes left in the game
    return not any(has_cubes({c: own.get(c, 0) + on_map.get(c, 0) for c in need}, need) for need in needs)


def slot_options(state: dict, seat: int, slot: str, on_map: dict | None = None) -> list[tuple[dict, int]]:
    """(cubes from the mat, Honor paid) for every way `seat` may fill `slot` now (row 40, rare cases 1 and 2)."""
    player = state["players"][seat]
    spec, own = slot_spec(slot), player["cubes"]
    needs = assignments(spec)
    normal = [(need, 0) for need in needs if has_cubes(own, need)]
    on_map = map_cubes(state) if on_map is None else on_map
    if normal or not is_rare_case_one(own, on_map, spec, needs):
        return normal
    price, out = content().barracks_honor_per_missing_cube, []
    for need in needs:
        found = substituted(own, on_map, need)
        if not found or found[1] * price > player["honor"]:
            continue
        for cubes in with_substitutes(own, found[0], found[1]):
            if (cubes, found[1] * price) not in out:
                out.append((cubes, found[1] * price))
    return out


def fill_actions(state: dict, seat: int) -> list:
    """The `fill` choices for every empty slot of `seat` (row 40)."""
    player, on_map, out = state["players"][seat], map_cubes(state), []
    for slot, content_ in player["barracks"].items():
        if content_ is not None:
            continue
        for cubes, honor in slot_options(state, seat, slot, on_map):
            out.append({"type": "fill", "slot": slot, "cubes": cubes, "honor": honor,
                        **fill_label(slot, cubes, honor)})
    return out


def fill_label(slot: str, cubes: dict, honor: int) -> dict:
    """'Fill the Black + four of one colour slot with 1 black and 4 red (+1 die)'."""
    shown = [w.message("part.cubes", n=n, colour=w.colour(c)) for c, n in cubes.items() if n]
    where = w.named(slot, slot_spec(slot)["name"])
    if not shown:
        return w.label("label.fill.honor_only", slot=where, honor=honor)
    if honor:
        return w.label("label.fill.honor", slot=where, cubes=w.items(shown), honor=honor)
    return w.label("label.fill", slot=where, cubes=w.items(shown))


def enlist_legal(state: dict, item: dict) -> list:
    """Fill a slot, or be done (row 40)."""
    return fill_actions(state, item["seat"]) + [{"type": "done", **w.label("label.enlist_done")}]


def fill(state: dict, seat: int, slot: str, cubes: dict, honor: int, ev: list) -> None:
    """Lock the cubes in the slot (substitutes included), pay the Honor, and one die of the seat's barracks joins
    its army (row 40)."""
    player = state["players"][seat]
    for colour, n in cubes.items():
        player["cubes"][colour] -= n
    player["honor"] -= honor
    black = content().black  # the black cube in the slot's first space; a substitute may stand anywhere
    player["barracks"][slot] = [black] * cubes.get(black, 0) + sorted(c for c, n in cubes.items() if c != black
                                                                     for _ in range(n))
    die_id = next((d for d in player["dice"] if state["dice"][d]["at"] == BARRACKS), None)
    if die_id is not None:
        state["dice"][die_id].update({"at": "unused", "value": None})
    ev.append(event("barrack_filled", seat, slot=slot, cubes=dict(cubes), honor=honor, die=die_id))
    resources.check_full_gear(state, seat, ev)


def enlist_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Fill a slot (the seat may go on while it can) or finish (row 40)."""
    seat = item["seat"]
    if action["type"] == "fill":
        fill(state, seat, action["slot"], action["cubes"], action["honor"], ev)
        item["progress"][str(seat)] += 1
        if fill_actions(state, seat):
            return
    decisions.record(state, seat)


def run_enlistment(state: dict, step: dict, ev: list) -> None:
    """Rounds 1-3: each seat that can fill a slot decides, in Order Chamber order (rows 11, 40)."""
    if state["round"] >= shadow.rounds(state):  # the co-op plays 3 rounds (row 55)
        return
    ev.append(event("enlistment", None, round=state["round"]))
    for seat in state["order"]:
        if fill_actions(state, seat):
            decisions.ask(state, "enlist", seat, progress={str(seat): 0})


steps.register("enlist", legal=enlist_legal, apply=enlist_apply)
steps.register("enlistment", run=run_enlistment)
