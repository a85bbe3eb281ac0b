"""Board actions: which a die may take, damage, the Ravager on an action, Discover, Fix, Annihilate, the display.

Rows BA-12..BA-17, BA-21..BA-23, BA-29 (cube placement), BA-30; worked examples BA-E2..BA-E5.
"""
import pytest

from shared.games.black_angel import actions, display, space
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import (act, clear_grid, dice_of, give, legal, new_state, put_tile, set_die,
                                             start_turn, take_out_of_decks, top_kind)

BOARD_KINDS = ("discover", "fix", "annihilate")


# -- fixtures ---------------------------------------------------------------------------------------------------
def turn_state(players: int = 3, seat: int = 0) -> dict:
    """A fresh game at the start of `seat`'s turn."""
    return start_turn(new_state(players), seat)


def my_die(state: dict, colour: str, value: int, seat: int = 0) -> str:
    """One of `seat`'s dice of `colour`, set to `value`."""
    die = dice_of(state, seat, colour)[0]
    set_die(state, die, value, at=seat)
    return die


def targets(state: dict, die: str, seat: int = 0) -> list[str]:
    return [a["action"] for a in actions.board_targets(state, seat, die)]


def use(state: dict, colour: str, value: int, action: str, seat: int = 0):
    """Take a die of `colour` showing `value` and put it on `action`; returns (state, events)."""
    die = my_die(state, colour, value, seat)
    state, first = act(state, seat, "take_die", die=die)
    state, second = act(state, seat, "board_action", action=action)
    return state, first + second


def ravager(location: str, effect: str) -> str:
    return next(r for r in content().ravager_ids
                if content().ravager(r)["location"] == location and content().ravager(r)["effect"] == effect)


def stack(state: dict, action_id: str, effects_: list[str]) -> list[str]:
    """Put Ravager cards with these effects (bottom first) on an action's location."""
    location = content().action(action_id)["location"]
    cards = [ravager(location, e) for e in effects_]
    take_out_of_decks(state, cards)
    state["board"]["actions"][action_id]["ravagers"] = cards
    return cards


def piles(state: dict, counts: dict) -> None:
    """Ravager counts per location (L1..L6), with distinct real cards."""
    for location, n in counts.items():
        action_id = content().action_at(location)["id"]
        cards = [r for r in content().ravager_ids if content().ravager(r)["location"] == location][:n]
        take_out_of_decks(state, cards)
        state["board"]["actions"][action_id]["ravagers"] = cards


def normal(colour: str, good: str | None = None, skip: int = 0) -> str:
    found = [t for t in content().normal_tiles[colour]
             if good is None or good in content().tile(t)["effect"].get("gain", {})]
    return found[skip]


def set_display(state: dict, tiles: list) -> None:
    state["board"]["display"] = list(tiles)


def cost_spaces(cost: int) -> list[int]:
    return [i for i, c in enumerate(content().display_costs) if c == cost]


# -- BA-12..BA-14: dice on actions ---------------------------------------------------------------------------------
def test_a_die_takes_only_board_actions_of_its_colour():
    state = turn_state()
    state["board"]["actions"]["fix"]["cubes"] = 1
    die = my_die(state, "gray", 2)
    assert set(targets(state, die)) <= {a["id"] for a in content().actions if a["colour"] == "gray"}
    assert "fix" in targets(state, die)


def test_example_ba_e2_die_values_on_actions():
    state = turn_state()
    value = 2
    state, _ = use(state, "orange", value, "discover")
    assert top_kind(state) == "discover" and state["steps"][-1]["points"] == value
    damaged = turn_state()
    damaged["board"]["actions"]["discover"]["cubes"] = content().damage_spaces
    assert actions.effective_value(damaged, "discover", 3) == 3 - content().damage_penalty
    assert actions.effective_value(damaged, "discover", 0) == 0
    one_cube = turn_state()
    one_cube["board"]["actions"]["discover"]["cubes"] = 1
    assert actions.effective_value(one_cube, "discover", 3) == 3
    damaged, _ = use(damaged, "orange", 3, "discover")
    assert damaged["steps"][-1]["points"] == 3 - content().damage_penalty


def test_a_star_never_takes_discover_fix_or_annihilate():
    state = turn_state()
    state["board"]["actions"]["fix"]["cubes"] = 1
    piles(state, {"L1": 1})
    for colour in content().colours:
        die = my_die(state, colour, 0)
        assert not set(targets(state, die)) & set(BOARD_KINDS)


