"""Battle for the Soul (2v2) and the teams of Protection of the Soul: interleaved team turns, team soul points,
own units / own resources / own battles, co-defenders, and what teammates see of each other's cards.
(AF-10, AF-14, AF-54, AF-55; Rulebook: Concepts "Cooperation", The Turn, Scenarios.)"""
from __future__ import annotations

from shared.engine.events import redact_event
from shared.engine.result import result_problems
from shared.engine.rng import Rng, seed_state
from shared.games.angel_fury import battle, board, command, flow, sampling, teams
from shared.games.angel_fury.content import content
from tests.games.angel_fury import battle_fixtures as bf
from tests.games.angel_fury.battle_fixtures import dice  # noqa: F401  (the scripted-dice fixture)
from tests.games.angel_fury import helpers as h
from tests.games.angel_fury.team_fixtures import BLACK, RED, WHITE, YELLOW, begun, done, end_side, fresh, team_item

SOUL = "r4c4"  # the large board's soul (inventory part 3)


def cleared(seed: int = 1) -> dict:
    """Battle for the Soul on evil's first turn, the board empty and every hand empty."""
    s = begun(seed=seed)
    h.clear_board(s)
    for seat in range(4):
        h.set_cards(s, seat, hand=[])
    return s


def attack(s: dict, seat: int, src: str, dest: str, minions: int) -> tuple[dict, list]:
    """bf.attack as a picked command runs it: the round's team turn closed (the tests stop inside the battle)."""
    s = h.GAME.clone(s)
    s["pending"] = [item for item in s["pending"] if item["kind"] != teams.TEAM_TURN]
    return bf.attack(s, seat, src, dest, minions)


# -- interleaved team turns (AF-10) ----------------------------------------------------------------------------------
def test_both_teammates_are_active_at_once_on_their_sides_turn_and_each_ends_with_done():
    s = begun()
    assert h.GAME.active_seats(s) == [BLACK, RED]
    for seat in (BLACK, RED):
        types = h.legal_types(s, seat)
        assert {"done", "wait", "command"} <= set(types) and "end_turn" not in types
    assert h.legal(s, YELLOW) == [] and h.legal(s, WHITE) == []


def test_teammates_pick_at_once_and_the_picks_run_in_seat_order():
    s = begun()
    h.give(s, RED, crystals=10)
    h.give(s, BLACK, crystals=10)
    s, ev = h.act(s, RED, "upgrade", what="handsize")
    assert h.GAME.active_seats(s) == [BLACK] and s["players"][RED]["crystals"] == 10  # only recorded
    assert [e["to"] for e in ev if e["type"] == "team_action_chosen"] == [[BLACK, RED]]
    s, ev = h.act(s, BLACK, "upgrade", what="command")
    assert s["players"][RED]["crystals"] == 5 and s["players"][BLACK]["crystals"] == 5
    assert [e["seat"] for e in ev if e["type"] == "upgraded"] == [BLACK, RED]
    assert h.GAME.active_seats(s) == [BLACK, RED] and team_item(s)["picks"] == {}


def test_a_teammates_pick_leaves_the_other_seats_decision_key_and_legal_actions_as_they_were():
    s = begun()
    h.give(s, RED, crystals=10)
    key, legal = h.GAME.decision_key(s, BLACK), h.legal(s, BLACK)
    s, _ = h.act(s, RED, "upgrade", what="handsize")
    assert h.GAME.decision_key(s, BLACK) == key and h.legal(s, BLACK) == legal


def test_the_picks_give_the_same_state_in_either_order():
    s = begun()
    h.give(s, RED, crystals=10)
    h.give(s, BLACK, crystals=10)
    picks = {RED: {"type": "upgrade", "what": "handsize"}, BLACK: {"type": "discard_card",
                                                                   "card": s["players"][BLACK]["hand"][0]}}
    forward, _ = h.play(h.play(s, RED, picks[RED])[0], BLACK, picks[BLACK])
    backward, _ = h.play(h.play(s, BLACK, picks[BLACK])[0], RED, picks[RED])
    assert forward == backward


