"""The chaos stack's revoke-under-streams case (issue 27 §1): revoked means revoked everywhere, at once.

An app (made with `seraph apps create`) has games on the stack, each with alice's seat bound to the app and a
seat a player joined with the invitation code alone. Streams follow every game on the stack's API processes
(alice's token, a ticket from her token, a ticket from the app's key, and the player's own token), and movers
keep playing (alice through her token and through the app's key, the player through her token) while another
process runs `seraph apps revoke`. Then, over the few seconds after it returned:

- events after the revoke: events an app stream received past its seat's `seat_revoked` event, plus those of a
  stream the app's credentials reopened (an EventSource reconnects); must be 0;
- moves accepted after the revoke: app moves sent after the command returned and answered 200/202; must be 0;
- and, to show the case is live: the app's moves accepted before it, the player's seat answering after it (its
  reads; its moves, when the game lets it move without alice), its streams still open at the end, and when the
  app's streams ended (relative to the command's return: negative means before it, the command's exit included).
"""
from __future__ import annotations

import random
import statistics
import subprocess
import threading
import time

import requests

STREAM_TIMEOUT = (3, 5)  # connect, read (the stack's keepalive is 1 s)
PACE_SECONDS = 1.0       # a mover's pause after an accepted move
REVOKE = "revoke under streams"  # the case's name in bench.chaos's plan and tables


class Follower(threading.Thread):
    """One stream, reconnected as an EventSource does (Last-Event-ID) until a refusal or the halt."""

    def __init__(self, base: str, gid: str, params: dict, revoked: bool, halt: threading.Event):
        super().__init__(daemon=True)
        self.url, self.gid = f"{base}/v1/games/{gid}/events", gid
        self.params, self.revoked, self.halt = params, revoked, halt
        self.events: list[tuple[int, str, float]] = []     # (seq, type, perf_counter) of each event received
        self.opened: list[tuple[int, float]] = []          # (status, perf_counter) of each connection attempt
        self.ended_at: float | None = None                 # when a 200 stream last ended (None: open at the halt)

    def run(self) -> None:
        from tests.integration.harness import iter_sse

        session = requests.Session()
        while not self.halt.is_set():
            headers = {"Last-Event-ID": str(self.events[-1][0])} if self.events else {}
            try:
                with session.get(self.url, params=self.params, headers=headers, stream=True,
                                 timeout=STREAM_TIMEOUT) as resp:
                    self.opened.append((resp.status_code, time.perf_counter()))
                    if resp.status_code != 200:
                        return  # an EventSource gives up on a refusal
                    self.ended_at = None
                    for msg in iter_sse(resp):
                        if self.halt.is_set():
                            return
                        if msg is not None and msg.id is not None:
                            self.events.append((msg.id, msg.event, msg.at))
                    self.ended_at = time.perf_counter()
            except requests.RequestException:
                time.sleep(0.2)
            time.sleep(0.1)  # the retry hint's pause, shortened


class Mover(threading.Thread):
    """Plays one seat with one credential until the halt: its legal actions, then a move; once its actions are
    refused, the last action it knew, blind. Records (sent, answered, status) of every move."""

    def __init__(self, base: str, gid: str, headers: dict, app: bool, halt: threading.Event, ledger: list):
        super().__init__(daemon=True)
        self.base, self.gid, self.headers, self.app, self.halt = base, gid, headers, app, halt
        self.moves: list[tuple[float, float, int]] = []
        self.reads: list[tuple[float, int]] = []  # (sent, status) of each legal-action read
        self.ledger = ledger  # every status answered, for the 5xx count

    def run(self) -> None:
        session, known = requests.Session(), None
        while not self.halt.is_set():
            try:
                sent = time.perf_counter()
                listed = session.get(f"{self.base}/v1/games/{self.gid}/actions", headers=self.headers, timeout=10)
                self.reads.append((sent, listed.status_code))
                self.ledger.append(listed.status_code)
                if listed.status_code == 200 and listed.json()["actions"]:
                    known = (random.choice(listed.json()["actions"]), listed.json()["version"])
                elif listed.status_code == 200 or known is None:
                    time.sleep(0.05)  # not this seat's turn
                    continue
                self._move(session, *known)
            except requests.RequestException:
                time.sleep(0.1)

    def _move(self, session, action: dict, version: int) -> None:
        sent = time.perf_counter()
        resp = session.post(f"{self.base}/v1/games/{self.gid}/moves", params={"wait": 2}, headers=self.headers,
                            json={"action": action, "expected_version": version}, timeout=10)
        self.moves.append((sent, time.perf_counter(), resp.status_code))
        self.ledger.append(resp.status_code)
        # paced, so the games outlast the revoke command (a game of Falling is a few dozen moves)
        time.sleep(PACE_SECONDS if resp.status_code in (200, 202) else 0.05)


