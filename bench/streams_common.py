"""What bench-streams' scenarios share: the context (address, clients, schema, API process), the figures, the
streams of a set of games, the id check, the movers and commit -> delivery times."""
from __future__ import annotations

import asyncio
import random
import time

from bench.common import log, pct
from bench.procs import all_procs, drain
from bench.streams_client import Player
from bench.streams_sse import Stream, close_all


# ----------------------------------------------------------------------------------------------- helpers
class Ctx:
    """What the scenarios share: the address, the JSON client, the schema (for commit times), the API process."""

    def __init__(self, base: str, api, schema, api_proc, plan: dict, seed: int = 1):
        self.base, self.api, self.schema, self.api_proc, self.plan = base, api, schema, api_proc, plan
        self.host, self.port = "127.0.0.1", int(base.rsplit(":", 1)[1])
        self.rng = random.Random(seed)

    def api_pids(self) -> list[int]:
        return [pid for pid, st in all_procs().items() if st[2] == self.api_proc.popen.pid]

    def api_rss_kib(self) -> int:
        total = 0
        for pid in self.api_pids():
            try:
                with open(f"/proc/{pid}/status") as f:
                    total += next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
            except (OSError, StopIteration):
                pass
        return total

    def api_cpu_s(self) -> float:
        return sum(st[0] for st in all_procs().values() if st[2] == self.api_proc.popen.pid)

    def workers(self) -> set[int]:
        master = self.api_proc.popen.pid
        return {pid for pid, st in all_procs().items() if st[1] == master}

    def commits(self, games: list[str]) -> dict[tuple[str, int], float]:
        """(game, version) -> updated_at of the applied move that made that version."""
        rows = self.schema.query("SELECT game_id, version, updated_at FROM moves WHERE status = 'applied' "
                                 "AND game_id = ANY(:ids)", ids=list(games))
        return {(r["game_id"], r["version"]): r["updated_at"] for r in rows}

    def first_seqs(self, games: list[str]) -> dict[tuple[str, int], int]:
        rows = self.schema.query("SELECT game_id, version, min(seq) AS seq FROM events WHERE game_id = ANY(:ids) "
                                 "GROUP BY game_id, version", ids=list(games))
        return {(r["game_id"], r["version"]): r["seq"] for r in rows}

    def last_seqs(self, games: list[str]) -> dict[str, int]:
        rows = self.schema.query("SELECT id, last_seq FROM games WHERE id = ANY(:ids)", ids=list(games))
        return {r["id"]: r["last_seq"] for r in rows}


def ms(values) -> list[float]:
    return [v * 1000 for v in values]


def stats(values_ms: list[float]) -> dict:
    return {"n": len(values_ms), "p50": pct(values_ms, 50), "p99": pct(values_ms, 99),
            "max": max(values_ms) if values_ms else None}


def game_streams(games, keep: bool) -> list[Stream]:
    """Four streams per 2-seat game: seat 0 with state=true, seat 1, two spectators."""
    out = []
    for gid, tokens in games:
        out += [Stream(gid, tokens[0], 0, state=True, keep=keep), Stream(gid, tokens[1], 1, keep=keep),
                Stream(gid, keep=keep), Stream(gid, keep=keep)]
    return out


async def settle(ctx: Ctx, streams: list[Stream]) -> float:
    close_all(streams)
    await asyncio.sleep(0.5)
    return await drain(ctx.base, timeout=30)


def verify(streams: list[Stream], last: dict[str, int]) -> dict:
    """Every stream's ids, in order, against 1..last_seq of its game: holes, duplicates, disorder."""
    holes = dups = disorder = complete = 0
    worst = None
    for s in streams:
        target = last[s.game]
        seen = set(s.ids)
        h = sum(1 for i in range(1, target + 1) if i not in seen)
        d = len(s.ids) - len(seen)
        o = sum(1 for a, b in zip(s.ids, s.ids[1:]) if b <= a)
        holes, dups, disorder = holes + h, dups + d, disorder + o
        if h == d == o == 0 and s.ids == list(range(1, target + 1)):
            complete += 1
        elif worst is None:
            worst = {"game": s.game, "seat": s.seat, "last_seq": target, "ids_head": s.ids[:10],
                     "ids_tail": s.ids[-10:], "holes": h, "dups": d}
    return {"holes": holes, "duplicates": dups, "out_of_order": disorder, "complete": complete,
            "streams": len(streams), "first_bad": worst}


class Mover:
    """Random legal moves in a set of games at a fixed rate (ticks find a game with no move in flight, else
    are missed); bounded by the caller's stop event."""

    def __init__(self, ctx: Ctx, games, rate: float):
        self.ctx, self.rate = ctx, rate
        self.players = [Player(ctx.api, gid, tokens, random.Random(ctx.rng.random())) for gid, tokens in games]
        self.busy: set[int] = set()
        self.missed = self.errors = 0

    async def run(self, stop: asyncio.Event) -> None:
        inflight: set[asyncio.Task] = set()
        t0, i = time.perf_counter(), 0
        while not stop.is_set():
            delay = t0 + i / self.rate - time.perf_counter()
            i += 1
            if delay > 0:
                try:
                    await asyncio.wait_for(stop.wait(), delay)
                    break
                except asyncio.TimeoutError:
                    pass
            idle = [k for k, p in enumerate(self.players) if k not in self.busy and not p.finished]
            if not idle:
                self.missed += 1
                continue
            k = self.ctx.rng.choice(idle)
            self.busy.add(k)
            task = asyncio.ensure_future(self._one(k))
            inflight.add(task)
            task.add_done_callback(inflight.discard)
        if inflight:
            await asyncio.wait(list(inflight), timeout=15)

    async def _one(self, k: int) -> None:
        try:
            await self.players[k].step()
        except Exception as exc:
            self.errors += 1
            if self.errors <= 5:
                log(f"  move failed: {type(exc).__name__}: {exc}")
        finally:
            self.busy.discard(k)

    def applied(self) -> int:
        return sum(len(p.moves) for p in self.players)


def delivery(ctx: Ctx, streams: list[Stream], since: float | None = None) -> list[float]:
    """Commit -> delivery seconds of every applied move (committed after `since`) at every stream of its game."""
    games = sorted({s.game for s in streams})
    commits, firsts = ctx.commits(games), ctx.first_seqs(games)
    by_game: dict[str, list[tuple[int, float]]] = {}
    for (g, v), t in commits.items():
        if (since is None or t >= since) and (g, v) in firsts:
            by_game.setdefault(g, []).append((firsts[(g, v)], t))
    out = []
    for s in streams:
        when = {}
        for i, t in zip(s.ids, s.times):
            when.setdefault(i, t)
        for seq, t in by_game.get(s.game, ()):
            if seq in when:
                out.append(when[seq] - t)
    return out
