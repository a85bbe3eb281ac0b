"""The solo game around Danda: options, setup, turn order, Blockade cards, Overwork, Progress, scoring."""
import orjson
import pytest

from shared.engine import IllegalAction, InvalidOptions, SeatSpec
from shared.games.falling import solo
from shared.games.falling.automa import OFF_BOARD, solo_content
from shared.games.falling.content import content

from tests.games.falling.helpers import GAME, place, seats
from tests.games.falling.solo_helpers import (DANDA, HUMAN, SOLO, danda_steps, flat, plain_card, seed_with_first,
                                              solo_explore, solo_new, to_turn, top_npc)


# -- options and setup ---------------------------------------------------------------------------------
def test_solo_options_default_to_normal_and_asking_the_player():
    opts = GAME.validate_options({}, SOLO)
    assert opts["difficulty"] == "normal" and opts["danda_device_policy"] == "ask"


@pytest.mark.parametrize("options,specs,message", [
    ({"difficulty": "insane"}, SOLO, "difficulty must be one of"),
    ({"danda_device_policy": "random"}, SOLO, "danda_device_policy must be one of"),
    ({}, [SeatSpec(0, "a"), SeatSpec(1, "b"), SeatSpec(2, "Danda", "automa")], "solo game"),
    ({}, [SeatSpec(0, "a", "automa"), SeatSpec(1, "b", "automa")], "solo game"),
    ({"difficulty": "hard"}, seats(2), "only for the solo game"),
])
def test_bad_solo_options_and_seats_are_refused(options, specs, message):
    with pytest.raises(InvalidOptions, match=message):
        GAME.new_game(0, options, specs)


def test_a_two_to_four_player_game_keeps_no_solo_options():
    assert "difficulty" not in GAME.validate_options({}, seats(3))


def test_solo_setup_danda_beside_floor_1_with_no_cards_and_shuffled_solo_decks():
    state = solo_new(0)
    danda = state["seats"][DANDA]
    assert danda["fm"] == [1, OFF_BOARD]
    assert danda["r4"] is None and danda["hand"] is None and danda["partner"] == content().jini["id"]
    assert all(danda[k] == 0 for k in ("C", "G", "Br", "Fe", "Cr", "Chip")) and danda["vp"] == 0
    assert len(state["decks"]["blockade"]) == len(solo_content().blockades) - 1
    assert all(len(state["decks"][f"npc{r}"]) == 9 for r in (1, 2, 3, 4))
    assert state["blockades"] == [list(t) for t in solo_content().blockades[state["solo"]["blockade"]]["tokens"]]
    assert GAME.active_seats(state) == [HUMAN]  # only the player chooses Supply halves


def test_danda_may_sit_at_seat_0():
    specs = [SeatSpec(0, "Danda", "automa"), SeatSpec(1, "You", "human")]
    state = GAME.new_game(3, {"partner_method": "jini"}, specs)
    assert state["solo"]["danda"] == 0 and state["solo"]["human"] == 1
    assert GAME.active_seats(state) == [1]


@pytest.mark.parametrize("method", ["randomizer", "draft", "recommended"])
def test_only_the_player_chooses_a_partner(method):
    state = solo_new(1, partner_method=method)
    if method != "recommended":
        assert GAME.active_seats(state) == [HUMAN]
        state = GAME.apply(state, HUMAN, GAME.legal_actions(state, HUMAN)[0]).state
    assert state["step"] == "supply" and GAME.active_seats(state) == [HUMAN]
    assert state["seats"][DANDA]["partner"] == content().jini["id"]


# -- round 1 turn order from the Blockade card ------------------------------------------------------------
def test_npc_first_danda_starts_and_the_player_gets_the_2nd_player_bonus():
    state = solo_new(seed_with_first("npc"))
    assert solo_content().blockades[state["solo"]["blockade"]]["first"] == "npc"
    assert state["order"] == [DANDA, HUMAN]
    jini = content().jini["start"]
    assert state["seats"][HUMAN]["vp"] == 1 and state["seats"][HUMAN]["G"] == jini["G"] + 1


def test_player_first_the_player_starts_without_a_bonus():
    state = solo_new(seed_with_first("player"))
    assert state["order"] == [HUMAN, DANDA]
    assert state["seats"][HUMAN]["vp"] == 0 and state["seats"][HUMAN]["G"] == content().jini["start"]["G"]


