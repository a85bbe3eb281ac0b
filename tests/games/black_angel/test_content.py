"""Content data: counts and distributions from the inventory's part 3, validation, freezing, replacement data."""
import copy
import json
import shutil
from collections import Counter

import pytest

from shared.engine import SeatSpec
from shared.games.black_angel import content as content_module
from shared.games.black_angel.content import ContentError, content, load, read_raw, thaw, validate
from shared.games.black_angel.setup import initial_state

C = content()
OTHER = {c: [o for o in C.colours if o != c] for c in C.colours}


def gain(**g):
    return {"kind": "gain", "gain": g}


def effects(records) -> Counter:
    """How often each effect occurs among the records."""
    return Counter(json.dumps(thaw(r["effect"]), sort_keys=True) for r in records)


def as_counter(pairs) -> Counter:
    return Counter({json.dumps(e, sort_keys=True): n for e, n in pairs})


@pytest.fixture
def raw():
    """A fresh, mutable copy of the shipped raw content."""
    return copy.deepcopy(read_raw(content_module.CONTENT_DIR))


# ---- board, dice, strips ------------------------------------------------------------------------------------

def test_dice_have_faces_star_one_one_two_three_three_with_opposites_differing_by_two():
    assert sorted(C.faces) == [0, 1, 1, 2, 3, 3]
    assert all(abs(C.opposite[f] - f) == 2 and C.opposite[C.opposite[f]] == f for f in C.faces)


@pytest.mark.parametrize("players,per_colour,strips", [(2, 4, 5), (3, 5, 7), (4, 6, 7)])
def test_dice_and_strips_follow_the_player_count(players, per_colour, strips):
    assert all(len(ids) == per_colour for ids in C.dice_for(players).values())
    assert C.strip_count(players) == strips


def test_the_six_actions_sit_at_locations_l1_to_l6_in_board_order():
    assert [a["id"] for a in C.actions] == ["discover", "ships_orange", "fix", "ships_gray", "annihilate",
                                            "ships_green"]
    assert [C.action_at(f"L{i}")["id"] for i in range(1, 7)] == [a["id"] for a in C.actions]
    assert [a["colour"] for a in C.actions] == ["orange", "orange", "gray", "gray", "green", "green"]


def test_the_seven_strips_carry_both_sides_as_the_inventory_lists():
    listed = {1: ("O Y* E G O", "G* O A Y G"), 2: ("Y G C O* Y", "O A E G* Y"), 3: ("G O* E Y G*", "Y O A O G"),
              4: ("O Y E G Y*", "G* Y C O O"), 5: ("Y G* A O G", "O G E Y* O"), 6: ("G O E Y A", "Y* O* C G G"),
              7: ("O Y E G* Y", "G Y A O Y*")}
    assert len(C.strip_ids) == len(listed)
    for n, (a, b) in listed.items():
        sides = C.strip(f"strip-{n}")["sides"]
        assert (" ".join(sides["A"]), " ".join(sides["B"])) == (a, b)


def test_hex_codes_read_as_planet_colour_ravager_icon_and_terrain():
    assert dict(C.hex("Y*")) == {"code": "Y*", "kind": "planet", "colour": "gray", "ravager": True}
    assert dict(C.hex("O")) == {"code": "O", "kind": "planet", "colour": "orange", "ravager": False}
    assert [C.hex(x)["kind"] for x in ("A", "C", "E")] == ["asteroid", "comet", "empty"]


# ---- tiles --------------------------------------------------------------------------------------------------

#: the inventory's five tile types per colour, cut to the rulebook's 32 normal tiles (RULES.md A3): 11 / 11 / 10,
#: the first type of orange and gray keeping a third copy
NORMAL_EFFECTS = {
    "orange": [(gain(vp=1), 3), (gain(ship=1), 2), (gain(robot=1), 2), ({"kind": "flip"}, 2),
               ({"kind": "convert", "pay": {"resource": 1}, "gain": {"vp": 3}}, 2)],
    "gray": [(gain(resource=1), 3), (gain(vp=1), 2), (gain(debris=1), 2), ({"kind": "assign"}, 2),
             ({"kind": "convert", "pay": {"debris": 1}, "gain": {"vp": 2}}, 2)],
    "green": [(gain(vp=1), 2), ({"kind": "fix", "debris": "storage"}, 2), ({"kind": "draw_mission"}, 2),
              (gain(ship=1), 2), ({"kind": "convert", "pay": {"ship": 1}, "gain": {"vp": 2}}, 2)],
}


