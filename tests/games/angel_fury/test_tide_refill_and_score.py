"""The evil tide's refill, its reinforcement deck, difficulty, soul points and victory on both sides
(AF-65..AF-68; Rulebook: Solo game: The evil tide)."""
import pytest

from shared.engine.result import result_problems
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury import tide_fixtures as t
from tests.games.angel_fury.battle_fixtures import dice, faces  # noqa: F401  (the scripted-dice fixture)

BACK_ROW = ["r1c1", "r1c2", "r1c3", "r1c4", "r1c5"]
SOUL, ANGEL_ALTAR = "r3c4", "r5c2"
#: a card with two values (normal, hard) and the biggest single-value card (content tide.json; RULES.md, tuning)
TWO_VALUED, BIG = "tide-card-15", "tide-card-13"


def card_values(card: str) -> list:
    from shared.games.angel_fury.tide_content import tide_content

    return list(tide_content().card(card)["demons"])


def test_after_all_moves_five_cards_refill_the_back_row_from_left_to_right():
    state = t.cleared(seed=3)
    before = list(state["tide"]["deck"])
    state, events = t.run_tide_turn(state)
    drawn = t.of_type(events, "tide_card_drawn")
    assert [d["area"] for d in drawn] == BACK_ROW
    assert sorted(d["card"] for d in drawn) == sorted(before) and state["tide"]["deck"] == []
    for d in drawn:
        assert d["demons"] == card_values(d["card"])[0] == t.demons(state, d["area"])


def test_each_refill_card_is_its_own_tide_step():
    state = t.cleared()
    actions = []
    while not t.is_angels_turn(state):
        actions.append(t.next_tide_action(state)["type"])
        state, events = t.tide_step(state)
        assert len(t.of_type(events, "tide_card_drawn")) <= 1
    assert actions == ["tide_refill"] * 5 + ["tide_score"]


def test_arrivals_that_do_not_fit_are_lost_to_the_reserve():
    n = card_values(BIG)[0]
    state = t.set_deck(t.cleared(), [BIG], [])
    h.place(state, "r1c1", t.BLACK, 8, fresh_=0)
    reserve = state["reserve"]["minions"]["black"]
    state, events = t.tide_step(state)
    assert n >= 2 and t.of_type(events, "tide_moved") == [{"area": None, "to": "r1c1", "demons": 1, "stayed": n - 1}]
    assert t.demons(state, "r1c1") == 9 and state["reserve"]["minions"]["black"] == reserve - 1


def test_angels_in_the_back_row_are_attacked_by_the_arriving_demons(dice):
    n = card_values(BIG)[0]
    state = t.set_deck(t.cleared(), [BIG], [])
    h.place(state, "r1c1", t.YELLOW, 1)
    dice += [faces(hit=n), faces(blank=1)]
    state, events = t.tide_step(state)
    started = t.of_type(events, "battle_started")[0]
    assert (started["area"], started["came_from"], started["minions"]) == ("r1c1", None, n)
    state, events = t.run_tide_turn(state)
    assert t.of_type(events, "battle_ended")[0]["outcome"] == "defender_wiped"
    assert t.demons(state, "r1c1") == n and t.angels(state, "r1c1") == 0


def test_an_empty_deck_is_reshuffled_from_every_drawn_card():
    state = t.cleared()
    drawn = sorted(state["tide"]["discard"] + state["tide"]["deck"])
    t.set_deck(state, drawn[:2], drawn[2:])
    state, _ = t.tide_step(state)
    state, _ = t.tide_step(state)
    assert state["tide"]["deck"] == []
    state, events = t.tide_step(state)
    assert t.of_type(events, "tide_deck_reshuffled") == [{"cards": 15}]
    assert len(state["tide"]["deck"]) == 14 and len(state["tide"]["discard"]) == 1
    assert sorted(state["tide"]["deck"] + state["tide"]["discard"]) == drawn


def test_the_draw_comes_from_the_games_generator_so_a_seed_replays_it():
    a, _ = t.run_tide_turn(t.cleared(seed=7))
    b, _ = t.run_tide_turn(t.cleared(seed=7))
    assert a["tide"]["discard"] == b["tide"]["discard"]


@pytest.mark.parametrize("difficulty, index", [("normal", 0), ("hard", -1)])
def test_hard_uses_the_second_value_of_a_two_value_card(difficulty, index):
    state = t.set_deck(t.cleared(difficulty=difficulty), [TWO_VALUED], [])
    state, events = t.tide_step(state)
    values = card_values(TWO_VALUED)
    assert len(values) == 2 and values[0] < values[1]
    assert t.of_type(events, "tide_card_drawn")[0]["demons"] == values[index]


def test_two_cards_show_two_values_and_single_value_cards_are_the_same_on_hard():
    from shared.games.angel_fury.tide_content import tide_content

    cards = tide_content().cards
    assert sum(1 for c in cards if len(c["demons"]) == 2) == 2
    state = t.set_deck(t.cleared(difficulty="hard"), [BIG], [])
    state, events = t.tide_step(state)
    assert t.of_type(events, "tide_card_drawn")[0]["demons"] == card_values(BIG)[0]


def test_the_tide_scores_the_soul_and_the_angel_altar_at_the_end_of_its_turn():
    state = t.set_deck(t.moves_only(t.cleared()), [])
    h.place(state, SOUL, t.BLACK, 2, fresh_=0)
    h.place(state, ANGEL_ALTAR, t.BLACK, 2, fresh_=0)
    h.place(state, "r1c2", t.YELLOW, 1)  # the angels hold the demon altar: they score it on their turn only
    state, events = t.run_tide_turn(state)
    assert t.of_type(events, "soul_points_scored") == [
        {"side": "evil", "soul": 1, "altars": 1, "total": 2}]
    assert state["soul_points"] == {"evil": 2, "good": 0}


def test_the_tide_reaching_seven_wins_the_solo_game():
    state = t.moves_only(t.cleared())
    state["soul_points"]["evil"] = 6
    h.place(state, SOUL, t.BLACK, 2, fresh_=0)
    state, events = t.run_tide_turn(state)
    result = state["final"]
    assert result["mode"] == "solo" and result["winners"] == [t.TIDE]
    assert result["details"]["solo"]["outcome"] == "tide_won" and result["details"]["solo"]["automa"] == t.TIDE
    assert result["details"]["solo"]["margin"] == -7 and result["details"]["solo"]["demon_turns"] == 1
    assert not result_problems(result, 2) and h.GAME.active_seats(state) == []


def test_the_angels_reaching_seven_first_win_the_solo_game():
    state = t.moves_only(t.cleared())
    state, _ = t.run_tide_turn(state)
    state["soul_points"]["good"] = 6
    h.place(state, SOUL, t.YELLOW, 1)
    state, events = h.end_turn(state, t.ANGELS)
    result = state["final"]
    assert result["mode"] == "solo" and result["winners"] == [t.ANGELS]
    assert result["details"]["solo"]["outcome"] == "angels_won" and result["details"]["solo"]["margin"] == 7
    assert not result_problems(result, 2)


def test_after_the_angels_turn_the_tide_moves_again():
    state = t.moves_only(t.cleared())
    state, _ = t.run_tide_turn(state)
    h.place(state, "r1c1", t.BLACK, 1)
    state, _ = h.end_turn(state, t.ANGELS)
    assert h.top_kind(state) == "tide_turn" and state["tide"]["turns"] == 2
    assert h.fresh(state, "r1c1", t.BLACK) == 1