@pytest.mark.parametrize("possible", [True, False])
def test_a_star_takes_command_your_ships_exactly_when_space_allows_a_value_0_command(monkeypatch, possible):
    seen = []
    monkeypatch.setattr(space, "can_command", lambda state, seat, colour, value: seen.append(value) or possible)
    state = turn_state()
    die = my_die(state, "green", 0)
    assert (targets(state, die) == ["ships_green"]) is possible and seen == [0]


def test_a_damaged_one_gives_zero_activations_so_discover_is_not_offered():
    state = turn_state()
    state["board"]["actions"]["discover"]["cubes"] = content().damage_spaces
    assert "discover" not in targets(state, my_die(state, "orange", 1))
    assert "discover" in targets(state, my_die(state, "orange", 2))


def test_discover_fix_and_annihilate_are_offered_only_when_they_can_do_something():
    state = turn_state()
    set_display(state, [None] * len(content().display_costs))
    state["board"]["advanced"] = [None] * content().advanced_display
    assert not set(targets(state, my_die(state, "orange", 3))) & set(BOARD_KINDS)
    assert "fix" not in targets(state, my_die(state, "gray", 3))
    piles(state, {"L2": 2})
    assert "annihilate" not in targets(state, my_die(state, "green", 1))
    assert "annihilate" in targets(state, my_die(state, "green", 2))


def test_an_arriving_cube_fills_the_damage_spaces_then_a_cube_free_supply_die_then_goes_nowhere():
    state = turn_state()
    for _ in range(content().damage_spaces):
        actions.add_damage(state, "fix", [])
    assert state["board"]["actions"]["fix"]["cubes"] == content().damage_spaces
    supply = dice_of(state, "supply", "gray")
    for _ in supply:
        actions.add_damage(state, "fix", [])
    assert state["board"]["actions"]["fix"]["cubes"] == content().damage_spaces
    assert all(state["dice"][d]["cube"] for d in supply)
    ev = []
    actions.add_damage(state, "fix", ev)
    assert ev == [] and not any(state["dice"][d]["cube"] for d in dice_of(state, 0, "gray"))


# -- BA-15: the Ravager on the action ------------------------------------------------------------------------------
PAYMENTS = [("pay_resource", "resources"), ("pay_debris", "debris"), ("return_ship", "ships")]


@pytest.mark.parametrize("effect,holding", PAYMENTS)
def test_the_top_ravager_is_paid_from_storage_before_the_action(effect, holding):
    state = turn_state()
    stack(state, "discover", [effect])
    give(state, 0, vp=5, **{holding: 2})
    state, _ = use(state, "orange", 1, "discover")
    assert state["players"][0][holding] == 1 and state["players"][0]["vp"] == 5
    assert top_kind(state) == "discover"


@pytest.mark.parametrize("effect,holding", PAYMENTS)
def test_an_unpayable_ravager_costs_1_vp_and_the_action_still_happens(effect, holding):
    state = turn_state()
    stack(state, "discover", [effect])
    give(state, 0, vp=5, **{holding: 0})
    state, _ = use(state, "orange", 1, "discover")
    assert state["players"][0]["vp"] == 5 - content().ravager_unpaid_vp and top_kind(state) == "discover"


def test_the_robot_ravager_sends_a_break_room_robot_to_the_reserve_or_costs_1_vp():
    state = turn_state()
    stack(state, "discover", ["robot_to_reserve"])
    give(state, 0, vp=5, reserve=4, **{"break": 1})
    paid, _ = use(state, "orange", 1, "discover")
    robots = paid["players"][0]["robots"]
    assert (robots["break"], robots["reserve"], paid["players"][0]["vp"]) == (0, 5, 5)
    give(state, 0, **{"break": 0})
    unpaid, _ = use(state, "orange", 1, "discover")
    assert unpaid["players"][0]["vp"] == 5 - content().ravager_unpaid_vp


def test_the_mission_ravager_makes_you_discard_a_mission_of_your_choice_first():
    state = turn_state()
    stack(state, "discover", ["discard_mission"])
    hand = [content().mission_ids["gray"][0], content().mission_ids["green"][0]]
    give(state, 0, missions=hand, vp=5)
    state, _ = use(state, "orange", 1, "discover")
    assert top_kind(state) == "ravager_discard"
    assert {a["card"] for a in legal(state, 0)} == set(hand)
    state, _ = act(state, 0, "discard_mission", card=hand[1])
    assert state["players"][0]["hand"]["missions"][:1] == [hand[0]]
    assert hand[1] in state["decks"]["mission_discard"]["green"]
    assert top_kind(state) == "discover" and state["players"][0]["vp"] == 5


