"""The player grid (card slots, injection, ejection) and the effect atoms with their choice steps.

Rows BA-10, BA-18..BA-20 and the effect atoms of DESIGN.md; worked example BA-E1.
"""
from shared.engine.events import envelope_clashes, redact_event
from shared.games.black_angel import effects, grid, steps
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import (act, clear_grid, dice_of, find, give, legal, new_state, put_tile,
                                             set_die, start_turn, top_kind)


# -- fixtures ---------------------------------------------------------------------------------------------------
def tile(colour: str, kind: str = "gain", good: str | None = None, skip: int = 0) -> str:
    """A normal tile of `colour` whose effect is `kind` (and, for a gain, gains `good`); the skip-th such."""
    found = [t for t in content().normal_tiles[colour] if content().tile(t)["effect"]["kind"] == kind
             and (good is None or good in content().tile(t)["effect"].get("gain", {}))]
    return found[skip]


def advanced(i: int = 0) -> str:
    return content().advanced_ids[i]


def mission(colour: str, i: int = 0) -> str:
    return content().mission_ids[colour][i]


def ravager(i: int = 0) -> str:
    return content().ravager_ids[i]


def turn_state(players: int = 3, seat: int = 0) -> dict:
    """A fresh game at the start of `seat`'s turn, its grid empty."""
    state = start_turn(new_state(players), seat)
    return clear_grid(state, seat)


def row(state, seat, r):
    return [None if cell is None else cell["tile"] for cell in state["players"][seat]["grid"][r]]


def col(state, seat, c):
    return [None if row_[c] is None else row_[c]["tile"] for row_ in state["players"][seat]["grid"]]


def gain_of(tile_id: str, good: str) -> int:
    return content().tile(tile_id)["effect"]["gain"][good]


def run_effect(state: dict, seat: int, effect: dict) -> list:
    """Apply an effect atom on top of the open turn step, then run automatic steps."""
    ev = []
    effects.apply_effect(state, seat, effect, ev)
    steps.run_automatic(state, ev)
    return ev


# -- BA-10: a card into a slot ------------------------------------------------------------------------------------
def e1_row(state: dict) -> tuple[str, str, str]:
    """Row 2 holds 2 green tiles and 1 orange tile (BA-E1)."""
    g1, g2, o = tile("green", good="vp"), tile("green", good="vp", skip=1), tile("orange", good="ship")
    put_tile(state, 0, (1, 0), g1)
    put_tile(state, 0, (1, 1), o)
    put_tile(state, 0, (1, 2), g2)
    return g1, g2, o


def test_example_ba_e1_a_green_mission_activates_the_two_green_tiles_and_a_ravager_all_three():
    state = turn_state()
    e1_row(state)
    give(state, 0, missions=[mission("green")], ravagers=[ravager()])
    after_mission, _ = act(state, 0, "play_card", card=mission("green"), slot="row2")
    assert top_kind(after_mission) == "activate_tiles"
    cells = {tuple(a["cell"]) for a in legal(after_mission, 0) if a["type"] == "activate_tile"}
    assert cells == {(1, 0), (1, 2)}
    after_ravager, _ = act(state, 0, "play_card", card=ravager(), slot="row2")
    cells = {tuple(a["cell"]) for a in legal(after_ravager, 0) if a["type"] == "activate_tile"}
    assert cells == {(1, 0), (1, 1), (1, 2)}


def test_each_activated_tile_fires_once_in_any_order_and_done_ends_the_activations():
    state = turn_state()
    g1, g2, _o = e1_row(state)
    give(state, 0, missions=[mission("green")], vp=0)
    state, _ = act(state, 0, "play_card", card=mission("green"), slot="row2")
    state, events = act(state, 0, "activate_tile", cell=[1, 2])
    assert state["players"][0]["vp"] == gain_of(g2, "vp")
    assert any(e["type"] == "tile_activated" and e["data"]["tile"] == g2 for e in events)
    assert [a["cell"] for a in legal(state, 0) if a["type"] == "activate_tile"] == [[1, 0]]
    state, _ = act(state, 0, "done")
    assert top_kind(state) != "activate_tiles"
    assert state["players"][0]["vp"] == gain_of(g2, "vp")


