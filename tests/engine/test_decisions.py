"""The engine's decision queue (shared.engine.decisions): one-seat, all-seat and window decisions."""
from shared.engine import decisions


def test_a_one_seat_decision_waits_for_its_seat_and_closes_on_its_answer():
    state = {}
    item = decisions.ask(state, "pick", 2, cards=["a", "b"])
    assert item == {"id": 1, "kind": "pick", "mode": "one", "seat": 2, "cards": ["a", "b"]}
    assert decisions.front(state) is item and decisions.active(state) == [2]
    assert decisions.is_asked(state, 2) and not decisions.is_asked(state, 0)
    assert decisions.record(state, 2) is True
    assert state["pending"] == [] and decisions.front(state) is None and decisions.active(state) == []


def test_an_empty_or_missing_queue_asks_nobody():
    assert decisions.front({}) is None and decisions.active({}) == []
    assert decisions.decision_key({"pending": []}, 0) is None


def test_every_decision_gets_a_new_id_whatever_its_mode():
    state = {}
    items = [decisions.ask(state, "a", 0), decisions.ask_all(state, "b", [0, 1]),
             decisions.open_window(state, "c", [1, 0]), decisions.ask(state, "a", 0)]
    assert [i["id"] for i in items] == [1, 2, 3, 4] and state["pending_seq"] == 4


def test_ids_stay_unique_after_the_queue_empties():
    state = {}
    decisions.ask(state, "a", 0)
    decisions.record(state, 0)
    assert decisions.ask(state, "a", 0)["id"] == 2


def test_a_queue_under_another_key_counts_its_own_ids():
    state = {}
    decisions.ask(state, "a", 0)
    item = decisions.ask(state, "a", 0, key="side")
    assert item["id"] == 1 and state["side"] == [item] and state["side_seq"] == 1 and state["pending_seq"] == 1


def test_only_the_front_decision_is_open():
    state = {}
    decisions.ask(state, "first", 0)
    decisions.ask(state, "second", 1)
    assert decisions.active(state) == [0] and decisions.decision_key(state, 1) is None
    decisions.record(state, 0)
    assert decisions.active(state) == [1] and decisions.front(state)["kind"] == "second"


def test_an_all_seats_decision_waits_for_each_seat_once_in_any_order():
    state = {}
    decisions.ask_all(state, "supply", [0, 1, 2])
    assert decisions.active(state) == [0, 1, 2]
    assert decisions.record(state, 1) is False
    assert decisions.active(state) == [0, 2] and not decisions.is_asked(state, 1)
    assert decisions.record(state, 2) is False
    assert decisions.record(state, 0) is True
    assert state["pending"] == []


def test_an_all_seats_decision_keeps_each_waiting_seats_key_when_another_seat_answers():
    state = {}
    decisions.ask_all(state, "supply", [0, 1, 2])
    before = {s: decisions.decision_key(state, s) for s in (0, 1, 2)}
    decisions.record(state, 1)
    assert decisions.decision_key(state, 0) == before[0] and decisions.decision_key(state, 2) == before[2]
    assert decisions.decision_key(state, 1) is None


def test_a_seat_outside_the_open_decision_has_no_decision_key():
    state = {}
    decisions.ask_all(state, "supply", [0, 1])
    assert decisions.decision_key(state, 2) is None


def test_a_window_passes_the_turn_round_its_seats_starting_with_the_first():
    state = {}
    decisions.open_window(state, "react", [2, 0, 1])
    assert decisions.active(state) == [2]
    decisions.record(state, 2, passed=True)
    assert decisions.active(state) == [0]
    decisions.record(state, 0, passed=True)
    assert decisions.active(state) == [1]
    decisions.record(state, 1)
    assert decisions.active(state) == [2]


def test_a_window_closes_only_after_every_seat_has_passed_in_a_row():
    state = {}
    decisions.open_window(state, "react", [0, 1, 2])
    assert decisions.record(state, 0, passed=True) is False
    assert decisions.record(state, 1, passed=True) is False
    assert decisions.record(state, 2, passed=True) is True
    assert state["pending"] == []


def test_acting_in_a_window_restarts_the_count_of_passes():
    state = {}
    decisions.open_window(state, "react", [0, 1, 2])
    decisions.record(state, 0, passed=True)
    decisions.record(state, 1, passed=True)
    assert decisions.record(state, 2) is False  # acted: everyone gets another chance
    assert decisions.front(state)["passes"] == 0
    assert decisions.record(state, 0, passed=True) is False
    assert decisions.record(state, 1, passed=True) is False
    assert decisions.record(state, 2, passed=True) is True


def test_a_windows_decision_key_changes_with_every_act_or_pass():
    state = {}
    decisions.open_window(state, "react", [0, 1, 2])
    first = decisions.decision_key(state, 0)
    assert decisions.decision_key(state, 1) is None  # not its turn
    decisions.record(state, 0, passed=True)
    assert decisions.decision_key(state, 1) == [first[0], 1]
    decisions.record(state, 1)
    decisions.record(state, 2, passed=True)
    assert decisions.decision_key(state, 0) == [first[0], 3] != first


def test_a_windows_key_never_repeats_once_every_seat_has_acted_in_a_round():
    # Turn and pass count come back to the same values after a round of acts; the key must not.
    state = {}
    decisions.open_window(state, "react", [0, 1])
    first = decisions.decision_key(state, 0)
    decisions.record(state, 0, passed=True)
    decisions.record(state, 1)
    assert decisions.front(state)["turn"] == 0 and decisions.front(state)["passes"] == 0
    assert decisions.decision_key(state, 0) != first


def test_a_new_decision_gets_a_new_key_even_with_the_same_kind_and_seat():
    state = {}
    decisions.ask(state, "goods", 0)
    first = decisions.decision_key(state, 0)
    decisions.record(state, 0)
    decisions.ask(state, "goods", 0)
    assert decisions.decision_key(state, 0) != first


def test_resolve_front_puts_the_decisions_it_asks_before_the_older_ones():
    state = {}
    decisions.ask(state, "first", 0)
    decisions.ask(state, "older", 1)
    seen = []

    def resolve(item):
        seen.append(item["kind"])
        decisions.ask(state, "follow_up_a", 0)
        decisions.ask(state, "follow_up_b", 0)

    item = decisions.resolve_front(state, 0, resolve)
    assert item["kind"] == "first" and seen == ["first"]
    assert [i["kind"] for i in state["pending"]] == ["follow_up_a", "follow_up_b", "older"]
    assert [i["id"] for i in state["pending"]] == [3, 4, 2]


def test_resolve_front_with_nothing_asked_leaves_the_older_decisions_as_they_were():
    state = {}
    decisions.ask(state, "first", 0)
    older = decisions.ask(state, "older", 1)
    decisions.resolve_front(state, 0, lambda item: None)
    assert state["pending"] == [older]