def test_a_seat_that_waits_lets_its_teammate_act_alone_this_round():
    s = begun()
    h.give(s, BLACK, crystals=10)
    s, _ = h.act(s, RED, "wait")
    s, _ = h.act(s, BLACK, "upgrade", what="command")
    assert s["players"][BLACK]["crystals"] == 5 and h.GAME.active_seats(s) == [BLACK, RED]


def test_while_a_picked_action_runs_its_steps_only_its_seat_decides_then_the_next_round_opens():
    s = begun()
    area = h.find(s, BLACK, "command")["area"]
    s, _ = h.act(s, RED, "wait")
    s, _ = h.act(s, BLACK, "command", area=area)
    assert h.GAME.active_seats(s) == [BLACK] and team_item(s) is None
    s = h.run_until(s, lambda st: team_item(st) is not None)
    assert h.GAME.active_seats(s) == [BLACK, RED]


def test_a_bought_card_makes_the_teammates_pick_of_it_void():
    s = begun()
    h.give(s, BLACK, crystals=30)
    h.give(s, RED, crystals=30)
    card = s["training"]["evil"]["offer"][0]
    s, _ = h.act(s, RED, "buy", card=card)
    s, _ = h.act(s, BLACK, "buy", card=card)  # black's runs first (seat order) and asks where the card goes
    events: list = []
    while team_item(s) is None:
        seat = h.active(s)
        s, ev = h.play(s, seat, h.GAME.default_action(s, seat))
        events += ev
    assert [e["seat"] for e in events if e["type"] == "team_action_void"] == [RED]
    assert card not in s["training"]["evil"]["offer"]


def test_done_ends_a_seats_part_and_the_turn_passes_when_every_teammate_is_done():
    s = begun()
    h.give(s, BLACK, crystals=10)
    s, _ = done(s, RED)
    s, _ = h.act(s, BLACK, "upgrade", what="command")
    assert h.GAME.active_seats(s) == [BLACK] and "wait" not in h.legal_types(s, BLACK)
    s, ev = done(s, BLACK)
    assert h.GAME.active_seats(s) == [YELLOW, WHITE] and s["turn"]["number"] == 2
    assert [e["seat"] for e in ev if e["type"] == "turn_part_done"] == [BLACK]
    assert any(e["type"] == "turn_ended" for e in ev)


def test_a_round_in_which_every_teammate_waits_ends_the_turn():
    s = begun()
    s, _ = h.act(s, BLACK, "wait")
    s, _ = h.act(s, RED, "wait")
    assert h.GAME.active_seats(s) == [YELLOW, WHITE]


def test_the_turn_seat_is_the_teammate_whose_action_runs_and_a_timed_out_teammate_is_done():
    s = begun()
    h.give(s, RED, crystals=10)
    s, _ = h.act(s, RED, "upgrade", what="command")
    s, _ = h.act(s, BLACK, "wait")
    assert s["turn"]["seat"] == RED and h.GAME.view(s, None)["turn"]["side"] == "evil"
    assert h.GAME.default_action(s, BLACK)["type"] == "done"


# -- own units, own resources, own battles, no trading (AF-14) -----------------------------------------------------
def test_each_seat_commands_only_its_own_units():
    s = cleared()
    h.place(s, "r3c2", "black", 3)
    h.place(s, "r3c6", "red", 3)
    assert [a["area"] for a in h.legal(s, BLACK) if a["type"] == "command"] == ["r3c2"]
    assert [a["area"] for a in h.legal(s, RED) if a["type"] == "command"] == ["r3c6"]


def test_a_teammates_units_make_an_area_friendly_but_not_a_spawn_point_or_a_source():
    s = cleared()
    h.place(s, "r3c3", "red", 2, leaders=("red-seraph-1",))
    assert not any(a["type"] == "command" for a in h.legal(s, BLACK))
    assert all(a.get("area") != "r3c3" for a in h.legal(s, BLACK) if a["type"] == "deploy")
    assert "r3c3" in [a["area"] for a in h.legal(s, RED) if a["type"] == "deploy"]


