"""A battle's casualties: the damage settled, then units removed one at a time, the defender first (AF-43)."""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury import steps, units, wording
from shared.games.angel_fury.battle_effects import ATTACKER, DEFENDER, SIDES, seat_of, side_health, side_units
from shared.games.angel_fury.battle_seats import main_defender


# -- casualties (AF-43) ----------------------------------------------------------------------------------------
def run_casualties(state: dict, step: dict, ev: list) -> None:
    """Settle the damage (prevention, the aura), then remove casualties: the defender first, one unit at a
    time, asking only when the owner has a real choice (AF-42, AF-43)."""
    b = state["battle"]
    if b["left"] is None:
        b["left"] = {side: fx.settle(state, b, side) for side in SIDES}
        ev.append(event("damage_settled", b["attacker"], area=b["area"], round=b["round"],
                        damage={s: b["left"][s] for s in SIDES}))
    for side in (DEFENDER, ATTACKER):
        if not allocate_forced(state, b, side, ev):
            steps.push(state, "battle_casualties", b["attacker"])
            seat = b["attacker"] if side == ATTACKER else main_defender(state, b)
            decisions.ask(state, "battle_casualty", seat, side=side)
            return
    b["left"] = None
    b["dealt"], b["prevent"] = {ATTACKER: 0, DEFENDER: 0}, {ATTACKER: 0, DEFENDER: 0}


def allocate_forced(state: dict, b: dict, side: str, ev: list) -> bool:
    """Remove the casualties no choice decides (all die, or one kind of unit); False when the owner must choose."""
    while b["left"][side] > 0:
        options = casualty_options(state, b, side)
        if not options:
            b["left"][side] = 0
        elif b["left"][side] >= side_health(state, b, side) or len(options) == 1:
            take_casualty(state, b, side, options[0], ev, many=True)
        else:
            return False
    return True


def casualty_options(state: dict, b: dict, side: str) -> list:
    """One action per distinct unit that may take the next damage: a minion of a colour, or a leader (AF-43)."""
    minions, leaders = side_units(state, b, side)
    out = [{"type": "casualty", "unit": "minion", "colour": col,
            **wording.label("label.casualty.minion", colour=wording.colour(col), side=wording.side_of(col))}
           for col in sorted(minions) if minions[col]]
    for lid in leaders:
        leader = state["leaders"][lid]
        said = (wording.label("label.casualty.arch", leader=wording.leader(lid), health=leader["health"])
                if leader["kind"] == "arch" else wording.label("label.casualty.seraph", leader=wording.leader(lid)))
        out.append({"type": "casualty", "unit": leader["kind"], "leader": lid, **said})
    return out


def take_casualty(state: dict, b: dict, side: str, action: dict, ev: list, many: bool = False) -> None:
    """One damage (`many`: as many as there are minions of that colour, when no choice is left): a minion or a
    seraph dies, an arch loses 1 health and is destroyed at 0 (AF-43, AF-53)."""
    if action["unit"] == "minion":
        n = min(b["left"][side], side_units(state, b, side)[0][action["colour"]]) if many else 1
        b["left"][side] -= n
        kill(state, b, side, action["colour"], None, ev, n)
        return
    b["left"][side] -= 1
    leader = state["leaders"][action["leader"]]
    if leader["kind"] == "arch":
        leader["health"] -= 1
        ev.append(event("arch_damaged", seat_of(state, leader["colour"]), leader=action["leader"],
                        health=leader["health"]))
        if leader["health"] > 0:
            return
    kill(state, b, side, leader["colour"], action["leader"], ev)


def kill(state: dict, b: dict, side: str, colour: str, leader: str | None, ev: list, minions: int = 1) -> None:
    """Destroy minions (to the general reserve) or a leader (a seraph may be rebought, an arch is gone for good,
    its card's income and effects go on) (AF-5, AF-43, AF-53)."""
    minions = 0 if leader else minions
    if side == DEFENDER:
        units.lose_unit(state, b["area"], colour, ev, minions=minions, leader=leader, cause="battle")
        return
    t = b["troop"]
    t["minions"] -= minions
    t["fresh"] = min(t["fresh"], t["minions"])
    state["reserve"]["minions"][colour] += minions
    if leader is not None:
        t["leaders"].remove(leader)
        state["leaders"][leader].update(area=None, alive=False, commanded=False)
    ev.append(event("units_lost", None, area=b["area"], colour=colour, minions=minions, leader=leader,
                    cause="battle"))


def casualty_legal(state: dict, item: dict) -> list:
    """Which unit takes the next damage (AF-43)."""
    return casualty_options(state, state["battle"], item["side"])


def casualty_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Take the chosen casualty; the casualties step goes on with the rest."""
    b = state["battle"]
    decisions.record(state, item["seat"])
    take_casualty(state, b, item["side"], action, ev)
