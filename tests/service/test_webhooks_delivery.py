"""Delivering the outbox (shared/adapters/webhook_delivery.py) to a local receiver, with a fake clock for the
backoff: retries until success, the 24-hour window, leases that survive a dead deliverer, and the address checks
made again at delivery time."""
import pytest
import sqlalchemy as sa

from shared.adapters.webhook_delivery import FIRST_RETRY, WebhookDeliverer, lease_seconds
from shared.adapters.webhook_tables import webhook_deliveries
from shared.config import Settings
from shared.service.apps import AppRegistry
from shared.service.webhook_endpoints import WebhookRegistry
from shared.service import webhook_signing as ws
from tests.webhook_receiver import Receiver

LOCAL = Settings(webhook_allow_http=True, webhook_allow_private=True, webhook_timeout=2.0)


@pytest.fixture
def clean(store):
    with store.engine.begin() as conn:
        for table in ("webhook_attempts", "webhook_deliveries", "webhook_endpoints", "apps"):
            conn.exec_driver_sql(f"DELETE FROM {table}")
    return store


def outbox_rows(store):
    with store.read() as tx:
        return tx.core(sa.select(webhook_deliveries).order_by(webhook_deliveries.c.id))


def one_pending_delivery(svc, store, clock, url):
    """An app with an endpoint at `url` for game_started, and a bound game: one row to deliver (seat 0's)."""
    app = AppRegistry(store, clock=clock).create("frontend")["id"]
    endpoint, _ = WebhookRegistry(store, LOCAL, check_url=lambda u: None, clock=clock).register(
        app, url, ["game_started"])
    created = svc.create_game("falling", {}, [{"player_id": "p0"}, {"player_id": "p1"}], app_id=app)
    with store.write() as tx:  # keep one row: seat 0's game_started
        tx.core(webhook_deliveries.delete().where(webhook_deliveries.c.seat != 0))
    return app, endpoint, created["id"]


def test_a_failing_receiver_is_retried_with_growing_waits_until_it_answers_2xx(svc, clean, clock):
    with Receiver(statuses=[500, 503]) as receiver:
        app, endpoint, _ = one_pending_delivery(svc, clean, clock, receiver.url)
        receiver.secret = endpoint["secret"]
        deliverer = WebhookDeliverer(clean, LOCAL, clock=clock)
        waits = []
        for _ in range(3):
            assert deliverer.deliver_due() == 1
            assert deliverer.deliver_due() == 0, "not due again before its backoff"
            row = outbox_rows(clean)[0]
            if row["status"] == "pending":
                waits.append(row["next_attempt_at"] - clock.now)
                clock.now = row["next_attempt_at"]
        assert row["status"] == "delivered" and row["attempts"] == 3 and row["last_status_code"] == 200
        assert FIRST_RETRY * 0.75 <= waits[0] <= FIRST_RETRY * 1.25 and waits[1] >= FIRST_RETRY * 1.5
        got = receiver.deliveries
        assert len(got) == 3 and all(d["verified"] for d in got)
        assert len({d["headers"]["webhook-id"] for d in got}) == 1, "the same webhook id on every retry"
        assert got[0]["body"] == got[2]["body"]
        log = WebhookRegistry(clean, LOCAL, lambda u: None, clock=clock).deliveries(app, endpoint["id"])
        entry = log["deliveries"][0]
        assert [a["status_code"] for a in entry["attempt_log"]] == [500, 503, 200]
        assert entry["status"] == "delivered" and entry["next_retry_at"] is None


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the claim and retry paths run on both
def test_a_receiver_that_never_answers_2xx_is_retried_for_the_whole_window_then_marked_failed(svc, clean, clock):
    with Receiver(statuses=[500] * 200) as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        deliverer = WebhookDeliverer(clean, LOCAL, clock=clock)
        created_at = outbox_rows(clean)[0]["created_at"]
        for _ in range(100):
            deliverer.deliver_due()
            row = outbox_rows(clean)[0]
            if row["status"] != "pending":
                break
            clock.now = row["next_attempt_at"]
        assert row["status"] == "failed" and row["next_attempt_at"] is None
        assert clock.now - created_at >= 24 * 3600, "retried for at least 24 hours"
        assert len(receiver.deliveries) == row["attempts"] < 60


def test_a_deliverer_that_dies_after_claiming_loses_nothing_its_rows_come_due_after_the_lease(svc, clean, clock):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url)
        dead = WebhookDeliverer(clean, LOCAL, clock=clock)
        assert len(dead.claim(10)) == 1  # ... and the process is killed before it POSTs
        alive = WebhookDeliverer(clean, LOCAL, clock=clock)
        assert alive.deliver_due() == 0, "a claimed row is nobody else's during its lease"
        clock.now += lease_seconds(LOCAL)
        assert alive.deliver_due() == 1
        assert outbox_rows(clean)[0]["status"] == "delivered" and len(receiver.deliveries) == 1


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the claim and retry paths run on both
def test_an_endpoint_that_now_resolves_to_a_private_address_is_refused_at_delivery(svc, clean, clock):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url.replace("127.0.0.1", "hooks.example"))
        strict = Settings(webhook_allow_http=True, webhook_allow_private=False)
        rebinding = WebhookDeliverer(clean, strict, clock=clock, resolver=lambda host, p: ["127.0.0.1"])
        assert rebinding.deliver_due() == 1
        row = outbox_rows(clean)[0]
        assert row["status"] == "pending" and row["last_status_code"] is None
        assert row["last_error"].startswith("refused: ") and "private" in row["last_error"]
        assert receiver.deliveries == []


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the claim and retry paths run on both
def test_deleting_an_endpoint_cancels_its_pending_deliveries(svc, clean, clock):
    app, endpoint, _ = one_pending_delivery(svc, clean, clock, "https://hooks.example/x")
    WebhookRegistry(clean, LOCAL, lambda u: None, clock=clock).delete(app, endpoint["id"])
    assert [r["status"] for r in outbox_rows(clean)] == ["cancelled"]
    assert WebhookDeliverer(clean, LOCAL, clock=clock).deliver_due() == 0


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)  # the claim and retry paths run on both
def test_a_rotated_secret_signs_beside_the_new_one_for_the_switch_period_only(svc, clean, clock):
    with Receiver(statuses=[500]) as receiver:
        app, endpoint, _ = one_pending_delivery(svc, clean, clock, receiver.url)
        registry = WebhookRegistry(clean, LOCAL, lambda u: None, clock=clock)
        rotated = registry.rotate(app, endpoint["id"])
        deliverer = WebhookDeliverer(clean, LOCAL, clock=clock)
        deliverer.deliver_due()
        signatures = receiver.deliveries[0]["headers"]["webhook-signature"].split(" ")
        assert len(signatures) == 2 and rotated["secret"] != endpoint["secret"]
        clock.now += LOCAL.webhook_secret_overlap + 1
        deliverer.deliver_due()
        assert len(receiver.deliveries[1]["headers"]["webhook-signature"].split(" ")) == 1
        last = receiver.deliveries[1]
        assert ws.verify(rotated["secret"], last["headers"]["webhook-id"], last["headers"]["webhook-timestamp"],
                         last["body"], last["headers"]["webhook-signature"], now=clock.now)
