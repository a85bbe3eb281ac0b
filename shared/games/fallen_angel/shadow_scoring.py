"""The co-op's Conclusion and end (rows 62-66): Monster Explosion, Technology Salvage, Air Supremacy and the Round
Objective against the Shadow, then Crash Evaluation and the Shadow's Prosperity, War Contribution and Surplus,
and the `coop` result. conclusion.py and scoring.py call these only in the co-op.
(Rulebook: Variant: Shadow of Fallen Angel, "Conclusion Phase", "Game End".)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.result import make_result
from shared.games.fallen_angel import landmap, resources, scoring, shadow
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w


# -- Monster Explosion (row 62) -----------------------------------------------------------------------------------
def explosion(state: dict, monster_dice: int, ev: list) -> None:
    """No damage to the players: the Shadow gains the Monster Dice left x max(1, black gems in the city)."""
    vp = monster_dice * shadow.multiplier(state)
    ev.append(event("monsters_exploded", None, dice=monster_dice, damage=0, shadow_vp=vp))
    shadow.gain_vp(state, vp, ev, "explosion")


# -- Technology Salvage (row 63) -------------------------------------------------------------------------------------
def is_lost(state: dict, winner) -> bool:
    """A Monster tile won by the Shadow or by no one goes to the Shadow (row 63)."""
    return winner is None or shadow.is_shadow(state, winner)


def salvage_lost(state: dict, sec: str, ev: list) -> None:
    """The tile is discarded and the Shadow gains 3 VP (row 63)."""
    tile = state["sections"][sec]["tile"]["id"]
    state["monster_discard"].append(tile)
    ev.append(event("monster_tile_discarded", None, section=sec, tile=tile))
    shadow.gain_vp(state, shadow.rules()["salvage_vp"], ev, "salvage")


def install_targets(state: dict, item: dict) -> list:
    """The winner may install the tile in any other player's airship too (row 63)."""
    from shared.games.fallen_angel import techs  # techs imports most modules

    tile = w.comp(item["tile"])
    return [{"type": "install", "chain": chain, "target": other,
             **w.label("label.install_other", tile=tile, owner=w.seat(state, other), chain=chain + 1)}
            for other in range(len(state["players"])) if other != item["seat"]
            for chain in techs.valid_chains(state["players"][other])]


# -- Air Supremacy (row 64) --------------------------------------------------------------------------------------
def air_supremacy(state: dict, ev: list) -> None:
    """For each tier the Shadow Dice take, the Shadow gains tier x max(1, black gems in the city) (row 64)."""
    won = sum(r["vp"].get(shadow.seat(state), 0) for r in scoring.air_supremacy_regions(state).values())
    shadow.gain_vp(state, won * shadow.multiplier(state), ev, "air_supremacy")


# -- the Round Objective (row 65) -------------------------------------------------------------------------------------
def objective(state: dict, ev: list) -> None:
    """Compare each player's Honor with the Shadow's (Actual + black gems as Virtual Honor): at or below, the
    objective's VP go to the Shadow; above, the player scores and gives half its Honor (rounded up) to the Shadow;
    then the Shadow, if it scored, loses half its Actual Honor (rounded up) (row 65)."""
    if not state["objectives"]:
        return
    obj, div = state["objectives"].pop(0), shadow.rules()["honor_divisor"]
    total = state["shadow"]["honor"] + shadow.black_in_city(state)
    before = state["shadow"]["vp"]
    ev.append(event("objective_compared", None, objective=obj, shadow_honor=total,
                    honor={str(s): p["honor"] for s, p in enumerate(state["players"])}))
    beaten = [s for s, p in enumerate(state["players"]) if p["honor"] > total]
    for s in range(len(state["players"])):
        if s not in beaten:
            shadow.gain_vp(state, scoring.objective_vp(state, s, obj), ev, "objective")
    for s in beaten:
        resources.gain(state, s, ev, "objective", vp=scoring.objective_vp(state, s, obj))
        given = -(-state["players"][s]["honor"] // div)
        resources.spend(state, s, ev, "objective", honor=given)
        shadow.gain_honor(state, given, ev, "objective")
    if state["shadow"]["vp"] > before:
        lost = -(-state["shadow"]["honor"] // div)
        state["shadow"]["honor"] -= lost
        ev.append(event("shadow_honor_lost", shadow.seat(state), honor=lost))


# -- the end (row 66) ---------------------------------------------------------------------------------------------
def shadow_locations(state: dict) -> int:
    """Locations in play without a House token plus the Skulls beside the map (3p forbidden ones don't count)."""
    houses = state["land"]["houses"]
    free = sum(1 for loc in landmap.locations(len(state["players"])) if loc not in houses)
    return free + state["shadow"]["skulls"]


def war_contribution(state: dict) -> int:
    """5 VP per black gem, 2 per other gem in the Angel City (row 66)."""
    rates, black = shadow.rules()["war_contribution"], content().black
    return sum(n * rates["black" if colour == black else "other"]
               for region in state["city"]["regions"].values() for colour, n in region.items())


def black_cubes_on_map(state: dict) -> int:
    """Black Citizen Cubes still on the Land Map."""
    return sum(c.get(content().black, 0) for c in state["land"]["cubes"].values())


def shadow_score(state: dict, end: str) -> dict:
    """The Shadow's breakdown: its track, and when Saved its Prosperity, War Contribution and Surplus (row 66)."""
    out = {"track": state["shadow"]["vp"], "locations": shadow_locations(state), "domination": 0,
           "war_contribution": 0, "surplus": 0}
    if end == scoring.SAVED:
        out.update(domination=content().domination_vp(scoring.SAVED, out["locations"]),
                   war_contribution=war_contribution(state),
                   surplus=(state["shadow"]["honor"] + black_cubes_on_map(state)) // shadow.rules()["surplus_divisor"])
    out["total"] = out["track"] + out["domination"] + out["war_contribution"] + out["surplus"]
    return out


def final_result(state: dict) -> dict:
    """A Crash loses for everyone; else the players win only if every one has more VP than the Shadow (row 66)."""
    end, me = scoring.ending(state), shadow.seat(state)
    humans = list(range(len(state["players"])))
    breakdown = {s: scoring.final_score(state, s, end) for s in humans}
    theirs = shadow_score(state, end)
    scores = {**{s: b["total"] for s, b in breakdown.items()}, me: theirs["total"]}
    won = end == scoring.SAVED and all(scores[s] > theirs["total"] for s in humans)
    details = {"ending": end, "gems_left": scoring.gems_left(state), "shadow": theirs, "players_won": won,
               "margin": min(scores[s] for s in humans) - theirs["total"],
               "seats": {str(s): b for s, b in breakdown.items()}}
    ranking = sorted(scores, key=lambda s: (-scores[s], s))
    return make_result("coop", scores, ranking, humans if won else [me], [humans, [me]], details)
