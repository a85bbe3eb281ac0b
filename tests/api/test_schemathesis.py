"""Property-based fuzzing from the generated OpenAPI document (schemathesis, in-process over WSGI).

For every operation of /v1/openapi.json, in both generation modes (positive: data the spec allows,
negative: data it forbids), against the embedded app on a temporary SQLite file with a real Falling game:

- no response is a 5xx;
- the status code is documented for the operation, the content type is the documented one (JSON
  everywhere except the SSE stream's 200) and the body validates against the documented schema;
- data the spec forbids is refused with a 4xx (negative mode);
- on SQLite and on PostgreSQL.

The generator is steered to deep paths: path ids are mostly the real game / real moves, the bearer
token is mostly a real seat's, and a submitted move is often a legal action of the active seat (so the
game advances between examples). Waits are capped and the SSE stream is bounded by `max_seconds`, so
the whole module runs in well under a minute. Hypothesis runs derandomized: the run is reproducible.
"""
from __future__ import annotations

import collections
import math
import os

import orjson
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.checks import (
    content_type_conformance,
    negative_data_rejection,
    not_a_server_error,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.generation import GenerationMode

from services.api import schemas as s
from services.api.openapi import openapi_dict
from tests.factories import GameRequestFactory

#: SERAPH_FUZZ_EXAMPLES=500 SERAPH_FUZZ_RANDOM=1 pytest tests/api/test_schemathesis.py: a longer, random exploration.
MAX_EXAMPLES = int(os.environ.get("SERAPH_FUZZ_EXAMPLES", "40"))  # per operation and database; 40 again with xdist (issue 28 §5)
DERANDOMIZE = not os.environ.get("SERAPH_FUZZ_RANDOM")
WAIT_CAP = 0.5  # seconds: a generated ?wait= is capped so a pending move never holds a test for 10 s
STREAM_SECONDS = 0.05  # a valid generated ?max_seconds= is replaced by this (the stream ends quickly)

_SPEC = openapi_dict()
OPERATIONS = sorted((method.upper(), path) for path, ops in _SPEC["paths"].items() for method in ops)


def _negatable(method, path) -> bool:
    """Whether the spec forbids anything the generator could send (a body, or a constrained query/header).

    A plain string path id has no invalid value, so negative generation for those operations is
    impossible (hypothesis reports Unsatisfiable); they are fuzzed in positive mode only.
    """
    op = _SPEC["paths"][path][method.lower()]
    return "requestBody" in op or any(p["in"] != "path" for p in op.get("parameters", []))


#: (method, path, mode): every operation in positive mode, the ones with forbidden input also in negative mode.
RUNS = [(m, p, GenerationMode.POSITIVE) for m, p in OPERATIONS] + [
    (m, p, GenerationMode.NEGATIVE) for m, p in OPERATIONS if _negatable(m, p)]
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
    response_headers_conformance,
]


#: what `steer` now and then puts in a path parameter or header (tests/api/test_fuzz.py tries them everywhere)
HOSTILE = ["\x00", "a\x00b", "\x01", "\x1f", "\x7f", "\x85", "²", "٣", "１", "1²"]
HOSTILE_DIGITS = ["²", "٣", "１", "1²", "٣٣"]
SEEN: dict = collections.defaultdict(collections.Counter)  # statuses seen per run (SERAPH_FUZZ_STATS=1 prints them)


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


