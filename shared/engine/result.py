"""The one result format every game ends with, and the one end-of-game event that carries it.

    {"mode": "competitive" | "team" | "solo" | "coop", "scores": {seat: number}, "ranking": [seat, ...],
     "winners": [seat, ...], "teams": [[seat, ...], ...], "details": {...}}

`winners` lists the seats that won; in solo and co-op the automa is a seat and can be a winner. Either every
member of a team is a winner or none is, and a shared win lists everyone tied.

A stored result also says why the game ended, `"reason"`: "normal" (the rules ended it), "resigned", "timed_out" or
"aborted" (the service ended it: shared/service/endings.py). The rules' own results leave it out; the service adds
it when it stores one (issue 20 §4).
"""
from __future__ import annotations

from shared.engine.events import event

MODES = ("competitive", "team", "solo", "coop")
END_EVENT = "game_ended"
#: why a game ended: the rules ended it, a seat resigned or timed out (the others left standing), or the seats aborted
REASONS = ("normal", "resigned", "timed_out", "aborted")
RESULT_KEYS = {"mode", "scores", "ranking", "winners", "teams", "details"}


def make_result(mode: str, scores: dict, ranking: list, winners: list, teams: list, details: dict | None = None,
                **extra) -> dict:
    """A result in the documented format; `extra` keys (e.g. a solo evaluation) go into `details`."""
    return {"mode": mode, "scores": {str(k): v for k, v in scores.items()}, "ranking": list(ranking),
            "winners": sorted(winners), "teams": [sorted(t) for t in teams], "details": {**(details or {}), **extra}}


def game_ended(result: dict) -> dict:
    """The single end-of-game event: public, with the whole result."""
    return event(END_EVENT, None, result=result)


def result_problems(result: dict, seats: int) -> list[str]:
    """What is wrong with `result` for a game of `seats` seats (empty when it follows the format)."""
    if set(result) - {"reason"} != RESULT_KEYS:
        return [f"keys must be mode, scores, ranking, winners, teams, details (and reason); got {sorted(result)}"]
    out = []
    if "reason" in result and result["reason"] not in REASONS:
        out.append(f"reason {result['reason']!r} is not one of {REASONS}")
    everyone = set(range(seats))
    if result["mode"] not in MODES:
        out.append(f"mode {result['mode']!r} is not one of {MODES}")
    if sorted(result["ranking"]) != sorted(set(result["ranking"])) or not set(result["ranking"]) <= everyone:
        out.append("ranking must list distinct seats")
    if not set(result["winners"]) <= everyone:
        out.append("winners must be seats")
    if not all(str(k).isdigit() and int(k) in everyone for k in result["scores"]):
        out.append("scores must be keyed by seat number")
    teams = result["teams"]
    if sorted(s for t in teams for s in t) != sorted(everyone):
        out.append("teams must partition the seats")
    for team in teams:
        won = [s in result["winners"] for s in team]
        if any(won) and not all(won):
            out.append(f"team {team}: either every member wins or none does")
    if result["mode"] == "competitive" and any(len(t) != 1 for t in teams):
        out.append("a competitive result has one seat per team")
    return out
