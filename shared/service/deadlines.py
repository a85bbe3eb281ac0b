"""Deadlines (issue 20 §1-2): each seat's clock in the database (seat_clocks), kept in the transaction of every step;
a seat's vacation and its reclaim from a bot; the clock a game read shows.

- A step (GameCommands._commit) calls `track`: seats that became active start their turn, seats no longer active
  stop it (the arithmetic is shared/service/clocks.py), in the step's own transaction; a move of a seat a bot
  plays since a timeout hands it back.
- The scan that sends reminders and handles timeouts, each exactly once, is shared/service/timeouts.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timezone

import orjson

from shared.adapters.store_sql import HEAD as _HEAD, SQL
from shared.service import clocks
from shared.service.clocks import ClockError, ClockSpec, SeatClock
from shared.service.common import dumps
from shared.service.errors import BadRequest, Conflict, NotFound

_FIELDS = ("started_at", "deadline", "remind_at", "bank", "vacation_left", "vacation_until")
_ROW = ("game_id", "seat", *_FIELDS, "due_at", "takeover", "timeouts")

SQL["clocks_of"] = "SELECT * FROM seat_clocks WHERE game_id = :id ORDER BY seat"
SQL["clock_insert"] = f"INSERT INTO seat_clocks ({', '.join(_ROW)}) VALUES ({', '.join(':' + c for c in _ROW)})"
SQL["clock_update"] = (f"UPDATE seat_clocks SET {', '.join(f'{c} = :{c}' for c in _ROW[2:])} "
                       "WHERE game_id = :game_id AND seat = :seat")
SQL["clocks_due"] = "SELECT game_id, seat FROM seat_clocks WHERE due_at <= :now ORDER BY due_at LIMIT :lim"
# The claim: of two scans that found the same seat due, one updates the row, the other finds nothing.
SQL["clock_claim"] = ("UPDATE seat_clocks SET due_at = NULL WHERE game_id = :id AND seat = :seat "
                      "AND due_at <= :now RETURNING *")
SQL["head_skip_locked"] = f"SELECT {_HEAD} FROM games WHERE id = :id FOR UPDATE SKIP LOCKED"


@dataclass
class Tracked:
    """What a step's clocks add to it: events (a seat reclaimed), and the seats a bot plays meanwhile."""

    events: list = field(default_factory=list)
    machine: dict = field(default_factory=dict)


