"""Sequence B: B.1 penalty, new dice, damaged dice, roll and reserve; B.2 refresh; B.3 skipped after the
trigger; the 2-player neutral player's dice (BA-33, BA-34, BA-36, BA-38; worked example BA-E10)."""
from shared.games.black_angel import dice
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import (GAME, act, clear_dice, dice_of, give, legal_types, new_state,
                                             put_tile, set_die, start_turn, top_kind)

COLOURS = content().colours


def ready(players=3, seat=0, **holdings):
    """A state at the start of `seat`'s turn, with an empty compartment, no VP and no resources
    unless `holdings` say otherwise."""
    state = new_state(players)
    start_turn(state, seat)
    clear_dice(state, seat)
    return give(state, seat, **{"vp": 0, "resources": 0, **holdings})


def work(state, seat, **robots):
    """Set `seat`'s workstation robots per colour (colours not named: 0)."""
    state["players"][seat]["robots"]["work"] = {c: robots.get(c, 0) for c in COLOURS}
    return state


def supply_die(state, colour, index=0):
    return dice_of(state, "supply", colour)[index]


def test_sequence_b_costs_vp_equal_to_the_faces_left_in_the_compartment():
    state = ready(vp=10)
    high, low = supply_die(state, "orange"), supply_die(state, "gray")
    set_die(state, high, 3, at=0)
    set_die(state, low, 2, at=0)
    state, _ = act(state, 0, "sequence_b")
    assert state["players"][0]["vp"] == 10 - 3 - 2


def test_a_reserved_die_left_in_the_compartment_counts_toward_the_penalty_too():
    state = ready(vp=10)
    set_die(state, supply_die(state, "green"), 3, at=0, reserved=True)
    state, _ = act(state, 0, "sequence_b")
    assert state["players"][0]["vp"] == 7


def test_the_penalty_never_takes_vp_below_zero():
    state = ready(vp=1)
    set_die(state, supply_die(state, "orange"), 3, at=0)
    state, _ = act(state, 0, "sequence_b")
    assert state["players"][0]["vp"] == 0


def test_sequence_b_takes_and_rolls_one_die_per_workstation_robot():
    state = work(ready(), 0, orange=2, gray=1)
    state, events = act(state, 0, "sequence_b")
    mine = dice_of(state, 0)
    assert [state["dice"][d]["colour"] for d in mine].count("orange") == 2
    assert [state["dice"][d]["colour"] for d in mine].count("gray") == 1
    assert len(mine) == 3
    rolled = next(e for e in events if e["type"] == "dice_rolled")["data"]["dice"]
    assert sorted(rolled) == sorted(mine) and all(v in content().faces for v in rolled.values())


def test_a_short_supply_gives_fewer_dice_than_robots():
    state = work(ready(), 0, green=3)
    for die_id in dice_of(state, "supply", "green")[1:]:
        set_die(state, die_id, 1, at=1)
    state, _ = act(state, 0, "sequence_b")
    assert len(dice_of(state, 0, "green")) == 1


def test_undamaged_dice_are_taken_before_damaged_ones():
    state = work(ready(vp=5), 0, gray=1)
    first = supply_die(state, "gray")
    set_die(state, first, 1, cube=True)
    state, _ = act(state, 0, "sequence_b")
    assert dice_of(state, 0) != [first] and state["dice"][first]["cube"]
    assert state["players"][0]["vp"] == 5


def test_a_damaged_die_taken_costs_vp_and_its_cube_returns_to_the_supply():
    state = work(ready(vp=5), 0, gray=1)
    for die_id in dice_of(state, "supply", "gray"):
        set_die(state, die_id, 1, cube=True)
    state, _ = act(state, 0, "sequence_b")
    (taken,) = dice_of(state, 0)
    assert not state["dice"][taken]["cube"]
    assert state["players"][0]["vp"] == 5 - content().damaged_die_vp


def test_reserving_a_die_costs_a_resource_paid_to_the_supply():
    state = work(ready(resources=2), 0, orange=1, green=1)
    state, _ = act(state, 0, "sequence_b")
    assert top_kind(state) == "reserve"
    die_id = dice_of(state, 0)[0]
    state, _ = act(state, 0, "reserve_die", die=die_id)
    assert state["dice"][die_id]["reserved"]
    assert state["players"][0]["resources"] == 2 - content().reserve_price
    assert sum(p["resources"] for p in state["players"][1:]) == sum(p["resources"] for p in new_state()["players"][1:])


def test_a_reserved_die_cannot_be_bought_by_another_player():
    state = work(ready(resources=1), 0, orange=1)
    state, _ = act(state, 0, "sequence_b")
    (die_id,) = dice_of(state, 0)
    state, _ = act(state, 0, "reserve_die", die=die_id)
    assert dice.price(state, 1, die_id) is None


def test_reserving_stops_when_the_resources_run_out():
    state = work(ready(resources=1), 0, orange=2)
    state, _ = act(state, 0, "sequence_b")
    state, _ = act(state, 0, "reserve_die", die=dice_of(state, 0)[0])
    assert top_kind(state) != "reserve"


def test_without_a_resource_there_is_no_reserve_decision():
    state = work(ready(resources=0), 0, orange=1)
    state, _ = act(state, 0, "sequence_b")
    assert top_kind(state) != "reserve"
    assert GAME.active_seats(state) == [1]


