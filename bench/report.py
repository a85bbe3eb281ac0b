"""The printed results: `make bench`'s table with its goals, and bench-peer's ratio table Seraph / boardgame.io
(latency and CPU: lower is better, <= 1.0; ceiling: higher, >= 1.0) with the ramp, sweep, CPU and profile detail."""
from __future__ import annotations

import os
import platform
import statistics

from bench.common import FLOOR_SWEEP_FROM, SEATS, SWEEP_RATES, fmt, git_head, passes


# ----------------------------------------------------------------------------------------------- make bench
def print_bench(args, floor: dict, seq: dict, thr: dict, total: float) -> None:
    """`make bench`'s table: (a) floor, (b) Seraph, (c) early vs late moves, CPU per move, notes."""
    print()
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Seraph bench - {platform.node()} - {os.cpu_count()} CPUs (load average {load} at the end) - "
          f"Python {platform.python_version()} - PostgreSQL + private redis-server on loopback; "
          f"1 API process (gunicorn gthread), worker --pool threads -c {args.concurrency} (floor and Seraph alike); {total:.0f}s")
    print()
    _bench_table(args, floor, seq, thr)
    _bench_cpu(floor, thr)
    print()
    _bench_notes(args, seq)


def _ok(cond):
    return "PASS" if cond else "MISS"


def _bench_table(args, floor: dict, seq: dict, thr: dict) -> None:
    ms = 1000.0
    early, n_early = (statistics.median(seq["early"]) if seq["early"] else float("nan")), len(seq["early"])
    late, n_late = (statistics.median(seq["late"]) if seq["late"] else float("nan")), len(seq["late"])
    p50_ratio = seq["p50"] / floor["p50"]
    rate_ratio = thr["rate"] / floor["rate"]
    drift = late / early - 1
    row = "{:<52} {:>10} {:>10} {:>12}   {}"
    print(row.format("measure", "p50 ms", "p99 ms", "moves/s", "goal"))
    print(row.format("-" * 52, "-" * 10, "-" * 10, "-" * 12, "-" * 40))
    print(row.format(f"(a) floor, one client, POST -> SSE (n={floor['n']})", f"{floor['p50'] * ms:.1f}",
                     f"{floor['p99'] * ms:.1f}", "", ""))
    print(row.format(f"(a) floor, {args.games} clients closed loop (n={floor['load_n']})",
                     f"{floor['load_p50'] * ms:.1f}", f"{floor['load_p99'] * ms:.1f}", f"{floor['rate']:.0f}", ""))
    print(row.format(f"(b) Seraph move, one client, POST -> SSE (n={seq['n']})", f"{seq['p50'] * ms:.1f}",
                     f"{seq['p99'] * ms:.1f}", "",
                     f"p50 <= 1.5x floor: {p50_ratio:.2f}x {_ok(p50_ratio <= 1.5)}"))
    print(row.format(f"(b) Seraph, {args.games} games closed loop (n={thr['n']})", f"{thr['load_p50'] * ms:.1f}",
                     f"{thr['load_p99'] * ms:.1f}", f"{thr['rate']:.0f}",
                     f">= 70% of floor: {rate_ratio:.0%} {_ok(rate_ratio >= 0.7)}"))
    print(row.format(f"(c) move 10 (moves 5-15, n={n_early})", f"{early * ms:.1f}", "", "", ""))
    print(row.format(f"(c) move {args.late} (moves {args.late - 10}-{args.late + 10}, n={n_late})",
                     f"{late * ms:.1f}", "", "", f"within 10% of move 10: {drift:+.0%} {_ok(abs(drift) <= 0.10)}"))


def _bench_cpu(floor: dict, thr: dict) -> None:
    for name, c in (("floor", floor["cpu"]), ("Seraph", thr["cpu"])):
        print(f"CPU per move in the {name} closed loop: server {c['server']:.2f} ms (API {c['api']:.2f}, worker "
              f"{c['worker']:.2f}, PostgreSQL {c['pg']:.2f}, redis {c['redis']:.2f}) + this client {c['client']:.2f} "
              f"ms; machine {c['busy']:.0%} busy")
    need = (floor["cpu"]["server"] + floor["cpu"]["client"]) / 0.7
    have = thr["cpu"]["server"] + thr["cpu"]["client"]
    print(f"On a saturated machine moves/s ~ cores / (CPU per move): 70% of the floor's rate needs Seraph's loop at "
          f"<= {need:.2f} ms per move (server + client); it takes {have:.2f}.")


