"""The task message CeleryQueue pushes on a Redis broker matches what Celery itself would send."""
import base64

import orjson
from celery import Celery

from shared.adapters.queue import CELERY_QUEUE, PROCESS_TASK, task_message


def _celery_v2(task_id, countdown=None):
    from datetime import datetime, timedelta, timezone

    app = Celery("reference", broker="memory://")
    eta = datetime.now(timezone.utc) + timedelta(seconds=countdown) if countdown else None
    return app.amqp.as_task_v2(task_id, PROCESS_TASK, args=["g1"], kwargs={}, eta=eta)


def test_the_pushed_message_has_celerys_protocol_2_headers_and_body():
    ours = orjson.loads(task_message(PROCESS_TASK, ["g1"]))
    ref = _celery_v2(ours["headers"]["id"])
    assert set(ours["headers"]) == set(ref.headers)
    for key in ("lang", "task", "id", "root_id", "retries", "argsrepr", "kwargsrepr", "eta", "expires"):
        assert ours["headers"][key] == ref.headers[key], key
    assert orjson.loads(base64.b64decode(ours["body"])) == list(ref.body)
    assert ours["properties"]["correlation_id"] == ref.properties["correlation_id"] == ours["headers"]["id"]
    assert ours["properties"]["delivery_info"] == {"exchange": "", "routing_key": CELERY_QUEUE}
    assert ours["content-type"] == "application/json" and ours["properties"]["body_encoding"] == "base64"


def test_a_countdown_becomes_an_eta_in_utc_and_each_message_gets_fresh_ids():
    a, b = orjson.loads(task_message(PROCESS_TASK, ["g1"], 2.5)), orjson.loads(task_message(PROCESS_TASK, ["g1"]))
    ref = _celery_v2(a["headers"]["id"], countdown=2.5)
    assert a["headers"]["eta"][:16] == ref.headers["eta"][:16] and a["headers"]["eta"].endswith("+00:00")
    assert b["headers"]["eta"] is None
    assert a["headers"]["id"] != b["headers"]["id"]
    assert a["properties"]["delivery_tag"] != b["properties"]["delivery_tag"]


def test_a_slow_bots_wake_up_goes_to_the_bots_list_routed_to_the_bots_queue():
    from shared.adapters.queue import BOTS_TASK, CeleryQueue

    pushed = []

    class FakeRedis:
        def lpush(self, key, message):
            pushed.append((key, orjson.loads(message)))

    queue = CeleryQueue("redis://127.0.0.1:1/0", prefix="p:", bots_lane=True)
    queue._redis = FakeRedis()
    queue.enqueue_bots("g1")
    (key, message), = pushed
    assert key == "p:bots" and message["headers"]["task"] == BOTS_TASK and queue.bots_lane
    assert message["properties"]["delivery_info"] == {"exchange": "", "routing_key": "bots"}
    assert orjson.loads(base64.b64decode(message["body"]))[0] == ["g1"]