class World:
    """A real Falling game with two human seats, one applied move, and helpers to steer the generator."""

    def __init__(self, client):
        self.client = client
        # A clock of days (issue 20), so that vacation and reclaim are reachable; it never runs out in a test.
        created = client.post("/v1/games", json=GameRequestFactory(options={"clock": {"per_move": "3d",
                                                                                      "vacation_days": 365}}))
        assert created.status_code == 201, created.get_json()
        body = created.get_json()
        self.game_id = body["id"]
        self.tokens = [seat["token"] for seat in body["seats"]]
        self.move_ids = [self.play_one()]

    def active_seat(self):
        active = self.client.get(f"/v1/games/{self.game_id}").get_json()["active_seats"]
        return active[0] if active else 0

    def legal(self, seat):
        resp = self.client.get(f"/v1/games/{self.game_id}/actions", headers=bearer(self.tokens[seat]))
        return resp.get_json()["actions"] if resp.status_code == 200 else []

    def ticket(self, seat):
        resp = self.client.post(f"/v1/games/{self.game_id}/stream-ticket", headers=bearer(self.tokens[seat]))
        return resp.get_json()["ticket"] if resp.status_code == 200 else "st1.0.0." + "A" * 43

    def finish(self):
        """End the game (seat 0 resigns), so a rematch is offered (POST .../rematch); once."""
        if not getattr(self, "finished", False):
            assert self.client.post(f"/v1/games/{self.game_id}/resign", headers=bearer(self.tokens[0])).status_code == 200
            self.finished = True

    def undoable(self) -> dict:
        """A move of seat 0 it may take back (POST .../undo): the world becomes a Fallen Angel game whose seat 0
        makes choices that are no barrier (seed 1000), and seat 0 makes one; the undo body that takes it back."""
        if not getattr(self, "undo_game", False):
            created = self.client.post("/v1/games", json=GameRequestFactory(game="fallen_angel", seed=1000)).get_json()
            self.game_id, self.tokens, self.undo_game = created["id"], [s["token"] for s in created["seats"]], True
        actions = self.legal(0)
        resp = self.client.post(f"/v1/games/{self.game_id}/moves?wait=5", json={"action": actions[0]},
                                headers=bearer(self.tokens[0]))
        version = self.client.get(f"/v1/games/{self.game_id}").get_json()["version"]
        return {"expected_version": version, "to_version": version - 1 if resp.status_code == 200 else version}

    def waiting_game(self) -> tuple[str, str, str]:
        """(game id, its host's seat token, the invitation code of its open seat): a fresh game that waits for a
        player (issue 19 §2), for POST .../join and POST .../cancel to reach a 200."""
        created = self.client.post("/v1/games", json=GameRequestFactory(seats=[{"name": "Host"}, {"kind": "open"}]))
        body = created.get_json()
        return body["id"], body["seats"][0]["token"], body["seats"][1]["invitation"]

    def play_one(self):
        seat = self.active_seat()
        actions = self.legal(seat)
        assert actions, "the new game should wait for a human decision"
        resp = self.client.post(f"/v1/games/{self.game_id}/moves?wait=5", json={"action": actions[0]},
                                headers=bearer(self.tokens[seat]))
        assert resp.status_code == 200 and resp.get_json()["status"] == "applied", resp.get_json()
        return resp.get_json()["move_id"]


@pytest.fixture
def db_app(db_app_obj, db_settings):
    """The embedded app on SQLite and on PostgreSQL (tests/api/conftest.py)."""
    from services.api import create_app

    return create_app(db_settings, app_obj=db_app_obj)


@pytest.fixture
def world(db_app):
    return World(db_app.test_client())


def _valid_positive_float(raw, top):
    """`raw` (a generated query value) parsed as a number the API would accept, or None."""
    if isinstance(raw, (list, tuple)):
        raw = raw[0] if len(raw) == 1 else None
    try:
        value = float(raw)
    except (TypeError, ValueError):
        return None
    return value if math.isfinite(value) and 0 < value <= top else None


def content_type(response) -> str:
    values = response.headers.get("content-type") or [""]
    return values[0] if isinstance(values, list) else values


def check_sse_events(text: str) -> None:
    """Each SSE message's data is the JSON of an Event, or for `event: state` (state=true, no id) of a GameState
    (the spec documents both)."""
    for block in text.split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n") if line and not line.startswith(":"))
        if "data" in lines and lines.get("event") == "state":
            assert "id" not in lines and s.GameStateSchema().validate(orjson.loads(lines["data"])) == {}, lines
        elif "data" in lines:
            event = orjson.loads(lines["data"])
            assert s.EventSchema().validate(event) == {}, event
            assert lines["id"] == str(event["seq"]) and lines["event"] == event["type"], lines


