"""bench-streams' four scenarios against a running Seraph (bench/streams.py starts it): capacity, fanout, churn,
restart. Each returns a dict of figures; bench/streams.py prints them against the targets. What they share (the
context, the id check, the movers): bench/streams_common.py.

Commit time of a move (fanout, restart): the move's `updated_at` in the moves table, the worker's time.time()
when it applied the move, set inside the move's transaction just before its commit (shared/service/commands.py
`finish_move`). A delivery is the client's time.time() when the chunk carrying the move's first event (the
lowest seq of the move's version, from the events table) was read from the socket. Both clocks are this
machine's, so commit -> delivery includes the commit, the Redis publish, the API's wake-up and write, the
kernel and this client's own event loop (it shares the 2 cores with the server).
"""
from __future__ import annotations

import asyncio
import os
import random
import signal
import time

from bench.common import log
from bench.streams_client import Player
from bench.streams_common import Ctx, Mover, delivery, game_streams, ms, settle, stats, verify
from bench.streams_sse import Stream, catch_up, connect, follow, open_many


# ----------------------------------------------------------------------------------------------- 1. capacity
async def capacity(ctx: Ctx) -> dict:
    p = ctx.plan
    n_games = p["capacity_streams"] // 4
    t0 = time.perf_counter()
    games = await ctx.api.create_games(n_games, seats=2)
    log(f"capacity: {n_games} games created in {time.perf_counter() - t0:.1f} s; opening {4 * n_games} streams")
    streams = game_streams(games, keep=False)
    rss0 = ctx.api_rss_kib()
    opened, open_s = await open_many(streams, ctx.host, ctx.port, parallel=p["open_parallel"])
    await asyncio.sleep(3)
    rss1 = ctx.api_rss_kib()
    out = {"streams": len(streams), "games": n_games, "opened": opened, "open_s": round(open_s, 2),
           "open_per_s": round(opened / open_s, 1) if open_s else None, "rss_before_mib": round(rss0 / 1024, 1),
           "rss_after_mib": round(rss1 / 1024, 1),
           "kib_per_stream": round((rss1 - rss0) / max(1, opened), 1)}
    log(f"  {opened}/{len(streams)} open in {open_s:.1f} s; API RSS {rss0 / 1024:.0f} -> {rss1 / 1024:.0f} MiB "
        f"({out['kib_per_stream']} KiB per stream); idle window {p['idle_s']} s")
    c0, w0 = ctx.api_cpu_s(), time.perf_counter()
    await asyncio.sleep(p["idle_s"])
    out["idle_api_cpu_pct"] = round((ctx.api_cpu_s() - c0) / (time.perf_counter() - w0) * 100, 1)
    out.update(await _probes(ctx, games, p["probe_s"]))
    # open, or ended by the server after its game's end (the movers' games may finish)
    out["still_open"] = sum(1 for s in streams if (s.conn is not None and s.dropped == 0) or s.finished)
    out["ended_with_game"] = sum(1 for s in streams if s.finished)
    out["status_codes"] = _codes(streams)
    log(f"  healthz p99 {out['healthz']['p99']:.1f} ms, GET p99 {out['get']['p99']:.1f} ms, move?wait=5 p99 "
        f"{out['move']['p99']:.1f} ms (n={out['move']['n']}); still open {out['still_open']}")
    out["drain_s"] = round(await settle(ctx, streams), 1)
    return out