def test_the_48_technology_tiles_are_16_advanced_and_32_normal_split_11_11_10_across_the_colours():
    # components: "48 Technology tiles, including 16 Advanced Technology titles" (BA-4)
    assert len(C.advanced_ids) == 16
    assert {colour: len(ids) for colour, ids in C.normal_tiles.items()} == {"orange": 11, "gray": 11, "green": 10}
    assert sum(len(ids) for ids in C.normal_tiles.values()) + len(C.advanced_ids) == 48


def test_every_physical_tile_has_its_own_id():
    ids = [t for ids in C.normal_tiles.values() for t in ids] + list(C.advanced_ids)
    ids += [t for ids in C.starting_tiles.values() for t in ids]
    assert len(ids) == len(set(ids)) == 48 + 12


@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_each_colour_has_its_normal_tiles_with_the_listed_effects(colour):
    tiles = [C.tile(t) for t in C.normal_tiles[colour]]
    assert all(t["colour"] == colour and t["tier"] == "normal" for t in tiles)
    assert effects(tiles) == as_counter(NORMAL_EFFECTS[colour])


def test_the_twelve_starting_tiles_are_four_sets_of_ship_resource_and_vp():
    expected = {"orange": gain(ship=1), "gray": gain(resource=1), "green": gain(vp=1)}
    for colour, ids in C.starting_tiles.items():
        assert len(ids) == 4 and all(C.tile(t)["effect"] == expected[colour] for t in ids)


def test_sixteen_advanced_tiles_score_two_vp_each_one_per_scorer_with_grid_tiles_once_per_colour():
    scorers = [dict(C.tile(t)["scorer"]) for t in C.advanced_ids]
    assert len(scorers) == 16 and all(s["vp"] == 2 for s in scorers)
    keys = Counter((s["what"], s.get("colour")) for s in scorers)
    assert all(n == 1 for n in keys.values())
    assert {s["colour"] for s in scorers if s["what"] == "grid_tiles"} == set(C.colours)
    assert {s["what"] for s in scorers} == content_module.SCORERS


# ---- Missions -----------------------------------------------------------------------------------------------

ACTIVATIONS = {"orange": [gain(ship=1, vp=1), gain(robot=1), gain(vp=2)],
               "gray": [gain(resource=1), gain(debris=1), gain(resource=1, vp=1)],
               "green": [gain(vp=2), {"kind": "fix", "debris": "place"}, {"kind": "assign"}]}


def missions_of(colour):
    return [C.mission(m) for m in C.mission_ids[colour]]


@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_mission_tiles_are_six_own_three_of_each_other_and_eight_pairs_led_by_the_own_colour(colour):
    tiles = Counter(tuple(m["tiles"]) for m in missions_of(colour))
    a, b = OTHER[colour]
    assert tiles == {(colour,): 6, (a,): 3, (b,): 3, (colour, a): 4, (colour, b): 4}


@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_mission_rewards_are_eight_vp_and_four_each_of_robot_resource_ship(colour):
    rewards = Counter(json.dumps(thaw(m["reward"])) for m in missions_of(colour))
    assert rewards == {'{"vp": 1}': 8, '{"robot": 1}': 4, '{"resource": 1}': 4, '{"ship": 1}': 4}


@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_twelve_activation_missions_carry_the_three_listed_effects_four_times(colour):
    acts = [m for m in missions_of(colour) if m["type"] == "activation"]
    assert effects(acts) == as_counter((e, 4) for e in ACTIVATIONS[colour])


@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_eight_neutralization_missions_pay_the_owner_as_listed(colour):
    neus = [m for m in missions_of(colour) if m["type"] == "neutralization"]
    per_tile = {"kind": "vp_per_tile", "colour": colour, "vp": 1}
    assert effects(neus) == as_counter([(gain(vp=4), 3), (per_tile, 2), (gain(resource=2), 1), (gain(ship=2), 1),
                                        ({"kind": "assign"}, 1)])


@pytest.mark.parametrize("field", ["reward", "tiles"])
def test_every_reward_and_tile_pattern_occurs_on_both_mission_types(field):
    for colour in C.colours:
        types = {}
        for m in missions_of(colour):
            types.setdefault(json.dumps(thaw(m[field])), set()).add(m["type"])
        assert all(t == {"activation", "neutralization"} for t in types.values()), (colour, types)


# ---- Ravagers, ids, names, freezing -------------------------------------------------------------------------

def test_each_location_has_five_ravagers_one_of_each_effect():
    for location in C.locations:
        found = [C.ravager(r)["effect"] for r in C.ravager_ids if C.ravager(r)["location"] == location]
        assert sorted(found) == sorted(content_module.RAVAGER_EFFECTS)


