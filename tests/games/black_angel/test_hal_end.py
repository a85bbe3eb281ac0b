"""Hal's Sequence B, his final score and the solitaire result; his hidden deck and the view (BA-39)."""
import pytest

from shared.engine.result import result_problems
from shared.engine.rng import Rng, seed_state
from shared.games.black_angel import hal, hal_end, scoring
from shared.games.black_angel.sampling import hidden_ids

from tests.games.black_angel.hal_helpers import (HAL, HUMAN, choice, hal_dice, hal_turn as start_hal_turn, hal_vp,
                                                 kind, quiet_board, solo_state, step)
from tests.games.black_angel.helpers import GAME, dice_of
from tests.games.black_angel.space_helpers import mission_id, paint, put_card, put_ship

SCORE = hal.hal_content()["score"]


# -- Sequence B --------------------------------------------------------------------------------------------------
def sequence_b(state):
    """Hal's turn with no usable die: apply his Sequence B; returns (state, events)."""
    assert choice(state)["type"] == "hal_sequence_b"
    return step(state)


def test_with_only_stars_hal_returns_them_without_penalty_and_rolls_a_die_per_workstation_robot():
    state = start_hal_turn(quiet_board(solo_state()))
    stars = hal_dice(state, ("orange", 0), ("gray", 0))
    state["players"][HAL]["vp"] = 7
    state, events = sequence_b(state)
    returned = [e["data"] for e in events if e["type"] == "dice_returned"]
    assert hal_vp(state) == 7 and returned == [{"dice": stars, "penalty": 0}]
    held = dice_of(state, HAL)
    assert len(held) == 3 and sorted(state["dice"][d]["colour"] for d in held) == ["gray", "green", "orange"]
    assert "dice_rolled" in [e["type"] for e in events]


def test_with_no_die_at_all_hal_does_sequence_b():
    state = start_hal_turn(quiet_board(solo_state()))
    hal_dice(state)
    assert choice(state)["type"] == "hal_sequence_b"


def test_each_damaged_die_hal_takes_costs_him_1_vp_and_loses_its_cube():
    state = start_hal_turn(quiet_board(solo_state()))
    hal_dice(state)
    for colour in ("orange", "gray"):
        for die in dice_of(state, "supply", colour):
            state["dice"][die]["cube"] = True
    state["players"][HAL]["vp"] = 5
    state, _ = sequence_b(state)
    assert hal_vp(state) == 3 and not any(state["dice"][d]["cube"] for d in dice_of(state, HAL))


def test_hal_never_reserves_and_b3_moves_the_black_angel():
    state = start_hal_turn(quiet_board(solo_state()))
    hal_dice(state)
    state, events = sequence_b(state)
    types = [e["type"] for e in events]
    assert "angel_advanced" in types and "die_reserved" not in types and state["turn"]["seat"] == HUMAN
    assert not any(state["dice"][d]["reserved"] for d in dice_of(state, HAL))


def test_each_comet_on_the_strip_that_leaves_in_hals_b3_gives_him_1_vp():
    state = start_hal_turn(quiet_board(solo_state()))
    paint(state, {(1, -1): "C", (1, 2): "C"})
    hal_dice(state)
    before = hal_vp(state)
    state, _ = sequence_b(state)
    assert hal_vp(state) == before + 2 * hal.hal_content()["comet_vp"]


def test_after_the_end_is_triggered_hal_skips_b3():
    state = start_hal_turn(quiet_board(solo_state()))
    state["end"] = {"trigger": "ravagers", "final_round": state["turn"]["round"] + 1}
    hal_dice(state)
    ba = state["space"]["ba"]
    state, events = sequence_b(state)
    assert "angel_advanced" not in [e["type"] for e in events] and state["space"]["ba"] == ba


def test_hals_ejected_missions_are_filed_and_his_neutralizations_become_vp():
    state = start_hal_turn(quiet_board(solo_state()))
    card = next(m for m in [mission_id("green", "neutralization", skip=i) for i in range(8)]
                if hal_end.content().mission(m)["effect"].get("gain") == {"ship": 2})
    put_card(state, card, 1, 1, HAL)
    put_ship(state, HAL, 1, 1)
    hal_dice(state)
    robots, before = state["players"][HAL]["robots"]["break"], hal_vp(state)
    state, _ = sequence_b(state)
    assert state["players"][HAL]["filed"]["green"] == [card] and hal_vp(state) == before + 2
    assert state["players"][HAL]["robots"]["break"] == robots + 2 and state["players"][HAL]["ships"] == 0


# -- final score -------------------------------------------------------------------------------------------------
def scored(state):
    return hal_end.hal_score(state)


def test_hals_score_is_track_plus_2_per_mission_in_space_plus_2_per_filed_card_capped_per_colour():
    state = quiet_board(solo_state())
    p = state["players"][HAL]
    p["vp"] = 20
    for i, (pp, k) in enumerate([(2, 1), (4, -1)]):
        put_card(state, mission_id("orange", skip=i), pp, k, HAL)
    put_card(state, mission_id("gray", skip=0), 4, 1, HUMAN)
    p["filed"] = {"orange": [mission_id("orange", skip=i) for i in range(2, 9)], "gray": ["x"], "green": []}
    total, detail = scored(state)
    assert detail["missions_in_space"] == 2 and detail["filed"] == {"orange": SCORE["filed_cap"], "gray": 2,
                                                                     "green": 0}
    assert total == 20 + 2 * SCORE["per_mission_in_space"] + SCORE["filed_cap"] + 2 == detail["total"]


