"""Views, hidden information and re-dealing, prompts, the glossary, the summary and the bot value."""
import random
from collections import Counter

import orjson
import pytest

from shared.engine.contract import strip_label
from shared.engine.rng import Rng, seed_state
from shared.games.angel_fury import botvalue, economy, glossary, prompts, sampling, steps
from shared.games.angel_fury.content import content
from tests.games.angel_fury.helpers import (EVIL, GOOD, GAME, act, clear_area, give, new_state, place, set_cards,
                                            started, training_card)

VIEWERS = [None, EVIL, GOOD]


def rng(seed: int) -> Rng:
    return Rng({"rng": seed_state(seed)})


def canon(obj) -> bytes:
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def sample(state: dict, viewer, seed: int) -> dict:
    return GAME.sample_hidden(state, viewer, rng(seed))


def walk(seed: int, decisions: int, every: int = 1) -> list:
    """Every `every`-th state of a random game (bot-like choices from the legal lists), up to `decisions`."""
    rnd = random.Random(seed)
    state, out = GAME.new_game(seed, {}, [_seat(0), _seat(1)]), []
    for i in range(decisions):
        if GAME.is_over(state):
            break
        if i % every == 0:
            out.append(state)
        seat = rnd.choice(GAME.active_seats(state))
        state = GAME.apply(state, seat, strip_label(rnd.choice(GAME.legal_actions(state, seat)))).state
    return out + [state]


def _seat(i: int):
    from shared.engine import SeatSpec
    return SeatSpec(i, f"P{i}", "bot")


@pytest.fixture(scope="module")
def played() -> list:
    """States along two random games, far enough for refilled (known) draw piles."""
    return walk(3, 700, every=35) + walk(8, 700, every=35)


def unknown_ids(state: dict, viewer) -> set:
    """Every id the viewer can't place: others' hands and shuffled piles, its own shuffled pile, training decks."""
    out = set()
    for seat, p in enumerate(state["players"]):
        if seat != viewer and not p["deck_known"]:
            out |= {c for c in p["hand"] if content().card(c)["source"] not in ("training", "kickstarter")}
        if not p["deck_known"]:
            out |= set(p["deck"])
    for ground in state["training"].values():
        if not ground.get("reshuffled"):
            out |= set(ground["deck"])
    return out


# -- the view --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("viewer", VIEWERS)
def test_no_view_shows_another_hand_an_unknown_pile_or_a_training_deck_nor_the_generator(viewer, played):
    for state in played:
        seen = canon(GAME.view(state, viewer))
        assert b'"rng"' not in seen
        for card in unknown_ids(state, viewer):
            assert card.encode() not in seen, f"{card} leaked to {viewer}"


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    state = started()
    mine, theirs = GAME.view(state, EVIL)["players"]
    assert mine["hand_ids"] == state["players"][EVIL]["hand"]
    assert "hand_ids" not in theirs and theirs["hand"] == len(state["players"][GOOD]["hand"])
    assert theirs["deck"] == len(state["players"][GOOD]["deck"]) and theirs["deck_order"] is None
    assert all("hand_ids" not in p for p in GAME.view(state, None)["players"])


def test_a_refilled_draw_pile_shows_its_order_to_everyone_and_a_shuffled_one_to_nobody():
    state = started()
    assert all(GAME.view(state, v)["players"][GOOD]["deck_order"] is None for v in VIEWERS)
    player = state["players"][GOOD]
    set_cards(state, GOOD, hand=player["hand"], discard=list(player["deck"]))
    economy.refill_deck(state["players"][GOOD])  # the discard pile turned over, unshuffled (AF-50)
    for viewer in VIEWERS:
        assert GAME.view(state, viewer)["players"][GOOD]["deck_order"] == state["players"][GOOD]["deck"]


def test_public_piles_and_the_board_are_shown_to_everyone():
    state = started()
    give(state, EVIL, reserve=[training_card("evil", "war_axe")])
    for viewer in VIEWERS:
        view = GAME.view(state, viewer)
        assert view["players"][EVIL]["reserve"] == state["players"][EVIL]["reserve"]
        assert view["training"]["evil"]["offer"] == state["training"]["evil"]["offer"]
        assert view["training"]["good"]["lost"] == state["training"]["good"]["lost"]
        assert view["training"]["evil"]["deck"] == len(state["training"]["evil"]["deck"])
        assert view["areas"]["r1c2"]["units"] == state["areas"]["r1c2"]["units"]
        assert view["leaders"] == state["leaders"]
        assert view["reserve"] == state["reserve"]
        assert view["soul_points"] == state["soul_points"]


