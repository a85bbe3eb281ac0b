"""The strongest bot that fits a deadline (issue 31 §4), in an order; each game's order from its measured Elo."""
from shared.engine.bots import BOTS, STRENGTH_ORDER, strongest_bot
from shared.service.bot_ratings import strength_order


def test_every_bot_declares_its_p99_decision_time_and_the_order_names_every_bot():
    assert sorted(STRENGTH_ORDER) == sorted(BOTS)
    assert [BOTS[name].p99_seconds for name in STRENGTH_ORDER] == [1.0, 0.1, 0.01, 0.001]


def test_a_normal_clock_fits_the_strongest_bot():
    assert strongest_bot(STRENGTH_ORDER, 60.0) == "search"
    assert strongest_bot(STRENGTH_ORDER, 10.0) == "search"


def test_a_shorter_deadline_falls_down_the_order_to_a_faster_bot():
    assert strongest_bot(STRENGTH_ORDER, 1.0) == "search-fast"
    assert strongest_bot(STRENGTH_ORDER, 0.5) == "greedy"
    assert strongest_bot(STRENGTH_ORDER, 0.01) == "random"


def test_when_no_bot_fits_the_fastest_plays():
    assert strongest_bot(STRENGTH_ORDER, 0.0001) == "random"


def test_a_rated_game_orders_its_bots_by_elo():
    measured = {"greedy": {"elo": 600}, "search": {"elo": 500}, "search-fast": {"elo": 550}, "random": {"elo": 0}}
    order = strength_order("falling", measured)
    assert order == ["greedy", "search-fast", "search", "random"]
    assert strongest_bot(order, 60.0) == "greedy"


def test_bots_a_rating_leaves_out_come_after_the_rated_ones_in_the_declared_order():
    assert strength_order("falling", {"search-fast": {"elo": 500}}) == ["search-fast", "search", "greedy", "random"]
    assert strength_order("falling", {}) == list(STRENGTH_ORDER)
