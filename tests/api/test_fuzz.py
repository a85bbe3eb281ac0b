"""Junk input never produces a 500 or an HTML page: always a 4xx with the JSON error envelope.

Runs against the fake-backed app (HTTP layer) and against the embedded app with Falling (whole stack); the hostile
strings at the end also on PostgreSQL and through the real front.
"""
import asyncio
import collections
import hashlib
import os
import random
import socket
import threading
from urllib.parse import quote

import orjson
import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from services.api.openapi import openapi_dict
from tests.factories import GameRequestFactory

JUNK_BODIES = [
    b"", b" ", b"not json", b"{", b"[]", b"[1, 2]", b"null", b"42", b'"text"', b"true", b"\xff\xfe\x00",
    b"[" * 5000 + b"]" * 5000, b'{"a": ' * 3000 + b"1" + b"}" * 3000, b"1e999", b"NaN", b'{"x": Infinity}',
    b"1" * 5000, b'{"game": "falling", "seats": [{}], "seed": 1e999}', b'{"\xc3\x28": 1}',
]
JUNK_CREATE = [
    {}, {"game": ["falling"], "seats": [{}]}, {"game": "falling", "seats": "two"},
    {"game": "falling", "seats": [{}], "seed": 10**40}, {"game": "falling", "seats": [{}], "seed": -5},
    {"game": "falling", "seats": [{}], "seed": "7"}, {"game": "falling", "seats": [{}], "options": "fast"},
    {"game": "falling", "seats": [{"kind": "dragon"}]}, {"game": "falling", "seats": [{}], "colour": "red"},
    {"game": "falling", "seats": [{"name": 5}]}, {"game": "falling", "seats": [[]]},
    {"game": "falling", "seats": [{}] * 50}, {"game": "x" * 100, "seats": [{}]},
]
JUNK_MOVES = [
    {}, {"action": None}, {"action": []}, {"action": "draw"}, {"action": {"type": None}}, {"action": {"type": 7}},
    {"action": {"type": "draw"}, "expected_version": -1}, {"action": {"type": "draw"}, "expected_version": 2**64},
    {"action": {"type": "draw"}, "expected_version": "1"}, {"action": {"type": "draw"}, "expected_version": 1.5},
    {"action": {"type": "draw"}, "seat": 3}, {"action": {"type": "x" * 1000}},
]
JUNK_QUERIES = [
    "after=-1", "after=abc", "after=1e999", "after=" + "9" * 40, "after=1.5", "limit=0", "limit=100000",
    "limit=-3", "after=%00",
]
JUNK_LIST_QUERIES = ["status=bogus", "limit=0", "limit=99999", "offset=-5", "offset=" + "9" * 40, "limit=abc"]
JUNK_IDS = ["nope", "x" * 300, "%00", "%E2%98%83", "..%2F..%2Fetc", "1' OR '1'='1", "-1"]


@pytest.fixture(params=["fake", "embedded"])
def target(request):
    """(client, game_id, token of a seat) for the fake app or a real embedded game."""
    if request.param == "fake":
        return request.getfixturevalue("fake_client"), "g1", "tok-0"
    client = request.getfixturevalue("client")
    created = client.post("/v1/games", json=GameRequestFactory()).get_json()
    return client, created["id"], created["seats"][0]["token"]


def _assert_4xx(resp, what):
    assert 400 <= resp.status_code < 500, (what, resp.status_code, resp.get_data()[:300])
    body = resp.get_json(silent=True)
    assert body is not None and set(body["error"]) == {"code", "message", "details"}, (what, resp.get_data()[:300])


@pytest.mark.parametrize("path", ["/v1/games", "/v1/games/{gid}/moves"])
def test_junk_bodies_are_refused_with_a_4xx(target, path):
    client, gid, token = target
    for body in JUNK_BODIES:
        resp = client.post(path.format(gid=gid), data=body, content_type="application/json",
                           headers={"Authorization": f"Bearer {token}"})
        _assert_4xx(resp, body[:40])


