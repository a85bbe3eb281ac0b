"""Objective Roulette (row 68): face-down objective tokens turned up at their round's Preparation (hidden
information, re-dealt among the unseen tokens of their kind), and the open bid in Order Chamber order: a minimum
of 1, raise or pass, a pass is final, the last bidder pays and scores, nobody scores when everyone passes."""
from shared.engine.contract import strip_label
from shared.engine.rng import Rng, seed_state
from shared.games.fallen_angel import roulette
from shared.games.fallen_angel.content import content

from tests.games.fallen_angel.helpers import (GAME, act, give, legal, legal_types, new_state, run_until, to_main,
                                              top_kind)

FLAT = "obj-10"   # O10: a flat 8 VP (orange ribbon, so it may lie on spot 1)
HONOR = "obj-01"  # O1: 2 VP per Honor kept after the bidding


# -- fixtures -------------------------------------------------------------------------------------------------------
def roulette_game(players: int = 4, seed: int = 1) -> dict:
    return new_state(players, seed, objective_roulette=True)


def at_bid(players: int = 4, honor: list | None = None, objective: str = FLAT, seed: int = 1) -> dict:
    """A roulette game at its first open bid for `objective`, the seats holding `honor`."""
    state = to_main(roulette_game(players, seed))
    spots = state["objectives"]
    if objective in spots:
        spots[spots.index(objective)] = spots[0]
    spots[0] = objective
    state["roulette"]["revealed"] = [objective]
    state = run_until(state, lambda s: top_kind(s) == "roulette_bid" or s["phase"] == "reset")
    for seat, n in enumerate(honor or []):
        give(state, seat, honor=n)
    return state


def bidder(state: dict) -> int:
    return GAME.active_seats(state)[0]


def bid(state: dict, honor: int | None = None) -> tuple[dict, list]:
    """The seat asked now raises to `honor`, or passes (None)."""
    seat = bidder(state)
    return act(state, seat, "pass") if honor is None else act(state, seat, "raise", honor=honor)


def rng(seed: int) -> Rng:
    return Rng({"rng": seed_state(seed)})


def events_of(ev: list, kind: str) -> list:
    return [e for e in ev if e["type"] == kind]


# -- face-down tokens ---------------------------------------------------------------------------------------------
def test_every_objective_token_starts_face_down_for_every_viewer():
    state = roulette_game(3)
    for viewer in (None, 0, 1, 2):
        assert GAME.view(state, viewer)["objectives"] == ["hidden"] * content().objective_spots
        assert set(state["objectives"]) <= GAME.hidden_from(state, viewer)


def test_without_the_option_every_objective_token_is_face_up():
    state = new_state(3)
    assert GAME.view(state, 0)["objectives"] == state["objectives"]
    assert not set(state["objectives"]) & GAME.hidden_from(state, 0)


def test_the_rounds_token_is_turned_up_when_its_preparation_begins():
    state, events = roulette_game(3), []
    while state["phase"] == "draft":
        seat = GAME.active_seats(state)[0]
        tr = GAME.apply(state, seat, strip_label(GAME.default_action(state, seat)))
        state, events = tr.state, events + tr.events
    first = state["objectives"][0]
    assert [e["data"]["objective"] for e in events_of(events, "objective_revealed")] == [first]
    assert GAME.view(state, 1)["objectives"] == [first] + ["hidden"] * 3
    assert first not in GAME.hidden_from(state, 1)


def test_the_next_token_is_turned_up_only_at_the_next_round():
    state = run_until(roulette_game(2), lambda s: s["round"] == 2 and s["phase"] == "main")
    assert len(state["roulette"]["revealed"]) == 2 and state["objectives"][0] == state["roulette"]["revealed"][1]
    assert GAME.view(state, 0)["objectives"] == [state["objectives"][0], "hidden", "hidden"]


def test_re_dealing_draws_face_down_tokens_from_the_unseen_tokens_of_their_kind():
    state = to_main(roulette_game(3))
    seen = set(state["roulette"]["revealed"])
    deals = [GAME.sample_hidden(state, 0, rng(k))["objectives"] for k in range(20)]
    orange = set(content().orange_objectives)
    for spots in deals:
        assert spots[0] == state["objectives"][0] and len(set(spots)) == len(spots)
        assert spots[1] in orange - seen and not set(spots[2:]) & (orange | seen)
    assert len({tuple(d) for d in deals}) > 1


def test_a_re_dealt_copy_keeps_every_token_a_viewer_has_seen():
    state = run_until(roulette_game(2), lambda s: s["round"] == 3 and s["phase"] == "main")
    copy = GAME.sample_hidden(state, None, rng(5))
    assert copy["objectives"][0] == state["objectives"][0]
    assert copy["objectives"][1] not in state["roulette"]["revealed"]


# -- the open bid ---------------------------------------------------------------------------------------------------
def test_the_first_seat_of_the_order_chamber_opens_with_at_least_one_honor_or_passes():
    state = at_bid(4, honor=[3, 3, 3, 3])
    assert bidder(state) == state["order"][0]
    assert [a.get("honor") for a in legal(state, bidder(state))] == [1, 2, 3, None]
    assert legal_types(state, bidder(state)) == ["pass", "raise"]


