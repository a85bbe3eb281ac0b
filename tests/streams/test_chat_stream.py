"""Chat over the event streams of the async front (issue 20 §6): a message reaches the seats' open streams as a
`chat` event, a stream resumed with Last-Event-ID picks up the messages after it, and a spectator's stream never
carries chat the game keeps from spectators (but does once the game allows it). An aborted game's stream ends."""
import pytest

from tests.service.migrated import copy_migrated, migrated_sqlite  # noqa: F401 (a fixture)
from tests.streams.conftest import front_client, run
from tests.streams.sse import create, events, ids, read_messages

GAME = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bob"}], "seed": 1000}


@pytest.fixture
def settings(settings, tmp_path, migrated_sqlite):  # noqa: F811
    copy_migrated(migrated_sqlite, tmp_path / "seraph.db")
    return settings


async def say(client, gid, token, text) -> int:
    resp = await client.post(f"/v1/games/{gid}/chat", json={"text": text},
                             headers={"Authorization": f"Bearer {token}"})
    assert resp.status == 201, await resp.text()
    return (await resp.json())["seq"]


def test_chat_reaches_the_seats_live_resumes_after_last_event_id_and_skips_spectators(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client, GAME)
            gid, tokens = game["id"], [s["token"] for s in game["seats"]]
            seat = await client.get(f"/v1/games/{gid}/events?token={tokens[1]}&max_seconds=3")
            spectator = await client.get(f"/v1/games/{gid}/events?max_seconds=1")
            first = await say(client, gid, tokens[0], "hello Bob")
            live = await read_messages(seat, lambda m: first in ids(m))
            assert [e["text"] for e in events(live) if e["type"] == "chat"] == ["hello Bob"]
            seat.close()
            second = await say(client, gid, tokens[0], "still there?")
            resumed = await client.get(f"/v1/games/{gid}/events?token={tokens[1]}&max_seconds=1",
                                       headers={"Last-Event-ID": str(first)})
            assert ids(await read_messages(resumed, lambda m: second in ids(m))) == [second]
            watched = events(await read_messages(spectator, lambda m: False))
            assert watched and all(e["type"] != "chat" for e in watched)

    run(scenario())


def test_a_spectator_reads_the_chat_of_a_game_that_allows_it_and_an_aborted_games_stream_ends(settings, app_obj):
    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            game = await create(client, dict(GAME, options={"spectator_chat": True}))
            gid, tokens = game["id"], [s["token"] for s in game["seats"]]
            spectator = await client.get(f"/v1/games/{gid}/events?max_seconds=5")
            said = await say(client, gid, tokens[1], "hi all")
            for token in tokens:
                await client.post(f"/v1/games/{gid}/abort", headers={"Authorization": f"Bearer {token}"})
            seen = events(await read_messages(spectator, lambda m: False))  # ends with the game, not at 5 s
            assert [e["text"] for e in seen if e["type"] == "chat"] == ["hi all"] and said in [e["seq"] for e in seen]
            assert seen[-1]["type"] == "game_ended" and seen[-1]["result"]["reason"] == "aborted"
            again = await client.get(f"/v1/games/{gid}/events", headers={"Last-Event-ID": str(seen[-1]["seq"])})
            assert again.status == 204

    run(scenario())
