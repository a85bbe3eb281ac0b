"""Seat tokens can be replaced, and stream tickets open a seat's stream without its token: on SQLite and PostgreSQL,
with two GameService instances on one database standing for two API processes."""
import pytest

from shared.adapters.notify import InMemoryNotifier
from shared.adapters.store import SqlStore
from shared.config import Settings
from shared.service import tickets
from shared.service.errors import NotFound, Unauthorized
from shared.service.handlers import GameService
from shared.service.ports import RecordingQueue
from tests.service.test_moves import create


@pytest.fixture
def other(store, clock):
    """A second service on the same database (another API process): its own caches, its own connections."""
    second = SqlStore(store.url)
    service = GameService(second, InMemoryNotifier(), RecordingQueue(), Settings(pending_timeout_seconds=30),
                          clock=clock)
    yield service
    second.close()


def _tokens(created):
    return [seat["token"] for seat in created["seats"]]


def test_a_replaced_token_stops_working_at_once_on_every_process_and_the_new_one_works(svc, other):
    created = create(svc, "human", "human")
    gid, (old, token1) = created["id"], _tokens(created)
    # Both processes have used the old token (a cache of positive answers would now hold it).
    for service in (svc, other, svc, other):
        assert service.authenticate(gid, old) == 0
        assert service.read_game(gid, service.authenticate(gid, old))["id"] == gid
    out = svc.rotate_token(gid, 0, old)
    assert out["seat"] == 0 and out["token"] != old and len(out["token"]) >= 32
    for service in (svc, other):
        with pytest.raises(Unauthorized):
            service.authenticate(gid, old)
        assert service.authenticate(gid, out["token"]) == 0
        assert service.authenticate(gid, token1) == 1  # the other seat is untouched
    # The other process can rotate again, and the first one sees it at once as well.
    newer = other.rotate_token(gid, 0, out["token"])["token"]
    with pytest.raises(Unauthorized):
        svc.authenticate(gid, out["token"])
    assert svc.authenticate(gid, newer) == 0


def test_a_rotation_needs_the_seats_current_token(svc, other):
    created = create(svc, "human", "human")
    gid, (token0, token1) = created["id"], _tokens(created)
    with pytest.raises(Unauthorized):
        svc.rotate_token(gid, 0, token1)  # another seat's token
    winner = svc.rotate_token(gid, 0, token0)
    with pytest.raises(Unauthorized):
        other.rotate_token(gid, 0, token0)  # the same old token twice (two racing rotations): one wins
    assert other.authenticate(gid, winner["token"]) == 0 and svc.authenticate(gid, token1) == 1


def test_unknown_games_and_spectators(svc, other):
    created = create(svc)
    with pytest.raises(NotFound):
        other.authenticate("nope", created["seats"][0]["token"])
    with pytest.raises(NotFound):
        other.authenticate("nope", None)
    assert other.authenticate(created["id"], None) is None and svc.authenticate(created["id"], None) is None
    with pytest.raises(NotFound):
        other.rotate_token("nope", 0, created["seats"][0]["token"])


def test_a_stream_ticket_opens_its_seats_stream_on_any_process_until_it_expires(svc, other, clock):
    created = create(svc, "human", "human")
    gid, (token0, token1) = created["id"], _tokens(created)
    issued = svc.stream_ticket(gid, token1)
    assert issued["expires_in"] == tickets.TICKET_SECONDS and token1 not in issued["ticket"]
    assert svc.authenticate_ticket(gid, issued["ticket"]) == 1
    assert other.authenticate_ticket(gid, issued["ticket"]) == 1  # no state: another process verifies it
    assert other.authenticate_ticket(gid, issued["ticket"]) == 1  # not single-use: EventSource reconnects
    clock.now += tickets.TICKET_SECONDS
    assert other.authenticate_ticket(gid, issued["ticket"]) == 1  # valid to the second
    clock.now += 1
    with pytest.raises(Unauthorized, match="expired"):
        other.authenticate_ticket(gid, issued["ticket"])
    with pytest.raises(Unauthorized):
        svc.stream_ticket(gid, "not-a-token")
    with pytest.raises(NotFound):
        svc.stream_ticket("nope", token0)


def test_a_ticket_is_bound_to_its_game_and_seat_and_can_not_be_altered(svc, other):
    created, elsewhere = create(svc, "human", "human"), create(svc, "human", "human")
    gid = created["id"]
    ticket = svc.stream_ticket(gid, _tokens(created)[0])["ticket"]
    with pytest.raises(Unauthorized):
        other.authenticate_ticket(elsewhere["id"], ticket)  # another game, same seat number
    with pytest.raises(NotFound):
        other.authenticate_ticket("nope", ticket)
    _, seat, expires, mac = ticket.split(".")
    flipped = ("B" if mac[0] == "A" else "A") + mac[1:]
    for forged in (f"st1.1.{expires}.{mac}", f"st1.{seat}.{int(expires) + 3600}.{mac}",
                   f"st1.{seat}.{expires}.{flipped}", f"st2.{seat}.{expires}.{mac}", f"st1.{seat}.{expires}.{mac}x",
                   f"st1.{seat}.{expires}", f"st1.٣.{expires}.{mac}", f"st1.{seat}.{expires}.{mac[:-1]}\x00", "", "st1",
                   ticket.upper()):
        with pytest.raises(Unauthorized):
            other.authenticate_ticket(gid, forged)
    assert other.authenticate_ticket(gid, ticket) == 0


def test_replacing_the_token_voids_the_seats_tickets(svc, other):
    created = create(svc, "human", "human")
    gid, (token0, token1) = created["id"], _tokens(created)
    mine, theirs = svc.stream_ticket(gid, token0)["ticket"], svc.stream_ticket(gid, token1)["ticket"]
    new = other.rotate_token(gid, 0, token0)["token"]
    with pytest.raises(Unauthorized):
        svc.authenticate_ticket(gid, mine)
    assert svc.authenticate_ticket(gid, theirs) == 1
    assert svc.authenticate_ticket(gid, other.stream_ticket(gid, new)["ticket"]) == 0


def test_with_a_server_secret_tickets_need_the_same_secret_on_every_process(store, clock):
    def service(secret, db):
        return GameService(db, InMemoryNotifier(), RecordingQueue(), Settings(secret=secret), clock=clock)

    second = SqlStore(store.url)
    try:
        a, b, c = service("s3cret", store), service("s3cret", second), service("another", second)
        created = create(a, "human", "human")
        ticket = a.stream_ticket(created["id"], created["seats"][0]["token"])["ticket"]
        assert b.authenticate_ticket(created["id"], ticket) == 0
        with pytest.raises(Unauthorized):
            c.authenticate_ticket(created["id"], ticket)
        with pytest.raises(Unauthorized):
            service(None, second).authenticate_ticket(created["id"], ticket)
    finally:
        second.close()


def test_a_replacement_is_logged_as_a_public_event_that_wakes_the_streams(svc):
    created = create(svc, "human", "human")
    gid, (token0, _) = created["id"], _tokens(created)
    before = svc.game_status(gid)
    svc.rotate_token(gid, 0, token0)
    after = svc.game_status(gid)
    assert after["last_seq"] == before["last_seq"] + 1 and after["version"] == before["version"]
    for viewer in (None, 0, 1):
        event = svc.events_after(gid, before["last_seq"], viewer)[-1]
        assert event["type"] == "seat_token_replaced" and event["seat"] == 0 and "redacted" not in event
    assert svc.notifier.hub.latest(gid) == after["last_seq"]