def test_each_bid_must_beat_the_high_bid_and_the_turn_follows_the_order_chamber():
    state = at_bid(4, honor=[5, 5, 5, 5])
    order = state["order"]
    state, ev = bid(state, 2)
    assert bidder(state) == order[1] and events_of(ev, "bid_raised")[0]["data"] == {"honor": 2}
    assert min(a["honor"] for a in legal(state, order[1]) if a["type"] == "raise") == 3
    state, _ = bid(state, 4)
    assert bidder(state) == order[2]


def test_a_pass_is_final_and_the_seat_is_never_asked_again():
    state = at_bid(3, honor=[5, 5, 5])
    order = state["order"]
    state, _ = bid(state, 1)
    state, _ = bid(state)          # order[1] passes for good
    state, _ = bid(state, 2)
    assert bidder(state) == order[0]
    state, _ = bid(state, 3)
    assert bidder(state) == order[2]


def test_the_last_bidder_pays_and_scores_and_the_others_pay_nothing():
    state = at_bid(3, honor=[5, 5, 5])
    order = state["order"]
    vp = [p["vp"] for p in state["players"]]
    state, _ = bid(state, 1)
    state, _ = bid(state, 3)
    state, _ = bid(state)
    state, ev = bid(state)         # order[0] passes: only order[1] is left
    winner = order[1]
    assert [p["honor"] for p in state["players"]] == [5 - 3 * (s == winner) for s in range(3)]
    assert [p["vp"] for p in state["players"]] == [vp[s] + 8 * (s == winner) for s in range(3)]
    scored = events_of(ev, "objective_scored")[0]["data"]
    assert scored["winners"] == [winner] and scored["bid"] == 3 and FLAT not in state["objectives"]


def test_the_winner_pays_before_scoring_so_o1_counts_the_honor_kept():
    state = at_bid(2, honor=[5, 5], objective=HONOR)
    first = state["order"][0]
    vp = state["players"][first]["vp"]
    state, _ = bid(state, 2)
    state, _ = bid(state)
    assert state["players"][first]["honor"] == 3 and state["players"][first]["vp"] == vp + 2 * 3


def test_when_everyone_passes_nobody_pays_or_scores_and_the_token_is_discarded():
    state = at_bid(3, honor=[4, 4, 4])
    before = [(p["vp"], p["honor"]) for p in state["players"]]
    for _ in range(3):
        state, ev = bid(state)
    assert [(p["vp"], p["honor"]) for p in state["players"]] == before
    assert events_of(ev, "objective_scored")[0]["data"]["winners"] == []
    assert FLAT not in state["objectives"] and top_kind(state) != "roulette_bid"


def test_a_seat_left_alone_without_a_bid_still_bids_or_passes():
    state = at_bid(3, honor=[4, 4, 4])
    last = state["order"][2]
    state, _ = bid(state)
    state, _ = bid(state)
    assert bidder(state) == last and legal_types(state, last) == ["pass", "raise"]
    state, _ = bid(state, 1)
    assert state["players"][last]["honor"] == 3 and top_kind(state) != "roulette_bid"


def test_a_seat_whose_honor_cannot_beat_the_high_bid_passes_at_once():
    state = at_bid(3)
    order = state["order"]
    for seat, n in zip(order, (4, 2, 4)):
        give(state, seat, honor=n)
    state, ev = bid(state, 2)
    forced = events_of(ev, "bid_passed")
    assert [(e["seat"], e["data"]["forced"]) for e in forced] == [(order[1], True)]
    assert bidder(state) == order[2]


def test_a_seat_without_honor_is_never_asked():
    state = at_bid(3)
    order = state["order"]
    give(state, order[1], honor=0)
    state, _ = bid(state)
    assert bidder(state) == order[2]


def test_the_open_bid_is_seen_by_every_seat():
    state = at_bid(3, honor=[5, 5, 5])
    state, _ = bid(state, 2)
    leader = state["order"][0]
    for viewer in (None, 0, 1, 2):
        data = GAME.view(state, viewer)["decision"]["data"]
        assert (data["high"], data["leader"], data["objective"]) == (2, leader, FLAT)
    assert "the top bid is 2 Honor" in GAME.prompt(state, bidder(state))["text"]


def test_each_bid_or_pass_opens_a_new_decision_for_the_next_seat():
    state = at_bid(3, honor=[5, 5, 5])
    first, key = bidder(state), GAME.decision_key(state, bidder(state))
    state, _ = bid(state, 1)
    assert GAME.decision_key(state, first) is None and GAME.decision_key(state, bidder(state)) != key


def test_the_secret_bid_is_not_used_with_objective_roulette():
    state = at_bid(2, honor=[2, 2])
    assert not any(item["kind"] == "bid" for item in state["pending"]) and state["bids"] == {}
    assert roulette.is_on(state)