def test_recommended_partners_follow_the_blockade_turn_order():
    assert solo_new(seed_with_first("npc"), partner_method="recommended")["seats"][HUMAN]["partner"] == "architect"
    assert solo_new(seed_with_first("player"), partner_method="recommended")["seats"][HUMAN]["partner"] == "pilot"


def test_danda_takes_the_first_exploration_turn_when_it_starts():
    state = solo_explore(seed_with_first("npc"))
    assert GAME.active_seats(state) == [DANDA]
    assert GAME.legal_actions(state, DANDA)[0]["type"] == "npc_reveal"


# -- blockades ----------------------------------------------------------------------------------------------
def test_blockade_tokens_keep_the_players_flying_machine_off_their_spaces():
    state = solo_explore(seed_with_first("player"), goods={"G": 30, "Br": 5})
    state["blockades"] = [[2, 0], [3, 1]]
    spaces = {(a["floor"], a["space"]) for a in GAME.legal_actions(state, HUMAN) if a["type"] == "ascend"}
    assert (2, 0) not in spaces and (3, 1) not in spaces
    assert {(2, 1), (2, 2), (2, 3), (3, 0), (3, 2), (3, 3)} <= spaces
    reason = None
    try:
        GAME.apply(state, HUMAN, {"type": "ascend", "floor": 2, "space": 0, "pay": "G2"})
    except IllegalAction as e:
        reason = e.reason
    assert reason == "space occupied"


# -- overwork ------------------------------------------------------------------------------------------------
def passed_danda(goods, seed=None, **options):
    """Round 1, Danda has passed, the player's turn (Danda's marker on the Pass Track)."""
    state = solo_explore(seed_with_first("player") if seed is None else seed, goods=goods, **options)
    state["seats"][DANDA]["pass"] = [0, 0]
    state["passed"] = 1
    return to_turn(state, HUMAN)


def test_after_danda_passed_the_player_must_pay_the_overwork_cost_to_act():
    state = passed_danda({"C": 5, "Cr": 2})  # Normal: 2 Resources
    legal = GAME.legal_actions(state, HUMAN)
    assert {a["type"] for a in legal} == {"overwork", "pass"}
    assert sorted(a["pay"] for a in legal if a["type"] == "overwork") == ["C2"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, HUMAN, {"type": "negotiate", "space": 0, "piece": "Cr"})
    tr = GAME.apply(state, HUMAN, {"type": "overwork", "pay": "C2"})
    assert [e["type"] for e in tr.events] == ["overwork_paid"]
    state = tr.state
    assert state["seats"][HUMAN]["C"] == 3
    legal = GAME.legal_actions(state, HUMAN)
    kinds = {a["type"] for a in legal}
    assert "negotiate" in kinds and "pass" not in kinds and "overwork" not in kinds and "use_effect" not in kinds
    state = GAME.apply(state, HUMAN, {"type": "negotiate", "space": 0, "piece": "Cr"}).state
    assert GAME.active_seats(state) == [HUMAN]  # Danda's turn is skipped
    assert {a["type"] for a in GAME.legal_actions(state, HUMAN)} == {"overwork", "pass"}  # pay again


def test_after_paying_the_overwork_cost_pass_is_no_longer_offered():
    # Rulebook: Solo Game › Overwork Cost - "either pay the Overwork Cost and perform an Action, or pass".
    state = passed_danda({"C": 5, "Cr": 2})
    state = GAME.apply(state, HUMAN, {"type": "overwork", "pay": "C2"}).state
    assert "pass" not in {a["type"] for a in GAME.legal_actions(state, HUMAN)}
    with pytest.raises(IllegalAction, match="no Pass after paying"):
        GAME.apply(state, HUMAN, {"type": "pass"})


def test_the_overwork_cost_is_not_offered_when_no_action_would_be_left_after_paying():
    # Rulebook: Solo Game › Overwork Cost - paying buys an Action; with nothing to perform, the player passes.
    state = passed_danda({"C": 2})  # 2 Coins pay the cost, then no Gas to ascend, no Crystal, nothing to install
    assert {a["type"] for a in GAME.legal_actions(state, HUMAN)} == {"pass"}
    with pytest.raises(IllegalAction, match="no Action would be possible"):
        GAME.apply(state, HUMAN, {"type": "overwork", "pay": "C2"})


