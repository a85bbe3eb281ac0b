"""Options, partner choice methods, the Round-4 Guild choice and hidden information."""
import orjson
import pytest

from shared.engine import InvalidOptions, NotYourTurn, SeatSpec, redact_event
from shared.games.falling import flow
from shared.games.falling.content import content

from tests.games.falling.helpers import GAME, act, explore_state, new, seats


def test_the_default_partner_method_is_the_recommended_combination():
    assert GAME.validate_options({}, seats(2)) == {"partner_method": "recommended", "original_turn_order": False,
                                                   "first_player": "random"}


@pytest.mark.parametrize("options,specs,message", [
    ({"partner_method": "lottery"}, seats(2), "partner_method must be one of"),
    ({"original_turn_order": "yes"}, seats(2), "original_turn_order must be true or false"),
    ({"solo": True}, seats(2), "unknown option"),
    ({"first_player": "3"}, seats(3), "first_player must be random or a seat number from 1 to 3"),
    ({"first_player": 4}, seats(3), "first_player must be random or a seat number from 1 to 3"),
    ({"first_player": 0}, seats(3), "first_player must be random or a seat number from 1 to 4"),
    ({"first_player": "north"}, seats(3), "first_player must be random or a seat number"),
    ({"first_player": "0"}, [SeatSpec(0, "a"), SeatSpec(1, "Danda", "automa")], "Blockade card decides"),
    ({}, seats(1), "takes 2-4 seats"),
    ({}, seats(5), "takes 2-4 seats"),
    ({}, [SeatSpec(0, "a"), SeatSpec(1, "b"), SeatSpec(2, "Danda", "automa")], "solo game"),
])
def test_invalid_options_and_seats_are_refused_with_a_clear_message(options, specs, message):
    with pytest.raises(InvalidOptions, match=message):
        GAME.new_game(0, options, specs)


@pytest.mark.parametrize("n,expected", [
    (2, ["pilot", "architect"]), (3, ["negotiator", "architect", "pilot"]),
    (4, ["negotiator", "retrieve_engineer", "architect", "pilot"])])
def test_recommended_partners_follow_turn_order_and_give_their_starting_goods(n, expected):
    state = new(n, "recommended")
    assert [s["partner"] for s in state["seats"]] == expected
    start = content().partners[expected[0]]["start"]
    assert all(state["seats"][0][k] == v for k, v in start.items())


def test_randomizer_deals_distinct_tiles_and_everyone_chooses_secretly_at_once():
    state = new(3, "randomizer", seed=4)
    pick = state["pick"]
    assert len(set(pick["offer"])) == 3 and GAME.active_seats(state) == [0, 1, 2]
    state, ev = act(state, 1, "choose_partner", side="back")
    assert redact_event(ev[0], 0) == {"type": "partner_chosen", "seat": 1, "redacted": True}
    assert GAME.view(state, 0)["partner_pick"]["chosen"] == [False, True, False]
    assert GAME.view(state, 0)["partner_pick"]["own_choice"] is None
    assert GAME.view(state, 1)["partner_pick"]["own_choice"] == "back"
    assert GAME.active_seats(state) == [0, 2]
    with pytest.raises(NotYourTurn):
        GAME.apply(state, 1, {"type": "choose_partner", "side": "front"})
    state, _ = act(state, 0, "choose_partner", side="jini")
    state, ev = act(state, 2, "choose_partner", side="front")
    tiles = content().partner_tiles
    assert [s["partner"] for s in state["seats"]] == ["jini", tiles[pick["offer"][1]]["back"],
                                                      tiles[pick["offer"][2]]["front"]]
    assert any(e["type"] == "partners_revealed" for e in ev)
    assert state["step"] == "supply"


