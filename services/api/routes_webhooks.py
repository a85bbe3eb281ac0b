"""The webhook routes (issue 19 §4): an app registers, lists, deletes and rotates its endpoints and reads their
delivery log. Every route needs the app's key (services/api/principals.py); another app's endpoint is a 404."""
from __future__ import annotations

from flask import Blueprint, Response, request

from services.api import principals
from services.api import schemas_webhooks as sw
from services.api.jsonio import json_response
from services.api.routes import NO_STORE, _check_id, json_body, runtime

bp = Blueprint("v1_webhooks", __name__, url_prefix="/v1")


def _registry():
    return runtime().app_obj.webhooks.registry


@bp.post("/webhooks")
def register_webhook():
    """Register an endpoint: 201 with its secret; the same url and events again: 200 with the existing one."""
    app = principals.require_app()
    data = sw.register_request.load(json_body())
    out, created = _registry().register(app.id, data["url"], data["events"])
    return json_response(out, status=201 if created else 200, headers=NO_STORE)


@bp.get("/webhooks")
def list_webhooks():
    app = principals.require_app()
    return json_response({"webhooks": _registry().list(app.id)}, headers=NO_STORE)


@bp.get("/webhooks/<webhook_id>")
def get_webhook(webhook_id):
    app = principals.require_app()
    return json_response(_registry().get(app.id, _check_id(webhook_id, "webhook")), headers=NO_STORE)


@bp.delete("/webhooks/<webhook_id>")
def delete_webhook(webhook_id):
    """Remove the endpoint; its pending deliveries are cancelled."""
    app = principals.require_app()
    _registry().delete(app.id, _check_id(webhook_id, "webhook"))
    return Response(status=204)


@bp.post("/webhooks/<webhook_id>/rotate")
def rotate_webhook_secret(webhook_id):
    """A new secret; the previous one keeps signing beside it for the switch period."""
    app = principals.require_app()
    return json_response(_registry().rotate(app.id, _check_id(webhook_id, "webhook")), headers=NO_STORE)


@bp.get("/webhooks/<webhook_id>/deliveries")
def webhook_deliveries(webhook_id):
    """The endpoint's deliveries, newest first: attempts, status codes, the next retry."""
    app = principals.require_app()
    q = sw.deliveries_query.load(request.args)
    out = _registry().deliveries(app.id, _check_id(webhook_id, "webhook"), q["limit"], q.get("before"))
    return json_response(out, headers=NO_STORE)