async def _probes(ctx: Ctx, games, seconds: float) -> dict:
    """/healthz every 50 ms, a seat's GET of a random game every 100 ms, and moves (?wait=5) on a few games."""
    stop_at = time.perf_counter() + seconds
    health, gets = [], []

    async def healthz():
        while time.perf_counter() < stop_at:
            status, _, dt = await ctx.api.call("GET", "/healthz")
            health.append(dt) if status == 200 else ctx.api.errors.append(f"healthz {status}")
            await asyncio.sleep(0.05)

    async def reader():
        while time.perf_counter() < stop_at:
            gid, tokens = ctx.rng.choice(games)
            status, _, dt = await ctx.api.call("GET", f"/v1/games/{gid}", token=tokens[ctx.rng.choice([0, 1])])
            gets.append(dt) if status == 200 else ctx.api.errors.append(f"GET game {status}")
            await asyncio.sleep(0.1)

    queue = list(games)  # a mover whose game ends goes on with the next one (its streams are open too)
    players: list[Player] = []

    async def mover(k):
        pl = None
        while time.perf_counter() < stop_at and queue:
            if pl is None or pl.finished:
                gid, tokens = queue.pop(0)
                pl = Player(ctx.api, gid, tokens, random.Random(k))
                players.append(pl)
            await pl.step()
            await asyncio.sleep(0.2)

    await asyncio.gather(healthz(), reader(), *(mover(k) for k in range(ctx.plan["capacity_movers"])))
    gets += [x for pl in players for x in pl.get_s]
    posts = [m[2] for pl in players for m in pl.moves]
    return {"healthz": stats(ms(health)), "get": stats(ms(gets)), "move": stats(ms(posts)),
            "moves_not_applied": sum(len(pl.post_s) for pl in players) - len(posts)}


def _codes(streams) -> dict:
    out: dict[int, int] = {}
    for s in streams:
        for k, v in s.status_codes.items():
            out[k] = out.get(k, 0) + v
    return out


# ----------------------------------------------------------------------------------------------- 2. fanout
async def fanout(ctx: Ctx) -> dict:
    p = ctx.plan
    lats, incomplete, games_used, opened_total, moves_done = [], 0, [], [], 0
    for _ in range(4):  # a 4-seat game lasts ~160 moves; a fresh one if it ends first
        if moves_done >= p["fanout_moves"]:
            break
        res = await _fanout_game(ctx, p["fanout_moves"] - moves_done)
        games_used.append(res["game"])
        opened_total.append(res["opened"])
        moves_done += len(res["moves"])
        incomplete += res["incomplete"]
        commits = ctx.commits([res["game"]])
        for v, seq, last_t, count in res["moves"]:
            t = commits.get((res["game"], v))
            if t is not None and count == res["n"]:
                lats.append(last_t - t)
    out = {"spectators": p["fanout_spectators"], "seat_streams": 4, "games": len(games_used),
           "opened": opened_total, "moves": moves_done, "incomplete": incomplete, "commit_to_last": stats(ms(lats))}
    log(f"fanout: {moves_done} moves, commit -> last of {p['fanout_spectators'] + 4} streams p50 "
        f"{out['commit_to_last']['p50']:.1f} p99 {out['commit_to_last']['p99']:.1f} ms, incomplete {incomplete}")
    return out


async def _fanout_game(ctx: Ctx, want: int) -> dict:
    p = ctx.plan
    (gid, tokens), = await ctx.api.create_games(1, seats=4)
    seats = [Stream(gid, tokens[i], i, state=True, parse=True) for i in range(4)]
    streams = seats + [Stream(gid) for _ in range(p["fanout_spectators"])]
    track: dict[int, list] = {}

    def on_ids(_s, ids, now):
        for i in ids:
            c = track.get(i)
            if c is None:
                track[i] = [1, now]
            else:
                c[0] += 1
                c[1] = now

    for s in streams:
        s.on_ids = on_ids
    opened, open_s = await open_many(streams, ctx.host, ctx.port, parallel=p["open_parallel"])
    log(f"fanout: game {gid[:8]}: {opened}/{len(streams)} streams open in {open_s:.1f} s")
    n = len(streams)
    player = Player(ctx.api, gid, tokens, random.Random(7))
    moves, incomplete, version = [], 0, 0
    await asyncio.sleep(1.0)
    for _ in range(want):
        if any(s.finished for s in seats) or player.finished:
            break
        v = await player.step(await _pushed_state(seats, version))
        if v is None:
            continue
        version = v
        deadline = time.monotonic() + 5
        seq = None
        while time.monotonic() < deadline:
            seq = seats[0].versions.get(v)
            if seq is not None and track.get(seq, [0])[0] >= n:
                break
            await asyncio.sleep(0.005)
        c = track.get(seq, [0, 0.0]) if seq is not None else [0, 0.0]
        if c[0] < n:
            incomplete += 1
        moves.append((v, seq, c[1], c[0]))
        await asyncio.sleep(p["fanout_pause"])
    await settle(ctx, streams)
    return {"game": gid, "opened": opened, "n": n, "moves": moves, "incomplete": incomplete}