def test_the_mission_ravager_with_no_mission_in_hand_costs_1_vp():
    state = turn_state()
    stack(state, "discover", ["discard_mission"])
    give(state, 0, missions=[], vp=0)
    state, _ = use(state, "orange", 1, "discover")
    assert state["players"][0]["vp"] == 0 and top_kind(state) == "discover"


def test_only_the_top_ravager_counts_and_it_stays_on_the_action():
    state = turn_state()
    cards = stack(state, "discover", ["pay_resource", "pay_debris"])
    give(state, 0, resources=2, debris=2)
    state, _ = use(state, "orange", 1, "discover")
    assert (state["players"][0]["resources"], state["players"][0]["debris"]) == (2, 1)
    assert state["board"]["actions"]["discover"]["ravagers"] == cards


def test_command_your_ships_is_not_offered_when_the_ravager_takes_what_it_needs(monkeypatch):
    monkeypatch.setattr(space, "can_command", lambda state, seat, colour, value:
                        state["players"][seat]["robots"]["break"] > 0)
    state = turn_state()
    stack(state, "ships_orange", ["robot_to_reserve"])
    give(state, 0, **{"break": 1})
    die = my_die(state, "orange", 0)
    assert "ships_orange" not in targets(state, die)
    give(state, 0, **{"break": 2})
    assert "ships_orange" in targets(state, die)
    assert state["players"][0]["robots"]["break"] == 2


# -- BA-16, BA-17: Discover Technology -----------------------------------------------------------------------------
def test_one_point_takes_only_a_cost_1_tile_and_two_points_also_cost_2_and_advanced_tiles():
    state = turn_state()
    one, _ = use(state, "orange", 1, "discover")
    assert {a["space"] for a in legal(one, 0) if a["type"] == "take_tile"} == \
        {i for i in cost_spaces(1) if one["board"]["display"][i] is not None}
    assert not [a for a in legal(one, 0) if a["type"] == "take_advanced"]
    two, _ = use(state, "orange", 2, "discover")
    offered = {a["space"] for a in legal(two, 0) if a["type"] == "take_tile"}
    assert offered == {i for i, t in enumerate(two["board"]["display"]) if t is not None}
    assert len([a for a in legal(two, 0) if a["type"] == "take_advanced"]) == content().advanced_display


def test_example_ba_e3_discover_with_one_cube_and_a_mission_ravager():
    state = turn_state()
    clear_grid(state, 0)
    state["board"]["actions"]["discover"]["cubes"] = 1
    stack(state, "discover", ["discard_mission"])
    give(state, 0, missions=[content().mission_ids["orange"][0]], debris=0)
    cost2, cost2b = cost_spaces(2)[:2]
    cost1 = cost_spaces(1)[0]
    tiles = [normal("orange", skip=i) for i in range(3)]
    display_ = [None] * len(content().display_costs)
    display_[cost2], display_[cost2b], display_[cost1] = tiles
    set_display(state, display_)
    full_row = [normal("gray", skip=i) for i in range(3)]
    for c, t in enumerate(full_row):
        put_tile(state, 0, (0, c), t, debris=(c == 2))
    state, _ = use(state, "orange", 3, "discover")
    assert top_kind(state) == "ravager_discard"
    state, _ = act(state, 0, "discard_mission", card=content().mission_ids["orange"][0])
    assert top_kind(state) == "discover" and state["steps"][-1]["points"] == 3
    state, _ = act(state, 0, "take_tile", space=cost1)
    state, _ = act(state, 0, "take_tile", space=cost2)
    assert top_kind(state) == "inject"
    assert state["board"]["display"][cost2b] == tiles[1] and state["board"]["display"][cost1] is None
    assert state["board"]["display"][cost2] is None
    state, _ = act(state, 0, "inject", tile=tiles[0], arrow="row1-left")
    assert state["players"][0]["ejected"] == [full_row[2]] and state["players"][0]["debris"] == 1
    state, _ = act(state, 0, "inject", tile=tiles[2], arrow="row2-left")
    assert state["players"][0]["grid"][1][0]["tile"] == tiles[2]
    assert top_kind(state) == "turn"


def test_a_taken_display_tile_is_not_replaced_and_the_others_do_not_move():
    state = turn_state()
    before = list(state["board"]["display"])
    space_ = next(i for i in cost_spaces(1) if before[i] is not None)
    state, _ = use(state, "orange", 3, "discover")
    state, _ = act(state, 0, "take_tile", space=space_)
    assert state["board"]["display"] == [None if i == space_ else t for i, t in enumerate(before)]