def rfc3339(epoch: float | None) -> str | None:
    if epoch is None:
        return None
    return datetime.fromtimestamp(epoch, tz=timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def split_options(options: dict) -> tuple[dict, ClockSpec | None]:
    """The rules' options without `clock` and `on_timeout`, and the game's ClockSpec (None: no clock);
    BadRequest for a clock that does not parse."""
    options = dict(options)
    try:
        return options, clocks.parse_clock(options.pop("clock", None), options.pop("on_timeout", None))
    except ClockError as exc:
        raise BadRequest(str(exc)) from None


def clock_options(head) -> dict:
    """The `clock` and `on_timeout` options that create a game with this game's clock ({} without one): for a
    rematch with the same options."""
    spec = spec_of(head)
    if spec is None:
        return {}
    clock = {"per_move": spec.per_move, "bank_cap": spec.bank_cap, "increment": spec.increment,
             "vacation_days": spec.vacation_days, "remind_at": spec.remind_at}
    return {"clock": clock, "on_timeout": spec.on_timeout}


def spec_of(head) -> ClockSpec | None:
    raw = head.get("clock")
    return ClockSpec.from_json(orjson.loads(raw)) if raw else None


def _clock(row) -> SeatClock:
    return SeatClock(**{k: row[k] for k in _FIELDS})


def _params(game_id: str, seat: int, clock: SeatClock, takeover=None, timeouts: int = 0, due=...) -> dict:
    values = {k: getattr(clock, k) for k in _FIELDS}
    return dict(values, game_id=game_id, seat=seat, takeover=takeover, timeouts=timeouts,
                due_at=clocks.due_at(clock) if due is ... else due)


def _event(kind: str, seat: int, **data) -> dict:
    return {"type": kind, "seat": seat, "data": data}


class Deadlines:
    """The clocks of one GameCommands (its store, clock, queue and step path)."""

    def __init__(self, commands):
        self.commands = commands

    # -- in a step's transaction -------------------------------------------------------------------
    def open_clocks(self, tx, game_id: str, spec: ClockSpec, kinds: dict, active, now: float) -> None:
        """The seat_clocks rows of a new game; the turns of the seats active at once start now (a waiting game's
        start when it starts: `start_game`)."""
        rows = []
        for seat in sorted(kinds):
            clock = clocks.new_seat(spec)
            if seat in active and kinds[seat] == "human":
                clock = clocks.start(spec, clock, now)
            rows.append(_params(game_id, seat, clock))
        tx.write("clock_insert", rows)

    def start_game(self, tx, head, now: float) -> None:
        """A waiting game became active (every open seat filled): the active seats' turns start now."""
        spec = spec_of(head)
        if spec is None:
            return
        machines = frozenset(s for s, k in self.commands._seat_kinds(tx, head["id"]).items() if k != "human")
        active = set(orjson.loads(head["active_seats"]))
        self._write_changes(tx, head["id"], spec, _rows(tx, head["id"]), set(), active, now, machines)

    def track(self, tx, head, rules, state, now: float, mover: int | None = None) -> Tracked:
        """Keep the clocks of a clocked game's step: a move of a seat a bot played hands it back (seat_reclaimed),
        then each seat whose activity changed starts or stops its turn. The seats a bot plays are returned, for
        the automa due time."""
        spec, game_id = spec_of(head), head["id"]
        rows = _rows(tx, game_id)
        out = Tracked()
        taken = {s: r["takeover"] for s, r in rows.items() if r["takeover"]}
        if mover is not None and mover in taken:
            del taken[mover]
            rows[mover] = dict(rows[mover], takeover=None)
            tx.write("clock_update", _params(game_id, mover, _clock(rows[mover]), None, rows[mover]["timeouts"]))
            out.events.append(_event("seat_reclaimed", mover, by="move"))
        kinds = self.commands._seat_kinds(tx, game_id, head)  # seats out of play (endings.py) run no clock
        paused = frozenset(taken) | frozenset(s for s, k in kinds.items() if k != "human")
        after = set() if rules.is_over(state) else set(rules.active_seats(state))
        self._write_changes(tx, game_id, spec, rows, set(orjson.loads(head["active_seats"])), after, now, paused)
        out.machine = {s: "bot" for s in taken}
        return out

    def _write_changes(self, tx, game_id, spec, rows, before, after, now, paused) -> None:
        current = {s: _clock(r) for s, r in rows.items()}
        changed = clocks.transition(spec, current, before, after, now, paused)
        for seat, clock in changed.items():
            row = rows.get(seat)
            if row is not None:
                tx.write("clock_update", _params(game_id, seat, clock, row["takeover"], row["timeouts"]))

    def taken(self, tx, head) -> dict:
        """{seat: bot name} of the seats a bot plays meanwhile ({} without a clock)."""
        if not head.get("clock"):
            return {}
        return {s: r["takeover"] for s, r in _rows(tx, head["id"]).items() if r["takeover"]}


    # -- a seat's own requests ---------------------------------------------------------------------
    def take_vacation(self, game_id: str, seat: int, days) -> dict:
        """`days` of the seat's vacation from now: its clock pauses (a `vacation_started` event)."""
        return self._seat_request(game_id, seat, lambda row, now: (
            clocks.take_vacation(_clock(row), now, days), row["takeover"]), "vacation_started")

    def end_vacation(self, game_id: str, seat: int) -> dict:
        """The seat's running vacation ends now (a `vacation_ended` event): its clock runs again, and the whole
        days not begun go back to its allowance (clocks.end_vacation). 409 when it is not on vacation."""
        def change(row, now):
            if not clocks.is_on_vacation(_clock(row), now):
                raise Conflict(f"seat {seat} is not on vacation", seat=seat)
            return clocks.end_vacation(_clock(row), now), row["takeover"]

        return self._seat_request(game_id, seat, change, "vacation_ended")

    def reclaim(self, game_id: str, seat: int) -> dict:
        """The player takes the seat back from the bot that played it since a timeout (`seat_reclaimed`); a seat
        no bot plays is the player's already: its clock is answered and nothing changes."""
        return self._seat_request(game_id, seat, lambda row, now: (_clock(row), None), "seat_reclaimed")

    def _seat_request(self, game_id: str, seat: int, change, kind: str) -> dict:
        cmd, now = self.commands, self.commands.clock()
        with cmd.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            spec = spec_of(head)
            if spec is None or head["status"] not in ("active", "waiting"):
                raise Conflict("this game has no clock" if spec is None else f"the game is {head['status']}")
            row = _rows(tx, game_id).get(seat)
            if row is None:
                raise NotFound(f"no seat {seat} in game {game_id}")
            try:
                clock, takeover = change(row, now)
            except ClockError as exc:
                raise BadRequest(str(exc)) from None
            if kind == "seat_reclaimed" and row["takeover"] is None:
                return _seat_clock_view(seat, clock, None, now)  # the player's already: nothing to do
            if kind == "seat_reclaimed" and seat in orjson.loads(head["active_seats"]):
                clock = clocks.start(spec, clock, now)  # the player's turn runs from now
            tx.write("clock_update", _params(game_id, seat, clock, takeover, row["timeouts"]))
            seq = head["last_seq"] + 1
            data = _request_data(kind, _clock(row), clock)
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"],
                                   body=dumps(_event(kind, seat, **data)))])
            tx.update_game(game_id, last_seq=seq, updated_at=now)
        cmd.notifier.publish(game_id, seq)
        return _seat_clock_view(seat, clock, takeover, now)



