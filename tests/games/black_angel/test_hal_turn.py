"""Hal's turn (BA-39): each card's choices, the fallback chain, his board actions, one step per decision, the
return of the die and the card, and the player buying his dice."""
import pytest

from shared.engine.legal import strip_label
from shared.games.black_angel import display, hal, hal_turn
from shared.games.black_angel.content import content

from tests.games.black_angel.hal_helpers import (HAL, HUMAN, action_id, choice, hal_dice, hal_turn as
                                                 start_hal_turn, hal_vp, kind, on_top, put_ravagers, put_tiles,
                                                 made, quiet_board, reveal, solo_state, stage, step, to_use)
from tests.games.black_angel.helpers import GAME, act, dice_of, set_die, start_turn
from tests.games.black_angel.space_helpers import paint

CARDS = [c["id"] for c in hal.hal_content()["cards"]]
FACES = (("orange", 1), ("orange", 3), ("gray", 2), ("gray", 1), ("green", 3), ("green", 2))


def ready(seed=1, **faces):
    """Hal's turn on a staged board with the given dice ((colour, value) pairs under `dice`)."""
    state = start_hal_turn(stage(solo_state(seed)))
    hal_dice(state, *faces.get("dice", FACES))
    return state


# -- each card's choices ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", CARDS)
def test_each_card_takes_the_highest_or_lowest_die_of_the_first_colour_in_its_priority(card):
    c = hal.card(card)
    state = reveal(ready(), card)
    taken = choice(state)["die"]
    colour = c["priority"][0]
    faces = [v for col, v in FACES if col == colour]
    assert state["dice"][taken]["colour"] == colour
    assert state["dice"][taken]["value"] == (max(faces) if c["die"] == "highest" else min(faces))


@pytest.mark.parametrize("card", CARDS)
def test_each_card_skips_the_colours_hal_does_not_hold_or_holds_only_as_a_star(card):
    c = hal.card(card)
    first, second = c["priority"][0], c["priority"][1]
    state = reveal(ready(dice=[(first, 0), (second, 2)]), card)
    assert state["dice"][choice(state)["die"]]["colour"] == second


def test_lowest_takes_the_lowest_number_never_a_star(monkeypatch):
    card = made(monkeypatch, die="lowest")
    state = reveal(ready(dice=[("orange", 0), ("orange", 3), ("orange", 1)]), card)
    assert state["dice"][choice(state)["die"]]["value"] == 1


@pytest.mark.parametrize("scan, pick", [("right", 0), ("left", 1)])
def test_equal_dice_are_taken_in_the_scan_order_of_the_card(monkeypatch, scan, pick):
    card = made(monkeypatch, scan=scan)
    state = start_hal_turn(stage(solo_state()))
    ids = hal_dice(state, ("orange", 3), ("orange", 3))
    state = reveal(state, card)
    assert choice(state)["die"] == sorted(ids)[pick]


@pytest.mark.parametrize("card", CARDS)
@pytest.mark.parametrize("colour", ["orange", "gray", "green"])
def test_each_card_uses_a_die_by_the_mode_it_gives_the_die_colour(card, colour):
    state = to_use(ready(dice=[(colour, 3)]), card)
    action = choice(state)
    mode = hal.card(card)["modes"][colour]
    expected = ("hal_board_action", action_id(colour, False)) if mode == "board" else ("hal_command",
                                                                                       action_id(colour, True))
    assert (action["type"], action["action"]) == expected and action["fallback"] == []


@pytest.mark.parametrize("scan, space", [("right", 2), ("left", 4)])
def test_ties_between_equal_choices_go_to_the_scan_direction(monkeypatch, scan, space):
    card = made(monkeypatch, scan=scan)
    state = stage(solo_state())
    put_tiles(state, {4: "orange"})  # cost-1 tiles on spaces 3, 4 and 5 (0-based 2, 3, 4)
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 1)), card)
    state, _ = step(state)
    assert strip_label(choice(state)) == {"type": "hal_take_tile", "space": space}


