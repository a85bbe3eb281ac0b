"""The pure clock arithmetic (shared/service/clocks.py): durations, presets, the bank and its cap, vacation,
reminders and several seats active at once."""
import pytest

from shared.service import clocks as c
from shared.service.clocks import DAY, ClockError, ClockSpec, SeatClock

T0 = 1_000_000.0


def test_durations_read_seconds_minutes_hours_and_days():
    assert [c.parse_duration(v) for v in ("90s", "5m", "12h", "1d", "1.5h", 30)] == [90, 300, 43200, DAY, 5400, 30]


@pytest.mark.parametrize("bad", ["", "5", "5w", "-1d", "1d2h", True, None, [], "400d"])
def test_a_malformed_duration_is_refused(bad):
    with pytest.raises(ClockError):
        c.parse_duration(bad)


def test_the_presets_give_a_day_with_a_three_day_cap_and_three_days_with_ten():
    assert c.parse_clock("1d") == ClockSpec(per_move=DAY, bank_cap=3 * DAY)
    assert c.parse_clock("3d", "forfeit") == ClockSpec(per_move=3 * DAY, bank_cap=10 * DAY, on_timeout="forfeit")
    assert c.parse_clock("10m") == ClockSpec(per_move=600, bank_cap=1800)


def test_a_bare_duration_is_the_time_per_move_without_a_bank():
    assert c.parse_clock("90s") == ClockSpec(per_move=90)


def test_a_clock_object_takes_every_field():
    spec = c.parse_clock({"per_move": "1h", "bank_cap": "5h", "increment": "10m", "vacation_days": 7,
                          "remind_at": 0.5}, "bot")
    assert spec == ClockSpec(per_move=3600, bank_cap=18000, increment=600, vacation_days=7, remind_at=0.5,
                             on_timeout="bot")
    assert ClockSpec.from_json(spec.to_json()) == spec


@pytest.mark.parametrize("value, on_timeout", [
    ({"per_move": "1d", "colour": "red"}, None), ({"bank_cap": "1d"}, None), ({"per_move": "0s"}, None),
    ({"per_move": "1d", "vacation_days": -1}, None), ({"per_move": "1d", "vacation_days": 1.5}, None),
    ({"per_move": "1d", "remind_at": 1}, None), ("1d", "resign"), (None, "bot"), ([1], None), (True, None)])
def test_a_bad_clock_option_is_refused_with_a_reason(value, on_timeout):
    with pytest.raises(ClockError):
        c.parse_clock(value, on_timeout)


def test_no_clock_option_means_no_clock():
    assert c.parse_clock(None) is None


def test_a_turn_has_the_time_per_move_plus_the_bank():
    spec = ClockSpec(per_move=100, bank_cap=500)
    clock = c.start(spec, SeatClock(bank=40), T0)
    assert (clock.started_at, clock.deadline) == (T0, T0 + 140)
    assert c.remaining(clock, T0 + 40) == 100


def test_unused_time_adds_to_the_bank_and_overtime_comes_out_of_it():
    spec = ClockSpec(per_move=100, bank_cap=500)
    clock = c.stop(spec, c.start(spec, SeatClock(bank=40), T0), T0 + 30)
    assert clock.bank == 110 and clock.deadline is None and clock.started_at is None
    clock = c.stop(spec, c.start(spec, clock, T0 + 1000), T0 + 1000 + 150)
    assert clock.bank == 60


def test_the_bank_never_grows_past_its_cap_nor_below_zero():
    spec = ClockSpec(per_move=100, bank_cap=150)
    clock = SeatClock()
    for turn in range(5):
        clock = c.stop(spec, c.start(spec, clock, T0 + turn * 1000), T0 + turn * 1000 + 1)
    assert clock.bank == 150
    late = c.stop(spec, c.start(spec, clock, T0 + 9000), T0 + 9000 + 400)
    assert late.bank == 0


def test_without_a_bank_each_turn_has_only_the_time_per_move():
    spec = ClockSpec(per_move=100)
    clock = c.stop(spec, c.start(spec, SeatClock(), T0), T0 + 1)
    assert clock.bank == 0 and c.start(spec, clock, T0 + 5).deadline == T0 + 105


def test_the_increment_is_added_at_each_turn_end_up_to_the_cap():
    spec = ClockSpec(per_move=100, bank_cap=130, increment=20)
    clock = c.stop(spec, c.start(spec, SeatClock(), T0), T0 + 100)
    assert clock.bank == 20
    clock = c.stop(spec, c.start(spec, clock, T0 + 200), T0 + 210)
    assert clock.bank == 130


