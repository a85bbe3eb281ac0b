"""Views, hidden information and re-dealing, prompts, the glossary, the summary and the bot value."""
import orjson
import pytest

from shared.engine.rng import Rng, seed_state
from shared.games.black_angel import steps
from shared.games.black_angel.botvalue import value
from shared.games.black_angel.content import content
from shared.games.black_angel.prompts import TEXTS
from shared.games.black_angel.sampling import hidden_ids
from tests.games.black_angel.helpers import GAME, give, new_state, take_out_of_decks


def rng(seed: int) -> Rng:
    return Rng({"rng": seed_state(seed)})


def canon(obj) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def put_in_slot(state: dict, seat: int, slot: str, card: str) -> None:
    """A face-down card in one of `seat`'s card slots (out of every deck and hand)."""
    take_out_of_decks(state, [card])
    c = content()
    kind = "mission" if c.is_mission(card) else "ravager"
    colour = c.mission(card)["colour"] if kind == "mission" else None
    state["players"][seat]["slots"][slot] = {"card": card, "type": kind, "colour": colour}


def busy(players: int = 3, seed: int = 4) -> dict:
    """A game in which every seat has cards in hand, in a slot and tucked (all drawn from the decks)."""
    state = new_state(players, seed=seed)
    decks = state["decks"]
    for seat in range(players):
        put_in_slot(state, seat, "row2", decks["missions"]["green"][0])
        put_in_slot(state, seat, "col1", decks["ravagers"][0])
        tucked = [decks["missions"]["orange"][0], decks["ravagers"][0]]
        take_out_of_decks(state, tucked)
        give(state, seat, tucked=tucked)
    return state


def secrets_of(state: dict, seat: int) -> set:
    """The ids only `seat` may see: its hand, slot cards and tucked cards."""
    p = state["players"][seat]
    slot_cards = {slot["card"] for slot in p["slots"].values() if slot}
    return set(p["hand"]["missions"]) | set(p["hand"]["ravagers"]) | slot_cards | set(p["tucked"])


def deck_ids(state: dict) -> set:
    d = state["decks"]
    ids = set(d["ravagers"]) | set(d["advanced"])
    for group in ("missions", "tiles"):
        for cards in d[group].values():
            ids |= set(cards)
    return ids


@pytest.mark.parametrize("viewer", [None, 0, 1, 2])
def test_no_view_shows_another_seats_hand_slot_or_tucked_ids_nor_any_deck_card(viewer):
    state = busy()
    seen = canon(GAME.view(state, viewer))
    others = set().union(*(secrets_of(state, s) for s in range(3) if s != viewer))
    for card in others | deck_ids(state):
        assert card.encode() not in seen, f"{card} leaked to {viewer}"
    assert b'"rng"' not in seen
    if viewer is not None:
        assert all(card.encode() in seen for card in secrets_of(state, viewer))


def test_a_seat_sees_its_own_cards_and_the_public_backs_of_everyone_elses():
    state = busy()
    mine, theirs = GAME.view(state, 0)["players"][0], GAME.view(state, 0)["players"][1]
    p1 = state["players"][1]
    assert mine["hand_ids"]["missions"] == state["players"][0]["hand"]["missions"]
    assert mine["slots"]["row2"]["card"] == state["players"][0]["slots"]["row2"]["card"]
    assert theirs["slots"]["row2"] == {"type": "mission", "colour": "green"}
    assert theirs["slots"]["col1"] == {"type": "ravager", "colour": None}
    assert theirs["tucked"] == [{"type": "mission", "colour": "orange"}, {"type": "ravager", "colour": None}]
    assert "hand_ids" not in theirs and "tucked_ids" not in theirs
    colours = [content().mission(m)["colour"] for m in p1["hand"]["missions"]]
    assert theirs["hand"]["missions"] == {c: colours.count(c) for c in content().colours}
    assert theirs["hand"]["ravagers"] == len(p1["hand"]["ravagers"])


