"""Clocks through the service (issue 20 §1-3): deadlines kept with each step, the deadline scan, reminders, every
timeout policy, vacation, and each expiry handled exactly once."""
import orjson
import pytest

from shared.service.errors import BadRequest, Conflict
from tests.factories import GameRequestFactory
from tests.service.migrated import migrated_sqlite, sqlite_store  # noqa: F401 (fixtures)

DAY = 86400.0


@pytest.fixture
def store(sqlite_store):
    """SQLite only: the behaviour is the database's alike; the claim and its rollback run on both databases
    (tests/service/test_clocks_claims.py)."""
    return sqlite_store


def create(svc, clock=None, on_timeout=None, kinds=("human", "human"), **options):
    body = GameRequestFactory.with_kinds(*kinds)
    opts = dict(options, **({"clock": clock} if clock is not None else {}))
    if on_timeout:
        opts["on_timeout"] = on_timeout
    return svc.create_game(body["game"], opts, body["seats"], body["seed"])


def events(svc, game_id, kind=None):
    out = svc.events_after(game_id, 0, None)
    return [e for e in out if kind is None or e["type"] == kind]


def seat_clocks(svc, game_id):
    with svc.store.read() as tx:
        head = tx.game_head(game_id)
    from shared.service.deadlines import clock_view
    return {s["seat"]: s for s in clock_view(svc.store, head, svc.clock())["seats"]}


def move(svc, queue, created, seat, action=None):
    action = action or svc.legal_actions(created["id"], seat)["actions"][0]
    out = svc.submit_move(created["id"], seat, action)
    queue.drain()
    return svc.move_status(created["id"], out["move_id"])


def test_a_game_without_a_clock_has_no_deadlines(svc):
    created = create(svc)
    with svc.store.read() as tx:
        assert tx.game_head(created["id"])["clock"] is None
        assert tx.rows("clocks_of", {"id": created["id"]}) == []


def test_a_games_clock_options_recreate_the_same_clock(svc):
    from shared.service.deadlines import clock_options, spec_of

    created = create(svc, {"per_move": "1h", "bank_cap": "5h", "vacation_days": 2}, on_timeout="bot")
    with svc.store.read() as tx:
        head = tx.game_head(created["id"])
    again = create(svc, **clock_options(head))
    with svc.store.read() as tx:
        assert spec_of(tx.game_head(again["id"])) == spec_of(head)


def test_a_bad_clock_is_refused_and_nothing_is_stored(svc):
    with pytest.raises(BadRequest, match="per_move"):
        create(svc, {"per_move": "1 fortnight"})
    with pytest.raises(BadRequest, match="on_timeout"):
        create(svc, "1d", on_timeout="shrug")
    assert svc.list_games() == []


def test_every_seat_active_at_the_start_gets_a_deadline(svc, clock):
    created = create(svc, "1d")  # Falling starts with both seats choosing at once
    clocks = seat_clocks(svc, created["id"])
    assert clocks[0]["seconds_left"] == clocks[1]["seconds_left"] == DAY
    assert clocks[0]["deadline"] == clocks[1]["deadline"] is not None


def test_a_move_banks_the_unused_time_and_the_other_seats_clock_keeps_running(svc, clock, queue):
    created = create(svc, "1d")
    clock.now += 3600
    assert move(svc, queue, created, 0)["status"] == "applied"
    clocks = seat_clocks(svc, created["id"])
    assert clocks[0]["deadline"] is None and clocks[0]["bank_seconds"] == DAY - 3600  # what was left of its day
    assert clocks[1]["seconds_left"] == DAY - 3600


def test_the_reminder_goes_out_once_when_a_quarter_of_the_time_is_left(svc, clock):
    created = create(svc, {"per_move": "100s"})
    clock.now += 74
    assert svc.commands.deadline_scan.scan() == {}
    clock.now += 1
    assert svc.commands.deadline_scan.scan() == {"reminded": 2}
    assert svc.commands.deadline_scan.scan() == {}
    reminders = events(svc, created["id"], "reminder")
    assert sorted(e["seat"] for e in reminders) == [0, 1] and reminders[0]["seconds_left"] == 25


