"""Falling on the engine contract: roles, options, the result format, prompts, decision keys, the glossary and
re-dealing hidden information (sample_hidden / hidden_from)."""
import random

import orjson
import pytest

from shared.engine import SeatSpec
from shared.engine.contract import strip_label
from shared.engine.result import END_EVENT, result_problems
from shared.engine.rng import Rng, seed_state
from shared.games.falling.content import content
from shared.games.falling.effects import gain
from shared.games.falling.sampling import hidden_slots

from tests.games.falling.helpers import GAME, act, explore_state, first_legal_until, new, seats, turn_to
from tests.games.falling.solo_helpers import (DANDA, HUMAN, SOLO, danda_at, danda_steps, plain_card, solo_explore,
                                              to_turn, top_npc)


def rng(k):
    return Rng({"rng": seed_state(k)})


def canon(obj):
    return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)


def words(prompt):
    """A prompt's kind and English text (its template and params are checked by tests/conformance/test_words.py)."""
    return {"kind": prompt["kind"], "text": prompt["text"]}


def picture(state, viewer):
    """All a viewer gets from the server: view, active seats, its legal actions and its prompt."""
    active = GAME.active_seats(state)
    mine = viewer is not None and viewer in active
    return canon({"view": GAME.view(state, viewer), "active": active,
                  "legal": GAME.legal_actions(state, viewer) if mine else [],
                  "prompt": GAME.prompt(state, viewer) if mine else None})


# -- roles and options ------------------------------------------------------------------------------------
def test_the_roles_are_the_four_player_colours_from_the_content():
    # Rulebook: Components - "4 Flying Machines (1 each in 4 colors)"; the names are content data (A28)
    assert GAME.roles == tuple(content().colors) and len(GAME.roles) == 4


def test_each_seat_keeps_its_colour_in_the_state_and_every_view_shows_it():
    # Rulebook: Player Setup - "Each player ... chooses a color"
    specs = [SeatSpec(0, "A", role="green"), SeatSpec(1, "B"), SeatSpec(2, "C", role="red")]
    state = GAME.new_game(0, {"partner_method": "jini"}, specs)
    roles = [seat["role"] for seat in state["seats"]]
    assert roles[0] == "green" and roles[2] == "red" and roles[1] in GAME.roles and len(set(roles)) == 3
    for viewer in (None, 0, 1, 2):
        assert [s["role"] for s in GAME.view(state, viewer)["seats"]] == roles


def test_danda_takes_an_unused_colour_in_the_solo_game():
    # Rulebook: Solo Game Components - "Components from an Unused Player Color"
    state = GAME.new_game(0, {"partner_method": "jini"}, SOLO)
    roles = [seat["role"] for seat in state["seats"]]
    assert all(r in GAME.roles for r in roles) and roles[0] != roles[1]


def test_the_options_are_listed_with_type_default_and_the_solo_ones_marked_solo():
    catalog = GAME.catalog()["options"]
    assert set(catalog) == {"partner_method", "original_turn_order", "first_player", "difficulty",
                            "danda_device_policy"}
    assert catalog["first_player"]["default"] == "random" and catalog["first_player"]["type"] == "seat"
    assert (catalog["first_player"]["minimum"], catalog["first_player"]["maximum"]) == (1, 4)
    assert catalog["difficulty"]["modes"] == ["solo"] and catalog["danda_device_policy"]["modes"] == ["solo"]
    assert GAME.option_defaults["partner_method"] == "recommended"
    assert GAME.catalog()["automa"] == "Danda" and GAME.catalog()["modes"] == ["competitive", "solo"]


# -- the result ----------------------------------------------------------------------------------------------
def play_out(state, seed=0):
    rnd = random.Random(seed)
    events = []
    while not GAME.is_over(state):
        s = rnd.choice(GAME.active_seats(state))
        if state["seats"][s]["kind"] == "automa":
            action = GAME.automa_action(state, s)
        else:
            action = rnd.choice(GAME.legal_actions(state, s))
        tr = GAME.apply(state, s, strip_label(action))
        state, events = tr.state, events + tr.events
    return state, events