def test_the_character_choice_shows_a_seat_its_own_pair_and_nobody_the_others_until_all_have_chosen():
    state = new_state(4)
    evil_pair, good_pair = state["players"][EVIL]["offered"], state["players"][GOOD]["offered"]
    view = GAME.view(state, EVIL)
    assert view["players"][EVIL]["offered"] == evil_pair and "offered" not in view["players"][GOOD]
    assert not any(ch.encode() in canon(view) for ch in good_pair)
    assert not any(ch.encode() in canon(GAME.view(state, None)) for ch in evil_pair + good_pair)
    state, _ = act(state, EVIL, "choose_character", character=evil_pair[1])
    other = GAME.view(state, GOOD)["players"][EVIL]
    assert other["character"] is None and other["chosen"] and other["choosing"]
    assert GAME.view(state, EVIL)["players"][EVIL]["character"] == evil_pair[1]
    state, _ = act(state, GOOD, "choose_character", character=good_pair[0])
    for viewer in VIEWERS:
        players = GAME.view(state, viewer)["players"]
        assert [p["character"] for p in players] == [evil_pair[1], good_pair[0]]
        assert evil_pair[0].encode() not in canon(GAME.view(state, viewer))


def test_the_battle_in_progress_and_a_troop_on_the_move_are_in_the_view(played):
    fights = [s for s in walk(5, 1500) if s["battle"] is not None]
    assert fights, "no battle in the random game"
    for state in fights[:5]:
        view = GAME.view(state, None)
        assert view["battle"]["area"] == state["battle"]["area"]
        assert view["battle"]["troop"] == state["battle"]["troop"]
    moving = [s for s in walk(5, 400) if steps.top(s) and steps.top(s)["kind"] == "command_path"]
    assert moving
    assert GAME.view(moving[0], GOOD)["moving"][-1]["troop"] == steps.top(moving[0])["troop"]


# -- hidden ids and re-dealing ---------------------------------------------------------------------------------
def bought_to_hand(state: dict) -> dict:
    """Good's first hand card replaced by a Flaming Sword from its training deck (the replaced one lost)."""
    bought = training_card("good", "flaming_sword")
    ground, hand = state["training"]["good"], state["players"][GOOD]["hand"]
    ground["deck"].remove(bought)
    ground["lost"].append(hand[0])
    hand[0] = bought
    return state


def test_hidden_ids_are_others_secret_cards_own_shuffled_pile_and_unreshuffled_training_decks():
    state = bought_to_hand(started())
    bought = state["players"][GOOD]["hand"][0]
    hidden = sampling.hidden_ids(state, EVIL)
    assert set(state["players"][EVIL]["deck"]) <= hidden
    assert not set(state["players"][EVIL]["hand"]) & hidden
    assert set(state["players"][GOOD]["hand"][1:] + state["players"][GOOD]["deck"]) <= hidden
    assert bought not in hidden
    assert set(state["training"]["good"]["deck"]) <= hidden
    state["training"]["good"]["reshuffled"] = True
    assert not set(state["training"]["good"]["deck"]) & sampling.hidden_ids(state, EVIL)


def test_a_known_draw_pile_hides_nothing_of_its_seat():
    state = started()
    state["players"][GOOD]["deck_known"] = True
    assert not (set(state["players"][GOOD]["hand"]) | set(state["players"][GOOD]["deck"])) \
        & sampling.hidden_ids(state, EVIL)


def public_part(state: dict, viewer) -> dict:
    """What the viewer knows: its view, with others' secret cards only as counts."""
    return canon(GAME.view(state, viewer))


