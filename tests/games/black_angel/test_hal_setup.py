"""Solitaire against Hal (BA-39): creating the game, options, setup and Hal's content."""
import json

import pytest

from shared.engine import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.games.black_angel import hal
from shared.games.black_angel.content import ContentError, content

from tests.games.black_angel.hal_helpers import HAL, HUMAN, solo_seats, solo_state
from tests.games.black_angel.helpers import GAME, dice_of, seats


# -- creating a solitaire game -----------------------------------------------------------------------------------
def test_a_game_with_an_automa_seat_is_a_solo_game_against_hal():
    assert GAME.automa_name == "Hal" and "solo" in GAME.modes and GAME.calibration_axis == "difficulty"
    assert GAME.mode_of({}, solo_seats()) == "solo"
    assert GAME.catalog()["automa"] == "Hal" and GAME.catalog()["options"]["difficulty"]["modes"] == ["solo"]


def test_difficulty_defaults_to_normal_and_takes_easy_normal_or_hard():
    assert GAME.prepare({}, solo_seats())[0]["difficulty"] == "normal"
    for level in ("easy", "normal", "hard"):
        assert solo_state(difficulty=level)["hal"]["difficulty"] == level
    with pytest.raises(InvalidOptions):
        GAME.prepare({"difficulty": "brutal"}, solo_seats())


def test_difficulty_is_refused_in_a_game_without_hal_and_absent_from_its_options():
    with pytest.raises(InvalidOptions, match="solitaire"):
        GAME.prepare({"difficulty": "easy"}, seats(2))
    assert "difficulty" not in GAME.prepare({}, seats(2))[0]


@pytest.mark.parametrize("layout", [
    [SeatSpec(0, "You", "human"), SeatSpec(1, "Ann", "human"), SeatSpec(2, "Hal", "automa")],
    [SeatSpec(0, "Hal", "automa"), SeatSpec(1, "Hal 2", "automa")],
])
def test_the_solitaire_game_has_exactly_one_player_and_hal(layout):
    with pytest.raises(InvalidOptions, match="exactly 2 seats"):
        GAME.prepare({}, layout)


def test_first_player_cannot_name_hal_because_the_player_goes_first():
    with pytest.raises(InvalidOptions, match="always goes first"):
        GAME.prepare({"first_player": str(HAL)}, solo_seats())
    with pytest.raises(InvalidOptions, match="always goes first"):
        GAME.prepare({"first_player": HAL + 1}, solo_seats())  # a seat number, from one
    assert GAME.prepare({"first_player": HUMAN + 1}, solo_seats())[0]["first_player"] == HUMAN + 1
    assert GAME.prepare({"first_player": str(HUMAN)}, solo_seats())[0]["first_player"] == str(HUMAN)


# -- setup --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("hal_seat", [0, 1])
def test_the_player_goes_first_wherever_hal_sits(hal_seat):
    state = solo_state(hal_seat=hal_seat)
    assert state["first"] == 1 - hal_seat == state["turn"]["seat"]
    assert state["hal"]["seat"] == hal_seat and state["hal"]["human"] == 1 - hal_seat
    assert GAME.active_seats(state) == [1 - hal_seat]


def test_setup_is_the_two_player_board_without_the_neutral_player():
    state = solo_state()
    assert state["neutral"] is None and len(state["space"]["strips"]) == content().strip_count(2)
    assert all(len(ids) == content().dice_per_colour[2] for ids in content().dice_for(2).values())
    assert len(state["dice"]) == 3 * content().dice_per_colour[2]


def test_ten_ravager_cards_are_removed_by_seeded_draw():
    removed = hal.hal_content()["setup"]["ravagers_removed"]
    state, other = solo_state(seed=1), solo_state(seed=2)
    box = state["hal"]["box"]
    assert len(box) == removed
    in_play = state["decks"]["ravagers"] + state["players"][HUMAN]["hand"]["ravagers"]
    assert sorted(in_play + box) == sorted(content().ravager_ids) and not set(box) & set(in_play)
    assert set(box) != set(other["hal"]["box"])


