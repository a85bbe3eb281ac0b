"""Hal's Sequence B and his final score (the solitaire result with it is scoring.solo_result).

Design: ../shared/rules/black-angel.md part 3, Hal ("No usable dice", "Hal's final score"); RULES.md, Hal.
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.black_angel import advance, dice, hal, missions, sequence_b, space, steps
from shared.games.black_angel.content import content

SEQ_B = "B"
COMET = "comet"


# -- Sequence B --------------------------------------------------------------------------------------------------
def do_sequence_b(state: dict, seat: int, ev: list) -> None:
    """Hal's B: his dice (stars) go back without penalty; 1 new die per workstation robot, -1 VP per damaged one
    (sequence_b.take_new_dice, BA-33); roll; no reserve and no B.2 (no board); B.3 unless the end is triggered."""
    state["turn"]["seq"] = SEQ_B
    ev.append(event("sequence_chosen", seat, sequence=SEQ_B))
    own = dice.own_dice(state, seat)
    for die_id in own:
        dice.return_to_supply(state, die_id)
    if own:
        ev.append(event("dice_returned", seat, dice=own, penalty=0))
    rng = Rng(state)
    taken = sequence_b.take_new_dice(state, seat, ev)
    for die_id in taken:
        dice.roll(state, die_id, rng)
    ev.append(event("dice_rolled", seat, dice={d: state["dice"][d]["value"] for d in taken}))
    if state["end"]["trigger"] is None:
        steps.push(state, "hal_b3", seat)


def comets_leaving(state: dict) -> int:
    """The comet hexes of the strip B.3 takes off the board (the one nearest the Black Angel board)."""
    strip = space.strip_at(state, 1)
    return sum(1 for code in strip["hexes"] if content().hex(code)["kind"] == COMET)


def run_b3(state: dict, step: dict, ev: list) -> None:
    """B.3 as for everyone (advance.py: his ejected Missions are filed, neutralizations become VP); each comet
    ejected with the strip gives Hal VP (content comet_vp)."""
    comets = comets_leaving(state)
    advance.run_b3(state, step, ev)
    hal.gain_vp(state, comets * hal.hal_content()["comet_vp"], ev, "comet", comets=comets)


# -- final score -------------------------------------------------------------------------------------------------
def missions_in_space(state: dict, seat: int) -> int:
    """Missions in space that `seat` owns."""
    return sum(1 for _p, _k, entry in missions.cards_in_space(state) if entry["owner"] == seat)


def hal_score(state: dict) -> tuple[int, dict]:
    """(total, breakdown): track + per Mission of his in space + per colour min(cap, per filed card) + at Spes
    floor(break-room robots / divisor) (content score, BA-39)."""
    seat, sc = hal.hal_seat(state), hal.hal_content()["score"]
    player = state["players"][seat]
    in_space = missions_in_space(state, seat)
    filed = {colour: min(sc["filed_cap"], sc["per_filed"] * len(ids)) for colour, ids in player["filed"].items()}
    at_spes = bool(state["space"]["at_spes"])
    spes = player["robots"]["break"] // sc["spes_divisor"] if at_spes else 0
    total = player["vp"] + sc["per_mission_in_space"] * in_space + sum(filed.values()) + spes
    breakdown = {"track": player["vp"], "missions_in_space": in_space,
                 "missions_points": sc["per_mission_in_space"] * in_space, "filed": filed,
                 "spes": {"at_spes": at_spes, "robots": player["robots"]["break"], "points": spes}, "total": total}
    return total, breakdown


steps.register("hal_b3", run=run_b3)