def test_malformed_create_bodies_are_refused_with_a_4xx(target):
    client, _gid, _token = target
    for body in JUNK_CREATE:
        _assert_4xx(client.post("/v1/games", json=body), body)


def test_malformed_moves_are_refused_with_a_4xx(target):
    client, gid, token = target
    for body in JUNK_MOVES:
        _assert_4xx(client.post(f"/v1/games/{gid}/moves", json=body, headers={"Authorization": f"Bearer {token}"}),
                    body)


def test_junk_query_parameters_are_refused_with_a_4xx(target):
    client, gid, _token = target
    for query in JUNK_QUERIES:
        _assert_4xx(client.get(f"/v1/games/{gid}/log?{query}"), query)
        if not query.startswith("limit"):
            _assert_4xx(client.get(f"/v1/games/{gid}/events?{query}&max_seconds=0.1"), query)
    for query in JUNK_LIST_QUERIES:
        _assert_4xx(client.get(f"/v1/games?{query}"), query)
    for query in ["max_seconds=0", "max_seconds=-1", "max_seconds=nan", "max_seconds=1e9"]:
        _assert_4xx(client.get(f"/v1/games/{gid}/events?{query}"), query)


def test_unknown_or_junk_ids_are_a_404_everywhere(target):
    client, gid, token = target
    auth = {"Authorization": f"Bearer {token}"}
    for junk in JUNK_IDS:
        for path in (f"/v1/games/{junk}", f"/v1/games/{junk}/actions", f"/v1/games/{junk}/log",
                     f"/v1/games/{junk}/events?max_seconds=0.1", f"/v1/games/{gid}/moves/{junk}"):
            resp = client.get(path, headers=auth)
            _assert_4xx(resp, path)
        _assert_4xx(client.post(f"/v1/games/{junk}/moves", json={"action": {"type": "draw"}}, headers=auth), junk)


def test_junk_authorization_headers_are_a_401(target):
    client, gid, _token = target
    for header in ["Bearer", "Bearer  ", "Token abc", "bearer \u00e9\u00e9", "Bearer " + "a" * 5000, "Bearer a b"]:
        resp = client.get(f"/v1/games/{gid}", headers={"Authorization": header})
        assert resp.status_code == 401, header
        _assert_4xx(resp, header)


def test_random_bytes_never_cause_a_500(target):
    client, gid, token = target
    rnd = random.Random(1234)
    paths = ["/v1/games", f"/v1/games/{gid}/moves"]
    for _ in range(150):
        body = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 200)))
        resp = client.post(rnd.choice(paths), data=body, content_type=rnd.choice(["application/json", "text/plain"]),
                           headers={"Authorization": f"Bearer {token}"})
        _assert_4xx(resp, body[:40])


def test_junk_last_event_ids_are_a_400(target):
    client, gid, _token = target
    for raw in ["²", "٣", "１", "1²", "12٣", "-1", "+1", "1.0", "1e3", "0x10", "1_0", "9" * 20, str(2**63), "\x00"]:
        resp = client.get(f"/v1/games/{gid}/events?max_seconds=0.05", headers={"Last-Event-ID": raw})
        assert resp.status_code == 400, raw
        _assert_4xx(resp, raw)
    for raw in ["", " ", "7", " 7 "]:
        assert client.get(f"/v1/games/{gid}/events?max_seconds=0.05",
                          headers={"Last-Event-ID": raw}).status_code in (200, 204), raw


def test_paths_are_matched_as_sent_and_never_redirected(target):
    client, gid, _token = target
    for path in [f"//v1//games//{gid}", f"//v1/games/{gid}", "//v1/games", f"/v1/games/{gid}/", "/v1/rules/",
                 f"/v1//games/{gid}/log", f"//v1/games/{gid}/events?max_seconds=0.05", "//healthz"]:
        resp = client.get(path)
        assert resp.status_code == 404 and "Location" not in resp.headers, path
        _assert_4xx(resp, path)


