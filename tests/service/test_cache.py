"""The in-process caches: parsed states by version, and recent events shared by readers."""
from shared.service.cache import RecentEvents, StateCache


def test_a_cached_state_is_only_returned_for_the_exact_version_stored():
    cache = StateCache()
    cache.put("g", 3, {"v": 3})
    assert cache.get("g", 3) == {"v": 3}
    assert cache.get("g", 4) is None
    assert cache.take("g", 3) == {"v": 3} and cache.get("g", 3) is None


def test_recent_events_serve_a_range_only_when_every_sequence_number_is_present():
    recent = RecentEvents(per_game=4)
    recent.add("g", [(1, 0, {"type": "a"}), (2, 1, {"type": "b"}), (4, 2, {"type": "d"})])
    assert [r[0] for r in recent.get("g", 0, 2)] == [1, 2]
    assert recent.get("g", 0, 4) is None, "seq 3 is missing: the reader must go to the database"
    assert recent.get("h", 0, 1) is None


def test_recent_events_keep_only_the_newest_per_game():
    recent = RecentEvents(per_game=2)
    recent.add("g", [(s, 0, {}) for s in range(1, 6)])
    assert recent.get("g", 2, 3) is None and [r[0] for r in recent.get("g", 3, 5)] == [4, 5]


def test_the_log_is_read_from_the_database_until_this_process_hears_of_newer_events(svc, queue, store):
    body = {"game": "falling", "options": {}, "seats": [{"kind": "bot"}, {"kind": "bot"}], "seed": 5}
    created = svc.create_game(**body)
    queue.drain()
    before = store.statements
    first = svc.events_after(created["id"], 0, None, limit=50)
    cached = store.statements
    second = svc.events_after(created["id"], 0, None, limit=50)
    assert first == second and [e["seq"] for e in first] == list(range(1, 51))
    assert cached > before, "the first read goes to the database"
    assert store.statements == cached, "the second read is served from the shared cache"


def test_a_state_stream_reads_the_events_and_the_snapshot_together(svc, queue, store):
    created = svc.create_game("falling", {}, [{"kind": "human"}, {"kind": "human"}], seed=5)
    game_id = created["id"]
    seat = svc.read_game(game_id, None)["active_seats"][0]
    svc.submit_move(game_id, seat, svc.legal_actions(game_id, seat)["actions"][0])
    queue.drain()
    events = svc.events_after(game_id, 1, seat, with_state=True)
    before = store.statements
    state = svc.seat_state(game_id, seat, events[-1]["version"])
    assert store.statements == before, "the snapshot came with the events"
    assert state == svc.read_game(game_id, seat)
