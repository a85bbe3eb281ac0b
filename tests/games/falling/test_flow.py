"""Round structure: setup content, Progress steps 5a-5e, the game end after 5a of round 4."""
from shared.games.falling import flow
from shared.games.falling.content import content
from shared.games.falling.effects import gain

from tests.games.falling.helpers import GAME, act, explore_state, new, place, seats, turn_to


def test_the_content_has_the_rulebook_component_counts():
    c = content()
    assert (len(c.tile_ids["normal"]), len(c.tile_ids["round"])) == (12, 4)
    assert [len(c.guild_decks[f"guild{r}"]) for r in (1, 2, 3, 4)] == [6, 6, 6, 8]
    assert (len(c.res_decks["res12"]), len(c.res_decks["res34"])) == (12, 8)
    specials = [v for v in c.vp_cards.values() if v["special"]]
    assert len(c.vp_ids) == 90 and len(specials) == 10
    assert [c.devices[d]["count"] for d in c.device_order] == [5, 4, 3, 2]
    assert len(c.partner_tiles) == 6 and len(c.randomizer_cards) == 12
    assert len({side for t in c.partner_tiles.values() for side in (t["front"], t["back"])}) == 12


def test_guild_conversions_cost_and_resource_cards_give_only_resources_and_materials():
    """Guild Conversion: "By paying the Resources/Materials shown above the arrow"; Supply: "gain the Resources
    and Materials depicted on the revealed Resource Card"."""
    c = content()
    goods = {"C", "G", "Br", "Fe", "Cr", "Res", "Mat", "BrFe"}
    for deck in c.guild_decks.values():
        for cid in deck:
            for side in c.cards[cid]["sides"]:
                assert side["kind"] == "income" or all(set(cost) <= goods for cost in side["cost"]), cid
    for deck in c.res_decks.values():
        for cid in deck:
            assert all(set(side) <= goods for side in c.cards[cid]["sides"]), cid


def test_setup_puts_normal_tiles_on_floors_1_to_4_and_a_round_tile_on_floor_5_with_empty_columns():
    state = new(3, "jini")
    tiles = [slot["tile"] for slot in state["tower"]]
    assert all(t.startswith("floor-n-") for t in tiles[:4]) and tiles[4].startswith("floor-r-")
    assert all(seat["dev"] == {"ref": 0, "smelt": 0, "mine": 0, "expl": 0} for seat in state["seats"])
    assert all(seat["vp"] == 0 or seat["vp"] <= 3 for seat in state["seats"])


def test_holdings_are_public_in_every_view():
    state = new(3, "jini")
    view = GAME.view(state, None)
    assert [v["C"] for v in view["seats"]] == [s["C"] for s in state["seats"]]


def test_progress_moves_floors_3_4_5_down_two_draws_new_tiles_clears_negotiation_and_resets_flying_machines():
    state = turn_to(explore_state(2), 0)
    old = [slot["tile"] for slot in state["tower"]]
    place(state, 3, 0, 0, "ref")
    state["seats"][0]["fm"] = [3, 1]
    state["nego"][2] = [1, "Cr"]
    state, _ = act(state, 0, "pass")
    state, _ = act(state, 1, "pass")
    tiles = [slot["tile"] for slot in state["tower"]]
    assert tiles[:3] == old[2:] and tiles[3].startswith("floor-n-") and tiles[4].startswith("floor-r-")
    assert state["tower"][0]["dev"][0] == [0, "ref"]  # the floor-3 Device is now on floor 1
    assert state["nego"] == [None] * 6 and [s["fm"] for s in state["seats"]] == [[1, 0], [1, 1]]
    assert state["round"] == 2 and state["step"] == "supply"


def test_round_4_ends_right_after_5a_without_moving_the_tower():
    state = turn_to(explore_state(2), 0)
    state["round"] = 4
    place(state, 1, 0, 0, "ref")
    place(state, 3, 0, 1, "mine")
    before = [slot["tile"] for slot in state["tower"]]
    state, ev = act(state, 0, "pass")
    state, ev = act(state, 1, "pass")
    assert GAME.result(state) is not None and GAME.active_seats(state) == []
    assert [slot["tile"] for slot in state["tower"]][2:] == before[2:]  # 5b-5e skipped
    assert state["seats"][0]["dev"]["ref"] == 0  # 5a done: the Device came back
    assert state["final"]["details"]["seats"]["1"]["contribution_vp"] == 15
    assert any(e["type"] == "game_ended" for e in ev)


