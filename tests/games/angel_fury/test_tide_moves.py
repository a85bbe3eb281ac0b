"""The evil tide's moves: the order, every path, the diversions, attacks, blocking and terrain destroyed
(AF-59..AF-64; Rulebook: Solo game: The evil tide)."""
import pytest

from tests.games.angel_fury import helpers as h
from tests.games.angel_fury import tide_fixtures as t
from tests.games.angel_fury.battle_fixtures import dice, faces  # noqa: F401  (the scripted-dice fixture)

#: every area's next step, as the rulebook's picture and part 3 give them: straight down; in the bottom row column
#: 1 turns right and columns 3-5 turn left toward the angel altar (r5c2)
PATHS = {
    "r1c1": "r2c1", "r2c1": "r3c1", "r3c1": "r4c1", "r4c1": "r5c1", "r5c1": "r5c2",
    "r1c2": "r2c2", "r2c2": "r3c2", "r3c2": "r4c2", "r4c2": "r5c2",
    "r1c3": "r2c3", "r2c3": "r3c3", "r3c3": "r4c3", "r4c3": "r5c3", "r5c3": "r5c2",
    "r1c4": "r2c4", "r2c4": "r3c4", "r3c4": "r4c4", "r4c4": "r5c4", "r5c4": "r5c3",
    "r1c5": "r2c5", "r2c5": "r3c5", "r3c5": "r4c5", "r4c5": "r5c5", "r5c5": "r5c4",
}
SOUL, DEMON_ALTAR, ANGEL_ALTAR = "r3c4", "r1c2", "r5c2"


def moved(events: list) -> list:
    """(from, to, demons in, stayed) of each tide move."""
    return [(e["area"], e["to"], e["demons"], e["stayed"]) for e in t.of_type(events, "tide_moved")]


def test_groups_move_column_by_column_from_left_to_right_each_front_to_back():
    state = t.moves_only(t.cleared())
    for area in ("r1c1", "r2c1", "r2c2", "r1c5", "r4c3"):
        h.place(state, area, t.BLACK, 1)
    state, events = t.run_tide_turn(state)
    assert [(a, b) for a, b, _, _ in moved(events)] == [
        ("r2c1", "r3c1"), ("r1c1", "r2c1"), ("r2c2", "r3c2"), ("r4c3", "r5c3"), ("r1c5", "r2c5")]


@pytest.mark.parametrize("area, to", sorted(PATHS.items()))
def test_each_group_moves_one_area_along_its_path(area, to):
    state = t.moves_only(t.cleared())
    h.place(state, area, t.BLACK, 2)
    if area in ("r3c3", "r3c5"):
        h.place(state, SOUL, t.BLACK, 1, fresh_=0)  # demons on the soul: no diversion
    state, events = t.run_tide_turn(state)
    assert moved(events)[0] == (area, to, 2, 0)
    assert t.demons(state, to) >= 2 and (area == SOUL or t.demons(state, area) == 0)


def test_demons_at_the_angel_altar_stay_and_a_group_moves_only_once_a_turn():
    state = t.moves_only(t.cleared())
    h.place(state, ANGEL_ALTAR, t.BLACK, 3)
    h.place(state, "r5c3", t.BLACK, 2)  # moves to the altar before column 2's turn comes: it does not move on
    state, events = t.run_tide_turn(state)
    assert moved(events) == [("r5c3", ANGEL_ALTAR, 2, 0)]
    assert t.demons(state, ANGEL_ALTAR) == 5


def test_angels_on_the_demon_altar_draw_the_demons_of_columns_1_and_3_there():
    state = t.moves_only(t.cleared())
    h.place(state, DEMON_ALTAR, t.YELLOW, 1)
    for area in ("r1c1", "r1c3", "r1c4", "r2c2"):
        h.place(state, area, t.BLACK, 3)
    action = t.next_tide_action(state)
    assert (action["area"], action["to"]) == ("r1c1", DEMON_ALTAR)
    state, events = t.run_tide_turn(state)
    attacks = [(e["area"], e["to"]) for e in t.of_type(events, "tide_attacked")]
    assert attacks[0] == ("r1c1", DEMON_ALTAR)
    assert ("r1c4", "r2c4") in [(a, b) for a, b, _, _ in moved(events)]
    assert ("r2c2", "r3c2") in [(a, b) for a, b, _, _ in moved(events)]


