"""Legality edges of every action, icons, conversions and turn structure."""
from shared.games.falling import wording
from shared.games.falling.content import content
from shared.games.falling.effects import gain

from tests.games.falling.helpers import (GAME, act, explore_state, find, place, refused, set_goods, set_tile,
                                         top_vp, turn_to)


def types(state, s):
    return {a["type"] for a in GAME.legal_actions(state, s)}


def test_ascending_without_enough_gas_is_refused_with_the_cost():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, G=3)
    reason = refused(state, 0, {"type": "ascend", "floor": 3, "space": 0, "pay": "G5"})
    assert reason == "cannot pay to ascend: need 5 Gas, have 3"


def test_ascending_onto_an_occupied_or_blockaded_space_or_not_upwards_is_refused():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, G=10)
    state["seats"][1]["fm"] = [2, 0]
    assert refused(state, 0, {"type": "ascend", "floor": 2, "space": 0, "pay": "G2"}) == "space occupied"
    state["blockades"] = [[2, 1]]
    assert refused(state, 0, {"type": "ascend", "floor": 2, "space": 1, "pay": "G2"}) == "space occupied"
    assert refused(state, 0, {"type": "ascend", "floor": 1, "space": 3, "pay": "free"}).startswith(
        "you can only ascend to a higher floor")
    assert {(a["floor"], a["space"]) for a in GAME.legal_actions(state, 0) if a["type"] == "ascend"
            and a["floor"] == 2} == {(2, 2), (2, 3)}


def test_crystals_never_pay_for_coins_or_gas():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, Cr=5)
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] in ("ascend", "install")]


def test_installing_without_enough_coins_is_refused_with_the_cost():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, C=1, Fe=1)
    assert refused(state, 0, {"type": "install", "device": "ref"}) == "cannot pay to install: need 2 Coin, have 1"


def test_installing_on_an_occupied_space_is_refused():
    state = turn_to(explore_state(3), 0)
    set_tile(state, 1, "floor-n-01")
    place(state, 1, 0, 1, "ref")
    set_goods(state, 0, C=2, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    assert refused(state, 0, {"type": "install_space", "space": 0, "pay": "C2-Fe1", "invest": "none"}) == \
        "space occupied"


def test_a_device_type_with_no_device_left_cannot_be_installed():
    state = turn_to(explore_state(3), 0)
    state["seats"][0]["dev"]["expl"] = 2
    set_goods(state, 0, C=9, Cr=3)
    assert refused(state, 0, {"type": "install", "device": "expl"}) == "no expl Device left on your board"


def test_install_takes_the_lowest_device_so_the_column_count_rises_and_a_full_floor_offers_no_install():
    state = turn_to(explore_state(2), 0)
    set_tile(state, 1, "floor-n-01")
    for i in range(4):  # the 2-player usable spaces 0-3; 3 is blue: not on floor 1
        if i != 3:
            place(state, 1, i, 1, "ref")
    set_goods(state, 0, C=9, Fe=3, Br=3)
    assert "install" not in types(state, 0)


def test_negotiating_on_an_occupied_space_or_without_crystal_or_chip_is_refused():
    state = turn_to(explore_state(3), 0)
    state["nego"][0] = [1, "Cr"]
    set_goods(state, 0, Cr=1)
    assert refused(state, 0, {"type": "negotiate", "space": 0, "piece": "Cr"}).startswith("space occupied")
    set_goods(state, 0)
    assert refused(state, 0, {"type": "negotiate", "space": 1, "piece": "Cr"}).startswith("you have no Cr")


def test_a_chip_spent_on_negotiation_is_gone_while_chips_on_effects_come_back_next_round():
    state = turn_to(explore_state(2), 0)
    set_goods(state, 0, Chip=2, C=1)
    state, _ = act(state, 0, "use_effect", effect="board", pay="C1", gain=0)
    state, _ = act(state, 0, "negotiate", space=1, piece="Chip")
    state, _ = act(state, 1, "pass")
    state, _ = act(state, 0, "pass")
    assert state["round"] == 2 and state["seats"][0]["Chip"] == 1 and state["nego"] == [None] * 6


def test_the_sub_action_comes_first_and_only_once_per_turn():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, Chip=2, C=3, G=3)
    assert "use_effect" in types(state, 0)
    state, _ = act(state, 0, "ascend", floor=2, space=0, pay="G2")
    state = turn_to(state, 0)
    state, _ = act(state, 0, "use_effect", effect="board", pay="C1", gain=1)
    assert "use_effect" not in types(state, 0) and "pass" in types(state, 0)
    assert refused(state, 0, {"type": "use_effect", "effect": "g1", "pay": "free", "gain": 0}) == \
        "only one Sub-action per turn, before your Action"


def test_a_guild_income_card_gives_its_chip_reward_when_a_chip_is_placed_on_it():
    state = turn_to(explore_state(3), 0)
    state["seats"][0]["guild"][0] = ["guild1-06", 0]  # income 2 Coins; chip reward 2 VP
    set_goods(state, 0, Chip=1)
    state, _ = act(state, 0, "use_effect", effect="g1", pay="free", gain=0)
    assert state["seats"][0]["vp"] == 2 and state["seats"][0]["C"] == 0


def test_the_board_conversion_pays_one_of_brick_iron_gas_coin_for_2_coins_or_1_gas():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, Chip=1, Br=1, Fe=1, G=1, C=1, Cr=1)
    got = {(a["pay"], a["gain"]) for a in GAME.legal_actions(state, 0) if a["type"] == "use_effect"}
    assert got == {(p, g) for p in ("Br1", "Cr1", "Fe1", "G1", "C1") for g in (0, 1)}


