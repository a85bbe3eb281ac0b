"""Technologies: the Honor/Tech action, chains and Batteries, installing, every starting tech (T1-T10) and every
monster tech (M1-M8) with their edges (rows 32, 36)."""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import techs
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel.airship_fixtures import main_state, run, set_land, storage, top_step
from tests.games.fallen_angel.helpers import act, active, find, give, legal, legal_types, top_kind

BLUE, YELLOW, RED, GREEN = 0, 1, 2, 3


@pytest.fixture
def generic():
    return main_state(4)


@pytest.fixture
def unique():
    return main_state(4, starting_techs="unique")


def tile_of(tech_id: str, side: str = "unique", colour: str | None = None) -> str:
    """A physical tile giving `tech_id` (a Monster tile for m1..m8, else a starting tile on `side`)."""
    c = content()
    if tech_id in c.monster_tech_ids:
        return next(m for m in c.monster_tile_ids if c.monster_tiles[m]["tech"] == tech_id)
    return next(t for t, rec in c.starting_tiles.items()
                if rec[side] == tech_id and colour in (None, rec["colour"]))


def tech(tech_id: str):
    return content().tech(tech_id)


def use(state, seat, tile):
    """Use the tech of `tile` as an activated chain would."""
    return run(state, techs.begin_use, seat, tile)


def options(state, seat, type_):
    return [a for a in legal(state, seat) if a["type"] == type_]


def p(state, seat):
    return state["players"][seat]


# -- the Honor/Tech action (row 32) -------------------------------------------------------------------------
@pytest.mark.parametrize("level", [1, 2, 3])
def test_honor_tech_gives_one_honor_per_quota(generic, level):
    give(generic, BLUE, honor=0)
    run(generic, techs.start, BLUE, content().strength("honor_tech", level))
    for _ in range(content().strength("honor_tech", level)):
        generic, _ = act(generic, BLUE, "gain_honor")
    assert p(generic, BLUE)["honor"] == content().strength("honor_tech", level) * techs.honor_tech_honor()
    assert top_kind(generic) != "honor_tech"


def test_an_activated_chain_exhausts_its_battery_even_if_nothing_is_used(generic):
    run(generic, techs.start, BLUE, 2)
    generic, _ = act(generic, BLUE, "activate_chain", chain=0)
    assert p(generic, BLUE)["batteries"][0] is False
    generic, _ = act(generic, BLUE, "done")
    assert top_kind(generic) == "honor_tech" and find(generic, BLUE, "activate_chain", chain=0) is None


def test_a_chain_is_activated_once_per_round(generic):
    give(generic, BLUE, batteries=[False, True, True])
    run(generic, techs.start, BLUE, 3)
    assert {a["chain"] for a in options(generic, BLUE, "activate_chain")} == {1, 2}


def test_every_tech_of_a_chain_is_usable_once_in_any_order(generic):
    plus_engine, plus_shield = tile_of("t9", "generic", "blue"), tile_of("t10", "generic", "blue")
    give(generic, BLUE, chains=[[plus_engine, plus_shield]], batteries=[True], engine=0, shields=0)
    run(generic, techs.start, BLUE, 1)
    generic, _ = act(generic, BLUE, "activate_chain", chain=0)
    generic, _ = act(generic, BLUE, "use_tech", tile=plus_shield)
    assert [a["tile"] for a in options(generic, BLUE, "use_tech")] == [plus_engine]
    generic, _ = act(generic, BLUE, "use_tech", tile=plus_engine)
    assert (p(generic, BLUE)["engine"], p(generic, BLUE)["shields"]) == (1, 1)
    assert top_kind(generic) != "chain"


def test_the_techs_of_a_chain_run_before_the_next_quota(generic):
    give(generic, BLUE, honor=0)
    run(generic, techs.start, BLUE, 2)
    generic, _ = act(generic, BLUE, "activate_chain", chain=0)
    assert top_kind(generic) == "chain"
    generic, _ = act(generic, BLUE, "done")
    generic, _ = act(generic, BLUE, "gain_honor")
    assert p(generic, BLUE)["honor"] == techs.honor_tech_honor() and top_kind(generic) != "honor_tech"


