"""The engine's result format, option specs and seat filling."""
import pytest

from shared.engine.bots import fill_bots
from shared.engine.catalog import Option, chosen_seat, seat_option
from shared.engine.contract import SeatSpec
from shared.engine.errors import InvalidOptions
from shared.engine.result import game_ended, make_result, result_problems


def _result(**over):
    base = make_result("competitive", {0: 10, 1: 7}, [0, 1], [0], [[0], [1]], {"note": 1})
    return {**base, **over}


def test_a_well_formed_result_has_no_problems_and_string_score_keys():
    result = _result()
    assert result_problems(result, 2) == [] and set(result["scores"]) == {"0", "1"}


def test_a_team_where_only_some_members_win_is_refused():
    result = _result(mode="team", teams=[[0, 1]], winners=[0])
    assert any("every member" in p for p in result_problems(result, 2))


def test_teams_must_cover_every_seat_and_ranking_must_not_repeat_seats():
    assert any("partition" in p for p in result_problems(_result(teams=[[0]]), 2))
    assert any("distinct" in p for p in result_problems(_result(ranking=[0, 0]), 2))


def test_a_result_with_missing_or_extra_keys_is_refused():
    bad = _result()
    del bad["teams"]
    assert result_problems(bad, 2)


def test_the_end_event_is_public_and_carries_the_whole_result():
    ev = game_ended(_result())
    assert ev["type"] == "game_ended" and ev["data"] == {"result": _result()} and "to" not in ev


def test_an_option_refuses_wrong_types_choices_and_ranges():
    enum = Option("enum", "a", "pick", choices=("a", "b"))
    enum.check("x", "b")
    with pytest.raises(InvalidOptions, match="one of a, b"):
        enum.check("x", "c")
    with pytest.raises(InvalidOptions, match="true or false"):
        Option("bool", False, "flag").check("f", 1)
    with pytest.raises(InvalidOptions, match="from 1 to 3"):
        Option("int", 1, "n", minimum=1, maximum=3).check("n", 4)
    with pytest.raises(InvalidOptions):
        Option("int", 1, "n").check("n", True)


def test_an_option_describes_itself_for_the_catalog():
    assert Option("enum", "a", "pick", choices=("a", "b"), modes=("solo",)).describe() == {
        "type": "enum", "default": "a", "text": "pick", "choices": ["a", "b"], "modes": ["solo"]}


def test_a_seat_option_takes_random_a_seat_number_from_one_or_an_old_seat_string_from_zero():
    first = seat_option("Who starts.", 4)
    for value in ("random", 1, 4, "0", "3"):
        first.check("first_player", value)
    for value in (0, 5, True, "4", "1st", 1.0, None):
        with pytest.raises(InvalidOptions, match="random or a seat number from 1 to 4"):
            first.check("first_player", value)
    assert [chosen_seat(v) for v in ("random", 1, 4, "0", "3")] == [None, 0, 3, 0, 3]
    assert first.describe() == {"type": "seat", "default": "random", "text": "Who starts.", "choices": ["random"],
                                "minimum": 1, "maximum": 4}


def test_bot_seats_default_to_the_random_bot_and_unknown_bots_are_refused():
    seats = fill_bots([SeatSpec(0, "A", "bot"), SeatSpec(1, "B", "bot", bot="greedy"), SeatSpec(2, "C")])
    assert [s.bot for s in seats] == ["random", "greedy", None]
    with pytest.raises(InvalidOptions, match="no bot called"):
        fill_bots([SeatSpec(0, "A", "bot", bot="deep-blue")])
    with pytest.raises(InvalidOptions, match="only a seat of kind bot"):
        fill_bots([SeatSpec(0, "A", "human", bot="greedy")])


def test_a_seat_echoes_its_role_and_only_bot_seats_echo_a_bot():
    assert SeatSpec(0, "A", "human", role="red").public() == {"seat": 0, "name": "A", "kind": "human", "role": "red"}
    assert SeatSpec(1, "B", "bot", bot="greedy").public()["bot"] == "greedy"
