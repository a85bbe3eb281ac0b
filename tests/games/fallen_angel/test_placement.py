"""Placement: the three placement rules, die states, jail, Action Strength and the optional tile use (rows 19-22;
example E6). Boards are built with placement_helpers (dice values set directly)."""
from __future__ import annotations

from shared.games.fallen_angel import flow, placement
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel import helpers as h
from tests.games.fallen_angel.placement_helpers import (BLUE, RED, YELLOW, action_section, at, choices, group,
                                                        jailed, main_board, monster_section, my_turn, unused,
                                                        values_in)
from tests.games.fallen_angel.placement_helpers import tile_calls  # noqa: F401  (fixture)


def yellow_turn() -> dict:
    """A cleared board at Yellow's turn."""
    return my_turn(main_board(), YELLOW)


def place(state: dict, seat: int, sec: str, *values: int) -> dict:
    """Choose `sec`, then the dice showing `values`."""
    state, _ = h.act(state, seat, "place", section=sec)
    state, _ = h.act(state, seat, "place_dice", values=sorted(values))
    return state


def sections_offered(state: dict, seat: int) -> set[str]:
    """The Sections of the turn's plain `place` entries."""
    return {a["section"] for a in h.legal(state, seat) if a["type"] == "place"}


# -- row 20: the three placement rules ---------------------------------------------------------------------------------
def test_a_section_without_free_dice_takes_exactly_one_die_of_any_value():
    s = yellow_turn()
    unused(s, YELLOW, 1, 5, 6, 6)
    sec = action_section(s)
    s, _ = h.act(s, YELLOW, "place", section=sec)
    assert choices(s, YELLOW) == [[1], [5], [6]]


def test_jail_dice_leave_a_section_without_free_dice():
    s = yellow_turn()
    unused(s, YELLOW, 2, 3)
    sec = action_section(s)
    jailed(s, sec, RED, 6)
    jailed(s, sec, RED, 6)
    s, _ = h.act(s, YELLOW, "place", section=sec)
    assert choices(s, YELLOW) == [[2], [3]]


def test_a_group_needs_the_topmost_count_and_a_strictly_greater_sum():
    s = yellow_turn()
    unused(s, YELLOW, 1, 2, 5, 6)
    sec = action_section(s)
    group(s, sec, (RED, 3), (RED, 4))
    s, _ = h.act(s, YELLOW, "place", section=sec)
    pairs = [[1, 2], [1, 5], [1, 6], [2, 5], [2, 6], [5, 6]]
    assert choices(s, YELLOW) == [p for p in pairs if sum(p) > 7]


def test_only_the_topmost_group_sets_the_requirement():
    s = yellow_turn()
    unused(s, YELLOW, 1, 2, 4)
    sec = action_section(s)
    group(s, sec, (RED, 6), (RED, 6), (RED, 6))
    group(s, sec, (RED, 3))
    s, _ = h.act(s, YELLOW, "place", section=sec)
    assert choices(s, YELLOW) == [[4]]


def test_a_topmost_group_of_all_sixes_needs_exactly_one_die_more():
    s = yellow_turn()
    unused(s, YELLOW, 1, 1, 5, 6, 6)
    sec = action_section(s)
    group(s, sec, (RED, 6))
    s, _ = h.act(s, YELLOW, "place", section=sec)
    offered = choices(s, YELLOW)
    assert offered and all(len(c) == 2 and sum(c) > 6 for c in offered)
    assert [1, 5] not in offered and [1, 6] in offered and [6, 6] in offered


def test_two_sixes_on_top_need_three_dice_beating_twelve():
    s = yellow_turn()
    unused(s, YELLOW, 3, 4, 5, 6)
    sec = action_section(s)
    group(s, sec, (RED, 6), (RED, 6))
    s, _ = h.act(s, YELLOW, "place", section=sec)
    assert choices(s, YELLOW) == [[3, 4, 6], [3, 5, 6], [4, 5, 6]]


def test_an_equal_sum_is_refused():
    s = yellow_turn()
    unused(s, YELLOW, 3, 4, 6)
    sec = action_section(s)
    group(s, sec, (RED, 2), (RED, 5))
    s, _ = h.act(s, YELLOW, "place", section=sec)
    assert [3, 4] not in choices(s, YELLOW) and [4, 6] in choices(s, YELLOW)
    assert h.refused(s, YELLOW, {"type": "place_dice", "values": [3, 4]})


def test_place_is_offered_only_where_some_legal_group_exists():
    s = yellow_turn()
    unused(s, YELLOW, 1, 2, 3)
    blocked = action_section(s, index=0)
    group(s, blocked, (RED, 6), (RED, 6))
    open_ = action_section(s, index=1)
    group(s, open_, (RED, 2), (RED, 2))
    offered = sections_offered(s, YELLOW)
    assert blocked not in offered and open_ in offered
    assert offered == set(content().section_ids) - {blocked}


