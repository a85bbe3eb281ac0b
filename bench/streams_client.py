"""bench-streams' JSON requests that create games and play moves (one aiohttp session, connector limit=0); the SSE
connections are bench/streams_sse.py. Everything goes to 127.0.0.1 only."""
from __future__ import annotations

import asyncio
import random
import time
import uuid

import orjson


# ----------------------------------------------------------------------------------------------- JSON requests
class Api:
    """Create games and play random legal moves over HTTP (aiohttp, keep-alive pool without a limit)."""

    def __init__(self, base: str, seed: int = 1):
        self.base, self.rng = base, random.Random(seed)
        self.session = None
        self.errors: list[str] = []

    async def start(self) -> "Api":
        import aiohttp

        self.session = aiohttp.ClientSession(
            # under gunicorn's keep-alive (2 s): a pooled connection is not reused after the server closed it
            connector=aiohttp.TCPConnector(limit=0, limit_per_host=0, keepalive_timeout=1.0),
            timeout=aiohttp.ClientTimeout(total=30, sock_connect=5))
        return self

    async def close(self) -> None:
        if self.session is not None:
            await self.session.close()

    async def call(self, method: str, path: str, token: str | None = None, body=None, params=None,
                   headers: dict | None = None):
        """(status, parsed JSON or None, seconds). A pooled connection the server had just closed is retried
        once on a fresh one (moves carry an Idempotency-Key, so a retry never makes a second move)."""
        import aiohttp

        headers = dict(headers or {})
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None
        if body is not None:
            data, headers["Content-Type"] = orjson.dumps(body), "application/json"
        for attempt in range(2):
            t0 = time.perf_counter()
            try:
                async with self.session.request(method, self.base + path, data=data, headers=headers,
                                                params=params) as r:
                    raw = await r.read()
                    dt = time.perf_counter() - t0
                    return r.status, (orjson.loads(raw) if raw and r.content_type == "application/json" else None), dt
            except (aiohttp.ServerDisconnectedError, aiohttp.ClientOSError) as exc:
                if attempt:
                    raise
                self.errors.append(f"{method} {path}: retried after {type(exc).__name__}")

    async def create_game(self, seats: int) -> tuple[str, dict[int, str]]:
        body = {"game": "falling", "seats": [{"name": f"P{i}", "kind": "human"} for i in range(seats)],
                "options": {"first_player": "0"}}
        status, out, _ = await self.call("POST", "/v1/games", body=body)
        if status != 201:
            raise RuntimeError(f"create game -> {status} {out}")
        return out["id"], {s["seat"]: s["token"] for s in out["seats"]}

    async def create_games(self, n: int, seats: int, parallel: int = 16) -> list[tuple[str, dict[int, str]]]:
        sem = asyncio.Semaphore(parallel)

        async def one():
            async with sem:
                return await self.create_game(seats)

        return list(await asyncio.gather(*(one() for _ in range(n))))


class Player:
    """Plays one game's random legal moves: a GET as the seat expected to act (its view carries the legal
    actions; a second GET if another seat is active), then POST /moves?wait=5. Each call's latency is kept."""

    def __init__(self, api: Api, game: str, tokens: dict[int, str], rng: random.Random):
        self.api, self.game, self.tokens, self.rng = api, game, tokens, rng
        self.guess = 0
        self.finished = False
        self.moves: list[tuple[int, float, float]] = []  # (version, time.time() at POST, POST seconds)
        self.get_s: list[float] = []
        self.post_s: list[float] = []

    async def legal(self, state: dict | None = None):
        """(seat, action, version) of a random legal move, from a pushed `state` (if it has actions) or GETs."""
        if state is not None and state.get("status") == "active" and state.get("actions"):
            seats = state.get("active_seats") or []
            seat = next((s for s, t in self.tokens.items() if s in seats), None)
            if seat is not None:
                return seat, self.rng.choice(state["actions"]), state["version"]
        seat = self.guess
        for _ in range(2):
            status, head, dt = await self.api.call("GET", f"/v1/games/{self.game}", token=self.tokens[seat])
            self.get_s.append(dt)
            if status != 200:
                raise RuntimeError(f"GET game -> {status}")
            if head["status"] != "active" or not head["active_seats"]:
                self.finished = True
                return None
            if head["actions"]:
                self.guess = (seat + 1) % len(self.tokens)
                return seat, self.rng.choice(head["actions"]), head["version"]
            seat = self.rng.choice(head["active_seats"])
        return None

    async def move(self, prepared, wait: float = 5.0):
        """POST the move with ?wait=: the applied version, or None."""
        seat, action, version = prepared
        t = time.time()
        status, out, dt = await self.api.call("POST", f"/v1/games/{self.game}/moves", token=self.tokens[seat],
                                              body={"action": action, "expected_version": version},
                                              params={"wait": str(wait)},
                                              headers={"Idempotency-Key": uuid.uuid4().hex})
        self.post_s.append(dt)
        if status == 200 and out.get("status") == "applied":
            self.moves.append((out["version"], t, dt))
            return out["version"]
        if status not in (200, 202, 409):
            self.api.errors.append(f"move {self.game} v{version}: {status} {out}")
        return None

    async def step(self, state: dict | None = None):
        prepared = await self.legal(state)
        if prepared is None:
            return None
        return await self.move(prepared)