def test_a_finished_game_ends_with_one_game_ended_event_carrying_the_competitive_result():
    # Rulebook: End of Game › Final Scoring - the highest total wins
    state, events = play_out(new(3, "jini"))
    result = GAME.result(state)
    assert result_problems(result, 3) == [] and result["mode"] == "competitive"
    assert sorted(result["scores"]) == ["0", "1", "2"] and result["teams"] == [[0], [1], [2]]
    ended = [e for e in events if e["type"] == END_EVENT]
    assert len(ended) == 1 and ended[0]["data"] == {"result": result}
    assert set(result["details"]["seats"]) == {"0", "1", "2"}


def test_a_solo_result_has_no_winner_and_reports_the_guild_evaluation_in_details():
    # Rulebook: Solo Game › Guild Evaluation - the solo game is judged by a title, not won
    state, events = play_out(GAME.new_game(4, {"difficulty": "hard"}, SOLO))
    result = GAME.result(state)
    assert result_problems(result, 2) == [] and result["mode"] == "solo" and result["winners"] == []
    assert result["scores"][str(DANDA)] == 0 and result["ranking"] == [HUMAN]
    solo_block = result["details"]["solo"]
    assert solo_block["difficulty"] == "hard" and solo_block["score"] == result["scores"][str(HUMAN)]
    assert [e["type"] for e in events].count(END_EVENT) == 1
    report = GAME.calibration_report(result, HUMAN)
    assert report == {"score": solo_block["score"], "won": False, "label": solo_block["evaluation"]}


# -- prompts -------------------------------------------------------------------------------------------------
def test_the_supply_prompt_asks_for_the_orientation_of_both_cards():
    # Rulebook: 2: Supply Phase
    state = new(2)
    assert words(GAME.prompt(state, 0)) == {"kind": "supply",
                                            "text": "Choose the orientation of your Resource and Guild cards"}
    state, _ = act(state, 0, "choose_supply", res_side=0, guild="drawn", guild_side=0)
    assert GAME.prompt(state, 0) is None and GAME.prompt(state, 1)["kind"] == "supply"


def test_a_goods_reward_prompts_for_the_number_and_kind_of_goods_to_choose():
    # Rulebook: Icon Reference - "X Materials"
    state = turn_to(explore_state(3), 0)
    gain(state, 0, {"Mat": 2}, "test", [])
    assert words(GAME.prompt(state, 0)) == {"kind": "goods", "text": "Choose 2 Materials"}
    assert GAME.prompt(state, 1) is None


def test_the_exploration_turn_and_the_partner_choices_are_prompted():
    # Rulebook: 3: Exploration Phase; Select a Partner › B and C
    state = turn_to(explore_state(3), 1)
    assert GAME.prompt(state, 1)["kind"] == "turn" and "Pass" in GAME.prompt(state, 1)["text"]
    assert GAME.prompt(state, 0) is None
    randomizer = new(3, "randomizer", seed=4)
    assert all(GAME.prompt(randomizer, s)["kind"] == "partner" for s in range(3))
    assert "Jini Jini" in GAME.prompt(randomizer, 0)["text"]
    draft = new(3, "draft", seed=2)
    assert GAME.prompt(draft, 2)["kind"] == "partner" and GAME.prompt(draft, 0) is None


def test_solo_prompts_name_dandas_step_the_overwork_cost_and_the_device_choice():
    # Rulebook: Solo Game › 3. Exploration Phase, Overwork Cost, Install
    state = to_turn(solo_explore(0), DANDA)
    step = GAME.legal_actions(state, DANDA)[0]
    assert GAME.prompt(state, DANDA) == {"kind": "danda", "text": step["label"], "template": step["template"],
                                         "params": step["params"]}
    state = to_turn(solo_explore(0, goods={"C": 5, "Cr": 1}), HUMAN)
    state["seats"][DANDA]["pass"] = [0, 0]
    state["passed"] = 1
    prompt = GAME.prompt(state, HUMAN)
    assert prompt["kind"] == "overwork" and "Overwork Cost (2 Resources)" in prompt["text"]
    device = to_turn(solo_explore(0, danda_device_policy="ask"), DANDA)
    top_npc(device, plain_card("install"))
    danda_at(device, 3)
    device, _ = danda_steps(device)
    assert words(GAME.prompt(device, HUMAN)) == {"kind": "danda_device",
                                                 "text": "Choose the Device type Danda installs on floor 3"}