def test_both_altars_of_your_side_are_your_spawn_points_a_teammates_too():
    # "Your altars (on your side of the board) ... are spawn points for you" (Deploy units; RULES.md A33)
    s = h.give(cleared(), BLACK, reinforcements=4)
    assert [a["area"] for a in h.legal(s, BLACK) if a["type"] == "deploy"] == ["r1c2", "r1c6"]
    s, _ = h.act(s, BLACK, "deploy", area="r1c6")
    s, _ = h.act(s, RED, "wait")
    s, _ = h.act(s, BLACK, "deploy_count", count=3)
    assert h.units(s, "r1c6", "black") == 3 and h.fresh(s, "r1c6", "black") == 3
    assert s["players"][BLACK]["reinforcements"] == 1


def test_the_enemy_on_a_teammates_altar_stops_you_deploying_there_too():
    s = h.give(cleared(), BLACK, reinforcements=4)
    h.place(s, "r1c6", "yellow", 1)
    assert [a["area"] for a in h.legal(s, BLACK) if a["type"] == "deploy"] == ["r1c2"]


def test_a_seraph_is_rebought_at_either_altar_of_your_side():
    s = h.give(cleared(), BLACK, crystals=5, reinforcements=5)
    h.kill_leader(s, "black-seraph-1")
    s, _ = h.act(s, BLACK, "rebuy_seraph", leader="black-seraph-1")
    s, _ = h.act(s, RED, "wait")
    assert [a["area"] for a in h.legal(s, BLACK)] == ["r1c2", "r1c6"]


def test_each_seat_collects_income_only_from_resource_areas_where_its_own_units_stand():
    s = cleared()
    mountain = next(a for a, rec in s["areas"].items() if rec["terrain"] == "mountain")
    h.place(s, mountain, "red", 1)
    assert flow.income_of(s, RED)["C"] == flow.income_of(s, BLACK)["C"] + 1 - (
        flow.character_of(s, BLACK)["income"]["C"] - flow.character_of(s, RED)["income"]["C"])
    h.give(s, BLACK, crystals=0)
    h.give(s, RED, crystals=0)
    s, _ = end_side(s)
    assert s["players"][BLACK]["crystals"] == flow.character_of(s, BLACK)["income"]["C"]
    assert s["players"][RED]["crystals"] == flow.character_of(s, RED)["income"]["C"] + 1


def test_no_action_moves_resources_or_cards_between_teammates():
    s = begun()
    kinds = {a["type"] for seat in (BLACK, RED) for a in h.legal(s, seat)}
    assert not kinds & {"give", "trade", "transfer"}
    h.give(s, BLACK, crystals=10)
    h.give(s, RED, crystals=0)
    s, _ = h.act(s, BLACK, "upgrade", what="command")
    s, _ = h.act(s, RED, "wait")
    assert s["players"][RED]["crystals"] == 0 and s["players"][BLACK]["crystals"] == 10 - content().upgrade_price["C"]


def test_only_the_seats_with_units_in_a_battle_may_play_battle_cards_there(monkeypatch):
    s = cleared()
    h.place(s, "r3c3", "black", 3)
    h.place(s, "r4c3", "yellow", 2)
    h.place(s, "r3c5", "red", 3)
    monkeypatch.setattr(battle, "roll", lambda state, n, values=None: ["blank"] * n)
    s, _ = attack(s, BLACK, "r3c3", "r4c3", 3)
    assert battle.battle_seats(s, s["battle"]) == [BLACK, YELLOW]
    assert RED not in h.GAME.active_seats(s) and WHITE not in h.GAME.active_seats(s)


