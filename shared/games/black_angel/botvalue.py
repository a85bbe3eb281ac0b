"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Black Angel.

value(state, s) = estimate(s) - the best estimate among the other seats, in VP. An estimate is the final score
if the game ended now (scoring.final_score: track, capped advanced tiles, the Spes bonus once at Spes) plus,
while the game runs, small fixed rates for what turns into VP later: storage resources and ships and
break-room robots (fuel for actions, worth 1 per `spes_divisor` at Spes), workstation robots (a die each
Sequence B) and Missions in hand (a die use draws them; they go to space for rewards). Cheap: no copies, no
look-ahead; after the game it is exactly the score difference.
"""
from __future__ import annotations

from shared.games.black_angel.scoring import final_score

#: VP-equivalents of holdings while the game runs
HOLDING = 0.5
WORKSTATION = 1.5
MISSION_IN_HAND = 0.25


def estimate(state: dict, seat: int) -> float:
    """The seat's final score now, plus holdings at fixed rates while the game runs."""
    total = float(final_score(state, seat)[0])
    if state["final"] is not None:
        return total
    p = state["players"][seat]
    stock = p["resources"] + p["ships"] + p["robots"]["break"]
    return (total + HOLDING * stock + WORKSTATION * sum(p["robots"]["work"].values())
            + MISSION_IN_HAND * len(p["hand"]["missions"]))


def value(state: dict, seat: int) -> float:
    """The seat's estimate minus the best other seat's (for the greedy bot)."""
    others = [estimate(state, s) for s in range(len(state["players"])) if s != seat]
    return estimate(state, seat) - (max(others) if others else 0.0)