def test_an_html_page_werkzeug_renders_itself_becomes_the_json_error_body(fake):
    from services.api import create_app

    app = create_app(app_obj=fake)
    app.add_url_rule("/v1/slashed/", "slashed", lambda: "ok")  # werkzeug redirects /v1/slashed to it (HTML 308)
    resp = app.test_client().get("/v1/slashed")
    assert resp.status_code == 404 and "Location" not in resp.headers
    _assert_4xx(resp, "redirect")


JUNK_OPTIONS = [
    {"partner_method": 5}, {"partner_method": "nonsense"}, {"partner_method": None}, {"original_turn_order": "yes"},
    {"original_turn_order": [1]}, {"automa_delay_seconds": "soon"}, {"automa_delay_seconds": -1},
    {"automa_delay_seconds": 1e300}, {"unknown": {"deep": [1, 2, {"x": None}]}}, {"": 1},
]
JUNK_ACTIONS = [
    {"type": "choose_supply", "res_side": 10**30}, {"type": "choose_supply", "res_side": 2**64 - 1},
    {"type": "choose_supply", "res_side": -(2**63)}, {"type": "choose_supply", "res_side": "0"},
    {"type": "choose_supply", "guild": {"a": [[[[]]]]}}, {"type": "choose_supply", "res_side": None},
    {"type": "\u0000"}, {"type": "label", "label": 5}, {"type": "pass", "label": {"x": 1}},
]


def test_junk_options_and_actions_for_the_real_game_are_refused_with_a_4xx(client):
    for options in JUNK_OPTIONS:
        _assert_4xx(client.post("/v1/games", json={"game": "falling", "seats": [{}, {}], "options": options}), options)
    created = client.post("/v1/games", json=GameRequestFactory()).get_json()
    gid, token = created["id"], created["seats"][0]["token"]
    for action in JUNK_ACTIONS:
        resp = client.post(f"/v1/games/{gid}/moves", json={"action": action}, headers={"Authorization": f"Bearer {token}"})
        _assert_4xx(resp, action)
    assert client.get(f"/v1/games/{gid}").get_json()["version"] == 0


# ------------------------------------------------------------------------------------------------------------------
# Hostile strings in every field, header and path parameter (issue 11): NUL and other control characters, and
# digits that are not ASCII ("²" passes str.isdigit, int() takes "٣" and "１"). Property-based (hypothesis, seeded),
# for every operation of the OpenAPI document, on SQLite and on PostgreSQL (which refuses NUL in text), through the
# Flask test client and through the real front (aiohttp + the WSGI bridge, raw HTTP on a socket). Every answer is a
# JSON 4xx or a success, never a 5xx; a refused request changes nothing in the database.
HOSTILE = ["\x00", "a\x00b", "\x00" * 3, "\x01", "\x08", "\t", "\x1b[31m", "\x1f", "\x7f", "\x85", "\x9f", "²", "٣",
           "１", "1²", "²1", "٣٣", "１0", "0١", "1_0", " 1", "1 ", "-0", "+1", "1e3", "0x1f", "\u2028", "\ufeff", "é",
           "%00", "", " ", "9" * 25, "a" * 300]
_ALPHABET = ["\x00", "\x01", "\x1f", "\x7f", "\x85", "²", "٣", "１", "0", "7", "a", "-", ".", " ", "é"]
hostile_text = st.one_of(st.sampled_from(HOSTILE), st.text(st.sampled_from(_ALPHABET), min_size=1, max_size=6))
FUZZ_EXAMPLES = int(os.environ.get("SERAPH_HOSTILE_EXAMPLES", "300"))  # 300 again with xdist (issue 28 §5)
#: 5xx answers seen per (backend, target): reported by the tests, and must all be 0
SERVER_ERRORS: collections.Counter = collections.Counter()
REQUESTS_SENT: collections.Counter = collections.Counter()