def test_the_last_activation_closes_the_step_by_itself():
    state = turn_state()
    g1, _g2, _o = e1_row(state)
    put_tile(state, 0, (1, 2), None)
    give(state, 0, missions=[mission("green")], vp=0)
    state, _ = act(state, 0, "play_card", card=mission("green"), slot="row2")
    state, _ = act(state, 0, "activate_tile", cell=[1, 0])
    assert top_kind(state) != "activate_tiles"
    assert state["players"][0]["vp"] == gain_of(g1, "vp")


def test_an_advanced_tile_in_the_line_is_never_activated():
    state = turn_state()
    put_tile(state, 0, (0, 0), tile("orange", good="vp"))
    put_tile(state, 0, (1, 0), advanced())
    give(state, 0, ravagers=[ravager()])
    state, _ = act(state, 0, "play_card", card=ravager(), slot="col1")
    assert [a["cell"] for a in legal(state, 0) if a["type"] == "activate_tile"] == [[0, 0]]


def test_starting_tiles_are_activated_with_their_colour():
    state = new_state(3)
    start_turn(state, 0)
    r, c = content().player_setup["starting_tiles"]["gray"]
    give(state, 0, missions=[mission("gray")])
    state, _ = act(state, 0, "play_card", card=mission("gray"), slot=f"row{r + 1}")
    assert [a["cell"] for a in legal(state, 0) if a["type"] == "activate_tile"] == [[r, c]]


def test_a_card_that_activates_nothing_opens_no_activation_step():
    state = turn_state()
    put_tile(state, 0, (0, 0), tile("orange", good="vp"))
    give(state, 0, missions=[mission("green")])
    state, _ = act(state, 0, "play_card", card=mission("green"), slot="row1")
    assert top_kind(state) != "activate_tiles"
    assert state["players"][0]["slots"]["row1"]["card"] == mission("green")


def test_the_slot_shows_the_card_type_and_mission_colour_but_only_its_player_sees_the_card():
    state = turn_state()
    give(state, 0, missions=[mission("orange")])
    state, events = act(state, 0, "play_card", card=mission("orange"), slot="col3")
    assert state["players"][0]["slots"]["col3"] == {"card": mission("orange"), "type": "mission", "colour": "orange"}
    assert mission("orange") not in state["players"][0]["hand"]["missions"]
    played = next(e for e in events if e["type"] == "card_played")
    assert redact_event(played, 1)["colour"] == "orange" and "card" not in redact_event(played, 1)
    assert redact_event(played, 0)["card"] == mission("orange")


def test_a_played_card_is_served_as_card_played_with_its_kind_for_every_viewer():
    # regression: the data's "type" once overwrote the envelope's, serving the event as "mission" or "ravager"
    state = turn_state()
    give(state, 0, ravagers=[ravager()])
    state, events = act(state, 0, "play_card", card=ravager(), slot="row2")
    played = next(e for e in events if e["type"] == "card_played")
    assert envelope_clashes(played) == []
    for viewer in (0, 1, None):
        served = redact_event(played, viewer)
        assert (served["type"], served["kind"], served["colour"]) == ("card_played", "ravager", None)


# -- BA-18..BA-20: injection and ejection ------------------------------------------------------------------------
def test_a_normal_tile_enters_through_the_six_colour_arrows_and_an_advanced_tile_through_the_black_ones():
    colour_arrows = {a["id"] for a in content().arrows if a["kind"] == "colour"}
    black_arrows = {a["id"] for a in content().arrows if a["kind"] == "black"}
    assert set(grid.arrows_for(tile("gray"))) == colour_arrows and len(colour_arrows) == 6
    assert set(grid.arrows_for(advanced())) == black_arrows and len(black_arrows) == 2