# -- installing (row 36) ------------------------------------------------------------------------------------
def test_a_new_tile_may_join_any_chain_of_equal_length():
    assert techs.valid_chains({"chains": [["a"], ["b"], ["c"]]}) == [0, 1, 2]


def test_a_new_tile_may_not_make_a_chain_two_longer_than_another():
    assert techs.valid_chains({"chains": [["a", "x"], ["b"], ["c"]]}) == [1, 2]
    assert techs.valid_chains({"chains": [["a", "x"], ["b", "y"], ["c"]]}) == [2]


def test_installing_attaches_the_tile_and_recharges_the_batteries(generic):
    give(generic, BLUE, batteries=[False, False, True])
    techs.install(generic, BLUE, "mt-04", 1)
    assert p(generic, BLUE)["chains"][1][-1] == "mt-04" and p(generic, BLUE)["batteries"] == [True] * 3
    with pytest.raises(ValueError):
        techs.install(generic, BLUE, "mt-05", 1)


# -- starting techs (T1-T10) ------------------------------------------------------------------------------
def test_t1_engine_boost_adds_two_engine(unique):
    give(unique, YELLOW, engine=1)
    use(unique, YELLOW, tile_of("t1"))
    assert p(unique, YELLOW)["engine"] == 1 + tech("t1")["gain"]["engine"]


def test_t2_gem_to_honor_gives_two_for_an_own_gem_and_one_for_another(generic):
    give(generic, YELLOW, honor=0, storage=storage("yellow", "red"))
    use(generic, YELLOW, tile_of("t2", "generic", "yellow"))
    generic, _ = act(generic, YELLOW, "consume", colour="yellow")
    assert p(generic, YELLOW)["honor"] == tech("t2")["own"]["honor"]
    use(generic, YELLOW, tile_of("t2", "generic", "yellow"))  # one colour left: no choice to make
    assert p(generic, YELLOW)["honor"] == tech("t2")["own"]["honor"] + tech("t2")["other"]["honor"]
    assert p(generic, YELLOW)["storage"] == storage()


def test_t2_gem_to_honor_needs_a_gem(generic):
    give(generic, YELLOW, storage=storage())
    assert not techs.can_use(generic, YELLOW, tile_of("t2", "generic", "yellow"))


def test_t3_space_leap_teleports_ignoring_links_and_rescues(unique):
    set_land(unique, loc_20={"red": 1})
    give(unique, GREEN, honor=2, airship="loc-01", cubes={c: 0 for c in content().gem_colours})
    use(unique, GREEN, tile_of("t3"))
    unique, _ = act(unique, GREEN, "leap_to", location="loc-20")
    assert p(unique, GREEN)["airship"] == "loc-20" and p(unique, GREEN)["cubes"]["red"] == 1
    assert p(unique, GREEN)["honor"] == 2 - tech("t3")["cost"]["honor"]
    unique, _ = act(unique, GREEN, "dominate")
    assert unique["land"]["houses"]["loc-20"] == GREEN


def test_t3_space_leap_needs_honor_and_meets_rebels(unique):
    set_land(unique, loc_20={"black": 2})
    give(unique, GREEN, honor=0, airship="loc-01", shields=1)
    assert not techs.can_use(unique, GREEN, tile_of("t3"))
    give(unique, GREEN, honor=1)
    assert "loc-20" not in {a["location"] for a in techs.options(unique, GREEN, tile_of("t3"))}


def test_t4_honor_control_twice_on_any_player(unique):
    give(unique, BLUE, honor=1)
    give(unique, RED, honor=2)
    use(unique, BLUE, tile_of("t4"))
    assert "done" not in legal_types(unique, BLUE)  # the first use is committed
    unique, _ = act(unique, BLUE, "honor_control", target=BLUE, change=1)
    unique, _ = act(unique, BLUE, "honor_control", target=RED, change=-1)
    assert (p(unique, BLUE)["honor"], p(unique, RED)["honor"]) == (2, 1)
    assert top_kind(unique) != "tech_use"


def test_t4_honor_control_cannot_take_honor_from_a_player_without_any(unique):
    give(unique, RED, honor=0)
    use(unique, BLUE, tile_of("t4"))
    assert find(unique, BLUE, "honor_control", target=RED, change=-1) is None
    assert find(unique, BLUE, "honor_control", target=RED, change=1) is not None