_SPEC = openapi_dict()
_OPS = [(method.upper(), path, op) for path, ops in _SPEC["paths"].items() for method, op in ops.items()]
#: body fields a hostile string replaces (a dotted path into the body; numbers become strings: a type error)
_BODY_FIELDS = {
    "/v1/games": ["game", "seats.0.name", "seats.1.name", "seats.0.kind", "seats.0.role", "seats.1.bot", "seed",
                  "options.{key}", "options.automa_delay_seconds"],
    "/v1/games/{game_id}/moves": ["action.type", "action.{key}", "action.label", "expected_version"],
    "/v1/games/{game_id}/vacation": ["days"],  # issue 20 §1 (services/api/routes_clocks.py)
    "/v1/games/{game_id}/join": ["code", "player_id"],  # issue 19 §2 (services/api/routes_apps.py)
    "/v1/webhooks": ["url", "events"],  # issue 19 §4 (services/api/routes_webhooks.py)
    "/v1/games/{game_id}/undo": ["expected_version", "to_version"],  # issue 20 §5 (services/api/routes_play.py)
    "/v1/games/{game_id}/chat": ["text"],  # issue 20 §6 (services/api/routes_play.py)
}
#: the slots of every operation: ("path" | "query" | "header" | "body", name)
SLOTS = [(method, path, (param["in"], param["name"])) for method, path, op in _OPS
         for param in op.get("parameters", [])]
SLOTS += [(method, path, ("header", "Authorization")) for method, path, _op in _OPS if "{game_id}" in path]
SLOTS += [(method, path, ("body", field)) for method, path, _op in _OPS if "requestBody" in _op
          for field in _BODY_FIELDS[path]]


class HostileWorld:
    """A real two-seat game whose valid ids and credentials fill every slot the example does not make hostile."""

    def __init__(self, send):
        self.send = send
        status, body = send("POST", "/v1/games", {}, orjson.dumps(GameRequestFactory(seed=None)))
        assert status == 201, body
        created = orjson.loads(body)
        self.game_id, self.token = created["id"], created["seats"][0]["token"]
        self.refresh_ticket()
        # One move pending or applied, so the move status route answers 200 when nothing in it is hostile.
        _, game = send("GET", f"/v1/games/{self.game_id}", {}, b"")
        active = created["seats"][orjson.loads(game)["active_seats"][0]]["token"]
        _, actions = send("GET", f"/v1/games/{self.game_id}/actions", {"Authorization": f"Bearer {active}"}, b"")
        status, body = send("POST", f"/v1/games/{self.game_id}/moves?wait=5", {"Authorization": f"Bearer {active}"},
                            orjson.dumps({"action": orjson.loads(actions)["actions"][0]}))
        assert status in (200, 202), body
        self.move_id = orjson.loads(body)["move_id"]

    def refresh_ticket(self):
        status, body = self.send("POST", f"/v1/games/{self.game_id}/stream-ticket",
                                 {"Authorization": f"Bearer {self.token}"}, b"")
        assert status == 200, body
        self.ticket = orjson.loads(body)["ticket"]

    def valid(self, kind: str, name: str) -> str | None:
        return {("path", "game_id"): self.game_id, ("path", "move_id"): self.move_id, ("path", "game"): "falling",
                ("path", "seat"): "0", ("path", "webhook_id"): "wh_0",  # issue 19 §4
                ("path", "player_id"): "alice", ("query", "turn"): "mine", ("query", "cursor"): None,  # §3
                ("query", "status"): "active", ("query", "game"): "falling",
                ("query", "limit"): "10", ("query", "offset"): "0", ("query", "after"): "0",
                ("query", "wait"): "0.1", ("query", "token"): None, ("query", "ticket"): None,
                ("query", "state"): "false", ("query", "max_seconds"): "0.05",
                ("header", "Idempotency-Key"): None, ("header", "Last-Event-ID"): None,
                ("header", "Authorization"): f"Bearer {self.token}"}.get((kind, name))


