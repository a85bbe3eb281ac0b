"""The value function the greedy bot (shared.engine.bots.GreedyBot) uses for Fallen Angel.

value(state, s) = estimate(s) - the best estimate among the other seats, in VP. An estimate is the final score if
the game ended now (scoring.final_score): the track, domination, consumed gems and Surplus. While the game runs
the ending is not known, so the Saved and Crash extras count half each; the round's Air Supremacy and Salvage
(3 VP per Monster tile won) count as if scored now until their Conclusion parts have run, which is what makes a
placement worth its dice. Cheap: no copies, no content reloads; after the game it is exactly the score
difference. `lookahead(state, seat)` tells the greedy bot that the seat's next decision continues the same action
(a placement's or a tech's follow-up steps, its own hero picks or Barrack slots).
"""
from __future__ import annotations

from shared.games.fallen_angel import resources, shadow, shadow_scoring, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.scoring import (CRASH, SAVED, air_supremacy, air_supremacy_regions, final_score,
                                              gems_left, salvage_winners)

#: pending kinds in which a seat answers several times for one action (hero picks, Enlistment)
CONTINUED_ITEMS = ("hero_draft", "hero_arrival", "enlist")


def is_unscored(state: dict, part: str) -> bool:
    """True while this round's Conclusion part (a step kind of conclusion.py) has still to run."""
    return state["phase"] == "main" or any(step["kind"] == part for step in state["steps"])


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
    """The seat's estimate minus the best other seat's (for the greedy bot); co-op: shadow_value."""
    if shadow.is_on(state):
        return shadow_value(state)
    pending = round_vp(state) if state["final"] is None else None
    others = [estimate(state, s, pending) for s in range(len(state["players"])) if s != seat]
    return estimate(state, seat, pending) - (max(others) if others else 0.0)


# -- the co-op (rows 62-66) ------------------------------------------------------------------------------------------
#: VP the co-op value takes off per gem above the Saved bound (a Crash loses for everyone, row 66)
CRASH_PENALTY_PER_GEM = 6
MINING, CONVERT = "gem_mining", "gems_to_shields"


def shadow_round_vp(state: dict) -> int:
    """The VP the Shadow would take now in this round's unscored Explosion, Salvage and Air Supremacy."""
    vp, mult = 0, shadow.multiplier(state)
    if is_unscored(state, "explosion"):
        vp += mult * sum(len(s["monster_dice"]) for s in state["sections"].values())
    if is_unscored(state, "salvage"):
        lost = sum(shadow_scoring.is_lost(state, w) for w in salvage_winners(state).values())
        vp += shadow.rules()["salvage_vp"] * lost
    if is_unscored(state, "air_supremacy"):
        regions = air_supremacy_regions(state)
        vp += mult * sum(r["vp"].get(shadow.seat(state), 0) for r in regions.values())
    return vp


def shadow_value(state: dict) -> float:
    """Co-op: the worst player's margin over the Shadow, less a penalty per gem that would make a Crash (twice
    for gems the airships have no room or Engine for); after the game, the result's margin (less a large loss for
    a Crash). Every player shares it (rows 62-66)."""
    if state["final"] is not None:
        d = state["final"]["details"]
        return float(d["margin"]) - (1000.0 if d["ending"] == CRASH else 0.0)
    pending = round_vp(state)
    worst = min(final_score(state, s, SAVED)["total"] + pending[s] for s in range(len(state["players"])))
    theirs = shadow_scoring.shadow_score(state, SAVED)["total"] + shadow_round_vp(state)
    mined, freed = open_actions(state)
    excess = max(0, gems_left(state) - content().saved_max_gems - mined)
    room = sum(storable(p) for p in state["players"]) + freed
    return float(worst - theirs - CRASH_PENALTY_PER_GEM * (excess + max(0, excess - room)))


def storable(player: dict) -> int:
    """How many more gems the player's storage can take with its Engine (the compartments' red costs)."""
    engine, count = player["engine"], 0
    for cost in content().storage_costs[resources.gem_count(player):]:
        if cost > engine:
            break
        engine, count = engine - cost, count + 1
    return count


def open_actions(state: dict) -> tuple[int, int]:
    """(gems an open Gem Mining use or mining step will still take, gems an open Gems to Shields use or pick
    will still free), so the greedy bot's lookahead sees a placement's action before it is carried out."""
    mined, freed = 0, 0
    for step in state["steps"]:
        player = state["players"][step["seat"]] if step.get("seat") is not None else None
        kind = step["kind"]
        if kind == "use_tile":
            kind = tile_type(state, step["section"])
        if kind in ("mine", MINING):
            quota = step["quota"] if kind == "mine" else content().strength(MINING, step["strength"])
            mined += min(quota // content().mining["quota_near"], resources.free_compartments(player))
        elif kind in ("gem_to_shield", CONVERT):
            count = step["left"] if kind == "gem_to_shield" else content().strength(CONVERT, step["strength"])
            freed += min(count, len(shadow.convertible(state, resources.gems(player))))
    return mined, freed


def tile_type(state: dict, sec: str) -> str | None:
    """The Action type of the Section's tile (None for a Monster tile)."""
    tile = state["sections"][sec]["tile"]
    return content().action_type(tile["id"]) if tile["kind"] == "action" else None


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