def test_t4_second_honor_control_is_optional(unique):
    give(unique, BLUE, honor=1)
    use(unique, BLUE, tile_of("t4"))
    unique, _ = act(unique, BLUE, "honor_control", target=BLUE, change=1)
    unique, _ = act(unique, BLUE, "done")
    assert p(unique, BLUE)["honor"] == 2 and top_kind(unique) != "tech_use"


def test_t5_resources_conversion_converts_twice(unique):
    give(unique, GREEN, vp=5, honor=0, shields=0)
    use(unique, GREEN, tile_of("t5", colour="green"))
    unique, _ = act(unique, GREEN, "convert_resource", give="vp", get="honor")
    unique, _ = act(unique, GREEN, "convert_resource", give="honor", get="shields")
    assert (p(unique, GREEN)["vp"], p(unique, GREEN)["honor"], p(unique, GREEN)["shields"]) == (4, 0, 1)


def test_t5_resources_conversion_needs_the_resource_it_gives(unique):
    give(unique, GREEN, vp=0, honor=0, shields=1)
    use(unique, GREEN, tile_of("t5", colour="green"))
    assert {a["give"] for a in options(unique, GREEN, "convert_resource")} == {"shields"}


def test_t6_copy_technology_uses_another_players_tech_paying_its_cost(unique):
    grab = tile_of("t8")  # Red's VP Grab
    give(unique, BLUE, honor=3, vp=10)
    give(unique, YELLOW, honor=0, vp=10)
    give(unique, RED, batteries=[False, False, False])  # its status does not matter
    use(unique, BLUE, tile_of("t6"))
    unique, _ = act(unique, BLUE, "copy_tech", tile=grab)
    unique, _ = act(unique, BLUE, "grab_vp", target=YELLOW)
    assert p(unique, BLUE)["honor"] == 3 - tech("t6")["cost"]["honor"] - tech("t8")["give"]["honor"]
    assert (p(unique, BLUE)["vp"], p(unique, YELLOW)["vp"], p(unique, YELLOW)["honor"]) == (12, 8, 1)
    assert grab in p(unique, RED)["copied"] and p(unique, RED)["batteries"] == [False, False, False]


def test_t6_a_tech_is_copied_once_per_game(unique):
    grab = tile_of("t8")
    p(unique, RED)["copied"].append(grab)
    give(unique, BLUE, honor=3)
    use(unique, BLUE, tile_of("t6"))
    assert grab not in {a["tile"] for a in options(unique, BLUE, "copy_tech")}
    assert options(unique, BLUE, "copy_tech")


def test_t6_copy_technology_needs_honor_for_itself_and_the_copy(unique):
    give(unique, BLUE, honor=1)
    leap = tile_of("t3")  # Green's Space Leap costs 1 more Honor
    assert leap not in {a["tile"] for a in techs.options(unique, BLUE, tile_of("t6"))}
    give(unique, BLUE, honor=0)
    assert not techs.can_use(unique, BLUE, tile_of("t6"))


def test_t6_own_techs_and_other_copy_technologies_are_not_copied(unique):
    give(unique, BLUE, honor=3)
    give(unique, RED, chains=[[tile_of("t6")]], batteries=[True])
    tiles = {a["tile"] for a in techs.options(unique, BLUE, tile_of("t6"))}
    assert tiles and not tiles & set(content().starting_tiles_of["blue"])


def test_t7_resources_to_vp_pays_a_shield_an_engine_and_a_gem(unique):
    give(unique, RED, shields=1, engine=1, vp=0, storage=storage("blue"))
    use(unique, RED, tile_of("t7"))
    assert (p(unique, RED)["shields"], p(unique, RED)["engine"], p(unique, RED)["vp"]) == (0, 0, 6)
    assert p(unique, RED)["storage"] == storage() and p(unique, RED)["consumed"]["blue"] >= 1


@pytest.mark.parametrize("missing", [{"shields": 0}, {"engine": 0}, {"storage": [None] * 6}])
def test_t7_resources_to_vp_needs_each_of_its_costs(unique, missing):
    give(unique, RED, shields=1, engine=1, storage=storage("blue"))
    give(unique, RED, **missing)
    assert not techs.can_use(unique, RED, tile_of("t7"))


