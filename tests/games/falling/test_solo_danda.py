"""Danda's NPC cards: every condition and action, split cards, install placement, skips, passing."""
import pytest

from shared.engine import SeatSpec
from shared.games.falling import automa
from shared.games.falling.actions import fm_occupied
from shared.games.falling.automa import OFF_BOARD, choose_half, holds, solo_content
from shared.games.falling.content import content

from tests.games.falling.helpers import GAME, GOODS, set_tile
from tests.games.falling.solo_helpers import (DANDA, HUMAN, card_with, danda_at, danda_steps, flat, human_at,
                                              plain_card, solo_explore, to_turn, top_npc, types)


def danda_state(card_id, danda_floor=1, human_floor=1, policy="in_order", seed=0):
    """Danda to act in round 1 of its card's round with `card_id` on top of the NPC deck."""
    state = solo_explore(seed, danda_device_policy=policy)
    top_npc(state, card_id)
    to_turn(state, DANDA)
    danda_at(state, danda_floor)
    human_at(state, human_floor)
    return state


def split_card(first_kinds):
    """A split card whose first half's conditions are exactly `first_kinds`."""
    return card_with(lambda c: "halves" in c and [w["if"] for w in c["halves"][0]["when"]] == list(first_kinds))


# -- content -----------------------------------------------------------------------------------------
def test_the_solo_content_has_36_npc_cards_14_blockade_cards_and_3_summary_cards():
    sc = solo_content()
    assert len(sc.npc) == 36 and all(len(sc.npc_round[r]) == 9 for r in (1, 2, 3, 4))
    assert len(sc.blockades) == 14
    assert sorted(b["first"] for b in sc.blockades.values()) == ["npc"] * 7 + ["player"] * 7
    assert sorted(sc.summary) == ["easy", "hard", "normal"]


def test_every_condition_and_every_action_appears_on_some_npc_card():
    conds, acts = set(), set()
    for card in solo_content().npc.values():
        for half in card.get("halves", ()):
            conds.update(w["if"] for w in half["when"])
            acts.update(a["do"] for a in half["actions"])
        acts.update(a["do"] for a in card.get("actions", ()))
    assert conds == set(automa.CONDITIONS)
    assert acts == set(automa.NPC_ACTIONS)
    sides = {a["side"] for c in solo_content().npc.values() for a in c.get("actions", ()) if a["do"] == "crystal"}
    assert sides == {"left", "right"}


def _three_section_card(raw):
    card = next(x for x in raw["npc_cards"] if "halves" in x)
    card["halves"] = [{"when": [{"if": k}], "actions": [{"do": "install"}]} for k in ("lower", "same", "higher")]


def _stacked_tokens(raw):
    tokens = raw["blockades"][0]["tokens"]
    tokens[1] = list(tokens[0])


@pytest.mark.parametrize("spoil,message", [(_three_section_card, "upper and a lower half"),
                                           (_stacked_tokens, "same space")])
def test_solo_content_with_a_three_section_card_or_two_tokens_on_one_space_is_refused(spoil, message):
    """Solo: split cards have "upper and lower sections"; a Blockade Token sits on one Tower space."""
    from shared.games.falling.automa import load_solo_raw, validate_solo
    from shared.games.falling.content import ContentError
    raw = load_solo_raw()
    validate_solo(raw)
    spoil(raw)
    with pytest.raises(ContentError, match=message):
        validate_solo(raw)


# -- conditions ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("cond,danda_floor,player_floor,expected", [
    ({"if": "lower"}, 1, 2, True), ({"if": "lower"}, 2, 2, False), ({"if": "lower"}, 3, 2, False),
    ({"if": "higher"}, 3, 2, True), ({"if": "higher"}, 2, 2, False), ({"if": "higher"}, 1, 2, False),
    ({"if": "same"}, 2, 2, True), ({"if": "same"}, 1, 2, False), ({"if": "same"}, 3, 2, False),
    ({"if": "at_least", "floor": 3}, 3, 1, True), ({"if": "at_least", "floor": 3}, 4, 5, True),
    ({"if": "at_least", "floor": 3}, 2, 1, False),
    ({"if": "below", "floor": 3}, 2, 5, True), ({"if": "below", "floor": 3}, 3, 1, False),
    ({"if": "below", "floor": 3}, 4, 1, False),
])
def test_each_behaviour_condition_compares_dandas_floor(cond, danda_floor, player_floor, expected):
    assert holds(cond, danda_floor, player_floor) is expected