def ready_dice(state, *faces):
    hal_dice(state, *faces)
    return state


# -- the fallback chain -------------------------------------------------------------------------------------------
def space_card(monkeypatch):
    """A card that gives an orange die to space (orange first)."""
    return made(monkeypatch, modes={"orange": "space"})


def test_space_mode_falls_back_to_activating_hals_best_mission_when_no_card_space_is_reachable(monkeypatch):
    from tests.games.black_angel.space_helpers import mission_id, put_card
    state = stage(solo_state())
    paint(state, {(2, -1): "E"})  # no empty orange planet
    put_card(state, mission_id("orange", effect="gain", skip=0), 4, 1, HAL)
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 2)), space_card(monkeypatch))
    action = choice(state)
    assert (action["type"], action["hex"], action["fallback"]) == ("hal_activate", [4, 1], ["space"])


def test_then_the_board_action_when_he_has_no_mission_to_activate(monkeypatch):
    state = stage(solo_state())
    paint(state, {(2, -1): "E"})
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 2)), space_card(monkeypatch))
    action = choice(state)
    assert (action["type"], action["action"], action["fallback"]) == ("hal_board_action", "discover",
                                                                        ["space", "activate"])


def test_then_one_vp_when_the_board_action_can_do_nothing_either(monkeypatch):
    state = stage(solo_state())
    paint(state, {(2, -1): "E"})
    state["board"]["display"] = [None] * 6
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 2)), space_card(monkeypatch))
    action = choice(state)
    assert (action["type"], action["fallback"]) == ("hal_fallback_vp", ["space", "activate", "board"])
    before = hal_vp(state)
    state, _ = step(state)
    assert hal_vp(state) == before + hal.hal_content()["fallback_vp"]


def test_board_mode_falls_back_to_one_vp_when_the_board_action_can_do_nothing(monkeypatch):
    card = made(monkeypatch)
    state = stage(solo_state())
    state["board"]["display"] = [None] * 6
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 3)), card)
    assert (choice(state)["type"], choice(state)["fallback"]) == ("hal_fallback_vp", ["board"])


def test_a_space_action_is_impossible_without_a_mission_of_the_colour_to_draw(monkeypatch):
    state = stage(solo_state())
    state["decks"]["missions"]["orange"], state["decks"]["mission_discard"]["orange"] = [], []
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 2)), space_card(monkeypatch))
    assert choice(state)["fallback"] == ["space", "activate"]


def test_a_space_action_is_impossible_without_a_break_room_robot(monkeypatch):
    state = stage(solo_state())
    state["players"][HAL]["robots"]["break"] = 0
    state = to_use(ready_dice(start_hal_turn(state), ("orange", 2)), space_card(monkeypatch))
    assert choice(state)["fallback"] == ["space", "activate"]


# -- board actions ----------------------------------------------------------------------------------------------
def board_use(monkeypatch, state, colour, value):
    """Reveal an all-board card (scan right), take a `colour` die of `value`, choose the board action."""
    state = to_use(ready_dice(start_hal_turn(state), (colour, value)), made(monkeypatch))
    assert choice(state)["type"] == "hal_board_action"
    return step(state)[0]


def test_discover_takes_advanced_tiles_while_two_points_are_left_then_cost_2_then_cost_1(monkeypatch):
    state = quiet_board(solo_state())
    put_tiles(state, {0: "gray", 4: "green", "advanced:1": None, 5: "orange"})
    advanced = state["board"]["advanced"][1]
    state = board_use(monkeypatch, state, "orange", 3)
    assert kind(state) == "hal_discover" and choice(state)["type"] == "hal_take_advanced"
    before = hal_vp(state)
    state, _ = step(state)
    assert advanced in state["hal"]["out"] and hal_vp(state) == before + 3
    assert strip_label(choice(state)) == {"type": "hal_take_tile", "space": 4}  # scan right
    state, _ = step(state)
    assert state["turn"]["seat"] == HUMAN  # no point left: the turn is over
    assert hal_vp(state) == before + 3 + 1 and state["board"]["display"][0] is not None


