"""A deliverer that dies mid-attempt (issue 27 item 4): its rows come due again seconds later, not minutes, and the
next deliverer wakes for them when they come due, not at a later sweep. Asserted on the schedule the code
computes (lease ends, the pump's sleep) with a fake clock, and on the order of events; never on elapsed time."""
import threading

import pytest
import sqlalchemy as sa

from shared.adapters.webhook_delivery import (LEASE, MIN_WAIT, WebhookDeliverer, WebhookPump, lease_seconds,
                                              pump_wait)
from shared.adapters.webhook_tables import webhook_deliveries
from shared.config import Settings
from tests.service.test_webhooks_delivery import LOCAL, clean, one_pending_delivery, outbox_rows  # noqa: F401
from tests.webhook_receiver import Receiver

DEFAULTS = Settings()  # the deployments' request timeout (5 s) and sweep interval (5 s)


def test_a_delivery_whose_worker_died_mid_attempt_is_due_again_within_seconds_not_minutes(svc, clean, clock):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        dead = WebhookDeliverer(clean, DEFAULTS, clock=clock)
        claimed_at = clock.now
        assert len(dead.claim(10)) == 1  # ... and the worker is SIGKILLed before its POST is recorded
        row = outbox_rows(clean)[0]
        assert row["next_attempt_at"] == claimed_at + lease_seconds(DEFAULTS) == claimed_at + LEASE
        assert LEASE <= 10 < 2 * DEFAULTS.webhook_timeout + 5, "shorter than a claim used to hold (15 s)"
        restarted = WebhookDeliverer(clean, LOCAL, clock=clock)
        clock.now = row["next_attempt_at"] - 0.01
        assert restarted.deliver_due() == 0, "still the dead worker's until its lease ends"
        clock.now = row["next_attempt_at"]
        assert restarted.deliver_due() == 1
        row = outbox_rows(clean)[0]
        assert row["status"] == "delivered" and row["attempts"] == 1, "the killed attempt is not counted"
        assert len(receiver.deliveries) == 1


def test_the_restarted_workers_pump_sleeps_until_the_dead_workers_lease_ends_not_a_sweep_interval(svc, clean, clock):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        WebhookDeliverer(clean, DEFAULTS, clock=clock).claim(10)  # the dead worker's claim
        pump = WebhookPump(WebhookDeliverer(clean, LOCAL, clock=clock), interval=3600.0)
        clock.now += 1.0
        assert pump.round() == pytest.approx(LEASE - 1.0), "wakes at the lease's end"
        assert receiver.deliveries == []
        clock.now += LEASE - 1.0
        assert pump.round() == 3600.0, "nothing left pending: back to the sweep interval"
        assert [r["status"] for r in outbox_rows(clean)] == ["delivered"] and len(receiver.deliveries) == 1
        pump.deliverer.close()


def test_a_failed_attempts_retry_time_is_when_the_pump_wakes_next(svc, clean, clock):
    with Receiver(statuses=[500]) as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        pump = WebhookPump(WebhookDeliverer(clean, LOCAL, clock=clock), interval=3600.0)
        sleep = pump.round()
        row = outbox_rows(clean)[0]
        assert row["status"] == "pending" and row["attempts"] == 1
        assert sleep == pytest.approx(row["next_attempt_at"] - clock.now)
        pump.deliverer.close()


def test_the_pump_sleeps_until_the_next_due_row_at_least_a_moment_at_most_the_sweep_interval():
    assert pump_wait(None, 100.0, 5.0) == 5.0
    assert pump_wait(102.5, 100.0, 5.0) == 2.5
    assert pump_wait(180.0, 100.0, 5.0) == 5.0
    assert pump_wait(99.0, 100.0, 5.0) == MIN_WAIT, "a due row another deliverer holds is not spun on"


def test_a_pump_that_starts_delivers_at_once_before_its_first_sleep(svc, clean, clock):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        pump = WebhookPump(WebhookDeliverer(clean, LOCAL, clock=clock), interval=3600.0).start()
        try:
            receiver.wait_for(lambda got: got, timeout=20)  # an hour's sleep first would never get here
        finally:
            pump.close()
        assert len(receiver.deliveries) == 1


def test_a_live_deliverer_renews_the_lease_of_a_slow_post_so_no_other_deliverer_sends_it(svc, clean, clock):
    release, posting = threading.Event(), threading.Event()
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)

        def slow_send(target, body, headers, timeout):
            posting.set()
            assert release.wait(20)
            return 200

        slow = WebhookDeliverer(clean, LOCAL, clock=clock, send=slow_send, renew_every=0.01)
        worker = threading.Thread(target=slow.deliver_due)
        worker.start()
        try:
            assert posting.wait(20)
            claimed_until = outbox_rows(clean)[0]["next_attempt_at"]
            clock.now += LEASE - 0.5  # the POST outlasts most of the claim's lease
            renewed = _wait_for_lease_after(clean, claimed_until)
            assert renewed == pytest.approx(clock.now + LEASE)
            clock.now += 1.0  # past the claim's first lease, within the renewed one
            assert WebhookDeliverer(clean, LOCAL, clock=clock).deliver_due() == 0
        finally:
            release.set()
            worker.join(20)
        row = outbox_rows(clean)[0]
        assert row["status"] == "delivered" and row["attempts"] == 1 and receiver.deliveries == []


def test_a_renewal_leaves_a_row_whose_attempt_was_recorded_alone(svc, clean, clock):
    with Receiver(statuses=[500]) as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        deliverer = WebhookDeliverer(clean, LOCAL, clock=clock)
        claimed = deliverer.claim(10)
        deliverer._deliver(claimed[0], deliverer._endpoints({claimed[0]["endpoint_id"]})[claimed[0]["endpoint_id"]])
        retry_at = outbox_rows(clean)[0]["next_attempt_at"]
        deliverer.renew(claimed)  # a renewal that raced the attempt's record
        assert outbox_rows(clean)[0]["next_attempt_at"] == retry_at, "the backoff stands"
        deliverer.close()


def _wait_for_lease_after(store, previous: float) -> float:
    """The row's due time once a renewal moved it past `previous` (bounded by a count of reads, not a timing)."""
    for _ in range(2000):
        with store.read() as tx:
            due = tx.core(sa.select(webhook_deliveries.c.next_attempt_at))[0]["next_attempt_at"]
        if due > previous:
            return due
        threading.Event().wait(0.01)
    raise AssertionError("the lease was never renewed")
