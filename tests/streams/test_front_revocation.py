"""Revoked means revoked everywhere, on the async front (issue 27 §1): the app's seat streams end, its tickets and
tokens are refused, and a seat a player joined without the app streams on. The revocation is made by another
process's objects (its own bootstrap on the same database, as `seraph apps revoke` is): the database is the
record, and the front's streams learn of it from the log (here, with an in-process notifier each, at the next
keepalive's head check; with Redis, at once)."""
import asyncio

from shared.bootstrap import bootstrap
from shared.service.players import PlayByPost
from tests.streams.conftest import front_client, run


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


async def app_game(client, app: dict) -> tuple[str, str, str]:
    """(game id, alice's seat-0 token, the token of seat 1, which a player joined without the app) of a public
    game of the app (anyone may follow it as a spectator)."""
    body = {"game": "falling", "public": True, "seats": [{"player_id": "alice"}, {"kind": "open"}]}
    made = await (await client.post("/v1/games", json=body, headers=bearer(app["key"]))).json()
    joined = await client.post(f"/v1/games/{made['id']}/join", json={"code": made["seats"][1]["invitation"]})
    assert joined.status == 200
    return made["id"], made["seats"][0]["token"], (await joined.json())["token"]


def test_the_fronts_streams_of_a_revoked_apps_seat_end_and_a_players_own_seat_streams_on(settings, app_obj):
    app = PlayByPost(app_obj.service).apps.create("Tabletop")

    async def scenario():
        async with front_client(settings, app_obj) as (client, _front):
            gid, alice, player = await app_game(client, app)
            ticket = (await (await client.post(f"/v1/games/{gid}/stream-ticket", headers=bearer(alice))).json())[
                "ticket"]
            opened = {name: await client.get(f"/v1/games/{gid}/events?{query}")
                      for name, query in (("token", f"token={alice}"), ("ticket", f"ticket={ticket}"),
                                          ("player", f"token={player}"), ("spectator", ""))}
            for resp in opened.values():
                assert resp.status == 200
                await resp.content.readuntil(b"game_started")
            other_process = bootstrap(settings)
            try:
                await asyncio.get_running_loop().run_in_executor(
                    None, PlayByPost(other_process.service).apps.revoke, app["id"])
            finally:
                other_process.close()
            for name in ("token", "ticket"):  # the seat's streams send the event and end
                rest = await asyncio.wait_for(opened[name].content.read(), 5)
                assert b"event: seat_revoked" in rest, name
            for name in ("player", "spectator"):  # the player's own seat and a public reader go on
                await asyncio.wait_for(opened[name].content.readuntil(b"seat_revoked"), 5)
                await asyncio.wait_for(opened[name].content.readuntil(b": keepalive"), 5)
                assert not opened[name].content.at_eof(), name
                opened[name].close()
            for query in (f"token={alice}", f"ticket={ticket}"):
                resp = await client.get(f"/v1/games/{gid}/events?{query}")
                assert resp.status == 401 and (await resp.json())["error"]["code"] == "app_revoked", query
            assert (await client.get(f"/v1/games/{gid}/events?token={player}&max_seconds=0.05")).status == 200

    run(scenario())
