"""bench-peer's rate measuring on one asyncio loop: closed loops, a drift-corrected fixed-rate ticker, summaries.

A slot is any object with `ensure()` (get the next move ready, off the clock), `play()` (one move: seconds until
every stream had it, or None), and the `busy` / `ready` / `client.errors` attributes: Seraph's Slot and the
floor's FloorSlot (bench/aio_clients.py).
"""
from __future__ import annotations

import asyncio
import time

from bench.common import pct
from bench.procs import CpuProbe, cpu_report


class Pending:
    """The move in flight: the version (or counter) every stream must reach, and when each one did."""
    __slots__ = ("target", "t0", "got", "fut")

    def __init__(self, target, fut):
        self.target, self.got, self.fut, self.t0 = target, {}, fut, 0.0


async def closed_loop(slots: list, seconds: float, max_moves: int = 100_000) -> dict:
    lats: list[float] = []
    stop = time.perf_counter() + seconds

    async def run(slot):
        while time.perf_counter() < stop and len(lats) < max_moves:
            await slot.ensure()
            lat = await slot.play()
            if lat is not None:
                lats.append(lat)

    t0 = time.perf_counter()
    await asyncio.gather(*(run(s) for s in slots))
    wall = time.perf_counter() - t0
    return {"moves": len(lats), "wall": wall, "lats": lats}


def _idle_slot(slots: list, nxt: int):
    """(the first idle slot with a move ready from index `nxt` on, round robin, or None; the next start index)."""
    for k in range(len(slots)):
        s = slots[(nxt + k) % len(slots)]
        if not s.busy and s.ready is not None:
            return s, (nxt + k + 1) % len(slots)
    return None, nxt


async def _fire(slot, lats: list) -> None:
    try:
        lat = await slot.play()
        if lat is not None:
            lats.append(lat)
        await slot.ensure()  # the next move is chosen (GET game as a seat) before the slot is idle again
    except Exception as exc:
        slot.client.errors.append(f"slot: {type(exc).__name__}: {exc}")
    finally:
        slot.busy = False


async def fixed_rate(slots: list, rate: float, seconds: float, target_moves: int | None = None) -> dict:
    """A drift-corrected ticker sends `rate` moves/s, each to an idle slot (round robin); else the tick is missed.
    With `target_moves`, ticks go on (up to 3x as many) until that many moves were sent."""
    total = int(rate * seconds) if target_moves is None else 3 * target_moves
    sent = missed = nxt = 0
    lats: list[float] = []
    inflight: set[asyncio.Task] = set()
    t0 = time.perf_counter()
    for i in range(total):
        if target_moves is not None and sent >= target_moves:
            break
        delay = t0 + i / rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        chosen, nxt = _idle_slot(slots, nxt)
        if chosen is None:
            missed += 1
            continue
        chosen.busy = True
        sent += 1
        task = asyncio.create_task(_fire(chosen, lats))
        inflight.add(task)
        task.add_done_callback(inflight.discard)
    if inflight:
        await asyncio.wait(list(inflight), timeout=30)
    wall = time.perf_counter() - t0
    return {"moves": len(lats), "wall": wall, "lats": lats, "offered": sent + missed, "missed": missed}


def summary(run: dict) -> dict:
    ms = [x * 1000 for x in run["lats"]]
    out = {"moves": run["moves"], "wall_s": round(run["wall"], 2),
           "moves_per_s": round(run["moves"] / run["wall"], 1) if run["wall"] else 0.0,
           "p50": pct(ms, 50), "p99": pct(ms, 99), "max": max(ms) if ms else None}
    for k in ("offered", "missed"):
        if k in run:
            out[k] = run[k]
    return out


async def measured(probe, runner, server_roles) -> dict:
    """Await `runner` (a closed_loop or fixed_rate coroutine) between two CPU snapshots: its summary with "cpu"."""
    a = probe.snapshot()
    run = await runner
    b = probe.snapshot()
    res = summary(run)
    res["cpu"] = cpu_report(CpuProbe.delta(a, b), run["moves"], server_roles)
    return res
