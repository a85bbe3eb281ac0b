"""The async front's side of the web client's gaps (issue 20): a game over whose stream has nothing left for the
caller answers 204 (with `state=true` too, and for a spectator when only chat kept from it follows), and the
fan-out's `state` messages carry `abort` and `undo` as the read does (the Flask path: tests/api/
test_play_by_post_reads.py)."""
import orjson

from tests.service.migrated import migrated_sqlite, settings  # noqa: F401 (fixtures)
from tests.streams.conftest import front_client, run
from tests.streams.sse import create, ids, read_messages

GAME = {"game": "fallen_angel", "seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": 1000}


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


async def post(client, url, token, body=None) -> dict:
    resp = await client.post(url, headers=bearer(token), json=body)
    assert resp.status in (200, 201), await resp.text()
    return await resp.json()


def test_a_spent_stream_is_a_204_with_state_and_for_a_spectator_kept_from_the_chat_after_the_end(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client, GAME)
            gid, tokens = game["id"], [s["token"] for s in game["seats"]]
            for token in tokens:
                await post(client, f"/v1/games/{gid}/abort", token)
            ended = app_obj.service.game_status(gid)["last_seq"]
            for query in ("state=true", f"state=true&token={tokens[0]}"):
                resp = await client.get(f"/v1/games/{gid}/events?{query}", headers={"Last-Event-ID": str(ended)})
                assert resp.status == 204 and await resp.read() == b"", query
            said = (await post(client, f"/v1/games/{gid}/chat", tokens[0], {"text": "gg"}))["seq"]
            spectator = await client.get(f"/v1/games/{gid}/events?state=true", headers={"Last-Event-ID": str(ended)})
            assert spectator.status == 204
            seat = await client.get(f"/v1/games/{gid}/events?token={tokens[1]}", headers={"Last-Event-ID": str(ended)})
            assert seat.status == 200 and said in ids(await read_messages(seat, lambda m: False))
            again = await client.get(f"/v1/games/{gid}/events?token={tokens[1]}", headers={"Last-Event-ID": str(said)})
            assert again.status == 204

    run(scenario())


def test_the_fanouts_state_messages_carry_the_seats_undo_and_the_abort_votes(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client, GAME)
            gid, tokens = game["id"], [s["token"] for s in game["seats"]]
            seat = await client.get(f"/v1/games/{gid}/events?state=true&token={tokens[0]}&max_seconds=5")
            spectator = await client.get(f"/v1/games/{gid}/events?state=true&max_seconds=5")
            actions = await (await client.get(f"/v1/games/{gid}/actions", headers=bearer(tokens[0]))).json()
            moved = await post(client, f"/v1/games/{gid}/moves?wait=5", tokens[0],
                               {"action": actions["actions"][0], "expected_version": 0})
            assert moved["status"] == "applied"
            await post(client, f"/v1/games/{gid}/abort", tokens[1])

            def voted(messages):
                return any(m.get("event") == "state" and orjson.loads(m["data"])["abort"]["votes"] == [1]
                           for m in messages)
            mine = [orjson.loads(m["data"]) for m in await read_messages(seat, voted) if m.get("event") == "state"]
            theirs = [orjson.loads(m["data"]) for m in await read_messages(spectator, voted)
                      if m.get("event") == "state"]
            assert mine[-1]["undo"] == {"to_version": 0, "versions": [0]} and mine[-1]["version"] == 1
            assert theirs[-1]["undo"] is None and theirs[-1]["abort"] == mine[-1]["abort"]
            assert mine[-1]["abort"] == {"moves_per_seat": 2, "before_version": 4, "votes": [1], "needed": [0, 1],
                                         "possible": True}

    run(scenario())
