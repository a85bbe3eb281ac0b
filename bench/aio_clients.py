"""bench-peer's load clients on one asyncio loop (aiohttp): Seraph's games and the stack floor's keys.

Seraph: 3-seat all-human Falling games; each seat's stream is opened with state=true, so after the events of a
version it pushes that seat's view and legal actions; the clock runs from the POST until each of the 3 SSE
streams has delivered the first event of the new version. The floor: one key of `make bench`'s no-op command,
watched by SEATS SSE streams like a game's seats.
"""
from __future__ import annotations

import asyncio
import random
import time

import orjson

from bench.aio_load import Pending
from bench.common import SEATS


async def new_session():
    """One aiohttp session (unbounded keep-alive pool) for requests and SSE streams."""
    import aiohttp

    return aiohttp.ClientSession(
        connector=aiohttp.TCPConnector(limit=0, limit_per_host=0, force_close=False),
        timeout=aiohttp.ClientTimeout(total=None, sock_connect=5))


class Game:
    """One all-human 3-seat game: seat tokens, one SSE reader task per seat, the move in flight."""

    def __init__(self, game_id: str, tokens: dict[int, str]):
        self.id, self.tokens = game_id, tokens
        self.seen = {s: -1 for s in tokens}
        self.pending: Pending | None = None
        self.finished = False
        self.tasks: list[asyncio.Task] = []
        self.connected: dict[int, asyncio.Event] = {}
        self.responses: list = []
        self.error: str | None = None
        self.next_guess = 0
        self.offer: tuple | None = None  # (seat, pushed state) of the seat that may act, from its stream
        self.offered = asyncio.Event()
        self.moved_version = -1  # the version the last move was made at

    def on_state(self, seat: int, state: dict) -> None:
        """A pushed view: the seat's legal actions at that version, so the next move needs no GET."""
        if state["status"] != "active":
            self.finished = True
            self.offered.set()
        elif state["actions"] and state["version"] > self.moved_version:
            self.offer = (seat, state)
            self.offered.set()

    def on_version(self, seat: int, version: int, now: float) -> None:
        if version <= self.seen[seat]:
            return
        self.seen[seat] = version
        p = self.pending
        if p is not None and version >= p.target and seat not in p.got:
            p.got[seat] = now
            if len(p.got) == len(self.tokens) and not p.fut.done():
                p.fut.set_result(max(p.got.values()) - p.t0)