def test_default_plays_the_engines_default_action_for_the_timed_out_seat(svc, clock, queue, store):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="default")
    move(svc, queue, created, 1)
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"timed_out": 1}
    game = svc.read_game(created["id"], None)
    assert 0 not in game["active_seats"]
    timed_out = events(svc, created["id"], "timed_out")
    assert [(e["seat"], e["policy"]) for e in timed_out] == [(0, "default")]
    with store.read() as tx:
        kinds = [r["kind"] for r in tx.core(__import__("sqlalchemy").text(
            f"SELECT kind FROM moves WHERE game_id = '{created['id']}' ORDER BY id"))]
    assert kinds[0] == "human" and set(kinds[1:]) == {"timeout"}  # every step of seat 0's turn
    assert svc.replay(created["id"])["ok"]
    assert svc.commands.deadline_scan.scan() == {}


def test_bot_takes_the_seat_until_the_player_moves_again(svc, clock, queue):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="bot", automa_delay_seconds=60)
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"timed_out": 2}
    assert [e["seat"] for e in events(svc, created["id"], "seat_taken_over")] == [0, 1]
    assert seat_clocks(svc, created["id"])[0]["played_by"] == "bot"
    queue.drain()  # a bot plays one turn at once, the next after the game's automa delay
    game = svc.read_game(created["id"], None)
    seat = game["active_seats"][0]
    # the player comes back: its move reclaims the seat, before the bot's next turn
    assert move(svc, queue, created, seat)["status"] == "applied"
    reclaimed = events(svc, created["id"], "seat_reclaimed")
    assert [e["seat"] for e in reclaimed] == [seat] and reclaimed[0]["by"] == "move"
    assert seat_clocks(svc, created["id"])[seat]["played_by"] is None


def test_a_player_may_reclaim_its_seat_from_the_bot_without_moving(svc, clock, queue):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="bot", automa_delay_seconds=60)
    clock.now += 100
    svc.commands.deadline_scan.scan()
    view = svc.commands.deadlines.reclaim(created["id"], 1)
    assert view["played_by"] is None and view["seconds_left"] == 100  # its turn runs afresh
    count = len(events(svc, created["id"]))
    assert svc.commands.deadlines.reclaim(created["id"], 1) == view  # the player's already: nothing changes
    assert len(events(svc, created["id"])) == count


def test_forfeit_in_a_two_seat_game_ends_it_and_the_result_says_why(svc, clock, queue):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="forfeit")
    move(svc, queue, created, 1)
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"timed_out": 1}
    game = svc.read_game(created["id"], None)
    assert game["status"] == "finished"
    assert game["result"]["reason"] == "timed_out" and game["result"]["winners"] == [1]


def test_forfeit_in_a_three_seat_game_takes_the_seat_out_and_the_game_goes_on(svc, clock, queue):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="forfeit",
                     kinds=("human", "human", "human"))
    move(svc, queue, created, 1)
    move(svc, queue, created, 2)
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"timed_out": 1}
    queue.drain()  # the rules play the seat out of play with its default actions
    game = svc.read_game(created["id"], None)
    assert game["status"] == "active" and 0 not in game["active_seats"]
    assert [(e["seat"], e["reason"]) for e in events(svc, created["id"], "seat_left")] == [(0, "timed_out")]
    assert seat_clocks(svc, created["id"])[0]["deadline"] is None


def test_a_seat_with_a_move_in_flight_does_not_time_out(svc, clock, queue):
    created = create(svc, {"per_move": "100s", "remind_at": 0})
    svc.submit_move(created["id"], 0, svc.legal_actions(created["id"], 0)["actions"][0])
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"pending": 1, "timed_out": 1}
    queue.drain()
    assert events(svc, created["id"], "timed_out")[0]["seat"] == 1


def test_vacation_pauses_the_clock_out_of_the_allowance(svc, clock):
    created = create(svc, {"per_move": "1d", "vacation_days": 3})
    before = seat_clocks(svc, created["id"])[0]
    view = svc.commands.deadlines.take_vacation(created["id"], 0, 2)
    assert view["vacation_days_left"] == 1 and view["seconds_left"] == before["seconds_left"]
    clock.now += 2 * DAY
    assert svc.commands.deadline_scan.scan() == {"timed_out": 1}  # seat 1's; seat 0's clock was paused
    assert seat_clocks(svc, created["id"])[0]["seconds_left"] == DAY
    assert events(svc, created["id"], "vacation_started")[0]["seat"] == 0
    with pytest.raises(BadRequest, match="vacation day"):
        svc.commands.deadlines.take_vacation(created["id"], 0, 2)