@pytest.mark.parametrize("viewer", VIEWERS)
def test_re_dealing_keeps_the_public_facts_and_the_viewers_own_knowledge(viewer, played):
    for i, state in enumerate(played):
        copy = sample(state, viewer, i)
        assert public_part(copy, viewer) == public_part(state, viewer)
        for seat, (p, q) in enumerate(zip(state["players"], copy["players"])):
            assert Counter(p["hand"] + p["deck"]) == Counter(q["hand"] + q["deck"])
            assert (len(p["hand"]), len(p["deck"]), p["discard"]) == (len(q["hand"]), len(q["deck"]), q["discard"])
            if seat == viewer:
                assert q["hand"] == p["hand"]
            if p["deck_known"]:
                assert q["deck"] == p["deck"] and sorted(q["hand"]) == sorted(p["hand"])
        for side, ground in state["training"].items():
            assert sorted(copy["training"][side]["deck"]) == sorted(ground["deck"])


def test_training_cards_in_another_hand_stay_there_and_its_starting_cards_are_re_dealt():
    state = bought_to_hand(started())
    bought = state["players"][GOOD]["hand"][0]
    hands = [sample(state, EVIL, k)["players"][GOOD]["hand"] for k in range(12)]
    assert all(bought in hand for hand in hands)
    assert len({tuple(sorted(h)) for h in hands}) > 1


def test_re_dealing_moves_others_cards_the_viewers_pile_order_training_decks_and_the_generator():
    state = started()
    copies = [sample(state, EVIL, k) for k in range(6)]
    assert len({tuple(c["players"][EVIL]["deck"]) for c in copies}) > 1
    assert len({tuple(c["players"][GOOD]["hand"]) for c in copies}) > 1
    assert len({tuple(c["training"]["evil"]["deck"]) for c in copies}) > 1
    assert all(c["rng"] != state["rng"] for c in copies)
    assert all(c["players"][EVIL]["hand"] == state["players"][EVIL]["hand"] for c in copies)


@pytest.mark.parametrize("viewer", VIEWERS)
def test_re_dealing_is_deterministic_and_a_copy_of_a_copy_is_the_copy(viewer, played):
    for i, state in enumerate(played):
        once = sample(state, viewer, 7)
        assert canon(sample(state, viewer, 7)) == canon(once)
        assert canon(sample(sample(state, viewer, 99 + i), viewer, 7)) == canon(once)


def test_the_character_choice_is_re_dealt_from_the_unseen_characters_of_the_side():
    state = new_state(6)
    evil_pair = list(state["players"][EVIL]["offered"])
    state, _ = act(state, GOOD, "choose_character", character=state["players"][GOOD]["offered"][0])
    deals = [sample(state, EVIL, k) for k in range(20)]
    good = set(content().characters_of("good", kickstarter=True))  # the option's default (AF-77)
    for copy in deals:
        other = copy["players"][GOOD]
        assert set(other["offered"]) <= good and len(set(other["offered"])) == 2
        assert other["character"] in other["offered"]
        assert copy["players"][EVIL]["offered"] == evil_pair and copy["players"][EVIL]["character"] is None
    assert len({tuple(sorted(c["players"][GOOD]["offered"])) for c in deals}) > 1


