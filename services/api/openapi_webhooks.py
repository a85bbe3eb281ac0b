"""The OpenAPI paths of the webhook routes (services/api/routes_webhooks.py), added by services/api/openapi.py."""
from __future__ import annotations

from services.api import schemas_webhooks as sw

APP_KEY = "appAuth"  # declared by services/api/openapi_apps.py (SECURITY_SCHEMES)
_APP = [{APP_KEY: []}]
_WEBHOOK_ID = {"in": "path", "name": "webhook_id", "required": True, "schema": {"type": "string"},
               "description": "webhook endpoint id, as registration returned it"}


def _json(schema, description: str) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def _errors(*statuses: int) -> dict:
    return {str(code): {"$ref": f"#/components/responses/Error{code}"} for code in statuses}


def webhook_paths() -> dict:
    """Path -> operations of the webhook routes."""
    return {
        "/v1/webhooks": {
            "post": {
                "tags": ["webhooks"], "operationId": "registerWebhook", "security": _APP,
                "summary": "Register an endpoint for some events; signed Standard Webhooks deliveries "
                           "(docs/WEBHOOKS.md). The same url and events again return the existing endpoint (200)",
                "requestBody": {"required": True,
                                "content": {"application/json": {"schema": sw.RegisterWebhookSchema}}},
                "responses": {"201": _json(sw.WebhookSchema, "registered, with its secret"),
                              "200": _json(sw.WebhookSchema, "already registered: the existing endpoint"),
                              **_errors(400, 401, 413, 503)},
            },
            "get": {
                "tags": ["webhooks"], "operationId": "listWebhooks", "security": _APP,
                "summary": "The app's endpoints (without their secrets)",
                "responses": {"200": _json(sw.WebhookListSchema, "endpoints"), **_errors(401, 503)},
            },
        },
        "/v1/webhooks/{webhook_id}": {
            "get": {
                "tags": ["webhooks"], "operationId": "getWebhook", "security": _APP, "parameters": [_WEBHOOK_ID],
                "summary": "One of the app's endpoints (without its secret)",
                "responses": {"200": _json(sw.WebhookSchema, "the endpoint"), **_errors(401, 404, 503)},
            },
            "delete": {
                "tags": ["webhooks"], "operationId": "deleteWebhook", "security": _APP,
                "parameters": [_WEBHOOK_ID],
                "summary": "Remove the endpoint; its pending deliveries are cancelled",
                "responses": {"204": {"description": "removed"}, **_errors(401, 404, 503)},
            },
        },
        "/v1/webhooks/{webhook_id}/rotate": {"post": {
            "tags": ["webhooks"], "operationId": "rotateWebhookSecret", "security": _APP,
            "parameters": [_WEBHOOK_ID],
            "summary": "A new secret, returned once; the previous one keeps signing beside it (two v1 signatures) "
                       "for the switch period (SERAPH_WEBHOOK_SECRET_OVERLAP)",
            "responses": {"200": _json(sw.WebhookSchema, "the endpoint with its new secret"),
                          **_errors(401, 404, 503)},
        }},
        "/v1/webhooks/{webhook_id}/deliveries": {"get": {
            "tags": ["webhooks"], "operationId": "webhookDeliveries", "security": _APP,
            "parameters": [_WEBHOOK_ID, {"in": "query", "schema": sw.DeliveriesQuerySchema}],
            "summary": "The endpoint's deliveries, newest first: each attempt's status code or error, and the next "
                       "retry",
            "responses": {"200": _json(sw.DeliveryLogSchema, "deliveries"), **_errors(400, 401, 404, 503)},
        }},
    }


def add_webhooks(spec) -> None:
    """Add the webhook paths to an APISpec (after the app key's security scheme, appAuth)."""
    for path, operations in webhook_paths().items():
        spec.path(path=path, operations=operations)
