"""Per-process fan-out of live events to the open SSE streams, on the event loop.

One `Fanout` per process listens on the notifier's hub. Each game with open streams has a `Channel`; on "game G
reached seq N" the channel reads the new events once (in the executor), renders them once per viewer class
(each seat, and one for every spectator) with the `state` message for the classes that asked for it, and puts
the ready bytes on each subscriber's queue. A subscriber keeps the seq it last sent and skips what it already
has; a batch that would leave a gap tells it to read on its own first. The database stays the truth: the
streams re-check the game's head at every keepalive, so a lost notification costs at most one keepalive.
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

from services.api.sse import BATCH, FINISHED_EVENT, format_event, format_state
from shared.engine import redact_event
from shared.service.chat import is_withheld
from shared.service.common import STREAM_ENDING, ends_stream
from shared.service.words import add_words

log = logging.getLogger("seraph.streams.fanout")

#: batches a subscriber may have waiting; beyond that new ones are dropped and the stream reads on its own
MAX_QUEUED = 64
#: seconds a game's head read at one stream's keepalive serves the other streams of the game (at most)
HEAD_MAX_AGE = 1.0


@dataclass(frozen=True, slots=True)
class Batch:
    """New events of a game as one viewer class sees them: (seq, SSE bytes) pairs and the `state` message.

    `parts` None means "this batch was not rendered for you": the subscriber reads up to `last` itself.
    """

    first: int
    last: int
    parts: tuple | None
    state: bytes | None
    ended: bool


class Subscriber:
    """One open stream as the fan-out sees it: its viewer, the last seq it sent and its queue."""

    __slots__ = ("game_id", "viewer", "with_state", "last", "queue")

    def __init__(self, game_id: str, viewer: int | None, with_state: bool, last: int):
        self.game_id, self.viewer, self.with_state, self.last = game_id, viewer, with_state, int(last)
        self.queue: asyncio.Queue = asyncio.Queue()

    def offer(self, batch: Batch) -> None:
        """Queue a batch unless the stream is far behind (it then catches up with its own read)."""
        if self.queue.qsize() < MAX_QUEUED:
            self.queue.put_nowait(batch)

    def signal(self, marker) -> None:
        """Queue a control marker (keepalive tick, deadline, shutdown); never dropped."""
        self.queue.put_nowait(marker)


class Channel:
    """A game with open streams: the seq read so far, the newest seq heard of and the subscribers."""

    __slots__ = ("game_id", "position", "target", "subscribers", "pumping", "head", "head_at")

    def __init__(self, game_id: str, position: int):
        self.game_id, self.position, self.target = game_id, int(position), int(position)
        self.subscribers: set[Subscriber] = set()
        self.pumping = False
        self.head: asyncio.Future | None = None  # the latest (or in-flight) game_status read
        self.head_at = 0.0


def render(service, game_id: str, rows: list, classes: dict, full: bool) -> dict:
    """{viewer: (parts, state bytes or None)}: each event redacted and framed once per viewer class, and the
    `state` at the batch's last version for the classes that want it (none after a full batch: more follow)."""
    out = {}
    version = rows[-1][1]
    rules, names = service.words_context(game_id)
    for viewer, wants_state in classes.items():
        parts = []
        for seq, ev_version, raw in rows:
            if is_withheld(raw, viewer):  # chat spectators may not read: not theirs to see (shared/service/chat.py)
                continue
            ev = add_words(rules, redact_event(raw, viewer), names)  # issue 30: once per viewer class
            ev["seq"], ev["version"] = seq, ev_version  # the shape GameService.events_after gives
            parts.append((seq, format_event(ev)))
        state = service.seat_state(game_id, viewer, int(version)) if wants_state and not full else None
        out[viewer] = (tuple(parts), format_state(state) if state is not None else None)
    return out


def _consume(future: asyncio.Future) -> None:
    """Mark a shared future's exception as retrieved (each awaiting stream handles it)."""
    if not future.cancelled():
        future.exception()


