"""The evil tide's setup, seats and options (AF-58, AF-67; Rulebook: Solo game: The evil tide)."""
import pytest

from shared.engine import InvalidOptions, SeatSpec
from shared.games.angel_fury import board
from shared.games.angel_fury.content import content
from shared.games.angel_fury.tide_content import tide_content
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury import tide_fixtures as t


def test_a_table_with_an_automa_seat_plays_the_evil_tide_with_the_automa_on_the_demons():
    options, seats = h.GAME.prepare({}, t.SEATS)
    assert options["scenario"] == "evil_tide" and options["difficulty"] == "normal"
    assert [s.role for s in seats] == ["yellow", "black"]
    state = t.new_solo()
    assert state["tide"]["seat"] == t.TIDE and state["players"][t.TIDE]["side"] == "evil"


def test_the_tide_may_sit_in_seat_0():
    seats = [SeatSpec(0, "the evil tide", "automa"), SeatSpec(1, "You", "human", role="white")]
    state = h.GAME.new_game(3, {"scenario": "evil_tide"}, seats)
    assert state["tide"]["seat"] == 0 and state["players"][1]["colour"] == "white"
    assert h.GAME.active_seats(state) == [1]


@pytest.mark.parametrize("options, seats", [
    ({"scenario": "duel"}, t.SEATS),
    ({"scenario": "evil_tide"}, [SeatSpec(0, "A", "human"), SeatSpec(1, "B", "human")]),
    ({"scenario": "evil_tide"}, [SeatSpec(0, "A", "human", role="black"), SeatSpec(1, "T", "automa")]),
    ({"scenario": "evil_tide", "difficulty": "nightmare"}, t.SEATS),
])
def test_an_automa_seat_outside_the_solo_game_or_a_solo_game_without_one_is_refused(options, seats):
    with pytest.raises(InvalidOptions):
        h.GAME.prepare(options, seats)


def test_mountains_and_fountains_stand_only_on_the_angel_half_and_the_middle_row():
    state = t.new_solo()
    for area, rec in state["areas"].items():
        row, _ = board.coords(area)
        printed = board.terrain(state["board"], area)
        assert rec["terrain"] == (printed if row >= 3 else None), area
    assert any(rec["terrain"] for a, rec in state["areas"].items() if board.coords(a)[0] == 3)


def test_each_demon_half_area_holds_the_demons_of_its_reinforcement_card():
    state = t.new_solo(seed=4)
    drawn = state["tide"]["discard"]
    assert len(drawn) == len(tide_content().setup_areas) == 10 and len(state["tide"]["deck"]) == 5
    assert sorted(drawn + state["tide"]["deck"]) == sorted(tide_content().card_ids)
    for area, card in zip(tide_content().setup_areas, drawn):
        assert t.demons(state, area) == tide_content().card(card)["demons"][0], area
    for area, rec in state["areas"].items():
        if board.coords(area)[0] >= 3:
            assert t.BLACK not in rec["units"]


def test_some_cards_bring_no_demons_leaving_their_area_empty():
    values = [c["demons"][0] for c in tide_content().cards]
    assert values.count(0) >= 1 and len(values) == 15
    empty = [s for s in range(30) if any(t.demons(t.new_solo(seed=s), a) == 0 for a in tide_content().setup_areas)]
    assert empty


def test_the_angels_set_up_as_in_the_duel_and_the_tide_has_no_leaders_cards_or_resources():
    state = t.new_solo()
    duel = content().scenario("duel")["units"]["yellow"]
    for area, troop in duel.items():
        assert t.angels(state, area) == troop["minions"]
    tide = state["players"][t.TIDE]
    assert not [lid for lid, leader in state["leaders"].items() if leader["colour"] == "black"]
    assert tide["hand"] == tide["deck"] == [] and tide["crystals"] == tide["reinforcements"] == 0
    assert tide["character"] is None and tide["offered"] == []


def test_only_the_angel_training_ground_is_in_play():
    state = t.new_solo()
    assert state["training"]["evil"] == {"deck": [], "offer": [], "lost": []}
    assert len(state["training"]["good"]["offer"]) == content().training_offer


def test_each_side_plays_the_minions_of_both_its_colours():
    state = t.new_solo(seed=2)
    on_board = sum(t.demons(state, a) for a in state["areas"])
    assert state["reserve"]["minions"]["black"] + on_board == 2 * content().units_per_colour["minions"]


def test_only_the_angels_choose_a_character_and_the_game_begins_with_the_first_demon_turn():
    state = t.new_solo()
    assert h.GAME.active_seats(state) == [t.ANGELS]
    state = t.at_tide_turn()
    assert state["turn"]["seat"] == t.TIDE and h.GAME.active_seats(state) == [t.TIDE]
    assert h.top_kind(state) == "tide_turn" and state["tide"]["turns"] == 1
    assert state["players"][t.ANGELS]["character"] == "raphael" and len(state["players"][t.ANGELS]["hand"]) == 4


def test_the_tides_decision_is_always_exactly_the_one_the_rules_choose():
    state = t.at_tide_turn()
    legal = h.legal(state, t.TIDE)
    assert len(legal) == 1 and t.next_tide_action(state) == legal[0]
    assert h.legal(state, t.ANGELS) == []


def test_the_view_shows_the_tides_cards_drawn_and_not_yet_drawn():
    state = t.at_tide_turn()
    view = h.GAME.view(state, t.ANGELS)
    assert view["tide"]["deck"] == state["tide"]["deck"] and view["tide"]["discard"] == state["tide"]["discard"]
    assert view["tide"]["seat"] == t.TIDE
    assert h.GAME.view(h.started(), 0)["tide"] is None
    assert h.GAME.prompt(state, t.TIDE)["kind"] == "tide_turn"


def test_the_glossary_names_every_reinforcement_card_path_and_diversion_once():
    ids = [c["id"] for c in h.GAME.glossary()["components"]]
    tide = tide_content()
    own = list(tide.card_ids) + [p["id"] for p in tide.paths] + [d["id"] for d in tide.diversions]
    assert all(ids.count(i) == 1 for i in own) and len(ids) == len(set(ids))
    assert "tide" in h.GAME.glossary()["view"]
