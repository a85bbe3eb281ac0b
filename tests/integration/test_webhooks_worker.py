"""Webhooks with a real Celery worker (distributed mode, PostgreSQL, Redis): the outbox is delivered by the worker,
and a worker killed (SIGKILL) in the middle of a POST loses nothing: its claimed row comes due again when the lease
ends and a restarted worker delivers it; the receiver sees that webhook id at most twice."""
from __future__ import annotations

import shutil
from collections import Counter

import pytest

from shared.adapters.store import SqlStore
from shared.service.apps import AppRegistry
from tests.integration.harness import Client, PgSchema, Stack, new_workdir, wait_until
from tests.webhook_receiver import Receiver

pytestmark = pytest.mark.integration

TIMEOUT = 1.0  # SERAPH_WEBHOOK_TIMEOUT: a claim's lease is 2 x this + 5 s


@pytest.fixture(scope="module")
def hooked_stack(infrastructure, private_redis):
    """A stack of its own (schema, Redis prefix) whose processes may call the receiver on 127.0.0.1 over http."""
    workdir = new_workdir("seraph-webhooks-")
    schema = PgSchema("seraph_hooks").create()
    stack = Stack(schema.url, private_redis.url, workdir, SERAPH_REDIS_PREFIX="hooks:",
                  SERAPH_WEBHOOK_ALLOW_HTTP="1", SERAPH_WEBHOOK_ALLOW_PRIVATE="1", SERAPH_WEBHOOK_TIMEOUT=TIMEOUT)
    try:
        stack.start_api()
        stack.worker = stack.start_worker(concurrency=2, beat=True)
        yield stack, schema
    finally:
        stack.close()
        schema.drop()
        shutil.rmtree(workdir, ignore_errors=True)


def deliveries(schema) -> list[dict]:
    return schema.query("SELECT message_id, event, status, attempts FROM webhook_deliveries ORDER BY id")


def test_a_killed_worker_loses_no_webhook_and_delivers_at_most_a_duplicate(hooked_stack):
    stack, schema = hooked_stack
    store = SqlStore(schema.url)
    key = AppRegistry(store).create("frontend")["key"]
    store.close()
    client = Client(stack.api_url)
    auth = {"Authorization": f"Bearer {key}"}
    with Receiver(delay=3 * TIMEOUT) as receiver:  # the first POSTs hang: the worker is killed meanwhile
        client.call("POST", "/v1/webhooks", headers=auth, expect=201,
                    json={"url": receiver.url, "events": ["your_turn", "game_started"]})
        game = client.call("POST", "/v1/games", headers=auth, expect=201, json={
            "game": "falling", "seats": [{"player_id": "p0"}, {"player_id": "p1"}]}).json()
        receiver.wait_for(lambda got: got, timeout=20)  # a POST is in flight in the worker
        stack.worker.kill()
        receiver.delay = 0.0
        rows = deliveries(schema)
        assert rows and all(r["status"] == "pending" for r in rows), rows
        stack.worker = stack.start_worker(concurrency=2, beat=True)
        state = client.call("GET", f"/v1/games/{game['id']}", headers={**auth, "X-Seraph-Player": "p0"}).json()
        player = "p0" if 0 in state["active_seats"] else "p1"
        actions = client.call("GET", f"/v1/games/{game['id']}/actions",
                              headers={**auth, "X-Seraph-Player": player}, expect=200).json()["actions"]
        client.call("POST", f"/v1/games/{game['id']}/moves?wait=10", headers={**auth, "X-Seraph-Player": player},
                    json={"action": actions[0]}, expect=200)
        wait_until(lambda: all(r["status"] == "delivered" for r in deliveries(schema)), 30,
                   what="every webhook delivered after the restart")
        rows = deliveries(schema)
        ids = {r["message_id"] for r in rows}
        seen = Counter(d["headers"]["webhook-id"] for d in receiver.deliveries)
        assert set(seen) == ids, "nothing lost"
        assert max(seen.values()) <= 2, seen  # the rows in flight at the kill, once more each; no other repeats
        assert {r["event"] for r in rows} == {"your_turn", "game_started"}
    client.close()
