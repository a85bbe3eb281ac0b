"""Hal in space (BA-39): the nearest empty card space, an existing ship before a launch, the top card placed
with its reward as VP, steps 3-4; his best Mission to activate; the free activation both ways; his atoms."""
import pytest

from shared.engine.legal import strip_label
from shared.games.black_angel import hal, hal_space, hal_turn, space
from shared.games.black_angel.content import content

from tests.games.black_angel.hal_helpers import (HAL, HUMAN, choice, hal_dice, hal_turn as start_hal_turn,
                                                 hal_vp, kind, made, quiet_board, solo_state, step, to_use)
from tests.games.black_angel.helpers import GAME, act, dice_of, set_die, start_turn
from tests.games.black_angel.space_helpers import mission_id, paint, put_card, put_ship, ships_on

SPACE = "hal-01"


@pytest.fixture(autouse=True)
def space_card(monkeypatch):
    """Hal card 1 sends an orange or gray die to space (orange first), scan right, in every test here."""
    made(monkeypatch, SPACE, modes={"orange": "space", "gray": "space"})


def space_turn(value=3, colour="orange", seed=1, **paints):
    """Hal's turn on a quiet board with one `colour` die showing `value`; `paints` {(p, k): code}."""
    state = start_hal_turn(quiet_board(solo_state(seed)))
    paint(state, paints.get("codes", {}))
    hal_dice(state, (colour, value))
    return state


def command(state):
    """Reveal the space card, take the die, choose Command Your Ships: the ship's move is the open decision."""
    state = to_use(state, SPACE)
    assert choice(state)["type"] == "hal_command", choice(state)
    return step(state)[0]


# -- where the ship goes ----------------------------------------------------------------------------------------
def test_a_launch_goes_to_the_nearest_empty_card_space_of_the_die_colour():
    state = command(space_turn(codes={(1, 0): "O", (4, 0): "O", (2, 0): "Y"}))
    assert choice(state)["type"] == "hal_launch" and choice(state)["to"] == [4, 0]  # 1 hex; (1, 0) is 2 away


@pytest.mark.parametrize("scan, target", [("right", [2, -1]), ("left", [4, 0])])
def test_equally_near_card_spaces_are_chosen_in_scan_order(monkeypatch, scan, target):
    card = made(monkeypatch, scan=scan, modes={"orange": "space"})
    state = space_turn(codes={(2, -1): "O", (4, 0): "O"})
    state = to_use(state, card)
    state, _ = step(state)
    assert choice(state)["to"] == target


def test_an_existing_ship_that_can_reach_a_card_space_goes_before_a_launch():
    state = space_turn(value=2, codes={(4, 0): "O", (5, 2): "O"})
    put_ship(state, HAL, 5, 0)
    state = command(state)
    assert strip_label(choice(state)) == {"type": "hal_move_ship", "from": [5, 0], "to": [4, 0]}


def test_a_launch_when_no_ship_of_hal_can_reach_one_and_the_move_needs_the_value():
    state = space_turn(value=1, codes={(2, 0): "O", (5, 2): "O"})
    put_ship(state, HAL, 5, -2)
    state = command(state)
    assert choice(state)["type"] == "hal_launch" and choice(state)["to"] == [2, 0]


def test_a_launch_needs_two_break_room_robots_one_to_board_and_one_for_the_reward():
    state = space_turn(value=1, codes={(2, 0): "O"})
    state["players"][HAL]["robots"]["break"] = 1
    state = to_use(state, SPACE)
    assert choice(state)["fallback"][0] == "space"


def test_the_launched_ship_leaves_the_black_angel_and_a_break_room_robot_boards_it():
    state = command(space_turn(codes={(4, 0): "O"}))
    robots = state["players"][HAL]["robots"]["break"]
    state, events = step(state)
    assert ships_on(state, 4, 0) == [HAL] and state["players"][HAL]["robots"]["break"] == robots - 1
    assert state["players"][HAL]["ships"] == 0 and [e["type"] for e in events][:2] == ["ship_launched", "ship_moved"]
    assert kind(state) == "hal_place"


# -- the placement -------------------------------------------------------------------------------------------------
def test_hal_places_the_top_card_of_the_colour_deck_with_a_robot_on_its_reward_which_becomes_vp():
    state = command(space_turn(codes={(4, 0): "O"}))
    state, _ = step(state)
    top = state["decks"]["missions"]["orange"][-1]
    robots, before = state["players"][HAL]["robots"]["break"], hal_vp(state)
    state, events = step(state)
    assert space.card_at(state, 4, 0) == {"card": top, "owner": HAL}
    assert state["players"][HAL]["robots"]["break"] == robots - 1 and state["players"][HAL]["hand"]["missions"] == []
    assert hal_vp(state) == before + hal.goods_vp(content().mission(top)["reward"])
    assert not any(state["players"][HAL][k] for k in ("resources", "ships", "debris"))


def test_steps_3_and_4_follow_hals_placement_ravagers_arrive_and_tiles_are_added():
    state = command(space_turn(codes={(4, 0): "O", (4, 1): "Y*"}))
    state, _ = step(state)
    top = state["decks"]["missions"]["orange"][-1]
    state, events = step(state)
    types = [e["type"] for e in events]
    assert "ravager_arrived" in types and "tiles_added" in types
    assert sum(t is not None for t in state["board"]["display"]) == len(content().mission(top)["tiles"])