def test_without_angels_on_the_demon_altar_columns_1_and_3_go_forward():
    state = t.moves_only(t.cleared())
    h.place(state, "r1c1", t.BLACK, 2)
    h.place(state, "r1c3", t.BLACK, 2)
    state, events = t.run_tide_turn(state)
    assert [(a, b) for a, b, _, _ in moved(events)] == [("r1c1", "r2c1"), ("r1c3", "r2c3")]


def test_a_soul_without_demons_draws_the_demons_of_columns_3_and_5_there():
    state = t.moves_only(t.cleared())
    h.place(state, "r3c3", t.BLACK, 2)
    h.place(state, "r3c5", t.BLACK, 2)
    state, events = t.run_tide_turn(state)
    # column 3's group takes the soul; then column 5's sees demons there and goes forward
    assert [(a, b) for a, b, _, _ in moved(events)] == [("r3c3", SOUL), ("r3c5", "r4c5")]


def test_angels_alone_on_the_soul_are_attacked_by_the_diverted_demons():
    state = t.moves_only(t.cleared())
    h.place(state, SOUL, t.YELLOW, 1)
    h.place(state, "r3c5", t.BLACK, 3)
    assert (t.next_tide_action(state)["to"]) == SOUL
    state, events = t.tide_step(state)
    assert t.of_type(events, "battle_started")[0]["area"] == SOUL


@pytest.mark.parametrize("stay, expected", [(False, "r4c4"), (True, None)])
def test_demons_on_the_soul_move_on_unless_the_option_keeps_them_there(stay, expected):
    state = t.moves_only(t.cleared(demons_on_soul_stay=stay))
    h.place(state, SOUL, t.BLACK, 2)
    state, events = t.run_tide_turn(state)
    assert [b for a, b, _, _ in moved(events) if a == SOUL] == ([expected] if expected else [])
    assert t.demons(state, SOUL) == (0 if expected else 2)


def test_demons_attack_angels_they_move_into_each_round_is_its_own_tide_step_and_they_never_retreat(dice):
    state = t.moves_only(t.cleared())
    h.place(state, "r3c1", t.BLACK, 3)
    h.place(state, "r4c1", t.YELLOW, 2)
    dice += [faces(blank=3), faces(blank=2), faces(hit=3), faces(blank=2)]
    state, events = t.tide_step(state)
    assert t.of_type(events, "battle_started")[0]["came_from"] == "r3c1"
    assert not t.of_type(events, "battle_rolled")  # the round waits for its own step
    rounds, retreat_asked = 0, []
    while state["battle"] is not None:
        seat = h.active(state)
        if seat == t.TIDE:
            action = t.next_tide_action(state)
            assert action["type"] == "tide_round"
            state, ev = t.tide_step(state)
            rounds += len(t.of_type(ev, "battle_rolled"))
            assert len(t.of_type(ev, "battle_rolled")) == 1
        else:
            if h.top_kind(state) == "battle_retreat":
                retreat_asked.append(seat)
            state, _ = h.play(state, seat, h.GAME.default_action(state, seat))  # pass, stay
    assert rounds == 2 and retreat_asked == [t.ANGELS]
    assert t.demons(state, "r4c1") == 3 and t.angels(state, "r4c1") == 0


