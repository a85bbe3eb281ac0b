"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Black Angel.

value(state, s) = estimate(s) - the best estimate among the other seats, in VP. An estimate is the final score
if the game ended now (scoring.final_score: track, capped advanced tiles, the Spes bonus once at Spes) plus,
while the game runs, small fixed rates for what turns into VP later: storage resources and ships and
break-room robots (fuel for actions, worth 1 per `spes_divisor` at Spes), workstation robots (a die each
Sequence B), Technology tiles in the grid (they fire when a card is played beside them) and Missions in hand
(they go to space for rewards). Cheap: no copies; after the game it is exactly the score difference.
`lookahead(state, seat)` tells the greedy bot that the seat's next decision completes the same action.
"""
from __future__ import annotations

from shared.games.black_angel import grid, hal, hal_end, steps
from shared.games.black_angel.scoring import final_score

#: VP-equivalents of holdings while the game runs
HOLDING = 0.5
WORKSTATION = 1.5
MISSION_IN_HAND = 0.25
TILE_IN_GRID = 1.0


def estimate(state: dict, seat: int) -> float:
    """The seat's final score now, plus holdings at fixed rates while the game runs."""
    if hal.is_hal(state, seat):  # Hal: his own final score now (BA-39)
        return float(hal_end.hal_score(state)[0])
    total = float(final_score(state, seat)[0])
    if state["final"] is not None:
        return total
    p = state["players"][seat]
    stock = p["resources"] + p["ships"] + p["robots"]["break"]
    return (total + HOLDING * stock + WORKSTATION * sum(p["robots"]["work"].values())
            + MISSION_IN_HAND * len(p["hand"]["missions"])
            + TILE_IN_GRID * sum(grid.tile_count(p, colour) for colour in p["robots"]["work"]))


def value(state: dict, seat: int) -> float:
    """The seat's estimate minus the best other seat's (for the greedy bot)."""
    others = [estimate(state, s) for s in range(len(state["players"])) if s != seat]
    return estimate(state, seat) - (max(others) if others else 0.0)


def lookahead(state: dict, seat: int) -> bool:
    """True when `seat` decides next and that decision continues its action (anything but a fresh turn)."""
    found = steps.open_decision(state)
    return found is not None and seat in steps.active_seats(state) and found[1]["kind"] != "turn"