async def _pushed_state(seats: list[Stream], version: int, timeout: float = 1.0) -> dict | None:
    """The latest pushed state at `version` or later that carries actions, waiting up to `timeout`."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for s in seats:
            st = s.states
            if st and st.get("version", -1) >= version and st.get("actions") and st.get("status") == "active":
                s.states = None
                return st
        await asyncio.sleep(0.005)
    return None


# ----------------------------------------------------------------------------------------------- 3. churn
async def churn(ctx: Ctx) -> dict:
    p = ctx.plan
    games = await ctx.api.create_games(p["churn_clients"] // 4, seats=2)
    streams = game_streams(games, keep=True)
    stop = asyncio.Event()
    mover = Mover(ctx, games, p["churn_rate"])
    log(f"churn: {len(streams)} clients over {len(games)} games for {p['churn_s']} s, moves at "
        f"{p['churn_rate']}/s")

    async def client(s: Stream):
        rng = random.Random(ctx.rng.random())
        for _ in range(10_000):
            if stop.is_set() or s.finished:
                return
            conn = await connect(s, ctx.host, ctx.port)
            if conn is not None:
                stop_wait = asyncio.ensure_future(stop.wait())
                try:
                    await asyncio.wait([conn.done, stop_wait], timeout=rng.uniform(0.5, 3.0),
                                       return_when=asyncio.FIRST_COMPLETED)
                finally:
                    stop_wait.cancel()
                conn.abort() if rng.random() < 0.5 else conn.close()
            try:
                await asyncio.wait_for(stop.wait(), rng.uniform(0.0, 1.0))
            except asyncio.TimeoutError:
                pass

    t0 = time.perf_counter()
    clients = [asyncio.ensure_future(client(s)) for s in streams]
    move_task = asyncio.ensure_future(mover.run(stop))
    await asyncio.sleep(p["churn_s"])
    stop.set()
    await asyncio.wait([move_task] + clients, timeout=30)
    wall = time.perf_counter() - t0
    out = await _finish(ctx, streams, games)
    first = [x for s in streams for x in s.first_byte[1:]]  # resumes: every connection after a stream's first
    out.update({"clients": len(streams), "seconds": round(wall, 1), "connections": sum(s.conns for s in streams),
                "resumes": len(first), "moves": mover.applied(), "move_errors": mover.errors,
                "resume_first_byte": stats(ms(first)), "status_codes": _codes(streams)})
    log(f"churn: {out['resumes']} resumes, {out['moves']} moves; holes {out['holes']}, duplicates "
        f"{out['duplicates']}, complete {out['complete']}/{len(streams)}; resume first byte max "
        f"{out['resume_first_byte']['max']:.0f} ms")
    out["drain_s"] = round(await settle(ctx, streams), 1)
    return out


async def _finish(ctx: Ctx, streams: list[Stream], games) -> dict:
    """After the moves stopped: every stream resumes until it has its game's last event; then the check."""
    await asyncio.sleep(1.0)
    last = ctx.last_seqs([g for g, _ in games])
    sem = asyncio.Semaphore(200)

    async def one(s):
        async with sem:
            return await catch_up(s, ctx.host, ctx.port, last[s.game])

    caught = await asyncio.gather(*(one(s) for s in streams))
    out = verify(streams, last)
    out["caught_up"] = sum(caught)
    return out


