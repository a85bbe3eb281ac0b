"""The greedy bot's value in the Shadow co-op (rows 55-66): how good a state is for the whole team.

value = the worst player's estimated total (+ TEAM_WEIGHT x the team's mean above it) - the Shadow's estimated
total - the Crash risk (all in VP).
- The players' estimate is the Saved formula (scoring.final_score) plus the round's unscored Air Supremacy and
  Salvage; the Shadow's is its Saved formula plus its unscored Explosion, Salvage and Air Supremacy, except that
  its Prosperity counts PROSPERITY_PER_LOCATION per Location it would dominate instead of the capped Domination
  Table (36 VP for 10+): the table is flat over 10-20 Locations, so without the slope no single House token
  would look worth an action, though the team needs 11+ of them to cut the Shadow's 36 (row 66). This round's
  unscored Objective is forecast for both sides as it would resolve now (row 65). Before the last round a black
  gem in the city costs what mining it in the last round would (2 VP), not its War Contribution (5 VP), so
  the bot leaves black gems for later when it can (row 59: 8/4/2 VP by round).
- Crash risk (a Crash loses for everyone, row 66): CRASH_PENALTY_PER_GEM per gem above the Saved bound, and as
  much again per such gem the airships have no room or Engine for.
- Open actions are credited as if carried out, so the greedy bot's short lookahead (a placement, its dice, its
  tile use) sees what the action will do: a Gem Mining use or mining step its quota as gems mined, a Gems to
  Shields use or pick its gems as room freed, a Shields to Engine use or step its Engine, and an Airship Movement
  use or move a House token when a Location it may dominate is within its movement points.
- The team's turn-order window (row 57): ORDER_CHANGE_COST per proposal made, so the bot agrees.
Only what every seat sees is read (the board, the players' mats and tracks, the Shadow's track and Honor, the
bag's public contents, RULES.md A21; never a draw order or the generator). After the game, the result's margin,
less 1000 for a Crash. Tuning log and figures: RULES.md section 9.
"""
from __future__ import annotations

from shared.games.fallen_angel import coop_order, landmap, movement, resources, shadow, shadow_scoring
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.scoring import CRASH, SAVED, air_supremacy_regions, final_score, gems_left, \
    houses_of, is_unscored, objective_vp, salvage_winners

#: VP the value takes off per gem above the Saved bound (a Crash loses for everyone, row 66)
CRASH_PENALTY_PER_GEM = 6
#: VP per Location the Shadow would dominate: the Domination Table's 36 VP for 10 Locations, spread evenly
PROSPERITY_PER_LOCATION = 3.6
#: weight of the team's mean above its worst player: a small pull so that a player's gain counts even when a
#: team-mate is the worst (the victory needs every player above the Shadow, row 66)
TEAM_WEIGHT = 0.25
#: a Crash ends the game lost for everyone: worse than any Saved margin
CRASH_LOSS = 1000.0
#: VP the value takes off per change of the standing turn-order proposal (row 57): the value has no measure of
#: an order's worth, so the bot agrees to the proposal it is shown rather than pick among equal orders at random
ORDER_CHANGE_COST = 0.01
MINING, CONVERT, ENGINE, MOVE = "gem_mining", "gems_to_shields", "shields_to_engine", "movement"


def value(state: dict) -> float:
    """The team's value (every player shares it): the worst margin over the Shadow less the Crash risk."""
    if state["final"] is not None:
        d = state["final"]["details"]
        return float(d["margin"]) - (CRASH_LOSS if d["ending"] == CRASH else 0.0)
    credit = open_actions(state)
    mine, its = round_forecast(state)
    ours = [player_estimate(state, s, mine[s], credit["houses"].get(s, 0)) for s in range(len(state["players"]))]
    team = min(ours) + TEAM_WEIGHT * (sum(ours) / len(ours) - min(ours))
    theirs = shadow_estimate(state) + its - PROSPERITY_PER_LOCATION * sum(credit["houses"].values())
    changes = ORDER_CHANGE_COST * coop_order.proposals_made(state)
    return float(team - theirs - crash_risk(state, credit) - changes)


def player_estimate(state: dict, seat: int, pending: int, houses: int) -> float:
    """The seat's Saved total now plus the round's unscored VP and the Domination VP of `houses` more."""
    now = houses_of(state, seat)
    extra = content().domination_vp(SAVED, now + houses) - content().domination_vp(SAVED, now)
    return final_score(state, seat, SAVED)["total"] + pending + extra


def shadow_estimate(state: dict) -> float:
    """The Shadow's Saved total with a sloped Prosperity and deferred black gems (row 66)."""
    score = shadow_scoring.shadow_score(state, SAVED)
    prosperity = PROSPERITY_PER_LOCATION * score["locations"]
    return score["total"] - score["domination"] + prosperity - black_deferral(state)


def black_deferral(state: dict) -> int:
    """Before the last round a black gem left in the city will not cost its War Contribution (5 VP) but at most
    what mining it in the last round gives the Shadow (2 VP) (rows 59, 66): the difference, per black gem."""
    if state["round"] >= shadow.rounds(state):
        return 0
    rules = shadow.rules()
    saved = rules["war_contribution"]["black"] - rules["black_gem_vp"][shadow.rounds(state) - 1]
    return max(0, saved) * shadow.black_in_city(state)