class Fanout:
    """The process's fan-out: a hub listener feeding one channel per game with open streams."""

    def __init__(self, service, notifier, executor, head_max_age: float = HEAD_MAX_AGE):
        self.service, self.notifier, self.executor = service, notifier, executor
        self.head_max_age = head_max_age
        self.channels: dict[str, Channel] = {}
        self.loop: asyncio.AbstractEventLoop | None = None
        self.reads = 0  # batches read by channels (for tests and metrics)
        self._tasks: set[asyncio.Task] = set()  # the loop keeps only weak references to tasks

    def start(self) -> None:
        """Listen on the hub (from the running loop) and start the notifier's subscription."""
        self.loop = asyncio.get_running_loop()
        if self.hub is not None:
            self.hub.add_listener(self._heard)
        self.notifier.start()

    def close(self) -> None:
        """Stop listening, and stop any read in progress."""
        if self.hub is not None:
            self.hub.remove_listener(self._heard)
        for task in list(self._tasks):
            task.cancel()

    @property
    def hub(self):
        """The notifier's hub (None for a notifier without one: the streams then learn from their keepalives)."""
        return getattr(self.notifier, "hub", None)

    def _heard(self, game_id: str | None, seq: int | None) -> None:
        """Hub listener, on the delivering thread: hand the message to the loop."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return
        try:
            loop.call_soon_threadsafe(self._on_message, game_id, seq)
        except RuntimeError:  # the loop closed meanwhile
            pass

    def _on_message(self, game_id: str | None, seq: int | None) -> None:
        if game_id is None:  # the subscription was re-established: messages may have been lost
            for channel in list(self.channels.values()):
                self._spawn(self._refresh(channel))
        elif game_id in self.channels:
            self.poke(game_id, seq)

    async def head(self, game_id: str, fresh: bool = False) -> dict:
        """The game's status (`game_status`), read at most once per `head_max_age` for all its streams."""
        channel = self.channels.get(game_id)
        if channel is None:
            return await self._run(self.service.game_status, game_id)
        now = asyncio.get_running_loop().time()
        stale = fresh or now - channel.head_at > self.head_max_age
        if channel.head is None or (channel.head.done() and stale):
            channel.head, channel.head_at = asyncio.ensure_future(self._run(self.service.game_status, game_id)), now
            channel.head.add_done_callback(_consume)
        return await asyncio.shield(channel.head)

    async def _refresh(self, channel: Channel) -> None:
        """Read the game's head and pump whatever the channel has not read yet."""
        try:
            status = await self.head(channel.game_id, fresh=True)
        except Exception as exc:
            log.warning("refreshing the channel of game %s failed: %r", channel.game_id, exc)
            return
        self.poke(channel.game_id, status["last_seq"])

    def subscribe(self, game_id: str, viewer: int | None, with_state: bool, last: int, head: int) -> Subscriber:
        """Join the game's channel (created at `head`, the stored last seq the stream just read)."""
        sub = Subscriber(game_id, viewer, with_state, last)
        channel = self.channels.get(game_id)
        if channel is None:
            channel = self.channels[game_id] = Channel(game_id, head)
        channel.subscribers.add(sub)
        heard = self.hub.latest(game_id) if self.hub is not None else None
        if heard is not None and heard > channel.position:  # published before the channel listened
            self.poke(game_id, heard)
        return sub

    def unsubscribe(self, sub: Subscriber) -> None:
        """Leave the channel; the last subscriber out removes it."""
        channel = self.channels.get(sub.game_id)
        if channel is None:
            return
        channel.subscribers.discard(sub)
        if not channel.subscribers and not channel.pumping:
            del self.channels[sub.game_id]

    def position(self, game_id: str) -> int | None:
        """The last seq the game's channel has read (None without a channel)."""
        channel = self.channels.get(game_id)
        return None if channel is None else channel.position

    def poke(self, game_id: str, seq: int | None) -> None:
        """The game reached `seq`: read and fan out what the channel has not read yet."""
        channel = self.channels.get(game_id)
        if channel is None or seq is None:
            return
        channel.target = max(channel.target, int(seq))
        if channel.target > channel.position and not channel.pumping:
            channel.pumping = True
            self._spawn(self._pump(channel))

    async def _pump(self, channel: Channel) -> None:
        """Read batches until the channel has what it heard of; each batch once, rendered once per class."""
        try:
            while channel.subscribers and channel.target > channel.position:
                if not await self._pump_once(channel):
                    break
        except Exception as exc:  # the streams' keepalive re-check recovers what this missed
            log.warning("fan-out of game %s failed: %r", channel.game_id, exc)
        finally:
            channel.pumping = False
            if not channel.subscribers and self.channels.get(channel.game_id) is channel:
                del self.channels[channel.game_id]

    async def _pump_once(self, channel: Channel) -> bool:
        """One batch: read, render, dispatch; False when nothing new was stored."""
        classes = self._classes(channel)
        rows = await self._run(self._read_rows, channel.game_id, channel.position, BATCH, any(classes.values()))
        rows = [row for row in rows if row[0] > channel.position]
        if not rows:
            return False
        self.reads += 1
        full = len(rows) >= BATCH
        classes = self._classes(channel)  # streams may have joined during the read
        rendered = await self._run(render, self.service, channel.game_id, rows, classes, full)
        ended = any(raw.get("type") == FINISHED_EVENT for _, _, raw in rows)
        # a seat whose token was replaced (reconnect with the new token) or whose app was revoked: its streams end
        # after this batch
        closing = [raw for _, _, raw in rows if raw.get("type") in STREAM_ENDING]
        first, last = rows[0][0], rows[-1][0]
        channel.position = max(channel.position, last)
        for sub in list(channel.subscribers):
            parts, state = rendered.get(sub.viewer, (None, None))
            if sub.with_state and not classes.get(sub.viewer):
                parts = None  # joined after the rendering, which made no state for its class: read it itself
            sub.offer(Batch(first, last, parts, state if sub.with_state else None,
                            ended or any(ends_stream(raw, sub.viewer) for raw in closing)))
        return True

    @staticmethod
    def _classes(channel: Channel) -> dict:
        """{viewer: whether any of its streams wants the state} over the channel's subscribers."""
        classes: dict = {}
        for sub in channel.subscribers:
            classes[sub.viewer] = classes.get(sub.viewer, False) or sub.with_state
        return classes

    def _spawn(self, coro) -> None:
        """Run `coro` as a task held until it is done."""
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _read_rows(self, game_id: str, after: int, limit: int, with_state: bool) -> list:
        """(seq, version, event) rows after `after`, unredacted (GameService.raw_events)."""
        read = getattr(self.service, "raw_events", None) or self.service._raw_events
        return read(game_id, after, limit, with_state)

    async def _run(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self.executor, fn, *args)