def test_hal_has_no_board_hand_storage_or_tiles_but_his_robots_and_three_dice():
    state = solo_state()
    p = state["players"][HAL]
    robots = hal.hal_content()["setup"]["robots"]
    assert p["hand"] == {"missions": [], "ravagers": []} and not any(p[k] for k in ("resources", "ships", "debris"))
    assert all(cell is None for row in p["grid"] for cell in row) and all(v is None for v in p["slots"].values())
    assert p["robots"]["break"] == robots["break_room"] == 8
    assert p["robots"]["work"] == {c: robots["workstation"] for c in content().colours}
    held = dice_of(state, HAL)
    assert len(held) == 3 and all(state["dice"][d]["value"] is not None for d in held)
    assert sorted(state["dice"][d]["colour"] for d in held) == sorted(content().colours)


def test_the_player_sets_up_as_in_a_two_player_game():
    p = solo_state()["players"][HUMAN]
    assert len(p["hand"]["missions"]) == 3 and len(p["hand"]["ravagers"]) == 1
    assert p["resources"] == content().player_setup["resources"] and p["robots"]["break"] == 3


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_hal_starts_with_the_vp_of_the_difficulty(level):
    assert solo_state(difficulty=level)["players"][HAL]["vp"] == hal.hal_content()["difficulties"][level]["start_vp"]


def test_hals_twelve_card_deck_is_shuffled_from_the_seed_and_nothing_is_revealed():
    a, b = solo_state(seed=1)["hal"], solo_state(seed=3)["hal"]
    assert sorted(a["deck"]) == sorted(c["id"] for c in hal.hal_content()["cards"]) and len(a["deck"]) == 12
    assert a["deck"] != b["deck"] and a["card"] is None and a["discard"] == [] and a["out"] == []
    assert solo_state(seed=1)["hal"]["deck"] == a["deck"]


def test_hal_takes_a_free_player_colour_as_his_role():
    _, filled = GAME.prepare({}, solo_seats())
    assert [s.role for s in filled] == list(content().player_colours[:2])


# -- content ------------------------------------------------------------------------------------------------------
def test_hal_content_has_twelve_cards_with_unique_ids_and_every_choice_on_some_card():
    cards = hal.hal_content()["cards"]
    assert len({c["id"] for c in cards}) == 12
    assert {c["die"] for c in cards} == {"highest", "lowest"} and {c["scan"] for c in cards} == {"right", "left"}
    assert {m for c in cards for m in c["modes"].values()} == {"board", "space"}
    assert {c["priority"][0] for c in cards} == set(content().colours)


def test_the_conversion_table_is_data():
    conv = hal.hal_content()["conversion"]
    assert dict(conv["goods"]) == {"vp": 1, "resource": 1, "ship": 1, "robot": 1, "debris": 1}
    assert dict(conv["tiles"]) == {"cost_1": 1, "cost_2": 2, "advanced": 3} and conv["ravager"] == 1
    assert hal.goods_vp({"ship": 1, "vp": 1}) == 2


@pytest.mark.parametrize("breakage, message", [
    (lambda raw: raw["cards"].pop(), "12 Hal cards"),
    (lambda raw: raw["cards"][1].update(id=raw["cards"][0]["id"]), "unique"),
    (lambda raw: raw["cards"][0].update(priority=["orange", "orange", "gray"]), "priority"),
    (lambda raw: raw["cards"][0].update(die="middle"), "die"),
    (lambda raw: raw["cards"][0]["modes"].update(orange="sky"), "mode"),
    (lambda raw: raw["difficulties"].pop("hard"), "difficulties"),
    (lambda raw: raw["chains"].update(board=["board", "vp", "space", "activate"]), "chain"),
])
def test_malformed_hal_content_is_refused(breakage, message):
    raw = json.loads(json.dumps(hal.hal_content(), default=lambda x: dict(x) if hasattr(x, "keys") else list(x)))
    raw.pop("cards_by_id")
    hal.validate(json.loads(json.dumps(raw)))
    breakage(raw)
    with pytest.raises(ContentError, match=message):
        hal.validate(raw)