def test_the_overwork_cost_may_mix_coins_and_gas():
    state = passed_danda({"C": 1, "G": 1, "Cr": 1})  # the Crystal keeps a Negotiate possible after paying
    assert [a["pay"] for a in GAME.legal_actions(state, HUMAN) if a["type"] == "overwork"] == ["C1-G1"]


@pytest.mark.parametrize("difficulty,cost", [("easy", 1), ("normal", 2), ("hard", 3)])
def test_who_cannot_pay_the_overwork_cost_must_pass(difficulty, cost):
    state = passed_danda({"C": cost - 1, "Cr": 3}, difficulty=difficulty)
    assert [a["type"] for a in GAME.legal_actions(state, HUMAN)] == ["pass"]
    with pytest.raises(IllegalAction):
        GAME.apply(state, HUMAN, {"type": "overwork", "pay": f"C{cost - 1}"})
    state = GAME.apply(state, HUMAN, {"type": "pass"}).state
    assert state["seats"][HUMAN]["pass"] == [1, 0]  # Danda holds column 0


def test_the_player_may_refuse_overwork_and_pass():
    state = passed_danda({"C": 9})
    tr = GAME.apply(state, HUMAN, {"type": "pass"})
    passed = next(e for e in tr.events if e["type"] == "passed")
    assert passed["seat"] == HUMAN and passed["data"]["column"] == 1
    assert tr.state["round"] == 2  # both have passed: the round ends


def test_a_sub_action_is_still_allowed_before_overwork_or_passing():
    state = passed_danda({"C": 4, "Chip": 1, "Cr": 1})
    legal = GAME.legal_actions(state, HUMAN)
    assert {a["type"] for a in legal} == {"use_effect", "overwork", "pass"}
    effect = next(a for a in legal if a["type"] == "use_effect" and a["pay"] == "C1")
    state = GAME.apply(state, HUMAN, effect).state
    legal = GAME.legal_actions(state, HUMAN)
    assert {a["type"] for a in legal} == {"overwork", "pass"}
    state = GAME.apply(state, HUMAN, next(a for a in legal if a["type"] == "overwork")).state
    assert "use_effect" not in {a["type"] for a in GAME.legal_actions(state, HUMAN)}


def test_no_overwork_while_danda_is_still_playing():
    state = solo_explore(seed_with_first("player"), goods={"C": 5, "Cr": 1})
    kinds = {a["type"] for a in GAME.legal_actions(state, HUMAN)}
    assert "overwork" not in kinds and "negotiate" in kinds


# -- progress and the next round ------------------------------------------------------------------------
def play_round_out(state):
    """The player passes now; Danda plays out the round (fixed device policy); returns the next state."""
    state = GAME.apply(state, HUMAN, {"type": "pass"}).state
    for _ in range(200):
        if state["round"] > 1:
            return state
        s = GAME.active_seats(state)[0]
        action = GAME.automa_action(state, s) if s == DANDA else GAME.legal_actions(state, s)[0]
        state = GAME.apply(state, s, action).state
    raise AssertionError("round 1 never ended")


def test_a_player_who_passed_first_steps_down_the_pass_track_on_each_turn_while_danda_plays_its_cards():
    """Solo, 3. Exploration Phase: "If you have already passed, continue resolving your Pass Cylinder
    whenever your turn is reached, as normal." Danda reveals one card per turn until its limit."""
    state = solo_explore(seed_with_first("player"), danda_device_policy="in_order")
    limit = solo.summary(state)["npc_cards"][0]
    state = GAME.apply(state, HUMAN, {"type": "pass"}).state
    state, batches = danda_steps(state, limit=100)
    events = [e for e in flat(batches) if e["type"] in ("npc_card_revealed", "pass_track_stepped")]
    assert [e["type"] for e in events] == ["npc_card_revealed", "pass_track_stepped"] * (limit - 1) + [
        "npc_card_revealed"]
    bottom = len(content().pass_columns[0]) - 1
    steps = [(e["seat"], e["data"]["row"], e["data"].get("bottom", False)) for e in events[1::2]]
    assert steps == [(HUMAN, min(k, bottom), k > bottom) for k in range(1, limit)]
    assert state["round"] == 2 and state["order"] == [HUMAN, DANDA]


