"""The distributed stack end to end: `seraph serve` + `seraph worker --beat` on PostgreSQL and a private Redis.

Each test reads as a sentence. They share one stack per session (see conftest.py); tests that kill a
worker or restart Redis leave a healthy stack behind them.
"""
from __future__ import annotations

import random
import subprocess
import threading
import time
import uuid
import warnings

import pytest

from tests.integration.harness import (Client, Player, SseWatcher, WorkerSupervisor, gapless, seraph_argv,
                                       wait_until)

pytestmark = pytest.mark.integration

HUMANS3 = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}, {"name": "Cy", "kind": "human"}]


def _tokens(game: dict, kinds=("human",)) -> dict[int, str]:
    return {s["seat"]: s["token"] for s in game["seats"] if s.get("kind", "human") in kinds}


def _events_consistent(schema, game_id: str) -> tuple[list[int], int]:
    """(sequence numbers in the events table, games.last_seq) for one game."""
    seqs = [r["seq"] for r in schema.query("SELECT seq FROM events WHERE game_id = :g ORDER BY seq", g=game_id)]
    last = schema.query("SELECT last_seq FROM games WHERE id = :g", g=game_id)[0]["last_seq"]
    return seqs, last


def _assert_stream_matches_log(watcher: SseWatcher, log: list[dict], label: str) -> None:
    ids = watcher.ids
    assert gapless(ids), f"{label}: SSE ids have a gap or a duplicate: {ids}"
    assert ids == [e["seq"] for e in log], f"{label}: SSE ids {ids[-5:]} differ from /log {[e['seq'] for e in log][-5:]}"
    for msg, ev in zip(watcher.messages, log):
        assert msg.data == ev, f"{label}: SSE event {msg.id} differs from /log: {msg.data} != {ev}"


def _wait_status(client: Client, game_id: str, move_id: str, token: str, timeout: float = 20.0) -> dict:
    def final():
        out = client.call("GET", f"/v1/games/{game_id}/moves/{move_id}", token, expect=200).json()
        return out if out["status"] != "pending" else None

    return wait_until(final, timeout, interval=0.1, what=f"move {move_id} to be final")


def _advance_to(client: Client, game_id: str, tokens: dict, rng: random.Random, want, max_steps: int = 400):
    """Play random legal moves until `want(head)` holds; return the head (bounded)."""
    player = Player(client, game_id, tokens, rng)
    for _ in range(max_steps):
        head = client.game(game_id)
        if want(head):
            return head
        assert head["status"] == "active", "the game ended before the wanted moment"
        player.step()
    raise AssertionError("the wanted moment did not come")


# ---------------------------------------------------------------------------------------------- a
def test_a_whole_game_played_over_http_streams_every_event_once_and_replays(stack, client, schema):
    # a fixed seed: play_to_end's deadline must hold on every run, and a failure must replay the same game
    game = client.create_game([{"name": "Ann", "kind": "human"}, {"kind": "bot"}, {"kind": "bot"}], seed=16)
    gid, token = game["id"], game["seats"][0]["token"]
    spectator = SseWatcher(stack.api_url, gid, timeout=100)
    seat0 = SseWatcher(stack.api_url, gid, token=token, timeout=100)
    for w in (spectator, seat0):
        w.start()
    try:
        assert spectator.connected.wait(10) and seat0.connected.wait(10), "SSE streams did not open"
        final = Player(client, gid, {0: token}, random.Random(7)).play_to_end(timeout=90)
        assert final["status"] == "finished"
        assert spectator.finished.wait(15) and seat0.finished.wait(15), "the streams did not see game_ended"
    finally:
        for w in (spectator, seat0):
            w.stop()
            w.join(10)

    head = client.game(gid)
    assert head["status"] == "finished" and head["result"], head
    assert head["active_seats"] == []
    _assert_stream_matches_log(spectator, client.log(gid), "spectator")
    _assert_stream_matches_log(seat0, client.log(gid, token), "seat 0")
    seqs, last = _events_consistent(schema, gid)
    assert seqs == list(range(1, last + 1)) and spectator.ids[-1] == last

    replay = subprocess.run(seraph_argv() + ["replay", gid], env=stack.env(), cwd=stack.workdir,
                            capture_output=True, text=True, timeout=60)
    assert replay.returncode == 0, f"seraph replay failed: {replay.stdout}\n{replay.stderr[-2000:]}"
    assert '"ok":true' in replay.stdout