def steer(case, data, world, mode):
    """Point a generated case at the real game most of the time; keep the generated junk otherwise.

    Bodies are only rewritten in positive mode: a negative case must keep the part the spec forbids.
    """
    params = case.path_parameters or {}
    # hypothesis favours small draws, so 0..3 (the likely ones) mean "the real id" and 4 "the generated one"
    if "game_id" in params and data.draw(st.integers(0, 4), label="generated_game") < 4:
        params["game_id"] = world.game_id
    if "game" in params and data.draw(st.integers(0, 3), label="generated_game_name") < 3:
        params["game"] = "falling"  # GET /v1/rules/{game}: mostly the real game, sometimes an unknown name
    if "move_id" in params and data.draw(st.integers(0, 3), label="generated_move") < 3:
        params["move_id"] = data.draw(st.sampled_from(world.move_ids), label="move_id")

    seat = None
    if case.operation.definition.raw.get("security") or "game_id" in params:
        choice = data.draw(st.sampled_from(["seat0", "seat1", "seat1", "none", "junk", "generated"]), label="auth")
        headers = dict(case.headers or {})
        if choice in ("seat0", "seat1"):
            seat = int(choice[-1])
            headers["Authorization"] = f"Bearer {world.tokens[seat]}"
        elif choice == "none":
            headers.pop("Authorization", None)
        elif choice == "junk":
            headers["Authorization"] = data.draw(st.sampled_from(["Bearer nope", "Basic abc", "Bearer", "bearer x y"]),
                                                 label="junk_auth")
        case.headers = headers

    op_id = case.operation.definition.raw.get("operationId")
    if data.draw(st.integers(0, 7), label="hostile") == 0:
        # Now and then one path parameter or header gets a NUL, a control character or a non-ASCII digit.
        slots = [("path", name) for name in params] + [("header", name) for name in (case.headers or {})]
        if slots:
            kind, name = data.draw(st.sampled_from(sorted(slots)), label="hostile_slot")
            # (schemathesis's client refuses a control character in a header; test_fuzz.py sends those raw)
            value = data.draw(st.sampled_from(HOSTILE if kind == "path" else HOSTILE_DIGITS), label="hostile_value")
            if kind == "path":
                params[name] = value
            else:
                case.headers[name] = ("Bearer " + value) if name == "Authorization" else value
    if "seat" in params and seat is not None and data.draw(st.integers(0, 3), label="own_seat") < 3:
        params["seat"] = str(seat)  # rotateSeatToken: mostly the seat of the token it is authorised by
    query = dict(case.query or {})
    if op_id == "submitMove":
        if "wait" in query and _valid_positive_float(query["wait"], 10) is not None:
            query["wait"] = str(min(_valid_positive_float(query["wait"], 10), WAIT_CAP))
        if (mode is GenerationMode.POSITIVE and params.get("game_id") == world.game_id
                and data.draw(st.booleans(), label="legal_move")):
            seat = world.active_seat()
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {world.tokens[seat]}"}
            actions = world.legal(seat)
            if actions:
                pick = actions[data.draw(st.integers(0, 10**6), label="action") % len(actions)]
                body = case.body if isinstance(case.body, dict) else {}
                body = {k: v for k, v in body.items() if k == "expected_version"}
                case.body = {**body, "action": pick}
    elif op_id == "eventStream":
        if _valid_positive_float(query.get("max_seconds"), 24 * 3600) is not None or "max_seconds" not in query:
            query["max_seconds"] = str(STREAM_SECONDS)
        if "token" in query and data.draw(st.booleans(), label="query_token"):
            query["token"] = world.tokens[data.draw(st.integers(0, 1), label="query_seat")]
        if "ticket" in query and data.draw(st.booleans(), label="query_ticket"):
            query["ticket"] = world.ticket(data.draw(st.integers(0, 1), label="ticket_seat"))
    elif op_id in ("joinGame", "cancelGame") and mode is GenerationMode.POSITIVE and data.draw(
            st.booleans(), label="waiting_game"):
        game_id, host, code = world.waiting_game()  # issue 19 §2: an open seat to fill, a host who may cancel
        params["game_id"] = game_id
        if op_id == "joinGame":
            case.body = {"code": code}
        else:
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {host}"}
    elif op_id == "rematch":  # offered once the game is over (issue 20 §4)
        world.finish()
    elif op_id == "undo" and mode is GenerationMode.POSITIVE and data.draw(st.booleans(), label="undoable"):
        case.body = world.undoable()  # issue 20 §5: seat 0 takes back the move it just made
        params["game_id"] = world.game_id
        case.headers = {**(case.headers or {}), "Authorization": f"Bearer {world.tokens[0]}"}
    elif op_id == "endVacation" and mode is GenerationMode.POSITIVE and seat is not None and data.draw(
            st.booleans(), label="on_vacation"):
        params["game_id"] = world.game_id  # issue 20 §1: the seat takes a day of vacation, to end it early
        world.client.post(f"/v1/games/{world.game_id}/vacation", json={"days": 1}, headers=bearer(world.tokens[seat]))
    elif (op_id == "createGame" and mode is GenerationMode.POSITIVE and isinstance(case.body, dict)
          and data.draw(st.booleans(), label="falling")):
        case.body["game"] = "falling"
    if query or case.query is not None:
        case.query = query
    return seat