# ----------------------------------------------------------------------------------------------- 4. restart
async def restart(ctx: Ctx) -> dict:
    p = ctx.plan
    games = await ctx.api.create_games(p["restart_streams"] // 4, seats=2)
    streams = game_streams(games, keep=True)
    stop_streams, stop_moves = asyncio.Event(), asyncio.Event()
    followers = [asyncio.ensure_future(follow(s, ctx.host, ctx.port, stop_streams)) for s in streams]
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and sum(1 for s in streams if s.conns) < len(streams):
        await asyncio.sleep(0.2)
    opened = sum(1 for s in streams if s.conns)
    mover = Mover(ctx, games, p["restart_rate"])
    move_task = asyncio.ensure_future(mover.run(stop_moves))
    log(f"restart: {opened}/{len(streams)} streams open; moves at {p['restart_rate']}/s; SIGHUP in "
        f"{p['restart_before_s']} s")
    await asyncio.sleep(p["restart_before_s"])
    old = ctx.workers()
    health: list[float] = []
    health_task = asyncio.ensure_future(_poll_health(ctx, stop_moves, health))
    await asyncio.sleep(0.5)
    t_hup = time.time()
    os.kill(ctx.api_proc.popen.pid, signal.SIGHUP)
    # every stream the old workers held must be ended and resumed, and the old workers gone (bounded)
    deadline = time.monotonic() + p["restart_max_s"]
    old_gone_s = None
    while time.monotonic() < deadline:
        if old_gone_s is None and not (old & ctx.workers()):
            old_gone_s = time.time() - t_hup
        if all(s.finished or (s.dropped and s.conn is not None and s.conn.status == 200) for s in streams) \
                and old_gone_s is not None:
            break
        await asyncio.sleep(0.1)
    all_back_s = time.time() - t_hup
    await asyncio.sleep(p["restart_after_s"])
    stop_moves.set()
    await asyncio.wait([move_task, health_task], timeout=30)
    late = [max(s.drops_at) - t_hup for s in streams if s.drops_at]
    new = ctx.workers()
    last = ctx.last_seqs([g for g, _ in games])
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not all((s.last_id or 0) >= last[s.game] or s.finished for s in streams):
        await asyncio.sleep(0.1)
    stop_streams.set()
    await asyncio.wait(followers, timeout=15)
    out = verify(streams, last)
    dl = delivery(ctx, streams, since=t_hup - 1)
    down = [x for s in streams for x in s.down_s]
    out.update({"opened": opened, "reconnects": sum(max(0, s.conns - 1) for s in streams),
                "streams_reconnected": sum(1 for s in streams if s.dropped and s.conns > 1),
                "server_closes": sum(s.dropped for s in streams), "all_back_s": round(all_back_s, 2),
                "old_workers": sorted(old), "new_workers": sorted(new), "old_still_running": sorted(old & new),
                "old_gone_s": None if old_gone_s is None else round(old_gone_s, 2),
                "last_server_close_s": round(max(late), 2) if late else None,
                "closed_after_5s": sum(1 for x in late if x > 5.0), "healthz_during": stats(ms(health)),
                "moves": mover.applied(), "move_errors": mover.errors, "disconnected": stats(ms(down)),
                "delivery_after_hup": stats(ms(dl)), "status_codes": _codes(streams)})
    log(f"restart: {out['streams_reconnected']}/{len(streams)} streams resumed ({out['reconnects']} reconnects) "
        f"within {all_back_s:.1f} s; holes {out['holes']}, duplicates {out['duplicates']}; longest disconnection "
        f"{_f(out['disconnected']['max'])} ms; commit -> delivery max {_f(out['delivery_after_hup']['max'])} ms")
    out["drain_s"] = round(await settle(ctx, streams), 1)
    return out


async def _poll_health(ctx: Ctx, stop: asyncio.Event, out: list[float]) -> None:
    """/healthz every 50 ms until `stop` (bounded by the scenario): how long the API took to answer."""
    for _ in range(10_000):
        if stop.is_set():
            return
        try:
            status, _, dt = await ctx.api.call("GET", "/healthz")
            out.append(dt)
        except Exception as exc:
            ctx.api.errors.append(f"healthz during restart: {type(exc).__name__}")
        await asyncio.sleep(0.05)


def _f(x) -> str:
    return "-" if x is None else f"{x:.0f}"


SCENARIOS = {"capacity": capacity, "fanout": fanout, "churn": churn, "restart": restart}