# -- co-defenders (AF-14; inventory part 3 edge cases) ----------------------------------------------------------------
def co_defended(yellow: int, white: int, dice: list) -> dict:
    """Black attacks r4c3, held by `yellow` yellow and `white` white angels, up to the casualty choice."""
    s = cleared()
    h.place(s, "r3c3", "black", 4)
    h.place(s, "r4c3", "yellow", yellow)
    h.place(s, "r4c3", "white", white)
    dice += [bf.faces(hit=2, blank=2), bf.faces(blank=yellow + white)]
    s, _ = attack(s, BLACK, "r3c3", "r4c3", 4)
    return bf.run(s, until=lambda st: h.top_kind(st) in ("battle_casualty", "battle_retreat"))[0]


def test_co_defenders_allocate_casualties_jointly_and_the_seat_with_more_units_decides(dice):
    s = co_defended(3, 2, dice)
    assert h.top_kind(s) == "battle_casualty" and h.GAME.active_seats(s) == [YELLOW]
    assert {a["colour"] for a in h.legal(s, YELLOW)} == {"yellow", "white"}
    s, _ = h.act(s, YELLOW, "casualty", colour="white")
    s, _ = h.act(s, YELLOW, "casualty", colour="white")
    assert h.units(s, "r4c3", "white") == 0 and h.units(s, "r4c3", "yellow") == 3


def test_when_the_other_co_defender_has_more_units_it_decides(dice):
    s = co_defended(1, 4, dice)
    assert h.GAME.active_seats(s) == [WHITE]
    assert {a["colour"] for a in h.legal(s, WHITE)} == {"yellow", "white"}


def test_both_co_defenders_get_the_battle_card_window(dice):
    s = cleared()
    h.place(s, "r3c3", "black", 4)
    h.place(s, "r4c3", "yellow", 2)
    h.place(s, "r4c3", "white", 2)
    dice += [bf.faces(blank=4), bf.faces(blank=4)]
    s, _ = attack(s, BLACK, "r3c3", "r4c3", 4)
    seats = battle.battle_seats(s, s["battle"])
    assert seats[0] == BLACK and sorted(seats[1:]) == [YELLOW, WHITE]


# -- soul points belong to the team (AF-14, AF-48, AF-54) ------------------------------------------------------------
def test_a_teammates_unit_on_the_soul_scores_for_the_whole_side_once():
    s = cleared()
    h.place(s, SOUL, "red", 2)
    h.place(s, SOUL, "black", 1)
    s, ev = end_side(s)
    assert s["soul_points"] == {"evil": 1, "good": 0}
    assert [e["data"]["total"] for e in ev if e["type"] == "soul_points_scored"] == [1]


def test_a_team_at_seven_soul_points_wins_together_in_a_team_result():
    s = cleared()
    s["soul_points"]["evil"] = 6
    h.place(s, SOUL, "red", 2)
    h.place(s, "r7c2", "black", 2)  # yellow's altar
    s, _ = end_side(s)
    final = h.GAME.result(s)
    assert final["mode"] == "team" and final["teams"] == [[YELLOW, WHITE], [BLACK, RED]] or \
        sorted(final["teams"]) == [[BLACK, RED], [YELLOW, WHITE]]
    assert final["winners"] == [BLACK, RED] and final["scores"] == {"0": 8, "1": 0, "2": 8, "3": 0}
    assert result_problems(final, 4) == [] and h.GAME.active_seats(s) == []


def test_the_three_player_demons_share_their_four_starting_soul_points_and_turn():
    s = begun("protection_of_the_soul")
    assert s["soul_points"] == {"evil": 4, "good": 0}
    assert h.GAME.active_seats(s) == [0, 2]
    s, _ = end_side(s)
    assert h.GAME.active_seats(s) == [1] and "end_turn" in h.legal_types(s, 1) and team_item(s) is None


# -- teammates see each other's cards; the other side sees neither (AF-10) ------------------------------------------
def test_a_seat_sees_its_teammates_hand_but_not_the_other_sides():
    s = begun()
    view = h.GAME.view(s, BLACK)
    players = view["players"]
    assert players[RED]["hand_ids"] == s["players"][RED]["hand"]
    assert "hand_ids" not in players[YELLOW] and "hand_ids" not in players[WHITE]
    hidden = h.GAME.hidden_from(s, BLACK)
    assert not hidden & set(s["players"][RED]["hand"])
    assert set(s["players"][YELLOW]["hand"]) <= hidden and set(s["players"][WHITE]["hand"]) <= hidden