def test_the_player_passing_first_starts_the_next_round():
    state = solo_explore(seed_with_first("npc"), danda_device_policy="in_order")
    state, _ = danda_steps(state)
    assert state["order"] == [DANDA, HUMAN]
    state = play_round_out(state)
    assert state["order"] == [HUMAN, DANDA]
    assert state["seats"][DANDA]["fm"] == [1, OFF_BOARD]
    assert state["solo"]["done"] == 0 and state["solo"]["revealed"] == []
    assert len(state["decks"]["blockade"]) == len(solo_content().blockades) - 2
    assert state["blockades"] == [list(t) for t in solo_content().blockades[state["solo"]["blockade"]]["tokens"]]


def test_danda_passing_first_starts_the_next_round():
    state = solo_explore(seed_with_first("player"), danda_device_policy="in_order", goods={"Cr": 2})
    state["solo"]["done"] = solo.summary(state)["npc_cards"][0] - 1
    top_npc(state, plain_card("crystal"))
    state = GAME.apply(state, HUMAN, {"type": "negotiate", "space": 0, "piece": "Cr"}).state
    state, _ = danda_steps(state)
    assert state["seats"][DANDA]["pass"] == [0, 0]
    state = GAME.apply(state, HUMAN, {"type": "pass"}).state
    while state["round"] == 1:
        s = GAME.active_seats(state)[0]
        state = GAME.apply(state, s, GAME.legal_actions(state, s)[0]).state
    assert state["order"] == [DANDA, HUMAN]


def test_dandas_devices_on_floors_1_and_2_return_to_it_without_rewards():
    state = solo_explore(seed_with_first("npc"), danda_device_policy="in_order")
    place(state, 1, 0, DANDA, "mine")
    place(state, 2, 0, DANDA, "expl")
    state, _ = danda_steps(state)
    state = play_round_out(state)
    danda = state["seats"][DANDA]
    assert danda["dev"]["mine"] == 0 and danda["dev"]["expl"] == 0
    assert all(danda[k] == 0 for k in ("C", "G", "Br", "Fe", "Cr", "Chip")) and danda["vp"] == 0


# -- scoring and the Guild Evaluation -----------------------------------------------------------------------
EVALUATION = {
    "easy": [(129, "Apprentice Explorer"), (130, "Guild-Certified C-Class Explorer"),
             (149, "Guild-Certified C-Class Explorer"), (150, "Guild-Certified B-Class Explorer"),
             (169, "Guild-Certified B-Class Explorer"), (170, "Guild-Certified A-Class Explorer"),
             (189, "Guild-Certified A-Class Explorer"), (190, "Guild-Certified Superior Explorer"),
             (209, "Guild-Certified Superior Explorer"), (210, "Master Explorer"), (0, "Apprentice Explorer")],
    "normal": [(119, "Apprentice Explorer"), (120, "Guild-Certified C-Class Explorer"),
               (139, "Guild-Certified C-Class Explorer"), (140, "Guild-Certified B-Class Explorer"),
               (159, "Guild-Certified B-Class Explorer"), (160, "Guild-Certified A-Class Explorer"),
               (179, "Guild-Certified A-Class Explorer"), (180, "Guild-Certified Superior Explorer"),
               (199, "Guild-Certified Superior Explorer"), (200, "Master Explorer"), (350, "Master Explorer")],
    "hard": [(109, "Apprentice Explorer"), (110, "Guild-Certified C-Class Explorer"),
             (129, "Guild-Certified C-Class Explorer"), (130, "Guild-Certified B-Class Explorer"),
             (149, "Guild-Certified B-Class Explorer"), (150, "Guild-Certified A-Class Explorer"),
             (169, "Guild-Certified A-Class Explorer"), (170, "Guild-Certified Superior Explorer"),
             (189, "Guild-Certified Superior Explorer"), (190, "Master Explorer")],
}


@pytest.mark.parametrize("difficulty,score,title",
                         [(d, s, t) for d, rows in EVALUATION.items() for s, t in rows])
def test_the_guild_evaluation_at_every_boundary(difficulty, score, title):
    assert solo.evaluation(difficulty, score) == title


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_the_contribution_threshold_vp_at_every_boundary(difficulty):
    state = solo_explore(0, difficulty=difficulty)
    thresholds = solo_content().summary[difficulty]["thresholds"]
    assert solo.threshold_vp(state, 0) == 0
    assert solo.threshold_vp(state, thresholds[0]["contribution"] - 1) == 0
    for t, nxt in zip(thresholds, list(thresholds[1:]) + [None]):
        assert solo.threshold_vp(state, t["contribution"]) == t["vp"]
        if nxt:
            assert solo.threshold_vp(state, nxt["contribution"] - 1) == t["vp"]
    assert solo.threshold_vp(state, 99) == thresholds[-1]["vp"]