def test_vacation_needs_a_clock(svc):
    created = create(svc)
    with pytest.raises(Conflict):
        svc.commands.deadlines.take_vacation(created["id"], 0, 1)


def _bind_seat_with_endpoint(store, game_id, seat, events):
    """Seat `seat` bound to a player of a fresh app whose endpoint subscribes to `events` (as issue 19 binds)."""
    import sqlalchemy as sa

    app_id = "app" + game_id[:8]
    with store.engine.begin() as conn:
        conn.execute(sa.text("UPDATE seats SET app_id = :a, player_id = 'p' WHERE game_id = :g AND seat = :s"),
                     {"a": app_id, "g": game_id, "s": seat})
        conn.execute(sa.text("INSERT INTO webhook_endpoints (id, app_id, url, events, dedup_key, secret, created_at) "
                             "VALUES (:id, :a, 'https://example.com/h', :ev, :id, 'whsec_x', 0)"),
                     {"id": "we" + game_id[:8], "a": app_id, "ev": "," + ",".join(events) + ","})


def _deliveries(store, game_id):
    import sqlalchemy as sa

    with store.engine.connect() as conn:
        return [tuple(r) for r in conn.execute(sa.text(
            "SELECT event, seat, seq FROM webhook_deliveries WHERE game_id = :g ORDER BY id"), {"g": game_id})]


def test_the_reminder_and_the_timeout_are_webhooks_written_with_them(svc, clock, store):
    created = create(svc, {"per_move": "100s"})
    _bind_seat_with_endpoint(store, created["id"], 0, ["reminder", "timed_out"])
    clock.now += 75
    svc.commands.deadline_scan.scan()
    clock.now += 25
    svc.commands.deadline_scan.scan()
    sent = _deliveries(store, created["id"])
    assert [(event, seat) for event, seat, _seq in sent] == [("reminder", 0), ("timed_out", 0)]
    logged = {e["type"]: e["seq"] for e in events(svc, created["id"]) if e["seat"] == 0}
    assert sent[0][2] == logged["reminder"]


def test_a_waiting_games_clocks_start_when_its_last_seat_is_filled(svc, clock):
    from shared.service.invitations import Invitations

    created = svc.create_game("falling", {"clock": "1d"}, [{}, {"kind": "open"}, {"kind": "open"}])
    codes = [s["invitation"] for s in created["seats"] if "invitation" in s]
    joins = Invitations(svc)
    joins.join(created["id"], codes[0])
    assert {c["deadline"] for c in seat_clocks(svc, created["id"]).values()} == {None}
    clock.now += 3600
    joins.join(created["id"], codes[1])
    active = svc.read_game(created["id"], None)["active_seats"]
    assert [c["seconds_left"] for s, c in seat_clocks(svc, created["id"]).items() if s in active] == [DAY] * len(active)


def test_takeover_of_a_timed_out_seat_is_played_by_search_with_a_normal_clock(svc, clock, queue, store):
    created = create(svc, {"per_move": "100s", "remind_at": 0}, on_timeout="bot", automa_delay_seconds=60)
    clock.now += 100
    assert svc.commands.deadline_scan.scan() == {"timed_out": 2}
    assert [e["bot"] for e in events(svc, created["id"], "seat_taken_over")] == ["search", "search"]
    queue.drain()
    with store.read() as tx:
        kinds = [r["kind"] for r in tx.core(__import__("sqlalchemy").text(
            f"SELECT kind FROM moves WHERE game_id = '{created['id']}' ORDER BY id"))]
    assert kinds and set(kinds) == {"takeover"} and svc.replay(created["id"])["ok"]


def test_with_a_tiny_per_move_the_takeover_falls_to_a_faster_bot(svc, clock):
    created = create(svc, {"per_move": "1s", "remind_at": 0}, on_timeout="bot", automa_delay_seconds=60)
    clock.now += 1
    assert svc.commands.deadline_scan.scan() == {"timed_out": 2}
    assert [e["bot"] for e in events(svc, created["id"], "seat_taken_over")] == ["search-fast", "search-fast"]