def test_a_placement_reshuffles_the_colour_discards_when_its_deck_is_empty():
    state = space_turn(codes={(4, 0): "O"})
    decks = state["decks"]
    decks["mission_discard"]["orange"], decks["missions"]["orange"] = decks["missions"]["orange"], []
    state = command(state)
    state, _ = step(state)
    state, _ = step(state)
    assert space.card_at(state, 4, 0)["owner"] == HAL and decks["missions"]["orange"] == []


# -- activating his best Mission ----------------------------------------------------------------------------------
TWO_VP = mission_id("orange", effect="gain", skip=8)  # "+2 VP" cards come after the "+1 ship +1 VP" ones


def test_hal_activates_the_mission_worth_the_most_vp_to_him():
    state = space_turn(value=2)
    small = next(m for m, x in content().missions.items() if x["colour"] == "orange" and x["type"] == "activation"
                 and x["effect"].get("gain") == {"robot": 1})
    big = next(m for m, x in content().missions.items() if x["colour"] == "orange" and x["type"] == "activation"
               and x["effect"].get("gain") == {"ship": 1, "vp": 1})
    put_card(state, small, 2, 0, HAL)
    put_card(state, big, 4, 0, HAL)
    state = to_use(state, SPACE)
    assert choice(state)["hex"] == [4, 0]
    before = hal_vp(state)
    state, _ = step(state)
    assert hal_vp(state) == before + 2 * hal.goods_vp({"ship": 1, "vp": 1}) and state["turn"]["seat"] == HUMAN


def test_when_hal_activates_a_players_mission_the_player_gets_the_free_activation_as_a_pending_decision():
    state = space_turn(value=1)
    card = next(m for m, x in content().missions.items() if x["colour"] == "orange" and x["type"] == "activation"
                and x["effect"].get("gain") == {"ship": 1, "vp": 1})
    put_card(state, card, 4, 0, HUMAN)
    put_ship(state, HAL, 4, 0)
    state = to_use(state, SPACE)
    assert choice(state)["type"] == "hal_activate"
    state, _ = step(state)
    assert GAME.active_seats(state) == [HUMAN] and kind(state) == "free_activation"
    ships = state["players"][HUMAN]["ships"]
    state, _ = act(state, HUMAN, "free_activation")
    assert state["players"][HUMAN]["ships"] == ships + 1 and state["turn"]["seat"] == HUMAN


def test_when_the_player_activates_hals_mission_hals_free_activation_is_an_automa_step():
    state = quiet_board(solo_state())
    start_turn(state, HUMAN)
    card = next(m for m, x in content().missions.items() if x["colour"] == "gray" and x["type"] == "activation"
                and x["effect"].get("gain") == {"resource": 1, "vp": 1})
    put_card(state, card, 2, 0, HAL)
    put_ship(state, HUMAN, 2, 0)
    die = dice_of(state, "supply", "gray")[0]
    set_die(state, die, 2, at=HUMAN)
    state, _ = act(state, HUMAN, "take_die", die=die)
    state, _ = act(state, HUMAN, "activate_mission", hex=[2, 0])
    assert GAME.active_seats(state) == [HAL] and kind(state) == "hal_free_activation"
    assert GAME.automa_action(state, HAL)["type"] == "hal_free_activation"
    before = hal_vp(state)
    state, events = step(state)
    assert hal_vp(state) == before + 2 and state["players"][HAL]["resources"] == 0
    assert any(e["type"] == "mission_activated" and e["data"].get("free") for e in events)
    assert kind(state) == "hal_turn"  # the player's turn is over: Hal's own turn is next


# -- Hal's effect atoms --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("effect, vp", [
    ({"kind": "gain", "gain": {"ship": 1, "vp": 1}}, 2), ({"kind": "gain", "gain": {"robot": 1}}, 1),
    ({"kind": "gain", "gain": {"resource": 2}}, 2), ({"kind": "assign"}, 1),
    ({"kind": "convert", "pay": {"resource": 1}, "gain": {"vp": 3}}, 0), ({"kind": "flip"}, 0),
    ({"kind": "draw_mission"}, 0), ({"kind": "vp_per_tile", "colour": "orange", "vp": 1}, 0),
])
def test_what_hal_gains_becomes_vp_by_the_conversion_table_and_nothing_else_changes(effect, vp):
    state = quiet_board(solo_state())
    before = {k: v for k, v in state["players"][HAL].items() if k != "vp"}
    vp0, ev = hal_vp(state), []
    hal_turn.apply_effect(state, effect, ev, "test")
    assert hal_vp(state) == vp0 + vp and {k: v for k, v in state["players"][HAL].items() if k != "vp"} == before
    assert state["steps"] == [] or kind(state) != "choose_assign"


def test_a_fix_effect_makes_hal_remove_a_cube_by_his_fix_order_for_1_vp():
    state = quiet_board(solo_state())
    state["board"]["actions"]["fix"]["cubes"] = 1
    state["board"]["actions"]["annihilate"]["cubes"] = 2
    vp0, ev = hal_vp(state), []
    hal_turn.apply_effect(state, {"kind": "fix", "debris": "place"}, ev, "test")
    assert state["board"]["actions"]["annihilate"]["cubes"] == 1 and hal_vp(state) == vp0 + 1