def seraph_cli(stack, *args: str) -> str:
    """`seraph <args>` in a process of its own, on the stack's database and Redis; its output."""
    from tests.integration.harness import seraph_argv

    done = subprocess.run(seraph_argv() + list(args), env=stack.env(), cwd=stack.workdir, capture_output=True,
                          text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"seraph {' '.join(args)} failed: {done.stderr[-500:]}")
    return done.stdout


def new_app(stack) -> tuple[str, str]:
    """(id, key) of an app made with `seraph apps create`."""
    lines = seraph_cli(stack, "apps", "create", "Chaos table").splitlines()
    app_id = lines[0].split()[1]
    key = next(line.split(": ", 1)[1] for line in lines if line.startswith("key: "))
    return app_id, key


def new_table(base: str, key: str, i: int) -> dict:
    """A public game of the app: alice{i} at seat 0 (the app's), seat 1 joined by a player without the app."""
    body = {"game": "falling", "public": True, "seed": random.randrange(1 << 31),
            "seats": [{"player_id": f"alice{i}"}, {"kind": "open"}]}
    made = requests.post(f"{base}/v1/games", json=body, headers={"Authorization": f"Bearer {key}"}, timeout=10)
    made.raise_for_status()
    game = made.json()
    joined = requests.post(f"{base}/v1/games/{game['id']}/join", json={"code": game["seats"][1]["invitation"]},
                           timeout=10)
    joined.raise_for_status()
    return {"gid": game["id"], "alice": game["seats"][0]["token"], "player": joined.json()["token"],
            "as_alice": {"Authorization": f"Bearer {key}", "X-Seraph-Player": f"alice{i}"}}


def _ticket(base: str, gid: str, headers: dict) -> str:
    resp = requests.post(f"{base}/v1/games/{gid}/stream-ticket", headers=headers, timeout=10)
    resp.raise_for_status()
    return resp.json()["ticket"]


def followers(base: str, table: dict, halt: threading.Event) -> list[Follower]:
    """The streams of one game: three the app gave (token, ticket from the token, ticket from the key) and the
    player's own."""
    gid = table["gid"]
    given = [{"token": table["alice"]}, {"ticket": _ticket(base, gid, {"Authorization": f"Bearer {table['alice']}"})},
             {"ticket": _ticket(base, gid, table["as_alice"])}]
    return [Follower(base, gid, p, True, halt) for p in given] + [
        Follower(base, gid, {"token": table["player"]}, False, halt)]


def movers(base: str, table: dict, halt: threading.Event, ledger: list) -> list[Mover]:
    gid = table["gid"]
    return [Mover(base, gid, {"Authorization": f"Bearer {table['alice']}"}, True, halt, ledger),
            Mover(base, gid, table["as_alice"], True, halt, ledger),
            Mover(base, gid, {"Authorization": f"Bearer {table['player']}"}, False, halt, ledger)]


def scenario_revoke_under_streams(stack, quick: bool, before: float = 1.5, after: float = 4.0) -> dict:
    """Streams and movers on `2 if quick else 6` games; `seraph apps revoke` after `before` s of play; then
    `after` s (4 keepalives) of watching before the count."""
    base = stack.api_url
    app_id, key = new_app(stack)
    tables = [new_table(base, key, i) for i in range(2 if quick else 6)]
    halt, ledger = threading.Event(), []
    streams = [f for t in tables for f in followers(base, t, halt)]
    players = [m for t in tables for m in movers(base, t, halt, ledger)]
    for thread in streams + players:
        thread.start()
    time.sleep(before)
    started = time.perf_counter()
    seraph_cli(stack, "apps", "revoke", app_id)
    returned = time.perf_counter()
    time.sleep(after)
    halt.set()
    for thread in streams + players:
        thread.join(10)
    out = count(base, tables, streams, players, returned)
    out.update({"revoke_seconds": returned - started, "5xx": sum(1 for s in ledger if s >= 500),
                "503": sum(1 for s in ledger if s == 503)})
    return out


def revoked_at(base: str, table: dict) -> int | None:
    """The seq of the game's `seat_revoked` event for seat 0 (None: the game was over before the revoke)."""
    from tests.integration.harness import Client

    client = Client(base)
    try:
        events = client.log(table["gid"], table["player"])
    finally:
        client.close()
    return next((e["seq"] for e in events if e["type"] == "seat_revoked" and e["seat"] == 0), None)


def count(base: str, tables: list, streams: list[Follower], players: list[Mover], returned: float) -> dict:
    """The case's counts (module docstring)."""
    marks = {t["gid"]: revoked_at(base, t) for t in tables}
    out = {"games": len(tables), "games_live_at_revoke": sum(1 for v in marks.values() if v is not None)}
    out.update(count_streams(streams, marks, returned))
    out.update(count_moves(players, returned))
    return out


