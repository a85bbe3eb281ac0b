"""The per-process fan-out: one read per batch for every stream of a game, one rendering per viewer class."""
import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor

import orjson

import services.streams.fanout as fanout_module
from services.streams.fanout import Batch, Fanout
from shared.adapters.notify import Hub
from shared.engine.events import event, private_event
from tests.streams.conftest import front_client, run
from tests.streams.sse import create, ids, last_seq, play_one, read_messages


class SpyService:
    """Stored events of game "g" and counters of what the fan-out asks for."""

    def __init__(self):
        self.rows = [(1, 0, event("game_created"))]
        self.reads: list[tuple] = []
        self.states: list = []

    def raw_events(self, game_id, after, limit=500, with_state=False):
        self.reads.append((after, with_state))
        return [row for row in self.rows if row[0] > after][:limit]

    def words_context(self, game_id):
        from shared.engine import get_game

        return get_game("falling"), ["Ann", "Bob"]

    def seat_state(self, game_id, seat, version):
        self.states.append(seat)
        return {"seat": seat, "version": version}

    def game_status(self, game_id):
        return {"status": "active", "version": self.rows[-1][1], "last_seq": self.rows[-1][0]}


class HubNotifier:
    def __init__(self):
        self.hub = Hub()

    def start(self):
        pass


def _commit(service, notifier):
    """Two new events (one private to seat 0) stored, then published from another thread, as a worker does."""
    service.rows += [(2, 1, private_event("card_drawn", 0, [0], {"card": "SECRET"}, {"count": 1})),
                     (3, 1, event("turn_passed", 0))]
    publisher = threading.Thread(target=notifier.hub.deliver, args=("g", 3))
    publisher.start()
    publisher.join()


def test_one_batch_is_read_once_and_rendered_once_per_viewer_class_for_thirty_subscribers(monkeypatch):
    redactions = []
    real = fanout_module.redact_event
    monkeypatch.setattr(fanout_module, "redact_event", lambda ev, viewer: redactions.append(viewer) or real(ev, viewer))

    async def scenario():
        service, notifier = SpyService(), HubNotifier()
        with ThreadPoolExecutor(2) as pool:
            fan = Fanout(service, notifier, pool)
            fan.start()
            subs = [fan.subscribe("g", viewer, viewer != 1, 1, 1) for viewer in (0, 1, None) * 10]
            _commit(service, notifier)
            batches = [await asyncio.wait_for(sub.queue.get(), 5) for sub in subs]
            fan.close()
        return service, subs, batches

    service, subs, batches = run(scenario())
    assert service.reads == [(1, True)], "one read of the new events for all thirty streams"
    assert len(redactions) == 2 * 3 and sorted(map(str, redactions)) == sorted(map(str, [0, 0, 1, 1, None, None]))
    assert sorted(map(str, service.states)) == ["0", "None"], "one state per class that asked for it"
    for sub, batch in zip(subs, batches):
        assert isinstance(batch, Batch) and (batch.first, batch.last, batch.ended) == (2, 3, False)
        text = b"".join(raw for _, raw in batch.parts)
        assert (b"SECRET" in text) == (sub.viewer == 0), f"viewer {sub.viewer} got the private card"
        assert (batch.state is not None) == sub.with_state
    assert len({id(b.parts) for b in batches}) == 3, "the streams of one class share the same rendered bytes"


def test_a_subscriber_that_is_behind_the_channel_is_told_to_read_on_its_own():
    async def scenario():
        service, notifier = SpyService(), HubNotifier()
        with ThreadPoolExecutor(1) as pool:
            fan = Fanout(service, notifier, pool)
            fan.start()
            behind = fan.subscribe("g", None, False, 0, 1)  # resumed at 0 while the channel starts at 1
            _commit(service, notifier)
            batch = await asyncio.wait_for(behind.queue.get(), 5)
            fan.unsubscribe(behind)
            fan.close()
        return batch, fan

    batch, fan = run(scenario())
    assert batch.first == 2 and batch.first > 0 + 1, "the stream sees the gap and reads seq 1 itself"
    assert "g" not in fan.channels, "the last subscriber out removes the channel"