def test_the_reminder_is_due_when_the_set_fraction_of_the_time_is_left():
    spec = ClockSpec(per_move=100, bank_cap=100, remind_at=0.25)
    clock = c.start(spec, SeatClock(bank=100), T0)
    assert clock.remind_at == T0 + 150
    assert c.due_at(clock) == T0 + 150
    assert not c.is_reminder_due(clock, T0 + 149) and c.is_reminder_due(clock, T0 + 150)
    sent = c.reminded(clock)
    assert c.due_at(sent) == T0 + 200 and not c.is_reminder_due(sent, T0 + 160)
    assert not c.is_expired(sent, T0 + 199) and c.is_expired(sent, T0 + 200)


def test_a_clock_without_reminders_is_due_only_at_its_deadline():
    clock = c.start(ClockSpec(per_move=100, remind_at=0), SeatClock(), T0)
    assert clock.remind_at is None and c.due_at(clock) == T0 + 100


def test_a_seat_not_on_turn_is_never_due():
    assert c.due_at(SeatClock(bank=10)) is None
    assert c.remaining(SeatClock(), T0) is None


def test_vacation_during_a_turn_moves_its_deadline_and_reminder_by_whole_days():
    spec = ClockSpec(per_move=DAY, vacation_days=10)
    clock = c.start(spec, c.new_seat(spec), T0)
    away = c.take_vacation(clock, T0 + 100, 3)
    assert away.deadline == clock.deadline + 3 * DAY and away.remind_at == clock.remind_at + 3 * DAY
    assert away.vacation_left == 7 * DAY and away.vacation_until == T0 + 100 + 3 * DAY
    assert c.remaining(away, T0 + 200) == pytest.approx(DAY - 100)  # paused since T0 + 100


def test_a_turn_that_starts_during_vacation_starts_when_the_vacation_ends():
    spec = ClockSpec(per_move=DAY, vacation_days=5)
    away = c.take_vacation(c.new_seat(spec), T0, 2)
    clock = c.start(spec, away, T0 + 10)
    assert clock.started_at == T0 + 2 * DAY and clock.deadline == T0 + 3 * DAY


def test_a_seat_back_early_from_vacation_banks_no_vacation_time():
    spec = ClockSpec(per_move=100, bank_cap=10 * DAY, vacation_days=3)
    clock = c.take_vacation(c.start(spec, c.new_seat(spec), T0), T0, 3)
    back = c.stop(spec, clock, T0 + 10)
    assert back.bank == pytest.approx(100)


def test_vacation_beyond_the_allowance_is_refused():
    spec = ClockSpec(per_move=DAY, vacation_days=2)
    clock = c.take_vacation(c.new_seat(spec), T0, 2)
    with pytest.raises(ClockError, match="0 vacation day"):
        c.take_vacation(clock, T0, 1)
    with pytest.raises(ClockError):
        c.take_vacation(c.new_seat(spec), T0, 0)


def test_consecutive_vacations_follow_each_other():
    spec = ClockSpec(per_move=DAY, vacation_days=5)
    clock = c.take_vacation(c.take_vacation(c.new_seat(spec), T0, 1), T0 + 5, 2)
    assert clock.vacation_until == T0 + 3 * DAY and clock.vacation_left == 2 * DAY


def test_several_active_seats_each_run_their_own_clock():
    spec = ClockSpec(per_move=100, bank_cap=1000)
    started = c.transition(spec, {}, set(), {0, 1, 2}, T0)
    assert sorted(started) == [0, 1, 2] and {k.deadline for k in started.values()} == {T0 + 100}
    # seat 1 answers the simultaneous choice first: only its clock stops; the others keep running
    after_one = c.transition(spec, started, {0, 1, 2}, {0, 2}, T0 + 30)
    assert list(after_one) == [1] and after_one[1].bank == 70
    clocks = {**started, **after_one}
    after_all = c.transition(spec, clocks, {0, 2}, {1}, T0 + 60)
    assert sorted(after_all) == [0, 1, 2]
    assert after_all[0].bank == 40 and after_all[2].bank == 40
    assert after_all[1].deadline == T0 + 60 + 170


def test_a_seat_active_across_its_own_steps_keeps_one_turn():
    spec = ClockSpec(per_move=100)
    clocks = c.transition(spec, {}, set(), {0}, T0)
    assert c.transition(spec, clocks, {0}, {0}, T0 + 50) == {}


def test_a_seat_played_by_a_bot_runs_no_clock():
    spec = ClockSpec(per_move=100)
    clocks = c.transition(spec, {}, set(), {0, 1}, T0)
    paused = c.transition(spec, clocks, {0, 1}, {0, 1}, T0 + 5, paused=frozenset({1}))
    assert list(paused) == [1] and paused[1].deadline is None
    assert c.transition(spec, {}, set(), {1}, T0, paused=frozenset({1})) == {}