def test_t8_vp_grab_gives_an_opponent_honor_for_two_of_their_vp(unique):
    give(unique, RED, honor=1, vp=10)
    give(unique, BLUE, honor=0, vp=1)
    unique["main"]["passed"].append(BLUE)  # passed players can still be targeted
    use(unique, RED, tile_of("t8"))
    unique, _ = act(unique, RED, "grab_vp", target=BLUE)
    assert (p(unique, RED)["vp"], p(unique, RED)["honor"]) == (12, 0)
    assert (p(unique, BLUE)["vp"], p(unique, BLUE)["honor"]) == (-1, 1)


def test_t8_vp_grab_needs_an_honor_to_give(unique):
    give(unique, RED, honor=0)
    assert not techs.can_use(unique, RED, tile_of("t8"))


def test_t9_and_t10_add_one_engine_and_one_shield(generic):
    give(generic, BLUE, engine=2, shields=2)
    use(generic, BLUE, tile_of("t9", "generic", "blue"))
    use(generic, BLUE, tile_of("t10", "generic", "blue"))
    assert (p(generic, BLUE)["engine"], p(generic, BLUE)["shields"]) == (3, 3)


# -- monster techs (M1-M8) -----------------------------------------------------------------------------------
def test_m1_honor_computation_takes_from_players_with_as_much_honor_checked_each_time(generic):
    give(generic, BLUE, honor=1)
    give(generic, YELLOW, honor=3)
    give(generic, RED, honor=2)
    give(generic, GREEN, honor=0)
    use(generic, BLUE, tile_of("m1"))
    assert {a["target"] for a in options(generic, BLUE, "take_honor")} == {YELLOW, RED}
    generic, _ = act(generic, BLUE, "take_honor", target=RED)
    assert {a["target"] for a in options(generic, BLUE, "take_honor")} == {YELLOW}  # Red now has 1 < 2
    generic, _ = act(generic, BLUE, "take_honor", target=YELLOW)
    assert (p(generic, BLUE)["honor"], p(generic, YELLOW)["honor"], p(generic, RED)["honor"]) == (3, 2, 1)
    assert top_kind(generic) != "tech_use"


def test_m2_elemental_attraction_lets_the_opponent_choose_the_gem(generic):
    give(generic, BLUE, storage=storage("green"), engine=0)
    give(generic, YELLOW, storage=storage("red", "blue"))
    give(generic, RED, storage=storage())
    assert {a["target"] for a in techs.options(generic, BLUE, tile_of("m2"))} == {YELLOW}  # Red has fewer
    use(generic, BLUE, tile_of("m2"))  # a single target: chosen at once
    assert active(generic) == YELLOW and top_kind(generic) == "give_gem"
    assert {a["colour"] for a in options(generic, YELLOW, "give_gem")} == {"red", "blue"}
    generic, _ = act(generic, YELLOW, "give_gem", colour="blue")
    assert p(generic, BLUE)["storage"] == storage("green", "blue") and p(generic, BLUE)["engine"] == 0
    assert p(generic, YELLOW)["storage"] == storage("red") and active(generic) != YELLOW


def test_m2_needs_a_free_compartment(generic):
    give(generic, BLUE, storage=storage(*["red"] * content().storage_size))
    give(generic, YELLOW, storage=storage(*["blue"] * content().storage_size))
    assert not techs.can_use(generic, BLUE, tile_of("m2"))


def test_m3_telepathic_propaganda_lets_the_opponent_choose_the_cube(generic):
    cubes = {c: 0 for c in content().gem_colours}
    give(generic, BLUE, cubes={**cubes, "red": 1})
    give(generic, GREEN, cubes={**cubes, "black": 1, "yellow": 2})
    give(generic, YELLOW, cubes=dict(cubes))
    give(generic, RED, cubes=dict(cubes))
    generic["main"]["passed"].append(GREEN)
    assert {a["target"] for a in techs.options(generic, BLUE, tile_of("m3"))} == {GREEN}  # passed, still a target
    use(generic, BLUE, tile_of("m3"))
    assert active(generic) == GREEN and top_kind(generic) == "give_cube"
    generic, _ = act(generic, GREEN, "give_cube", colour="black")
    assert p(generic, BLUE)["cubes"]["black"] == 1 and p(generic, GREEN)["cubes"]["black"] == 0


