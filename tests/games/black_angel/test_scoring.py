"""Final scoring (BA-37): the track, Advanced Technology tiles and their caps, copies sharing elements, the Spes
bonus, ties; the worked example BA-E11."""
import json
import shutil

import pytest

from shared.engine.result import result_problems
from shared.games.black_angel import content as content_module
from shared.games.black_angel.content import content
from shared.games.black_angel.scoring import allocate, element_count, final_result, final_score
from tests.games.black_angel.helpers import clear_grid, give, new_state, put_tile


def tile_with(what: str, colour: str | None = None) -> str:
    """The id of the advanced tile whose scorer counts `what` (of `colour`)."""
    c = content()
    return next(t for t in c.advanced_ids
                if c.tile(t)["scorer"]["what"] == what and c.tile(t)["scorer"].get("colour") == colour)


def normal_tiles(colour: str, n: int) -> list:
    return list(content().normal_tiles[colour][:n])


def bare(players: int = 2) -> dict:
    """A game whose seat 0 holds nothing that scores: empty grid, no goods, no cards."""
    state = new_state(players)
    for seat in range(players):
        clear_grid(state, seat)
        give(state, seat, vp=0, resources=0, ships=0, debris=0, missions=[], ravagers=[], **{"break": 0})
    return state


def vp_of(tile_id: str) -> int:
    return content().tile(tile_id)["scorer"]["vp"]


def advanced_points(state: dict, seat: int = 0) -> list:
    return [t["points"] for t in final_score(state, seat)[1]["advanced"]]


def test_example_ba_e11_final_score_is_34_plus_4_plus_8_plus_2_equals_48():
    # Rulebook: The Game Ends (example) / inventory BA-E11
    state = bare()
    p = state["players"][0]
    green = tile_with("grid_tiles", "green")
    hunter = tile_with("hand_ravagers")
    give(state, 0, vp=34, resources=1, ships=1, **{"break": 3}, ravagers=list(content().ravager_ids[:4]))
    for cell, tile in zip([(0, 0), (1, 1), (2, 2)], normal_tiles("green", 3)):
        put_tile(state, 0, cell, tile)
    put_tile(state, 0, (0, 1), green)
    p["advanced"]["gray"] = hunter
    p["filed"]["gray"] = list(content().mission_ids["gray"][:3])
    state["space"]["at_spes"] = True
    total, breakdown = final_score(state, 0)
    by_tile = {t["tile"]: t for t in breakdown["advanced"]}
    assert (by_tile[green]["count"], by_tile[green]["cap"], by_tile[green]["points"]) == (3, 4, 4)
    assert (by_tile[hunter]["count"], by_tile[hunter]["cap"], by_tile[hunter]["points"]) == (4, 10, 8)
    assert breakdown["spes"]["points"] == 2
    assert total == 48 and breakdown["total"] == 48 and breakdown["track"] == 34


@pytest.mark.parametrize("where", ["grid", "aside"])
def test_a_tile_in_the_grid_or_set_aside_is_capped_at_the_flat_cap(where):
    state = bare()
    treasurer = tile_with("resources")
    c = content()
    give(state, 0, resources=c.advanced_cap)  # worth twice the cap uncapped
    if where == "grid":
        put_tile(state, 0, (1, 1), treasurer)
    else:
        state["players"][0]["aside"] = [treasurer]
    assert advanced_points(state) == [c.advanced_cap]
    give(state, 0, resources=1)
    assert advanced_points(state) == [vp_of(treasurer)]


def test_a_tile_in_an_advanced_space_gains_cap_per_filed_mission_of_that_space_colour_only():
    state = bare()
    c = content()
    treasurer = tile_with("resources")
    p = state["players"][0]
    p["advanced"]["orange"] = treasurer
    p["filed"]["orange"] = list(c.mission_ids["orange"][:2])
    p["filed"]["green"] = list(c.mission_ids["green"][:5])  # another colour's filed cards don't raise this cap
    give(state, 0, resources=50)
    expected = c.advanced_cap + 2 * c.advanced_cap_per_filed
    [entry] = final_score(state, 0)[1]["advanced"]
    assert entry["cap"] == expected and entry["points"] == expected and entry["where"] == "orange"


def test_debris_on_tiles_counts_as_storage_debris_at_the_end():
    state = bare()
    hoarder = tile_with("debris")
    give(state, 0, debris=1)
    put_tile(state, 0, (0, 0), normal_tiles("gray", 1)[0], debris=True)
    put_tile(state, 0, (1, 1), hoarder)
    _total, breakdown = final_score(state, 0)
    assert breakdown["debris"] == 2 and breakdown["advanced"][0]["count"] == 2


