"""Each expiry handled exactly once (issue 20 §1), on SQLite and PostgreSQL: two scans that found the same seat due,
a scan killed between its claim and its commit, and a failed handling that rolls back its webhook rows."""
import pytest

from tests.service.test_clocks_service import _bind_seat_with_endpoint, _deliveries, create, events


def test_an_expiry_is_handled_once_by_two_scans_that_both_found_it(svc, clock):
    created = create(svc, {"per_move": "100s", "remind_at": 0})
    clock.now += 100
    scan = svc.commands.deadline_scan
    first = scan.handle(created["id"], 0, clock.now)
    second = scan.handle(created["id"], 0, clock.now)
    assert (first.outcome, second.outcome) == ("timed_out", "already_handled")
    assert len(events(svc, created["id"], "timed_out")) == 1



def test_a_scan_killed_midway_leaves_the_expiry_to_the_next_scan(svc, clock, monkeypatch):
    created = create(svc, {"per_move": "100s", "remind_at": 0})
    clock.now += 100
    scan = svc.commands.deadline_scan
    real = scan._play_defaults

    def dies(*args, **kwargs):
        real(*args, **kwargs)
        raise KeyboardInterrupt("the worker is killed before the commit")

    monkeypatch.setattr(scan, "_play_defaults", dies)
    with pytest.raises(KeyboardInterrupt):
        scan.scan()
    assert events(svc, created["id"], "timed_out") == []
    monkeypatch.setattr(scan, "_play_defaults", real)
    assert scan.scan() == {"timed_out": 2}
    assert len(events(svc, created["id"], "timed_out")) == 2



def test_a_scan_rolled_back_writes_no_webhook(svc, clock, store, monkeypatch):
    created = create(svc, {"per_move": "100s", "remind_at": 0})
    _bind_seat_with_endpoint(store, created["id"], 0, ["timed_out"])
    clock.now += 100
    scan = svc.commands.deadline_scan
    monkeypatch.setattr(scan, "_play_defaults", lambda *a, **k: (_ for _ in ()).throw(RuntimeError("boom")))
    assert scan.scan() == {"failed": 2}
    assert _deliveries(store, created["id"]) == []