def _body(path: str, field: str | None, value: str | None) -> bytes:
    if path == "/v1/games":
        # the bot waits an hour: nothing changes the database behind the test's back
        body = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bob", "kind": "bot"}],
                "options": {"automa_delay_seconds": 3600}}
    else:
        body = {"action": {"type": "no_such_action"}}
    if field is not None:
        *parents, last = field.split(".")
        node = body
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        if last == "{key}":
            node[value] = 1  # the hostile string as a key
        else:
            node[int(last) if last.isdigit() else last] = value
    return orjson.dumps(body)


def build_request(world: HostileWorld, method: str, template: str, slot: tuple, value: str):
    """(method, path with query, headers, body) for `slot` = the hostile `value`, every other slot valid."""
    op = _SPEC["paths"][template][method.lower()]
    kind, name = slot
    path = template
    for param in op.get("parameters", []):
        if param["in"] == "path":
            given = value if (kind, name) == ("path", param["name"]) else world.valid("path", param["name"])
            path = path.replace("{%s}" % param["name"], quote(given, safe=""))
    query = []
    for param in op.get("parameters", []):
        if param["in"] == "query":
            given = value if (kind, name) == ("query", param["name"]) else world.valid("query", param["name"])
            if given is not None:
                query.append(f"{param['name']}={quote(given, safe='')}")
    if template.endswith("/events") and (kind, name) != ("query", "max_seconds"):
        query = [q for q in query if not q.startswith("max_seconds=")] + ["max_seconds=0.05"]
    headers = {}
    auth = world.valid("header", "Authorization") if "{game_id}" in template else None
    if (kind, name) == ("header", "Authorization"):
        auth = f"Bearer {value}"  # a hostile token (junk schemes: test_junk_authorization_headers_are_a_401)
    if auth is not None and not ((kind, name) in (("query", "token"), ("query", "ticket"))):
        headers["Authorization"] = auth
    if kind == "header" and name != "Authorization":
        headers[name] = value
    body = _body(template, name if kind == "body" else None, value) if "requestBody" in op else b""
    return method, path + ("?" + "&".join(query) if query else ""), headers, body


def db_fingerprint(engine) -> str:
    """Every row a refused request could have changed, as one digest."""
    with engine.connect() as conn:
        rows = [list(conn.execute(sa.text(sql)))
                for sql in ("SELECT id, version, status, last_seq, queued FROM games ORDER BY id",
                            "SELECT game_id, seat, name, token_hash FROM seats ORDER BY game_id, seat",
                            "SELECT count(*) FROM moves", "SELECT count(*) FROM events")]
    return hashlib.sha256(repr(rows).encode()).hexdigest()


