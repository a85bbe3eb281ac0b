"""The Shadow co-op's Conclusion and end (rows 62-66; Rulebook: Variant: Shadow of Fallen Angel, Conclusion Phase
and Game End)."""
from __future__ import annotations

from shared.games.fallen_angel import conclusion, landmap, scoring, shadow, shadow_scoring, steps
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.helpers import GAME, give, legal, sections_of
from tests.games.fallen_angel.shadow_helpers import coop_main, coop_state


def set_city(state: dict, black: int = 0, other: int = 0) -> dict:
    """The Angel City holds `black` black gems and `other` red ones; the bag is empty."""
    regions = state["city"]["regions"]
    for region in regions.values():
        for colour in region:
            region[colour] = 0
    first = next(iter(regions))
    regions[first].update(black=black, red=other)
    state["city"]["bag"] = {c: 0 for c in state["city"]["bag"]}
    return state


def shadow_die(state: dict, sec: str, value: int = 3) -> str:
    """A Shadow Die placed as the topmost group of `sec`."""
    state["shadow"]["to_place"] = [value]
    state["shadow"]["dice"] += 1
    die = f"shadow-{state['shadow']['dice']}"
    state["dice"][die] = {"owner": shadow.seat(state), "colour": "black", "value": value, "at": "placed"}
    state["shadow"]["to_place"] = []
    state["sections"][sec]["groups"].append([die])
    return die


def player_die(state: dict, seat: int, sec: str, value: int = 3) -> str:
    """One of `seat`'s dice placed as the topmost group of `sec`."""
    die = next(d for d in state["players"][seat]["dice"] if state["dice"][d]["at"] == "unused")
    state["dice"][die].update(value=value, at="placed")
    state["sections"][sec]["groups"].append([die])
    return die


# -- Monster Explosion (row 62) --------------------------------------------------------------------------------
def test_the_explosion_scores_the_shadow_monster_dice_times_black_gems_and_hurts_no_player():
    state = set_city(coop_main(2), black=3)
    vps = [p["vp"] for p in state["players"]]
    left = conclusion.monster_dice_left(state)
    conclusion.run_explosion(state, {}, [])
    assert state["shadow"]["vp"] == 10 + 3 * left
    assert [p["vp"] for p in state["players"]] == vps and not state["pending"]


def test_the_explosion_counts_at_least_one_black_gem():
    state = set_city(coop_main(2), black=0)
    left = conclusion.monster_dice_left(state)
    conclusion.run_explosion(state, {}, [])
    assert left and state["shadow"]["vp"] == 10 + left


def test_the_explosion_gives_nothing_without_monster_dice():
    state = set_city(coop_main(2), black=4)
    for sec in state["sections"].values():
        sec["monster_dice"] = []
    conclusion.run_explosion(state, {}, [])
    assert state["shadow"]["vp"] == 10


# -- Technology Salvage (row 63) --------------------------------------------------------------------------------
def test_a_monster_tile_won_by_no_one_or_the_shadow_is_discarded_for_3_shadow_vp():
    state = coop_main(2)
    monsters = sections_of(state, "monster")
    shadow_die(state, monsters[0])
    player_die(state, 0, monsters[1])
    conclusion.run_salvage(state, {}, [])
    assert state["shadow"]["vp"] == 10 + 2 * shadow.rules()["salvage_vp"]
    assert [item["seat"] for item in state["pending"]] == [0]


def test_a_salvage_winner_may_install_the_tile_in_another_players_airship():
    state = coop_main(2)
    sec = sections_of(state, "monster")[0]
    player_die(state, 0, sec)
    for other in sections_of(state, "monster")[1:]:
        player_die(state, 1, other)
    conclusion.run_salvage(state, {}, [])
    targets = {a.get("target") for a in legal(state, 0) if a["type"] == "install"}
    assert targets == {None, 1}
    tile = state["pending"][0]["tile"]
    action = next(a for a in legal(state, 0) if a.get("target") == 1)
    conclusion.salvage_apply(state, state["pending"][0], action, [])
    assert any(tile in chain for chain in state["players"][1]["chains"])


# -- Air Supremacy (row 64) -------------------------------------------------------------------------------------
def test_the_shadow_wins_air_supremacy_ties_and_scores_tier_times_black_gems():
    state = set_city(coop_main(2), black=2)
    region = content().regions[0]
    secs = content().region_sections[region]
    shadow_die(state, secs[0])
    player_die(state, 0, secs[1])
    awards = scoring.region_awards(state, region)
    tiers = awards["tiers"]
    assert awards["vp"][2] == tiers["t3"] and awards["vp"][0] == tiers["t2"]
    conclusion.run_air_supremacy(state, {}, [])
    assert state["shadow"]["vp"] == 10 + 2 * tiers["t3"]


