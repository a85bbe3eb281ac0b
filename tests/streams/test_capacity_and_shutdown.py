"""Bounded resources and graceful restarts of the async front."""
import asyncio

from aiohttp.test_utils import TestClient, TestServer

from services.streams.app import FRONT, create_front

from tests.streams.conftest import front_client, run
from tests.streams.sse import create, parse, read_messages


async def _open(client, game_id: str, n: int) -> list:
    """n open streams of a game, each past its opening `retry:`."""
    streams = [await client.get(f"/v1/games/{game_id}/events") for _ in range(n)]
    for resp in streams:
        assert resp.status == 200
        await read_messages(resp, lambda m: any("retry" in x for x in m))
    return streams


def test_streams_over_the_per_address_limit_get_429_with_retry_after(settings, app_obj):
    async def scenario():
        async with front_client(settings.with_(max_streams_per_ip=3), app_obj) as (client, front):
            game = await create(client)
            streams = await _open(client, game["id"], 3)
            refused = await client.get(f"/v1/games/{game['id']}/events")
            body = await refused.json()
            assert refused.status == 429 and refused.headers["Retry-After"].isdigit()
            assert body["error"]["code"] == "too_many_requests"
            assert body["error"]["details"] == {"max_streams_per_ip": 3}
            streams[0].close()  # a closed stream gives its slot back within one keepalive
            for _ in range(400):  # up to 20 s: a loaded CI may notice the close late
                if front.open < 3:
                    break
                await asyncio.sleep(0.05)
            again = await client.get(f"/v1/games/{game['id']}/events")
            assert again.status == 200
            for resp in streams[1:] + [again]:
                resp.close()

    run(scenario())


def test_streams_over_the_process_limit_get_503_with_retry_after(settings, app_obj):
    async def scenario():
        async with front_client(settings.with_(max_streams=2), app_obj) as (client, _front):
            game = await create(client)
            streams = await _open(client, game["id"], 2)
            refused = await client.get(f"/v1/games/{game['id']}/events")
            assert refused.status == 503 and refused.headers["Retry-After"].isdigit()
            assert (await refused.json())["error"]["code"] == "service_unavailable"
            assert (await client.get("/healthz")).status == 200, "other requests are not limited"
            for resp in streams:
                resp.close()

    run(scenario())


def test_a_dead_connection_is_noticed_within_one_keepalive_and_leaves_its_channel(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, front):
            game = await create(client)
            streams = await _open(client, game["id"], 4)
            assert front.open == 4 and len(front.fanout.channels[game["id"]].subscribers) == 4
            for resp in streams:
                resp.close()
            # noticed at the next keepalive write (0.2 s); polled until one keepalive and a loaded machine's slack
            deadline = asyncio.get_running_loop().time() + settings.sse_keepalive_seconds * 1.1 + 1.0
            def is_gone():
                return front.open == 0 and not front.subscribers and game["id"] not in front.fanout.channels

            while not is_gone() and asyncio.get_running_loop().time() < deadline:
                await asyncio.sleep(0.02)
            assert is_gone()

    run(scenario())


def test_streams_do_not_hold_bridge_threads_so_health_and_reads_still_answer(settings, app_obj):
    async def scenario():
        async with front_client(settings.with_(bridge_threads=2), app_obj) as (client, front):
            game = await create(client)
            streams = await _open(client, game["id"], 12)  # six times the bridge's threads
            # held threads would block these for good; 10 s only absorbs a loaded CI
            health = await asyncio.wait_for(client.get("/healthz"), 10)
            read = await asyncio.wait_for(client.get(f"/v1/games/{game['id']}"), 10)
            assert health.status == 200 and read.status == 200
            assert (await read.json())["id"] == game["id"]
            assert front.bridge.pool._max_workers == 2 and front.open == 12
            for resp in streams:
                resp.close()

    run(scenario())


def test_a_shutdown_sends_every_stream_a_short_retry_hint_closes_it_and_refuses_new_ones(settings, app_obj):
    async def scenario():
        app = create_front(settings.with_(grace_seconds=4), app_obj=app_obj)
        client = TestClient(TestServer(app))
        await client.start_server()
        try:
            game = await create(client)
            streams = await _open(client, game["id"], 5)
            front = app[FRONT]
            bodies = [asyncio.ensure_future(resp.content.read()) for resp in streams]
            started = asyncio.get_running_loop().time()
            await app.shutdown()  # what SIGTERM runs (aiohttp's on_shutdown), before the connections close
            took = asyncio.get_running_loop().time() - started
            tails = [parse(body)[-1] for body in await asyncio.wait_for(asyncio.gather(*bodies), 3)]
            assert took < 1.0, "the streams close at once, long before the grace period"
            assert all(set(t) == {"retry"} and 250 <= int(t["retry"]) <= 1000 for t in tails), tails
            assert front.open == 0 and not front.subscribers
            refused = await client.get(f"/v1/games/{game['id']}/events")
            assert refused.status == 503 and refused.headers["Retry-After"] == "1"
        finally:
            await client.close()

    run(scenario())
