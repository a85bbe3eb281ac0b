"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Falling.

value(state, s) estimates how good `state` is for seat `s`, in Victory-Point equivalents:
  - the score so far (VP cards x 10 + track);
  - holdings at fixed rates: Coin, Gas 0.5; Brick, Iron 0.75; Crystal 1; Skill Chip 2 (held or on own cards);
  - installed Devices: the income their column pays now, valued at the same rates, times the Income phases
    still to come this game (so a Device installed early is worth more);
  - Guild cards: an Income half pays its income each Income phase left; a Conversion half is worth 0.5 per round left;
  - while exploring, 0.75 per floor the Flying Machine stands above floor 1 (it gets reset each round);
  - Contribution points of Devices that will stand on floors 3-5 at the end (round 4: floors 3-5; round 3:
    floor 5), 1 VP each.
After the game it is the final score. The greedy bot takes the action maximising value after minus before.
"""
from __future__ import annotations

from shared.games.falling.content import content
from shared.games.falling.effects import guild_effect
from shared.games.falling.state import score

RATES = {"C": 0.5, "G": 0.5, "Br": 0.75, "Fe": 0.75, "Cr": 1.0, "Chip": 2.0, "VP": 1.0,
         "Res": 0.5, "Mat": 0.75, "BrFe": 0.75, "Conv": 1.0, "Retrieve": 0.0}
FLOOR = 0.75
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


def value(state: dict, s: int) -> float:
    seat = state["seats"][s]
    if state["final"] is not None:
        return float(score(seat))
    c = content()
    v = float(score(seat))
    v += sum(RATES[k] * seat[k] for k in ("C", "G", "Br", "Fe", "Cr", "Chip"))
    v += RATES["Chip"] * sum(seat["used"].values())
    left = incomes_left(state)
    for dt in c.device_order:
        k = seat["dev"][dt]
        if k:
            v += reward_value(c.devices[dt]["income"][k - 1]) * left
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
    if state["pending"]:
        return state["pending"][0]["seat"] == s
    solo = state.get("solo")
    return bool(solo and solo["ow"] and state["step"] == "explore" and state["order"][state["turn"]] == s)