def test_a_push_shifts_only_the_run_from_the_entry_up_to_the_first_gap():
    state = turn_state()
    a, b, c = tile("orange"), tile("gray"), tile("green")
    put_tile(state, 0, (0, 0), a)
    put_tile(state, 0, (0, 2), b)
    out = grid.inject(state, 0, c, "row1-left", [])
    assert out is None
    assert row(state, 0, 0) == [c, a, b]


def test_a_full_line_ejects_its_last_tile_beside_the_board_and_its_debris_goes_to_storage():
    state = turn_state()
    a, b, c, new = tile("orange"), tile("gray"), tile("green"), tile("orange", skip=1)
    for i, t in enumerate((a, b, c)):
        put_tile(state, 0, (i, 1), t, debris=(t == c))
    give(state, 0, debris=0)
    ev = []
    out = grid.inject(state, 0, new, "col2-top", ev)
    assert out == c and col(state, 0, 1) == [new, a, b]
    assert state["players"][0]["ejected"] == [c] and state["players"][0]["debris"] == 1
    assert [e["type"] for e in ev] == ["tile_injected", "tile_ejected"]


def test_a_black_arrow_pushes_from_the_far_end_of_its_line():
    state = turn_state()
    a, b, c = tile("orange"), tile("gray"), tile("green")
    for i, t in enumerate((a, b, c)):
        put_tile(state, 0, (1, i), t)
    out = grid.inject(state, 0, advanced(), "row2-right", [])
    assert out == a and row(state, 0, 1) == [b, c, advanced()]


def test_an_ejected_advanced_tile_goes_on_the_empty_advanced_space_the_player_chooses():
    state = turn_state()
    for i in range(3):
        put_tile(state, 0, (1, i), advanced(i))
    state["players"][0]["advanced"]["orange"] = advanced(5)
    grid.inject(state, 0, advanced(3), "row2-right", [])
    assert top_kind(state) == "place_advanced"
    assert {a["space"] for a in legal(state, 0)} == {"gray", "green"}
    state, _ = act(state, 0, "place_advanced", space="green")
    assert state["players"][0]["advanced"]["green"] == advanced(0)
    assert top_kind(state) == "turn"


def test_an_ejected_advanced_tile_is_set_aside_when_all_three_spaces_are_full():
    state = turn_state()
    for i in range(3):
        put_tile(state, 0, (i, 1), advanced(i))
    for i, colour in enumerate(content().colours):
        state["players"][0]["advanced"][colour] = advanced(5 + i)
    out = grid.inject(state, 0, advanced(3), "col2-bottom", [])
    assert out == advanced(0) and state["players"][0]["aside"] == [advanced(0)]
    assert top_kind(state) == "turn"


def test_the_inject_step_takes_one_tile_and_arrow_at_a_time_in_any_order():
    state = turn_state()
    a, b = tile("orange"), advanced()
    steps.push(state, "inject", 0, tiles=[a, b])
    options = {(x["tile"], x["arrow"]) for x in legal(state, 0)}
    assert options == {(a, arrow) for arrow in grid.arrows_for(a)} | {(b, arrow) for arrow in grid.arrows_for(b)}
    state, _ = act(state, 0, "inject", tile=b, arrow="col2-bottom")
    assert {x["tile"] for x in legal(state, 0)} == {a}
    state, _ = act(state, 0, "inject", tile=a, arrow="row3-left")
    assert col(state, 0, 1)[2] == b and row(state, 0, 2)[0] == a
    assert top_kind(state) == "turn"


def test_tile_count_counts_normal_and_starting_tiles_of_a_colour_but_never_advanced_ones():
    state = new_state(3)
    player = state["players"][0]
    before = grid.tile_count(player, "orange")
    put_tile(state, 0, (0, 1), tile("orange"))
    put_tile(state, 0, (0, 2), advanced())
    assert grid.tile_count(player, "orange") == before + 1
    assert before == 1  # the orange starting tile


