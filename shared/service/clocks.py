"""Clock arithmetic for correspondence and real-time play: pure functions over numbers (seconds since the
epoch and durations in seconds); no I/O, no wall clock. shared/service/deadlines.py stores the results.

A game's clock (the game option `clock`, README "Clocks") gives each seat `per_move` seconds for each turn plus its
bank. A seat's turn starts when it becomes active and lasts while it stays active (every step of a compound
choice is the same turn); several seats can be active at once and each runs its own clock. When the turn ends,
the time left on the clock becomes the bank (plus `increment`, up to `bank_cap`): unused time adds to the bank,
and time used past `per_move` comes out of it. Vacation pauses a seat's clock for whole days, out of the seat's
allowance (`vacation_days`).
"""
from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
DAY = 86400.0
POLICIES = ("default", "bot", "forfeit")
DEFAULT_REMINDER = 0.25
MIN_PER_MOVE = 1.0  # a clock of seconds: the e2e tests run one
MAX_DURATION = 365 * DAY
MAX_VACATION_DAYS = 365
#: name -> (per move, bank cap): the correspondence presets of issue 20, and one real-time pace
PRESETS = {"1d": ("1d", "3d"), "3d": ("3d", "10d"), "10m": ("10m", "30m")}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd])\s*$")


class ClockError(ValueError):
    """A clock option that does not parse; its message says which part and why."""


@dataclass(frozen=True)
class ClockSpec:
    """A game's clock: seconds per move, the bank's increment per turn and cap, vacation days per seat, the
    fraction of the turn's time left at which a reminder goes out (0: none), and what a timeout does."""

    per_move: float
    bank_cap: float = 0.0
    increment: float = 0.0
    vacation_days: int = 0
    remind_at: float = DEFAULT_REMINDER
    on_timeout: str = "default"

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "ClockSpec":
        return cls(**data)


@dataclass(frozen=True)
class SeatClock:
    """One seat's clock: its turn's start and deadline (None while the seat is not active), when the reminder is
    due (None: none, or already sent), the bank, the vacation seconds left and until when a vacation runs."""

    started_at: float | None = None
    deadline: float | None = None
    remind_at: float | None = None
    bank: float = 0.0
    vacation_left: float = 0.0
    vacation_until: float | None = None


def parse_duration(value, what: str = "duration") -> float:
    """Seconds in "90s", "5m", "12h", "1d" (a number is seconds); ClockError otherwise."""
    if isinstance(value, bool):
        raise ClockError(f"{what} must be a duration such as '90s', '5m', '12h' or '1d'")
    if isinstance(value, (int, float)):
        seconds = float(value)
    else:
        found = _DURATION.match(value) if isinstance(value, str) else None
        if found is None:
            raise ClockError(f"{what} must be a duration such as '90s', '5m', '12h' or '1d'")
        seconds = float(found.group(1)) * UNITS[found.group(2)]
    if not 0 <= seconds <= MAX_DURATION:
        raise ClockError(f"{what} must be from 0 to 365 days")
    return seconds


def parse_clock(value, on_timeout=None) -> ClockSpec | None:
    """The ClockSpec of a game's `clock` option (a preset name, a duration per move, or an object) and its
    `on_timeout` option; None without a clock. ClockError for anything else."""
    if value is None:
        if on_timeout is not None:
            raise ClockError("on_timeout needs a clock")
        return None
    if isinstance(value, str) and value.strip() in PRESETS:
        per_move, cap = PRESETS[value.strip()]
        value = {"per_move": per_move, "bank_cap": cap}
    elif isinstance(value, (str, int, float)) and not isinstance(value, bool):
        value = {"per_move": value}
    if not isinstance(value, dict):
        raise ClockError("clock must be a preset (1d, 3d, 10m), a duration per move, or an object")
    return _spec_from(dict(value), "default" if on_timeout is None else on_timeout)


def _spec_from(data: dict, on_timeout) -> ClockSpec:
    unknown = sorted(set(data) - {"per_move", "bank_cap", "increment", "vacation_days", "remind_at"})
    if unknown:
        raise ClockError(f"unknown clock field(s): {', '.join(unknown)}")
    if "per_move" not in data:
        raise ClockError("clock.per_move is required")
    per_move = parse_duration(data["per_move"], "clock.per_move")
    if per_move < MIN_PER_MOVE:
        raise ClockError("clock.per_move must be at least 1 second")
    days, remind = data.get("vacation_days", 0), data.get("remind_at", DEFAULT_REMINDER)
    if isinstance(days, bool) or not isinstance(days, int) or not 0 <= days <= MAX_VACATION_DAYS:
        raise ClockError(f"clock.vacation_days must be a whole number from 0 to {MAX_VACATION_DAYS}")
    if isinstance(remind, bool) or not isinstance(remind, (int, float)) or not 0 <= remind < 1:
        raise ClockError("clock.remind_at must be a fraction of the time left, from 0 (no reminder) below 1")
    if on_timeout not in POLICIES:
        raise ClockError(f"on_timeout must be one of {', '.join(POLICIES)}")
    return ClockSpec(per_move=per_move, bank_cap=parse_duration(data.get("bank_cap", 0), "clock.bank_cap"),
                     increment=parse_duration(data.get("increment", 0), "clock.increment"),
                     vacation_days=days, remind_at=float(remind), on_timeout=on_timeout)