def _bench_notes(args, seq: dict) -> None:
    print("Notes:")
    print("- SSE hop: both rows are measured at a real SSE client (requests stream=True) reading the HTTP stream;")
    print("  no Redis subscriber stands in for it. The floor's SSE endpoint wakes on the same RedisNotifier and reads")
    print("  the row from PostgreSQL, as Seraph's reads events after a notification.")
    print("- The floor's POST only sends the Celery task; Seraph's POST also admits the move (one conditional")
    print("  INSERT on PostgreSQL when the snapshot is current), and its worker locks the game, applies the move")
    print("  and stores the snapshot and events in one transaction.")
    print("- Throughput loops: the floor client does POST + wait; Seraph's also does one GET of the game as the")
    print("  seat expected to act (its view carries the legal actions) to choose a move (all-human 4-seat Falling")
    print("  games; a finished game is replaced by a new one).")
    print("- (c): a 4-seat Falling game ends after ~100-160 decisions, so move 300 of one game does not exist;")
    print(f"  the late window is around move {args.late}. Measured on {seq['pairs']} pairs of games, the early")
    print(f"  moves of a fresh game alternating with the late moves of an old one (latest move measured: {seq['longest']}).")


# ----------------------------------------------------------------------------------------------- bench-peer
def ceiling(points: list[tuple[float, float, float | None]]) -> float | None:
    """Highest offered rate with p99 < 100 ms and achieved >= 95 % of offered, every lower rate passing too."""
    best = None
    for offered, achieved, p99 in sorted(points):
        if not passes(offered, achieved, p99):
            break
        best = offered
    return best


def seraph_points(s: dict):
    return [(float(r), v["moves_per_s"], v["p99"]) for r, v in s.get("sweep", {}).items()]


def bgio_points(b: dict):
    out = []
    for label, r in b.get("scenarios", {}).items():
        if label.startswith("sweep_"):
            out.append((float(r["rate_offered"]), r["moves_per_s"], r["latency_ms"]["p99"]))
    return out


def _sd(s: dict | None, path, default=None):
    """A value deep in Seraph's results, or `default`."""
    cur = s
    for k in path:
        if cur is None:
            return default
        cur = cur.get(k) if isinstance(cur, dict) else None
    return cur if cur is not None else default


def _bd(b: dict | None, label: str, *path):
    """A value deep in one boardgame.io scenario's result, or None."""
    cur = (b or {}).get("scenarios", {}).get(label)
    for k in path:
        if cur is None:
            return None
        cur = cur.get(k)
    return cur


def _ratio(x, y):
    return None if x is None or y in (None, 0) else x / y


def _verdict(r, target, le=True):
    if r is None:
        return "n/a"
    return "PASS" if (r <= target if le else r >= target) else "MISS"


def _bgio_cpu(b: dict | None):
    """boardgame.io's server CPU per move at 80 moves/s: node + postgres + backends that exited, or None."""
    if _bd(b, "cpu80", "cpu") is None:
        return None
    return ((_bd(b, "cpu80", "cpu", "server_cpu_ms_per_move") or 0) + (_bd(b, "cpu80", "cpu", "postgres_cpu_ms_per_move") or 0)
            + (_bd(b, "cpu80", "pg_exited_ms_per_move") or 0))