# -- decision keys ---------------------------------------------------------------------------------------------
def test_the_supply_decision_key_stays_while_other_seats_choose_and_is_gone_once_chosen():
    state = new(3)
    key = GAME.decision_key(state, 2)
    assert key == ["supply", 1]
    state, _ = act(state, 0, "choose_supply", res_side=1, guild="drawn", guild_side=0)
    assert GAME.decision_key(state, 2) == key and GAME.decision_key(state, 0) is None


def test_a_pending_decision_is_keyed_by_its_id():
    state = turn_to(explore_state(3), 0)
    gain(state, 0, {"Res": 2}, "test", [])
    assert GAME.decision_key(state, 0) == [state["pending"][0]["id"]]
    assert GAME.decision_key(state, 1) is None


# -- glossary --------------------------------------------------------------------------------------------------
def test_the_glossary_explains_every_content_id_once_with_a_text_generated_from_the_data():
    c = content()
    glossary = GAME.glossary()
    by_id = {comp["id"]: comp for comp in glossary["components"]}
    assert len(by_id) == len(glossary["components"])
    expected = set(c.cards) | set(c.vp_ids) | set(c.tiles) | set(c.partner_tile_ids) | set(c.partners) \
        | {card["id"] for card in c.randomizer_cards} | set(c.device_order)
    assert expected <= set(by_id)
    assert by_id["res12-01"]["text"] == "half 1: gain 1 Coin, 1 Brick, 1 Iron, 1 Crystal; half 2: gain 3 Coins, 2 Gas"
    assert by_id["guild1-05"]["name"] == "Guild Card 5 (Round 1)"  # names carry no id (issue 30)
    assert by_id["npc-1-01"]["text"] == "Install a Device" and by_id["blockade-01"]["kind"] == "blockade_card"
    for term in ("C", "G", "Br", "Fe", "Cr", "Chip", "FM", "VP", "Res", "Mat"):
        assert glossary["terms"][term]


def test_every_field_of_a_view_is_explained_in_the_glossary():
    view_doc = GAME.glossary()["view"]
    for state, viewer in ((new(3), 0), (GAME.new_game(0, {"partner_method": "jini"}, SOLO), HUMAN)):
        view = GAME.view(state, viewer)
        assert set(view) <= set(view_doc)
        assert {f"seats[].{k}" for k in view["seats"][viewer]} <= set(view_doc)
        if view["solo"]:
            assert {f"solo.{k}" for k in view["solo"]} <= set(view_doc)


# -- hidden information ---------------------------------------------------------------------------------------
def test_a_revealed_vp_card_that_later_sits_in_another_seats_vp_cards_is_hidden_from_everyone_else():
    # Rulebook: Partner Tiles › Delivery Person (revealed, then back to the deck) and Victory Point Cards (kept
    # face down): once the deck reaches the revealed card again, whoever draws it keeps it secret.
    state = explore_state(3)
    card = state["decks"]["vp"].pop(0)  # it lay at the bottom after a Delivery Person reveal
    state["public_vp"] = [[card]]
    state["seats"][1]["vpc"].append(card)
    assert card in GAME.hidden_from(state, 0) and card in GAME.hidden_from(state, None)
    assert card not in GAME.hidden_from(state, 1)
    state["decks"]["vp"].insert(0, state["seats"][1]["vpc"].pop())  # back in the deck: its id is public
    assert card not in GAME.hidden_from(state, 0)


