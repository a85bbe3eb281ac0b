"""Deploying reinforcements: free and unlimited on your spawn points, the area first, then how many; leaders back
from reinforcements; rebuying a destroyed seraph at your altar.

Spawn points are your side's altars, a teammate's too (while no enemy stands there) and the areas of your living seraphs/tormentors (and an
arch whose character is a spawn point, Zadkiel). Units spawned at a seraph that was already commanded this turn
count as commanded (they don't join the area's `fresh` minions); units spawned at an altar are fresh.
(AF-15, AF-16, AF-26, AF-E12; Rulebook: Deploy units, Leaders: Seraphs & Tormentors, Mobile Spawn Points.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import capacity, economy, steps, wording
from shared.games.angel_fury.content import content


# -- who is where ----------------------------------------------------------------------------------------------
def enemy_colours(state: dict, seat: int) -> tuple:
    """The colours of the other side."""
    c = content()
    return c.colours_of(c.enemy_of(state["players"][seat]["side"]))


def has_units(state: dict, area_id: str, colours) -> bool:
    """True when any of `colours` has a minion or a leader in the area (AF-13: controlled)."""
    area = state["areas"][area_id]
    if any(area["units"].get(col, {}).get("minions", 0) for col in colours):
        return True
    return any(state["leaders"][lid]["colour"] in colours for lid in area["leaders"])


def own_altars(state: dict, seat: int) -> list:
    """The altars of the seat's side no enemy stands on, a teammate's too: spawn points ("Your altars (on your side
    of the board) ... are spawn points for you", Deploy units; RULES.md A33) (AF-15)."""
    side, enemies = state["players"][seat]["side"], enemy_colours(state, seat)
    return [a for a, col in state["altars"].items()
            if content().side_of(col) == side and not has_units(state, a, enemies)]


def is_spawn_leader(state: dict, seat: int, leader: dict) -> bool:
    """A living seraph of the seat on the board, or its arch when its character is a spawn point (Zadkiel)."""
    player = state["players"][seat]
    if leader["colour"] not in player["colours"] or not leader["alive"] or leader["area"] is None:
        return False
    if leader["kind"] == "seraph":
        return True
    character = player["character"]
    return bool(character) and content().character(character)["ability"].get("kind") == "spawn_point"


def spawn_points(state: dict, seat: int) -> dict:
    """Area -> whether units spawned there are fresh (may still be commanded this turn) (AF-15, AF-16)."""
    points = {}
    for lid in sorted(state["leaders"]):
        leader = state["leaders"][lid]
        if is_spawn_leader(state, seat, leader):
            points[leader["area"]] = points.get(leader["area"], False) or not leader["commanded"]
    for area in own_altars(state, seat):
        points[area] = True  # an altar spawns fresh units, whatever leader stands there (RULES.md assumption)
    return points


# -- capacity ------------------------------------------------------------------------------------------------------
def can_fit(state: dict, area_id: str, colour: str, minions: int, leaders: list) -> bool:
    """Whether `minions` more minions and `leaders` fit in the area (capacity is hard when deploying, AF-11, AF-12)."""
    return capacity.can_fit(state, area_id, colour, minions, leaders)


def most_that_fit(state: dict, seat: int, area_id: str) -> int:
    """How many of the seat's reinforcements fit in the area now: minions are small pieces, so only the free
    slots count (capacity is hard when deploying, AF-11, AF-12)."""
    room = capacity.free_slots(state, area_id) // content().sizes[capacity.MINION]
    return max(0, min(state["players"][seat]["reinforcements"], room))


# -- deploying minions (AF-15, AF-16) ----------------------------------------------------------------------------------
def deploy_actions(state: dict, seat: int) -> list:
    """One `deploy` per spawn point where at least one reinforcement fits (AF-15)."""
    if not state["players"][seat]["reinforcements"]:
        return []
    return [{"type": "deploy", "area": a, **wording.label("label.deploy", area=wording.area(a))}
            for a in sorted(spawn_points(state, seat)) if most_that_fit(state, seat, a)]


def turn_actions(state: dict, seat: int) -> list:
    """Deploying minions, leaders back from reinforcements, and rebuying destroyed seraphs (AF-15, AF-26)."""
    return deploy_actions(state, seat) + leader_actions(state, seat) + rebuy_actions(state, seat)


def start(state: dict, seat: int, action: dict, ev: list) -> None:
    """Ask how many to deploy in the chosen area."""
    steps.push(state, "deploy_count", seat, area=action["area"])


def count_legal(state: dict, step: dict) -> list:
    """1 up to as many as fit (and as the seat holds)."""
    most = most_that_fit(state, step["seat"], step["area"])
    where = wording.area(step["area"])
    return [{"type": "deploy_count", "count": n, **wording.label("label.deploy_count", n=n, area=where)}
            for n in range(1, most + 1)]