def test_a_taken_advanced_tile_is_replaced_from_the_deck_or_its_slot_stays_empty():
    state = turn_state()
    top = state["decks"]["advanced"][-1]
    taken = state["board"]["advanced"][1]
    refilled, _ = use(state, "orange", 2, "discover")
    refilled, _ = act(refilled, 0, "take_advanced", slot=1)
    assert refilled["board"]["advanced"][1] == top
    assert refilled["steps"][-1] == {**refilled["steps"][-1], "kind": "inject", "tiles": [taken]}
    state["decks"]["advanced"] = []
    empty, _ = use(state, "orange", 2, "discover")
    empty, _ = act(empty, 0, "take_advanced", slot=1)
    assert empty["board"]["advanced"][1] is None


def test_duplicate_tiles_may_be_taken():
    state = turn_state()
    twins = [normal("orange", good="vp", skip=0), normal("orange", good="vp", skip=1)]
    assert content().tile(twins[0])["name"] == content().tile(twins[1])["name"]
    ones = cost_spaces(1)
    display_ = [None] * len(content().display_costs)
    display_[ones[0]], display_[ones[1]] = twins
    set_display(state, display_)
    put_tile(state, 0, (0, 1), normal("orange", good="vp", skip=2))
    state, _ = use(state, "orange", 2, "discover")
    state, _ = act(state, 0, "take_tile", space=ones[0])
    state, _ = act(state, 0, "take_tile", space=ones[1])
    assert top_kind(state) == "inject" and state["steps"][-1]["tiles"] == twins


def test_done_with_no_tile_taken_ends_discover_without_injection():
    state = turn_state()
    before = list(state["board"]["display"])
    state, _ = use(state, "orange", 2, "discover")
    state, events = act(state, 0, "done")
    assert not [s for s in state["steps"] if s["kind"] in ("discover", "inject")]
    assert state["board"]["display"] == before and "tile_injected" not in {e["type"] for e in events}


# -- BA-21, BA-22: Fix the Black Angel -------------------------------------------------------------------------------
def test_example_ba_e4_fix_two_cubes_and_fire_a_gray_and_an_orange_tile():
    state = turn_state()
    clear_grid(state, 0)
    state["board"]["actions"]["discover"]["cubes"] = 1
    state["board"]["actions"]["ships_green"]["cubes"] = 1
    gray_vp, orange_ship = normal("gray", good="vp"), normal("orange", good="ship")
    put_tile(state, 0, (0, 0), gray_vp)
    put_tile(state, 0, (0, 1), orange_ship)
    give(state, 0, vp=0, ships=0)
    state, _ = use(state, "gray", 2, "fix")
    state, _ = act(state, 0, "fix_action", action="discover")
    assert top_kind(state) == "place_debris"
    state, _ = act(state, 0, "debris_on_tile", cell=[0, 0])
    assert state["players"][0]["vp"] == content().tile(gray_vp)["effect"]["gain"]["vp"]
    state, _ = act(state, 0, "fix_action", action="ships_green")
    assert [a["cell"] for a in legal(state, 0) if a["type"] == "debris_on_tile"] == [[0, 1]]
    state, _ = act(state, 0, "debris_on_tile", cell=[0, 1])
    assert state["players"][0]["ships"] == content().tile(orange_ship)["effect"]["gain"]["ship"]
    assert all(state["players"][0]["grid"][0][c]["debris"] for c in (0, 1))
    assert sum(a["cubes"] for a in state["board"]["actions"].values()) == 0


def test_fix_removes_the_damaging_cube_first_so_one_point_repairs_a_damaged_action():
    state = turn_state()
    state["board"]["actions"]["discover"]["cubes"] = content().damage_spaces
    assert actions.is_damaged(state, "discover")
    state, _ = use(state, "gray", 1, "fix")
    state, _ = act(state, 0, "fix_action", action="discover")
    assert state["board"]["actions"]["discover"]["cubes"] == content().damage_spaces - 1
    assert not actions.is_damaged(state, "discover")


def test_fix_removes_a_cube_from_a_damaged_supply_die():
    state = turn_state()
    die = dice_of(state, "supply", "green")[0]
    set_die(state, die, 1, cube=True)
    state, _ = use(state, "gray", 1, "fix")
    assert [a["die"] for a in legal(state, 0) if a["type"] == "fix_die"] == [die]
    state, _ = act(state, 0, "fix_die", die=die)
    assert not state["dice"][die]["cube"]


