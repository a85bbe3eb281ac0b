"""The operator's expectations (issue 11 §6), application side: CORS, request ids, structured logs that never hold
a token, rate limits (429 `rate_limited` with Retry-After), ProxyFix, readiness versus liveness, and /metrics."""
from __future__ import annotations

import io
import json
import logging
import os
import uuid

import pytest

from services.api import create_app
from services.api.access import client_ip, request_id_from
from services.api.cors import cors_headers
from services.api.ratelimit import EXTENSION, allow_stream_open, refusal
from shared.config import Settings, from_env
from shared.logs import make_handler, scrub
from tests.api.fakes import GAME_ID, FakeAppObj
from tests.factories import GameRequestFactory

ORIGIN = "https://play.example"
MOVE = {"action": {"type": "draw"}}


def fake_app(**changes):
    settings = Settings(database_url="sqlite:///:memory:", sse_keepalive_seconds=0.05, **changes)
    fake = FakeAppObj(settings)
    return create_app(settings, app_obj=fake), fake


def bearer(seat: int) -> dict:
    return {"Authorization": f"Bearer tok-{seat}"}


def from_address(address: str) -> dict:
    return {"environ_base": {"REMOTE_ADDR": address}}


@pytest.fixture
def json_lines():
    """Every line the process's handler would write, parsed (the root logger at DEBUG meanwhile)."""
    buffer, root = io.StringIO(), logging.getLogger()
    handler, level = make_handler(Settings(), buffer), root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    lines = []
    yield lambda: lines + [json.loads(line) for line in buffer.getvalue().splitlines() if line]
    root.removeHandler(handler)
    root.setLevel(level)


# ------------------------------------------------------------------------------------------------ CORS
def test_without_configured_origins_no_cors_header_is_sent(fake_client):
    resp = fake_client.get(f"/v1/games/{GAME_ID}", headers={"Origin": ORIGIN})
    assert resp.status_code == 200 and "Access-Control-Allow-Origin" not in resp.headers
    pre = fake_client.options("/v1/games", headers={"Origin": ORIGIN, "Access-Control-Request-Method": "POST"})
    assert "Access-Control-Allow-Origin" not in pre.headers


def test_an_allowed_origin_gets_the_cors_headers_on_every_response_and_others_get_none():
    client = fake_app(cors_origins=(ORIGIN,))[0].test_client()
    created = client.post("/v1/games", json=GameRequestFactory(), headers={"Origin": ORIGIN})
    missing = client.get("/v1/games/nope/moves/m1", headers={"Origin": ORIGIN, **bearer(0)})
    for resp in (created, missing):
        assert resp.headers["Access-Control-Allow-Origin"] == ORIGIN and "Origin" in resp.headers["Vary"]
        exposed = {h.strip() for h in resp.headers["Access-Control-Expose-Headers"].split(",")}
        assert {"Location", "ETag", "Retry-After", "X-Request-ID"} <= exposed
    assert created.status_code == 201 and missing.status_code == 404
    other = client.get(f"/v1/games/{GAME_ID}", headers={"Origin": "https://evil.example"})
    assert "Access-Control-Allow-Origin" not in other.headers


