"""Play on the chaos stack: the ledger of accepted moves, random players, and the lost/doubled accounting."""
from __future__ import annotations

import random
import threading
import time
import uuid

HUMANS3 = [{"name": "Ann", "kind": "human"}, {"name": "Bob", "kind": "human"}, {"name": "Cy", "kind": "human"}]


class Ledger:
    """Every move the API accepted, every 5xx, and the games to check afterwards."""

    def __init__(self):
        self.lock = threading.Lock()
        self.accepted: list[tuple[str, str, str]] = []   # (game_id, move_id, token)
        self.games: dict[str, int] = {}                  # game_id -> version at creation
        self.http_5xx = 0
        self.http_503 = 0  # of which 503 service_unavailable (a retry hint), counted in http_5xx too
        self.errors: list[str] = []

    def add(self, gid, move_id, token):
        with self.lock:
            self.accepted.append((gid, move_id, token))


def _play(client, ledger: Ledger, gid: str, tokens: dict, rng: random.Random, moves: int, halt: threading.Event):
    """Random legal moves of human seats (expected_version set, wait=5): each accepted move_id is recorded."""
    import requests

    done = 0
    for _ in range(moves * 20 or 10**6):
        if (moves and done >= moves) or halt.is_set():
            return
        try:
            r = client.call("GET", f"/v1/games/{gid}")
            if r.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += r.status_code == 503
                ledger.errors.append(f"GET game {r.status_code} {r.text[:200]}")
                time.sleep(0.2)
                continue
            head = r.json()
            if head.get("status") != "active":
                if head.get("status") != "finished":
                    return
                gid, tokens = new_game(client, ledger)  # keep playing until the fault schedule ends
                continue
            seat = rng.choice(head["active_seats"])
            r = client.call("GET", f"/v1/games/{gid}/actions", tokens[seat])
            if r.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += r.status_code == 503
                ledger.errors.append(f"GET actions {r.status_code} {r.text[:200]}")
                continue
            legal = r.json()
            if not legal.get("actions"):
                time.sleep(0.1)
                continue
            # With an Idempotency-Key, as a client should: a 503 (the database did not answer) is retried with the
            # same key, and the accounting below checks that the retry never doubles the move.
            action, key = rng.choice(legal["actions"]), f"chaos-{uuid.uuid4().hex}"
            for _attempt in range(10):
                resp = client.move(gid, tokens[seat], action, expected_version=legal["version"], wait=5, key=key)
                if resp.status_code != 503:
                    break
                ledger.http_5xx += 1
                ledger.http_503 += 1
                ledger.errors.append(f"POST move 503 (retried with its key) {resp.text[:160]}")
                time.sleep(0.2)
            if resp.status_code >= 500:
                ledger.http_5xx += 1
                ledger.http_503 += resp.status_code == 503
                ledger.errors.append(f"POST move {resp.status_code} {resp.text[:200]}")
            elif resp.status_code in (200, 202):
                ledger.add(gid, resp.json()["move_id"], tokens[seat])
                done += 1
                if resp.status_code == 202:
                    time.sleep(0.2)  # still pending (worker down?): let it catch up before reading again
        except requests.RequestException as exc:  # the API itself is never killed here: count as an error
            ledger.errors.append(repr(exc))
            time.sleep(0.2)


def new_game(client, ledger: Ledger) -> tuple[str, dict]:
    game = client.create_game(HUMANS3, seed=random.randrange(1 << 31))
    gid = game["id"]
    with ledger.lock:
        ledger.games[gid] = client.game(gid)["version"]
    return gid, {s["seat"]: s["token"] for s in game["seats"]}


def account(schema, client, ledger: Ledger, settle: float = 60.0) -> dict:
    """Wait (bounded) for every accepted move to be final, then count lost and doubled."""
    deadline = time.monotonic() + settle
    ids = [m for _, m, _ in ledger.accepted]
    rows = {}
    while True:
        rows = {r["move_id"]: r for r in schema.query(
            "SELECT move_id, game_id, status, version, error FROM moves WHERE move_id = ANY(:ids)", ids=ids)} \
            if ids else {}
        if all(rows.get(m, {}).get("status") in ("applied", "rejected") for m in ids) or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    lost = sum(1 for m in ids if rows.get(m, {}).get("status") not in ("applied", "rejected"))
    rejected = sum(1 for m in ids if rows.get(m, {}).get("status") == "rejected")
    doubled = 0
    for gid, v0 in ledger.games.items():
        applied = schema.query("SELECT version FROM moves WHERE game_id = :g AND status = 'applied'", g=gid)
        versions = [r["version"] for r in applied]
        doubled += len(versions) - len(set(versions))
        head = schema.query("SELECT version, last_seq FROM games WHERE id = :g", g=gid)[0]
        doubled += abs(head["version"] - v0 - len(versions))
        seqs = [r["seq"] for r in schema.query("SELECT seq FROM events WHERE game_id = :g ORDER BY seq", g=gid)]
        if seqs != list(range(1, head["last_seq"] + 1)):
            doubled += 1
    return {"accepted": len(ids), "lost": lost, "doubled": doubled, "rejected": rejected, "5xx": ledger.http_5xx,
            "503": ledger.http_503,
            "games": len(ledger.games)}


def play_games(stack, schema, n_games: int, moves: int, fault, settle: float = 60.0) -> dict:
    """n_games games played in threads while `fault(halt)` runs in this thread; then the accounting."""
    from tests.integration.harness import Client

    ledger = Ledger()
    setup = Client(stack.api_url)
    games = [new_game(setup, ledger) for _ in range(n_games)]
    setup.close()
    halt = threading.Event()
    clients = [Client(stack.api_url) for _ in games]
    threads = [threading.Thread(target=_play, args=(c, ledger, gid, tokens, random.Random(i), moves, halt),
                                daemon=True) for i, (c, (gid, tokens)) in enumerate(zip(clients, games))]
    for t in threads:
        t.start()
    extra = fault(threads) or {}
    halt.set()
    for t in threads:
        t.join(30)
    out = account(schema, clients[0], ledger, settle)
    for c in clients:
        c.close()
    out.update(extra)
    if ledger.errors:
        out["client_errors"] = len(ledger.errors)
        out["error_samples"] = ledger.errors[:3]
    return out