def test_partial_repair_is_allowed_and_the_debris_can_go_to_storage():
    state = turn_state()
    state["board"]["actions"]["fix"]["cubes"] = 2
    give(state, 0, debris=0)
    state, _ = use(state, "gray", 3, "fix")
    state, _ = act(state, 0, "fix_action", action="fix")
    state, _ = act(state, 0, "store_debris")
    assert state["players"][0]["debris"] == 1 and top_kind(state) == "fix"
    state, _ = act(state, 0, "done")
    assert state["board"]["actions"]["fix"]["cubes"] == 1


def test_fix_ends_by_itself_when_no_cube_is_left():
    state = turn_state()
    state["board"]["actions"]["fix"]["cubes"] = 1
    state, _ = use(state, "gray", 3, "fix")
    state, _ = act(state, 0, "fix_action", action="fix")
    state, _ = act(state, 0, "store_debris")
    assert top_kind(state) not in ("fix", "place_debris")


def test_debris_never_goes_on_an_advanced_tile_or_a_tile_already_holding_debris():
    state = turn_state()
    clear_grid(state, 0)
    put_tile(state, 0, (0, 0), content().advanced_ids[0])
    put_tile(state, 0, (0, 1), normal("gray"), debris=True)
    put_tile(state, 0, (0, 2), normal("green"))
    state["board"]["actions"]["fix"]["cubes"] = 1
    state, _ = use(state, "gray", 1, "fix")
    state, _ = act(state, 0, "fix_action", action="fix")
    assert [a.get("cell") for a in legal(state, 0)] == [[0, 2], None]


# -- BA-23: Annihilate Ravagers ---------------------------------------------------------------------------------------
def test_example_ba_e5_annihilate_takes_whole_locations_that_fit_the_value():
    state = turn_state()
    piles(state, {"L2": 1, "L3": 2, "L4": 1, "L5": 3})
    give(state, 0, resources=5)
    state, _ = use(state, "green", 2, "annihilate")
    assert {a["location"] for a in legal(state, 0) if a["type"] == "take_ravagers"} == {"L2", "L3", "L4"}
    l3 = list(state["board"]["actions"]["fix"]["ravagers"])
    both, _ = act(state, 0, "take_ravagers", location="L3")
    assert both["board"]["actions"]["fix"]["ravagers"] == [] and top_kind(both) != "annihilate"
    assert both["players"][0]["hand"]["ravagers"][-2:] == l3
    state, _ = act(state, 0, "take_ravagers", location="L2")
    assert {a["location"] for a in legal(state, 0) if a["type"] == "take_ravagers"} == {"L4"}
    state, _ = act(state, 0, "take_ravagers", location="L4")
    assert len(state["board"]["actions"]["annihilate"]["ravagers"]) == 3


def test_annihilated_ravagers_go_to_the_hand_outside_the_mission_hand_limit():
    state = turn_state()
    piles(state, {"L1": 1})
    missions_before = list(state["players"][0]["hand"]["missions"])
    card = state["board"]["actions"]["discover"]["ravagers"][0]
    state, _ = use(state, "green", 1, "annihilate")
    state, _ = act(state, 0, "take_ravagers", location="L1")
    assert card in state["players"][0]["hand"]["ravagers"]
    assert state["players"][0]["hand"]["missions"][:len(missions_before)] == missions_before


# -- BA-30: new tiles push into the display ----------------------------------------------------------------------------
def test_a_cards_tiles_enter_second_first_and_push_right_up_to_the_first_gap():
    state = new_state(3)
    a, b = "x-a", "x-b"
    set_display(state, [a, None, b, None, None, None])
    orange_top, gray_top = state["decks"]["tiles"]["orange"][-1], state["decks"]["tiles"]["gray"][-1]
    display.add_tiles(state, ["orange", "gray"], [])
    assert state["board"]["display"] == [orange_top, gray_top, a, b, None, None]


def test_a_tile_pushed_off_the_last_space_is_discarded():
    state = new_state(3)
    full = [f"x-{i}" for i in range(len(content().display_costs))]
    set_display(state, full)
    top = state["decks"]["tiles"]["green"][-1]
    display.add_tiles(state, ["green"], [])
    assert state["board"]["display"] == [top] + full[:-1]
    assert state["decks"]["tile_discard"][-1] == full[-1]


def test_an_empty_colour_stack_adds_nothing():
    state = new_state(3)
    before = list(state["board"]["display"])
    state["decks"]["tiles"]["gray"] = []
    display.add_tiles(state, ["gray"], [])
    assert state["board"]["display"] == before