def test_the_finished_games_view_no_longer_shows_the_floor_1_and_2_tiles_that_5a_removed():
    # Rulebook: 5a "Remove the Floor Tiles from Floors 1 and 2 and return them to the game box"; End of Game:
    # the game ends right after 5a of Round 4, so those tiles are gone from the final Tower.
    state = turn_to(explore_state(2), 0)
    state["round"] = 4
    removed = [state["tower"][0]["tile"], state["tower"][1]["tile"]]
    kept = [slot["tile"] for slot in state["tower"][2:]]
    state, _ = act(state, 0, "pass")
    state, _ = act(state, 1, "pass")
    assert GAME.is_over(state)
    for viewer in (None, 0, 1):
        view = GAME.view(state, viewer)
        assert [slot["tile"] for slot in view["tower"]] == [None, None, *kept]
        assert view["tower"][0]["dev"] == [] and view["tower"][1]["dev"] == []
        assert not any(tile in str(view) for tile in removed)


def test_a_brick_or_iron_reward_is_the_receivers_choice():
    state = turn_to(explore_state(3), 0)
    gain(state, 0, {"BrFe": 1}, "test", [])
    assert [a["goods"] for a in GAME.legal_actions(state, 0)] == ["Br1", "Fe1"]


def test_income_then_progress_run_automatically_after_the_last_pass():
    state = turn_to(explore_state(2), 0)
    place(state, 1, 0, 0, "smelt")
    state, e1 = act(state, 0, "pass")
    state, e2 = act(state, 1, "pass")
    types = [e["type"] for e in e2]
    assert types.index("goods_gained") < types.index("device_retrieved") < types.index("tower_fell") \
        < types.index("round_started")


def test_the_starting_player_is_drawn_from_the_seed_and_the_others_follow_clockwise():
    # Rulebook: Player Setup step 5 - "Choose a starting player (randomly, ...)", then clockwise.
    starts = set()
    for seed in range(40):
        state = GAME.new_game(seed, {"partner_method": "jini"}, seats(4))
        first = state["order"][0]
        starts.add(first)
        assert state["order"] == [(first + k) % 4 for k in range(4)]
        assert [state["seats"][s]["fm"] for s in state["order"]] == [[1, 0], [1, 1], [1, 2], [1, 3]]
        assert state["seats"][first]["vp"] == 0 and state["seats"][state["order"][3]]["vp"] == 3  # seat bonuses
        assert GAME.new_game(seed, {"partner_method": "jini"}, seats(4))["order"] == state["order"]  # replayable
    assert starts == {0, 1, 2, 3}


def test_option_first_player_names_the_seat_that_starts_round_1():
    state = GAME.new_game(0, {"partner_method": "jini", "first_player": "2"}, seats(3))
    assert state["order"] == [2, 0, 1]
    assert [state["seats"][s]["vp"] for s in (2, 0, 1)] == [0, 1, 2]  # 1st: none, 2nd: 1 VP, 3rd: 2 VP


def test_first_player_as_a_seat_number_counts_from_one_and_the_old_string_from_zero():
    by_number = GAME.new_game(0, {"partner_method": "jini", "first_player": 3}, seats(3))
    assert by_number["order"] == [2, 0, 1] == GAME.new_game(0, {"partner_method": "jini", "first_player": "2"},
                                                             seats(3))["order"]
    assert GAME.new_game(0, {"partner_method": "jini", "first_player": 1}, seats(3))["order"] == [0, 1, 2]


def test_with_first_player_0_seat_0_starts_and_turns_follow_the_turn_order_track():
    state = explore_state(3)
    assert state["order"] == [0, 1, 2] and GAME.active_seats(state) == [0]
    assert flow.next_order(dict(state, seats=[dict(s, **{"pass": [c, 0]}) for s, c in
                                             zip(state["seats"], (2, 0, 1))])) == [1, 2, 0]
