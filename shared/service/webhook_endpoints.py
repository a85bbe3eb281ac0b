"""Webhook endpoints an app registers (issue 19 §4 "Registration", "Delivery log"): register, list, delete, rotate
the secret, and read an endpoint's deliveries. Every call names the calling app: another app's endpoint is a 404.
"""
from __future__ import annotations

import hashlib
import time
import uuid

import sqlalchemy as sa

from shared.adapters.webhook_tables import webhook_attempts, webhook_deliveries, webhook_endpoints
from shared.service.errors import BadRequest, NotFound
from shared.service.ports import DuplicateRecord
from shared.service.webhook_signing import new_secret
from shared.service.webhooks import EVENTS, RESERVED_EVENTS, rfc3339

MAX_ENDPOINTS_PER_APP = 20
MAX_DELIVERIES_PAGE = 100


class WebhookUrlRefused(BadRequest):
    """A webhook URL that is not https, holds credentials, or resolves to a non-public address (issue 19 §4)."""

    code = "webhook_url_refused"


def check_events(events) -> list[str]:
    """The events as a sorted list without repeats; BadRequest for anything else (reserved names included)."""
    if not isinstance(events, list) or not events or not all(isinstance(e, str) for e in events):
        raise BadRequest(f"events must be a non-empty list of: {', '.join(EVENTS)}")
    reserved = sorted(set(events) & set(RESERVED_EVENTS))
    if reserved:
        raise BadRequest(f"event {reserved[0]} is reserved for clocks and deadlines (not sent yet); "
                         f"events are: {', '.join(EVENTS)}")
    unknown = sorted(set(events) - set(EVENTS))
    if unknown:
        raise BadRequest(f"unknown event {unknown[0]}; events are: {', '.join(EVENTS)}")
    return sorted(set(events))


