"""Whether Sequence A is possible when only the A.1 card play can make a die usable (BA-8, BA-10; RULES.md A9)."""
from shared.games.black_angel import sequence_a, steps
from shared.games.black_angel.steps import Step
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import (act, clear_dice, dice_of, find, give, legal, legal_types, new_state,
                                             put_tile, refused, set_die, start_turn)

#: the starting tiles lie on the diagonal: orange +1 ship (1,1), gray +1 resource (2,2), green +1 VP (3,3)
GRAY_CELL = (1, 1)


def ready(**holdings):
    """Seat 0's turn in a 3-player game; every compartment empty; seat 0 has no resource or debris."""
    state = start_turn(new_state(3), 0)
    for seat in range(3):
        clear_dice(state, seat)
    return give(state, 0, **{"resources": 0, "debris": 0, **holdings})


def die_for(state, seat, colour, value):
    """A supply die of `colour` showing `value` put in `seat`'s compartment; returns its id."""
    die_id = dice_of(state, "supply", colour)[0]
    set_die(state, die_id, value, at=seat)
    return die_id


def hand(state, seat=0):
    player = state["players"][seat]["hand"]
    return {"mission": {content().mission(m)["colour"]: m for m in player["missions"]},
            "ravager": player["ravagers"][0]}


def plays(state, seat=0):
    return {(a["card"], a["slot"]) for a in legal(state, seat) if a["type"] == "play_card"}


def tile_with(colour, kind):
    return next(t for t in content().normal_tiles[colour] if content().tile(t)["effect"]["kind"] == kind)


def test_a_card_whose_tile_brings_the_resource_to_buy_another_players_die_makes_sequence_a_possible():
    # the case: no die, no resource; a gray Mission in row 2 fires the gray "+1 resource" starting tile
    state = ready()
    theirs = die_for(state, 1, "orange", 3)
    cards = hand(state)
    assert sequence_a.is_sequence_a_possible(state, 0)
    gray, ravager = cards["mission"]["gray"], cards["ravager"]
    assert plays(state) == {(gray, "row2"), (gray, "col2"), (ravager, "row2"), (ravager, "col2")}
    assert set(legal_types(state, 0)) == {"sequence_b", "play_card"}
    state, _ = act(state, 0, "play_card", card=gray, slot="row2")
    state, _ = act(state, 0, "activate_tile", cell=list(GRAY_CELL))
    assert find(state, 0, "take_die", die=theirs) is not None


def test_a_card_whose_tiles_bring_nothing_a_die_can_use_leaves_only_sequence_b():
    # the same resource buys nothing when no die of another player is for sale
    state = ready()
    assert not sequence_a.is_sequence_a_possible(state, 0)
    assert legal_types(state, 0) == ["sequence_b"]


def test_a_tile_that_flips_your_die_counts_toward_sequence_a():
    # an orange star serves only Command Your Ships (no ship in space); flipped to 2 it takes Discover
    state = ready()
    star = die_for(state, 0, "orange", 0)
    put_tile(state, 0, (0, 1), tile_with("orange", "flip"))
    orange = hand(state)["mission"]["orange"]
    assert (orange, "row1") in plays(state) and (orange, "col2") in plays(state)
    state, _ = act(state, 0, "play_card", card=orange, slot="row1")
    state, _ = act(state, 0, "activate_tile", cell=[0, 1])
    state, _ = act(state, 0, "flip_die", die=star)
    state, _ = act(state, 0, "done")  # the orange starting tile of row 1 stays unfired
    assert find(state, 0, "take_die", die=star) is not None


def test_debris_from_a_tile_pays_for_the_flip_that_makes_your_die_usable():
    state = ready()
    star = die_for(state, 0, "gray", 0)
    debris_tile = next(t for t in content().normal_tiles["gray"]
                       if "debris" in content().tile(t)["effect"].get("gain", {}))
    put_tile(state, 0, (1, 0), debris_tile)
    put_tile(state, 0, GRAY_CELL, None)  # no resource either: only the debris can help
    gray = hand(state)["mission"]["gray"]
    assert plays(state) >= {(gray, "row2"), (gray, "col1")}
    state, _ = act(state, 0, "play_card", card=gray, slot="col1")
    state, _ = act(state, 0, "activate_tile", cell=[1, 0])
    assert find(state, 0, "flip", die=star) is not None


def test_a_card_play_that_makes_no_die_usable_is_refused_with_the_reason():
    state = ready()
    die_for(state, 1, "orange", 3)
    green = hand(state)["mission"]["green"]
    assert "makes none usable" in refused(state, 0, {"type": "play_card", "card": green, "slot": "row3"})


def test_once_a_card_is_played_the_look_ahead_counts_no_second_card():
    state = ready()
    die_for(state, 1, "orange", 3)
    state["turn"]["card_played"] = True
    assert not sequence_a.is_sequence_a_possible(state, 0)
    assert sequence_a.enabling_plays(state, 0) == []


def test_the_look_ahead_leaves_the_state_it_examines_unchanged():
    state = ready()
    die_for(state, 1, "orange", 3)
    put_tile(state, 0, (1, 0), tile_with("green", "fix"))
    put_tile(state, 0, (1, 2), tile_with("green", "draw_mission"))
    before = repr(state)
    sequence_a.enabling_plays(state, 0)
    assert repr(state) == before


def test_the_look_ahead_examines_at_most_its_budget_of_states(monkeypatch):
    # three flip tiles in a line a Ravager activates, and no flip helps: the search stops at its budget
    state = ready(**{"break": 0})
    state["board"]["display"] = [None] * len(content().display_costs)
    state["board"]["advanced"] = [None] * content().advanced_display
    for col in range(3):
        put_tile(state, 0, (1, col), tile_with("orange", "flip"))
    for colour in ("orange", "gray", "green"):
        die_for(state, 0, colour, 1)
    spec, played_copy = steps.STEPS["choose_flip"], sequence_a.played_copy
    examined = []

    def counting_apply(sim, step, action, ev):
        examined.append(action["die"])
        spec.apply(sim, step, action, ev)

    def counting_copy(*args):
        examined.append("card play")
        return played_copy(*args)

    monkeypatch.setitem(steps.STEPS, "choose_flip", Step(legal=spec.legal, apply=counting_apply))
    monkeypatch.setattr(sequence_a, "played_copy", counting_copy)
    assert not sequence_a.is_sequence_a_possible(state, 0)
    unbounded = len(examined)
    examined.clear()
    monkeypatch.setattr(sequence_a, "BRANCH_BUDGET", 5)
    assert not sequence_a.is_sequence_a_possible(state, 0)
    assert len(examined) == 5 < unbounded
