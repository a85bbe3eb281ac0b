"""Junk input never produces a 500 or an HTML page: always a 4xx with the JSON error envelope.

Runs against the fake-backed app (HTTP layer) and against the embedded app with Falling (whole stack).
"""
import random

import pytest

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
