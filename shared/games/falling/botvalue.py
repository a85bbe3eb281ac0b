"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Falling.

value(state, s) estimates how good `state` is for seat `s`, in Victory-Point equivalents:
  - the score so far (VP cards x 10 + track);
  - holdings at fixed rates: Coin, Gas 0.5; Brick, Iron 0.75; Crystal 1; Skill Chip 2 (held or on own cards);
  - installed Devices, by where they stand: a Device on floor 1-2 pays in this round's Income phase only and is
    then retrieved (its retrieval reward counts), one on floor 3-4 pays twice, one on floor 5 three times (the
    tower falls two floors a round); each future Income phase pays the column's income for the Devices still
    standing then, at the same rates, up to the Income phases left in the game;
  - Guild cards: an Income half pays its income each Income phase left; a Conversion half is worth 0.5 per round left;
  - while exploring, 1.25 per floor the Flying Machine stands above floor 1 (it gets reset each round);
  - Contribution points of Devices that will stand on floors 3-5 at the end (round 4: floors 3-5; round 3:
    floor 5), 1 VP each.
After the game it is the final score. The greedy bot takes the action maximising value after minus before.
"""
from __future__ import annotations

from shared.engine.decisions import front
from shared.games.falling.content import content
from shared.games.falling.effects import guild_effect
from shared.games.falling.state import score

RATES = {"C": 0.5, "G": 0.5, "Br": 0.75, "Fe": 0.75, "Cr": 1.0, "Chip": 2.0, "VP": 1.0,
         "Res": 0.5, "Mat": 0.75, "BrFe": 0.75, "Conv": 1.0, "Retrieve": 0.0}
FLOOR = 2.0
CONVERSION_PER_ROUND = 0.5
CONTRIBUTION = 1.0


def reward_value(goods) -> float:
    return sum(RATES.get(k, 0.0) * n for k, n in goods.items())


def incomes_left(state: dict) -> int:
    """Income phases still to come, this round's included while it has not happened yet."""
    if state["final"] is not None:
        return 0
    before = state["phase"] in ("setup", "supply", "exploration")
    return content().rounds - max(1, state["round"]) + (1 if before else 0)


def survival(floor: int) -> int:
    """Income phases a Device installed on `floor` takes part in (this round's included)."""
    return (floor + 1) // 2 if floor <= content().floors else 0


def devices_value(state: dict, s: int, left: int) -> float:
    """Future income of the seat's standing Devices, plus the retrieval rewards of those that will return."""
    c = content()
    if left <= 0:
        return 0.0
    lives = {dt: [] for dt in c.device_order}
    for f, slot in enumerate(state["tower"], start=1):
        for d in slot["dev"]:
            if d is not None and d[0] == s:
                lives[d[1]].append(survival(f))
    v = 0.0
    for dt, ls in lives.items():
        income, retrieve = c.devices[dt]["income"], c.devices[dt]["retrieve"]
        for p in range(left):
            k = sum(1 for x in ls if x > p)
            if k:
                v += reward_value(income[k - 1])
        back = sorted(x for x in ls if x <= left)
        for j in range(len(back)):
            v += reward_value(retrieve[len(ls) - 1 - j])
    return v


def value(state: dict, s: int) -> float:
    seat = state["seats"][s]
    if state["final"] is not None:
        return float(score(seat))
    c = content()
    v = float(score(seat))
    v += sum(RATES[k] * seat[k] for k in ("C", "G", "Br", "Fe", "Cr", "Chip"))
    v += RATES["Chip"] * sum(seat["used"].values())
    left = incomes_left(state)
    v += devices_value(state, s, left)
    for i in range(len(seat["guild"])):
        eff = guild_effect(seat, i)
        if eff is not None:
            v += reward_value(eff["income"]) * left if eff["kind"] == "income" else CONVERSION_PER_ROUND * left
    if state["phase"] == "exploration" and seat["pass"] is None:
        v += FLOOR * (seat["fm"][0] - 1)
    r = state["round"]
    counted = (3, 4, 5) if r >= c.rounds else (5,) if r == c.rounds - 1 else ()
    for f in counted:
        for d in state["tower"][f - 1]["dev"]:
            if d is not None and d[0] == s:
                v += CONTRIBUTION * c.devices[d[1]]["contribution"]
    return v


def lookahead(state: dict, s: int) -> bool:
    """True when `s` has a follow-up decision that completes its last action (install space, goods choice,
    a free conversion ...; in solo also the Action after paying the Overwork Cost)."""
    item = front(state)
    if item is not None:
        return item["seat"] == s
    solo = state.get("solo")
    return bool(solo and solo["ow"] and state["step"] == "explore" and state["order"][state["turn"]] == s)