def test_full_lines_lists_the_full_rows_and_columns():
    state = turn_state()
    for c in range(3):
        put_tile(state, 0, (2, c), tile("gray", skip=c))
    put_tile(state, 0, (0, 0), tile("green"))
    put_tile(state, 0, (1, 0), tile("green", skip=1))
    assert grid.full_lines(state["players"][0]) == ["row3", "col1"]


# -- effect atoms -------------------------------------------------------------------------------------------------
def test_a_gain_adds_goods_and_vp_and_a_robot_comes_from_the_reserve_only_while_it_has_one():
    state = turn_state()
    give(state, 0, vp=2, ships=1, resources=0, debris=0, reserve=1, **{"break": 0})
    run_effect(state, 0, {"kind": "gain", "gain": {"vp": 2, "ship": 1, "resource": 3, "debris": 1, "robot": 2}})
    player = state["players"][0]
    assert (player["vp"], player["ships"], player["resources"], player["debris"]) == (4, 2, 3, 1)
    assert player["robots"]["reserve"] == 0 and player["robots"]["break"] == 1


def test_vp_never_drop_below_zero():
    state = turn_state()
    give(state, 0, vp=1)
    assert effects.lose_vp(state, 0, 3, []) == 1
    assert state["players"][0]["vp"] == 0


def test_a_conversion_is_optional_and_offered_only_when_affordable():
    convert = {"kind": "convert", "pay": {"resource": 1}, "gain": {"vp": 3}}
    state = turn_state()
    give(state, 0, resources=0, vp=0)
    run_effect(state, 0, convert)
    assert top_kind(state) == "turn"
    give(state, 0, resources=1)
    run_effect(state, 0, convert)
    assert sorted(a["type"] for a in legal(state, 0)) == ["convert", "decline"]
    declined, _ = act(state, 0, "decline")
    assert declined["players"][0]["resources"] == 1 and declined["players"][0]["vp"] == 0
    converted, _ = act(state, 0, "convert")
    assert converted["players"][0]["resources"] == 0 and converted["players"][0]["vp"] == 3


def test_assign_moves_a_break_room_robot_to_the_chosen_workstation():
    state = turn_state()
    give(state, 0, work_gray=1, **{"break": 2})
    run_effect(state, 0, {"kind": "assign"})
    state, _ = act(state, 0, "assign", workstation="gray")
    robots = state["players"][0]["robots"]
    assert robots["work"]["gray"] == 2 and robots["break"] == 1


def test_assign_is_skipped_with_an_empty_break_room():
    state = turn_state()
    give(state, 0, **{"break": 0})
    run_effect(state, 0, {"kind": "assign"})
    assert top_kind(state) == "turn"


def test_in_a_two_player_game_a_robot_entering_a_workstation_removes_a_neutral_robot_there():
    state = start_turn(new_state(2), 0)
    give(state, 0, **{"break": 1})
    before = dict(state["neutral"]["robots"])
    run_effect(state, 0, {"kind": "assign"})
    state, _ = act(state, 0, "assign", workstation="green")
    assert state["neutral"]["robots"]["green"] == before["green"] - 1
    assert state["neutral"]["robots"]["orange"] == before["orange"]


def test_flip_offers_only_your_own_dice_not_a_bought_one():
    state = turn_state()
    mine, theirs = dice_of(state, 0), dice_of(state, 1)
    for d in mine + theirs:
        set_die(state, d, 1, at=state["dice"][d]["at"])
    state["turn"]["bought"] = [mine[0]]
    run_effect(state, 0, {"kind": "flip"})
    assert {a["die"] for a in legal(state, 0)} == set(mine[1:])
    state, _ = act(state, 0, "flip_die", die=mine[1])
    assert state["dice"][mine[1]]["value"] == content().opposite[1]
    assert all(state["dice"][d]["value"] == 1 for d in theirs)


def test_flip_is_skipped_without_a_die_to_flip():
    state = turn_state()
    for d in dice_of(state, 0):
        set_die(state, d, 1, at="supply")
    run_effect(state, 0, {"kind": "flip"})
    assert top_kind(state) == "turn"


