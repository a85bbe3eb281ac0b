"""Views, hidden information and re-dealing (hero hands and decks, the monster bag, secret bids, generators),
prompts, the glossary, the summary and the bot value."""
import orjson
import pytest

from shared.engine.rng import Rng, seed_state
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.botvalue import estimate, lookahead, value
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.prompts import SEAT_TEXTS, TEXTS
from shared.games.fallen_angel.sampling import hidden_ids
from tests.games.fallen_angel.helpers import (GAME, act, active, at_main_turn, dice_of, give, new_state, put_group,
                                              run_until, to_main)


def rng(seed: int) -> Rng:
    return Rng({"rng": seed_state(seed)})


def canon(obj) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def pending_kind(kind: str):
    return lambda s: bool(s["pending"]) and s["pending"][0]["kind"] == kind


def at_arrival(players: int = 3, seed: int = 4) -> dict:
    """Round 2's Hero Arrival: every seat holds a hand and 3 drawn cards, and knows the top and bottom cards of
    its deck (as if it had put them back there)."""
    state = run_until(new_state(players, seed=seed), pending_kind("hero_arrival"))
    for player in state["players"]:
        heroes = player["heroes"]
        heroes["known_top"], heroes["known_bottom"] = [heroes["deck"][-1]], [heroes["deck"][0]]
    return state


def at_bid(players: int = 3, seed: int = 6) -> dict:
    """Round 1's objective bid, nobody has bid yet."""
    return run_until(new_state(players, seed=seed), pending_kind("bid"))


def pool_of(state: dict, seat: int) -> set:
    """A seat's hero cards not on a Hatch: hand, drawn and deck."""
    h = state["players"][seat]["heroes"]
    return set(h["hand"]) | set(h.get("drawn", [])) | set(h["deck"])


def unknown_deck(state: dict, seat: int) -> list:
    h = state["players"][seat]["heroes"]
    return [c for c in h["deck"] if c not in h["known_top"] and c not in h["known_bottom"]]


# -- views ----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("viewer", [None, 0, 1, 2])
def test_no_view_shows_another_seats_heroes_the_monster_bag_or_a_generator(viewer):
    state = at_arrival()
    seen = canon(GAME.view(state, viewer))
    secret = set(state["monster_bag"]).union(*(pool_of(state, s) for s in range(3) if s != viewer))
    if viewer is not None:
        secret |= set(unknown_deck(state, viewer))
    for card in secret:
        assert card.encode() not in seen, f"{card} leaked to {viewer}"
    assert b'"rng"' not in seen and b"seat_rng" not in seen
    if viewer is not None:
        mine = state["players"][viewer]["heroes"]
        assert all(c.encode() in seen for c in mine["hand"] + mine["drawn"] + mine["known_top"])


def test_a_seat_sees_its_own_hand_drawn_and_put_back_cards_and_only_counts_of_others():
    state = at_arrival()
    mine, theirs = GAME.view(state, 0)["players"][0]["heroes"], GAME.view(state, 0)["players"][1]["heroes"]
    h0, h1 = state["players"][0]["heroes"], state["players"][1]["heroes"]
    assert mine["hand_ids"] == h0["hand"] and mine["drawn_ids"] == h0["drawn"]
    assert mine["known_top"] == h0["known_top"] and mine["known_bottom"] == h0["known_bottom"]
    assert theirs == {"hand": len(h1["hand"]), "drawn": len(h1["drawn"]), "deck": len(h1["deck"])}


def test_the_gem_bag_contents_and_the_hatches_are_public_in_every_view():
    state = at_arrival()
    state["hatches"] = {"hatch-circle": [state["players"][1]["heroes"]["hand"].pop()]}
    for viewer in (None, 0, 2):
        view = GAME.view(state, viewer)
        assert view["city"]["bag"] == state["city"]["bag"]
        assert view["board"]["hatches"]["hatch-circle"] == state["hatches"]["hatch-circle"]
        assert view["monster_bag"] == len(state["monster_bag"])


def test_a_bid_is_never_shown_to_another_seat_before_the_reveal():
    state = at_bid()
    give(state, 0, honor=4)
    low, _ = act(state, 0, "bid", honor=1)
    high, _ = act(state, 0, "bid", honor=4)
    for viewer in (None, 1, 2):
        assert canon(GAME.view(low, viewer)) == canon(GAME.view(high, viewer))
        assert GAME.view(high, viewer)["bids"] == {"open": True, "placed": [0], "mine": None}
    assert GAME.view(high, 0)["bids"]["mine"] == 4 and GAME.view(low, 0)["bids"]["mine"] == 1


def test_after_the_reveal_no_bid_is_open():
    state = at_bid(2)
    state, _ = act(state, 0, "bid", honor=0)
    state, events = act(state, 1, "bid", honor=0)
    assert any(e["type"] == "bids_revealed" for e in events)
    assert GAME.view(state, 1)["bids"]["open"] is False