def new_seat(spec: ClockSpec) -> SeatClock:
    """A seat's clock at the start of the game: an empty bank and the whole vacation allowance."""
    return SeatClock(vacation_left=spec.vacation_days * DAY)


def start(spec: ClockSpec, clock: SeatClock, now: float) -> SeatClock:
    """The seat became active at `now`: its turn runs from now (or from the end of its vacation) for per_move plus
    its bank; the reminder is due when `remind_at` of that time is left."""
    begin = max(now, clock.vacation_until or now)
    deadline = begin + spec.per_move + clock.bank
    return replace(clock, started_at=begin, deadline=deadline, remind_at=_reminder(spec, begin, deadline))


def _reminder(spec: ClockSpec, begin: float, deadline: float) -> float | None:
    return deadline - spec.remind_at * (deadline - begin) if spec.remind_at > 0 else None


def stop(spec: ClockSpec, clock: SeatClock, now: float) -> SeatClock:
    """The seat's turn ended at `now`: the time left on its clock (less any vacation not yet used, which paused the
    clock) plus the increment becomes its bank, up to the cap."""
    if clock.deadline is None:
        return clock
    return replace(clock, started_at=None, deadline=None, remind_at=None,
                   bank=min(spec.bank_cap, max(0.0, remaining(clock, now)) + spec.increment))


def remaining(clock: SeatClock, now: float) -> float | None:
    """Seconds of the turn left at `now`, paused vacation excluded (None: not the seat's turn; negative: late)."""
    if clock.deadline is None:
        return None
    paused = max(0.0, (clock.vacation_until or now) - max(now, clock.started_at or now))
    return clock.deadline - now - paused


def take_vacation(clock: SeatClock, now: float, days: int) -> SeatClock:
    """`days` of the seat's vacation from now (or from the end of a vacation already running): its clock pauses
    that long, so a running turn's deadline and reminder move by as much. ClockError beyond the allowance."""
    if isinstance(days, bool) or not isinstance(days, int) or days < 1:
        raise ClockError("days must be a whole number of at least 1")
    span = days * DAY
    if span > clock.vacation_left:
        raise ClockError(f"only {int(clock.vacation_left // DAY)} vacation day(s) left")
    until = max(now, clock.vacation_until or now) + span
    moved = {}
    if clock.deadline is not None:
        moved = dict(deadline=clock.deadline + span,
                     remind_at=clock.remind_at + span if clock.remind_at is not None else None)
    return replace(clock, vacation_left=clock.vacation_left - span, vacation_until=until, **moved)


def is_on_vacation(clock: SeatClock, now: float) -> bool:
    return clock.vacation_until is not None and clock.vacation_until > now


def end_vacation(clock: SeatClock, now: float) -> SeatClock:
    """The seat's vacation ends at `now`: its clock runs again from now with the time it had left (a running turn's
    deadline and reminder move back by the pause not taken, a turn that was to start at the vacation's end starts
    now), and the whole days not begun go back to its allowance (the day under way is used). ClockError when no
    vacation runs."""
    if not is_on_vacation(clock, now):
        raise ClockError("the seat is not on vacation")
    unused = clock.vacation_until - now
    returned = (unused // DAY) * DAY
    moved = {}
    if clock.deadline is not None:
        moved = dict(deadline=clock.deadline - unused, started_at=min(clock.started_at, now),
                     remind_at=clock.remind_at - unused if clock.remind_at is not None else None)
    return replace(clock, vacation_left=clock.vacation_left + returned, vacation_until=None, **moved)


def due_at(clock: SeatClock) -> float | None:
    """When the scan next has something to do for the seat: its reminder, else its deadline (None: nothing)."""
    if clock.deadline is None:
        return None
    return clock.remind_at if clock.remind_at is not None else clock.deadline


def is_expired(clock: SeatClock, now: float) -> bool:
    return clock.deadline is not None and clock.deadline <= now


def is_reminder_due(clock: SeatClock, now: float) -> bool:
    return clock.remind_at is not None and clock.remind_at <= now and not is_expired(clock, now)


def transition(spec: ClockSpec, clocks: dict[int, SeatClock], before: set, after: set, now: float,
               paused: frozenset = frozenset()) -> dict[int, SeatClock]:
    """The clocks that change when the active seats go from `before` to `after` at `now`: seats that became
    active start their turn, seats no longer active stop it, seats active throughout keep running. Seats in
    `paused` (played by a bot or forfeited) run no clock."""
    out = {}
    for seat in sorted(set(before) | set(after)):
        clock = clocks.get(seat) or new_seat(spec)
        running = clock.deadline is not None
        if seat in after and seat not in paused and not running:
            out[seat] = start(spec, clock, now)
        elif running and (seat not in after or seat in paused):
            out[seat] = stop(spec, clock, now)
    return out


def reminded(clock: SeatClock) -> SeatClock:
    """The reminder of this turn went out: none again until the next turn."""
    return replace(clock, remind_at=None)
