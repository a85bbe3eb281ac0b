"""The search bot on a game small enough to solve by hand: Nim with one pile, take 1 or 2, who takes the last wins."""
import copy
import random

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


def test_with_one_simulation_the_root_plays_the_greedy_choice_when_it_leans_on_greedy_values():
    leaning = SearchBot("t", "", simulations=1, depth=4, bias=1.0, widen=1.0)
    state = nim(2)  # taking both wins at once; taking one lets the other win
    assert leaning.choose(Nim(), state, 0, Nim().legal_actions(state, 0), seed="s")["n"] == 2


class Invest:
    """One seat: `hold` ends the game worth 1; `invest` is a chain of three more steps worth 3 only at its end.
    Halfway through the chain the value is 0, so a rollout cut short undervalues investing."""

    name = "invest"

    def active_seats(self, state):
        return [] if state["over"] else [0]

    def legal_actions(self, state, seat):
        if state["chain"] is None:
            return [{"type": "hold", "label": "hold"}, {"type": "invest", "label": "invest"}]
        return [{"type": "step", "label": "step"}]

    def apply_in_place(self, state, seat, action):
        if action["type"] == "hold":
            state["over"], state["value"] = True, 1.0
        elif action["type"] == "invest":
            state["chain"] = 3
        else:
            state["chain"] -= 1
            if state["chain"] == 0:
                state["over"], state["value"] = True, 3.0
        return []

    def clone(self, state):
        return copy.deepcopy(state)

    def is_over(self, state):
        return state["over"]

    def teams(self, state):
        return [[0]]

    def sample_hidden(self, state, viewer, rng):
        return copy.deepcopy(state)

    def bot_value(self, state, seat):
        return state["value"]

    def bot_lookahead(self, state, seat):
        return not state["over"] and state["chain"] is not None


def test_a_settling_rollout_reads_the_value_after_the_chain_of_decisions_not_halfway_through_it():
    state = {"over": False, "chain": None, "value": 0.0, "seats": [{"kind": "bot"}]}
    legal = Invest().legal_actions(state, 0)
    cut = SearchBot("t", "", simulations=20, depth=1)
    settled = SearchBot("t", "", simulations=20, depth=1, settle=True)
    assert cut.choose(Invest(), state, 0, legal, seed="s")["type"] == "hold"
    assert settled.choose(Invest(), state, 0, legal, seed="s")["type"] == "invest"


def test_a_sampling_rollout_policy_plays_the_best_of_its_draws_by_the_value_one_step_on():
    bot = SearchBot("t", "", simulations=1, depth=1, sample=2)
    state = {"over": False, "chain": None, "value": 0.0, "seats": [{"kind": "bot"}]}
    picks = {bot._default(Invest(), state, 0, random.Random(i))["type"] for i in range(10)}
    assert picks == {"hold"}  # hold is worth 1 at once, invest 0
    uniform = SearchBot("t", "", simulations=1, depth=1)
    assert {uniform._default(Invest(), state, 0, random.Random(i))["type"] for i in range(20)} == {"hold", "invest"}


def test_with_budget_keeps_the_levels_tuning_but_the_budget():
    small = BOTS["search"].with_budget(5, 2)
    assert (small.simulations, small.depth) == (5, 2)
    assert (small.sample, small.settle, small.bias) == (BOTS["search"].sample, True, BOTS["search"].bias)