def test_the_decision_view_shows_who_decides_and_hides_cards_the_viewer_cannot_see():
    state = to_main(new_state(3))
    seat = active(state)
    secret = state["players"][seat]["heroes"]["hand"][0]
    steps.top(state)["card"] = secret
    other = (seat + 1) % 3
    decision = GAME.view(state, other)["decision"]
    assert decision["kind"] == "main_turn" and decision["seats"] == [seat]
    assert decision["data"]["card"] == "hidden"
    assert GAME.view(state, seat)["decision"]["data"]["card"] == secret


def test_hidden_ids_are_other_seats_heroes_the_viewers_unknown_deck_and_the_monster_bag():
    state = at_arrival()
    for viewer in (None, 0, 1, 2):
        expected = set(state["monster_bag"]).union(*(pool_of(state, s) for s in range(3) if s != viewer))
        if viewer is not None:
            expected |= set(unknown_deck(state, viewer))
        assert hidden_ids(state, viewer) == expected


# -- re-dealing -------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("viewer", [None, 0, 2])
def test_re_dealing_keeps_every_public_thing_and_the_viewers_own_knowledge(viewer):
    state = at_arrival()
    copy = GAME.sample_hidden(state, viewer, rng(11))
    assert canon(GAME.view(copy, viewer)) == canon(GAME.view(state, viewer))
    assert GAME.active_seats(copy) == GAME.active_seats(state)
    if viewer is not None:
        before, after = state["players"][viewer]["heroes"], copy["players"][viewer]["heroes"]
        assert (after["hand"], after["drawn"]) == (before["hand"], before["drawn"])
        for i, card in enumerate(before["deck"]):
            if card in before["known_top"] + before["known_bottom"]:
                assert after["deck"][i] == card
        assert canon(GAME.legal_actions(copy, viewer)) == canon(GAME.legal_actions(state, viewer))
        assert GAME.prompt(copy, viewer) == GAME.prompt(state, viewer)


def test_re_dealing_moves_other_seats_cards_within_their_own_deck_colour_and_keeps_counts():
    state = at_arrival()
    copies = [GAME.sample_hidden(state, 0, rng(k)) for k in range(5)]
    for copy in copies:
        for seat in (1, 2):
            before, after = state["players"][seat]["heroes"], copy["players"][seat]["heroes"]
            assert pool_of(copy, seat) == pool_of(state, seat)
            assert [len(after[a]) for a in ("hand", "drawn", "deck")] == \
                   [len(before[a]) for a in ("hand", "drawn", "deck")]
            assert after["known_top"] == [] and after["known_bottom"] == []
    assert len({canon([c["players"][1]["heroes"], c["players"][2]["heroes"]]) for c in copies}) > 1


def test_re_dealing_shuffles_only_the_viewers_unknown_deck_cards():
    state = at_arrival()
    copies = [GAME.sample_hidden(state, 1, rng(k)) for k in range(6)]
    for copy in copies:
        assert sorted(copy["players"][1]["heroes"]["deck"]) == sorted(state["players"][1]["heroes"]["deck"])
    assert len({tuple(c["players"][1]["heroes"]["deck"]) for c in copies}) > 1


def test_re_dealing_reorders_the_monster_bag():
    state = at_arrival()
    copies = [GAME.sample_hidden(state, None, rng(k)) for k in range(4)]
    assert all(sorted(c["monster_bag"]) == sorted(state["monster_bag"]) for c in copies)
    assert len({tuple(c["monster_bag"]) for c in copies}) > 1


def test_re_dealing_redraws_other_seats_secret_bids_within_their_honor_and_keeps_the_viewers():
    state = at_bid()
    give(state, 0, honor=5)
    give(state, 1, honor=5)
    state, _ = act(state, 0, "bid", honor=5)
    state, _ = act(state, 1, "bid", honor=2)
    seen = set()
    for k in range(12):
        copy = GAME.sample_hidden(state, 1, rng(k))
        assert copy["bids"]["1"] == 2 and set(copy["bids"]) == {"0", "1"}
        assert 0 <= copy["bids"]["0"] <= 5
        seen.add(copy["bids"]["0"])
    assert len(seen) > 1


def test_re_dealing_replaces_every_generator():
    state = at_arrival()
    copy = GAME.sample_hidden(state, 0, rng(3))
    assert copy["rng"] != state["rng"]
    assert sorted(copy["seat_rng"]) == sorted(state["seat_rng"])
    assert all(copy["seat_rng"][k] != state["seat_rng"][k] for k in state["seat_rng"])


@pytest.mark.parametrize("make", [at_arrival, at_bid])
def test_re_dealing_is_deterministic_and_depends_only_on_what_the_viewer_knows(make):
    state = make()
    if make is at_bid:
        state, _ = act(state, 2, "bid", honor=state["players"][2]["honor"])
    before = canon(state)
    for viewer in (None, 0, 2):
        once = GAME.sample_hidden(state, viewer, rng(7))
        assert canon(GAME.sample_hidden(state, viewer, rng(7))) == canon(once)
        other = GAME.sample_hidden(state, viewer, rng(99))
        assert canon(GAME.sample_hidden(other, viewer, rng(7))) == canon(once)
    assert canon(state) == before  # the real state is untouched