def test_sampling_leaves_the_real_state_untouched(played):
    state = played[len(played) // 2]
    before = canon(state)
    for viewer in VIEWERS:
        sample(state, viewer, 3)
    assert canon(state) == before


# -- prompts -------------------------------------------------------------------------------------------------
def test_every_registered_decision_kind_has_a_prompt_text():
    kinds = {kind for kind, spec in steps.STEPS.items() if spec.is_decision}
    assert kinds - set(prompts.TEXTS) == set()


def test_the_deciding_seat_gets_a_prompt_and_the_others_none(played):
    for state in played:
        if GAME.is_over(state):
            assert all(GAME.prompt(state, s) is None for s in (EVIL, GOOD))
            continue
        for seat in (EVIL, GOOD):
            out = GAME.prompt(state, seat)
            if seat in GAME.active_seats(state):
                assert out["kind"] == steps.open_decision(state)[1]["kind"] and out["text"]
            else:
                assert out is None


def test_a_prompt_names_the_seats_own_cards_never_the_others_hand(played):
    for state in played:
        for seat in GAME.active_seats(state):
            text = GAME.prompt(state, seat)["text"]
            for card in state["players"][1 - seat]["hand"]:
                assert card not in text


def test_the_turn_prompt_counts_resources_commands_and_cards():
    state = started()
    give(state, EVIL, crystals=6, reinforcements=2)
    text = GAME.prompt(state, EVIL)["text"]
    assert "6 crystals and 2 reinforcements" in text and "end your turn" in text
    assert f"{len(state['players'][EVIL]['hand'])} cards in hand" in text


# -- glossary and summary ------------------------------------------------------------------------------------------
def test_the_glossary_names_every_card_character_leader_area_and_die_face_once():
    comps = GAME.glossary()["components"]
    ids = [c["id"] for c in comps]
    assert len(ids) == len(set(ids))
    c, state = content(), started()
    wanted = set(c.cards) | set(c.characters) | set(state["leaders"]) | set(state["areas"]) | set(c.die_faces)
    assert wanted <= set(ids)
    assert all(comp["name"] and comp["text"] and comp["kind"] for comp in comps)


def test_card_texts_are_generated_from_the_content_numbers():
    text = {c["id"]: c["text"] for c in GAME.glossary()["components"]}
    card = training_card("good", "cavalry_2")
    effect, cost = content().card(card)["effect"], content().card(card)["cost"]
    assert f"{effect['troops']} troops" in text[card] and f"Charge {effect['charge']}" in text[card]
    assert f"{cost['C']} C + {cost['R']} R" in text[card]
    assert str(content().character("michael")["health"]) in text["michael"]
    assert all(family in glossary.CARD_TEXT for family in {r["family"] for r in content().cards.values()})


def view_fields(view: dict) -> set:
    """Top-level view keys, and players[].* keys (own and other seats)."""
    out = set(view)
    for p in view["players"]:
        out |= {f"players[].{k}" for k in p}
    return out


def test_the_glossary_explains_every_view_field(played):
    described = set(GAME.glossary()["view"])
    for state in played[:3] + [new_state(2)]:
        for viewer in VIEWERS:
            assert view_fields(GAME.view(state, viewer)) - described == set()


def test_the_summary_names_the_seats_hand_and_never_the_others():
    state = started()
    lines = GAME.summary(GAME.view(state, EVIL), EVIL)
    names = {c["id"]: c["name"] for c in GAME.glossary()["components"]}
    text = "\n".join(lines)
    assert all(names[card] in text for card in state["players"][EVIL]["hand"])
    assert not any(card in text for card in state["players"][GOOD]["hand"])
    assert lines[0].startswith("Turn 1")


# -- the bot value -------------------------------------------------------------------------------------------------
def test_the_bot_value_is_the_sides_difference_and_rises_with_soul_points_and_units():
    state = started()
    assert botvalue.value(state, EVIL) == pytest.approx(-botvalue.value(state, GOOD))
    before = botvalue.value(state, EVIL)
    state["soul_points"]["evil"] += 1
    assert botvalue.value(state, EVIL) > before
    before = botvalue.value(state, EVIL)
    place(state, "r3c1", "black", 3)
    assert botvalue.value(state, EVIL) > before
    before = botvalue.value(state, GOOD)
    clear_area(state, "r4c3")
    assert botvalue.value(state, GOOD) < before


def test_holding_the_soul_is_worth_more_than_not():
    state = started()
    soul = content().board(state["board"])["soul"]
    before = botvalue.value(state, EVIL)
    clear_area(state, soul)
    place(state, soul, "black", 2)
    assert botvalue.value(state, EVIL) > before + botvalue.WEIGHTS["soul"]


def test_a_finished_game_is_worth_win_or_loss():
    state = started()
    state["final"] = {"winners": [GOOD]}
    assert botvalue.value(state, GOOD) == botvalue.WIN and botvalue.value(state, EVIL) == -botvalue.WIN


def test_lookahead_follows_the_steps_of_an_action_not_a_fresh_turn():
    state = started()
    assert not botvalue.lookahead(state, EVIL)
    give(state, EVIL, reinforcements=3)
    clear_area(state, "r1c2")  # black's altar: room to deploy
    deploy = next(a for a in GAME.legal_actions(state, EVIL) if a["type"] == "deploy")
    state = GAME.apply(state, EVIL, strip_label(deploy)).state
    assert botvalue.lookahead(state, EVIL) and not botvalue.lookahead(state, GOOD)
