"""The rulebook's worked examples E1-E14 (inventory part 2), one test each."""
from shared.games.falling import flow
from shared.games.falling.content import content
from shared.games.falling.effects import gain_vp
from shared.games.falling.scoring import contribution_ranking, leftovers
from shared.games.falling.state import score

from tests.games.falling.helpers import (GAME, act, explore_state, new, place, refused,
                                         set_hand, set_goods, set_tile, top_vp, turn_to)


def test_e1_vp_track_wraps_from_8_plus_4_to_2_drawing_one_card_and_gaining_its_bonus():
    state = explore_state(3)
    seat = state["seats"][0]
    seat["vp"] = 8
    top_vp(state, "vp-rega-01")  # regular card: 3 Coins
    ev = []
    gain_vp(state, 0, 4, ev)
    assert seat["vp"] == 2 and seat["vpc"] == ["vp-rega-01"] and seat["C"] == 3
    assert score(seat) == 12
    drawn = [e for e in ev if e["type"] == "vp_card_drawn"]
    assert drawn and drawn[0]["to"] == [0] and drawn[0]["redacted"] == {"count": 1}


def test_e1_during_final_scoring_8_plus_14_draws_two_cards_without_bonus_and_ends_on_2():
    state = explore_state(3)
    seat = state["seats"][0]
    seat["vp"] = 8
    gain_vp(state, 0, 14, [], final=True)
    assert seat["vp"] == 2 and len(seat["vpc"]) == 2 and seat["C"] == seat["G"] == 0
    assert not state["pending"]


def test_e1_appraiser_draws_two_cards_keeps_one_and_returns_the_other_to_the_bottom():
    state = explore_state(3, partners=["appraiser", "jini", "jini"])
    state["seats"][0]["vp"] = 8
    top_vp(state, "vp-rega-01", "vp-regb-01")
    gain_vp(state, 0, 4, [])
    item = state["pending"][0]
    assert item["kind"] == "appraise" and sorted(item["cards"]) == ["vp-rega-01", "vp-regb-01"]
    assert GAME.active_seats(state) == [0]
    keep = item["cards"].index("vp-regb-01")
    state, _ = act(state, 0, "keep_vp", card=keep)
    seat = state["seats"][0]
    assert seat["vpc"] == ["vp-regb-01"] and seat["G"] == 2  # the kept card's bonus: 2 Gas
    assert state["decks"]["vp"][0] == "vp-rega-01"


def test_e2_ascending_from_floor_1_to_4_pays_the_sum_of_red_boxes_and_gains_the_space_bonus():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, G=10, Fe=1)
    state, ev = act(state, 0, "ascend", floor=4, space=0, pay="G10-Fe1")
    seat = state["seats"][0]
    assert seat["fm"] == [4, 0] and seat["G"] == 2 and seat["Fe"] == 0  # paid 10 Gas + 1 Iron, gained 2 Gas


def test_e2_the_brick_or_iron_box_may_be_paid_with_brick_or_crystal_too():
    state = turn_to(explore_state(3), 0)
    set_goods(state, 0, G=10, Br=1, Cr=1)
    pays = {a["pay"] for a in GAME.legal_actions(state, 0) if a["type"] == "ascend" and a["floor"] == 4}
    assert pays == {"G10-Br1", "G10-Cr1"}


def test_e2_pilot_ascends_floor_1_to_4_for_9_gas():
    state = turn_to(explore_state(3, partners=["pilot", "jini", "jini"]), 0)
    set_goods(state, 0, G=9, Fe=1)
    state, _ = act(state, 0, "ascend", floor=4, space=0, pay="G9-Fe1")
    assert state["seats"][0]["G"] == 2