def count_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Place the reinforcements; fresh unless spawned at an already-commanded seraph (AF-16, AF-E12)."""
    steps.pop(state, step)
    seat, area, n = step["seat"], step["area"], action["count"]
    player = state["players"][seat]
    fresh = spawn_points(state, seat)[area]
    player["reinforcements"] -= n
    place_minions(state, area, player["colour"], n, fresh)
    ev.append(event("deployed", seat, area=area, count=n, commanded=not fresh))


def place_minions(state: dict, area_id: str, colour: str, n: int, fresh: bool = True) -> None:
    """Add n minions of `colour` to the area; `fresh` ones may still be commanded this turn (AF-16)."""
    units = state["areas"][area_id]["units"].setdefault(colour, {"minions": 0, "fresh": 0})
    units["minions"] += n
    if fresh:
        units["fresh"] += n


# -- leaders back from reinforcements (inventory part 3, edge cases) ---------------------------------------------------
def leader_altars(state: dict, seat: int, leader_id: str) -> list:
    """Your altars without enemies where the leader fits beside what stands there (AF-26; never with a large piece)."""
    colour = state["leaders"][leader_id]["colour"]
    return [a for a in sorted(own_altars(state, seat)) if can_fit(state, a, colour, 0, [leader_id])]


def leader_actions(state: dict, seat: int) -> list:
    """Redeploy a living leader that a retreat sent to reinforcements, free, at one of your altars."""
    colours = state["players"][seat]["colours"]
    waiting = sorted(i for i, l in state["leaders"].items()
                     if l["colour"] in colours and l["alive"] and l["area"] is None)
    return [{"type": "deploy_leader", "leader": lid, "area": a,
             **wording.label("label.deploy_leader", leader=wording.leader(lid), area=wording.area(a))}
            for lid in waiting for a in leader_altars(state, seat, lid)]


def deploy_leader(state: dict, seat: int, action: dict, ev: list) -> None:
    """Put the leader at the altar, uncommanded."""
    put_leader(state, action["leader"], action["area"])
    ev.append(event("leader_deployed", seat, leader=action["leader"], area=action["area"]))


def put_leader(state: dict, leader_id: str, area_id: str) -> None:
    """Place a leader in an area; it may be commanded this turn."""
    leader = state["leaders"][leader_id]
    leader["area"], leader["commanded"] = area_id, False
    state["areas"][area_id]["leaders"].append(leader_id)


# -- rebuying a seraph (AF-26) --------------------------------------------------------------------------------------
def dead_seraphs(state: dict, seat: int) -> list:
    """The seat's destroyed seraphs/tormentors, in id order."""
    colours = state["players"][seat]["colours"]
    return sorted(i for i, l in state["leaders"].items()
                  if l["kind"] == "seraph" and l["colour"] in colours and not l["alive"])


def rebuy_actions(state: dict, seat: int) -> list:
    """Rebuy a destroyed seraph for 5 R + 5 C when one of your altars can take it (AF-26)."""
    cost = content().seraph_rebuy_price
    if not economy.can_afford(state["players"][seat], cost):
        return []
    return [{"type": "rebuy_seraph", "leader": lid,
             **wording.label("label.rebuy_seraph", leader=wording.leader(lid), cost=wording.cost(cost))}
            for lid in dead_seraphs(state, seat) if leader_altars(state, seat, lid)]


def start_rebuy(state: dict, seat: int, action: dict, ev: list) -> None:
    """Ask at which of your altars the rebought seraph appears."""
    steps.push(state, "rebuy_at", seat, leader=action["leader"])


def rebuy_at_legal(state: dict, step: dict) -> list:
    """Your altars without enemies and without another large piece (AF-26)."""
    who = wording.leader(step["leader"])
    return [{"type": "rebuy_at", "area": a, **wording.label("label.rebuy_at", leader=who, area=wording.area(a))}
            for a in leader_altars(state, step["seat"], step["leader"])]


def rebuy_at_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay 5 R + 5 C; the seraph lives again at the altar, uncommanded (AF-26)."""
    steps.pop(state, step)
    economy.pay(state, step["seat"], content().seraph_rebuy_price, ev, "rebuy_seraph")
    leader = state["leaders"][step["leader"]]
    leader["alive"] = True
    put_leader(state, step["leader"], action["area"])
    ev.append(event("seraph_rebought", step["seat"], leader=step["leader"], area=action["area"]))


#: turn action type -> what carries it out
HANDLERS = {"deploy": start, "deploy_leader": deploy_leader, "rebuy_seraph": start_rebuy}

steps.register("deploy_count", legal=count_legal, apply=count_apply)
steps.register("rebuy_at", legal=rebuy_at_legal, apply=rebuy_at_apply)