def test_draft_reveals_n_plus_1_tiles_and_picks_in_reverse_turn_order():
    state = new(3, "draft", seed=2)
    tiles = list(state["pick"]["tiles"])
    assert len(tiles) == 4 and GAME.active_seats(state) == [2]
    state, _ = act(state, 2, "draft_partner", tile=tiles[0], side="back")
    assert GAME.active_seats(state) == [1] and tiles[0] not in state["pick"]["tiles"]
    assert not [a for a in GAME.legal_actions(state, 1) if a["tile"] == tiles[0]]
    state, _ = act(state, 1, "draft_partner", tile=tiles[1], side="jini")
    state, _ = act(state, 0, "draft_partner", tile=tiles[2], side="front")
    ptiles = content().partner_tiles
    assert [s["partner"] for s in state["seats"]] == [ptiles[tiles[2]]["front"], "jini", ptiles[tiles[0]]["back"]]
    assert state["pick"] is None and state["step"] == "supply"


def round4_supply():
    state = explore_state(3)
    for seat in state["seats"]:
        seat["choice"] = None
    flow.start_round(state, 4, [])
    return state


def test_round_4_each_player_keeps_either_the_setup_or_the_drawn_guild_card_and_the_other_stays_unseen():
    state = round4_supply()
    r4, drawn = state["seats"][0]["r4"], state["seats"][0]["hand"]["guild"]
    assert {a["guild"] for a in GAME.legal_actions(state, 0)} == {"setup", "drawn"}
    state, _ = act(state, 0, "choose_supply", res_side=0, guild="setup", guild_side=1)
    events = []
    for s in (1, 2):
        state, ev = act(state, s, "choose_supply", res_side=0, guild="drawn", guild_side=0)
        events += ev
    assert state["seats"][0]["guild"][3] == [r4, 1] and state["seats"][0]["r4"] is None
    dumped = orjson.dumps([state, [redact_event(e, v) for e in events for v in (None, 0, 1, 2)]])
    assert drawn.encode() not in dumped  # returned to the box without being revealed


def test_only_the_last_round_offers_the_setup_guild_card():
    state = new(2, "jini")
    assert {a["guild"] for a in GAME.legal_actions(state, 0)} == {"drawn"}


def test_views_hide_other_seats_round_4_card_hand_vp_cards_and_deck_orders():
    state = new(3, "jini")
    state["seats"][0]["vpc"] = ["vp-special-01"]
    state["decks"]["vp"].remove("vp-special-01")
    mine = orjson.dumps(GAME.view(state, 0))
    theirs = orjson.dumps(GAME.view(state, 1))
    spectator = orjson.dumps(GAME.view(state, None))
    own_secrets = [state["seats"][0]["r4"], state["seats"][0]["hand"]["res"], "vp-special-01"]
    for secret in own_secrets:
        assert secret.encode() in mine
        assert secret.encode() not in theirs and secret.encode() not in spectator
    assert GAME.view(state, 1)["seats"][0]["vp_cards"] == 1
    assert set(own_secrets) <= GAME.hidden_from(state, 1)
    assert not set(own_secrets) & GAME.hidden_from(state, 0)
    assert b'"rng"' not in spectator and state["decks"]["vp"][-1].encode() not in spectator


def test_drawn_vp_cards_and_appraiser_choices_are_private_events():
    state = explore_state(3, partners=["appraiser", "jini", "jini"])
    state["seats"][0]["vp"] = 9
    ev = []
    from shared.games.falling.effects import gain_vp
    gain_vp(state, 0, 1, ev)
    drawn = ev[-1]
    assert drawn["type"] == "vp_cards_drawn" and drawn["to"] == [0]
    cards = state["pending"][0]["cards"]
    seen_by_1 = orjson.dumps([GAME.view(state, 1), redact_event(drawn, 1)])
    assert all(c.encode() not in seen_by_1 for c in cards)
    assert set(cards) <= GAME.hidden_from(state, 1)
    assert all(c.encode() in orjson.dumps(GAME.view(state, 0)) for c in cards)


def test_supply_choices_stay_hidden_until_everyone_has_chosen():
    state = new(2, "jini")
    state, ev = act(state, 0, "choose_supply", res_side=1, guild="drawn", guild_side=1)
    other = GAME.view(state, 1)["seats"][0]
    assert other["supply_chosen"] and "choice" not in other and "hand" not in other
    assert redact_event(ev[0], 1) == {"type": "supply_chosen", "seat": 0, "redacted": True}
