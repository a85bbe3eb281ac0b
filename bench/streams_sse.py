"""bench-streams' SSE side: raw asyncio SSE connections (no task, no aiohttp object per stream); the JSON requests
are bench/streams_client.py.

A `Stream` is one logical EventSource: a game, a seat token or none (spectator), `state=true` or not, the last
event id it saw and, when asked, every id it received with its time.time(); it may go through many TCP
connections (`SseConn`), each resuming with `Last-Event-ID`. `SseConn` speaks HTTP/1.1 itself: the status line,
the headers, chunked or close-delimited bodies, then SSE framing (id/event/data/retry, comments). Only streams
that need the data (the seat streams that pick moves) parse the JSON; the others read just the `id:` lines.
Everything goes to 127.0.0.1 only.
"""
from __future__ import annotations

import asyncio
import random
import time

import orjson


class Stream:
    """One logical SSE client of a game."""

    __slots__ = ("game", "token", "state", "seat", "last_id", "ids", "times", "keep", "parse", "conns",
                 "finished", "first_byte", "retry_ms", "states", "versions", "conn", "on_ids", "dropped",
                 "status_codes", "closed_at", "down_s", "drops_at")

    def __init__(self, game: str, token: str | None = None, seat: int | None = None, state: bool = False,
                 keep: bool = False, parse: bool = False):
        self.game, self.token, self.seat, self.state = game, token, seat, state
        self.last_id: int | None = None
        self.keep = keep  # record every id and its receive time (gap/duplicate checks, delivery times)
        self.ids: list[int] = []
        self.times: list[float] = []
        self.parse = parse  # parse the JSON: seq -> version of the events, the latest pushed state
        self.versions: dict[int, int] = {}  # version -> its first seq (parse only)
        self.states: dict | None = None  # the latest `state` message (parse only)
        self.conns = 0  # connections that got a response
        self.finished = False  # game_ended seen, or 204 (a finished game's stream at its end)
        self.first_byte: list[float] = []  # seconds from connect() to the first byte of each response
        self.retry_ms = 2000
        self.conn: SseConn | None = None
        self.on_ids = None  # callback(stream, [seq, ...], now) for fan-out tracking
        self.dropped = 0  # connections the server ended (not the client)
        self.status_codes: dict[int, int] = {}
        self.closed_at: float | None = None  # time.time() the last server-ended connection closed
        self.down_s: list[float] = []  # server-ended connection closed -> first byte of the next response
        self.drops_at: list[float] = []  # time.time() of each server-ended connection

    def path(self) -> str:
        q = []
        if self.token:
            q.append(f"token={self.token}")
        if self.state:
            q.append("state=true")
        return f"/v1/games/{self.game}/events" + ("?" + "&".join(q) if q else "")


class SseConn(asyncio.Protocol):
    """One HTTP/1.1 GET of an SSE stream on a raw transport."""

    def __init__(self, stream: Stream, host: str, port: int, t0: float):
        self.stream, self.host, self.port, self.t0 = stream, host, port, t0
        self.transport = None
        self.head = bytearray()
        self.in_body = False
        self.chunked = False
        self.chunk_left = 0  # bytes of the current chunk still to read; -1 = reading a size line
        self.raw = bytearray()  # undecoded chunked bytes
        self.sse = bytearray()  # decoded body not yet split into messages
        self.status = None
        self.got_first = asyncio.get_running_loop().create_future()  # set at the first byte (or on close)
        self.opened = asyncio.get_running_loop().create_future()  # set at the first SSE line (retry:) or close
        self.done = asyncio.get_running_loop().create_future()
        self.by_client = False
        self.ended = False  # the body ended normally (chunk 0 / 204)

    # -- transport events
    def connection_made(self, transport):
        self.transport = transport
        s = self.stream
        req = [f"GET {s.path()} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nAccept: text/event-stream\r\n"
               "Cache-Control: no-cache\r\n"]
        if s.last_id is not None:
            req.append(f"Last-Event-ID: {s.last_id}\r\n")
        req.append("\r\n")
        transport.write("".join(req).encode())

    def data_received(self, data: bytes):
        now = time.time()
        if not self.got_first.done():
            self.stream.first_byte.append(time.perf_counter() - self.t0)
            if self.stream.closed_at is not None:
                self.stream.down_s.append(now - self.stream.closed_at)
                self.stream.closed_at = None
            self.got_first.set_result(True)
        if not self.in_body:
            self.head += data
            i = self.head.find(b"\r\n\r\n")
            if i < 0:
                return
            self._headers(bytes(self.head[:i]))
            data = bytes(self.head[i + 4:])
            self.head = bytearray()
            self.in_body = True
            if self.status != 200:
                self.ended = True
                self.transport.close()
                return
        if self.chunked:
            self._dechunk(data)
        else:
            self.sse += data
        self._messages(now)

    def connection_lost(self, exc):
        s = self.stream
        if not self.by_client:
            s.dropped += 1
            s.closed_at = time.time()
            s.drops_at.append(s.closed_at)
        for fut in (self.got_first, self.opened, self.done):
            if not fut.done():
                fut.set_result(False)
        if s.conn is self:
            s.conn = None

    def close(self) -> None:
        """Client-side drop (FIN); `abort=True` style RSTs are left to abort()."""
        self.by_client = True
        if self.transport is not None:
            self.transport.close()

    def abort(self) -> None:
        self.by_client = True
        if self.transport is not None:
            self.transport.abort()

    # -- HTTP
    def _headers(self, head: bytes) -> None:
        lines = head.split(b"\r\n")
        self.status = int(lines[0].split()[1])
        s = self.stream
        s.status_codes[self.status] = s.status_codes.get(self.status, 0) + 1
        if self.status in (200, 204):
            s.conns += 1
        if self.status == 204:
            s.finished = True  # a finished game's stream at its end: EventSource stops
        for line in lines[1:]:
            k, _, v = line.partition(b":")
            if k.strip().lower() == b"transfer-encoding" and b"chunked" in v.lower():
                self.chunked = True
                self.chunk_left = -1

    def _dechunk(self, data: bytes) -> None:
        """Chunked transfer coding: size line, data, CRLF, ... until the 0-size chunk."""
        raw = self.raw
        raw += data
        pos, n = 0, len(raw)
        while pos < n and not self.ended:
            if self.chunk_left == -1:  # a size line
                j = raw.find(b"\r\n", pos)
                if j < 0:
                    break
                size = int(bytes(raw[pos:j]).split(b";")[0].strip() or b"0", 16)
                pos = j + 2
                if size == 0:
                    self.ended = True
                else:
                    self.chunk_left = size
            elif self.chunk_left == 0:  # the CRLF after a chunk's data
                if n - pos < 2:
                    break
                pos += 2
                self.chunk_left = -1
            else:
                take = min(self.chunk_left, n - pos)
                self.sse += raw[pos:pos + take]
                pos += take
                self.chunk_left -= take
        del raw[:pos]
        if self.ended:
            self.transport.close()

    # -- SSE
    def _messages(self, now: float) -> None:
        buf = self.sse
        end = buf.rfind(b"\n\n")
        if end < 0:
            return
        block = bytes(buf[:end])
        del buf[:end + 2]
        s = self.stream
        new_ids = []
        for msg in block.split(b"\n\n"):
            ev_id = ev_type = data = None
            for line in msg.split(b"\n"):
                if line.startswith(b"id:"):
                    ev_id = int(line[3:])
                elif line.startswith(b"data:"):
                    data = line[5:]
                elif line.startswith(b"event:"):
                    ev_type = line[6:].strip()
                elif line.startswith(b"retry:"):
                    s.retry_ms = int(line[6:])
            if not self.opened.done():
                self.opened.set_result(True)
            if ev_id is None:
                if ev_type == b"state" and s.parse and data is not None:
                    s.states = orjson.loads(data)
                continue
            new_ids.append(ev_id)
            s.last_id = ev_id
            if s.keep:
                s.ids.append(ev_id)
                s.times.append(now)
            if s.parse and data is not None:
                v = orjson.loads(data).get("version")
                if v is not None and v not in s.versions:
                    s.versions[v] = ev_id
            if ev_type == b"game_ended":
                s.finished = True
        if new_ids and s.on_ids is not None:
            s.on_ids(s, new_ids, now)