def test_a_split_card_resolves_only_the_half_whose_condition_holds():
    cid = split_card(["lower"])
    card = solo_content().npc[cid]
    assert choose_half(card, 1, 2)[0] == 0
    assert choose_half(card, 2, 2)[0] == 1
    assert choose_half(card, 3, 2)[0] == 1
    state = danda_state(cid, danda_floor=1, human_floor=2)
    state, batches = danda_steps(state)
    revealed = batches[0][0]
    assert revealed["type"] == "npc_card_revealed" and revealed["data"]["half"] == 0
    assert revealed["data"]["actions"] == [dict(a) for a in card["halves"][0]["actions"]]
    assert "lower floor" in revealed["data"]["condition"]


def test_a_split_card_on_floor_x_or_higher_versus_below_floor_x():
    cid = split_card(["at_least"])
    card = solo_content().npc[cid]
    x = card["halves"][0]["when"][0]["floor"]
    assert choose_half(card, x, 1)[0] == 0
    assert choose_half(card, x - 1, 5)[0] == 1
    state = danda_state(cid, danda_floor=x, human_floor=1)
    state, batches = danda_steps(state)
    assert batches[0][0]["data"]["half"] == 0
    state = danda_state(cid, danda_floor=x - 1, human_floor=1)
    state, batches = danda_steps(state)
    assert batches[0][0]["data"]["half"] == 1


def test_a_same_floor_split_card():
    cid = split_card(["same"])
    card = solo_content().npc[cid]
    assert choose_half(card, 2, 2)[0] == 0
    assert choose_half(card, 1, 2)[0] == 1 and choose_half(card, 3, 2)[0] == 1


# -- steps and events -------------------------------------------------------------------------------------
def test_the_reveal_and_each_action_are_separate_steps_with_their_own_events():
    state = danda_state(plain_card("ascend", "install"))
    assert GAME.legal_actions(state, DANDA) == [GAME.automa_action(state, DANDA)]
    state, batches = danda_steps(state)
    assert [types(b)[0] for b in batches] == ["npc_card_revealed", "danda_ascended", "danda_installed"]
    assert "npc_card_resolved" in types(batches[-1])
    assert GAME.active_seats(state) == [HUMAN]


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_dandas_rule_choice_is_always_its_single_listed_action_for_a_whole_game(seed):
    """Basic Rules for NPCs: the cards decide Danda's steps; each is the one legal action of Danda's seat."""
    import random
    rnd = random.Random(seed)
    state = GAME.new_game(seed, {"partner_method": "jini", "danda_device_policy": "ask"},
                          [SeatSpec(0, "Danda", "automa"), SeatSpec(1, "You", "human")] if seed % 2 else
                          [SeatSpec(0, "You", "human"), SeatSpec(1, "Danda", "automa")])
    d = state["solo"]["danda"]
    danda_turns = 0
    while GAME.active_seats(state):
        s = GAME.active_seats(state)[0]
        legal = GAME.legal_actions(state, s)
        if s == d:
            action = GAME.automa_action(state, s)
            assert legal == [action]
            danda_turns += 1
        else:
            action = rnd.choice([a for a in legal if a["type"] != "pass"] or legal)
        state = GAME.apply(state, s, action).state
    assert danda_turns > 0 and GAME.result(state)["details"]["solo"]["evaluation"]


def test_danda_only_acts_on_its_own_turn_and_the_player_cannot_take_its_steps():
    state = danda_state(plain_card("install"))
    assert GAME.legal_actions(state, HUMAN) == []
    to_turn(state, HUMAN)
    assert GAME.legal_actions(state, DANDA) == []


# -- ascend -----------------------------------------------------------------------------------------------
def test_ascend_1_moves_danda_up_one_floor_beside_the_tower_without_covering_a_space():
    state = danda_state(plain_card("ascend", "install"))
    state["blockades"] = []
    state, batches = danda_steps(state)
    assert state["seats"][DANDA]["fm"] == [2, OFF_BOARD]
    assert [i for f, i in fm_occupied(state) if f == 2] == [OFF_BOARD]  # no floor-2 space is covered
    ev = flat(batches)[1]
    assert ev["type"] == "danda_ascended" and ev["data"] == {"frm": 1, "floor": 2}


def test_ascend_1_is_skipped_on_the_top_floor():
    state = danda_state(plain_card("ascend", "install"), danda_floor=content().floors)
    state, batches = danda_steps(state)
    skipped = batches[1][0]
    assert skipped["type"] == "danda_action_skipped" and skipped["data"]["action"] == "ascend"
    assert "top floor" in skipped["data"]["reason"]
    assert state["seats"][DANDA]["fm"][0] == content().floors


