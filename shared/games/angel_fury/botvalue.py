"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Angel Fury.

value(state, seat) = the estimate of the seat's side minus the other side's, in soul-point-sized units. An
estimate counts the side's soul points, what it would score at the end of its next turn if the board stayed as
it is (the soul, enemy altars), its units (minions on the board or on the move, reinforcements, living seraphs,
its arch's health), resources, commands and handsize, at the fixed rates of WEIGHTS. After the game a won game
is worth WIN, a lost one -WIN. Cheap: one pass over the areas and the leaders, no copies, no content reloads.
`lookahead(state, seat)` tells the greedy bot that the seat's next decision continues the same action (the
steps of a deploy, a buy, a command, a card; its own casualties).
(AF-48 victory; Rulebook: Resource Phase, End of the Game.)
"""
from __future__ import annotations

from shared.games.angel_fury import steps
from shared.games.angel_fury.content import content

#: the estimate's rate per item, in soul points
WEIGHTS = {"soul_points": 1.0, "soul": 0.6, "enemy_altar": 0.5, "minion": 0.05, "reinforcement": 0.04,
           "seraph": 0.25, "arch_health": 0.02, "crystal": 0.015, "command": 0.08, "handsize": 0.06}
#: the value of a finished game (won: +WIN, lost: -WIN)
WIN = 100.0
#: pending kinds in which a seat answers again within the same action
CONTINUED_ITEMS = ("battle_casualty", "card_casualty")
#: the step kind of the turn menu (a fresh action, not a follow-up)
TURN = "turn"


def colour_sides(state: dict) -> dict:
    """Colour -> side, for the colours in play."""
    return {col: p["side"] for p in state["players"] for col in p["colours"]}


def board_totals(state: dict, sides: dict) -> dict:
    """Per side: minions (on the board and on the move), living seraphs, arch health, soul and altar holds."""
    totals = {side: {"minion": 0, "seraph": 0, "arch_health": 0, "soul": 0, "enemy_altar": 0}
              for side in content().sides}
    soul = content().board(state["board"])["soul"]
    for area_id, area in state["areas"].items():
        holders = {sides[col] for col, u in area["units"].items() if u["minions"]}
        holders |= {sides[state["leaders"][lid]["colour"]] for lid in area["leaders"]}
        for col, u in area["units"].items():
            totals[sides[col]]["minion"] += u["minions"]
        for side in holders:
            totals[side]["soul"] += area_id == soul
            altar = state["altars"].get(area_id)
            totals[side]["enemy_altar"] += altar is not None and content().side_of(altar) != side
    for troop in lifted_troops(state):
        totals[sides[troop["colour"]]]["minion"] += troop["minions"]
    for leader in state["leaders"].values():
        if leader["alive"]:
            key = "seraph" if leader["kind"] == "seraph" else "arch_health"
            totals[sides[leader["colour"]]][key] += 1 if key == "seraph" else leader["health"] or 0
    return totals


def lifted_troops(state: dict) -> list:
    """Troops off the board: the attacking troop of a battle and any troop held by a step or a decision."""
    out = [item["troop"] for item in state["steps"] + state["pending"] if isinstance(item.get("troop"), dict)]
    if state.get("battle"):
        out.append(state["battle"]["troop"])
    return out


def side_estimate(state: dict, side: str, totals: dict) -> float:
    """A side's soul points plus its position, resources and upgrades at the WEIGHTS rates."""
    w, t = WEIGHTS, totals[side]
    value = state["soul_points"][side] * w["soul_points"]
    value += sum(t[key] * w[key] for key in t)
    for p in state["players"]:
        if p["side"] == side:
            value += p["reinforcements"] * w["reinforcement"] + p["crystals"] * w["crystal"]
            value += (p["commands"]["unused"] + p["commands"]["used"]) * w["command"]
            value += p["handsize"] * w["handsize"]
    return value


def value(state: dict, seat: int) -> float:
    """The seat's side's estimate minus the other side's (for the greedy bot)."""
    own = state["players"][seat]["side"]
    if state["final"] is not None:
        return WIN if seat in state["final"]["winners"] else -WIN
    totals = board_totals(state, colour_sides(state))
    others = [side_estimate(state, side, totals) for side in content().sides if side != own]
    return side_estimate(state, own, totals) - (max(others) if others else 0.0)


def lookahead(state: dict, seat: int) -> bool:
    """True when `seat` decides next and that decision continues its action (not a fresh turn menu)."""
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return False
    where, item = found
    if where == "step":
        return item["kind"] != TURN
    return item["kind"] in CONTINUED_ITEMS and item.get("seat") == seat