def test_b2_tucks_the_slot_cards_under_the_board_and_returns_tile_debris_to_storage():
    state = ready(debris=0)
    player = state["players"][0]
    mission, ravager = player["hand"]["missions"].pop(), player["hand"]["ravagers"].pop()
    player["slots"]["row1"] = {"card": mission, "type": "mission", "colour": content().mission(mission)["colour"]}
    player["slots"]["col3"] = {"card": ravager, "type": "ravager", "colour": None}
    tile = player["grid"][0][0]["tile"]
    put_tile(state, 0, (0, 0), tile, debris=True)
    state, _ = act(state, 0, "sequence_b")
    player = state["players"][0]
    assert sorted(player["tucked"]) == sorted([mission, ravager])
    assert all(v is None for v in player["slots"].values())
    assert player["debris"] == 1 and not player["grid"][0][0]["debris"]


def test_b3_moves_the_black_angel_before_the_end_is_triggered():
    state = ready()
    state, events = act(state, 0, "sequence_b")
    assert any(e["type"] == "angel_advanced" for e in events)


def test_b3_is_skipped_once_the_end_is_triggered():
    state = ready()
    state["end"] = {"trigger": "ravagers", "final_round": state["turn"]["round"] + 1}
    space = GAME.clone(state["space"])
    state, events = act(state, 0, "sequence_b")
    assert state["space"] == space
    assert not any(e["type"] in ("angel_advanced", "strip_flipped") for e in events)


def test_example_ba_e10_a_lone_star_four_new_dice_one_damaged_and_a_reserved_gray_3():
    """BA-E10: a lone gray star, robots 1 orange / 2 gray / 1 green, the only orange die damaged, 1 resource."""
    state = work(ready(vp=7, resources=1), 0, orange=1, gray=2, green=1)
    star = supply_die(state, "gray")
    set_die(state, star, 0, at=0)
    for die_id in dice_of(state, "supply", "orange"):
        set_die(state, die_id, 1, at=1)
    only_orange = dice_of(state, 1, "orange")[0]
    set_die(state, only_orange, 1, at="supply", cube=True)
    state, events = act(state, 0, "sequence_b")
    mine = dice_of(state, 0)
    assert sorted(state["dice"][d]["colour"] for d in mine) == ["gray", "gray", "green", "orange"]
    assert not state["dice"][only_orange]["cube"] and only_orange in mine
    assert state["players"][0]["vp"] == 7 - 0 - content().damaged_die_vp
    gray = dice_of(state, 0, "gray")[0]
    state["dice"][gray]["value"] = 3  # the example keeps "my gray 3"; which face rolled is chance
    state, _ = act(state, 0, "reserve_die", die=gray)
    assert state["dice"][gray]["reserved"] and state["players"][0]["resources"] == 0


# -- the 2-player neutral player (BA-38) --------------------------------------------------------------------------
def test_a_two_player_game_gives_the_neutral_player_a_die_per_workstation_robot():
    state = new_state(2)
    for colour in COLOURS:
        assert len(dice.neutral_dice(state, colour)) == state["neutral"]["robots"][colour]


def test_sequence_b_rerolls_the_neutral_dice_that_show_a_star(monkeypatch):
    state = work(ready(players=2), 0)
    star, number = dice.neutral_dice(state, "orange")[0], dice.neutral_dice(state, "gray")[0]
    state["dice"][star]["value"], state["dice"][number]["value"] = 0, 1
    rolled, roll = [], dice.roll
    monkeypatch.setattr(dice, "roll", lambda st, d, rng: rolled.append(d) or roll(st, d, rng))
    state, _ = act(state, 0, "sequence_b")
    assert star in rolled and number not in rolled
    assert star in dice.neutral_dice(state)


def test_neutral_dice_showing_numbers_stay_as_they_are():
    state = ready(players=2)
    for die_id in dice.neutral_dice(state):
        state["dice"][die_id]["value"] = 3
    kept = {d: 3 for d in dice.neutral_dice(state)}
    state, _ = act(state, 0, "sequence_b")
    assert {d: state["dice"][d]["value"] for d in dice.neutral_dice(state)} == kept


def test_a_bought_neutral_die_is_replaced_from_the_supply_at_the_next_sequence_b():
    state = ready(players=2)
    bought = dice.neutral_dice(state, "green")[0]
    set_die(state, bought, 2, at="supply")
    for die_id in dice_of(state, "supply", "green"):
        state["dice"][die_id]["cube"] = True
    state = work(state, 0)
    state, events = act(state, 0, "sequence_b")
    (replacement,) = dice.neutral_dice(state, "green")
    assert not state["dice"][replacement]["cube"]
    assert not any(e["type"] == "vp_changed" and e["data"]["reason"] == "damaged_die" for e in events)


def test_a_neutral_player_without_robots_in_a_colour_keeps_no_dice_of_it():
    state = ready(players=2)
    state["neutral"]["robots"]["orange"] = 0
    state, _ = act(state, 0, "sequence_b")
    assert dice.neutral_dice(state, "orange") == []


def test_three_player_games_have_no_neutral_player():
    state = ready(players=3)
    assert state["neutral"] is None and dice.neutral_dice(state) == []
    assert "sequence_b" in legal_types(state, 0)
