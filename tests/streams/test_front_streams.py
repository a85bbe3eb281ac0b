"""The SSE route served natively by the async front, against an embedded app on SQLite."""
import asyncio
import time

import orjson

from services.api.sse import event_stream
from tests.streams.conftest import front_client, run
from tests.streams.sse import GAME, create, events, ids, last_seq, parse, play_one, read_messages

BOTS = {"game": "falling", "seats": [{"kind": "bot"}, {"kind": "bot"}]}


async def _finished_game(client, app_obj, body=BOTS) -> dict:
    game = await create(client, body)
    deadline = time.monotonic() + 20
    while app_obj.service.game_status(game["id"])["status"] != "finished":
        assert time.monotonic() < deadline, "the bots did not finish their game"
        await asyncio.sleep(0.05)
    return game


def _thread_loop_bytes(app_obj, game_id, viewer, after, with_state) -> bytes:
    """What the thread-per-stream loop (services/api/sse.py) sends for the same stream."""
    return b"".join(event_stream(app_obj.service, app_obj.notifier, game_id, viewer, after, keepalive=0.2,
                                 with_state=with_state))


def test_a_finished_games_stream_through_the_front_is_byte_for_byte_what_the_thread_loop_sends(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await _finished_game(client, app_obj)
            gid, token = game["id"], game["seats"][0]["token"]
            for query, viewer, with_state in ((f"token={token}&state=true", 0, True), ("state=true", None, True),
                                              ("", None, False), ("after=100", None, False)):
                resp = await client.get(f"/v1/games/{gid}/events?{query}")
                assert resp.status == 200
                assert resp.headers["Content-Type"] == "text/event-stream; charset=utf-8"
                assert resp.headers["Cache-Control"] == "no-cache" and resp.headers["X-Accel-Buffering"] == "no"
                after = 100 if "after" in query else 0
                assert await resp.read() == _thread_loop_bytes(app_obj, gid, viewer, after, with_state), query

    run(scenario())


def test_a_live_stream_sends_each_event_with_its_id_and_a_state_for_the_seat_and_for_a_spectator(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"][:2]}
            start = await last_seq(client, gid)
            seat = await client.get(f"/v1/games/{gid}/events?token={tokens[0]}&state=true&after={start}")
            spectator = await client.get(f"/v1/games/{gid}/events?state=true", headers={"Last-Event-ID": str(start)})
            opening = [await read_messages(r, lambda m: any(x.get("event") == "state" for x in m))
                       for r in (seat, spectator)]
            assert [m.get("retry") for m in opening[0][:1]] == ["2000"], "the stream opens with the retry hint"
            assert await play_one(client, gid, tokens)
            target = await last_seq(client, gid)
            seen = [opening[i] + await read_messages(r, lambda m: (ids(m) or [0])[-1] >= target and
                                                     m[-1].get("event") == "state")
                    for i, r in enumerate((seat, spectator))]
            for messages, token in zip(seen, (tokens[0], None)):
                headers = {"Authorization": f"Bearer {token}"} if token else {}
                log = (await (await client.get(f"/v1/games/{gid}/log?after={start}", headers=headers)).json())["events"]
                assert events(messages) == log[:len(events(messages))] and ids(messages)[-1] == target
                state = orjson.loads([m for m in messages if m.get("event") == "state"][-1]["data"])
                assert state == await (await client.get(f"/v1/games/{gid}", headers=headers)).json()
            seat_state = orjson.loads([m for m in seen[0] if m.get("event") == "state"][-1]["data"])
            spectator_state = orjson.loads([m for m in seen[1] if m.get("event") == "state"][-1]["data"])
            assert spectator_state["actions"] == [] and spectator_state["prompt"] is None
            assert seat_state["view"] != spectator_state["view"]
            seat.close()
            spectator.close()

    run(scenario())


def test_a_spectator_and_the_other_seat_never_see_a_seats_private_data(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"][:2]}
            streams = {viewer: await client.get(f"/v1/games/{gid}/events" + (f"?token={tokens[viewer]}"
                                                                              if viewer is not None else ""))
                       for viewer in (0, 1, None)}
            for _ in range(6):
                await play_one(client, gid, tokens)
            target = await last_seq(client, gid)
            seen = {}
            for viewer, resp in streams.items():
                got = events(await read_messages(resp, lambda m: (ids(m) or [0])[-1] >= target))
                headers = {"Authorization": f"Bearer {tokens[viewer]}"} if viewer is not None else {}
                log = (await (await client.get(f"/v1/games/{gid}/log", headers=headers)).json())["events"]
                assert got == log[:len(got)] and got[-1]["seq"] == target, f"viewer {viewer}: as the log redacts"
                seen[viewer] = {ev["seq"]: ev for ev in got}
                resp.close()
            withheld = [seq for seq, ev in seen[None].items() if ev.get("redacted")]
            assert withheld, "the game has private events, which a spectator sees redacted"
            for seq in withheld:
                owners = [v for v in (0, 1) if not seen[v][seq].get("redacted")]
                for v in (0, 1):
                    if v not in owners:
                        assert all(seen[v][seq] != seen[o][seq] for o in owners), f"seat {v} saw event {seq}"


def test_a_stream_resumed_with_last_event_id_has_no_gap_and_no_duplicate(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client, GAME)
            gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"][:2]}
            got: list[int] = []
            for round_ in range(4):
                headers = {"Last-Event-ID": str(got[-1])} if got else {}
                resp = await client.get(f"/v1/games/{gid}/events?max_seconds=0.6", headers=headers)
                await play_one(client, gid, tokens)
                got += ids(await read_messages(resp, lambda m: False))
            target = await last_seq(client, gid)
            resp = await client.get(f"/v1/games/{gid}/events?max_seconds=0.3&after=0",
                                    headers={"Last-Event-ID": str(got[-1])})
            got += ids(await read_messages(resp, lambda m: False))
            assert got == list(range(1, target + 1))

    run(scenario())


def test_a_finished_game_whose_stream_is_at_its_end_gets_204_so_event_source_stops(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await _finished_game(client, app_obj)
            gid, last = game["id"], app_obj.service.game_status(game["id"])["last_seq"]
            resp = await client.get(f"/v1/games/{gid}/events", headers={"Last-Event-ID": str(last)})
            assert resp.status == 204 and await resp.read() == b""
            resp = await client.get(f"/v1/games/{gid}/events?after={last - 2}")
            messages = parse(await resp.read())  # the unsent events, then the stream closes
            assert resp.status == 200 and ids(messages) == [last - 1, last]
            assert messages[-1]["event"] == "game_ended"

    run(scenario())


def test_a_stream_is_refused_as_the_flask_route_refuses_it(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client)
            gid = game["id"]
            cases = [(f"/v1/games/{gid}/events?token=nope", {}, 401, "unauthorized"),
                     (f"/v1/games/{gid}/events", {"Authorization": "Basic x"}, 401, "unauthorized"),
                     ("/v1/games/nope/events", {}, 404, "not_found"),
                     (f"/v1/games/{gid}/events?after=-1", {}, 400, "bad_request"),
                     (f"/v1/games/{gid}/events", {"Last-Event-ID": "x"}, 400, "bad_request")]
            for path, headers, status, code in cases:
                resp = await client.get(path, headers=headers)
                body = await resp.json()
                assert (resp.status, body["error"]["code"]) == (status, code), path
                assert set(body["error"]) == {"code", "message", "details"}

    run(scenario())
