"""The play-by-post fields of a read and the early end of a vacation, through the service with a fake clock: how far
a seat can take back (undo.targets), the abort rule, and `end_vacation` (issue 20 §1, §4-5)."""
import pytest

from shared.service import clocks, endings, undo
from shared.service.clocks import ClockError, ClockSpec
from shared.service.errors import Conflict
from tests.factories import GameRequestFactory
from tests.service.migrated import migrated_sqlite, sqlite_store  # noqa: F401 (fixtures)

DAY = 86400.0


@pytest.fixture
def store(sqlite_store):
    """SQLite only: these reads are plain queries, alike on both databases (tests/api runs them on both)."""
    return sqlite_store


def create(svc, game="falling", **options):
    body = GameRequestFactory.with_kinds("human", "human")
    return svc.create_game(game, options, body["seats"], 1000)["id"]


def move(svc, queue, game_id, seat):
    svc.submit_move(game_id, seat, svc.legal_actions(game_id, seat)["actions"][0])
    queue.drain()


# -- undo.targets: the rule the read applies -------------------------------------------------------
def test_the_targets_are_the_kept_versions_after_the_last_foreign_move_and_before_the_seats_last_move():
    moved = [(4, 1, "human", "applied"), (5, 0, "human", "applied"), (6, 0, "human", "applied")]
    assert undo.targets([3, 4, 5], moved, 0, 6) == [4, 5]
    assert undo.targets([3, 4, 5], moved, 1, 6) == []


def test_a_seats_earlier_undo_counts_as_its_own_and_a_bot_move_blocks():
    moved = [(2, 0, "human", "applied"), (3, 0, "undo", "service")]
    assert undo.targets([0, 1], moved, 0, 3) == [0, 1]
    assert undo.targets([0, 1], moved + [(4, 1, "bot", "applied")], 0, 4) == []


# -- the read --------------------------------------------------------------------------------------
def test_a_seat_reads_how_far_it_can_take_back_and_the_undo_it_names_is_taken(svc, queue):
    gid = create(svc, game="fallen_angel")
    assert svc.read_game(gid, 0)["undo"] is None  # nothing played yet
    move(svc, queue, gid, 0)
    move(svc, queue, gid, 0)
    mine = svc.read_game(gid, 0)
    assert mine["undo"] == {"to_version": 0, "versions": [0, 1]}
    assert svc.read_game(gid, 1)["undo"] is None and svc.read_game(gid, None)["undo"] is None
    taken = undo.undo(svc.commands, gid, 0, mine["version"], mine["undo"]["versions"][-1])
    assert taken["restored"] == 1 and svc.read_game(gid, 0)["undo"] == {"to_version": 0, "versions": [0]}


def test_another_seats_move_ends_what_a_seat_can_take_back(svc, queue):
    gid = create(svc, game="fallen_angel")
    move(svc, queue, gid, 0)
    move(svc, queue, gid, 1)
    assert svc.read_game(gid, 0)["undo"] is None


def test_the_abort_rule_shows_the_votes_and_closes_at_the_move_limit(svc, queue):
    gid = create(svc, game="fallen_angel", abort_moves=1)
    assert svc.read_game(gid, None)["abort"] == {"moves_per_seat": 1, "before_version": 2, "votes": [],
                                                 "needed": [0, 1], "possible": True}
    endings.vote_abort(svc.commands, gid, 1)
    assert svc.read_game(gid, 0)["abort"]["votes"] == [1]
    move(svc, queue, gid, 0)
    move(svc, queue, gid, 0)
    closed = svc.read_game(gid, 0)["abort"]
    assert closed["possible"] is False and closed["votes"] == [1]
    with pytest.raises(Conflict):
        endings.vote_abort(svc.commands, gid, 0)


def test_a_stream_state_after_a_vote_shows_it_without_another_read(svc, store):
    gid = create(svc)
    svc.events_after(gid, 0, 0, with_state=True)
    assert svc.seat_state(gid, 0, 0)["abort"]["votes"] == []
    endings.vote_abort(svc.commands, gid, 0)
    events = svc.events_after(gid, 0, 0, with_state=True)
    before = store.statements
    state = svc.seat_state(gid, 0, events[-1]["version"])
    assert state["abort"]["votes"] == [0] and store.statements == before
    assert state == svc.read_game(gid, 0)


# -- ending a vacation early -----------------------------------------------------------------------
SPEC = ClockSpec(per_move=DAY, vacation_days=3)


def test_ending_a_vacation_gives_back_the_days_not_begun_and_keeps_the_time_left():
    now = 1000.0
    running = clocks.start(SPEC, clocks.new_seat(SPEC), now)
    away = clocks.take_vacation(running, now, 3)
    back = clocks.end_vacation(away, now + 1.5 * DAY)
    assert back.vacation_left == DAY and back.vacation_until is None  # 1.5 days unused: 1 whole day back
    assert clocks.remaining(back, now + 1.5 * DAY) == clocks.remaining(away, now + 1.5 * DAY) == DAY


def test_a_turn_that_was_to_start_after_the_vacation_starts_when_it_ends():
    away = clocks.take_vacation(clocks.new_seat(SPEC), 0.0, 2)
    turn = clocks.start(SPEC, away, DAY / 2)
    back = clocks.end_vacation(turn, DAY)
    assert back.started_at == DAY and back.deadline == 2 * DAY and back.vacation_left == 2 * DAY


def test_ending_no_vacation_is_an_error():
    with pytest.raises(ClockError):
        clocks.end_vacation(clocks.new_seat(SPEC), 0.0)


def test_a_seat_ends_its_vacation_through_the_service_and_its_deadline_comes_back(svc, clock):
    gid = create(svc, clock={"per_move": "1d", "vacation_days": 3})
    deadlines = svc.commands.deadlines
    before = deadlines.take_vacation(gid, 0, 2)
    clock.now += DAY / 4
    back = deadlines.end_vacation(gid, 0)
    assert back["vacation_days_left"] == 2 and back["vacation_until"] is None  # 1 day begun, 1 back
    assert back["seconds_left"] == before["seconds_left"] and back["deadline"] < before["deadline"]
    ended = svc.events_after(gid, 0, None)[-1]
    assert ended["type"] == "vacation_ended" and ended["days_returned"] == 1 and ended["seat"] == 0
    with pytest.raises(Conflict):
        deadlines.end_vacation(gid, 0)
    assert svc.events_after(gid, 0, None)[-1]["seq"] == ended["seq"]  # the refusal changed nothing