class WebhookRegistry:
    """The endpoints of apps. `check_url(url)` raises UnsafeTarget (a ValueError) for a URL that may not be
    called (shared/adapters/webhook_http.py: check_target with the settings)."""

    def __init__(self, store, settings, check_url, clock=time.time):
        self.store, self.settings, self.check_url, self.clock = store, settings, check_url, clock

    def register(self, app_id: str, url, events) -> tuple[dict, bool]:
        """(the endpoint with its secret, whether it was created): the same app, url and events again give the
        existing endpoint and change nothing."""
        events = check_events(events)
        try:
            self.check_url(url)
        except ValueError as exc:
            raise WebhookUrlRefused(str(exc)) from None
        dedup = hashlib.sha256(f"{app_id}\n{url}\n{','.join(events)}".encode()).hexdigest()
        existing = self._by_dedup(app_id, dedup)
        if existing is not None:
            return _public(existing, secret=True), False
        row = dict(id="wh_" + uuid.uuid4().hex, app_id=app_id, url=url, events="," + ",".join(events) + ",",
                   dedup_key=dedup, secret=new_secret(), created_at=self.clock())
        try:
            with self.store.write() as tx:
                count = tx.core(sa.select(sa.func.count().label("n")).where(webhook_endpoints.c.app_id == app_id))
                if count[0]["n"] >= MAX_ENDPOINTS_PER_APP:
                    raise BadRequest(f"an app has at most {MAX_ENDPOINTS_PER_APP} webhook endpoints")
                tx.core(webhook_endpoints.insert().values(**row))
        except DuplicateRecord:  # the same registration, racing: it exists now
            return _public(self._by_dedup(app_id, dedup), secret=True), False
        return _public(row, secret=True), True

    def _by_dedup(self, app_id: str, dedup: str) -> dict | None:
        with self.store.read() as tx:
            rows = tx.core(sa.select(webhook_endpoints).where(webhook_endpoints.c.app_id == app_id,
                                                              webhook_endpoints.c.dedup_key == dedup))
        return rows[0] if rows else None

    def list(self, app_id: str) -> list[dict]:
        with self.store.read() as tx:
            rows = tx.core(sa.select(webhook_endpoints).where(webhook_endpoints.c.app_id == app_id)
                           .order_by(webhook_endpoints.c.created_at, webhook_endpoints.c.id))
        return [_public(r) for r in rows]

    def get(self, app_id: str, endpoint_id: str) -> dict:
        with self.store.read() as tx:
            return _public(self._row(tx, app_id, endpoint_id))

    def delete(self, app_id: str, endpoint_id: str) -> None:
        """Remove the endpoint; its pending deliveries are cancelled (their log stays with the endpoint gone)."""
        with self.store.write() as tx:
            self._row(tx, app_id, endpoint_id)
            tx.core(webhook_deliveries.update().where(webhook_deliveries.c.endpoint_id == endpoint_id,
                                                      webhook_deliveries.c.status == "pending")
                    .values(status="cancelled", next_attempt_at=None, updated_at=self.clock()))
            tx.core(webhook_endpoints.delete().where(webhook_endpoints.c.id == endpoint_id))

    def rotate(self, app_id: str, endpoint_id: str) -> dict:
        """A new secret; the current one keeps signing too (two signatures per delivery) for the switch period
        (SERAPH_WEBHOOK_SECRET_OVERLAP), so receivers can switch without losing a delivery."""
        now = self.clock()
        with self.store.write() as tx:
            row = self._row(tx, app_id, endpoint_id, lock=True)
            row.update(secret=new_secret(), previous_secret=row["secret"],
                       previous_until=now + self.settings.webhook_secret_overlap)
            tx.core(webhook_endpoints.update().where(webhook_endpoints.c.id == endpoint_id).values(
                secret=row["secret"], previous_secret=row["previous_secret"], previous_until=row["previous_until"]))
        return _public(row, secret=True)

    def deliveries(self, app_id: str, endpoint_id: str, limit: int = 50, before: int | None = None) -> dict:
        """The endpoint's deliveries, newest first, each with its attempts; `next` pages to older ones."""
        limit = max(1, min(MAX_DELIVERIES_PAGE, limit))
        with self.store.read() as tx:
            self._row(tx, app_id, endpoint_id)
            q = sa.select(webhook_deliveries).where(webhook_deliveries.c.endpoint_id == endpoint_id)
            if before is not None:
                q = q.where(webhook_deliveries.c.id < before)
            rows = tx.core(q.order_by(webhook_deliveries.c.id.desc()).limit(limit + 1))
            more, rows = len(rows) > limit, rows[:limit]
            attempts = tx.core(sa.select(webhook_attempts).where(
                webhook_attempts.c.delivery_id.in_([r["id"] for r in rows])).order_by(webhook_attempts.c.id)) \
                if rows else []
        by_delivery: dict[int, list] = {}
        for a in attempts:
            by_delivery.setdefault(a["delivery_id"], []).append(_attempt(a))
        items = [_delivery(r, by_delivery.get(r["id"], [])) for r in rows]
        return {"deliveries": items, "next": rows[-1]["id"] if more else None}

    @staticmethod
    def _row(tx, app_id: str, endpoint_id: str, lock: bool = False) -> dict:
        q = sa.select(webhook_endpoints).where(webhook_endpoints.c.id == endpoint_id,
                                               webhook_endpoints.c.app_id == app_id)
        rows = tx.core(q.with_for_update() if lock and tx.store.is_postgres else q)
        if not rows:
            raise NotFound(f"no webhook {endpoint_id}")  # another app's endpoint is no more visible than none
        return dict(rows[0])


def _public(row: dict, secret: bool = False) -> dict:
    out = {"id": row["id"], "url": row["url"], "events": [e for e in row["events"].split(",") if e],
           "created_at": rfc3339(row["created_at"])}
    if secret:
        out["secret"] = row["secret"]
    return out


def _attempt(row: dict) -> dict:
    return {"at": rfc3339(row["attempted_at"]), "status_code": row["status_code"], "error": row["error"],
            "duration_ms": round(row["duration_ms"], 1)}


def _delivery(row: dict, attempts: list) -> dict:
    pending = row["status"] == "pending"
    return {"id": row["id"], "webhook_id": row["message_id"], "event": row["event"], "game_id": row["game_id"],
            "seat": row["seat"], "seq": row["seq"], "status": row["status"], "attempts": row["attempts"],
            "last_status_code": row["last_status_code"], "last_error": row["last_error"],
            "created_at": rfc3339(row["created_at"]),
            "delivered_at": rfc3339(row["delivered_at"]) if row["delivered_at"] else None,
            "next_retry_at": rfc3339(row["next_attempt_at"]) if pending and row["next_attempt_at"] else None,
            "attempt_log": attempts}
