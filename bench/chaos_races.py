"""Race scenarios on the chaos stack: the idempotency storm and the version races, each a burst of clients."""
from __future__ import annotations

import random
import threading
import time
import uuid

from bench.chaos_play import Ledger, account, new_game


def scenario_idempotency_storm(stack, schema, rounds: int, width: int = 20) -> dict:
    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    extra_ids = 0
    try:
        gid, tokens = new_game(client, ledger)
        for _ in range(rounds):
            gid, tokens, seat, legal = _next_turn(client, ledger, gid, tokens)
            action = random.choice(legal["actions"])
            key = f"chaos-{uuid.uuid4().hex}"
            results = _burst(stack.api_url, width, lambda c, _i: c.move(
                gid, tokens[seat], action, expected_version=legal["version"], key=key, wait=5))
            ledger.http_5xx += sum(1 for r in results if r and r[0] and r[0] >= 500)
            ids = {r[1]["move_id"] for r in results if r and r[0] in (200, 201, 202)}
            extra_ids += max(0, len(ids) - 1)
            for m in ids:
                ledger.add(gid, m, tokens[seat])
            n = schema.query("SELECT count(*) AS n FROM moves WHERE idempotency_key = :k", k=key)[0]["n"]
            extra_ids += max(0, n - 1)
        out = account(schema, client, ledger, 30)
    finally:
        client.close()
    out["doubled"] += extra_ids
    out["faults"] = rounds * width
    return out


def _next_turn(client, ledger, gid: str, tokens: dict) -> tuple:
    """(game, tokens, active seat, its legal actions): this game while it runs, else a new one."""
    head = client.game(gid)
    if head["status"] != "active":
        gid, tokens = new_game(client, ledger)
        head = client.game(gid)
    seat = head["active_seats"][0]
    return gid, tokens, seat, client.actions(gid, tokens[seat])


def _burst(api_url: str, width: int, send) -> list:
    """`width` clients call send(client, i) at the same instant (behind a barrier); [(status, body) or
    (None, error)] in order. Errors are returned, not raised: the caller counts them."""
    from tests.integration.harness import Client

    barrier = threading.Barrier(width, timeout=10)
    results = [None] * width

    def submit(i):
        c = Client(api_url)
        try:
            barrier.wait()
            r = send(c, i)
            json_body = r.headers.get("content-type", "").startswith("application/json")
            results[i] = (r.status_code, r.json() if json_body else r.text)
        except Exception as exc:  # counted by the caller
            results[i] = (None, repr(exc))
        finally:
            c.close()

    threads = [threading.Thread(target=submit, args=(i,)) for i in range(width)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    return results


def scenario_version_races(stack, schema, rounds: int, width: int = 8) -> dict:
    """One seat sends `width` different moves at once on one expected_version: exactly one may apply."""
    from tests.integration.harness import Client

    client = Client(stack.api_url)
    ledger = Ledger()
    over = under = conflicts = 0
    try:
        gid, tokens = new_game(client, ledger)
        for _ in range(rounds):
            gid, tokens, seat, legal = _next_turn(client, ledger, gid, tokens)
            v0 = legal["version"]
            picks = [legal["actions"][i % len(legal["actions"])] for i in range(width)]
            results = _burst(stack.api_url, width, lambda c, i: c.move(
                gid, tokens[seat], picks[i], expected_version=v0, wait=5))
            ledger.http_5xx += sum(1 for r in results if r and r[0] and r[0] >= 500)
            conflicts += sum(1 for r in results if r and r[0] == 409)
            for r in results:
                if r and r[0] in (200, 202):
                    ledger.add(gid, r[1]["move_id"], tokens[seat])
            time.sleep(0.3)
            applied = schema.query("SELECT count(*) AS n FROM moves WHERE game_id = :g AND expected_version = :v "
                                   "AND seat = :s AND status = 'applied'", g=gid, v=v0, s=seat)[0]["n"]
            over += max(0, applied - 1)
            under += 1 if applied == 0 else 0
        out = account(schema, client, ledger, 30)
    finally:
        client.close()
    out["doubled"] += over
    out["faults"] = rounds
    out["409"] = conflicts
    out["no_winner"] = under
    return out