def test_re_dealing_keeps_everything_a_seat_sees_and_depends_only_on_what_it_knows():
    state = explore_state(4, partners=["delivery_person", "appraiser", "jini", "appraiser"], seed=3)
    rnd = random.Random(3)
    checked = 0
    for i in range(400):
        if GAME.is_over(state):
            break
        s = rnd.choice(GAME.active_seats(state))
        state = GAME.apply(state, s, strip_label(rnd.choice(GAME.legal_actions(state, s)))).state
        if i % 9:
            continue
        for viewer in (None, 0, 1, 2, 3):
            copy = GAME.sample_hidden(state, viewer, rng(i))
            assert picture(copy, viewer) == picture(state, viewer)
            assert canon(GAME.sample_hidden(copy, viewer, rng(5))) == canon(GAME.sample_hidden(state, viewer, rng(5)))
            checked += 1
    assert checked > 50


def test_re_dealing_moves_other_seats_cards_and_deck_orders_but_never_the_viewers_own():
    state = new(3)
    copies = [GAME.sample_hidden(state, 0, rng(k)) for k in range(6)]
    own = state["seats"][0]
    for copy in copies:
        assert copy["seats"][0]["hand"] == own["hand"] and copy["seats"][0]["r4"] == own["r4"]
        assert copy["rng"] != state["rng"]
        # every class of cards keeps its size per slot kind: Round 4 cards stay Round 4 Guild cards
        assert all(copy["seats"][s]["r4"].startswith("guild4") for s in (1, 2))
        assert sorted(copy["decks"]["vp"]) == sorted(state["decks"]["vp"])
    assert len({canon(c["decks"]["vp"]) for c in copies}) > 1
    assert len({canon([c["seats"][1]["hand"], c["seats"][2]["r4"]]) for c in copies}) > 1
    assert state == new(3)  # the real state is untouched


def test_the_delivery_persons_revealed_cards_stay_together_at_the_bottom_of_the_vp_deck():
    # Rulebook: Partner Tiles › Delivery Person - "shuffle them face down, and return them to the bottom"
    state = explore_state(3)
    block = state["decks"]["vp"][:4]
    state["public_vp"] = [sorted(block)]
    for k in range(5):
        copy = GAME.sample_hidden(state, 1, rng(k))
        assert sorted(copy["decks"]["vp"][:4]) == sorted(block)
        assert not set(copy["decks"]["vp"][4:]) & set(block)


def test_other_seats_secret_supply_and_partner_choices_are_re_chosen_among_their_options():
    # Rulebook: 2: Supply Phase; Select a Partner › B - both are secret until everyone has chosen
    state = new(3)
    state, _ = act(state, 1, "choose_supply", res_side=1, guild="drawn", guild_side=1)
    choices = {canon(GAME.sample_hidden(state, 0, rng(k))["seats"][1]["choice"]) for k in range(12)}
    assert len(choices) > 1
    assert all(orjson.loads(c)["guild"] == "drawn" for c in choices)  # the setup card only counts in Round 4
    assert GAME.sample_hidden(state, 1, rng(0))["seats"][1]["choice"] == state["seats"][1]["choice"]
    pick = new(3, "randomizer", seed=4)
    pick, _ = act(pick, 2, "choose_partner", side="back")
    sides = {GAME.sample_hidden(pick, 0, rng(k))["pick"]["choice"][2] for k in range(12)}
    assert sides <= {"front", "back", "jini"} and len(sides) > 1


def test_the_solo_player_sees_no_secret_but_the_order_of_the_decks():
    state = first_legal_until(GAME.new_game(0, {"partner_method": "jini"}, SOLO),
                              lambda s: s["step"] == "explore" and not s["pending"])
    slots = hidden_slots(state, HUMAN)
    assert slots and all(isinstance(container, list) and container in state["decks"].values()
                         for container, _ in slots)
    copy = GAME.sample_hidden(state, HUMAN, rng(1))
    assert picture(copy, HUMAN) == picture(state, HUMAN)
    assert {k: sorted(v) for k, v in copy["decks"].items()} == {k: sorted(v) for k, v in state["decks"].items()}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_seats_are_numbered_clockwise_and_every_seat_count_can_start(n):
    assert {GAME.new_game(seed, {"partner_method": "jini"}, seats(n))["order"][0] for seed in range(30)} \
        == set(range(n))
