"""Monster fights: pairing one pair at a time, >= destroys for +1 Honor, each die fights once, optional, the Section
stays playable (row 23; example E5)."""
from __future__ import annotations

from shared.games.fallen_angel.content import content
from tests.games.fallen_angel import helpers as h
from tests.games.fallen_angel.placement_helpers import (BLUE, GREEN, RED, YELLOW, group, main_board,
                                                        monster_section, my_turn, unused)


def placed_on_monster(seat: int, monsters: tuple, *values: int, group_first: tuple = ()) -> tuple[dict, str]:
    """`seat` places dice showing `values` on a Monster tile with `monsters` (after `group_first` (seat, values))."""
    s = main_board()
    sec = monster_section(s, dice=monsters)
    if group_first:
        first_seat, first_values = group_first
        unused(s, first_seat, *first_values)
        s, _ = h.act(my_turn(s, first_seat), first_seat, "place", section=sec)
        s, _ = h.act(s, first_seat, "place_dice", values=sorted(first_values))
        if h.top_kind(s) == "use_tile":
            s, _ = h.act(s, first_seat, "skip")
    unused(s, seat, *values)
    s, _ = h.act(my_turn(s, seat), seat, "place", section=sec)
    s, _ = h.act(s, seat, "place_dice", values=sorted(values))
    return s, sec


def pairs_offered(s: dict, seat: int) -> set[tuple[int, int]]:
    """(die value, Monster Die value) of each `fight` entry of the open fight."""
    monsters = s["sections"][fight_section(s)]["monster_dice"]
    return {(s["dice"][a["die"]]["value"], monsters[a["monster_index"]]) for a in h.legal(s, seat)
            if a["type"] == "fight"}


def fight_section(s: dict) -> str:
    """The Section of the open fight."""
    return s["steps"][-1]["section"]


def start_fight(s: dict, seat: int, sec: str) -> dict:
    """Choose to use the Monster tile."""
    s, _ = h.act(s, seat, "use_tile", section=sec)
    assert h.top_kind(s) == "fight"
    return s


def test_example_e5_dice_below_every_monster_die_are_a_legal_placement_destroying_nothing():
    s, sec = placed_on_monster(BLUE, (3, 6), 2)
    assert s["sections"][sec]["monster_dice"] == [3, 6]
    assert h.top_kind(s) == "main_turn"
    s, sec2 = placed_on_monster(RED, (3, 6), 1)
    assert h.top_kind(s) == "main_turn" and s["sections"][sec2]["groups"]


def test_example_e5_a_green_six_destroys_exactly_one_monster_die_of_its_choice():
    s, sec = placed_on_monster(GREEN, (3, 6), 6)
    honor = s["players"][GREEN]["honor"]
    s = start_fight(s, GREEN, sec)
    assert pairs_offered(s, GREEN) == {(6, 3), (6, 6)}
    s, events = h.act(s, GREEN, "fight", monster_index=1)
    assert s["sections"][sec]["monster_dice"] == [3]
    assert s["players"][GREEN]["honor"] == honor + content().monster_fight_honor
    assert any(e["type"] == "monster_die_destroyed" for e in events)
    assert h.top_kind(s) == "main_turn"  # the six has fought; the 3 stays


def test_example_e5_two_yellow_dice_above_a_green_six_each_destroy_one_for_two_honor():
    s = main_board()
    sec = monster_section(s, dice=(3, 6))
    group(s, sec, (BLUE, 1))
    group(s, sec, (RED, 2))
    group(s, sec, (GREEN, 6))
    unused(s, YELLOW, 3, 6)
    s, _ = h.act(my_turn(s, YELLOW), YELLOW, "place", section=sec)
    s, _ = h.act(s, YELLOW, "place_dice", values=[3, 6])
    honor = s["players"][YELLOW]["honor"]
    s = start_fight(s, YELLOW, sec)
    assert pairs_offered(s, YELLOW) == {(3, 3), (6, 3), (6, 6)}
    three = next(a for a in h.legal(s, YELLOW) if a["type"] == "fight" and s["dice"][a["die"]]["value"] == 3)
    s, _ = h.play(s, YELLOW, three)
    assert pairs_offered(s, YELLOW) == {(6, 6)}
    s, _ = h.act(s, YELLOW, "fight")
    assert s["sections"][sec]["monster_dice"] == []
    assert s["players"][YELLOW]["honor"] == honor + 2 * content().monster_fight_honor


def test_example_e5_the_section_stays_open_with_no_monster_dice_left():
    s, sec = placed_on_monster(GREEN, (3,), 6)
    s = start_fight(s, GREEN, sec)
    s, _ = h.act(s, GREEN, "fight")
    assert s["sections"][sec]["monster_dice"] == []
    unused(s, RED, 1, 5)
    s = my_turn(s, RED)
    assert h.find(s, RED, "place", section=sec) is None  # a 6 on top: two dice summing above 6 needed
    unused(s, RED, 2)
    s, _ = h.act(s, RED, "place", section=sec)
    assert [2, 5] in [a["values"] for a in h.legal(s, RED)]


def test_each_die_fights_only_once():
    s, sec = placed_on_monster(GREEN, (1, 1), 6)
    s = start_fight(s, GREEN, sec)
    s, _ = h.act(s, GREEN, "fight")
    assert s["sections"][sec]["monster_dice"] == [1]
    assert h.top_kind(s) == "main_turn"


def test_a_pair_the_die_would_lose_is_not_offered():
    s, sec = placed_on_monster(GREEN, (5, 2), 4, group_first=(RED, (3,)))
    s = start_fight(s, GREEN, sec)
    assert pairs_offered(s, GREEN) == {(4, 2)}


def test_an_equal_value_destroys_the_monster_die():
    s, sec = placed_on_monster(GREEN, (4,), 4)
    s = start_fight(s, GREEN, sec)
    assert pairs_offered(s, GREEN) == {(4, 4)}


def test_the_fight_may_stop_before_every_pair_is_used():
    s = main_board()
    sec = monster_section(s, dice=(1, 2))
    group(s, sec, (RED, 1), (RED, 1))
    unused(s, GREEN, 3, 4)
    s, _ = h.act(my_turn(s, GREEN), GREEN, "place", section=sec)
    s, _ = h.act(s, GREEN, "place_dice", values=[3, 4])
    s = start_fight(s, GREEN, sec)
    s, _ = h.act(s, GREEN, "fight")
    assert h.top_kind(s) == "fight"
    s, _ = h.act(s, GREEN, "stop")
    assert len(s["sections"][sec]["monster_dice"]) == 1
    assert h.top_kind(s) == "main_turn"