def test_discover_takes_a_cost_2_tile_before_cost_1_tiles_and_converts_it_to_2_vp(monkeypatch):
    state = quiet_board(solo_state())
    put_tiles(state, {1: "gray", 2: "green", 3: "green"})
    tile = state["board"]["display"][1]
    state = board_use(monkeypatch, state, "orange", 2)
    assert choice(state)["space"] == 1
    before = hal_vp(state)
    state, _ = step(state)
    assert hal_vp(state) == before + 2 and state["hal"]["out"] == [tile]


def test_fix_removes_cubes_from_two_cube_actions_then_one_cube_actions_then_dice_each_for_1_vp(monkeypatch):
    state = quiet_board(solo_state())
    acts = state["board"]["actions"]
    acts["ships_green"]["cubes"], acts["annihilate"]["cubes"] = 2, 1
    damaged = dice_of(state, "supply", "orange")[0]
    state["dice"][damaged]["cube"] = True
    state = board_use(monkeypatch, state, "gray", 3)
    seen = []
    for _ in range(3):
        c = choice(state)
        seen.append(c.get("action") or c.get("die"))
        before = hal_vp(state)
        state, _ = step(state)
        assert hal_vp(state) == before + 1
    assert seen == ["ships_green", "annihilate", "ships_green"] and state["dice"][damaged]["cube"]  # scan right


def test_fix_reaches_the_damaged_dice_once_the_actions_are_repaired(monkeypatch):
    state = quiet_board(solo_state())
    damaged = dice_of(state, "supply", "orange")[0]
    state["dice"][damaged]["cube"] = True
    state = board_use(monkeypatch, state, "gray", 2)
    assert choice(state)["die"] == damaged
    state, _ = step(state)
    assert not state["dice"][damaged]["cube"] and state["turn"]["seat"] == HUMAN


def test_annihilate_takes_the_largest_location_that_fits_again_and_again(monkeypatch):
    state = quiet_board(solo_state())
    put_ravagers(state, "discover", 1)
    three = put_ravagers(state, "fix", 3)
    put_ravagers(state, "ships_gray", 2)
    state = board_use(monkeypatch, state, "green", 3)
    assert choice(state)["location"] == content().action("fix")["location"]
    before = hal_vp(state)
    state, _ = step(state)
    assert hal_vp(state) == before + 3 and set(three) <= set(state["hal"]["out"])
    assert state["board"]["actions"]["fix"]["ravagers"] == [] and state["turn"]["seat"] == HUMAN


def test_annihilate_with_2_points_takes_a_two_card_location_then_stops(monkeypatch):
    state = quiet_board(solo_state())
    put_ravagers(state, "discover", 1)
    put_ravagers(state, "ships_gray", 2)
    state = board_use(monkeypatch, state, "green", 2)
    assert choice(state)["location"] == content().action("ships_gray")["location"]
    state, _ = step(state)
    assert state["board"]["actions"]["discover"]["ravagers"] and state["turn"]["seat"] == HUMAN


def test_the_top_ravager_on_the_action_costs_hal_1_vp_and_stays(monkeypatch):
    state = quiet_board(solo_state())
    put_tiles(state, {3: "green"})
    cards = put_ravagers(state, "discover", 1)
    state["players"][HAL]["vp"] = 4
    state = board_use(monkeypatch, state, "orange", 1)
    assert hal_vp(state) == 3 and state["board"]["actions"]["discover"]["ravagers"] == cards


def test_damage_lowers_hals_value_on_the_action(monkeypatch):
    state = quiet_board(solo_state())
    put_tiles(state, {2: "green", 3: "green", 4: "gray"})
    state["board"]["actions"]["discover"]["cubes"] = 2
    state = board_use(monkeypatch, state, "orange", 3)
    state, _ = step(state)
    state, _ = step(state)
    assert state["turn"]["seat"] == HUMAN and state["board"]["display"][4] is not None