# -- glossary, prompts, summary --------------------------------------------------------------------------------------
def test_the_glossary_names_every_content_id_once_and_every_hidden_id():
    components = GAME.glossary()["components"]
    ids = [comp["id"] for comp in components]
    assert len(ids) == len(set(ids))
    assert set(content().components) <= set(ids)
    assert hidden_ids(at_arrival(), None) <= set(ids)
    assert all(comp["kind"] and comp["name"] and comp["text"] for comp in components)
    for term in ("H", "Sh", "En", "AC", "OC", "Sec", "Reg", "grp", "L1/L2/L3", "T1/T2/T3"):
        assert GAME.glossary()["terms"][term]


def test_every_field_of_a_view_is_explained_in_the_glossary():
    doc = GAME.glossary()["view"]
    view = GAME.view(at_arrival(), 0)
    assert set(view) <= set(doc)
    assert {f"players[].{k}" for k in view["players"][0]} <= set(doc)
    assert {f"main.{k}" for k in view["main"]} <= set(doc)
    assert {f"board.{k}" for k in view["board"]} <= set(doc)


def test_every_decision_kind_has_a_prompt_in_words():
    decisions = {kind for kind, spec in steps.STEPS.items() if spec.is_decision}
    assert decisions - set(TEXTS) - set(SEAT_TEXTS) == set()


def test_only_the_deciding_seats_are_prompted():
    state = to_main(new_state(3))
    seat = active(state)
    assert GAME.prompt(state, seat)["kind"] == "main_turn" and GAME.prompt(state, seat)["text"]
    assert all(GAME.prompt(state, s) is None for s in range(3) if s != seat)


def test_the_hero_pick_prompt_names_only_the_seats_own_drawn_cards():
    state = at_arrival()
    names = {comp["id"]: comp["name"] for comp in GAME.glossary()["components"]}
    text = GAME.prompt(state, 0)["text"]
    assert all(names[c] in text for c in state["players"][0]["heroes"]["drawn"])
    assert not any(names[c] in text for c in state["players"][1]["heroes"]["drawn"])


def test_the_bid_prompt_is_the_same_whatever_another_seat_bid():
    state = at_bid()
    give(state, 0, honor=3)
    low, _ = act(state, 0, "bid", honor=0)
    high, _ = act(state, 0, "bid", honor=3)
    assert GAME.prompt(low, 1) == GAME.prompt(high, 1) and GAME.prompt(low, 1)["kind"] == "bid"


def test_the_summary_names_the_seats_own_heroes_and_counts_the_others():
    state = at_arrival()
    names = {comp["id"]: comp["name"] for comp in GAME.glossary()["components"]}
    text = "\n".join(GAME.summary(GAME.view(state, 0), 0))
    assert names[state["players"][0]["heroes"]["hand"][0]] in text
    assert not any(names[c] in text for c in state["players"][1]["heroes"]["hand"])
    assert "Round 2" in text


# -- the bot value -----------------------------------------------------------------------------------------------------
def test_the_bot_value_rises_with_the_seats_score_and_falls_with_the_best_rival():
    state = to_main(new_state(3))
    before = value(state, 0)
    give(state, 0, vp=state["players"][0]["vp"] + 3)
    assert value(state, 0) > before
    raised = value(state, 0)
    give(state, 1, vp=state["players"][1]["vp"] + 10)
    assert value(state, 0) < raised


def test_during_the_main_phase_dice_in_a_region_count_for_the_coming_air_supremacy():
    state = to_main(new_state(3))
    for sec in state["sections"].values():
        sec["groups"], sec["jail"] = [], []
    before = value(state, 0)
    section = content().region_sections["triangle"][0]
    put_group(state, section, dice_of(state, 0, "unused")[:1])
    assert value(state, 0) > before


def test_after_the_game_the_bot_value_is_the_score_difference():
    state = new_state(2, seed=3)
    while not GAME.is_over(state):
        seat = active(state)
        state = GAME.apply(state, seat, GAME.default_action(state, seat)).state
    scores = state["final"]["scores"]
    assert estimate(state, 0) == scores["0"] and value(state, 0) == scores["0"] - scores["1"]


def test_the_bot_looks_ahead_only_through_its_own_follow_up_decisions():
    state = to_main(new_state(3, seed=2))
    seat = active(state)
    assert at_main_turn(state) and not lookahead(state, seat)  # a fresh turn is a new decision
    place = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "place")
    state, _ = act(state, seat, "place", section=place["section"])
    assert steps.top(state)["kind"] == "place_dice" and lookahead(state, seat)
    assert not any(lookahead(state, s) for s in range(3) if s != seat)
