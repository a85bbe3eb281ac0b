"""The request schemas define the contract: defaults, bounds and rejection of junk."""
import pytest
from marshmallow import ValidationError

from services.api import schemas as s
from tests.factories import GameRequestFactory


def test_a_create_body_fills_in_seat_kinds_options_and_seed_and_leaves_unnamed_seats_to_the_rules():
    data = s.create_game_request.load({"game": "falling", "seats": [{"name": "Ann"}, {"kind": "bot"}, {}]})
    assert data == {
        "game": "falling",
        "options": {},
        "seed": None,
        "seats": [
            {"name": "Ann", "kind": "human", "role": None, "bot": None},
            {"name": None, "kind": "bot", "role": None, "bot": None},
            {"name": None, "kind": "human", "role": None, "bot": None},
        ],
    }


def test_a_create_body_keeps_each_seats_role_and_bot():
    data = s.create_game_request.load({"game": "falling", "seats": [{"name": "Ann", "kind": "human", "role": "yellow"},
                                                                    {"kind": "bot", "bot": "greedy"}]})
    assert data["seats"] == [{"name": "Ann", "kind": "human", "role": "yellow", "bot": None},
                             {"name": None, "kind": "bot", "role": None, "bot": "greedy"}]


def test_a_factory_body_is_valid():
    body = GameRequestFactory()
    assert s.create_game_request.load(body)["seed"] == body["seed"]


@pytest.mark.parametrize(
    "body",
    [
        {"game": "falling", "seats": [{}], "extra": 1},  # unknown field
        {"game": "falling", "seats": [{"name": "A", "colour": "red"}]},  # unknown seat field
        {"game": "falling", "seats": []},
        {"game": "falling", "seats": [{}] * 17},
        {"game": "falling"},
        {"seats": [{}]},
        {"game": 5, "seats": [{}]},
        {"game": "", "seats": [{}]},
        {"game": "falling", "seats": [{"kind": "wizard"}]},
        {"game": "falling", "seats": ["Ann"]},
        {"game": "falling", "seats": {"name": "Ann"}},
        {"game": "falling", "seats": [{}], "seed": -1},
        {"game": "falling", "seats": [{}], "seed": 2**63},
        {"game": "falling", "seats": [{}], "seed": 1.5},
        {"game": "falling", "seats": [{}], "seed": "42"},
        {"game": "falling", "seats": [{}], "seed": True},
        {"game": "falling", "seats": [{}], "options": [1, 2]},
        {"game": "falling", "seats": [{"name": "x" * 65}]},
        {"game": "falling", "seats": [{"role": 5}]},
        {"game": "falling", "seats": [{"role": ""}]},
        {"game": "falling", "seats": [{"kind": "bot", "bot": ["greedy"]}]},
        {"game": "falling", "seats": [{"kind": "bot", "bot": "x" * 41}]},
    ],
)
def test_a_malformed_create_body_is_refused(body):
    with pytest.raises(ValidationError):
        s.create_game_request.load(body)


@pytest.mark.parametrize("junk", [[], [1], "x", 5, None, True])
def test_a_create_body_that_is_not_an_object_is_refused(junk):
    with pytest.raises(ValidationError):
        s.create_game_request.load(junk)


def test_a_move_body_keeps_the_action_verbatim():
    action = {"type": "play", "card": "c7", "label": "Play the 7"}
    assert s.move_request.load({"action": action, "expected_version": 3}) == {"action": action, "expected_version": 3}


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"action": "draw"},
        {"action": {}},
        {"action": {"type": 5}},
        {"action": {"type": ""}},
        {"action": {"type": "draw"}, "expected_version": -1},
        {"action": {"type": "draw"}, "expected_version": "3"},
        {"action": {"type": "draw"}, "expected_version": 10**30},
        {"action": {"type": "draw"}, "seat": 1},
    ],
)
def test_a_malformed_move_body_is_refused(body):
    with pytest.raises(ValidationError):
        s.move_request.load(body)


@pytest.mark.parametrize("args", [{"after": "-1"}, {"after": "x"}, {"limit": "0"}, {"limit": "1001"}, {"after": "1e3"}])
def test_bad_log_parameters_are_refused(args):
    with pytest.raises(ValidationError):
        s.log_query.load(args)


def test_log_parameters_have_defaults_and_unknown_ones_are_ignored():
    assert s.log_query.load({"cache": "1"}) == {"after": 0, "limit": s.DEFAULT_LOG_LIMIT}


@pytest.mark.parametrize("wait", ["0", "-1", "nan", "inf", "abc", ""])
def test_a_bad_wait_is_refused(wait):
    with pytest.raises(ValidationError):
        s.wait_query.load({"wait": wait})