def report(s: dict | None, b: dict | None, args, elapsed: float, floor: dict | None = None) -> str:
    lines = _header(s, b, args, elapsed)
    b_low50, b_low99 = _bd(b, "low", "latency_ms", "p50"), _bd(b, "low", "latency_ms", "p99")
    b_ceil = ceiling(bgio_points(b)) if b else None
    b_cpu = _bgio_cpu(b)
    lines += _ratio_rows(s, b_low50, b_low99, b_ceil, b_cpu)
    if floor:
        lines += floor_rows(floor, b_low50, b_low99, b_cpu, b_ceil) + [""]
    lines += _ramp_rows(s, b) + _sweep_rows(s, b)
    lines.append(f"Low load, 1 game at 20 moves/s: Seraph {_sd(s, ('low', 'moves'))} moves (missed ticks "
                 f"{_sd(s, ('low', 'missed'))}), bgio {_bd(b, 'low', 'moves')} moves.")
    lines.append("")
    lines.append("CPU per move at a steady 80 moves/s (16 games), ms of CPU per move by process:")
    if s:
        lines += _seraph_cpu_rows(s)
    if b and _bd(b, "cpu80", "cpu"):
        lines += _bgio_cpu_rows(b, b_cpu)
    if s and s.get("profile"):
        lines += _profile_rows(s["profile"], args.profile_rate)
    lines += _error_rows(s, b)
    return "\n".join(lines)


def _header(s, b, args, elapsed: float) -> list[str]:
    lines = []
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    head = (s or {}).get("git") or git_head()
    lines.append(f"bench-peer - Seraph {head} - {platform.node()} - {os.cpu_count()} CPUs - load average {load} at "
                 f"the end - Python {platform.python_version()} - "
                 f"{'saved results' if args.report_from else 'quick' if args.quick else 'full'} - {elapsed:.0f}s")
    if s:
        c = s["config"]
        lines.append(f"Seraph: distributed, gunicorn + aiohttp front -w {c['api_workers']} (WSGI bridge threads "
                     f"{c['threads']}), "
                     f"`seraph worker -c {c['worker_concurrency']} --beat` (its default pool), PostgreSQL 15 + private "
                     f"redis-server")
    if b:
        lines.append("boardgame.io 0.50.2 + bgio-postgres 1.0.16, NODE_ENV=production, its client.js --players 3")
    lines.append("")
    return lines


def _ratio_rows(s, b_low50, b_low99, b_ceil, b_cpu) -> list[str]:
    s_low50, s_low99 = _sd(s, ("low", "p50")), _sd(s, ("low", "p99"))
    s_ceil = ceiling(seraph_points(s)) if s else None
    s_cpu = _sd(s, ("cpu80", "cpu", "server_ms_per_move"))
    rows = [
        ("low-load p50 (ms)", s_low50, b_low50, _ratio(s_low50, b_low50), "<= 1.0", True),
        ("low-load p99 (ms)", s_low99, b_low99, _ratio(s_low99, b_low99), "<= 1.0", True),
        ("ceiling: highest moves/s with p99 < 100 ms", s_ceil, b_ceil, _ratio(s_ceil, b_ceil), ">= 1.0", False),
        ("server CPU per move at 80 moves/s (ms)", s_cpu, b_cpu, _ratio(s_cpu, b_cpu), "<= 1.0", True),
    ]
    lines = ["| ratio | Seraph | boardgame.io | Seraph / bgio | target | |", "|---|---|---|---|---|---|"]
    for name, x, y, r, target, le in rows:
        lines.append(f"| {name} | {fmt(x)} | {fmt(y)} | {fmt(r, 2)} | {target} | {_verdict(r, 1.0, le)} |")
    lines.append("")
    return lines


def _side_by_side(s, b, s_key, label: str) -> str:
    """One row's Seraph and boardgame.io columns: moves/s, p50, p99."""
    sc = _sd(s, s_key) or {}
    return (f"{fmt(sc.get('moves_per_s'))} | {fmt(sc.get('p50'))} | {fmt(sc.get('p99'))} | "
            f"{fmt(_bd(b, label, 'moves_per_s'))} | {fmt(_bd(b, label, 'latency_ms', 'p50'))} | "
            f"{fmt(_bd(b, label, 'latency_ms', 'p99'))} |")


def _ramp_rows(s, b) -> list[str]:
    lines = ["Closed-loop ramp (moves/s, p50 / p99 ms):",
             "| concurrent games | Seraph moves/s | Seraph p50 | Seraph p99 | bgio moves/s | bgio p50 | bgio p99 |",
             "|---|---|---|---|---|---|---|"]
    for n in (1, 8, 32):
        lines.append(f"| {n} | " + _side_by_side(s, b, ("closed", n), f"closed_{n}"))
    lines.append("")
    return lines