# ---------------------------------------------------------------------------------------------- b
def test_b_a_move_whose_worker_is_sigkilled_mid_transaction_is_applied_exactly_once(healthy_worker, client,
                                                                                     schema):
    stack = healthy_worker
    game = client.create_game(HUMANS3, seed=11)
    gid, tokens = game["id"], _tokens(game)
    head = client.game(gid)
    v0 = head["version"]
    seat = head["active_seats"][0]
    action = client.actions(gid, tokens[seat])["actions"][0]

    stack.worker.stop()  # warm shutdown: from now on only the faulty worker consumes
    faulty = stack.start_worker(concurrency=1, beat=False, name="faulty-worker",
                                SERAPH_FAULT_PAUSE_BEFORE_COMMIT=5)
    resp = client.move(gid, tokens[seat], action, expected_version=v0)
    assert resp.status_code == 202, resp.text
    move_id = resp.json()["move_id"]
    try:
        wait_until(lambda: "fault injection" in faulty.log(), 10, interval=0.05,
                   what="the faulty worker to pause inside the move's transaction")
        time.sleep(0.3)  # well inside the 5 s pause
    finally:
        faulty.kill()  # SIGKILL the whole process group (Celery parent and pool child)
    assert not faulty.alive()

    row = schema.query("SELECT status, version FROM moves WHERE move_id = :m", m=move_id)
    assert row == [{"status": "pending", "version": None}], f"the killed transaction leaked: {row}"
    assert client.game(gid)["version"] == v0

    stack.worker = stack.start_worker(concurrency=2, beat=True)
    status = _wait_status(client, gid, move_id, tokens[seat], timeout=20)
    assert status["status"] == "applied" and status["version"] == v0 + 1, f"{status}\n{stack.logs()}"

    time.sleep(1.0)  # let any redelivered/swept task run too: it must find nothing more to do
    assert client.game(gid)["version"] == v0 + 1
    rows = schema.query("SELECT move_id, status, version FROM moves WHERE game_id = :g", g=gid)
    assert [r for r in rows if r["status"] == "applied"] == [{"move_id": move_id, "status": "applied", "version": v0 + 1}]
    assert len(rows) == 1
    seqs, last = _events_consistent(schema, gid)
    assert seqs == list(range(1, last + 1)) and last > 1
    assert [e["seq"] for e in client.log(gid)] == seqs