def test_a_passed_player_at_the_bottom_of_its_column_gains_the_reward_beside_it():
    state = turn_to(explore_state(2), 0)
    set_goods(state, 1, G=20)
    state, _ = act(state, 0, "pass")
    rewards = []
    for floor in (2, 3, 4):
        state, ev = act(state, 1, "ascend", floor=floor, space=0, pay=f"G{[0, 0, 2, 3, 5][floor]}"
                        + ("-Fe1" if floor > 3 else ""), ) if floor < 4 else (state, [])
        rewards += [e["data"] for e in ev if e["type"] == "pass_track_stepped"]
    assert rewards == [{"column": 0, "row": 1}, {"column": 0, "row": 2}]
    set_goods(state, 1, Cr=1)
    state, ev = act(state, 1, "negotiate", space=0, piece="Cr")
    step = [e for e in ev if e["type"] == "pass_track_stepped"][0]
    assert step["data"] == {"column": 0, "row": 2, "bottom": True}
    assert [e["data"]["goods"] for e in ev if e["type"] == "goods_gained" and e["seat"] == 0] == [{"C": 1}]


def test_x_resources_reward_is_any_mix_of_coins_and_gas():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, Cr=1)
    state, _ = act(state, 0, "negotiate", space=4, piece="Cr")  # 4 Resources
    assert [a["goods"] for a in GAME.legal_actions(state, 0)] == ["C4", "C3-G1", "C2-G2", "C1-G3", "G4"]
    state, _ = act(state, 0, "take", goods="C1-G3")
    assert (state["seats"][0]["C"], state["seats"][0]["G"]) == (1, 3)


def test_x_materials_reward_is_any_mix_of_brick_iron_crystal():
    state = turn_to(explore_state(3), 0)
    gain(state, 0, {"Mat": 2}, "test", [])
    assert len(GAME.legal_actions(state, 0)) == 6


def test_free_conversion_card_resolves_even_an_occupied_conversion_but_never_an_income_effect_then_gives_a_chip():
    state = turn_to(explore_state(3), 0)
    seat = state["seats"][0]
    seat["guild"][0] = ["guild1-01", 0]  # income effect
    seat["guild"][1] = ["guild2-01", 0]  # 2 Gas -> 3 VP
    seat["used"] = {"g2": 1}
    set_goods(state, 0, G=2)
    seat["vp"] = 9
    top_vp(state, "vp-special-04")  # free conversion + 1 Chip
    gain(state, 0, {"VP": 1}, "test", [])
    assert state["seats"][0]["Chip"] == 0  # "..., then gain 1 Skill Chip": not before the conversion
    effects = {a.get("effect") for a in GAME.legal_actions(state, 0)}
    assert "g2" in effects and "g1" not in effects and None in effects  # decline is possible
    state, _ = act(state, 0, "convert", effect="g2", pay="G2", gain=0)
    assert state["seats"][0]["vp"] == 3 and state["seats"][0]["Chip"] == 1


def test_retrieve_a_device_icon_returns_an_installed_device_and_gains_its_column_space():
    state = turn_to(explore_state(3), 0)
    place(state, 3, 0, 0, "mine")
    state["seats"][0]["vp"] = 9
    top_vp(state, "vp-special-09")  # Retrieve a Device + 2 Coins
    gain(state, 0, {"VP": 1}, "test", [])
    state, _ = act(state, 0, "retrieve", floor=3, space=0)
    seat = state["seats"][0]
    assert seat["dev"]["mine"] == 0 and seat["Chip"] == 1 and seat["C"] == 2
    assert state["tower"][2]["dev"][0] is None


def test_the_active_seat_always_has_pass_and_inactive_seats_have_nothing():
    state = turn_to(explore_state(4), 2)
    assert GAME.active_seats(state) == [2]
    assert "pass" in types(state, 2) and GAME.legal_actions(state, 0) == []


def test_the_chip_of_a_free_conversion_icon_comes_after_the_conversion_even_when_it_is_declined():
    state = turn_to(explore_state(3), 0)
    gain(state, 0, {"Conv": 1, "Chip": 1}, "vp_card", [])
    assert state["seats"][0]["Chip"] == 0 and state["pending"][0]["kind"] == "conv"
    state, _ = act(state, 0, "decline")
    assert state["seats"][0]["Chip"] == 1 and not state["pending"]


def test_the_skill_chip_placed_for_a_sub_action_cannot_also_pay_the_conversion_cost(monkeypatch):
    c = content()
    side = {"kind": "conversion", "cost": [{"Chip": 1}], "gain": [{"VP": 6}], "spaces": 1}
    monkeypatch.setattr(c, "cards", dict(c.cards, test_chip_cost={"id": "test_chip_cost", "sides": [side, side]}))
    names = dict(wording.names(), test_chip_cost="Test Guild Card")  # labels name the card by its glossary name
    monkeypatch.setattr(wording, "names", lambda: names)
    state = turn_to(explore_state(3), 0)
    state["seats"][0]["guild"][2] = ["test_chip_cost", 0]
    set_goods(state, 0, Chip=1)
    assert find(state, 0, "use_effect", effect="g3") is None
    assert refused(state, 0, {"type": "use_effect", "effect": "g3", "pay": "Chip1", "gain": 0}) == \
        "the Skill Chip you place cannot also pay the cost: you need another unused Skill Chip"
    set_goods(state, 0, Chip=2)
    state, _ = act(state, 0, "use_effect", effect="g3", pay="Chip1", gain=0)
    seat = state["seats"][0]
    assert (seat["Chip"], seat["used"], seat["vp"]) == (0, {"g3": 1}, 6)