def test_the_angels_decide_their_battle_cards_and_their_retreat_in_the_tides_attack(dice):
    state = t.moves_only(t.cleared())
    h.place(state, "r3c2", t.BLACK, 2)
    h.place(state, "r4c2", t.YELLOW, 2)
    dice += [faces(blank=2), faces(blank=2)]
    state, _ = t.tide_step(state)
    kinds = []
    while h.top_kind(state) != "battle_retreat":
        seat = h.active(state)
        kinds.append((seat, h.top_kind(state)))
        state, _ = h.play(state, seat, h.GAME.default_action(state, seat))
    assert kinds == [(t.ANGELS, "battle_opening"), (t.TIDE, "tide_round"), (t.ANGELS, "battle_window")]
    state, events = h.act(state, t.ANGELS, "retreat")
    assert t.demons(state, "r4c2") == 2 and t.angels(state, "r5c2") == 2


def test_when_demons_block_the_way_as_many_advance_as_fit_and_the_rest_stay():
    state = t.moves_only(t.cleared())
    h.place(state, ANGEL_ALTAR, t.BLACK, 7)
    h.place(state, "r4c2", t.BLACK, 4)
    state, events = t.run_tide_turn(state)
    assert moved(events) == [("r4c2", ANGEL_ALTAR, 2, 2)]
    assert t.demons(state, "r4c2") == 2 and t.demons(state, ANGEL_ALTAR) == 9


def test_a_group_blocked_completely_does_not_move():
    state = t.moves_only(t.cleared())
    h.place(state, ANGEL_ALTAR, t.BLACK, 9)
    h.place(state, "r4c2", t.BLACK, 4)
    state, events = t.run_tide_turn(state)
    assert moved(events) == [] and t.demons(state, "r4c2") == 4


def test_a_mountain_that_stops_the_demons_fitting_is_destroyed_for_a_soul_point():
    state = t.moves_only(t.cleared())
    assert state["areas"]["r3c3"]["terrain"] == "mountain"
    h.place(state, SOUL, t.BLACK, 1, fresh_=0)
    h.place(state, "r2c3", t.BLACK, 6)
    state, events = t.tide_step(state)
    assert t.of_type(events, "terrain_destroyed") == [
        {"area": "r3c3", "terrain": "mountain", "soul_points": 1, "total": 1}]
    assert state["areas"]["r3c3"]["terrain"] is None and t.demons(state, "r3c3") == 6
    assert state["tide"]["destroyed"] == ["r3c3"] and state["soul_points"]["evil"] == 1


def test_a_fountain_crowded_by_demons_is_destroyed_and_the_group_fits_beside_them():
    state = t.moves_only(t.cleared())
    assert state["areas"]["r4c5"]["terrain"] == "fountain"
    h.place(state, "r4c5", t.BLACK, 5, fresh_=0)
    h.place(state, "r3c5", t.BLACK, 3)
    h.place(state, SOUL, t.BLACK, 1, fresh_=0)
    state, events = t.tide_step(state)
    assert moved(events) == [("r3c5", "r4c5", 3, 0)] and t.of_type(events, "terrain_destroyed")
    assert t.demons(state, "r4c5") == 8


def test_terrain_the_group_fits_beside_stays():
    state = t.moves_only(t.cleared())
    h.place(state, SOUL, t.BLACK, 1, fresh_=0)
    h.place(state, "r2c3", t.BLACK, 5)
    state, events = t.tide_step(state)
    assert not t.of_type(events, "terrain_destroyed") and state["areas"]["r3c3"]["terrain"] == "mountain"
    assert t.demons(state, "r3c3") == 5


def test_demons_winning_a_battle_in_a_crowded_resource_area_destroy_it(dice):
    state = t.moves_only(t.cleared())
    h.place(state, SOUL, t.BLACK, 1, fresh_=0)
    h.place(state, "r2c3", t.BLACK, 7)
    h.place(state, "r3c3", t.YELLOW, 1)
    dice += [faces(hit=7), faces(blank=1)]
    state, events = t.run_tide_turn(state)
    assert t.of_type(events, "battle_ended")[0]["outcome"] == "defender_wiped"
    assert t.of_type(events, "terrain_destroyed") and t.demons(state, "r3c3") == 7
