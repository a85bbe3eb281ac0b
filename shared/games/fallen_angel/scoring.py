"""Scores: Technology Salvage winners, Air Supremacy, the objective bid, and the end of the game (Saved or Crash,
Prosperity or Destitution, consumed gems, Surplus) with the result.

Counting dice: every die in a Section's groups (a mixed-colour group counts each die for its owner) plus its jail
dice (row 21: "Jail Dice do count in the Technology Salvage and Air Supremacy"). Order Chamber position settles
ties (row 15). conclusion.py (flow owner) calls these and applies what they return; nothing here mutates.
(Rows 35, 37-39, 46-50, O1-O10; Rulebook: Technology Salvage, Air Supremacy, Round Objective Bidding, End Game.)
"""
from __future__ import annotations

from shared.engine.result import make_result
from shared.games.fallen_angel import shadow
from shared.games.fallen_angel.content import content

#: the tiers a Region pays by rank; 2 players: Tier 2 then Tier 1, Tier 3 unused (row 37)
TWO_PLAYER_TIERS = ("t2", "t1")
MANY_PLAYER_TIERS = ("t3", "t2", "t1")
SAVED, CRASH = "saved", "crash"


# -- counting ------------------------------------------------------------------------------------------------------
def oc_position(state: dict, seat: int) -> int:
    """The seat's place in the Order Chamber (0 = earliest); seats not yet ordered follow by seat number."""
    order = state["order"]
    return order.index(seat) if seat in order else len(order) + seat


def section_dice(state: dict, section: str) -> list[str]:
    """Every player die in a Section: its groups bottom-up, then its jail (row 21)."""
    sec = state["sections"][section]
    return [d for group in sec["groups"] for d in group] + list(sec["jail"])


def dice_count(state: dict, sections) -> dict[int, int]:
    """{seat: dice} over `sections`, jail dice included; seats without dice are left out (rows 35, 37)."""
    out: dict[int, int] = {}
    for section in sections:
        for die_id in section_dice(state, section):
            owner = state["dice"][die_id]["owner"]
            out[owner] = out.get(owner, 0) + 1
    return out


def topmost_owners(state: dict, section: str) -> set[int]:
    """The owners of the topmost non-empty group (several for a mixed-colour group, H3); none without groups."""
    groups = [g for g in state["sections"][section]["groups"] if g]
    return {state["dice"][d]["owner"] for d in groups[-1]} if groups else set()


# -- Technology Salvage (row 35) ----------------------------------------------------------------------------------------
def salvage_winner(state: dict, section: str) -> int | None:
    """The winner of one Monster Section, or None without dice (row 35; RULES.md A13 for the ties)."""
    # most dice wins; a tie goes to the tied owner of the topmost group; only jail dice, or a topmost owner who is
    # not tied ([AMB] row 35): the earliest tied seat in the Order Chamber
    counts = dice_count(state, [section])
    if not counts:
        return None
    most = max(counts.values())
    tied = sorted((s for s, n in counts.items() if n == most), key=lambda s: oc_position(state, s))
    owners = [s for s in tied if s in topmost_owners(state, section)]
    return (owners or tied)[0]


def salvage_winners(state: dict) -> dict:
    """{monster section: winning seat or None} (row 35; Rulebook: Winning the Monster Tiles)."""
    return {sec: salvage_winner(state, sec) for sec, data in state["sections"].items()
            if data["tile"] and data["tile"]["kind"] == "monster"}


def is_unscored(state: dict, part: str) -> bool:
    """True while this round's Conclusion part (a step kind of conclusion.py) has still to run (the bots'
    forecasts: botvalue, coop_value)."""
    return state["phase"] == "main" or any(step["kind"] == part for step in state["steps"])


# -- Air Supremacy (rows 37, 38) ------------------------------------------------------------------------------------------
def region_tiers(state: dict, region: str) -> dict:
    """{"t1": smaller piece, "t2": larger piece, "t3": their sum} of a Region's two Puzzle Pieces (row 37)."""
    c = content()
    values = sorted(c.piece_vp(state["sections"][sec]["tile"]["piece"]) for sec in c.region_sections[region]
                    if state["sections"][sec]["tile"] and state["sections"][sec]["tile"]["kind"] == "action")
    return {"t1": values[0], "t2": values[-1], "t3": sum(values)}


def ranking(state: dict, counts: dict) -> list[int]:
    """Seats with dice, most first; equal counts by Order Chamber (row 38)."""
    # co-op (row 64): the Shadow wins every tie
    return sorted(counts, key=lambda s: (-counts[s], not shadow.is_shadow(state, s), oc_position(state, s)))