class SeraphClient:
    """The asyncio load client: one aiohttp session (keep-alive pool) for requests and SSE streams."""

    def __init__(self, base: str, seed: int = 1, move_timeout: float = 10.0):
        self.base, self.rng, self.move_timeout = base, random.Random(seed), move_timeout
        self.session = None
        self.errors: list[str] = []
        self.sse_messages = 0
        self.fallback_gets = 0

    async def start(self):
        self.session = await new_session()

    async def close(self):
        if self.session is not None:
            await self.session.close()

    async def _json(self, method, path, token=None, body=None, expect=(200,)):
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        data = None
        if body is not None:
            data, headers["Content-Type"] = orjson.dumps(body), "application/json"
        async with self.session.request(method, self.base + path, data=data, headers=headers) as resp:
            raw = await resp.read()
            if resp.status not in expect:
                raise RuntimeError(f"{method} {path} -> {resp.status} {raw[:300]!r}")
            return resp.status, orjson.loads(raw)

    async def create_game(self) -> tuple[str, dict[int, str]]:
        body = {"game": "falling", "seats": [{"name": f"P{i}", "kind": "human"} for i in range(SEATS)],
                "options": {}, "seed": self.rng.randrange(1 << 31)}
        _, out = await self._json("POST", "/v1/games", body=body, expect=(201,))
        return out["id"], {s["seat"]: s["token"] for s in out["seats"]}

    async def open(self, game_id: str, tokens: dict[int, str]) -> Game:
        game = Game(game_id, tokens)
        for seat, token in tokens.items():
            game.connected[seat] = asyncio.Event()
            game.tasks.append(asyncio.create_task(self._read(game, seat, token)))
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in game.connected.values())), 15)
        return game

    async def _read(self, game: Game, seat: int, token: str) -> None:
        url = f"{self.base}/v1/games/{game.id}/events"
        try:
            async with self.session.get(url, params={"token": token, "state": "true"},
                                        headers={"Accept": "text/event-stream"}) as resp:
                game.responses.append(resp)
                if resp.status != 200:
                    raise RuntimeError(f"SSE {resp.status}")
                event = None
                data = None
                async for raw in resp.content:
                    line = raw.rstrip(b"\r\n")
                    if not line:
                        if data is not None:
                            self._dispatch(game, seat, event, data)
                        elif event is None:
                            game.connected[seat].set()  # the retry: line arrives first: the stream is open
                        event = data = None
                        continue
                    if line.startswith(b"data:"):
                        data = line[5:]
                    elif line.startswith(b"event:"):
                        event = line[6:].strip()
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            game.error = f"seat {seat} stream: {type(exc).__name__}: {exc}"
        finally:
            game.connected[seat].set()

    def _dispatch(self, game: Game, seat: int, event: bytes | None, data: bytes) -> None:
        """One complete SSE message of a seat's stream: a pushed state, or an event of some version."""
        now = time.perf_counter()
        self.sse_messages += 1
        ev = orjson.loads(data)
        version = ev.get("version")
        if event == b"state":
            game.on_state(seat, ev)
        elif version is not None:
            game.on_version(seat, int(version), now)
        if event == b"game_ended":
            game.finished = True
        game.connected[seat].set()

    async def prepare(self, game: Game):
        """(seat, action, version) of a random legal move, or None when the game is over.

        Each stream is opened with state=true, so the acting seat's stream pushes its legal actions after the
        events of each version, as boardgame.io pushes state: no request between moves. If no such push
        arrives within a second, the client falls back to a GET as the seat it expects to act.
        """
        deadline = time.perf_counter() + 1.0
        while not game.finished and time.perf_counter() < deadline:
            if game.offer is not None and game.offer[1]["version"] > game.moved_version:
                seat, state = game.offer
                game.moved_version = state["version"]
                return seat, self.rng.choice(state["actions"]), state["version"]
            game.offered.clear()
            try:
                await asyncio.wait_for(game.offered.wait(), max(0.0, deadline - time.perf_counter()))
            except asyncio.TimeoutError:
                break
        if game.finished:
            return None
        self.fallback_gets += 1
        return await self._prepare_by_get(game)

    async def _prepare_by_get(self, game: Game):
        """A seat's GET of the game carries its legal actions, so a right guess of the acting seat (the one
        after the last mover, as in Falling's turn order) costs one request; a wrong one a second GET."""
        guess = game.next_guess
        _, head = await self._json("GET", f"/v1/games/{game.id}", token=game.tokens[guess])
        if head["status"] != "active" or not head["active_seats"]:
            game.finished = True
            return None
        seat = guess if guess in head["active_seats"] else self.rng.choice(head["active_seats"])
        if seat != guess:
            _, head = await self._json("GET", f"/v1/games/{game.id}", token=game.tokens[seat])
        if not head["actions"]:
            return None
        game.next_guess = (seat + 1) % len(game.tokens)
        game.moved_version = head["version"]
        return seat, self.rng.choice(head["actions"]), head["version"]

    async def move(self, game: Game, prepared) -> float | None:
        """POST the move; seconds until every seat's stream delivered its version, or None on failure."""
        seat, action, version = prepared
        fut = asyncio.get_running_loop().create_future()
        game.pending = p = Pending(version + 1, fut)
        try:
            p.t0 = time.perf_counter()
            status, out = await self._json("POST", f"/v1/games/{game.id}/moves", token=game.tokens[seat],
                                           body={"action": action, "expected_version": version}, expect=(200, 202))
            return await asyncio.wait_for(fut, self.move_timeout)
        except Exception as exc:
            self.errors.append(f"game {game.id} v{version}: {type(exc).__name__}: {exc} {game.error or ''}")
            game.finished = True  # give up on this game; the slot takes a fresh one
            return None
        finally:
            game.pending = None

    async def dispose(self, game: Game) -> None:
        """Stop reading and close the TCP connections (never hand a half-read stream back to the pool: the
        server would keep a thread on it, woken by every notification)."""
        for resp in game.responses:
            resp.close()
        for t in game.tasks:
            t.cancel()
        await asyncio.gather(*game.tasks, return_exceptions=True)