# ---------------------------------------------------------------------------------------------- c
def test_c_twenty_concurrent_submissions_with_one_idempotency_key_apply_one_move(stack, client, schema):
    game = client.create_game(HUMANS3, seed=12)
    gid, tokens = game["id"], _tokens(game)
    head = client.game(gid)
    v0, seat = head["version"], head["active_seats"][0]
    action = random.Random(3).choice(client.actions(gid, tokens[seat])["actions"])
    key = f"it-{uuid.uuid4().hex}"
    barrier = threading.Barrier(20, timeout=10)
    results: list = [None] * 20

    def submit(i):
        c = Client(stack.api_url)
        try:
            barrier.wait()
            r = c.move(gid, tokens[seat], action, expected_version=v0, key=key)
            results[i] = (r.status_code, r.json())
        except Exception as exc:  # recorded, asserted below
            results[i] = (None, repr(exc))
        finally:
            c.close()

    threads = [threading.Thread(target=submit, args=(i,)) for i in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert all(r is not None and r[0] in (200, 201, 202) for r in results), results
    move_ids = {r[1]["move_id"] for r in results}
    assert len(move_ids) == 1, f"one Idempotency-Key produced {len(move_ids)} moves: {results}"
    move_id = move_ids.pop()

    status = _wait_status(client, gid, move_id, tokens[seat])
    assert status["status"] == "applied" and status["version"] == v0 + 1
    assert client.game(gid)["version"] == v0 + 1
    rows = schema.query("SELECT move_id, status, version FROM moves WHERE game_id = :g", g=gid)
    assert rows == [{"move_id": move_id, "status": "applied", "version": v0 + 1}], rows
    # The same request again after the fact replays the original outcome.
    again = client.move(gid, tokens[seat], action, expected_version=v0, key=key)
    assert again.status_code == 200 and again.json()["move_id"] == move_id and again.json()["status"] == "applied"


# ---------------------------------------------------------------------------------------------- d
def test_d_two_seats_choosing_at_once_on_one_version_are_both_applied(stack, client, schema):
    rng = random.Random(5)
    game = client.create_game(HUMANS3, seed=13)
    gid, tokens = game["id"], _tokens(game)
    head = _advance_to(client, gid, tokens, rng, lambda h: len(h["active_seats"]) >= 2)
    v0 = head["version"]
    racers = head["active_seats"][:2]
    picks = {}
    for seat in racers:
        legal = client.actions(gid, tokens[seat])
        assert legal["version"] == v0 and legal["actions"], legal
        picks[seat] = rng.choice(legal["actions"])
    barrier = threading.Barrier(2, timeout=10)
    results: dict = {}

    def submit(seat):
        c = Client(stack.api_url)
        try:
            barrier.wait()
            r = c.move(gid, tokens[seat], picks[seat], expected_version=v0)
            results[seat] = (r.status_code, r.json())
        finally:
            c.close()

    threads = [threading.Thread(target=submit, args=(s,)) for s in racers]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    # Neither seat's own decision changes when the other chooses, so neither move is stale (per-seat rule).
    codes = sorted(code for code, _ in results.values())
    assert codes == [202, 202], f"racing seats {racers} at v{v0}: {results}"
    versions = sorted(_wait_status(client, gid, body["move_id"], tokens[seat])["version"]
                      for seat, (_, body) in results.items())
    assert versions == [v0 + 1, v0 + 2], results
    rows = schema.query("SELECT seat, status FROM moves WHERE game_id = :g AND expected_version = :v", g=gid, v=v0)
    assert sorted(r["seat"] for r in rows) == sorted(racers) and {r["status"] for r in rows} == {"applied"}, rows


def test_d_a_seat_resubmitting_on_a_version_that_moved_on_gets_409_even_after_its_turn_passed(stack, client):
    rng = random.Random(6)
    game = client.create_game(HUMANS3, seed=15)
    gid, tokens = game["id"], _tokens(game)
    for _ in range(300):  # find a decision with two choices after which the seat is no longer active
        head = client.game(gid)
        assert head["status"] == "active", "no suitable moment in the whole game"
        v0, seat = head["version"], rng.choice(head["active_seats"])
        legal = client.actions(gid, tokens[seat])["actions"]
        first = client.move(gid, tokens[seat], legal[0], expected_version=v0, wait=5)
        assert first.status_code == 200 and first.json()["status"] == "applied", first.text
        if len(legal) < 2 or seat in client.game(gid)["active_seats"]:
            continue
        second = client.move(gid, tokens[seat], legal[1], expected_version=v0)
        assert second.status_code == 409, f"stale move of seat {seat} at v{v0}: {second.status_code} {second.text}"
        assert second.json()["error"]["code"] == "stale_version"
        return
    raise AssertionError("no suitable moment found")


# ---------------------------------------------------------------------------------------------- e
def test_e_streams_survive_a_redis_restart_without_gap_or_duplicate(healthy_worker, client, private_redis, schema):
    stack = healthy_worker
    game = client.create_game([{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"},
                               {"kind": "bot"}], seed=14)
    gid, tokens = game["id"], {0: game["seats"][0]["token"], 1: game["seats"][1]["token"]}
    watchers = [SseWatcher(stack.api_url, gid, timeout=100),                      # one long connection
                SseWatcher(stack.api_url, gid, token=tokens[0], timeout=100),
                SseWatcher(stack.api_url, gid, token=tokens[1], timeout=100, max_seconds=1.5)]  # resumes often
    for w in watchers:
        w.start()
    player = Player(client, gid, tokens, random.Random(9))
    # Like the deployments (restart: unless-stopped), restart a worker that dies: with kombu's Redis
    # transport a broker outage while a task is unacked can end the worker ("Unrecoverable error:
    # AttributeError 'NoneType' object has no attribute 'hostname'" in restore_unacked). Reported below.
    supervisor = WorkerSupervisor(stack)
    supervisor.start()
    try:
        assert all(w.connected.wait(10) for w in watchers)
        for _ in range(200):  # a few moves with Redis up
            player.step()
            if player.moves >= 4:
                break
        before = client.game(gid)

        private_redis.stop()
        t0 = time.monotonic()
        head = client.game(gid)  # reads need only PostgreSQL
        submitted = None
        humans = [s for s in head["active_seats"] if s in tokens]
        if humans and head["status"] == "active":
            seat = humans[0]
            action = client.actions(gid, tokens[seat])["actions"][0]
            t_post = time.monotonic()
            resp = client.move(gid, tokens[seat], action, expected_version=head["version"])
            print(f"\n[e] move submitted with Redis down: HTTP {resp.status_code} in {time.monotonic() - t_post:.2f}s")
            assert resp.status_code == 202, resp.text  # durable in PostgreSQL even though the broker is down
            submitted = (seat, resp.json()["move_id"])
        time.sleep(max(0.0, 2.0 - (time.monotonic() - t0)))
        private_redis.start()
        restarted_at = time.perf_counter()

        if submitted:
            status = _wait_status(client, gid, submitted[1], tokens[submitted[0]], timeout=20)
            print(f"[e] that move was {status['status']} {time.perf_counter() - restarted_at:.2f}s after the restart")
            assert status["status"] in ("applied", "rejected"), status
        final = player.play_to_end(timeout=60)
        assert final["status"] == "finished"
        until = time.monotonic() + 15
        assert all(w.finished.wait(max(0.0, until - time.monotonic())) for w in watchers), \
            [(w.ids[-3:], w.errors[-3:]) for w in watchers]
    finally:
        supervisor.stop()
        for w in watchers:
            w.stop()
            w.join(10)
    if supervisor.restarts:
        warnings.warn(f"the worker died during the Redis restart and was restarted: {supervisor.restarts}")

    assert before["version"] >= 1
    for w, (label, token) in zip(watchers, [("spectator", None), ("seat 0", tokens[0]), ("seat 1", tokens[1])]):
        _assert_stream_matches_log(w, client.log(gid, token), label)
        assert any(m.at > restarted_at for m in w.messages), f"{label}: nothing streamed after the restart"
    resumed = watchers[2]
    assert resumed.connections >= 2 and any(x is not None for x in resumed.resumed_with), \
        "the max_seconds stream never resumed with Last-Event-ID"
    seqs, last = _events_consistent(schema, gid)
    assert seqs == list(range(1, last + 1))
    assert client.call("GET", "/readyz", expect=200).json()["status"] == "ready"


# ---------------------------------------------------------------------------------------------- solo
def test_a_whole_solo_game_over_http_has_dandas_turns_played_by_the_worker_and_watched_over_sse(stack, client,
                                                                                                 schema):
    game = client.create_game([{"name": "Ann", "kind": "human"}, {"name": "Danda", "kind": "automa"}],
                              seed=17,  # fixed: the deadline and the npc_card_revealed check hold on every run
                              options={"difficulty": "normal", "automa_delay_seconds": 0.01})
    gid, token = game["id"], game["seats"][0]["token"]
    watcher = SseWatcher(stack.api_url, gid, token=token, timeout=150)
    watcher.start()
    try:
        assert watcher.connected.wait(10), "SSE stream did not open"
        final = Player(client, gid, {0: token}, random.Random(11)).play_to_end(timeout=120)
        assert final["status"] == "finished"
        assert watcher.finished.wait(15), "the stream did not see game_ended"
    finally:
        watcher.stop()
        watcher.join(10)
    log = client.log(gid, token)
    _assert_stream_matches_log(watcher, log, "solo seat")
    types = [e["type"] for e in log]
    assert "npc_card_revealed" in types and types[-1] == "game_ended" and types.count("game_ended") == 1
    danda_moves = schema.query("SELECT count(*) AS n FROM moves WHERE game_id = :g AND kind = 'automa' "
                               "AND status = 'applied'", g=gid)[0]["n"]
    assert danda_moves >= types.count("npc_card_revealed") > 0, "each Danda step is a persisted move"
    result = client.game(gid)["result"]
    solo = result["details"]["solo"]  # the one result format: a game's own detail goes under details
    assert result["mode"] == "solo" and solo["difficulty"] == "normal" and solo["evaluation"]


# ---------------------------------------------------------------------------------------------- f
def _sse_lines(resp) -> tuple[list[int], list[str]]:
    """The event ids and the `retry:` values of a stream, read until it ends."""
    ids, retries = [], []
    for raw in resp.iter_lines(chunk_size=None):
        line = raw.decode()
        if line.startswith("id: "):
            ids.append(int(line[4:]))
        elif line.startswith("retry: "):
            retries.append(line[7:])
    return ids, retries


def test_f_a_stream_on_an_api_process_that_stops_resumes_on_another_with_no_gap(stack, client, schema):
    import signal

    import requests

    first = stack.api_url
    second = stack.start_api()
    stopping = stack.procs[-1]
    stack.api_url = first  # the other tests keep using the session's API process
    # a fixed seed: play_to_end's deadline must hold on every run, and a failure must replay the same game
    game = client.create_game([{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}, {"kind": "bot"}],
                              seed=18)
    gid = game["id"]
    player = Player(client, gid, _tokens(game), random.Random(5))
    with requests.get(f"{second}/v1/games/{gid}/events", stream=True, timeout=(3, 10)) as resp:
        assert resp.status_code == 200
        for _ in range(200):
            player.step()
            if player.moves >= 3:
                break
        time.sleep(0.5)
        started = time.monotonic()
        stopping.signal_group(signal.SIGTERM)  # as a rolling restart or a scale-down does
        before, retries = _sse_lines(resp)
    stopping.popen.wait(25)
    took = time.monotonic() - started
    assert retries[0] == "2000" and 250 <= int(retries[-1]) <= 1000, retries
    assert stopping.popen.returncode == 0 and took < 20, (stopping.popen.returncode, took, stopping.log()[-2000:])
    assert gapless(before) and before, before

    final = player.play_to_end(timeout=90)
    assert final["status"] == "finished"
    with requests.get(f"{first}/v1/games/{gid}/events", headers={"Last-Event-ID": str(before[-1])}, stream=True,
                      timeout=(3, 10)) as resp:
        after, _ = _sse_lines(resp)  # a finished game: the rest, then the stream ends
    assert before + after == [e["seq"] for e in client.log(gid)]
    seqs, last = _events_consistent(schema, gid)
    assert before + after == seqs == list(range(1, last + 1))
    end = requests.get(f"{first}/v1/games/{gid}/events", headers={"Last-Event-ID": str(last)}, timeout=5)
    assert end.status_code == 204, "a finished game at its end: EventSource stops reconnecting"


# ---------------------------------------------------------------------------------------------- g
def test_g_a_search_bots_turns_are_played_through_the_bots_lane_one_version_after_another(stack, client, schema):
    # The stack's worker reads both queues (`seraph worker`'s default): the moves lane hands the search bot's
    # turns to the queue `bots`, whose task thinks and commits them.
    game = client.create_game([{"name": "Ann", "kind": "human"}, {"kind": "bot", "bot": "search-fast"}], seed=21)
    gid = game["id"]
    wait_until(lambda: schema.query("SELECT 1 FROM moves WHERE game_id = :g AND kind = 'bot'", g=gid), 30,
               interval=0.1, what="the search bot's first move")
    rows = schema.query("SELECT kind, version, status FROM moves WHERE game_id = :g ORDER BY version", g=gid)
    assert [r["version"] for r in rows] == list(range(1, len(rows) + 1))
    assert {r["kind"] for r in rows} == {"bot"} and {r["status"] for r in rows} == {"applied"}
