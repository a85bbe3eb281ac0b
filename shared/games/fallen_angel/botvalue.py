"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Fallen Angel.

value(state, s) = estimate(s) - the best estimate among the other seats, in VP. An estimate is the final score if
the game ended now (scoring.final_score): the track, domination, consumed gems and Surplus. While the game runs
the ending is not known, so the Saved and Crash extras count half each; the round's Air Supremacy and Salvage
(3 VP per Monster tile won) count as if scored now until their Conclusion parts have run, which is what makes a
placement worth its dice. Cheap: no copies, no content reloads; after the game it is exactly the score
difference. The Shadow co-op has its own team value (coop_value.py). `lookahead(state, seat)` tells the greedy
bot that the seat's next decision continues the same action (a placement's or a tech's follow-up steps, its own
hero picks or Barrack slots).
"""
from __future__ import annotations

from shared.games.fallen_angel import coop_value, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.scoring import CRASH, SAVED, air_supremacy, final_score, is_unscored, salvage_winners

#: pending kinds in which a seat answers several times for one action (hero picks, Enlistment)
CONTINUED_ITEMS = ("hero_draft", "hero_arrival", "enlist")


def round_vp(state: dict) -> dict:
    """{seat: VP} the board would give now in Air Supremacy and Salvage, for the parts not scored yet."""
    out = {seat: 0 for seat in range(len(state["players"]))}
    if is_unscored(state, "air_supremacy"):
        for seat, entry in air_supremacy(state).items():
            out[seat] += entry["vp"]
    if is_unscored(state, "salvage"):
        for winner in salvage_winners(state).values():
            if winner in out:  # co-op: a tile the Shadow wins is not a player's
                out[winner] += content().salvage_vp
    return out


def estimate(state: dict, seat: int, pending: dict | None = None) -> float:
    """The seat's final score now; while the game runs, both endings weighted equally plus the round's VP."""
    if state["final"] is not None:
        return float(state["final"]["scores"][str(seat)])
    saved, crash = final_score(state, seat, SAVED)["total"], final_score(state, seat, CRASH)["total"]
    pending = round_vp(state) if pending is None else pending
    return (saved + crash) / 2 + pending[seat]


def value(state: dict, seat: int) -> float:
    """The seat's estimate minus the best other seat's (for the greedy bot); co-op: coop_value."""
    if shadow.is_on(state):
        return coop_value.value(state)  # the team's worst margin over the Shadow (rows 55-66)
    pending = round_vp(state) if state["final"] is None else None
    others = [estimate(state, s, pending) for s in range(len(state["players"])) if s != seat]
    return estimate(state, seat, pending) - (max(others) if others else 0.0)


def team_value(state: dict, seat: int) -> float:
    """The value of the seat's side: in the co-op every player shares the team's value (rows 55-66)."""
    return coop_value.value(state) if shadow.is_on(state) else value(state, seat)


def lookahead(state: dict, seat: int) -> bool:
    """True when `seat` decides next and that decision continues its action (not a fresh main turn)."""
    # a step of its own turn, or a multi-answer item (hero picks, Enlistment) it has already begun
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return False
    where, item = found
    if where == "step":
        return item["kind"] != "main_turn"
    return item["kind"] in CONTINUED_ITEMS and item.get("progress", {}).get(str(seat), 0) > 0