class Slot:
    """A sequence of games played one after the other; `ready` holds the next move, chosen off the clock."""

    def __init__(self, client: SeraphClient, spares: list | None = None):
        self.client = client
        self.spares = list(spares or [])
        self.game: Game | None = None
        self.ready = None
        self.busy = False
        self.games_played = 0

    async def ensure(self) -> None:
        """A current game with open streams and a prepared move (bounded: a few games at most)."""
        for _ in range(5):
            if self.game is not None and not self.game.finished:
                if self.ready is None:
                    self.ready = await self.client.prepare(self.game)
                if self.ready is not None:
                    return
            if self.game is not None:
                await self.client.dispose(self.game)
                self.game = None
            gid, tokens = self.spares.pop() if self.spares else await self.client.create_game()
            self.game = await self.client.open(gid, tokens)
            self.games_played += 1
        raise RuntimeError("could not get a playable game")

    async def play(self) -> float | None:
        prepared, self.ready = self.ready, None
        return await self.client.move(self.game, prepared)

    async def close(self):
        if self.game is not None:
            await self.client.dispose(self.game)


class Pool:
    """Slots reused across scenarios so that no SSE stream is abandoned mid-game between them (an abandoned
    stream holds a gunicorn thread until its next keepalive write fails, up to SERAPH_SSE_KEEPALIVE)."""

    def __init__(self, client):
        self.client, self.slots = client, []

    async def take(self, n: int, spares: int = 0) -> list[Slot]:
        while len(self.slots) < n:
            self.slots.append(Slot(self.client))
        for s in self.slots[:n]:
            while len(s.spares) < spares:
                s.spares.append(await self.client.create_game())
        for i in range(0, n, 8):
            await asyncio.gather(*(s.ensure() for s in self.slots[i:min(n, i + 8)]))
        return self.slots[:n]

    async def shrink(self, n: int) -> None:
        for s in self.slots[n:]:
            await s.close()
        del self.slots[n:]

    async def close(self) -> None:
        await self.shrink(0)


# ----------------------------------------------------------------------------------------------- stack floor
class FloorSlot:
    """One key of `make bench`'s no-op floor, watched by SEATS SSE streams like a Seraph game's seats."""

    def __init__(self, client, k: int):
        self.client, self.k = client, k
        self.seen = [0] * SEATS
        self.n = 0
        self.pending: Pending | None = None
        self.busy, self.ready = False, True
        self.tasks: list[asyncio.Task] = []
        self.responses: list = []
        self.connected = [asyncio.Event() for _ in range(SEATS)]

    def on_id(self, i: int, n: int, now: float) -> None:
        self.seen[i] = max(self.seen[i], n)
        p = self.pending
        if p is not None and n >= p.target and i not in p.got:
            p.got[i] = now
            if len(p.got) == SEATS and not p.fut.done():
                p.fut.set_result(max(p.got.values()) - p.t0)

    async def ensure(self) -> None:
        """Nothing to choose: the floor's command has no arguments."""

    async def play(self) -> float | None:
        self.pending = p = Pending(self.n + 1, asyncio.get_running_loop().create_future())
        try:
            p.t0 = time.perf_counter()
            async with self.client.session.post(f"{self.client.base}/floor/{self.k}") as resp:
                await resp.read()
            lat = await asyncio.wait_for(p.fut, 10)
            self.n += 1
            return lat
        except Exception as exc:
            self.client.errors.append(f"floor key {self.k}: {type(exc).__name__}: {exc}")
            return None
        finally:
            self.pending = None


class FloorClient:
    """The floor's load client: the same aiohttp session shape as SeraphClient."""

    def __init__(self, base: str):
        self.base, self.session, self.errors = base, None, []

    async def start(self):
        self.session = await new_session()

    async def open(self, k: int) -> FloorSlot:
        slot = FloorSlot(self, k)
        slot.tasks = [asyncio.create_task(self._read(slot, i)) for i in range(SEATS)]
        await asyncio.wait_for(asyncio.gather(*(e.wait() for e in slot.connected)), 15)
        return slot

    async def _read(self, slot: FloorSlot, i: int) -> None:
        try:
            async with self.session.get(f"{self.base}/floor/{slot.k}/events") as resp:
                slot.responses.append(resp)
                async for raw in resp.content:
                    slot.connected[i].set()
                    if raw.startswith(b"id: "):
                        slot.on_id(i, int(raw[4:].strip()), time.perf_counter())
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            self.errors.append(f"floor stream {slot.k}/{i}: {type(exc).__name__}: {exc}")
        finally:
            slot.connected[i].set()

    async def close(self, slots) -> None:
        for slot in slots:
            for resp in slot.responses:
                resp.close()
            for t in slot.tasks:
                t.cancel()
            await asyncio.gather(*slot.tasks, return_exceptions=True)
        await self.session.close()
