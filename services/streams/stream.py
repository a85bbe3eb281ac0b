"""One open SSE connection on the event loop: catch up with its own reads, then follow the game's channel.

The framing is services/api/sse.py's, byte for byte: the same `retry:`, event, `state` and keepalive messages.
The stream owns no thread: it waits on its subscriber queue, which the channel, its keepalive timer, its
deadline and the shutdown all feed. A failed write (the client went away) ends it at once, so a dead connection
is noticed within one keepalive.
"""
from __future__ import annotations

import asyncio
import logging
import random

from aiohttp import web

from services.api.sse import KEEPALIVE, OVER_STATUSES, _next_batch, format_retry, format_state

log = logging.getLogger("seraph.streams")

#: the reconnect hint a stream gets when its process shuts down: short, jittered, so clients spread out
SHUTDOWN_RETRY_MS = (250, 1000)


class Marker:
    """A control message on a subscriber queue."""

    __slots__ = ("name",)

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return f"<{self.name}>"


TICK, DEADLINE, SHUTDOWN = Marker("tick"), Marker("deadline"), Marker("shutdown")


class ClientGone(Exception):
    """A write failed: the client disconnected."""


class EventStream:
    """The loop of one stream: `run(status)` returns when the stream should end (its response is then closed)."""

    def __init__(self, response: web.StreamResponse, fanout, sub, keepalive: float, max_seconds: float | None):
        self.response, self.fanout, self.sub = response, fanout, sub
        self.service = fanout.service
        self.keepalive = max(0.05, float(keepalive)) * random.uniform(0.9, 1.1)  # streams opened together spread
        self.max_seconds = max_seconds
        self.need = sub.last   # the seq this stream must read up to itself
        self.poked = -1        # the head this stream last asked its channel to read
        self.finished = False
        self._timers: dict[str, asyncio.TimerHandle] = {}

    async def run(self, status: dict) -> None:
        """Send the retry hint, the opening state if asked, then every event until the end."""
        loop = asyncio.get_running_loop()
        if self.max_seconds is not None:
            self._timers["deadline"] = loop.call_later(self.max_seconds, self.sub.signal, DEADLINE)
        try:
            await self._write(format_retry())
            await self._open(status)
            await self._follow()
        finally:
            for timer in self._timers.values():
                timer.cancel()

    async def _open(self, status: dict) -> None:
        """Take the head read at connect time; resumed with nothing new, open with the state when asked."""
        # What the channel already read went to the streams subscribed then: read it too, not just the head.
        self.need = max(self.need, int(status["last_seq"]), self.fanout.position(self.sub.game_id) or 0)
        self.finished = status["status"] in OVER_STATUSES
        if self.sub.with_state and status["last_seq"] <= self.sub.last:
            state = await self._io(self.service.seat_state, self.sub.game_id, self.sub.viewer, status["version"])
            if state is not None:
                await self._write(format_state(state))

    async def _follow(self) -> None:
        """Catch up, then act on each queued item until the game ends, the deadline or the shutdown."""
        self._arm()
        while True:
            if await self._catch_up() or (self.finished and self.sub.last >= self.need):
                return
            item = await self.sub.queue.get()
            if item is SHUTDOWN:
                await self._write(format_retry(random.randint(*SHUTDOWN_RETRY_MS)))
                return
            if item is DEADLINE:
                return
            if item is TICK:
                await self._tick()
            elif await self._deliver(item):
                return

    async def _catch_up(self) -> bool:
        """Read on its own up to `need` (as the thread-per-stream loop did); True when the game ended."""
        while self.sub.last < self.need:
            sub = self.sub
            chunk, last, ended, _full = await self._io(_next_batch, self.service, sub.game_id, sub.viewer,
                                                      sub.last, sub.with_state)
            if last <= sub.last:  # nothing stored beyond what was sent: the channel brings the rest
                self.need = sub.last
                return False
            sub.last = last
            await self._write(chunk)
            if ended:
                return True
        return False

    async def _deliver(self, batch) -> bool:
        """Send the part of a channel batch this stream does not have; True when it ended the game."""
        if batch.last <= self.sub.last:
            return False  # already sent by its own read
        if batch.parts is None or batch.first > self.sub.last + 1:
            self.need = max(self.need, batch.last)  # a gap: read it on its own, never skip an event
            return False
        data = b"".join(raw for seq, raw in batch.parts if seq > self.sub.last)
        self.sub.last = batch.last
        await self._write(data + batch.state if batch.state else data)
        return batch.ended

    async def _tick(self) -> None:
        """Keepalive: write the comment, re-check the game's head; a lost notification costs one keepalive."""
        await self._write(KEEPALIVE)
        self._arm()
        try:
            status = await self.fanout.head(self.sub.game_id)
        except Exception as exc:  # the database is away: try again at the next keepalive
            log.warning("keepalive head check of game %s failed: %r", self.sub.game_id, exc)
            return
        self.finished = status["status"] in OVER_STATUSES
        if int(status["last_seq"]) > self.sub.last:
            self._behind(int(status["last_seq"]))

    def _behind(self, head: int) -> None:
        """The store is ahead of this stream: wait for the queued batch, poke the channel, or read it itself."""
        position = self.fanout.position(self.sub.game_id)
        if not self.finished and position is not None and position >= head and not self.sub.queue.empty():
            return  # the channel's batch is queued behind this tick (if it leaves a gap, the gap is read then)
        if self.finished or self.poked >= head or position is None or position >= head:
            self.need = max(self.need, head)  # finished, or the channel had it and it was dropped: read it
        else:
            self.poked = head
            self.fanout.poke(self.sub.game_id, head)  # one read for every stream of the game

    def _arm(self) -> None:
        """Schedule the next keepalive tick."""
        self._timers["tick"] = asyncio.get_running_loop().call_later(self.keepalive, self.sub.signal, TICK)

    async def _write(self, data: bytes) -> None:
        if not data:
            return
        try:
            await self.response.write(data)
        except (ConnectionError, RuntimeError) as exc:  # reset, or "cannot write to closing transport"
            raise ClientGone() from exc

    async def _io(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self.fanout.executor, fn, *args)