def round_forecast(state: dict) -> tuple[dict, int]:
    """({seat: VP}, the Shadow's VP) this round's unscored Explosion, Salvage, Air Supremacy and Objective would
    give now (rows 62-65; one Air Supremacy and one Salvage reading for both sides)."""
    mine, its, mult = {s: 0 for s in range(len(state["players"]))}, 0, shadow.multiplier(state)
    if is_unscored(state, "explosion"):
        its += mult * sum(len(s["monster_dice"]) for s in state["sections"].values())
    if is_unscored(state, "salvage"):
        for winner in salvage_winners(state).values():
            if shadow_scoring.is_lost(state, winner):
                its += shadow.rules()["salvage_vp"]
            else:
                mine[winner] += content().salvage_vp
    if is_unscored(state, "air_supremacy"):
        for region in air_supremacy_regions(state).values():
            for seat, vp in region["vp"].items():
                if shadow.is_shadow(state, seat):
                    its += mult * vp
                else:
                    mine[seat] += vp
    return objective_forecast(state, mine, its)


def objective_forecast(state: dict, mine: dict, its: int) -> tuple[dict, int]:
    """`mine` and `its` plus this round's unscored Objective as it would resolve now: a player above the Shadow's
    Actual + Virtual Honor scores it, any other player's VP go to the Shadow (row 65)."""
    if not state["objectives"] or not is_unscored(state, "objective"):
        return mine, its
    obj = state["objectives"][0]
    total = state["shadow"]["honor"] + shadow.black_in_city(state)
    for s, player in enumerate(state["players"]):
        vp = objective_vp(state, s, obj)
        if player["honor"] > total:
            mine[s] += vp
        else:
            its += vp
    return mine, its


def crash_risk(state: dict, credit: dict) -> float:
    """CRASH_PENALTY_PER_GEM per gem above the Saved bound, twice for those with no room or Engine (row 66)."""
    excess = max(0, gems_left(state) - content().saved_max_gems - credit["mined"])
    room = credit["freed"] + sum(storable(p, credit["engine"].get(s, 0)) for s, p in enumerate(state["players"]))
    return CRASH_PENALTY_PER_GEM * (excess + max(0, excess - room))


def storable(player: dict, engine_gain: int = 0) -> int:
    """How many more gems the player's storage can take with its Engine (+ `engine_gain`) (row 24)."""
    engine, count = min(resources.engine_max(), player["engine"] + engine_gain), 0
    for cost in content().storage_costs[resources.gem_count(player):]:
        if cost > engine:
            break
        engine, count = engine - cost, count + 1
    return count


# -- what open actions will still do --------------------------------------------------------------------------------
def open_actions(state: dict) -> dict:
    """{mined, freed, engine: {seat: gain}, houses: {seat: 1}} for the open actions on the step stack."""
    credit = {"mined": 0, "freed": 0, "engine": {}, "houses": {}}
    for step in state["steps"]:
        seat = step.get("seat")
        if seat is None or shadow.is_shadow(state, seat):
            continue
        kind, amount = step["kind"], None
        if kind == "use_tile":
            kind = tile_type(state, step["section"])
            amount = content().strength(kind, step["strength"]) if kind else None
        credit_step(state, state["players"][seat], seat, kind, step, amount, credit)
    return credit


def credit_step(state: dict, player: dict, seat: int, kind: str | None, step: dict, amount, credit: dict) -> None:
    """Add one open step's effect to `credit` (`amount`: the tile's strength for an unused tile)."""
    if kind in ("mine", MINING):
        quota = step["quota"] if kind == "mine" else amount
        credit["mined"] += min(quota // content().mining["quota_near"], resources.free_compartments(player))
    elif kind in ("gem_to_shield", CONVERT):
        count = step["left"] if kind == "gem_to_shield" else amount
        credit["freed"] += min(count, len(shadow.convertible(state, resources.gems(player))))
    elif kind == ENGINE:
        rate = step["rate"] if "rate" in step else amount
        credit["engine"][seat] = credit["engine"].get(seat, 0) + player["shields"] * rate
    elif kind == MOVE and player["engine"] > 0:
        mp = content().engine_mp(player["engine"]) + amount
        if can_reach_house(state, seat, player["airship"], mp, ()):
            credit["houses"][seat] = 1
    elif kind in ("move", "move_next") and step["source"] == "movement":
        if can_reach_house(state, seat, step["start"], step["regular"] + step["bonus"], step["visited"]):
            credit["houses"][seat] = 1
    elif kind == "dominate":
        credit["houses"][seat] = 1


def can_reach_house(state: dict, seat: int, start: str | None, mp: int, visited) -> bool:
    """True when the move can end, within `mp` more links, on a Location it may then dominate (row 31): the
    airship's Location if already entered on this move, or one it enters holding at most the 1 cube it rescues."""
    here = visited[-1] if visited else start
    if visited and movement.can_dominate(state, here):
        return True
    n, seen, frontier = len(state["players"]), set(visited) | {start}, [here]
    for _ in range(mp):
        nxt = []
        for loc in frontier:
            for to in (landmap.locations(n) if loc is None else landmap.links(loc, n)):
                if to in seen or not movement.can_enter(state, seat, to, start is None):
                    continue
                if is_dominable_after_entry(state, to):
                    return True
                seen.add(to)
                nxt.append(to)
        frontier = nxt
    return False


def is_dominable_after_entry(state: dict, loc: str) -> bool:
    """No House token or Skull, and at most the 1 cube an entering airship rescues (rows 30, 31, 60)."""
    return (movement.cubes_at(state, loc) <= 1 and loc not in state["land"]["houses"]
            and not shadow.is_skull(state, loc))


def tile_type(state: dict, sec: str) -> str | None:
    """The Action type of the Section's tile (None for a Monster tile)."""
    tile = state["sections"][sec]["tile"]
    return content().action_type(tile["id"]) if tile["kind"] == "action" else None
