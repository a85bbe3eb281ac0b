"""The async front at its edges: stream tickets and replaced tokens on the native SSE route, input that used to
fail with a 500 (Last-Event-ID "²", NUL in ids), and what aiohttp answers by itself (malformed HTTP, broken
chunked bodies, bodies over the limit) as the API's JSON error body; no credential in its access log."""
import asyncio
import logging

from tests.streams.conftest import front_client, run
from tests.streams.sse import create, parse


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


async def _status(client, path, **kw):
    resp = await client.get(path, **kw)
    body = await resp.read()
    return resp.status, resp.headers.get("Content-Type", ""), body


def test_a_stream_ticket_opens_the_seats_stream_through_the_front(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            # no bot seat: a bot's move between the two reads below would make the two streams differ
            game = await create(client, {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bob"}]})
            gid, token = game["id"], game["seats"][1]["token"]
            resp = await client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token))
            assert resp.status == 200 and resp.headers["Cache-Control"] == "no-store"
            ticket = (await resp.json())["ticket"]
            opened = {}
            for name, query in (("ticket", f"ticket={ticket}"), ("token", f"token={token}"), ("spectator", "")):
                status, ctype, body = await _status(client, f"/v1/games/{gid}/events?{query}&state=true"
                                                            "&max_seconds=0.3")
                assert status == 200 and ctype.startswith("text/event-stream"), (name, body[:200])
                opened[name] = [m for m in parse(body) if "data" in m]
            assert opened["ticket"] == opened["token"] != opened["spectator"]
            other = await create(client)
            for path, status, code in ((f"/v1/games/{other['id']}/events?ticket={ticket}", 401, "unauthorized"),
                                       (f"/v1/games/{gid}/events?ticket={ticket[:-2]}", 401, "unauthorized"),
                                       (f"/v1/games/{gid}/events?ticket={ticket}&token={token}", 400, "bad_request"),
                                       (f"/v1/games/nope/events?ticket={ticket}", 404, "not_found")):
                resp = await client.get(path)
                assert resp.status == status and (await resp.json())["error"]["code"] == code, path
            new = await (await client.post(f"/v1/games/{gid}/seats/1/token", headers=bearer(token))).json()
            for query in (f"ticket={ticket}", f"token={token}"):
                resp = await client.get(f"/v1/games/{gid}/events?{query}")
                assert resp.status == 401, query  # the old token and its ticket: refused at once
            status, _ctype, _body = await _status(client, f"/v1/games/{gid}/events?token={new['token']}"
                                                          "&max_seconds=0.1")
            assert status == 200

    run(scenario())


def test_junk_stream_parameters_are_a_4xx_never_a_500(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid = game["id"]
            for raw in ("²", "٣", "１", "1²", "-1", "1e3", "x", "9" * 20):
                status, ctype, body = await _status(client, f"/v1/games/{gid}/events",
                                                    headers={"Last-Event-ID": raw})
                assert status == 400 and ctype.startswith("application/json"), (raw, status, body[:200])
            for query in ("after=٣", "after=１", "after=²", "max_seconds=١", "token=a%00b", "ticket=a%01b"):
                status, ctype, body = await _status(client, f"/v1/games/{gid}/events?{query}")
                assert 400 <= status < 500 and ctype.startswith("application/json"), (query, status, body[:200])
            for junk in ("a%00b", "%00", "a%7Fb", "a%C2%85b"):
                status, ctype, _body = await _status(client, f"/v1/games/{junk}/events")
                assert status == 404 and ctype.startswith("application/json"), junk

    run(scenario())


async def _raw(port: int, data: bytes, pause_after_head: bool = False, timeout: float = 10.0,
               one_answer: bool = False) -> bytes:
    """Send raw bytes (the head first, then the rest after a moment if asked) and read until the server closes the
    connection, or just the first answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        if pause_after_head:
            head, _, rest = data.partition(b"\r\n\r\n")
            writer.write(head + b"\r\n\r\n")
            await writer.drain()
            await asyncio.sleep(0.1)
            data = rest
        writer.write(data)
        await writer.drain()
        if not one_answer:
            return await asyncio.wait_for(reader.read(), timeout)
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), timeout)
        length = [int(line.split(b":")[1]) for line in head.split(b"\r\n")
                  if line.lower().startswith(b"content-length:")]
        return head + await asyncio.wait_for(reader.readexactly(length[0]), timeout)
    finally:
        writer.close()


def _split(answer: bytes) -> tuple[int, dict, bytes]:
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), {k.lower(): v for k, v in headers.items()}, body


CHUNKED = (b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
           b"Transfer-Encoding: chunked\r\n\r\n")


def test_malformed_http_and_broken_bodies_get_the_json_error_body(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            port = client.server.port
            cases = [
                (CHUNKED + b"zz\r\nabc\r\n0\r\n\r\n", False, 400),       # bad chunk size, all at once
                (CHUNKED + b"zz\r\nabc\r\n0\r\n\r\n", True, 400),        # ... after the head: the handler reads it
                (CHUNKED + b"5\r\nabcdefgh\r\n0\r\n\r\n", True, 400),    # a chunk longer than it said
                (CHUNKED + b"3\r\nabc\r\nq\r\n", True, 400),
                (b"GET /v1/games/a\x01b HTTP/1.1\r\nHost: x\r\n\r\n", False, 400),
                (b"GET /v1/games HTTP/1.1\r\nHost: x\r\nX-A: a\x00b\r\n\r\n", False, 400),
                (b"NOT HTTP AT ALL\r\n\r\n", False, 400),
                (b"GET //v1//games//abc HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", False, 404),
                (b"GET /v1/games/abc/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", False, 404),
            ]
            for data, pause, want in cases:
                status, headers, body = _split(await _raw(port, data, pause))
                assert status == want and headers["content-type"].startswith("application/json"), (data, body)
                assert body.startswith(b'{"error":{"code":'), (data, body)
                assert "location" not in headers

    run(scenario())


def test_bodies_over_the_limit_are_a_json_413_again_and_again_on_one_connection(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            big = b"x" * (70 * 1024)
            for _ in range(6):  # aiohttp's client keeps the connection: each 413 leaves it usable
                resp = await client.post("/v1/games", data=big, headers={"Content-Type": "application/json"})
                assert resp.status == 413 and (await resp.json())["error"]["code"] == "payload_too_large"

            async def chunks():
                for _ in range(70):
                    yield b"y" * 1024

            resp = await client.post("/v1/games", data=chunks(), headers={"Content-Type": "application/json"})
            assert resp.status == 413 and (await resp.json())["error"]["code"] == "payload_too_large"
            port = client.server.port
            head = (b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                    b"Content-Length: %d\r\n" % len(big))
            # pipelined on one connection: every one answered, none reset
            answer = await _raw(port, (head + b"\r\n" + big) * 3 + head + b"Connection: close\r\n\r\n" + big)
            assert answer.count(b"HTTP/1.1 413 ") == 4 and answer.count(b'"payload_too_large"') == 4
            # Expect: 100-continue over the limit: refused before the body is sent
            status, headers, body = _split(await _raw(port, head + b"Expect: 100-continue\r\n\r\n", one_answer=True))
            assert status == 413 and b"payload_too_large" in body and headers.get("connection") == "close"

    run(scenario())


def test_the_fronts_access_log_never_shows_a_token_or_a_ticket(settings, app_obj, caplog):
    caplog.set_level(logging.DEBUG)

    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid, token = game["id"], game["seats"][0]["token"]
            ticket = (await (await client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token))).json())[
                "ticket"]
            for query in (f"ticket={ticket}", f"token={token}", f"TOKEN={token}&ticket={ticket}"):
                await _status(client, f"/v1/games/{gid}/events?{query}&max_seconds=0.05")
            await _status(client, f"/v1/games/{gid}?token={token}&ticket={ticket}", headers=bearer(token))
            return [token, ticket]

    secrets = run(scenario())
    text = "\n".join(record.getMessage() + repr(vars(record)) for record in caplog.records)
    assert "aiohttp.access" in text, "the test server's access log ran"
    assert not [s for s in secrets if s in text]


def test_a_seats_open_streams_end_when_its_token_is_replaced(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid, token0, token1 = game["id"], game["seats"][0]["token"], game["seats"][1]["token"]
            ticket = (await (await client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(token0))).json())[
                "ticket"]
            opened = {name: await client.get(f"/v1/games/{gid}/events?{query}")
                      for name, query in (("token", f"token={token0}"), ("ticket", f"ticket={ticket}"),
                                          ("other seat", f"token={token1}"), ("spectator", ""))}
            for resp in opened.values():
                assert resp.status == 200
                await resp.content.readuntil(b"game_created")
            resp = await client.post(f"/v1/games/{gid}/seats/0/token", headers=bearer(token0))
            assert resp.status == 200
            for name in ("token", "ticket"):  # the seat's streams send the event and end
                rest = await asyncio.wait_for(opened[name].content.read(), 5)
                assert b"event: seat_token_replaced" in rest, name
            for name in ("other seat", "spectator"):  # the others see the event and go on
                await asyncio.wait_for(opened[name].content.readuntil(b"seat_token_replaced"), 5)
                await asyncio.wait_for(opened[name].content.readuntil(b": keepalive"), 5)
                assert not opened[name].content.at_eof(), name
                opened[name].close()

    run(scenario())
