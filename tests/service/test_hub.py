"""The per-process notification hub."""
import threading
import time

from shared.adapters.notify import Hub


def _wait_in_thread(hub, game_id, known, timeout=2.0):
    out = {}
    t = threading.Thread(target=lambda: out.update(seq=hub.wait(game_id, known, timeout), at=time.monotonic()),
                         daemon=True)
    t.start()
    return t, out


def test_a_message_wakes_the_waiters_of_its_game_with_the_latest_sequence_number():
    hub = Hub()
    t, out = _wait_in_thread(hub, "a", 3)
    time.sleep(0.05)
    hub.deliver("a", 4)
    t.join(2)
    assert out["seq"] == 4


def test_a_message_for_another_game_does_not_end_a_wait():
    hub = Hub()
    start = time.monotonic()
    t, out = _wait_in_thread(hub, "b", 0)
    hub.deliver("a", 9)
    t.join(0.3)
    assert t.is_alive(), "the waiter of game b was released by a message for game a"
    hub.deliver("b", 1)
    t.join(2)
    assert out["seq"] == 1 and out["at"] - start >= 0.25


def test_wake_all_releases_every_waiter_so_it_rereads_the_database():
    hub = Hub()
    # The waits outlast the test's deadline, so only a wake_all ends them. A wake_all before a thread reached its
    # wait is not for that wait (it reads the epoch on entry), so wake again until both ended: a loaded CI may
    # start a thread late.
    threads = [_wait_in_thread(hub, g, 0, timeout=60) for g in ("a", "b")]
    deadline = time.monotonic() + 20
    while any(t.is_alive() for t, _ in threads) and time.monotonic() < deadline:
        hub.wake_all()
        time.sleep(0.05)
    for t, out in threads:
        assert not t.is_alive() and out["seq"] is None


def test_a_wait_returns_at_once_when_the_hub_already_knows_a_newer_sequence_number():
    hub = Hub()
    hub.deliver("a", 5)
    assert hub.wait("a", 3, 5.0) == 5
    assert hub.wait("a", 5, 0.05) == 5
