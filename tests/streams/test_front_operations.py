"""The front's own responses carry what the Flask app's carry: request ids, CORS headers, the stream-open rate
limit, the open-streams gauge and an access line without the token."""
import logging

from services.api.ratelimit import refusal
from shared.adapters import metrics
from tests.streams.conftest import front_client, run
from tests.streams.sse import create, read_messages


def test_a_stream_echoes_the_request_id_and_carries_cors_headers_for_an_allowed_origin(settings, app_obj):
    async def scenario():
        allowed = settings.with_(cors_origins=("https://play.example",))
        async with front_client(allowed, app_obj) as (client, _front):
            game = await create(client)
            resp = await client.get(f"/v1/games/{game['id']}/events",
                                    headers={"X-Request-ID": "abc-123", "Origin": "https://play.example"})
            assert resp.status == 200 and resp.headers["X-Request-ID"] == "abc-123"
            assert resp.headers["Access-Control-Allow-Origin"] == "https://play.example"
            assert "Retry-After" in resp.headers.get("Access-Control-Expose-Headers", "")
            resp.close()
            other = await client.get(f"/v1/games/{game['id']}/events", headers={"Origin": "https://evil.example"})
            assert "Access-Control-Allow-Origin" not in other.headers and len(other.headers["X-Request-ID"]) == 32
            other.close()

    run(scenario())


def test_stream_opens_over_the_rate_get_the_flask_apps_429(settings, app_obj):
    async def scenario():
        async with front_client(settings.with_(rate_streams="2/minute"), app_obj) as (client, _front):
            game = await create(client)
            opened = [await client.get(f"/v1/games/{game['id']}/events") for _ in range(2)]
            refused = await client.get(f"/v1/games/{game['id']}/events")
            assert [r.status for r in opened] == [200, 200] and refused.status == 429
            body = await refused.json()
            assert body["error"]["code"] == refusal(1)[1]["error"]["code"] == "rate_limited"
            assert int(refused.headers["Retry-After"]) >= 1
            for resp in opened:
                resp.close()

    run(scenario())


def test_the_open_streams_gauge_follows_the_streams_and_the_access_line_hides_the_token(settings, app_obj, caplog):
    seen = {}

    async def scenario():
        async with front_client(settings, app_obj) as (client, front):
            game = await create(client)
            seen["token"] = token = game["seats"][0]["token"]
            resp = await client.get(f"/v1/games/{game['id']}/events?token={token}")
            await read_messages(resp, lambda m: any("retry" in x for x in m))
            seen["open"] = (front.open, metrics.metrics()["open_streams"]._value.get())
            resp.close()
            await client.get(f"/v1/games/{game['id']}/events?token={token}&after=abc")

    with caplog.at_level(logging.DEBUG):
        run(scenario())
    assert seen["open"] == (1, 1)
    access = [r for r in caplog.records if r.name.endswith("access")]
    assert access, "the front writes an access line for its own routes"
    for record in access:
        assert seen["token"] not in record.getMessage() and seen["token"] not in str(getattr(record, "path", ""))


def test_a_stream_the_client_closes_is_logged_with_the_status_it_was_sent(settings, app_obj, caplog):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            resp = await client.get(f"/v1/games/{game['id']}/events")
            await read_messages(resp, lambda m: any("retry" in x for x in m))
            resp.close()  # the client leaves mid-stream

    def logged_streams():
        return [r for r in caplog.records if r.name == "seraph.access" and "/events" in r.getMessage()]

    with caplog.at_level(logging.INFO, logger="seraph.access"):
        run(scenario())
        import time
        deadline = time.monotonic() + 20  # the server logs the stream once it noticed the close: late on a loaded CI
        while not logged_streams() and time.monotonic() < deadline:
            time.sleep(0.05)
    streams = logged_streams()
    assert streams and all(getattr(r, "status", None) == 200 for r in streams), [r.getMessage() for r in streams]