def test_solo_final_scoring_uses_the_threshold_not_the_ranking_and_reports_the_evaluation():
    state = solo_explore(0, difficulty="easy")
    place(state, 3, 0, HUMAN, "mine"), place(state, 4, 0, HUMAN, "mine"), place(state, 5, 0, HUMAN, "expl")
    place(state, 4, 1, HUMAN, "ref"), place(state, 5, 1, HUMAN, "smelt")  # 3 + 3 + 2 + 1 + 1 = 10
    place(state, 3, 1, DANDA, "mine"), place(state, 4, 2, DANDA, "mine")
    seat = state["seats"][HUMAN]
    seat.update(C=9, G=7, Br=4, Chip=2)  # 16 Resources -> 2, 4 Materials -> 1, 2 Chips -> 4
    seat["vpc"] = ["x", "y"]
    seat["vp"] = 3
    ev = []
    solo.final_scoring(state, ev)
    expected_tvp = solo.threshold_vp(state, 10)
    total = 23 + expected_tvp + 2 + 1 + 4
    result = GAME.result(state)
    assert result["scores"] == {str(HUMAN): total, str(DANDA): 0}  # Danda is not scored: it never gains VP
    assert result["mode"] == "solo" and result["winners"] == [] and result["ranking"] == [HUMAN]
    assert result["details"]["seats"][str(HUMAN)]["contribution_points"] == 10
    assert result["details"]["seats"][str(HUMAN)]["threshold_vp"] == expected_tvp
    assert result["details"]["solo"] == {"difficulty": "easy", "score": total, "evaluation": solo.evaluation("easy", total)}
    assert state["seats"][DANDA]["vp"] == 0 and ev[-1]["type"] == "game_ended"
    assert ev[-1]["data"] == {"result": result}


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_a_whole_solo_game_reports_score_and_evaluation_for_every_difficulty(difficulty):
    from shared.engine.simulate import play
    specs = [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Danda", "automa")]
    out = play(GAME, 11, {"difficulty": difficulty}, specs, validate=True)
    result = GAME.result(out.state)
    assert result["details"]["solo"]["difficulty"] == difficulty
    assert result["details"]["solo"]["score"] == result["scores"]["0"]
    assert result["details"]["solo"]["evaluation"] == solo.evaluation(difficulty, result["details"]["solo"]["score"])
    assert GAME.active_seats(out.state) == []


# -- view -----------------------------------------------------------------------------------------------
def test_the_view_shows_the_solo_state_but_never_the_npc_or_blockade_deck_order():
    state = solo_explore(seed_with_first("npc"), danda_device_policy="in_order")
    state, _ = danda_steps(state)
    view = GAME.view(state, HUMAN)
    assert view["solo"]["difficulty"] == "normal" and view["solo"]["npc_revealed"] == state["solo"]["revealed"]
    assert view["solo"]["overwork_cost"] == {"Res": 2}
    text = orjson.dumps(view)
    for deck in ("blockade", "npc1", "npc2", "npc3", "npc4"):
        for cid in state["decks"][deck]:
            assert cid.encode() not in text
    assert GAME.view(solo_new(0), None)["solo"]["npc_limit"] == solo.summary(state)["npc_cards"][0]
    assert GAME.view(GAME.new_game(0, {}, seats(2)), None)["solo"] is None


# -- refusal reasons ----------------------------------------------------------------------------------------
def test_refusals_name_the_overwork_rule():
    from tests.games.falling.helpers import refused
    state = passed_danda({"C": 1, "Cr": 2})
    assert "pay the Overwork Cost (2 Resources) before taking an Action" in refused(
        state, HUMAN, {"type": "negotiate", "space": 0, "piece": "Cr"})
    assert "cannot pay the Overwork Cost" in refused(state, HUMAN, {"type": "overwork", "pay": "C2"})
    assert "Danda's steps" in refused(state, HUMAN, {"type": "npc_reveal"})
    state = solo_explore(seed_with_first("player"), goods={"C": 5})
    assert "while Danda is still playing" in refused(state, HUMAN, {"type": "overwork", "pay": "C2"})
