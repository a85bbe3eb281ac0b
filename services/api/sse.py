"""Server-Sent Events: framing, and the thread-per-connection loop of the plain WSGI app.

`seraph serve` answers streams from the asyncio front (services/streams/), which uses this module's framing
(`format_event`, `format_state`, `format_retry`, `KEEPALIVE`) so both paths send the same bytes. The loop below
serves the Flask app when it runs alone (services/api/wsgi.py, the Flask test client); it holds a thread per
stream, which is why the front exists.

The database is the source of truth: each turn of the loop asks the service for every event after
the last seq sent (`events_after`), sends them in order, and only then blocks on the notifier until
something newer is published or the keepalive interval passes. Because the position is the last
seq actually sent, a reconnect with `Last-Event-ID` resumes with no gap and no duplicate, and a lost
notification costs at most one keepalive interval of latency, never an event.
"""
from __future__ import annotations

import logging
import random
import time
from typing import Callable, Iterator

from services.api.jsonio import dumps
from shared.engine.result import END_EVENT
from shared.service.common import ends_stream
from shared.service.queries import OVER_STATUSES

log = logging.getLogger("seraph.api.sse")

KEEPALIVE = b": keepalive\n\n"
BATCH = 500  # events fetched per query; a full batch is followed by another fetch without waiting
RETRY_MS = 2000
FINISHED_EVENT = END_EVENT  # "game_ended": the rules emit it in the transition that ends the game


def _clean(text: str) -> str:
    """A single-line field value (CR/LF would end the field early)."""
    return str(text).replace("\r", " ").replace("\n", " ")


def format_event(ev: dict) -> bytes:
    """One SSE message for one game event: `id: <seq>`, `event: <type>`, `data: <json>`, blank line."""
    parts = [b"id: ", str(int(ev["seq"])).encode(), b"\n"]
    kind = ev.get("type")
    if kind:
        parts += [b"event: ", _clean(kind).encode("utf-8"), b"\n"]
    parts += [b"data: ", dumps(ev), b"\n\n"]  # orjson never emits raw newlines
    return b"".join(parts)


def format_state(state: dict) -> bytes:
    """The seat's view and legal actions after a batch (`?state=true`): `event: state`, no `id:`, so
    Last-Event-ID keeps counting game events only."""
    return b"event: state\ndata: " + dumps(state) + b"\n\n"


def format_comment(text: str) -> bytes:
    """An SSE comment line (ignored by EventSource; keeps proxies from timing the connection out)."""
    return b": " + _clean(text).encode("utf-8") + b"\n\n"


def format_retry(ms: int = RETRY_MS) -> bytes:
    """Tell EventSource how long to wait before reconnecting."""
    return f"retry: {int(ms)}\n\n".encode()


def _next_batch(service, game_id: str, viewer: int | None, last: int, with_state: bool) -> tuple:
    """(the SSE bytes of the events after `last` [and the state after them], the new last seq, whether the
    stream ends with them (the game_ended event, or the viewer's seat_token_replaced or seat_revoked: it was
    opened with the seat's old token, one of its tickets or a revoked app's credentials: common.ends_stream),
    whether the batch was full so more may follow at once)."""
    batch = service.events_after(game_id, last, viewer, limit=BATCH, with_state=with_state)
    parts, sent_version, finished = [], None, False
    for ev in batch:
        seq = int(ev["seq"])
        if seq <= last:  # never resend (defensive: the store returns seq > last in order)
            continue
        parts.append(format_event(ev))
        last, sent_version = seq, ev.get("version")
        finished = finished or ev.get("type") == FINISHED_EVENT or ends_stream(ev, viewer)
    full = len(batch) >= BATCH
    if with_state and not full and sent_version is not None:
        state = service.seat_state(game_id, viewer, int(sent_version))
        if state is not None:
            parts.append(format_state(state))
    return b"".join(parts), last, finished, full


def is_spent(service, game_id: str, viewer: int | None, after: int, status: dict) -> bool:
    """Whether a stream resumed at `after` has nothing to send, now or ever: the game is over (finished or aborted)
    and no event after `after` is one `viewer` may see (chat kept from spectators). Such a stream is answered 204,
    so an EventSource stops reconnecting (README "Follow live events"). Seqs have no gaps: one read per BATCH."""
    if status["status"] not in OVER_STATUSES:
        return False
    position = int(after)
    while position < status["last_seq"]:
        if service.events_after(game_id, position, viewer, limit=BATCH):
            return False
        position += BATCH
    return True


def event_stream(
    service,
    notifier,
    game_id: str,
    viewer: int | None,
    after: int,
    keepalive: float,
    max_seconds: float | None = None,
    clock: Callable[[], float] = time.monotonic,
    with_state: bool = False,
) -> Iterator[bytes]:
    """Yield SSE messages for every event of `game_id` after seq `after`, as `viewer` may see them.

    Ends once the game is finished and every event is sent, or after `max_seconds` (if given).
    Each iteration fetches and sends, then waits for a notification with seq > last sent (or the
    keepalive timeout). The end is seen either as the `game_ended` event or, at the start and
    after each keepalive, as the game's status -- read *before* fetching (the final event commits
    with the finished status, so a fetch after reading "finished" sees everything).

    `with_state` follows each batch with a `state` message: the seat's view and legal actions at the
    version of the batch's last event, so a client needs no GET between moves (as boardgame.io pushes
    state). It is skipped when the game has already moved past that version; the next batch carries it.
    """
    last = int(after)
    deadline = None if max_seconds is None else clock() + max_seconds
    # Jittered, so streams opened together do not all re-read the database at the same instant.
    keepalive = max(0.05, float(keepalive)) * random.uniform(0.9, 1.1)
    hint = last  # the seq the notifier last told us about, when the store had not caught up yet
    check_status = True  # read the game's status at the start and after each keepalive (cheap path otherwise)
    yield format_retry()
    opening = True
    while True:
        status = service.game_status(game_id) if check_status else None
        finished = status is not None and status["status"] in OVER_STATUSES  # finished or aborted
        if opening and with_state and status["last_seq"] <= last:  # resumed with nothing new: state now
            state = service.seat_state(game_id, viewer, status["version"])
            if state is not None:
                yield format_state(state)
        opening = False
        # After a keepalive the status read also says whether anything new was stored: usually not.
        while status is None or status["last_seq"] > last:
            chunk, last, ended, full = _next_batch(service, game_id, viewer, last, with_state)
            finished = finished or ended
            if chunk:
                yield chunk  # one write per batch: the events and the state message together
            if not full:
                break
        if finished:
            return
        hint = max(hint, last)
        now = clock()
        wake_at = now + keepalive if deadline is None else min(now + keepalive, deadline)
        while True:
            now = clock()
            if deadline is not None and now >= deadline:
                return
            if now >= wake_at:
                yield KEEPALIVE  # then re-check the store: a lost notification never loses events
                check_status = True
                break
            notified = notifier.wait(game_id, hint, wake_at - now)
            if notified is not None and notified > hint:
                hint = notified
                check_status = False  # the final event itself tells us the game ended
                break  # something new: fetch it
