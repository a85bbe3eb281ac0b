"""The WSGI bridge hands the Flask app's answers through unchanged: status, headers, bodies and errors."""
import asyncio

from aiohttp.test_utils import TestClient, TestServer
from aiohttp import web

from services.api import create_app
from services.streams.app import create_front
from services.streams.bridge import WsgiBridge
from tests.api.fakes import FakeAppObj, FakeNotifier
from tests.streams.conftest import run

IGNORED = {"date", "server", "connection", "keep-alive",  # set by whichever server sends the response
           "x-request-id"}  # a fresh id per request (services/api/access.py) unless the caller sends one


class QuietNotifier(FakeNotifier):
    """The fake notifier with the start() the front calls (no hub: the streams would rely on keepalives)."""

    def start(self):
        pass


def _fake():
    fake = FakeAppObj()
    fake.notifier = QuietNotifier(fake.service)
    return fake


REQUESTS = [
    ("GET", "/v1/rules", {}, None),
    ("GET", "/v1/rules/nope", {}, None),
    ("GET", "/v1/games/g1", {"Authorization": "Bearer tok-0"}, None),
    ("GET", "/v1/games/g1", {"Authorization": "Bearer nope"}, None),
    ("GET", "/v1/games/missing", {}, None),
    ("GET", "/v1/games?status=bogus", {}, None),
    ("POST", "/v1/games", {"Content-Type": "application/json"},
     b'{"game": "falling", "seats": [{"name": "Ann"}, {"kind": "bot"}]}'),
    ("POST", "/v1/games", {"Content-Type": "application/json"}, b'{"game": '),
    ("POST", "/v1/games", {"Content-Type": "application/json"}, b"x" * (64 * 1024 + 10)),
    ("POST", "/v1/games/g1/moves", {"Authorization": "Bearer tok-0", "Idempotency-Key": "k1"},
     b'{"action": {"type": "draw"}, "expected_version": 1}'),
    ("POST", "/v1/games/g1/moves?wait=99", {"Authorization": "Bearer tok-0"}, b'{"action": {"type": "draw"}}'),
    ("DELETE", "/v1/games/g1", {}, None),
    ("GET", "/v1/nowhere", {}, None),
    ("GET", "/v1/openapi.json", {}, None),
    ("GET", "/readyz", {}, None),
    ("HEAD", "/v1/rules", {}, None),
]


def _flask_answers():
    client = create_app(app_obj=_fake()).test_client()
    out = []
    for method, path, headers, body in REQUESTS:
        resp = client.open(path, method=method, headers=headers, data=body)
        out.append((resp.status_code, _headers(resp.headers.items()), resp.get_data()))
    return out


def _headers(items) -> list:
    return sorted((k.lower(), v) for k, v in items if k.lower() not in IGNORED)


def test_every_flask_route_answers_through_the_front_exactly_as_under_wsgi():
    expected = _flask_answers()

    async def scenario():
        fake = _fake()
        async with TestClient(TestServer(create_front(fake.settings, app_obj=fake))) as client:
            for (method, path, headers, body), want in zip(REQUESTS, expected):
                resp = await client.request(method, path, headers=headers, data=body)
                got = (resp.status, _headers(resp.headers.items()), await resp.read())
                assert got == want, f"{method} {path}"

    run(scenario())
    statuses = [s for s, _, _ in expected]
    assert statuses == [200, 404, 200, 401, 404, 400, 201, 400, 413, 202, 400, 405, 404, 200, 200, 200]
    assert ("location", "/v1/games/g1") in expected[6][1] and ("allow", "GET, HEAD, OPTIONS") in expected[11][1]


def test_the_bridge_builds_a_pep_3333_environ_and_passes_repeated_headers_and_a_chunked_body():
    seen = {}

    def echo(environ, start_response):
        seen.update(environ, body=environ["wsgi.input"].read())
        start_response("203 Odd Reason", [("Content-Type", "text/plain"), ("ETag", '"v7"'),
                                          ("Set-Cookie", "a=1"), ("Set-Cookie", "b=2")])
        return [b"hello ", b"world"]

    async def scenario():
        bridge = WsgiBridge(echo, threads=2)
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", bridge.handle)
        async def chunks():
            yield b'{"a": '
            yield b"1}"
        try:
            async with TestClient(TestServer(app)) as client:
                resp = await client.post("/v1/a%2Fb/c?x=1&y=%20z", data=chunks(),
                                         headers=[("X-Thing", "one"), ("X-Thing", "two"), ("Content-Type", "a/b")])
                assert resp.status == 203 and resp.reason == "Odd Reason"
                assert resp.headers["ETag"] == '"v7"' and resp.headers.getall("Set-Cookie") == ["a=1", "b=2"]
                assert await resp.read() == b"hello world"
        finally:
            bridge.close()

    run(scenario())
    assert seen["REQUEST_METHOD"] == "POST" and seen["PATH_INFO"] == "/v1/a/b/c" and seen["SCRIPT_NAME"] == ""
    assert seen["QUERY_STRING"] == "x=1&y=%20z" and seen["HTTP_X_THING"] == "one, two"
    assert seen["CONTENT_TYPE"] == "a/b" and seen["body"] == b'{"a": 1}' and seen["CONTENT_LENGTH"] == "8"
    assert seen["REMOTE_ADDR"] == "127.0.0.1" and seen["wsgi.url_scheme"] == "http"
    assert seen["SERVER_NAME"] == "127.0.0.1" and seen["SERVER_PORT"].isdigit()
    assert seen["wsgi.version"] == (1, 0) and seen["SERVER_PROTOCOL"] == "HTTP/1.1"


def test_the_flask_app_runs_on_the_bridge_pool_never_on_the_event_loop():
    threads = []

    def where(environ, start_response):
        import threading

        threads.append(threading.current_thread().name)
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [b"ok"]

    async def scenario():
        bridge = WsgiBridge(where, threads=3)
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", bridge.handle)
        try:
            async with TestClient(TestServer(app)) as client:
                await asyncio.gather(*(client.get("/x") for _ in range(10)))
        finally:
            bridge.close()

    run(scenario())
    assert len(threads) == 10 and all(name.startswith("seraph-bridge") for name in threads)
    assert len(set(threads)) <= 3


def test_a_stream_during_a_database_outage_is_the_same_503_with_retry_after_as_the_flask_route_gives():
    from shared.service.errors import Unavailable

    def outage():
        fake = _fake()
        fake.service.fail["game_status"] = Unavailable("the database did not answer; retry")
        return fake

    want = create_app(app_obj=outage()).test_client().get("/v1/games/g1/events")

    async def scenario():
        fake = outage()
        async with TestClient(TestServer(create_front(fake.settings, app_obj=fake))) as client:
            resp = await client.get("/v1/games/g1/events")
            return resp.status, resp.headers["Retry-After"], resp.headers["Content-Type"], await resp.read()

    assert run(scenario()) == (503, want.headers["Retry-After"], "application/json", want.get_data())