def test_many_streams_of_a_live_game_cost_one_read_per_notified_batch_not_one_per_stream(settings, app_obj):
    service = app_obj.service
    reads, heard = [], []
    real = service.raw_events
    service.raw_events = lambda *a, **k: reads.append(a[1]) or real(*a, **k)
    app_obj.notifier.hub.add_listener(lambda game_id, seq: heard.append(seq))

    async def scenario():
        async with front_client(settings.with_(sse_keepalive_seconds=5), app_obj) as (client, front):
            game = await create(client)
            gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"][:2]}
            start = await last_seq(client, gid)
            tokens_of = {0: f"&token={tokens[0]}", 1: f"&token={tokens[1]}", None: ""}
            url = f"/v1/games/{gid}/events?after={start}"
            streams = [await client.get(url + tokens_of[v]) for v in (0, 1, None) * 4]
            for resp in streams:
                await read_messages(resp, lambda m: any("retry" in x for x in m))
            reads.clear(), heard.clear()
            before = front.fanout.reads  # a pump of the opening may still land: count only what follows
            assert await play_one(client, gid, tokens)
            target = await last_seq(client, gid)
            got = [ids(await read_messages(resp, lambda m: (ids(m) or [0])[-1] >= target)) for resp in streams]
            for resp in streams:
                resp.close()
            return got, target, start, front.fanout.reads - before

    got, target, start, channel_reads = run(scenario())
    assert all(g == list(range(start + 1, target + 1)) for g in got)
    # 12 streams of one game: about one read per notification, never one per stream (a pump of the opening
    # may still be in flight when the counts start, hence the one spare)
    assert 1 <= len(reads) <= len(heard) + 1 and channel_reads <= len(heard) + 1, (reads, channel_reads, heard)


def test_a_lost_notification_costs_at_most_one_keepalive(settings, app_obj):
    async def scenario():
        # a 1-second keepalive: one keepalive (1.1 s) and two (2.2 s) stay apart on a loaded machine
        async with front_client(settings.with_(sse_keepalive_seconds=1.0), app_obj) as (client, front):
            game = await create(client)
            gid, tokens = game["id"], {s["seat"]: s["token"] for s in game["seats"][:2]}
            start = await last_seq(client, gid)
            resp = await client.get(f"/v1/games/{gid}/events?after={start}")
            await read_messages(resp, lambda m: any("retry" in x for x in m))
            front.fanout.close()  # deaf: no notification reaches the streams any more
            assert await play_one(client, gid, tokens)
            target = await last_seq(client, gid)
            started = asyncio.get_running_loop().time()
            messages = await read_messages(resp, lambda m: (ids(m) or [0])[-1] >= target, timeout=5)
            took = asyncio.get_running_loop().time() - started
            resp.close()
            return ids(messages), target, start, took

    got, target, start, took = run(scenario())
    assert got == list(range(start + 1, target + 1)) and took < 1.0 * 1.1 + 0.7


def test_rendered_events_have_the_shape_the_service_gives_the_log(app_obj):
    game = app_obj.service.create_game("falling", {}, [{"name": "Ann"}, {"kind": "bot"}])
    rows = app_obj.service.raw_events(game["id"], 0, 500)
    for viewer in (0, 1, None):
        parts, _ = fanout_module.render(app_obj.service, game["id"], rows, {viewer: False}, False)[viewer]
        data = [orjson.loads(raw.split(b"data: ", 1)[1]) for _, raw in parts]
        last = data[-1]["seq"]  # the bot may have moved since the rows were read
        assert data == [e for e in app_obj.service.events_after(game["id"], 0, viewer) if e["seq"] <= last]


def test_the_hub_calls_its_listeners_on_each_delivery_and_wake_all_and_survives_a_failing_one():
    hub, heard = Hub(), []

    def broken(game_id, seq):
        raise RuntimeError("a listener bug")

    hub.add_listener(broken)
    hub.add_listener(lambda game_id, seq: heard.append((game_id, seq)))
    hub.deliver("g", 4)
    hub.wake_all()
    assert heard == [("g", 4), (None, None)] and hub.latest("g") == 4
    hub.remove_listener(broken)
    hub.deliver("g", 5)
    assert heard[-1] == ("g", 5)