def count_streams(streams: list[Follower], marks: dict, returned: float) -> dict:
    """The app's streams of the games live at the revoke: events past their `seat_revoked`, reopenings after the
    revoke, when they ended; the player's streams still open at the end."""
    given = [f for f in streams if f.revoked and marks[f.gid] is not None]
    ends = [f.ended_at - returned for f in given if f.ended_at is not None]
    return {"app_streams": len(given), "app_streams_still_open": len(given) - len(ends),
            "events_after_revoke": sum(1 for f in given for seq, _kind, _at in f.events if seq > marks[f.gid]),
            "reopened_after_revoke": sum(1 for f in given for code, at in f.opened if code == 200 and at > returned),
            "stream_end_s": (statistics.median(ends), max(ends)) if ends else None,
            "player_streams_open_at_end": sum(1 for f in streams if not f.revoked and f.ended_at is None
                                              and f.opened and f.opened[-1][0] == 200)}


def count_moves(players: list[Mover], returned: float) -> dict:
    """The app's moves accepted before the revoke returned, across it and after it; the player's after it."""
    app = [m for p in players if p.app for m in p.moves]
    own = [m for p in players if not p.app for m in p.moves]
    accepted = (200, 202)
    return {"app_moves_accepted_before": sum(1 for _s, a, code in app if a < returned and code in accepted),
            "app_moves_in_flight": sum(1 for s, a, _code in app if s < returned <= a),
            "moves_accepted_after_revoke": sum(1 for s, _a, code in app if s >= returned and code in accepted),
            "app_moves_refused_after": sum(1 for s, _a, code in app if s >= returned and code == 401),
            "player_moves_accepted_after": sum(1 for s, _a, code in own if s >= returned and code in accepted),
            "player_reads_after": sum(1 for p in players if not p.app for s, code in p.reads
                                      if s >= returned and code == 200)}


def violations(r: dict) -> int:
    """What must be 0: events and reopened streams after the revoke, app streams left open, moves accepted."""
    return (r.get("events_after_revoke", 0) + r.get("reopened_after_revoke", 0) + r.get("app_streams_still_open", 0)
            + r.get("moves_accepted_after_revoke", 0) + ("error" in r))


def revoke_table(r: dict) -> str:
    """The case's own table (chaos_table.table appends it)."""
    if "error" in r or "skipped" in r:
        return f"\nrevoke under streams: {r.get('error') or r.get('skipped')}"
    ends = r["stream_end_s"]
    ended = f"median {ends[0]:+.2f} s, last {ends[1]:+.2f} s" if ends else "-"
    return "\n".join([
        "", "| Revoke under streams (`seraph apps revoke` in its own process) | Count |", "|---|---:|",
        f"| games live at the revoke (of {r['games']}) | {r['games_live_at_revoke']} |",
        f"| app streams (token, ticket, app's ticket) / still open at the end | {r['app_streams']} / "
        f"{r['app_streams_still_open']} |",
        f"| **events received after the revoke** (past seat_revoked, or on a reopened stream) | "
        f"**{r['events_after_revoke'] + r['reopened_after_revoke']}** |",
        f"| **moves accepted after the revoke** (app credentials, sent after it returned) | "
        f"**{r['moves_accepted_after_revoke']}** ({r['app_moves_refused_after']} refused 401) |",
        f"| app moves accepted before it / in flight across it | {r['app_moves_accepted_before']} / "
        f"{r['app_moves_in_flight']} |",
        f"| the player's own seat after it: reads answered 200 / moves accepted / streams open at the end | "
        f"{r['player_reads_after']} / {r['player_moves_accepted_after']} / {r['player_streams_open_at_end']} |",
        f"| app streams ended, relative to the command's return | {ended} |",
        f"| the command's run time (process start included) / 5xx answers | {r['revoke_seconds']:.2f} s / "
        f"{r['5xx']} |"])


def main() -> int:
    """`python -m bench.chaos_revoke [--quick]`: this case alone, on a stack of its own (as bench.chaos builds it:
    two API processes, one worker)."""
    import sys

    from tests.integration.harness import PgSchema, PrivateRedis, Stack, new_workdir

    workdir = new_workdir("seraph-chaos-revoke-")
    schema = PgSchema("seraph_chaos").create()
    redis_srv = PrivateRedis(workdir).start()
    stack = Stack(schema.url, redis_srv.url, workdir)
    try:
        stack.start_api(workers=2)
        stack.worker = stack.start_worker(concurrency=2, beat=True)
        result = scenario_revoke_under_streams(stack, "--quick" in sys.argv)
    finally:
        stack.close()
        redis_srv.stop()
        schema.drop()
    print(revoke_table(result))
    return 1 if violations(result) or result["5xx"] - result["503"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