def test_the_draw_and_the_character_choice_are_told_to_the_teammate_and_no_one_else():
    s = fresh()
    s, ev = h.act(s, RED, "choose_character", character=s["players"][RED]["offered"][0])
    chosen = next(e for e in ev if e["type"] == "character_chosen")
    assert chosen["to"] == [BLACK, RED]
    assert redact_event(chosen, YELLOW).get("redacted") and "character" in redact_event(chosen, BLACK)
    s = begun()
    for seat in (BLACK, RED):
        s, _ = h.act(s, seat, "discard_card", card=s["players"][seat]["hand"][0])
    s, ev = end_side(s)
    drawn = [e for e in ev if e["type"] == "cards_drawn"]
    assert drawn and all(e["to"] == [BLACK, RED] for e in drawn)
    assert all(redact_event(e, YELLOW).get("redacted") for e in drawn)


def test_sampling_for_a_seat_keeps_its_teammates_hand_and_redeals_the_other_sides():
    s = begun(seed=3)
    copies = [h.GAME.sample_hidden(s, BLACK, Rng({"rng": seed_state(k)})) for k in range(6)]
    assert all(c["players"][RED]["hand"] == s["players"][RED]["hand"] for c in copies)
    assert any(c["players"][YELLOW]["hand"] != s["players"][YELLOW]["hand"] for c in copies)
    assert all(h.GAME.view(c, BLACK)["players"] == h.GAME.view(s, BLACK)["players"] for c in copies)


def test_a_spectator_sees_no_hand_of_any_team():
    s = begun()
    assert all("hand_ids" not in p for p in h.GAME.view(s, None)["players"])
    assert all(sampling.is_other(s, seat, None) for seat in range(4))


def test_the_board_of_battle_for_the_soul_is_the_large_one_with_every_colours_altar():
    s = begun()
    assert s["board"] == "large" and board.soul(s) == SOUL
    assert sorted(s["altars"].values()) == ["black", "red", "white", "yellow"]
    assert command.sources(s, BLACK) and all(
        "black" in s["areas"][a]["units"] or s["areas"][a]["leaders"] for a in command.sources(s, BLACK))


def test_a_pick_is_rechecked_against_the_one_provider_that_lists_its_type():
    s = begun(seed=5)
    for _ in range(3):
        for seat in h.GAME.active_seats(s):
            full = teams.menu(s, seat)
            for kind in {a["type"] for a in full}:
                assert [a for a in teams.menu_part(s, seat, kind) if a["type"] == kind] == \
                    [a for a in full if a["type"] == kind]
        s, _ = end_side(s)


def test_a_refused_team_turn_action_names_the_rule():
    s = begun()
    h.give(s, RED, crystals=0)
    reason = h.refused(s, RED, {"type": "upgrade", "what": "command"})
    assert "5 C" in reason or "upgrade" in reason


def test_a_recorded_pick_shows_in_the_view_of_its_side_only():
    s = begun()
    h.give(s, RED, crystals=10)
    s, _ = h.act(s, RED, "upgrade", what="handsize")
    assert h.GAME.view(s, BLACK)["decision"]["data"]["picks"] == {"2": {"type": "upgrade", "what": "handsize"}}
    for viewer in (YELLOW, WHITE, None):
        assert h.GAME.view(s, viewer)["decision"]["data"]["picks"] == {"2": "hidden"}


def test_a_seat_that_waited_for_a_teammate_who_said_done_goes_on_alone():
    s = begun()
    s, _ = done(s, BLACK)
    s, _ = h.act(s, RED, "wait")
    assert h.GAME.active_seats(s) == [RED] and "end_turn" not in h.legal_types(s, RED)