def _sweep_rows(s, b) -> list[str]:
    lines = ["Fixed-rate sweep, 32 games (offered -> achieved moves/s, p50 / p99 ms):",
             "| offered | Seraph achieved | Seraph p50 | Seraph p99 | bgio achieved | bgio p50 | bgio p99 |",
             "|---|---|---|---|---|---|---|"]
    for r in (10, 20, 30) + SWEEP_RATES:
        if not (_sd(s, ("sweep", r)) or _bd(b, f"sweep_{r}")):
            continue
        lines.append(f"| {r} | " + _side_by_side(s, b, ("sweep", r), f"sweep_{r}"))
    lines.append("")
    return lines


_SERAPH_PROCESSES = [
    ("api", "API (gunicorn master + worker, all threads)"),
    ("worker_parent", "Celery worker main process (consumer; with --pool threads also the tasks)"),
    ("worker_children", "Celery child processes (prefork pool children, embedded beat)"),
    ("pg_api", "PostgreSQL backends of the API"), ("pg_worker", "PostgreSQL backends of the worker"),
    ("pg_other", "other postgres processes (walwriter, checkpointer, ...)"),
    ("pg_exited", "PostgreSQL backends that exited in the window (connection churn)"),
    ("redis", "redis-server (broker + pub/sub)")]


def _seraph_cpu_rows(s: dict) -> list[str]:
    c = _sd(s, ("cpu80", "cpu")) or {}
    per = c.get("per_move_ms", {})
    util = c.get("core_util", {})
    lines = ["| Seraph process | ms/move | cores |", "|---|---|---|"]
    for key, label in _SERAPH_PROCESSES:
        lines.append(f"| {label} | {fmt(per.get(key), 2)} | {fmt(util.get(key), 2)} |")
    lines.append(f"| **server total** | **{fmt(c.get('server_ms_per_move'), 2)}** | |")
    lines.append(f"| new PostgreSQL sessions per move (database test) | {fmt(c.get('pg_sessions_per_move'), 2)} | |")
    lines.append(f"| load client (this process, excluded) | {fmt(c.get('client_ms_per_move'), 2)} | |")
    lines.append(f"| other processes on the machine (excluded) | {fmt(c.get('other_cpu_ms_per_move'), 2)} | |")
    if _sd(s, ("cpu80", "windows")):
        lines.append("Seraph 80 moves/s windows (median shown above): " + "; ".join(
            f"{fmt(w['server_ms_per_move'], 1)} ms/move (API {fmt(w['api'], 1)}), p50 {fmt(w['p50'])} p99 {fmt(w['p99'])}"
            for w in _sd(s, ("cpu80", "windows"))))
    lines.append(f"Seraph at 80 moves/s: {_sd(s, ('cpu80', 'moves'))} moves, p50 {fmt(_sd(s, ('cpu80', 'p50')))} ms, "
                 f"p99 {fmt(_sd(s, ('cpu80', 'p99')))} ms, machine busy {fmt((c.get('machine_busy_frac') or 0) * 100, 0)}%")
    lines.append("")
    return lines


def _bgio_cpu_rows(b: dict, b_cpu) -> list[str]:
    c = _bd(b, "cpu80", "cpu")
    return [
        "| boardgame.io process | ms/move | cores |", "|---|---|---|",
        f"| node server.js | {fmt(c.get('server_cpu_ms_per_move'), 2)} | {fmt(c.get('server_core_util'), 2)} |",
        f"| all postgres processes | {fmt(c.get('postgres_cpu_ms_per_move'), 2)} | "
        f"{fmt(c.get('postgres_core_util'), 2)} |",
        f"| postgres backends that exited during the client run | {fmt(_bd(b, 'cpu80', 'pg_exited_ms_per_move'), 2)} | |",
        f"| **server total** | **{fmt(b_cpu, 2)}** | |",
        f"| load client (node client.js, excluded) | {fmt(c.get('client_cpu_ms_per_move'), 2)} | |",
        f"bgio at 80 moves/s: {_bd(b, 'cpu80', 'moves')} moves, p50 {fmt(_bd(b, 'cpu80', 'latency_ms', 'p50'))} ms, "
        f"p99 {fmt(_bd(b, 'cpu80', 'latency_ms', 'p99'))} ms, machine busy "
        f"{fmt((c.get('machine_busy_frac') or 0) * 100, 0)}%",
        ""]


