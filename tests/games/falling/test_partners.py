"""Each partner side (12 on 6 tiles) and Jini Jini."""
from shared.games.falling import flow
from shared.games.falling.effects import gain

from tests.games.falling.helpers import (GAME, act, explore_state, new, place, set_goods, set_hand, set_tile, top_vp,
                                         turn_to)


def legal_types(state, s, type_):
    return [a for a in GAME.legal_actions(state, s) if a["type"] == type_]


def test_pilot_reduces_a_one_floor_ascend_by_1_gas():
    state = turn_to(explore_state(3, partners=["pilot", "jini", "jini"]), 0)
    set_goods(state, 0, G=1)
    assert {a["pay"] for a in legal_types(state, 0, "ascend")} == {"G1"}


def test_fuel_engineer_pays_1_more_coin_and_gains_1_gas_for_refinery_mining_exploration_not_smelting():
    state = turn_to(explore_state(3, partners=["fuel_engineer", "jini", "jini"]), 0)
    set_tile(state, 1, "floor-n-01")  # space 0 shows no bonus
    set_goods(state, 0, C=3, Fe=1, Br=1)
    state, _ = act(state, 0, "install", device="ref")
    assert {a["pay"] for a in GAME.legal_actions(state, 0)} == {"C3-Fe1"}
    state, _ = act(state, 0, "install_space", space=0, pay="C3-Fe1", invest="none")
    assert state["seats"][0]["G"] == 1  # floor 1 bonus is a Coin; +1 Gas from the Fuel Engineer
    state = turn_to(state, 0)
    set_goods(state, 0, C=2, Br=1)
    state, _ = act(state, 0, "install", device="smelt")
    state, _ = act(state, 0, "install_space", space=1, pay="C2-Br1", invest="none")
    assert state["seats"][0]["G"] == 0