@pytest.mark.parametrize("start,moves", [(1, True), (2, True), (3, False), (4, False)])
def test_ascend_to_x_moves_up_to_x_and_is_skipped_on_x_or_above(start, moves):
    cid = card_with(lambda c: "actions" in c and c["actions"][0]["do"] == "ascend_to"
                    and c["actions"][0]["floor"] == 3)
    state = danda_state(cid, danda_floor=start)
    state, batches = danda_steps(state)
    ev = batches[1][0]
    if moves:
        assert ev["type"] == "danda_ascended" and ev["data"] == {"frm": start, "floor": 3}
        assert state["seats"][DANDA]["fm"][0] == 3
    else:
        assert ev["type"] == "danda_action_skipped" and ev["data"]["action"] == "ascend_to"
        assert state["seats"][DANDA]["fm"][0] == start


# -- install ------------------------------------------------------------------------------------------------
def installed(batches):
    return [e["data"] for e in flat(batches) if e["type"] == "danda_installed"]


@pytest.mark.parametrize("floor", [3, 4])
def test_install_takes_the_blue_framed_space_on_floors_3_to_5(floor):
    state = danda_state(plain_card("install"), danda_floor=floor)
    set_tile(state, floor, "floor-n-01")  # spaces: plain, C, G, blue Cr, 3p+, 4p
    state, batches = danda_steps(state)
    assert installed(batches) == [{"device": "ref", "floor": floor, "space": 3, "chosen_by": "in_order"}]
    assert state["tower"][floor - 1]["dev"][3] == [DANDA, "ref"]
    assert state["seats"][DANDA]["dev"]["ref"] == 1


def test_install_on_floor_5_takes_the_round_tiles_blue_space():
    state = danda_state(plain_card("install"), danda_floor=5)
    set_tile(state, 5, "floor-r-01")  # spaces: Chip, 2 C, blue 3 VP, 3p+, 4p
    state, batches = danda_steps(state)
    assert installed(batches)[0]["space"] == 2


def test_install_takes_the_leftmost_empty_space_when_the_blue_one_is_taken():
    state = danda_state(plain_card("install"), danda_floor=3)
    set_tile(state, 3, "floor-n-01")
    state["tower"][2]["dev"][3] = [HUMAN, "mine"]
    state["tower"][2]["dev"][0] = [HUMAN, "ref"]
    state, batches = danda_steps(state)
    assert installed(batches)[0]["space"] == 1


@pytest.mark.parametrize("floor", [1, 2])
def test_install_on_floors_1_and_2_takes_the_leftmost_space_never_the_blue_one(floor):
    state = danda_state(plain_card("install"), danda_floor=floor)
    set_tile(state, floor, "floor-n-01")
    for i in (0, 1, 2):
        state["tower"][floor - 1]["dev"][i] = [HUMAN, "ref"]
    state, batches = danda_steps(state)  # only the blue space (illegal down here) and 3p/4p spaces are empty
    skipped = [e for e in flat(batches) if e["type"] == "danda_action_skipped"]
    assert installed(batches) == [] and skipped[0]["data"]["action"] == "install"
    state = danda_state(plain_card("install"), danda_floor=floor)
    set_tile(state, floor, "floor-n-01")
    state, batches = danda_steps(state)
    assert installed(batches)[0]["space"] == 0


def test_player_count_spaces_count_as_occupied_so_install_is_skipped():
    state = danda_state(plain_card("install"), danda_floor=3)
    set_tile(state, 3, "floor-n-01")
    for i in (0, 1, 2, 3):
        state["tower"][2]["dev"][i] = [HUMAN, "ref"]
    assert state["tower"][2]["dev"][4] is None and state["tower"][2]["dev"][5] is None
    state, batches = danda_steps(state)
    skipped = [e["data"] for e in flat(batches) if e["type"] == "danda_action_skipped"]
    assert skipped and "no empty legal space" in skipped[0]["reason"]
    assert state["tower"][2]["dev"][4] is None


def test_install_is_skipped_when_danda_has_no_device_left():
    state = danda_state(plain_card("install"), danda_floor=3)
    for dt in content().device_order:
        state["seats"][DANDA]["dev"][dt] = content().devices[dt]["count"]
    state, batches = danda_steps(state)
    skipped = [e["data"] for e in flat(batches) if e["type"] == "danda_action_skipped"]
    assert skipped and "no Device left" in skipped[0]["reason"]


def test_the_player_chooses_the_device_type_danda_installs():
    state = danda_state(plain_card("install"), danda_floor=3, policy="ask")
    set_tile(state, 3, "floor-n-01")
    state, batches = danda_steps(state)
    assert GAME.active_seats(state) == [HUMAN]
    assert state["pending"][0]["kind"] == "danda_device"
    options = GAME.legal_actions(state, HUMAN)
    assert [a["device"] for a in options] == list(content().device_order)
    assert GAME.legal_actions(state, DANDA) == []
    tr = GAME.apply(state, HUMAN, {"type": "danda_device", "device": "mine"})
    assert [e["data"] for e in tr.events if e["type"] == "danda_installed"] == [
        {"device": "mine", "floor": 3, "space": 3, "chosen_by": "player"}]
    assert tr.state["tower"][2]["dev"][3] == [DANDA, "mine"]
    assert GAME.active_seats(tr.state) == [HUMAN] and tr.state["order"][tr.state["turn"]] == HUMAN