class FrontThread:
    """The real front (aiohttp + the WSGI bridge to Flask) on a free port, its event loop in a thread."""

    def __init__(self, settings, app_obj):
        from aiohttp import web

        from services.streams.app import create_front

        self.loop = asyncio.new_event_loop()
        self.runner = web.AppRunner(create_front(settings, app_obj=app_obj))
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

        async def start():
            await self.runner.setup()
            site = web.TCPSite(self.runner, "127.0.0.1", 0)
            await site.start()
            return site._server.sockets[0].getsockname()[1]

        self.port = asyncio.run_coroutine_threadsafe(start(), self.loop).result(30)

    def send(self, method, path, headers, body, timeout=15.0):
        """Raw HTTP/1.1 (any byte in a path or header value goes through as given); (status, body)."""
        lines = [f"{method} {path} HTTP/1.1".encode("utf-8", "surrogatepass"), b"Host: 127.0.0.1",
                 b"Connection: close", b"Content-Length: %d" % len(body)]
        if body:
            lines.append(b"Content-Type: application/json")
        lines += [f"{k}: {v}".encode("utf-8", "surrogatepass") for k, v in headers.items()]
        with socket.create_connection(("127.0.0.1", self.port), timeout=timeout) as sock:
            sock.sendall(b"\r\n".join(lines) + b"\r\n\r\n" + body)
            chunks = []
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                chunks.append(chunk)
        answer = b"".join(chunks)
        head, _, payload = answer.partition(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        if b"\r\ntransfer-encoding: chunked" in head.lower():
            payload = b"<stream>"
        return status, payload

    def close(self):
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(30)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(10)
        self.loop.close()


@pytest.fixture
def backend(db_settings, db_app_obj):
    """(name, settings, app_obj) of the embedded app on SQLite or on PostgreSQL (tests/api/conftest.py)."""
    name = "postgresql" if db_settings.database_url.startswith("postgresql") else "sqlite"
    return name, db_settings, db_app_obj


@pytest.fixture(params=["flask", "front"])
def hostile_target(request, backend):
    """(label, send(method, path, headers, body) -> (status, body), engine) through Flask's test client or the
    real front."""
    from services.api import create_app

    name, wired_settings, wired = backend
    if request.param == "flask":
        client = create_app(wired_settings, app_obj=wired).test_client()

        def send(method, path, headers, body):
            resp = client.open(path, method=method, headers=headers, data=body,
                               content_type="application/json" if body else None)
            data = resp.get_data() if resp.mimetype != "text/event-stream" else b"<stream>"
            return resp.status_code, data

        yield f"{name}/flask", send, wired.store.engine
        return
    front = FrontThread(wired_settings, wired)
    try:
        yield f"{name}/front", front.send, wired.store.engine
    finally:
        front.close()


def test_hostile_strings_in_every_field_header_and_path_parameter_never_cause_a_5xx(hostile_target):
    label, send, engine = hostile_target
    world = HostileWorld(send)
    outcomes: collections.Counter = collections.Counter()

    def check(slot, value):
        method, template, (kind, name) = slot
        request = build_request(world, method, template, (kind, name), value)
        before = db_fingerprint(engine)
        try:
            status, body = send(*request)
        except ValueError:  # the Flask test client itself refuses to send it (a newline in a header): nothing sent
            outcomes["unsendable"] += 1
            return
        REQUESTS_SENT[label] += 1
        outcomes[status] += 1
        if status >= 500:
            SERVER_ERRORS[label] += 1
        assert status < 500, (label, request, body[:300])
        if status >= 400:
            error = orjson.loads(body)["error"]
            assert set(error) == {"code", "message", "details"}, (request, body[:300])
            assert db_fingerprint(engine) == before, ("a refused request changed the database", request)
        elif template.endswith("/seats/{seat}/token"):
            world.token = orjson.loads(body)["token"]  # the seat's token was replaced: keep playing with the new one
            world.refresh_ticket()

    # Every slot with each kind of hostile character, then hypothesis's mixtures on slots it picks.
    for slot in SLOTS:
        for value in ("\x00", "a\x00b", "\x01", "\x7f", "\x85", "²", "٣", "１"):
            check(slot, value)

    @hsettings(max_examples=FUZZ_EXAMPLES, deadline=None, database=None, derandomize=True,
               suppress_health_check=list(HealthCheck))
    @given(slot=st.sampled_from(SLOTS), value=hostile_text)
    def explore(slot, value):
        check(slot, value)

    explore()
    statuses = dict(sorted((k, v) for k, v in outcomes.items() if isinstance(k, int)))
    print(f"\nhostile strings, {label}: {REQUESTS_SENT[label]} requests over {len(SLOTS)} slots, "
          f"{SERVER_ERRORS[label]} 5xx; statuses {statuses}")
    assert SERVER_ERRORS[label] == 0
    assert set(k for k in outcomes if isinstance(k, int)) & {400, 401, 404}, "hostile input is refused"