def special_tie_of(state: dict, seat: int) -> list[int]:
    """The Special Tie group the seat belongs to (row 16), or just the seat; the co-op skips the step that makes
    Special Ties (row 57), so its players never pool tiers."""
    if shadow.is_on(state):
        return [seat]
    return next((group for group in state["special_ties"] if seat in group), [seat])


def tie_runs(state: dict, ranked: list[int], counts: dict) -> list[list[int]]:
    """Split the ranking into runs sharing their tiers: Special Tie partners with equal dice, else single seats."""
    runs: list[list[int]] = []
    for seat in ranked:
        last = runs[-1] if runs else None
        if last and counts[last[0]] == counts[seat] and last[0] in special_tie_of(state, seat):
            last.append(seat)
        else:
            runs.append([seat])
    return runs


def region_awards(state: dict, region: str) -> dict:
    """One Region's {"tiers", "dice": {seat: n}, "vp": {seat: n}} (rows 37, 38; Rulebook: Tie Situation)."""
    # a Special Tie run pools the tiers its ranks would take and splits them equally, rounded down (RULES.md A15)
    tiers = region_tiers(state, region)
    # co-op: the Shadow competes as one more player (row 64), so 2 players use all three tiers
    order = TWO_PLAYER_TIERS if len(state["players"]) == 2 and not shadow.is_on(state) else MANY_PLAYER_TIERS
    paid = [tiers[t] for t in order]
    counts = dice_count(state, content().region_sections[region])
    vp, rank = {}, 0
    for run in tie_runs(state, ranking(state, counts), counts):
        pool = sum(paid[rank:rank + len(run)])
        vp.update({seat: pool // len(run) for seat in run})
        rank += len(run)
    return {"tiers": tiers, "dice": counts, "vp": vp}


def air_supremacy_regions(state: dict) -> dict:
    """{region: region_awards} for every Region (the breakdown)."""
    return {region: region_awards(state, region) for region in content().regions}


def air_supremacy(state: dict) -> dict:
    """{seat: {"vp": total, "regions": {region: vp}}} for every seat (rows 37, 38)."""
    regions = air_supremacy_regions(state)
    out = {}
    for seat in range(len(state["players"])):
        per = {region: r["vp"].get(seat, 0) for region, r in regions.items()}
        out[seat] = {"vp": sum(per.values()), "regions": per}
    return out


# -- objectives and the bid (row 39, O1-O10) --------------------------------------------------------------------------------
def colour_of(state: dict, seat: int) -> str:
    """The seat's player colour."""
    return state["seats"][seat]["role"]


def stored(player: dict) -> list[str]:
    """The gems in storage."""
    return [g for g in player["storage"] if g is not None]


def houses_of(state: dict, seat: int) -> int:
    """Locations covered by the seat's House tokens (row 31)."""
    return sum(1 for owner in state["land"]["houses"].values() if owner == seat)


def objective_count(state: dict, seat: int, what: str) -> int:
    """What an objective scorer counts for `seat` (Rulebook: Appendix, Round Objectives)."""
    p, colour = state["players"][seat], colour_of(state, seat)
    counts = {
        "honor": lambda: p["honor"],                                             # O1, after the bid is paid
        "engine": lambda: p["engine"],                                           # O2
        "unused_cubes": lambda: sum(p["cubes"].values()),                        # O3
        "own_gems": lambda: stored(p).count(colour),                             # O4
        "monster_techs": lambda: sum(content().is_monster_tech(t) for chain in p["chains"] for t in chain),  # O5
        "houses": lambda: houses_of(state, seat),                                # O6
        "other_gems": lambda: len(stored(p)) - stored(p).count(colour),          # O7, black included
        "hero_cards": lambda: len(p["heroes"]["hand"]),                          # O8
        "shields": lambda: p["shields"],                                         # O9
        "flat": lambda: 1,                                                       # O10
    }
    return counts[what]()


def objective_vp(state: dict, seat: int, objective_id: str) -> int:
    """The VP an objective gives `seat` now: vp x (count // per); flat: vp (O1-O10)."""
    scorer = content().objective(objective_id)["scorer"]
    count = objective_count(state, seat, scorer["what"])
    return scorer["vp"] * (count // scorer["per"]) if scorer["what"] != "flat" else scorer["vp"]


def bid_winners(bids: dict) -> list[int]:
    """The seats with the highest bid; all tied top bids win (row 39)."""
    top = max(bids.values())
    return sorted(int(s) for s, b in bids.items() if b == top)


def honor_lost(bids: dict, winners: list[int]) -> dict:
    """{seat: Honor paid}: winners their whole bid, the others half of it rounded up (row 39)."""
    divisor = content().bid_loser_divisor
    return {str(s): (b if int(s) in winners else -(-b // divisor)) for s, b in bids.items()}


def objective_outcome(state: dict, bids: dict) -> dict:
    """{"objective", "bids", "winners", "honor_lost", "vp": {winner: VP}} of this round's bid (row 39, O1-O10)."""
    # the objective is the one below Angel City (the first spot left); called once the bid Honor is paid
    # (conclusion.run_objective_end), so O1 counts the Honor kept after bidding (RULES.md A17)
    objective = state["objectives"][0]
    winners = bid_winners(bids)
    return {"objective": objective, "bids": {str(s): b for s, b in bids.items()}, "winners": winners,
            "honor_lost": honor_lost(bids, winners),
            "vp": {str(s): objective_vp(state, s, objective) for s in winners}}


# -- the end of the game (rows 46-50) ---------------------------------------------------------------------------------------
def gems_left(state: dict) -> int:
    """Gems in Angel City plus the gem bag (row 46)."""
    city = state["city"]
    return sum(sum(g.values()) for g in city["regions"].values()) + sum(city["bag"].values())


def ending(state: dict) -> str:
    """"saved" with at most saved_max_gems left, else "crash" (row 46; Rulebook: Crash Evaluation)."""
    return SAVED if gems_left(state) <= content().saved_max_gems else CRASH


def consumed_vp(state: dict, seat: int, end: str) -> int:
    """War Contribution (saved: 2 per non-black consumed gem) or Black Technology Worship (crash: 5 per black)."""
    rates, black = content().consumed_vp[end], content().black
    return sum(n * rates["black" if colour == black else "non_black"]
               for colour, n in state["players"][seat]["consumed"].items())


def own_cubes_on_map(state: dict, seat: int) -> int:
    """Cubes of the seat's colour still on the Land Map (row 48: People's Resentment)."""
    colour = colour_of(state, seat)
    return sum(cubes.get(colour, 0) for cubes in state["land"]["cubes"].values())


def surplus(player: dict) -> dict:
    """Surplus Disposal: 1 VP per hero in hand; (gems + Honor + cubes) // 2; (Shields + Engine) // 3 (row 49)."""
    s = content().surplus
    heroes = s["hero_vp"] * len(player["heroes"]["hand"])
    stock = (len(stored(player)) + player["honor"] + sum(player["cubes"].values())) // s["gems_honor_cubes_divisor"]
    power = (player["shields"] + player["engine"]) // s["shields_engine_divisor"]
    return {"heroes": heroes, "stock": stock, "shields_engine": power, "vp": heroes + stock + power}


def final_score(state: dict, seat: int, end: str) -> dict:
    """One seat's breakdown: track, domination, consumed gems, resentment (crash), surplus, total (rows 47-49)."""
    c = content()
    houses = houses_of(state, seat)
    resentment = c.resentment_vp_per_cube * own_cubes_on_map(state, seat) if end == CRASH else 0
    out = {"track": state["players"][seat]["vp"],
           "domination": {"houses": houses, "vp": c.domination_vp(end, houses)},
           "consumed": consumed_vp(state, seat, end), "resentment": -resentment,
           "surplus": surplus(state["players"][seat])}
    out["total"] = (out["track"] + out["domination"]["vp"] + out["consumed"] - resentment + out["surplus"]["vp"])
    return out


def final_result(state: dict) -> dict:
    """The result: the highest total wins, ties share, VP below 0 allowed (rows 46-50; Rulebook: End Game). The
    co-op's end against the Shadow is shadow_scoring.final_result (row 66; conclusion.finish picks)."""
    end = ending(state)
    seats = range(len(state["players"]))
    breakdown = {seat: final_score(state, seat, end) for seat in seats}
    scores = {seat: b["total"] for seat, b in breakdown.items()}
    top = max(scores.values())
    ranked = sorted(seats, key=lambda s: (-scores[s], s))
    details = {"ending": end, "gems_left": gems_left(state),
               "seats": {str(seat): b for seat, b in breakdown.items()}}
    return make_result("competitive", scores, ranked, [s for s in seats if scores[s] == top],
                       [[s] for s in seats], details)