@pytest.mark.parametrize("method,path,mode", RUNS, ids=[f"{m} {p} {mode.value}" for m, p, mode in RUNS])
def test_every_operation_honours_the_contract(db_app, world, method, path, mode):
    schema = schemathesis.openapi.from_wsgi("/v1/openapi.json", db_app)
    # Undeclared query parameters are ignored by design (the query schemas EXCLUDE unknown keys, and OpenAPI
    # does not forbid them); schemathesis would count one as "negative data" that must be refused.
    schema.config.generation.update(allow_extra_parameters=False)
    operation = schema[path][method]
    checks = CHECKS + ([negative_data_rejection] if mode is GenerationMode.NEGATIVE else [])

    @settings(max_examples=MAX_EXAMPLES, deadline=None, database=None, derandomize=DERANDOMIZE,
              suppress_health_check=list(HealthCheck))
    @given(case=operation.as_strategy(generation_mode=mode), data=st.data())
    def run(case, data):
        steer(case, data, world, mode)
        response = case.call()
        assert response.status_code < 500, (case.as_curl_command(), response.text[:500])
        if not path.endswith("/events") or response.status_code != 200:
            assert content_type(response).startswith("application/json"), case.as_curl_command()
        SEEN[(method, path, mode.value)][response.status_code] += 1
        case.validate_response(response, checks=checks)
        if path.endswith("/events") and response.status_code == 200:
            check_sse_events(response.text)
        if path.endswith("/seats/{seat}/token") and response.status_code == 200:
            replaced = response.json()
            world.tokens[replaced["seat"]] = replaced["token"]  # the old one no longer works: steer with the new one
        new_move = (response.json() or {}).get("move_id") if path.endswith("/moves") and response.status_code in (
            200, 202) else None
        if new_move and new_move not in world.move_ids:
            world.move_ids.append(new_move)

    run()
    seen = SEEN[(method, path, mode.value)]
    if mode is GenerationMode.POSITIVE and ("{game_id}" in path or "{game}" in path):  # steering reached it
        assert seen[200] + seen[201] + seen[202] > 0, dict(seen)
    if os.environ.get("SERAPH_FUZZ_STATS"):
        print(method, path, mode.value, dict(seen))