def test_a_preflight_for_a_move_is_answered_without_touching_the_service():
    client, fake = fake_app(cors_origins=(ORIGIN,))
    resp = client.test_client().options(f"/v1/games/{GAME_ID}/moves", headers={
        "Origin": ORIGIN, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, idempotency-key, content-type"})
    assert resp.status_code == 204 and resp.headers["Access-Control-Allow-Origin"] == ORIGIN
    assert "POST" in resp.headers["Access-Control-Allow-Methods"]
    allowed = {h.strip().lower() for h in resp.headers["Access-Control-Allow-Headers"].split(",")}
    assert {"authorization", "idempotency-key", "content-type"} <= allowed
    assert {"x-seraph-player", "if-none-match"} <= allowed  # apps name their player; readers revalidate by ETag
    assert int(resp.headers["Access-Control-Max-Age"]) > 0 and fake.service.calls == []


def test_a_star_allows_any_origin_and_the_front_gets_the_same_headers_from_one_function():
    client = fake_app(cors_origins=("*",))[0].test_client()
    resp = client.get(f"/v1/games/{GAME_ID}/log", headers={"Origin": "https://anywhere.example"})
    assert resp.headers["Access-Control-Allow-Origin"] == "*" and "Origin" not in resp.headers.get("Vary", "")
    settings = Settings(cors_origins=(ORIGIN,))
    assert cors_headers(ORIGIN, settings)["Access-Control-Allow-Origin"] == ORIGIN
    assert cors_headers(None, settings) == {} and cors_headers("https://evil.example", settings) == {}
    assert cors_headers(ORIGIN, Settings()) == {}
    assert "Access-Control-Allow-Headers" in cors_headers(ORIGIN, settings, preflight=True)


def test_cors_origins_are_read_comma_separated():
    assert from_env({"SERAPH_CORS_ORIGINS": f" {ORIGIN}/, https://b.example "}).cors_origins == (
        ORIGIN, "https://b.example")
    assert from_env({}).cors_origins == ()


# ------------------------------------------------------------------------------------------------ request ids
def test_a_sane_request_id_is_echoed_and_any_other_replaced_on_every_response(fake_client):
    ok = fake_client.get(f"/v1/games/{GAME_ID}", headers={"X-Request-ID": "abc-123"})
    error = fake_client.get("/v1/nothing", headers={"X-Request-ID": "abc-456"})
    assert ok.headers["X-Request-ID"] == "abc-123" and error.headers["X-Request-ID"] == "abc-456"
    long = fake_client.get(f"/v1/games/{GAME_ID}", headers={"X-Request-ID": "x" * 129}).headers["X-Request-ID"]
    none = [fake_client.get("/healthz").headers["X-Request-ID"] for _ in range(2)]
    assert len(long) == 32 and long != "x" * 129 and none[0] != none[1]


@pytest.mark.parametrize("header,kept", [("req-1", True), ("x" * 128, True), ("x" * 129, False), ("", False),
                                         ("a\nb", False), ("é", False), (None, False)])
def test_request_id_from(header, kept):
    rid = request_id_from(header)
    assert (rid == header) is kept and 1 <= len(rid) <= 128


# ------------------------------------------------------------------------------------------------ logs
def test_each_request_has_an_access_line_with_its_ids_and_the_move_path_carries_game_and_move_ids(client, json_lines):
    created = client.post("/v1/games", json=GameRequestFactory.with_kinds("human", "human")).get_json()
    game = client.get(f"/v1/games/{created['id']}").get_json()
    seat = game["active_seats"][0]
    token = created["seats"][seat]["token"]
    action = client.get(f"/v1/games/{created['id']}/actions", headers={"Authorization": f"Bearer {token}"})
    move = client.post(f"/v1/games/{created['id']}/moves?wait=5", json={"action": action.get_json()["actions"][0]},
                       headers={"Authorization": f"Bearer {token}", "X-Request-ID": "trace-7"})
    line = next(x for x in json_lines() if x["logger"] == "seraph.access" and x.get("request_id") == "trace-7")
    assert line["method"] == "POST" and line["path"] == f"/v1/games/{created['id']}/moves?wait=5"
    assert line["status"] == move.status_code and isinstance(line["duration_ms"], float)
    assert line["game_id"] == created["id"] and line["move_id"] == move.get_json()["move_id"]
    assert line["level"] == "INFO" and "time" in line


def test_no_log_record_holds_a_token_from_the_query_or_the_authorization_header(client, caplog, json_lines):
    caplog.set_level(logging.DEBUG)
    created = client.post("/v1/games", json=GameRequestFactory()).get_json()
    token, other = created["seats"][0]["token"], created["seats"][1]["token"]
    gid = created["id"]
    assert client.get(f"/v1/games/{gid}/events?token={token}&max_seconds=0.05").status_code == 200
    assert client.get(f"/v1/games/{gid}", headers={"Authorization": f"Bearer {other}"}).status_code == 200
    assert client.get(f"/v1/games/{gid}/events?token=WRONG-SECRET").status_code == 401
    assert client.get(f"/v1/games/{gid}", headers={"Authorization": "Bearer ALSO-SECRET"}).status_code == 401
    secrets = (token, other, "WRONG-SECRET", "ALSO-SECRET")
    assert caplog.records
    for record in caplog.records:
        text = record.getMessage() + " " + " ".join(str(v) for v in vars(record).values())
        assert not any(s in text for s in secrets), text
    written = json.dumps(json_lines())
    assert not any(s in written for s in secrets) and "token=[redacted]" in written


def test_scrub_blanks_query_tokens_and_bearer_credentials():
    assert scrub("/v1/g/e?after=1&token=abc.DEF-1&x=2") == "/v1/g/e?after=1&token=[redacted]&x=2"
    assert scrub("Authorization: Bearer abc123") == "Authorization: Bearer [redacted]"
    assert scrub("nothing here") == "nothing here"


# ------------------------------------------------------------------------------------------------ rate limits
def assert_rate_limited(resp):
    assert resp.status_code == 429, resp.get_data(as_text=True)
    error = resp.get_json()["error"]
    assert error["code"] == "rate_limited" and int(resp.headers["Retry-After"]) >= 1
    assert error["details"]["retry_after"] == int(resp.headers["Retry-After"])


def test_game_creation_is_limited_per_client_address():
    client = fake_app(rate_create="2/minute")[0].test_client()
    for _ in range(2):
        assert client.post("/v1/games", json=GameRequestFactory()).status_code == 201
    assert_rate_limited(client.post("/v1/games", json=GameRequestFactory()))
    assert client.post("/v1/games", json=GameRequestFactory(), **from_address("127.0.0.2")).status_code == 201
    assert client.get("/v1/games").status_code == 200, "only creation is limited"


def test_moves_are_limited_per_seat():
    client = fake_app(rate_moves="2/minute")[0].test_client()
    for _ in range(2):
        assert client.post(f"/v1/games/{GAME_ID}/moves", json=MOVE, headers=bearer(0)).status_code == 202
    assert_rate_limited(client.post(f"/v1/games/{GAME_ID}/moves", json=MOVE, headers=bearer(0)))
    assert client.post(f"/v1/games/{GAME_ID}/moves", json=MOVE, headers=bearer(1)).status_code == 202


def test_stream_opens_are_limited_per_address_and_the_front_has_a_check_for_them():
    app = fake_app(rate_streams="1/minute")[0]
    client = app.test_client()
    assert client.get(f"/v1/games/{GAME_ID}/events?max_seconds=0.05").status_code == 200
    assert_rate_limited(client.get(f"/v1/games/{GAME_ID}/events?max_seconds=0.05"))
    assert allow_stream_open(app, "127.0.0.9") == (True, 0)
    allowed, retry_after = allow_stream_open(app, "127.0.0.9")
    assert not allowed and 1 <= retry_after <= 60 and allow_stream_open(app, "127.0.0.10") == (True, 0)
    status, body, headers = refusal(retry_after)
    assert status == 429 and body["error"]["code"] == "rate_limited" and headers == {"Retry-After": str(retry_after)}


def test_limits_are_off_when_set_so_and_default_on_from_the_environment():
    app = fake_app()[0]
    assert EXTENSION not in app.extensions and allow_stream_open(app, "127.0.0.1") == (True, 0)
    client = app.test_client()
    assert all(client.post("/v1/games", json=GameRequestFactory()).status_code == 201 for _ in range(40))
    env = from_env({})
    assert (env.rate_create, env.rate_moves, env.rate_streams) == ("30/minute", "20/second", "60/minute")
    assert from_env({"SERAPH_RATE_MOVES": "off"}).rate_moves is None
    with pytest.raises(ValueError, match="SERAPH_RATE_CREATE"):
        fake_app(rate_create="lots")


def test_distributed_limits_are_kept_in_redis_under_the_instance_prefix():
    redis = pytest.importorskip("redis").Redis.from_url("redis://127.0.0.1:6379/0", socket_connect_timeout=1)
    try:
        redis.ping()
    except Exception:
        if os.environ.get("CI", "").lower() == "true":  # CI starts Redis: its absence is a failure there
            pytest.fail("no Redis on 127.0.0.1:6379 on CI")
        pytest.skip("no Redis on 127.0.0.1:6379")
    prefix = f"test-{uuid.uuid4().hex[:8]}:"
    try:
        for _ in range(2):  # two API processes: one count
            client = fake_app(mode="distributed", redis_url="redis://127.0.0.1:6379/0", redis_prefix=prefix,
                              rate_create="1/minute")[0].test_client()
            resp = client.post("/v1/games", json=GameRequestFactory())
        assert_rate_limited(resp)
        assert redis.keys(f"{prefix}*")
    finally:
        for key in redis.keys(f"{prefix}*"):
            redis.delete(key)


def test_a_redis_outage_never_refuses_a_request_the_limits_fall_back_to_memory():
    app = fake_app(mode="distributed", redis_url="redis://127.0.0.1:1/0", rate_create="1/minute",
                   rate_streams="1/minute")[0]
    client = app.test_client()
    assert client.post("/v1/games", json=GameRequestFactory()).status_code == 201
    assert_rate_limited(client.post("/v1/games", json=GameRequestFactory()))
    assert allow_stream_open(app, "127.0.0.3")[0] is True


# ------------------------------------------------------------------------------------------------ proxies
def test_behind_trusted_proxies_the_client_is_the_forwarded_address():
    client = fake_app(proxy_hops=1, rate_create="1/minute")[0].test_client()
    for_ = lambda address: {"X-Forwarded-For": address}  # noqa: E731
    assert client.post("/v1/games", json=GameRequestFactory(), headers=for_("127.0.0.7")).status_code == 201
    assert_rate_limited(client.post("/v1/games", json=GameRequestFactory(), headers=for_("127.0.0.7")))
    assert client.post("/v1/games", json=GameRequestFactory(), headers=for_("127.0.0.8")).status_code == 201


def test_without_trusted_proxies_a_forwarded_header_changes_nothing():
    client = fake_app(rate_create="1/minute")[0].test_client()
    assert client.post("/v1/games", json=GameRequestFactory(), headers={"X-Forwarded-For": "127.0.0.7"}).status_code \
        == 201
    assert_rate_limited(client.post("/v1/games", json=GameRequestFactory(), headers={"X-Forwarded-For": "127.0.0.8"}))


@pytest.mark.parametrize("remote,forwarded,hops,expected", [
    ("127.0.0.1", None, 1, "127.0.0.1"), ("127.0.0.1", "127.0.0.5", 0, "127.0.0.1"),
    ("127.0.0.1", "127.0.0.5", 1, "127.0.0.5"), ("127.0.0.1", "127.0.0.4, 127.0.0.5", 2, "127.0.0.4"),
    ("127.0.0.1", "127.0.0.5", 2, "127.0.0.1")])
def test_client_ip_agrees_with_proxyfix(remote, forwarded, hops, expected):
    assert client_ip(remote, forwarded, hops) == expected


# ------------------------------------------------------------------------------------------------ probes
def test_a_redis_outage_degrades_but_keeps_the_api_ready():
    app_obj = FakeAppObj(ready={"ready": False, "database": True, "notifications": False, "queue": False})
    resp = create_app(app_obj=app_obj).test_client().get("/readyz")
    assert resp.status_code == 200 and resp.get_json() == {
        "status": "ready", "checks": {"database": True, "notifications": False, "queue": False},
        "degraded": ["notifications", "queue"]}


def test_the_wired_app_with_redis_unreachable_is_ready_while_its_database_answers(tmp_path):
    from shared.adapters.notify import RedisNotifier
    from shared.adapters.queue import CeleryQueue
    from shared.adapters.store import SqlStore
    from shared.bootstrap import App
    from shared.service.handlers import GameService

    settings = Settings(mode="distributed", database_url=f"sqlite:///{tmp_path}/s.db",
                        redis_url="redis://127.0.0.1:1/0")
    store = SqlStore(settings.database_url)
    store.migrate()
    notifier, queue = RedisNotifier(settings.redis_url), CeleryQueue(settings.redis_url)
    app_obj = App(settings, store, notifier, queue, GameService(store, notifier, queue, settings))
    try:
        resp = create_app(settings, app_obj=app_obj).test_client().get("/readyz")
        assert resp.status_code == 200 and resp.get_json()["degraded"] == ["notifications", "queue"]
        store.close()
        store.engine.dispose()
        app_obj.store = type("Down", (), {"ready": lambda self: False})()
        assert create_app(settings, app_obj=app_obj).test_client().get("/readyz").status_code == 503
    finally:
        queue.close()
        notifier.close()


def test_liveness_depends_on_neither_the_database_nor_the_load():
    app, fake = fake_app(rate_create="1/minute", rate_moves="1/minute", rate_streams="1/minute")
    fake._ready = RuntimeError("the database is down")
    client = app.test_client()
    assert all(client.get("/healthz").get_json() == {"status": "ok"} for _ in range(50))
    assert fake.service.calls == [] and client.get("/readyz").status_code == 503


# ------------------------------------------------------------------------------------------------ metrics
def test_metrics_count_the_moves_and_show_the_oldest_pending_move_and_the_open_streams(client):
    from shared.adapters.metrics import set_open_streams

    created = client.post("/v1/games", json=GameRequestFactory.with_kinds("human", "human")).get_json()
    seat = client.get(f"/v1/games/{created['id']}").get_json()["active_seats"][0]
    auth = {"Authorization": f"Bearer {created['seats'][seat]['token']}"}
    action = client.get(f"/v1/games/{created['id']}/actions", headers=auth).get_json()["actions"][0]
    assert client.post(f"/v1/games/{created['id']}/moves?wait=5", json={"action": action}, headers=auth).status_code \
        == 200
    set_open_streams(5)
    resp = client.get("/metrics")
    text = resp.get_data(as_text=True)
    assert resp.status_code == 200 and resp.mimetype == "text/plain"
    for sample in ('seraph_moves_admitted_total{game="falling"}', 'seraph_moves_applied_total{game="falling"}',
                   "seraph_move_admission_seconds_bucket", "seraph_move_apply_seconds_bucket",
                   "seraph_oldest_pending_move_age_seconds 0.0", "seraph_open_streams 5.0",
                   "seraph_sweeper_requeues_total", "seraph_dead_letters_total"):
        assert sample in text, sample
    set_open_streams(0)


def test_metrics_are_served_while_the_database_is_down(fake_client, fake):
    fake.service.oldest_pending_age = lambda: (_ for _ in ()).throw(RuntimeError("down"))
    resp = fake_client.get("/metrics")
    assert resp.status_code == 200 and "seraph_oldest_pending_move_age_seconds" not in resp.get_data(as_text=True)


def test_the_grafana_dashboard_reads_only_metrics_the_processes_export():
    import os
    import re

    from shared.adapters.metrics import PendingAge, render

    path = os.path.join(os.path.dirname(__file__), "..", "..", "deploy", "grafana", "seraph.json")
    with open(path, encoding="utf-8") as f:
        dashboard = json.load(f)
    exprs = [t["expr"] for p in dashboard["panels"] for t in p["targets"]]
    used = {re.sub(r"_(bucket|sum|count)$", "", m) for e in exprs for m in re.findall(r"\bseraph_\w+", e)}
    exported = render([PendingAge(lambda: 0.0)])[0].decode()
    assert used and all(f"# TYPE {name} " in exported or f"# TYPE {name.removesuffix('_total')} " in exported
                        for name in used), used


def test_a_redis_that_does_not_answer_holds_readiness_back_at_most_a_second(app_obj, settings, monkeypatch):
    import time as clock

    monkeypatch.setattr(app_obj.notifier, "ready", lambda: clock.sleep(3) or True)
    started = clock.monotonic()
    resp = create_app(settings, app_obj=app_obj).test_client().get("/readyz")
    assert resp.status_code == 200 and resp.get_json()["degraded"] == ["notifications"]
    assert clock.monotonic() - started < 2.5