def test_a_fix_effect_removes_the_chosen_cube_and_stores_its_debris():
    state = turn_state()
    state["board"]["actions"]["discover"]["cubes"] = 2
    give(state, 0, debris=0)
    run_effect(state, 0, {"kind": "fix", "debris": "storage"})
    assert {a["type"] for a in legal(state, 0)} == {"fix_action"}
    state, _ = act(state, 0, "fix_action", action="discover")
    assert state["board"]["actions"]["discover"]["cubes"] == 1 and state["players"][0]["debris"] == 1
    assert top_kind(state) == "turn"


def test_a_fix_effect_that_places_its_debris_asks_where_like_the_fix_action():
    state = turn_state()
    gray_die = dice_of(state, "supply", "gray")[0]
    set_die(state, gray_die, 1, cube=True)
    put_tile(state, 0, (0, 0), tile("gray", good="vp"))
    run_effect(state, 0, {"kind": "fix", "debris": "place"})
    state, _ = act(state, 0, "fix_die", die=gray_die)
    assert not state["dice"][gray_die]["cube"]
    assert top_kind(state) == "place_debris"
    assert {a["type"] for a in legal(state, 0)} == {"debris_on_tile", "store_debris"}


def test_a_fix_effect_is_skipped_when_the_black_angel_has_no_damage():
    state = turn_state()
    run_effect(state, 0, {"kind": "fix", "debris": "storage"})
    assert top_kind(state) == "turn"


def test_draw_mission_offers_only_colours_that_can_still_be_drawn():
    state = turn_state()
    decks = state["decks"]
    decks["missions"]["orange"], decks["mission_discard"]["orange"] = [], []
    decks["exhausted"].append("gray")
    run_effect(state, 0, {"kind": "draw_mission"})
    assert [a["colour"] for a in legal(state, 0)] == ["green"]
    top = decks["missions"]["green"][-1]
    state, _ = act(state, 0, "draw_mission", colour="green")
    assert top in state["players"][0]["hand"]["missions"]


def test_draw_mission_reshuffles_a_colours_discards_when_its_deck_is_empty():
    state = turn_state()
    decks = state["decks"]
    decks["mission_discard"]["orange"], decks["missions"]["orange"] = decks["missions"]["orange"][:2], []
    run_effect(state, 0, {"kind": "draw_mission"})
    state, _ = act(state, 0, "draw_mission", colour="orange")
    assert len(state["decks"]["missions"]["orange"]) == 1 and state["decks"]["mission_discard"]["orange"] == []


def test_draw_mission_is_skipped_when_every_colour_is_exhausted():
    state = turn_state()
    state["decks"]["exhausted"] = list(content().colours)
    run_effect(state, 0, {"kind": "draw_mission"})
    assert top_kind(state) == "turn"


def test_vp_per_tile_counts_your_tiles_of_the_colour():
    state = new_state(3)
    start_turn(state, 0)
    put_tile(state, 0, (0, 1), tile("green"))
    put_tile(state, 0, (0, 2), advanced())
    give(state, 0, vp=0)
    run_effect(state, 0, {"kind": "vp_per_tile", "colour": "green", "vp": 2})
    assert state["players"][0]["vp"] == 2 * grid.tile_count(state["players"][0], "green") == 4


def test_n_effect_steps_run_one_atom_each_and_stop_at_a_choice():
    state = turn_state()
    give(state, 0, vp=0, **{"break": 1})
    steps.push_seq(state, [("effect", 0, {"effect": {"kind": "gain", "gain": {"vp": 1}}}),
                           ("effect", 0, {"effect": {"kind": "assign"}}),
                           ("effect", 0, {"effect": {"kind": "gain", "gain": {"vp": 1}}})])
    steps.run_automatic(state, [])
    assert top_kind(state) == "choose_assign" and state["players"][0]["vp"] == 1
    state, _ = act(state, 0, "assign", workstation="orange")
    assert state["players"][0]["vp"] == 2 and top_kind(state) == "turn"
    assert find(state, 0, "sequence_b") is not None