def test_a_seat_without_unused_dice_has_no_placement():
    s = yellow_turn()
    assert placement.turn_actions(s, YELLOW) == []
    assert h.legal_types(s, YELLOW) == ["pass"]


def test_the_assaulting_group_becomes_the_topmost_in_the_next_slot(tile_calls):
    s = yellow_turn()
    ids = unused(s, YELLOW, 4, 5, 1)
    sec = action_section(s)
    group(s, sec, (RED, 3), (RED, 4))
    s = place(s, YELLOW, sec, 4, 5)
    assert values_in(s, sec) == [[3, 4], [4, 5]]
    assert [at(s, d) for d in ids] == ["placed", "placed", "unused"]


def test_the_largest_dice_choice_stays_under_the_legal_list_limit():
    most = content().dice_per_colour
    faces = list(content().die_faces)
    pool = [faces[i % len(faces)] for i in range(most)]
    largest = max(len(placement.multisets(pool, k)) for k in range(most + 1))
    assert 0 < largest <= placement.MAX_LEGAL


# -- row 22: Action Strength -------------------------------------------------------------------------------------------
def test_strength_is_the_groups_position_among_own_groups_capped_at_three(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    for n in range(4):
        unused(s, YELLOW, n + 1)
        s = place(my_turn(s, YELLOW), YELLOW, sec, n + 1)
        s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [c[2] for c in tile_calls] == [1, 2, 3, 3]


def test_other_colours_groups_do_not_raise_strength(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    group(s, sec, (RED, 1))
    group(s, sec, (RED, 2))
    unused(s, YELLOW, 3)
    s = place(s, YELLOW, sec, 3)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls == [(YELLOW, s["sections"][sec]["tile"]["id"], 1)]


def test_jail_dice_do_not_count_for_strength(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    jailed(s, sec, YELLOW, 5)
    group(s, sec, (YELLOW, 1))
    unused(s, YELLOW, 2)
    s = place(s, YELLOW, sec, 2)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert [c[2] for c in tile_calls] == [2]


def test_a_mixed_colour_group_counts_for_each_colour_in_it(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    group(s, sec, (YELLOW, 1), (RED, 2))
    unused(s, RED, 3, 4)
    s = place(my_turn(s, RED), RED, sec, 3, 4)
    s, _ = h.act(s, RED, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2
    unused(s, YELLOW, 5, 6)
    s = place(my_turn(s, YELLOW), YELLOW, sec, 5, 6)
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls[-1][2] == 2


def test_example_e6_red_first_second_and_fourth_groups_mine_2_4_6_quotas(tile_calls):
    s = main_board()
    sec = action_section(s, kind="gem_mining")
    for turn, (seat, face) in enumerate([(RED, 1), (BLUE, 2), (RED, 3), (RED, 4), (BLUE, 5), (RED, 6)]):
        unused(s, seat, face)
        s = place(my_turn(s, seat), seat, sec, face)
        s, _ = h.act(s, seat, "use_tile", section=sec)
    red = [c[2] for c in tile_calls if c[0] == RED]
    quotas = [content().strength("gem_mining", level) for level in red]
    assert quotas[0] == 2 and quotas[1] == 4 and quotas[3] == 6
    assert red == [1, 2, 3, 3]


# -- using the tile (rows 20, 23) --------------------------------------------------------------------------------------
def test_an_action_tile_is_used_at_the_groups_strength(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    unused(s, YELLOW, 4)
    s = place(s, YELLOW, sec, 4)
    assert h.legal_types(s, YELLOW) == ["skip", "use_tile"]
    s, _ = h.act(s, YELLOW, "use_tile", section=sec)
    assert tile_calls == [(YELLOW, s["sections"][sec]["tile"]["id"], 1)]


def test_using_the_tile_is_optional(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    unused(s, YELLOW, 4, 2)
    s = place(s, YELLOW, sec, 4)
    s, events = h.act(s, YELLOW, "skip")
    assert tile_calls == []
    assert any(e["type"] == "tile_skipped" for e in events)
    assert h.top_kind(s) == "main_turn"


def test_a_monster_tile_no_die_can_beat_offers_no_fight():
    s = yellow_turn()
    sec = monster_section(s, dice=(5, 6))
    unused(s, YELLOW, 4, 1)
    s = place(s, YELLOW, sec, 4)
    assert h.top_kind(s) == "main_turn"
    assert s["sections"][sec]["monster_dice"] == [5, 6]


def test_the_turn_passes_on_once_the_placement_is_done(tile_calls):
    s = yellow_turn()
    sec = action_section(s)
    unused(s, YELLOW, 4)
    s = place(s, YELLOW, sec, 4)
    s, _ = h.act(s, YELLOW, "skip")
    assert h.top_kind(s) == "main_turn" and h.active(s) == flow.next_seat(s, YELLOW)