# -- one step per decision; the die and the card afterwards ------------------------------------------------------
def test_the_reveal_the_die_the_use_and_each_tile_are_separate_steps_with_one_legal_action_each(monkeypatch):
    state = quiet_board(solo_state())
    put_tiles(state, {2: "green", 3: "gray"})
    state = start_hal_turn(state)
    hal_dice(state, ("orange", 2))
    on_top(state, made(monkeypatch))
    kinds = []
    while state["turn"]["seat"] == HAL:
        kinds.append(kind(state))
        state, events = step(state)
        assert events
    assert kinds == ["hal_turn", "hal_take", "hal_use", "hal_discover", "hal_discover"]


def test_the_revealed_card_is_public_and_after_the_action_the_die_returns_and_the_card_is_discarded(monkeypatch):
    state = quiet_board(solo_state())
    card = made(monkeypatch)
    state = reveal(ready_dice(start_hal_turn(state), ("orange", 2)), card)
    assert state["hal"]["card"] == card and GAME.view(state, HUMAN)["hal"]["card"] == card
    die = choice(state)["die"]
    state, _ = step(state)
    state, _ = step(state)
    assert state["dice"][die]["at"] == "supply" and state["hal"]["discard"][-1] == card
    assert state["hal"]["card"] is None and state["turn"]["seat"] == HUMAN


def play_hal_turn(state):
    """Let Hal play his whole turn."""
    while state["turn"]["seat"] == HAL and not GAME.is_over(state):
        state, _ = step(state)
    return state


def test_an_empty_hal_deck_is_the_twelve_cards_reshuffled():
    state = quiet_board(solo_state())
    h = state["hal"]
    h["discard"], h["deck"] = h["deck"][:-1], h["deck"][-1:]
    state = play_hal_turn(ready_dice(start_hal_turn(state), ("orange", 2)))
    assert state["hal"]["deck"] == [] and len(state["hal"]["discard"]) == 12
    state = ready_dice(start_hal_turn(state), ("gray", 1))
    state, events = step(state)
    assert [e["data"]["count"] for e in events if e["type"] == "hal_deck_reshuffled"] == [12]
    assert len(state["hal"]["deck"]) == 11 and state["hal"]["discard"] == [] and state["hal"]["card"]


def test_hals_choices_are_always_his_single_legal_action():
    state = solo_state(seed=4)
    for _ in range(400):
        if GAME.is_over(state):
            break
        seat = GAME.active_seats(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == HAL:
            assert legal == [GAME.automa_action(state, seat)]
            action = legal[0]
        else:
            action = legal[0]
        state = GAME.apply(state, seat, action).state


# -- the player buys Hal's dice ---------------------------------------------------------------------------------
def test_the_player_buys_a_hal_die_for_1_resource_which_becomes_1_vp_for_hal():
    state = stage(solo_state())
    start_turn(state, HUMAN)
    die = hal_dice(state, ("orange", 3))[0]
    state["players"][HUMAN]["resources"] = 1
    before = hal_vp(state)
    state, events = act(state, HUMAN, "take_die", die=die)
    assert state["players"][HUMAN]["resources"] == 0 and state["players"][HAL]["resources"] == 0
    assert hal_vp(state) == before + 1 and state["dice"][die]["at"] == HUMAN
    assert any(e["type"] == "hal_converted" and e["data"]["reason"] == "die_sold" for e in events)


def test_the_player_cannot_flip_a_hal_die_and_hal_never_buys_reserves_or_flips():
    state = stage(solo_state())
    start_turn(state, HUMAN)
    die = hal_dice(state, ("orange", 1))[0]
    state["players"][HUMAN]["debris"] = 3
    assert all(a.get("die") != die for a in GAME.legal_actions(state, HUMAN) if a["type"] == "flip")
    start_hal_turn(state)
    set_die(state, dice_of(state, "supply", "gray")[0], 2, at=HUMAN)
    types = set()
    while state["turn"]["seat"] == HAL:
        types.add(choice(state)["type"])
        state, _ = step(state)
    assert not types & {"take_die", "reserve_die", "flip", "flip_die"}