def test_ids_are_unique_across_all_files_and_every_component_has_a_name(raw):
    ids = [x["id"] for x in raw["board"]["actions"] + raw["strips"]["strips"] + raw["missions"]["missions"]
           + raw["ravagers"]["ravagers"]]
    ids += [x["id"] for tier in ("normal", "starting", "advanced") for x in raw["tiles"][tier]]
    assert len(ids) == len(set(ids)) == len(C.components)
    assert all(isinstance(C.component(i)["name"], str) and C.component(i)["name"] for i in ids)


def test_content_is_frozen_and_loaded_once():
    assert content() is C
    with pytest.raises(TypeError):
        C.mission(C.mission_ids["orange"][0])["colour"] = "green"
    with pytest.raises(AttributeError):
        C.actions.append({"id": "extra"})


def test_cards_are_looked_up_by_id_whichever_deck_they_come_from():
    assert C.card(C.ravager_ids[0]) is C.ravager(C.ravager_ids[0])
    assert C.is_mission(C.mission_ids["gray"][3]) and not C.is_mission(C.ravager_ids[0])
    assert C.is_advanced(C.advanced_ids[0]) and not C.is_advanced(C.normal_tiles["green"][0])


# ---- validation ---------------------------------------------------------------------------------------------

def _first_mission(raw):
    return raw["missions"]["missions"][0]


BREAKAGES = [
    (lambda r: _first_mission(r)["effect"].update(kind="teleport"), "unknown effect kind 'teleport'"),
    (lambda r: _first_mission(r).update(reward={"gold": 1}), "bad entry 'gold'"),
    (lambda r: r["tiles"]["advanced"][0]["scorer"].update(what="moons"), "unknown scorer 'moons'"),
    (lambda r: r["strips"]["strips"][0]["sides"]["A"].pop(), "needs 5 hex codes"),
    (lambda r: r["strips"]["strips"][0]["sides"]["B"].__setitem__(0, "A*"), "bad hex code 'A\\*'"),
    (lambda r: r["missions"]["missions"].pop(), "missions per colour"),
    (lambda r: r["ravagers"]["ravagers"][0].update(location="L9"), "unknown location or effect"),
    (lambda r: r["ravagers"]["ravagers"][1].update(id=_first_mission(r)["id"]), "duplicate ids"),
    (lambda r: r["board"]["dice"]["opposite"].update({"1": 2}), "dice.opposite"),
    (lambda r: r["tiles"]["normal"][0].pop("effect"), "malformed content"),
    (lambda r: r["tiles"]["normal"].pop(), "normal tiles per colour"),
    (lambda r: r["board"]["counts"]["normal_tiles_per_colour"].update(green=9) or r["tiles"]["normal"].pop(),
     "technology tiles: normal plus advanced must be 48"),
]


@pytest.mark.parametrize("breakage,message", BREAKAGES)
def test_broken_content_is_refused_with_a_clear_message(raw, breakage, message):
    validate(raw)
    breakage(raw)
    with pytest.raises(ContentError, match=message):
        validate(raw)


def test_a_missing_file_is_a_content_error(tmp_path):
    with pytest.raises(ContentError, match="board.json"):
        load(tmp_path)


# ---- replacement data ---------------------------------------------------------------------------------------

@pytest.fixture
def replacement(tmp_path):
    """A copy of the shipped content in a temporary directory, served by content() until the test ends."""
    shutil.copytree(content_module.CONTENT_DIR, tmp_path, dirs_exist_ok=True)
    yield tmp_path
    content_module.use_directory(None)


def _rewrite(directory, name, change):
    path = directory / f"{name}.json"
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_replacement_data_in_another_directory_changes_the_game_without_code_changes(replacement):
    def fewer(board):
        board["dice"]["per_colour"]["3"] = 3
        board["player_setup"]["resources"] = 5
    _rewrite(replacement, "board", fewer)
    content_module.use_directory(replacement)
    state = initial_state(1, {}, [SeatSpec(i, f"P{i}") for i in range(3)])
    assert Counter(d["colour"] for d in state["dice"].values()) == {c: 3 for c in C.colours}
    assert all(p["resources"] == 5 for p in state["players"])
    content_module.use_directory(None)
    assert content().dice_per_colour[3] == 5


def test_broken_replacement_data_is_refused_when_loaded(replacement):
    _rewrite(replacement, "missions", lambda m: m["missions"][0].update(type="secret"))
    with pytest.raises(ContentError, match="unknown colour or type"):
        load(replacement)