def test_e3_installing_a_refinery_on_floor_4_gains_the_placement_bonus_and_the_floor_bonus():
    state = turn_to(explore_state(3), 0)
    set_tile(state, 4, "floor-n-01")  # space 1 shows 1 Coin
    state["seats"][0]["fm"] = [4, 0]
    set_goods(state, 0, C=2, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    assert state["pending"][0]["kind"] == "install"
    state, ev = act(state, 0, "install_space", space=1, pay="C2-Fe1", invest="none")
    seat = state["seats"][0]
    assert seat["dev"]["ref"] == 1 and state["tower"][3]["dev"][1] == [0, "ref"]
    assert seat["C"] == 1 and seat["Fe"] == 0 and seat["vp"] == 2  # +1 Coin placement, +2 VP floor 4
    assert any(e["type"] == "device_installed" for e in ev)


def test_e3_a_blue_framed_space_is_refused_while_the_tile_is_on_floor_1_or_2():
    for floor in (1, 2):
        state = turn_to(explore_state(3), 0)
        set_tile(state, floor, "floor-n-01")  # space 3 is blue-framed
        state["seats"][0]["fm"] = [floor, 0] if floor == 1 else [2, 0]
        set_goods(state, 0, C=2, Fe=1)
        state, _ = act(state, 0, "install", device="ref")
        reason = refused(state, 0, {"type": "install_space", "space": 3, "pay": "C2-Fe1", "invest": "none"})
        assert reason == f"space is blue-framed and the tile is on floor {floor}"


def test_e3_a_blue_framed_space_is_allowed_on_floor_3():
    state = turn_to(explore_state(3), 0)
    set_tile(state, 3, "floor-n-01")
    state["seats"][0]["fm"] = [3, 0]
    set_goods(state, 0, C=2, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    state, _ = act(state, 0, "install_space", space=3, pay="C2-Fe1", invest="none")
    assert state["seats"][0]["Cr"] == 1


def test_e3_a_4_player_space_is_refused_in_a_3_player_game_and_a_3_4_player_space_allowed():
    state = turn_to(explore_state(3), 0)
    set_tile(state, 1, "floor-n-01")  # space 4: 3-4 players, space 5: 4 players only
    set_goods(state, 0, C=2, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    reason = refused(state, 0, {"type": "install_space", "space": 5, "pay": "C2-Fe1", "invest": "none"})
    assert reason == "4-player space in a 3-player game"
    assert refused(new_two_player_install(), 0, {"type": "install_space", "space": 4, "pay": "C2-Fe1",
                                                  "invest": "none"}) == "3-4-player space in a 2-player game"
    state, _ = act(state, 0, "install_space", space=4, pay="C2-Fe1", invest="none")


def new_two_player_install():
    state = turn_to(explore_state(2), 0)
    set_tile(state, 1, "floor-n-01")
    set_goods(state, 0, C=2, Fe=1)
    state, _ = act(state, 0, "install", device="ref")
    return state


def test_e4_investor_pays_one_more_iron_for_a_refinery_on_floor_2_and_gains_3_gas():
    state = turn_to(explore_state(3, partners=["investor", "jini", "jini"]), 0)
    set_tile(state, 2, "floor-n-01")
    state["seats"][0]["fm"] = [2, 0]
    set_goods(state, 0, C=2, Fe=2)
    state, _ = act(state, 0, "install", device="ref")
    assert {a["invest"] for a in GAME.legal_actions(state, 0)} == {"none", "Fe"}  # Brick is not in the cost
    state, _ = act(state, 0, "install_space", space=0, pay="C2-Fe2", invest="Fe")
    seat = state["seats"][0]
    assert seat["G"] == 3 and seat["Fe"] == 0  # floor bonus 1 Gas + 2; space 0 has no bonus


def test_e5_supply_gains_the_resource_half_and_slots_the_guild_card_after_a_simultaneous_reveal():
    state = new(3, "jini")
    set_hand(state, 0, "res12-01", "guild1-01")
    before = dict(state["seats"][0])
    assert GAME.active_seats(state) == [0, 1, 2]
    state, ev = act(state, 0, "choose_supply", res_side=0, guild="drawn", guild_side=1)
    assert ev[0]["to"] == [0] and "res_side" not in str(GAME.view(state, 1)["seats"][0])
    assert "res12-01" not in str(GAME.view(state, 1)) and GAME.view(state, 1)["seats"][0]["supply_chosen"]
    for s in (1, 2):
        state, _ = act(state, s, "choose_supply", res_side=0, guild="drawn", guild_side=0)
    seat = state["seats"][0]
    assert [seat[k] - before[k] for k in ("C", "Br", "Fe", "Cr")] == [1, 1, 1, 1]
    assert seat["guild"][0] == ["guild1-01", 1] and seat["hand"] is None
    assert "res12-01" not in str(state["decks"])
    assert state["step"] == "explore"


def test_e6_a_guild_conversion_pays_3_coins_for_2_iron_once_per_chip_space():
    state = turn_to(explore_state(3), 0)
    state["seats"][0]["guild"][0] = ["guild1-01", 1]  # 3 Coins -> 2 Iron, one Chip space
    set_goods(state, 0, C=6, Chip=2)
    state, _ = act(state, 0, "use_effect", effect="g1", pay="C3", gain=0)
    seat = state["seats"][0]
    assert (seat["C"], seat["Fe"], seat["Chip"], seat["used"]) == (3, 2, 1, {"g1": 1})
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "use_effect"]  # one Sub-action a turn
    state = turn_to(state, 0)
    reason = refused(state, 0, {"type": "use_effect", "effect": "g1", "pay": "C3", "gain": 0})
    assert reason == "every Skill Chip space of that effect is already taken this round"


def test_e6_an_effect_with_two_chip_spaces_can_be_used_twice_a_round():
    state = turn_to(explore_state(3), 0)
    state["seats"][0]["guild"][0] = ["guild1-04", 1]  # 1 Brick -> 3 Coins, two Chip spaces
    set_goods(state, 0, Br=3, Chip=3)
    state, _ = act(state, 0, "use_effect", effect="g1", pay="Br1", gain=0)
    state = turn_to(state, 0)
    state, _ = act(state, 0, "use_effect", effect="g1", pay="Br1", gain=0)
    state = turn_to(state, 0)
    assert not [a for a in GAME.legal_actions(state, 0) if a["type"] == "use_effect" and a["effect"] == "g1"]
    assert state["seats"][0]["C"] == 6


def pass_rewards(events, s):
    return [e["data"]["goods"] for e in events if e["type"] == "goods_gained" and e["seat"] == s
            and e["data"]["source"] == "pass"]


def test_e7_pass_track_three_players_paul_knox_graham():
    paul, knox, graham = 0, 1, 2
    state = turn_to(explore_state(3), paul)
    set_goods(state, knox, C=2, Fe=1)
    set_goods(state, graham, G=2)
    events = []
    state, ev = act(state, paul, "pass")
    events += ev
    assert state["seats"][paul]["pass"] == [0, 0] and pass_rewards(ev, paul) == [{"Cr": 1}]
    state, ev = act(state, knox, "install", device="ref")
    state, ev = act(state, knox, "install_space", space=0, pay="C2-Fe1", invest="none")
    state, ev = act(state, graham, "ascend", floor=2, space=0, pay="G2")
    assert pass_rewards(ev, paul) == [{"G": 1}] and state["seats"][paul]["pass"] == [0, 1]
    assert GAME.active_seats(state) == [knox]
    state, ev = act(state, knox, "pass")
    assert pass_rewards(ev, knox) == [{"C": 1, "G": 1}]
    state, ev = act(state, graham, "pass")
    assert pass_rewards(ev, graham) == [{"C": 2}] and pass_rewards(ev, paul) == []
    assert state["round"] == 2 and state["order"] == [paul, knox, graham]


def test_e8_income_pays_each_column_left_of_its_highest_empty_space_plus_guild_and_partner_income(monkeypatch):
    c = content()
    monkeypatch.setattr(c, "partners", dict(c.partners, income_partner={"name": "X", "start": {}, "income": {"G": 1}}))
    state = explore_state(3, partners=["income_partner", "jini", "jini"])
    seat = state["seats"][0]
    seat["dev"].update(ref=2, smelt=3, mine=1)
    seat["guild"][0] = ["guild1-01", 0]  # Guild Income: 2 Coins
    top_vp(state, "vp-rega-01")
    ev = []
    flow.seat_income(state, 0, ev)
    gains = [e["data"] for e in ev if e["type"] == "goods_gained"]
    assert gains[:3] == [{"goods": {"G": 1, "VP": 3}, "source": "income"},
                         {"goods": {"C": 3, "VP": 6}, "source": "income"},
                         {"goods": {"Cr": 1, "VP": 3}, "source": "income"}]
    assert {"goods": {"C": 2}, "source": "guild_income"} in gains
    assert {"goods": {"G": 1}, "source": "partner_income"} in gains
    assert score(seat) == 12


def test_e8_a_column_with_no_device_installed_pays_nothing():
    state = explore_state(3)
    state["seats"][0]["guild"] = [None] * 4
    ev = []
    flow.seat_income(state, 0, ev)
    assert ev == []


def test_e9_two_refineries_retrieved_from_floor_1_return_to_spaces_3_and_2_for_3_gas():
    state = explore_state(3, partners=["jini", "retrieve_engineer", "jini"])
    for s in (0, 1):
        place(state, 1, 0 + 2 * s, s, "ref")
        place(state, 1, 1 + 2 * s, s, "ref")
        place(state, 3, s, s, "ref")
    ev = []
    flow.step_retrieve(state, ev)
    assert state["seats"][0]["G"] == 3 and state["seats"][0]["dev"]["ref"] == 1
    assert [e["data"]["column_space"] for e in ev if e["type"] == "device_retrieved" and e["seat"] == 0] == [3, 2]
    assert state["seats"][1]["G"] == 3 and state["seats"][1]["C"] == 2  # Retrieve Engineer, 2 Devices
    assert state["tower"][0] == {"tile": None, "dev": []}  # 5a: the Floor 1 tile left with its Devices retrieved
    assert state["tower"][2]["dev"][0] == [0, "ref"]


def test_e10_contribution_three_players_graham_wins_the_floor_5_tie_break():
    graham, knox, paul = 0, 1, 2
    state = explore_state(3)
    for space, dt in enumerate(["expl", "expl"]):
        place(state, 5, space, graham, dt)
    place(state, 4, 0, graham, "smelt"), place(state, 4, 1, graham, "smelt"), place(state, 3, 0, graham, "mine")
    place(state, 4, 2, knox, "ref"), place(state, 4, 3, knox, "ref")
    place(state, 3, 1, knox, "mine"), place(state, 3, 2, knox, "mine")
    place(state, 5, 2, paul, "mine"), place(state, 4, 4, paul, "mine"), place(state, 3, 3, paul, "mine")
    rank, vp = contribution_ranking(state)
    assert vp == [15, 0, 9] and rank == [0, 2, 1]


def test_e11_contribution_four_players_an_unbreakable_tie_splits_15_plus_9_into_12_each():
    state = explore_state(4)
    place(state, 4, 0, 0, "mine")
    place(state, 4, 1, 1, "mine")
    place(state, 3, 0, 2, "smelt")
    rank, vp = contribution_ranking(state)
    assert vp == [12, 12, 6, 0] and rank == [0, 0, 2, 3]


def test_e12_leftover_goods_score_1_per_8_resources_1_per_4_materials_2_per_chip():
    state = explore_state(3)
    set_goods(state, 0, C=9, G=8, Br=4, Fe=3, Cr=2, Chip=3)
    state["nego"][0] = [0, "Chip"]  # a Chip spent on Negotiation does not count
    assert leftovers(state["seats"][0]) == {"resources": 2, "materials": 2, "chips": 6}
    state["seats"][0]["used"] = {"board": 1}  # a Chip on the own board counts
    assert leftovers(state["seats"][0])["chips"] == 8


def test_e13_original_turn_order_knox_passes_first_and_order_continues_clockwise():
    for original, expected in ((True, [0, 1, 2, 3]), (False, [0, 3, 2, 1])):
        knox, graham, paul, lalarue = 0, 1, 2, 3
        state = turn_to(explore_state(4, original=original), knox)
        set_goods(state, graham, G=10)
        set_goods(state, paul, G=10)
        state, _ = act(state, knox, "pass")
        state, _ = act(state, graham, "ascend", floor=2, space=0, pay="G2")
        state, _ = act(state, paul, "ascend", floor=2, space=1, pay="G2")
        state, _ = act(state, lalarue, "pass")
        state, _ = act(state, graham, "ascend", floor=3, space=0, pay="G3")
        state, _ = act(state, paul, "pass")
        state, _ = act(state, graham, "pass")
        assert state["round"] == 2 and state["order"] == expected


def test_e14_setup_bonuses_by_turn_order_and_jini_jini_starting_goods():
    state = new(4, "jini")
    got = [(s["vp"], s["G"], s["C"], s["Fe"], s["Cr"], s["Chip"]) for s in state["seats"]]
    assert got == [(0, 2, 3, 0, 0, 1), (1, 3, 3, 0, 0, 1), (2, 2, 5, 1, 0, 1), (3, 2, 3, 0, 1, 1)]
    assert [s["fm"] for s in state["seats"]] == [[1, 0], [1, 1], [1, 2], [1, 3]]
    assert all(s["r4"].startswith("guild4-") for s in state["seats"])