@pytest.mark.parametrize("at_spes, robots, bonus", [(False, 9, 0), (True, 9, 4), (True, 8, 4), (True, 1, 0)])
def test_at_spes_hal_scores_half_his_break_room_robots_rounded_down(at_spes, robots, bonus):
    state = quiet_board(solo_state())
    state["players"][HAL].update(vp=0)
    state["players"][HAL]["robots"]["break"] = robots
    state["space"]["at_spes"] = at_spes
    assert scored(state)[0] == bonus and scored(state)[1]["spes"]["points"] == bonus


@pytest.mark.parametrize("human, hal_track, winners, outcome", [
    (30, 20, [HUMAN], "won"), (20, 30, [HAL], "lost"), (25, 25, [HUMAN, HAL], "tied")])
def test_the_higher_score_wins_and_a_tie_is_shared(human, hal_track, winners, outcome):
    state = quiet_board(solo_state(difficulty="hard"))
    state["players"][HUMAN].update(vp=human)
    state["players"][HAL]["vp"] = hal_track
    result = scoring.final_result(state)
    assert result["mode"] == "solo" and result_problems(result, 2) == []
    assert result["scores"] == {str(HUMAN): scoring.final_score(state, HUMAN)[0], str(HAL): hal_track}
    assert sorted(result["winners"]) == winners and result["details"]["solo"]["outcome"] == outcome
    assert result["details"]["solo"]["difficulty"] == "hard"
    assert result["details"]["seats"][str(HAL)]["track"] == hal_track
    report = GAME.calibration_report(result, HUMAN)
    assert report["won"] == (HUMAN in winners) and report["label"] == outcome
    assert report["stats"]["hal_score"] == hal_track


def test_a_whole_solitaire_game_ends_with_both_scores_and_hals_breakdown():
    from shared.engine.simulate import play
    from tests.games.black_angel.hal_helpers import solo_seats

    out = play(GAME, 5, {"difficulty": "easy"}, [s if s.kind == "automa" else s.__class__(s.seat, s.name, "bot")
                                                 for s in solo_seats()])
    result = GAME.result(out.state)
    assert result["scores"][str(HAL)] == hal_end.hal_score(out.state)[0]
    assert result["details"]["solo"]["rounds"] == out.state["turn"]["round"]


# -- hidden information and view ---------------------------------------------------------------------------------
def test_hals_deck_and_the_removed_ravagers_are_hidden_from_everyone_and_re_dealt():
    state = solo_state()
    for viewer in (None, HUMAN, HAL):
        assert set(state["hal"]["deck"]) | set(state["hal"]["box"]) <= hidden_ids(state, viewer)
        view = GAME.view(state, viewer)["hal"]
        assert view["deck"] == 12 and view["box"] == len(state["hal"]["box"]) and "rng" not in str(view)
    copies = [GAME.sample_hidden(state, HUMAN, Rng({"rng": seed_state(k)}))["hal"]["deck"] for k in range(4)]
    assert len({tuple(c) for c in copies}) > 1 and all(sorted(c) == sorted(state["hal"]["deck"]) for c in copies)


def test_the_revealed_card_discard_and_converted_items_are_public():
    state = quiet_board(solo_state())
    state = start_hal_turn(state)
    hal_dice(state, ("orange", 2))
    state, events = step(state)
    card = state["hal"]["card"]
    assert card and card not in hidden_ids(state, HUMAN)
    assert [e["data"]["card"] for e in events if e["type"] == "hal_card_revealed"] == [card]
    view = GAME.view(state, HUMAN)
    assert view["hal"]["card"] == card and view["hal"]["difficulty"] == "normal" and view["hal"]["seat"] == HAL


def test_the_glossary_explains_hal_his_cards_and_the_view_field():
    glossary = GAME.glossary()
    ids = {c["id"] for c in glossary["components"] if c["kind"] == "hal_card"}
    assert ids == {c["id"] for c in hal.hal_content()["cards"]}
    assert glossary["terms"]["Hal"] and glossary["view"]["hal"]
    assert GAME.view(solo_state(), HUMAN).keys() <= glossary["view"].keys()


def test_hals_decisions_are_prompted_in_words_to_his_seat_only():
    state = start_hal_turn(quiet_board(solo_state()))
    hal_dice(state, ("orange", 2))
    assert GAME.prompt(state, HAL)["kind"] == "hal_turn" and "Hal" in GAME.prompt(state, HAL)["text"]
    assert GAME.prompt(state, HUMAN) is None and kind(state) == "hal_turn"


def test_calibration_reports_hals_score_and_the_rounds_as_stats_with_their_spread():
    from services.calibrate import summarize
    from shared.engine import SeatSpec
    from shared.engine.simulate import play

    specs = [SeatSpec(0, "Bot", "bot"), SeatSpec(1, "Hal", "automa")]
    reports = [GAME.calibration_report(GAME.result(play(GAME, seed, {"difficulty": "hard"}, specs).state), 0)
               for seed in range(3)]
    row = summarize(reports, 3)
    assert set(row["stats"]) == {"hal_score", "rounds"} and sum(row["labels"].values()) == 3
    assert row["stats"]["hal_score"]["p10"] <= row["stats"]["hal_score"]["median"] <= row["stats"]["hal_score"]["p90"]