async def connect(stream: Stream, host: str, port: int, timeout: float = 10.0) -> SseConn | None:
    """Open one connection of `stream` (resuming after its last id); None if it could not connect."""
    loop = asyncio.get_running_loop()
    t0 = time.perf_counter()
    try:
        _, proto = await asyncio.wait_for(
            loop.create_connection(lambda: SseConn(stream, host, port, t0), host, port), timeout)
    except (OSError, asyncio.TimeoutError):
        return None
    stream.conn = proto
    return proto


async def open_many(streams: list[Stream], host: str, port: int, parallel: int = 200,
                    timeout: float = 30.0) -> tuple[int, float]:
    """Open every stream (at most `parallel` connecting at once; each counts as open once its first SSE
    line arrived): (how many opened, seconds it took)."""
    sem = asyncio.Semaphore(parallel)
    t0 = time.perf_counter()

    async def one(s):
        async with sem:
            for attempt in range(3):
                conn = await connect(s, host, port)
                if conn is not None:
                    try:
                        if await asyncio.wait_for(asyncio.shield(conn.opened), timeout) and conn.status == 200:
                            return True
                    except asyncio.TimeoutError:
                        pass
                    conn.close()
                await asyncio.sleep(0.2 * (attempt + 1))
            return False

    ok = await asyncio.gather(*(one(s) for s in streams))
    return sum(ok), time.perf_counter() - t0


def close_all(streams: list[Stream]) -> None:
    for s in streams:
        if s.conn is not None:
            s.conn.close()


async def follow(stream: Stream, host: str, port: int, stop: asyncio.Event, max_conns: int = 200) -> None:
    """Keep `stream` connected like EventSource: whenever the server ends the connection, reconnect after the
    last `retry:` hint with Last-Event-ID, until the game is finished or `stop` is set (bounded count)."""
    for _ in range(max_conns):
        if stop.is_set() or stream.finished:
            return
        conn = await connect(stream, host, port)
        if conn is not None:
            stop_wait = asyncio.ensure_future(stop.wait())
            try:
                await asyncio.wait([conn.done, stop_wait], return_when=asyncio.FIRST_COMPLETED)
            finally:
                stop_wait.cancel()
            if stop.is_set():
                conn.close()
                return
        if stream.finished:
            return
        try:
            await asyncio.wait_for(stop.wait(), stream.retry_ms / 1000 * random.uniform(0.9, 1.1))
        except asyncio.TimeoutError:
            pass


async def catch_up(stream: Stream, host: str, port: int, target: int, timeout: float = 15.0) -> bool:
    """Resume (if not connected) until the stream has seen event `target` or the game's end: True if so."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if (stream.last_id or 0) >= target or stream.finished:
            break
        conn = stream.conn or await connect(stream, host, port)
        if conn is None:
            await asyncio.sleep(0.2)
            continue
        while time.monotonic() < deadline and not conn.done.done():
            if (stream.last_id or 0) >= target or stream.finished:
                break
            await asyncio.sleep(0.02)
    if stream.conn is not None:
        stream.conn.close()
    return (stream.last_id or 0) >= target or stream.finished
