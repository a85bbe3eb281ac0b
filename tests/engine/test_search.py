"""The search bot on a game small enough to solve by hand: Nim with one pile, take 1 or 2, who takes the last wins."""
import copy

from shared.engine.bots import BOTS
from shared.engine.search import SearchBot


class Nim:
    """Two seats; the winning move leaves the other a multiple of 3. The value is 1 for a win, 0 otherwise."""

    name = "nim"

    def active_seats(self, state):
        return [] if state["pile"] == 0 else [state["turn"]]

    def legal_actions(self, state, seat):
        return [{"type": "take", "n": n, "label": f"take {n}"} for n in (1, 2) if n <= state["pile"]]

    def apply_in_place(self, state, seat, action):
        state["pile"] -= action["n"]
        state["last"], state["turn"] = seat, 1 - seat
        return []

    def clone(self, state):
        return copy.deepcopy(state)

    def is_over(self, state):
        return state["pile"] == 0

    def teams(self, state):
        return [[0], [1]]

    def sample_hidden(self, state, viewer, rng):
        return copy.deepcopy(state)

    def bot_value(self, state, seat):
        return 1.0 if state["pile"] == 0 and state["last"] == seat else 0.0


def nim(pile):
    return {"pile": pile, "turn": 0, "last": None, "seats": [{"kind": "bot"}, {"kind": "bot"}]}


def test_the_search_bot_finds_the_move_that_leaves_a_multiple_of_three():
    bot = SearchBot("t", "", simulations=300, depth=10)
    for pile in (4, 5, 7, 8):
        state = nim(pile)
        chosen = bot.choose(Nim(), state, 0, Nim().legal_actions(state, 0), seed="x")
        assert (pile - chosen["n"]) % 3 == 0, pile


def test_the_search_bot_chooses_the_same_for_the_same_seed():
    bot = SearchBot("t", "", simulations=40, depth=10)
    state = nim(10)
    legal = Nim().legal_actions(state, 0)
    assert len({bot.choose(Nim(), state, 0, legal, seed="s")["n"] for _ in range(5)}) == 1


def test_hitting_the_wall_clock_cap_is_counted_and_still_gives_a_legal_action():
    bot = SearchBot("t", "", simulations=1000, depth=10, cap_seconds=0.0)
    state = nim(10)
    legal = Nim().legal_actions(state, 0)
    assert bot.choose(Nim(), state, 0, legal, seed="s") in legal
    assert bot.cap_hits == 1


def test_the_search_levels_are_registered_with_a_line_of_text_each():
    assert BOTS["search"].simulations > BOTS["search-fast"].simulations
    assert all(BOTS[name].text for name in ("search", "search-fast"))
