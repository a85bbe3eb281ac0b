"""Seat tokens over HTTP: POST /v1/games/{id}/seats/{seat}/token replaces one, POST .../stream-ticket issues a
stream ticket that GET .../events?ticket= accepts; and no token or ticket is ever written to a log."""
import logging

import pytest

from services.api import create_app
from services.api.schemas import SeatTokenSchema, StreamTicketSchema
from shared.service import tickets
from tests.factories import GameRequestFactory


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def game(client):
    created = client.post("/v1/games", json=GameRequestFactory())
    assert created.status_code == 201 and created.headers["Cache-Control"] == "no-store"
    body = created.get_json()
    return body["id"], [seat["token"] for seat in body["seats"]]


def _event_lines(resp) -> list[str]:
    return [line for line in resp.get_data(as_text=True).split("\n") if line.startswith(("id:", "data:"))]


def test_a_seat_replaces_its_token_and_the_old_one_is_refused_at_once(client, game):
    gid, (token0, token1) = game
    resp = client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0))
    assert resp.status_code == 200 and resp.headers["Cache-Control"] == "no-store"
    body = resp.get_json()
    assert SeatTokenSchema().validate(body) == {} and body["seat"] == 0 and body["token"] != token0
    assert client.get(f"/v1/games/{gid}/actions", headers=bearer(token0)).status_code == 401
    assert client.get(f"/v1/games/{gid}/events?token={token0}&max_seconds=0.05").status_code == 401
    assert client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0)).status_code == 401
    assert client.get(f"/v1/games/{gid}/actions", headers=bearer(body["token"])).get_json()["seat"] == 0
    assert client.get(f"/v1/games/{gid}/actions", headers=bearer(token1)).get_json()["seat"] == 1


@pytest.mark.parametrize("seat,auth,status,code", [
    ("1", "seat0", 403, "forbidden"), ("0", None, 401, "unauthorized"), ("0", "junk", 401, "unauthorized"),
    ("٣", "seat0", 404, "not_found"), ("²", "seat0", 404, "not_found"), ("-1", "seat0", 404, "not_found"),
    ("0%00", "seat0", 404, "not_found"), ("9", "seat0", 403, "forbidden"), ("00", "seat0", 200, None),
])
def test_a_rotation_is_refused_unless_it_is_the_seats_own_token(client, game, seat, auth, status, code):
    gid, (token0, _token1) = game
    headers = {"seat0": bearer(token0), "junk": bearer("nope"), None: {}}[auth]
    resp = client.post(f"/v1/games/{gid}/seats/{seat}/token", headers=headers)
    assert resp.status_code == status, resp.get_json()
    if code:
        assert resp.get_json()["error"]["code"] == code
        assert client.get(f"/v1/games/{gid}/actions", headers=bearer(token0)).status_code == 200, "unchanged"


def test_a_rotation_of_an_unknown_game_is_a_404(client, game):
    _gid, (token0, _) = game
    assert client.post("/v1/games/nope/seats/0/token", headers=bearer(token0)).status_code == 404
    assert client.post("/v1/games/nope/stream-ticket", headers=bearer(token0)).status_code == 404


def test_a_stream_ticket_opens_the_seats_stream(client, game):
    gid, (token0, token1) = game
    resp = client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token1))
    assert resp.status_code == 200 and resp.headers["Cache-Control"] == "no-store"
    issued = resp.get_json()
    assert StreamTicketSchema().validate(issued) == {} and issued["expires_in"] == tickets.TICKET_SECONDS
    by_ticket = client.get(f"/v1/games/{gid}/events?ticket={issued['ticket']}&state=true&max_seconds=0.05")
    by_token = client.get(f"/v1/games/{gid}/events?token={token1}&state=true&max_seconds=0.05")
    spectator = client.get(f"/v1/games/{gid}/events?state=true&max_seconds=0.05")
    assert by_ticket.status_code == by_token.status_code == 200
    assert _event_lines(by_ticket) == _event_lines(by_token) != _event_lines(spectator)  # seat 1's view
    assert client.post(f"/v1/games/{gid}/stream-ticket").status_code == 401
    assert client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer("nope")).status_code == 401


def test_a_ticket_for_another_game_altered_expired_or_combined_is_refused(client, app_obj, game):
    gid, (token0, _) = game
    other = client.post("/v1/games", json=GameRequestFactory()).get_json()["id"]
    ticket = client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token0)).get_json()["ticket"]
    head, mac = ticket.rsplit(".", 1)
    for query, status in ((f"ticket={ticket}", 200), (f"ticket={ticket}", 200), (f"ticket={head}.{mac[::-1]}", 401),
                          (f"ticket={ticket.replace('st1.0.', 'st1.1.')}", 401), ("ticket=", 400),
                          ("ticket=%00", 401), (f"ticket={ticket}%00", 401), (f"ticket={ticket}&token={token0}", 400)):
        resp = client.get(f"/v1/games/{gid}/events?{query}&max_seconds=0.05")
        assert resp.status_code == status, (query, resp.get_data()[:200])
        if status != 200:
            assert resp.get_json()["error"]["code"] == ("bad_request" if status == 400 else "unauthorized")
    assert client.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05",
                      headers=bearer(token0)).status_code == 400
    assert client.get(f"/v1/games/{other}/events?ticket={ticket}&max_seconds=0.05").status_code == 401
    assert client.get(f"/v1/games/nope/events?ticket={ticket}&max_seconds=0.05").status_code == 404
    queries = app_obj.service.queries
    real = queries.clock
    queries.clock = lambda: real() + tickets.TICKET_SECONDS + 2
    try:
        resp = client.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05")
    finally:
        queries.clock = real
    assert resp.status_code == 401 and "expired" in resp.get_json()["error"]["message"]