def test_the_view_gives_deck_sizes_and_the_public_discard_piles():
    state = busy()
    discard = state["decks"]["missions"]["gray"].pop()
    state["decks"]["mission_discard"]["gray"].append(discard)
    decks = GAME.view(state, None)["decks"]
    assert decks["missions"]["gray"] == len(state["decks"]["missions"]["gray"])
    assert decks["ravagers"] == len(state["decks"]["ravagers"])
    assert decks["mission_discard"]["gray"] == [discard]


def test_hidden_ids_are_the_decks_and_the_other_seats_secrets():
    state = busy()
    for viewer in (None, 0, 1, 2):
        others = set().union(*(secrets_of(state, s) for s in range(3) if s != viewer))
        assert hidden_ids(state, viewer) == others | deck_ids(state)


@pytest.mark.parametrize("viewer", [None, 0, 2])
def test_re_dealing_keeps_every_public_thing_and_the_viewers_own_cards(viewer):
    state = busy()
    copy = GAME.sample_hidden(state, viewer, rng(11))
    assert canon(GAME.view(copy, viewer)) == canon(GAME.view(state, viewer))
    if viewer is not None:
        assert canon(copy["players"][viewer]) == canon(state["players"][viewer])
    assert sorted(hidden_ids(copy, viewer)) == sorted(hidden_ids(state, viewer))


def test_re_dealing_moves_hidden_cards_only_within_their_class():
    state = busy()
    copy = GAME.sample_hidden(state, 0, rng(5))
    c = content()
    for seat in (1, 2):
        before, after = state["players"][seat], copy["players"][seat]
        for slot, card in before["slots"].items():
            if card:
                assert {k: v for k, v in after["slots"][slot].items() if k != "card"} == \
                       {k: v for k, v in card.items() if k != "card"}
        assert [c.is_mission(x) for x in after["tucked"]] == [c.is_mission(x) for x in before["tucked"]]
    for colour in c.colours:
        assert len(copy["decks"]["missions"][colour]) == len(state["decks"]["missions"][colour])
        assert all(c.mission(m)["colour"] == colour for m in copy["decks"]["missions"][colour])
        assert sorted(copy["decks"]["tiles"][colour]) == sorted(state["decks"]["tiles"][colour])


def test_re_dealing_changes_the_hidden_order_and_the_generator():
    state = busy()
    copies = [GAME.sample_hidden(state, 1, rng(k)) for k in range(4)]
    assert len({canon(c["decks"]) for c in copies}) > 1
    assert len({canon([c["players"][0]["hand"], c["players"][2]["hand"]]) for c in copies}) > 1
    assert all(c["rng"] != state["rng"] for c in copies)


def test_re_dealing_depends_only_on_what_the_viewer_knows_and_the_generator():
    state = busy()
    state_before = canon(state)
    for viewer in (None, 1):
        once = GAME.sample_hidden(state, viewer, rng(7))
        assert canon(GAME.sample_hidden(state, viewer, rng(7))) == canon(once)  # deterministic
        other = GAME.sample_hidden(state, viewer, rng(99))
        assert canon(GAME.sample_hidden(other, viewer, rng(7))) == canon(once)
    assert canon(state) == state_before  # the real state is untouched


def test_every_hidden_id_is_a_component_of_the_glossary():
    known = {comp["id"] for comp in GAME.glossary()["components"]}
    state = busy()
    assert hidden_ids(state, None) <= known


def test_the_glossary_names_every_content_id_once():
    c = content()
    ids = [comp["id"] for comp in GAME.glossary()["components"]]
    assert len(ids) == len(set(ids))
    expected = set(c.components) | set(c.locations) | {d for ids_ in c.die_ids.values() for d in ids_}
    assert expected <= set(ids)
    by_id = {comp["id"]: comp for comp in GAME.glossary()["components"]}
    ravager = c.ravager_ids[0]
    # the name says the location's number, never its id (issue 30): "Mission Thieves (location 1)"
    assert f"location {c.ravager(ravager)['location'].lstrip('L')}" in by_id[ravager]["name"]
    for term in ("BA", "VP", "O", "Y", "G", "A", "star"):
        assert GAME.glossary()["terms"][term]