def test_the_player_is_not_asked_when_only_one_device_type_is_left():
    state = danda_state(plain_card("install"), danda_floor=3, policy="ask")
    for dt in ("ref", "smelt", "mine"):
        state["seats"][DANDA]["dev"][dt] = content().devices[dt]["count"]
    state, batches = danda_steps(state)
    assert not state["pending"]
    assert installed(batches)[0]["device"] == "expl"


@pytest.mark.parametrize("policy,exhausted,expected", [
    ("in_order", (), "ref"), ("in_order", ("ref",), "smelt"),
    ("lowest_cost", (), "ref"), ("lowest_cost", ("ref", "smelt"), "mine"),
    ("most_left", (), "ref"), ("most_left", ("ref",), "smelt"),
])
def test_a_fixed_device_policy_decides_without_asking(policy, exhausted, expected):
    state = danda_state(plain_card("install"), danda_floor=3, policy=policy)
    for dt in exhausted:
        state["seats"][DANDA]["dev"][dt] = content().devices[dt]["count"]
    state, batches = danda_steps(state)
    assert installed(batches)[0]["device"] == expected


def test_danda_gains_and_pays_nothing():
    state = danda_state(plain_card("ascend", "install"), danda_floor=2)
    set_tile(state, 3, "floor-n-01")
    state, _ = danda_steps(state)
    seat = state["seats"][DANDA]
    assert all(seat[k] == 0 for k in GOODS) and seat["vp"] == 0 and seat["vpc"] == []


# -- crystals ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("side,expected", [("left", 1), ("right", 4)])
def test_a_crystal_goes_on_the_leftmost_or_rightmost_available_negotiation_space(side, expected):
    state = danda_state(card_with(lambda c: [dict(a) for a in c.get("actions", ())] == [{"do": "crystal", "side": side}]))
    n = len(state["nego"])
    state["nego"][0] = [HUMAN, "Cr"]
    state["nego"][n - 1] = [HUMAN, "Chip"]
    state, batches = danda_steps(state)
    assert [e["data"] for e in flat(batches) if e["type"] == "danda_negotiated"] == [{"space": expected, "side": side}]
    assert state["nego"][expected] == [DANDA, "Cr"]
    assert state["seats"][DANDA]["Cr"] == 0


def test_a_crystal_is_skipped_when_every_negotiation_space_is_taken():
    state = danda_state(plain_card("crystal"))
    state["nego"] = [[HUMAN, "Cr"]] * len(state["nego"])
    state, batches = danda_steps(state)
    skipped = [e["data"] for e in flat(batches) if e["type"] == "danda_action_skipped"]
    assert skipped and skipped[0]["action"] == "crystal"


# -- passing ----------------------------------------------------------------------------------------------
def test_danda_passes_right_after_the_rounds_last_card_onto_the_leftmost_free_column():
    state = danda_state(plain_card("crystal"))
    limit = automa.card_limit(state)
    state["solo"]["done"] = limit - 1
    state, batches = danda_steps(state)
    assert [types(b)[0] for b in batches] == ["npc_card_revealed", "danda_negotiated", "passed"]
    assert state["seats"][DANDA]["pass"] == [0, 0]
    assert state["seats"][DANDA]["Cr"] == 0  # the column's reward is not gained
    assert GAME.active_seats(state) == [HUMAN]


def test_after_passing_danda_takes_no_more_turns():
    state = danda_state(plain_card("crystal"))
    state["solo"]["done"] = automa.card_limit(state) - 1
    state, _ = danda_steps(state)
    state["seats"][HUMAN]["Chip"] = 0
    state["seats"][HUMAN]["Cr"] = 3
    before = len(state["solo"]["revealed"])
    for _ in range(2):  # the player acts twice in a row (overwork is free here: Resources given)
        state["seats"][HUMAN]["C"] = 10
        assert GAME.active_seats(state) == [HUMAN]
        tr = GAME.apply(state, HUMAN, next(a for a in GAME.legal_actions(state, HUMAN) if a["type"] == "overwork"))
        nego = next(a for a in GAME.legal_actions(tr.state, HUMAN) if a["type"] == "negotiate")
        tr = GAME.apply(tr.state, HUMAN, nego)
        state = tr.state
        assert not any(e["seat"] == DANDA for e in tr.events)
    assert len(state["solo"]["revealed"]) == before