def _request_data(kind: str, before: SeatClock, after: SeatClock) -> dict:
    """The data of a seat request's event: who reclaimed, until when the vacation runs, or the days it gave back."""
    if kind == "seat_reclaimed":
        return {"by": "request"}
    if kind == "vacation_ended":
        return {"days_returned": round((after.vacation_left - before.vacation_left) / clocks.DAY)}
    return {"until": rfc3339(after.vacation_until)}


def _rows(tx, game_id: str) -> dict:
    return {r["seat"]: r for r in tx.rows("clocks_of", {"id": game_id})}


def clock_view(store, head, now: float) -> dict | None:
    """§1: the game's clock and each seat's deadline (RFC 3339) and bank, as a game read shows them (one read)."""
    spec = spec_of(head)
    if spec is None:
        return None
    with store.read() as tx:
        rows = _rows(tx, head["id"])
    return {"per_move_seconds": spec.per_move, "bank_cap_seconds": spec.bank_cap,
                "increment_seconds": spec.increment, "vacation_days": spec.vacation_days,
                "remind_at": spec.remind_at, "on_timeout": spec.on_timeout,
                "seats": [_seat_clock_view(s, _clock(r), r["takeover"], now) for s, r in sorted(rows.items())]}


def _seat_clock_view(seat: int, clock: SeatClock, takeover, now: float) -> dict:
    left = clocks.remaining(clock, now)
    return {"seat": seat, "deadline": rfc3339(clock.deadline),
            "seconds_left": None if left is None else round(max(0.0, left), 3),
            "bank_seconds": round(clock.bank, 3), "vacation_days_left": int(clock.vacation_left // clocks.DAY),
            "vacation_until": rfc3339(clock.vacation_until) if (clock.vacation_until or 0) > now else None,
            "played_by": None if takeover is None else "bot"}