def test_architect_installs_for_1_coin_less():
    state = turn_to(explore_state(3, partners=["architect", "jini", "jini"]), 0)
    set_goods(state, 0, C=1, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    assert {a["pay"] for a in GAME.legal_actions(state, 0)} == {"C1-Fe1"}


def test_investor_has_no_extra_payment_for_a_device_without_brick_or_iron():
    state = turn_to(explore_state(3, partners=["investor", "jini", "jini"]), 0)
    set_goods(state, 0, C=4, Cr=1, Fe=3)
    state, _ = act(state, 0, "install", device="expl")
    assert {a["invest"] for a in GAME.legal_actions(state, 0)} == {"none"}


def test_negotiator_gains_2_more_vp_per_negotiate_action():
    state = turn_to(explore_state(3, partners=["negotiator", "jini", "jini"]), 0)
    set_goods(state, 0, Cr=1)
    state, _ = act(state, 0, "negotiate", space=0, piece="Cr")  # space 0: 3 VP
    assert state["seats"][0]["vp"] == 5 and state["nego"][0] == [0, "Cr"]


def test_retrieve_engineer_bonus_by_number_of_devices_retrieved():
    expected = {1: {"C": 1}, 2: {"C": 2}, 3: {"C": 2, "VP": 1}, 4: {"C": 2, "Chip": 1}, 5: {"C": 2, "Chip": 1}}
    for count, bonus in expected.items():
        state = explore_state(3, partners=["retrieve_engineer", "jini", "jini"])
        for i in range(count):
            place(state, 1 + i // 3, i % 3, 0, "ref")
        ev = []
        flow.step_retrieve(state, ev)
        got = [e["data"]["goods"] for e in ev if e["type"] == "goods_gained"
               and e["data"]["source"] == "retrieve_engineer"]
        assert got == [{k: v for k, v in bonus.items()}], count


def test_receptionist_may_turn_a_floor_bonus_chip_into_a_conversion():
    state = turn_to(explore_state(3, partners=["receptionist", "jini", "jini"]), 0)
    set_tile(state, 5, "floor-r-02")
    state["seats"][0]["fm"] = [5, 0]
    set_goods(state, 0, C=4, Fe=1, Chip=1)
    state, _ = act(state, 0, "install", device="ref")
    state, _ = act(state, 0, "install_space", space=0, pay="C2-Fe1", invest="none")  # space 0: 2 Gas
    assert state["pending"][0]["kind"] == "recep"
    effects = {a.get("effect") for a in GAME.legal_actions(state, 0)}
    assert {"r0", "r1", "board"} <= effects
    state, _ = act(state, 0, "convert", effect="r1", pay="Chip1", gain=0)  # return a Chip for 7 VP
    seat = state["seats"][0]
    assert seat["Chip"] == 0 and seat["vp"] == 7


def test_receptionist_conversion_2_coins_for_2_chips_and_taking_the_chip_instead():
    state = turn_to(explore_state(3, partners=["receptionist", "jini", "jini"]), 0)
    gain(state, 0, {"Chip": 1}, "floor", [])
    gain(state, 0, {"Chip": 1}, "placement", [])
    set_goods(state, 0, C=2)
    state, _ = act(state, 0, "convert", effect="r0", pay="C2", gain=0)
    state, _ = act(state, 0, "take_chip")
    assert state["seats"][0]["Chip"] == 3 and not state["pending"]


def test_receptionist_cannot_replace_chips_from_other_sources_or_place_chips_on_her_conversions():
    state = turn_to(explore_state(3, partners=["receptionist", "jini", "jini"]), 0)
    gain(state, 0, {"Chip": 1}, "pass", [])
    assert state["seats"][0]["Chip"] == 1 and not state["pending"]
    set_goods(state, 0, C=2, Chip=1)
    assert not [a for a in legal_types(state, 0, "use_effect") if a["effect"].startswith("r")]


def test_alchemist_income_is_2_coins_or_a_conversion_in_round_1():
    state = explore_state(3, partners=["alchemist", "jini", "jini"])
    ev = []
    flow.seat_income(state, 0, ev)
    assert state["pending"] == [{"id": state["pending_seq"], "kind": "alchemist", "mode": "one", "seat": 0,
                                 "stage": 0, "used": None}]
    state["step"] = "income"
    state, _ = act(state, 0, "alchemist_take")
    assert state["seats"][0]["C"] >= 2


def test_alchemist_from_round_3_resolves_two_different_conversions_without_chips():
    state = explore_state(3, partners=["alchemist", "jini", "jini"])
    state["round"] = 3
    set_goods(state, 0, C=2, G=2)
    flow.seat_income(state, 0, [])
    state["step"] = "income"
    state, _ = act(state, 0, "convert", effect="board", pay="C1", gain=1)  # 1 Coin -> 1 Gas
    item = state["pending"][0]
    assert item == {"id": state["pending_seq"], "kind": "alchemist", "mode": "one", "seat": 0, "stage": 1,
                    "used": "board"}
    assert not [a for a in GAME.legal_actions(state, 0) if a.get("effect") == "board"]
    assert {a["type"] for a in GAME.legal_actions(state, 0)} == {"alchemist_take"}
    state, _ = act(state, 0, "alchemist_take")
    seat = state["seats"][0]
    assert (seat["C"], seat["G"], seat["used"]) == (1, 4, {})


def test_alchemist_materials_chosen_from_the_first_conversion_can_pay_for_the_second():
    state = explore_state(3, partners=["alchemist", "jini", "jini"])
    state["round"] = 3
    state["seats"][0]["guild"][1] = ["guild2-03", 1]  # 3 Resources -> 2 Materials
    set_goods(state, 0, C=3)
    flow.seat_income(state, 0, [])
    state["step"] = "income"
    state, _ = act(state, 0, "convert", effect="g2", pay="C3", gain=0)
    assert state["pending"][0]["kind"] == "goods"  # the Materials are chosen before the second stage
    state, _ = act(state, 0, "take", goods="Fe2")
    state, _ = act(state, 0, "convert", effect="board", pay="Fe1", gain=0)  # 1 Iron -> 2 Coins
    seat = state["seats"][0]
    assert (seat["C"], seat["Fe"]) == (2, 1)


def test_material_trader_conversion_pays_1_material_for_2_bricks_or_2_iron():
    state = turn_to(explore_state(3, partners=["material_trader", "jini", "jini"]), 0)
    set_goods(state, 0, Cr=1, Chip=1)
    options = {(a["pay"], a["gain"]) for a in legal_types(state, 0, "use_effect") if a["effect"] == "p0"}
    assert options == {("Cr1", 0), ("Cr1", 1)}
    state, _ = act(state, 0, "use_effect", effect="p0", pay="Cr1", gain=1)
    assert (state["seats"][0]["Fe"], state["seats"][0]["Cr"]) == (2, 0)


def test_processing_craftsman_spends_brick_or_iron_as_crystal():
    state = turn_to(explore_state(3, partners=["processing_craftsman", "jini", "jini"]), 0)
    set_goods(state, 0, C=4, Br=1, Fe=1)
    state, _ = act(state, 0, "install", device="expl")
    assert {a["pay"] for a in GAME.legal_actions(state, 0)} == {"C4-Br1", "C4-Fe1"}
    state = turn_to(explore_state(3, partners=["processing_craftsman", "jini", "jini"]), 0)
    set_goods(state, 0, Fe=1)
    state, _ = act(state, 0, "negotiate", space=0, piece="Fe")
    assert state["nego"][0] == [0, "Cr"] and state["seats"][0]["Fe"] == 0


def test_processing_craftsman_returns_materials_on_passing_then_keeps_the_pass_crystal():
    state = turn_to(explore_state(3, partners=["processing_craftsman", "jini", "jini"]), 0)
    set_goods(state, 0, Br=2, Fe=1, Cr=3, C=1)
    state, ev = act(state, 0, "pass")
    seat = state["seats"][0]
    assert (seat["Br"], seat["Fe"], seat["Cr"], seat["C"]) == (0, 0, 1, 1)
    assert any(e["type"] == "materials_returned" for e in ev)
    state["seats"][0]["Br"] = 2
    set_goods(state, 2, G=2)
    state, _ = act(state, 1, "pass")
    state, ev = act(state, 2, "ascend", floor=2, space=0, pay="G2")  # then seat 0 steps down the track
    assert any(e["type"] == "pass_track_stepped" and e["seat"] == 0 for e in ev)
    assert state["seats"][0]["Br"] == 2 and state["seats"][0]["G"] == 1  # no second discard


def test_delivery_person_reveals_n_plus_1_cards_keeps_2_gives_1_to_each_other_player():
    state = new(3, "jini")
    state["seats"][0]["partner"] = "delivery_person"
    top_vp(state, "vp-rega-01", "vp-regb-01", "vp-regb-02", "vp-rega-02")
    deck_size = len(state["decks"]["vp"])
    for s in range(3):
        set_hand(state, s, f"res12-0{s + 1}", state["seats"][s]["hand"]["guild"])  # fixed goods halves
    for s in range(3):
        state, _ = act(state, s, "choose_supply", res_side=1, guild="drawn", guild_side=0)
    item = state["pending"][0]
    assert item["kind"] == "deliver_keep" and len(item["cards"]) == 4
    assert "vp-rega-01" in str(GAME.view(state, 2))  # revealed to all
    before = [dict(s) for s in state["seats"]]
    cards = item["cards"]
    state, _ = act(state, 0, "deliver_keep", a=cards.index("vp-rega-01"), b=cards.index("vp-rega-02"))
    assert state["seats"][0]["C"] - before[0]["C"] == 6
    give = state["pending"][0]
    assert give["kind"] == "deliver_give" and sorted(give["to"]) == [1, 2]
    state, _ = act(state, 0, "deliver_give", card=0, to=2)
    state, _ = act(state, 0, "deliver_give", card=0, to=1)
    assert state["seats"][1]["G"] - before[1]["G"] == 2 and state["seats"][2]["G"] - before[2]["G"] == 2
    assert len(state["decks"]["vp"]) == deck_size
    assert sorted(state["decks"]["vp"][:4]) == ["vp-rega-01", "vp-rega-02", "vp-regb-01", "vp-regb-02"]
    assert all(s["vpc"] == [] for s in state["seats"])
    assert state["step"] == "explore"


def test_appraiser_draws_only_one_card_during_final_scoring():
    state = explore_state(3, partners=["appraiser", "jini", "jini"])
    state["seats"][0]["vp"] = 9
    from shared.games.falling.effects import gain_vp
    gain_vp(state, 0, 1, [], final=True)
    assert len(state["seats"][0]["vpc"]) == 1 and not state["pending"]


def test_jini_jini_has_no_ability_beyond_starting_goods():
    state = new(2, "jini")
    assert state["seats"][0]["partner"] == "jini"
    assert (state["seats"][0]["G"], state["seats"][0]["C"], state["seats"][0]["Chip"]) == (2, 3, 1)