def test_m3_a_giver_with_one_colour_gives_it_without_asking(generic):
    cubes = {c: 0 for c in content().gem_colours}
    for seat in (YELLOW, RED, GREEN):
        give(generic, seat, cubes=dict(cubes))
    give(generic, BLUE, cubes=dict(cubes))
    give(generic, RED, cubes={**cubes, "blue": 2})
    use(generic, BLUE, tile_of("m3"))
    assert p(generic, BLUE)["cubes"]["blue"] == 1 and generic["pending"] == []


def test_m4_hypersonic_drive_moves_two_links_free_without_domination(generic):
    set_land(generic, loc_02={"red": 1})
    give(generic, BLUE, honor=1, engine=3, airship="loc-01")
    use(generic, BLUE, tile_of("m4"))
    generic, _ = act(generic, BLUE, "move_to", location="loc-02")
    generic, _ = act(generic, BLUE, "move_to", location="loc-03")
    assert p(generic, BLUE)["airship"] == "loc-03" and p(generic, BLUE)["engine"] == 3
    assert p(generic, BLUE)["honor"] == 0 and p(generic, BLUE)["cubes"]["red"] >= 1
    assert top_kind(generic) not in ("move", "dominate") and "loc-03" not in generic["land"]["houses"]


def test_m5_blitz_invasion_places_a_house_token_without_taking_cubes(generic):
    set_land(generic, loc_05={"red": 2})
    give(generic, BLUE, honor=1, airship="loc-05")
    use(generic, BLUE, tile_of("m5"))
    assert generic["land"]["houses"]["loc-05"] == BLUE and generic["land"]["cubes"]["loc-05"]["red"] == 2
    assert p(generic, BLUE)["honor"] == 0


def test_m5_blitz_invasion_needs_a_location_without_a_house_token(generic):
    generic["land"]["houses"]["loc-05"] = RED
    give(generic, BLUE, honor=1, airship="loc-05")
    assert not techs.can_use(generic, BLUE, tile_of("m5"))
    give(generic, BLUE, airship=None)
    assert not techs.can_use(generic, BLUE, tile_of("m5"))


def test_m6_elemental_altar_consumes_up_to_two_gems_for_vp(generic):
    give(generic, BLUE, vp=0, storage=storage("blue", "black", "red"))
    use(generic, BLUE, tile_of("m6"))
    generic, _ = act(generic, BLUE, "consume", colour="blue")
    generic, _ = act(generic, BLUE, "consume", colour="black")
    assert p(generic, BLUE)["vp"] == tech("m6")["own"]["vp"] + tech("m6")["other"]["vp"]
    assert p(generic, BLUE)["storage"] == storage("red") and top_kind(generic) != "tech_use"


def test_m7_energy_rush_consumes_up_to_two_gems_for_engine(generic):
    give(generic, BLUE, engine=0, storage=storage("blue", "red"))
    use(generic, BLUE, tile_of("m7"))
    generic, _ = act(generic, BLUE, "consume", colour="blue")
    generic, _ = act(generic, BLUE, "done")
    assert p(generic, BLUE)["engine"] == tech("m7")["own"]["engine"] and p(generic, BLUE)["storage"] == storage("red")


def test_m8_reverse_engineering_turns_engine_into_shields_up_to_twice(generic):
    give(generic, BLUE, engine=1, shields=0)
    use(generic, BLUE, tile_of("m8"))  # one Engine: one use, then nothing to pay
    assert (p(generic, BLUE)["engine"], p(generic, BLUE)["shields"]) == (0, 1)
    assert top_kind(generic) != "tech_use"
    give(generic, BLUE, engine=3, shields=0)
    use(generic, BLUE, tile_of("m8"))
    generic, _ = act(generic, BLUE, "tech_convert")
    assert (p(generic, BLUE)["engine"], p(generic, BLUE)["shields"]) == (1, 2)
    assert top_step(generic) is None or top_kind(generic) != "tech_use"