def test_a_rotation_voids_the_tickets_issued_with_the_old_token(client, game):
    gid, (token0, _) = game
    ticket = client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token0)).get_json()["ticket"]
    new = client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0)).get_json()["token"]
    assert client.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05").status_code == 401
    fresh = client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(new)).get_json()["ticket"]
    assert client.get(f"/v1/games/{gid}/events?ticket={fresh}&max_seconds=0.05").status_code == 200


def test_a_rotation_on_one_process_is_seen_at_once_by_another(settings, app_obj):
    """Two API processes on one database: the second one used the old token just before the rotation."""
    from shared.bootstrap import bootstrap

    second = bootstrap(settings, run_queue=False)
    try:
        a, b = create_app(settings, app_obj=app_obj).test_client(), create_app(settings, app_obj=second).test_client()
        body = a.post("/v1/games", json=GameRequestFactory()).get_json()
        gid, token = body["id"], body["seats"][0]["token"]
        assert b.get(f"/v1/games/{gid}/actions", headers=bearer(token)).status_code == 200
        new = a.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token)).get_json()["token"]
        assert b.get(f"/v1/games/{gid}/actions", headers=bearer(token)).status_code == 401
        assert b.get(f"/v1/games/{gid}/actions", headers=bearer(new)).status_code == 200
        ticket = a.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(new)).get_json()["ticket"]
        assert b.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05").status_code == 200
    finally:
        second.close()


def _records_text(records) -> str:
    """Everything a captured log record holds: its message, arguments, extras and traceback text."""
    out = []
    for record in records:
        out.append(record.getMessage())
        out.append(repr(vars(record)))
        if record.exc_info:
            out.append(logging.Formatter().formatException(record.exc_info))
    return "\n".join(out)


def test_no_token_or_ticket_is_ever_written_to_a_log(client, app_obj, caplog):
    caplog.set_level(logging.DEBUG)
    created = client.post("/v1/games", json=GameRequestFactory()).get_json()
    gid, secrets = created["id"], [seat["token"] for seat in created["seats"]]
    token0 = secrets[0]
    ticket = client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token0)).get_json()["ticket"]
    secrets.append(ticket)
    client.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05")
    client.get(f"/v1/games/{gid}/events?token={token0}&max_seconds=0.05")
    client.get(f"/v1/games/{gid}/events?ticket={ticket}&token={token0}&max_seconds=0.05")
    client.get(f"/v1/games/{gid}?token={token0}", headers=bearer(token0))
    new = client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0)).get_json()["token"]
    secrets.append(new)
    client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0))  # refused: the old one
    client.get(f"/v1/games/{gid}/events?ticket={ticket}&max_seconds=0.05")  # refused: voided
    client.get(f"/v1/games/{gid}/events?token={token0}x&max_seconds=0.05")
    client.post(f"/v1/games/{gid}/moves", json={"action": {"type": "x"}}, headers=bearer(new))
    text = _records_text(caplog.records)
    assert caplog.records, "the flows above log something (access lines at least)"
    leaked = [secret for secret in secrets if secret in text]
    assert not leaked, f"{len(leaked)} credential(s) found in the captured log records"


def test_a_seats_open_stream_ends_when_its_token_is_replaced(app_obj, game):
    """The thread-per-stream loop (services/api/sse.py): the seat's stream sends the event and ends; the other
    seat's stream and a spectator's go on."""
    from services.api.sse import event_stream

    gid, (token0, _token1) = game
    service, notifier = app_obj.service, app_obj.notifier
    streams = {viewer: event_stream(service, notifier, gid, viewer, 0, keepalive=0.05, max_seconds=10)
               for viewer in (0, 1, None)}
    for stream in streams.values():
        assert next(stream).startswith(b"retry:")
        assert b"game_created" in next(stream)
    service.rotate_token(gid, 0, token0)
    rest = b"".join(streams[0])  # ends at once, long before max_seconds
    assert b"event: seat_token_replaced" in rest
    for viewer in (1, None):
        chunk = next(streams[viewer])
        while chunk.startswith(b": keepalive"):
            chunk = next(streams[viewer])
        assert b"event: seat_token_replaced" in chunk
        assert next(streams[viewer]).startswith(b": keepalive"), "the other streams go on"
        streams[viewer].close()
