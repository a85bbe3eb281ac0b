"""Final scoring: Contribution ranking with tie-breaks, leftover goods, Skill Chips, VP cards."""
from __future__ import annotations

from shared.engine.result import game_ended, make_result
from shared.games.falling.content import content
from shared.games.falling.effects import gain_vp
from shared.games.falling.state import score


def contribution(state: dict) -> list:
    """Per seat: [points, devices on the tie-break floors (5, 4, 3 by default)].
    (Rulebook: Final Scoring › Victory Points from Contribution Points, Tie-Breakers.)"""
    c = content()
    floors = c.contribution_floors
    out = [[0] + [0] * len(floors) for _ in range(state["n"])]
    for j, f in enumerate(floors):
        for d in state["tower"][f - 1]["dev"]:
            if d is not None:
                out[d[0]][0] += c.devices[d[1]]["contribution"]
                out[d[0]][1 + j] += 1
    return out


def contribution_ranking(state: dict) -> tuple[list, list]:
    """(rank position per seat, VP per seat): ties broken by floor counts, then tied ranks pool and split.
    (Rulebook: Final Scoring › Victory Points from Contribution Points, Tie-Breakers.)"""
    keys = contribution(state)
    table = content().rank_vp[state["n"]]
    ordered = sorted(range(state["n"]), key=lambda s: keys[s], reverse=True)
    rank, vp = [0] * state["n"], [0] * state["n"]
    pos = 0
    while pos < len(ordered):
        group = [s for s in ordered[pos:] if keys[s] == keys[ordered[pos]]]
        share = sum(table[pos:pos + len(group)]) // len(group)
        for s in group:
            rank[s], vp[s] = pos, share
        pos += len(group)
    return rank, vp


def leftovers(seat: dict) -> dict:
    """VP for leftover Resources, Materials and Skill Chips (held or on own cards, not on Negotiation).
    (Rulebook: Final Scoring › Victory Points for Resources and Materials, for Skill Chips.)"""
    es = content().end_scoring
    chips = seat["Chip"] + sum(seat["used"].values())
    return {"resources": (seat["C"] + seat["G"]) // es["resources_per_vp"],
            "materials": (seat["Br"] + seat["Fe"] + seat["Cr"]) // es["materials_per_vp"],
            "chips": chips * es["vp_per_chip"]}


def final_scoring(state: dict, ev: list) -> None:
    """Score every category on the track (cards drawn without bonus), then rank and store the result
    (shared.engine.result format; details["seats"][seat] is the breakdown) and emit the one game_ended event.
    (Rulebook: End of Game › Final Scoring › Final Score, Tie-Breaker.)"""
    rank, cvp = contribution_ranking(state)
    points = contribution(state)
    details = {}
    for s in state["order"]:
        seat = state["seats"][s]
        before = score(seat)
        extra = leftovers(seat)
        for amount in (cvp[s], extra["resources"], extra["materials"], extra["chips"]):
            if amount:
                gain_vp(state, s, amount, ev, final=True)
        details[str(s)] = {"before_final": before, "contribution_points": points[s][0],
                           "contribution_rank": rank[s] + 1, "contribution_vp": cvp[s], **extra,
                           "vp_cards": len(seat["vpc"]), "track": seat["vp"], "total": score(seat)}
    scores = {s: score(state["seats"][s]) for s in range(state["n"])}
    ranking = sorted(range(state["n"]), key=lambda s: (-scores[s], rank[s], s))
    best = ranking[0]
    winners = [s for s in ranking if scores[s] == scores[best] and rank[s] == rank[best]]
    teams = [[s] for s in range(state["n"])]
    state["final"] = make_result("competitive", scores, ranking, winners, teams, {"seats": details})
    ev.append(game_ended(state["final"]))