def _profile_rows(p: dict, rate: int) -> list[str]:
    sysm = p["cpu"].get("sys_per_move_ms", {})
    lines = [f"Seraph profile: py-spy ({p['mode']}) {rate} Hz at 80 moves/s ({p['moves']} moves, p50 "
             f"{fmt(p['p50'])} p99 {fmt(p['p99'])} ms under py-spy; server {fmt(p['cpu']['server_ms_per_move'], 2)} "
             f"ms/move). Sample shares scaled to each process's /proc CPU per move:"]
    for role, title in (("api", "API process"), ("worker_parent", "Celery worker main process"),
                        ("worker_children", "Celery child processes (prefork pool / beat)")):
        g = p["groups"].get(role, {})
        lines.append(f"  {title}: CPU {fmt(g.get('cpu_ms'), 2)} ms/move (kernel {fmt(sysm.get(role), 2)}); sampled "
                     f"{fmt(g.get('sampled_ms'), 2)} ms/move of running threads")
        lines.append("    " + ", ".join(f"{k} {v:.2f}" for k, v in g.get("categories_ms", {}).items()))
    lines.append("  API by endpoint (ms/move): " + ", ".join(
        f"{k} {v:.2f}" for k, v in p.get("api_endpoints_ms", {}).items()))
    lines.append("")
    return lines


def _error_rows(s, b) -> list[str]:
    lines = []
    if s:
        lines.append(f"Seraph client errors: {s.get('client_errors')} {s.get('client_error_samples') or ''}; "
                     f"machine busy before: {fmt((s.get('quiet_before') or 0) * 100, 0)}%")
    if b:
        errs = sum(r.get("errors", 0) for r in b["scenarios"].values())
        lines.append(f"bgio client errors: {errs}; machine busy before: {fmt((b.get('quiet_before') or 0) * 100, 0)}%")
    return lines


def floor_rows(floor: dict, b_low50, b_low99, b_cpu, b_ceil) -> list[str]:
    """The stack floor beside boardgame.io: where a ratio is above 1.0 here, Seraph cannot reach it on this stack."""
    f50, f99 = floor.get("low", {}).get("p50"), floor.get("low", {}).get("p99")
    fcpu = floor.get("cpu80", {}).get("cpu", {}).get("server_ms_per_move")
    out = ["The stack floor (make bench's no-op command: Flask -> Celery -> one PostgreSQL transaction -> Redis -> "
           f"SSE, {SEATS} streams per key, the same lean producer, worker configuration and GC settings):",
           "| measure | floor | boardgame.io | floor / bgio |", "|---|---|---|---|"]
    for name, x, y in (("low-load p50 (ms)", f50, b_low50), ("low-load p99 (ms)", f99, b_low99),
                       ("server CPU per move at 80 moves/s (ms)", fcpu, b_cpu)):
        out.append(f"| {name} | {fmt(x)} | {fmt(y)} | {fmt(_ratio(x, y), 2)} |")
    f_ceil = ceiling([(r, v.get("moves_per_s"), v.get("p99")) for r, v in sorted(floor.get("sweep", {}).items(),
                                                                                 key=lambda kv: int(kv[0]))])
    out.append(f"| ceiling: highest moves/s with p99 < 100 ms (sweep from {FLOOR_SWEEP_FROM}) | {fmt(f_ceil)} | "
               f"{fmt(b_ceil)} | {fmt(_ratio(f_ceil, b_ceil), 2)} |")
    per = floor.get("cpu80", {}).get("cpu", {}).get("per_move_ms", {})
    out.append("Floor CPU per move at 80 moves/s by process (ms): " + ", ".join(
        f"{k} {v:.2f}" for k, v in sorted(per.items()) if v))
    return out