def test_the_spes_bonus_counts_only_when_the_black_angel_is_at_spes():
    state = bare()
    give(state, 0, resources=4, ships=2, **{"break": 3})
    assert final_score(state, 0)[1]["spes"]["points"] == 0
    state["space"]["at_spes"] = True
    assert final_score(state, 0)[1]["spes"]["points"] == (4 + 2 + 3) // content().spes_divisor


def test_every_scorer_counts_its_own_elements():
    state = bare()
    c = content()
    p = state["players"][0]
    start = c.starting_tiles["orange"][0]
    for cell, tile in zip([(0, 0), (0, 1), (0, 2)], [start] + normal_tiles("orange", 2)):
        put_tile(state, 0, cell, tile)  # a full row
    give(state, 0, missions=[c.mission_ids["gray"][0]], ejected=normal_tiles("green", 2),
         tucked=[c.mission_ids["green"][0], c.ravager_ids[0]])
    p["robots"]["work"] = {"orange": 2, "gray": 0, "green": 1}
    strip = state["space"]["strips"][0]
    strip["ships"] = {"0": [0, 1], "1": [0]}
    strip["cards"] = {"0": {"card": c.mission_ids["orange"][5], "owner": 0}}
    expected = {"grid_tiles": 3, "starting_tiles_in_grid": 1, "full_lines": 1, "hand_missions": 1,
                "ejected_tiles": 2, "tucked_cards": 2, "workstation_robots": 3, "ships_in_space": 2,
                "owned_missions_in_space": 1}
    for what, n in expected.items():
        scorer = {"what": what, "colour": "orange" if what == "grid_tiles" else None, "vp": 2}
        assert element_count(state, 0, scorer) == n, what


def test_the_other_advanced_tile_never_counts_itself():
    state = bare()
    p = state["players"][0]
    visionary = tile_with("other_advanced")
    put_tile(state, 0, (1, 1), visionary)
    assert advanced_points(state) == [0]
    p["aside"] = [tile_with("debris")]
    assert sorted(advanced_points(state)) == [0, vp_of(visionary)]


def test_allocating_shared_elements_fills_caps_without_counting_an_element_twice():
    # two copies with caps 4 and 6 share 7 elements worth 2 each: at most 4 + 6, and never 7 x 2 twice
    counts = allocate([4, 6], 2, 7, 7)
    assert sum(counts) <= 7 and sum(min(c, 2 * n) for c, n in zip([4, 6], counts)) == 10
    counts = allocate([4, 4], 2, 3, 3)
    assert sum(counts) <= 3 and sum(min(4, 2 * n) for n in counts) == 6


@pytest.fixture
def twin_treasurers(tmp_path):
    """Content in which the full-lines tile scores resources too (a copy of the Treasurer)."""
    shutil.copytree(content_module.CONTENT_DIR, tmp_path / "content")
    path = tmp_path / "content" / "tiles.json"
    data = json.loads(path.read_text())
    twin = next(t for t in data["advanced"] if t["scorer"]["what"] == "full_lines")
    twin["scorer"] = {"what": "resources", "vp": 2}
    path.write_text(json.dumps(data))
    yield tmp_path / "content", twin["id"]
    content_module.use_directory(None)


def test_copies_of_an_advanced_tile_must_score_different_elements(twin_treasurers):
    directory, twin = twin_treasurers
    state = bare()
    c = content()
    p = state["players"][0]
    put_tile(state, 0, (1, 1), tile_with("resources"))
    p["advanced"]["gray"] = twin
    p["filed"]["gray"] = [c.mission_ids["gray"][0]]  # cap 4 + 2
    give(state, 0, resources=3)
    content_module.use_directory(directory)
    tiles = final_score(state, 0)[1]["advanced"]
    assert sum(t["count"] for t in tiles) <= 3
    assert sum(t["points"] for t in tiles) == 3 * 2  # not 4 + 6: three resources serve one copy each


def test_the_best_score_wins_and_ties_share_the_victory():
    state = bare(3)
    give(state, 0, vp=10)
    give(state, 1, vp=12)
    give(state, 2, vp=12)
    result = final_result(state)
    assert result_problems(result, 3) == []
    assert result["winners"] == [1, 2] and result["ranking"] == [1, 2, 0]
    assert result["scores"] == {"0": 10, "1": 12, "2": 12}
    assert set(result["details"]["seats"]) == {"0", "1", "2"}
    give(state, 2, vp=13)
    assert final_result(state)["winners"] == [2]


def test_advanced_tiles_decide_the_ranking_with_the_track():
    state = bare(2)
    give(state, 0, vp=10, resources=2)
    give(state, 1, vp=12)
    put_tile(state, 0, (1, 1), tile_with("resources"))
    result = final_result(state)
    assert result["scores"]["0"] == 10 + min(content().advanced_cap, 2 * 2)
    assert result["winners"] == [0]
    assert result["details"]["seats"]["0"]["advanced_total"] == min(content().advanced_cap, 2 * 2)