def test_every_field_of_a_view_is_explained_in_the_glossary():
    doc = GAME.glossary()["view"]
    state = busy(2)
    view = GAME.view(state, 0)
    assert set(view) <= set(doc)
    assert {f"players[].{k}" for k in view["players"][0]} <= set(doc)
    assert {f"turn.{k}" for k in view["turn"]} <= set(doc)
    assert {f"board.{k}" for k in view["board"]} <= set(doc)
    assert {f"space.{k}" for k in view["space"]} <= set(doc)


def test_the_open_decision_is_shown_with_its_seat_and_kind():
    state = busy()
    decision = GAME.view(state, 1)["decision"]
    found = steps.open_decision(state)
    assert decision["kind"] == found[1]["kind"] and decision["seat"] == steps.active_seats(state)[0]


def test_a_decision_field_naming_a_hidden_card_is_left_out_of_the_view():
    state = busy()
    secret = state["players"][0]["hand"]["missions"][0]
    steps.top(state)["card"] = secret
    assert "card" not in GAME.view(state, 1)["decision"]["data"]
    assert GAME.view(state, 0)["decision"]["data"]["card"] == secret


def test_every_decision_step_of_the_catalogue_has_a_prompt_in_words():
    decisions = {kind for kind, spec in steps.STEPS.items() if spec.is_decision}
    assert decisions - set(TEXTS) == set()


def test_only_the_deciding_seat_is_prompted():
    state = busy()
    seat = steps.active_seats(state)[0]
    prompt = GAME.prompt(state, seat)
    assert prompt["kind"] == "turn" and prompt["text"]
    assert all(GAME.prompt(state, s) is None for s in range(3) if s != seat)


def test_the_summary_names_the_seats_own_cards_and_counts_the_others():
    state = busy()
    glossary = GAME.glossary()
    names = {comp["id"]: comp["name"] for comp in glossary["components"]}
    text = "\n".join(GAME.summary(GAME.view(state, 0), 0))
    assert names[state["players"][0]["hand"]["missions"][0]] in text
    assert state["players"][1]["hand"]["missions"][0] not in text
    assert "Round 1" in text


def test_the_bot_value_rises_with_the_seats_score_and_falls_with_the_best_rival():
    state = busy()
    before = value(state, 0)
    give(state, 0, vp=state["players"][0]["vp"] + 3)
    assert value(state, 0) > before
    raised = value(state, 0)
    give(state, 1, vp=state["players"][1]["vp"] + 10)
    assert value(state, 0) < raised


def test_a_free_activation_prompt_names_the_mission_and_who_activated_it():
    from shared.engine import decisions

    state = busy()
    card = content().mission_ids["orange"][0]
    decisions.ask(state, "free_activation", 2, hex=[3, 1], card=card, by=0)
    prompt = GAME.prompt(state, 2)
    names = {comp["id"]: comp["name"] for comp in GAME.glossary()["components"]}
    assert prompt["kind"] == "free_activation"
    assert names[card] in prompt["text"] and state["seats"][0]["name"] in prompt["text"]
    assert GAME.prompt(state, 0) is None
    assert GAME.view(state, 1)["decision"]["kind"] == "free_activation"


def test_the_bot_looks_ahead_only_through_its_own_follow_up_decisions():
    from shared.games.black_angel.botvalue import lookahead

    state = new_state(3, seed=2)
    seat = steps.active_seats(state)[0]
    assert not lookahead(state, seat)  # a fresh turn is a new decision, not a follow-up
    state = GAME.apply(state, seat, next(a for a in GAME.legal_actions(state, seat)
                                          if a["type"] == "take_die")).state
    assert steps.top(state)["kind"] == "use_die" and lookahead(state, seat)
    assert not any(lookahead(state, s) for s in range(3) if s != seat)