def test_two_players_and_the_shadow_compete_for_three_tiers():
    state = coop_main(2)
    region = content().regions[0]
    secs = content().region_sections[region]
    for seat in (0, 1):
        player_die(state, seat, secs[0], 6)
    player_die(state, 0, secs[1])
    player_die(state, 1, secs[1])
    shadow_die(state, secs[2])  # 3, 2 and 1 dice: the Shadow ranks third
    awards = scoring.region_awards(state, region)
    assert awards["vp"][2] == awards["tiers"]["t1"]


# -- the Round Objective (row 65) --------------------------------------------------------------------------------
def test_the_objective_goes_to_the_shadow_from_players_at_or_below_its_honor():
    state = set_city(coop_main(2), black=2)  # the Shadow: 3 Actual + 2 Virtual = 5
    state["objectives"] = ["obj-10"] + state["objectives"][1:]
    flat = content().objective("obj-10")["scorer"]["vp"]
    give(state, 0, honor=5, vp=0)
    give(state, 1, honor=8, vp=0)
    conclusion.run_objective(state, {}, [])
    assert state["players"][0]["honor"] == 5 and state["players"][0]["vp"] == 0
    assert state["players"][1]["vp"] == flat and state["players"][1]["honor"] == 4
    assert state["shadow"]["vp"] == 10 + flat
    assert state["shadow"]["honor"] == (3 + 4) - 4  # received 4, then lost half of 7 rounded up
    assert not state["pending"]


def test_the_shadow_keeps_its_honor_when_it_scores_nothing_from_the_objective():
    state = set_city(coop_main(2), black=0)
    state["objectives"] = ["obj-10"] + state["objectives"][1:]
    give(state, 0, honor=5)
    give(state, 1, honor=4)
    conclusion.run_objective(state, {}, [])
    assert state["shadow"]["honor"] == 3 + 3 + 2 and state["shadow"]["vp"] == 10


# -- the end (row 66) -------------------------------------------------------------------------------------------
def end_state(players: int = 2) -> dict:
    state = set_city(coop_state(players), black=1, other=2)
    state["land"]["houses"] = {}
    return state


def test_a_crash_loses_for_every_player():
    state = end_state()
    state["city"]["bag"]["red"] = 20
    for p in state["players"]:
        p["vp"] = 500
    result = shadow_scoring.final_result(state)
    assert result["mode"] == "coop" and result["winners"] == [2] and result["details"]["ending"] == "crash"


def test_the_shadow_scores_prosperity_war_contribution_and_surplus_when_saved():
    state = end_state()
    state["shadow"].update(vp=10, honor=5, skulls=2)
    locs = landmap.locations(2)
    state["land"]["houses"] = {locs[0]: 0, locs[1]: 1}
    for cubes in state["land"]["cubes"].values():
        cubes["black"] = 0
    state["land"]["cubes"][locs[2]]["black"] = 1
    theirs = shadow_scoring.shadow_score(state, scoring.SAVED)
    assert theirs["locations"] == len(locs) - 2 + 2
    assert theirs["domination"] == content().domination_vp("saved", len(locs))
    assert theirs["war_contribution"] == 5 * 1 + 2 * 2
    assert theirs["surplus"] == (5 + 1) // 2


def test_forbidden_locations_in_a_three_player_game_are_not_the_shadows():
    state = end_state(3)
    assert shadow_scoring.shadow_locations(state) == len(landmap.locations(3))
    assert len(landmap.locations(3)) < len(content().location_ids)


def test_the_players_win_only_if_every_one_has_more_vp_than_the_shadow():
    state = end_state()
    theirs = shadow_scoring.shadow_score(state, scoring.SAVED)["total"]
    for p in state["players"]:
        p["vp"] = theirs + 100
    assert shadow_scoring.final_result(state)["winners"] == [0, 1]
    state["players"][1]["vp"] = -200
    result = shadow_scoring.final_result(state)
    assert result["winners"] == [2] and result["teams"] == [[0, 1], [2]]


def test_the_game_ends_after_round_3():
    state = coop_main(2)
    state["round"] = 3
    steps.push(state, "round_end", None)
    steps.run_automatic(state, [])
    assert state["final"] is not None and GAME.result(state)["mode"] == "coop"


# -- the greedy bot's co-op value (coop_value.value) -----------------------------------------------------------------
def test_every_player_shares_the_coop_bot_value_and_more_gems_left_lower_it():
    from shared.games.fallen_angel import botvalue

    state = coop_main(2)
    assert botvalue.value(state, 0) == botvalue.value(state, 1)
    before = botvalue.value(state, 0)
    state["city"]["bag"]["red"] += 5
    assert botvalue.value(state, 0) < before
