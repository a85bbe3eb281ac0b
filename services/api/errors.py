"""THE one place that maps error codes to HTTP statuses and renders `{"error": {"code", "message", "details"}}`.

Everything the API answers with an error goes through `error_response`: service and engine errors
(by their `code`), marshmallow validation errors (400), werkzeug HTTP errors (404 unknown route,
405, 413, malformed bodies...) and, for real bugs only, a catch-all 500. Bad input never yields an
HTML page.
"""
from __future__ import annotations

import logging

from flask import Flask, has_request_context, request
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from services.api.jsonio import dumps, json_response
from shared.engine.errors import EngineError

log = logging.getLogger("seraph.api")

#: error code -> HTTP status. Codes come from shared.service.errors / shared.engine.errors and from the API.
STATUS_BY_CODE: dict[str, int] = {
    "bad_request": 400,
    "webhook_url_refused": 400,
    "invalid_options": 400,
    "unknown_game": 400,
    "unauthorized": 401,
    "invalid_app_key": 401,
    "app_revoked": 401,
    "app_required": 401,
    "forbidden": 403,
    "not_your_turn": 403,
    "fixed_seed_not_allowed": 403,
    "not_found": 404,
    "method_not_allowed": 405,
    "not_acceptable": 406,
    "stale_version": 409,
    "conflict": 409,
    "game_stalled": 409,
    "game_waiting": 409,
    "game_cancelled": 409,
    "invitation_used": 409,
    "already_seated": 409,
    "unknown_invitation": 404,
    "payload_too_large": 413,
    "unsupported_media_type": 415,
    "illegal_action": 422,
    "idempotency_conflict": 422,
    "too_many_requests": 429,
    "rate_limited": 429,
    "internal_error": 500,
    "not_ready": 503,
    "service_unavailable": 503,
}

#: Codes that mean "no such resource" when the name came from the URL path, though the same name in a request
#: body is a bad request: an unknown game is a 404 at GET /v1/rules/{game} but a 400 in POST /v1/games.
#: code -> the path parameter that names the resource.
NOT_FOUND_IN_PATH: dict[str, str] = {"unknown_game": "game"}

#: HTTP status -> code, for werkzeug's HTTP exceptions (routing, body size, bad JSON ...).
CODE_BY_STATUS: dict[int, str] = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "too_many_requests",
    503: "service_unavailable",
}


class ApiError(Exception):
    """An error raised by the HTTP layer itself (bad query parameter, missing token, body too large, a rate limit
    with its Retry-After header...)."""

    def __init__(self, code: str, message: str, details: dict | None = None, headers: dict | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.details = details or {}
        self.headers = headers


def status_for(code: str, path_params: dict | None = None) -> int:
    """The HTTP status of an error code; unknown codes of a refused request are a 400. `path_params` (the
    route's) turn a code of NOT_FOUND_IN_PATH into a 404 when its name came from the path."""
    if NOT_FOUND_IN_PATH.get(code) in (path_params or {}):
        return 404
    return STATUS_BY_CODE.get(code, 400)


def error_body(code: str, message: str, details: dict | None = None) -> dict:
    """The error envelope every error response uses."""
    return {"error": {"code": code, "message": message, "details": details or {}}}


def error_response(code: str, message: str, details: dict | None = None, status: int | None = None, headers=None):
    """A JSON error response; the status comes from the code unless given."""
    return json_response(error_body(code, message, details), status or status_for(code), headers=headers)


def _jsonable_details(details) -> dict:
    """Error details made safe to serialise (engine errors may carry arbitrary keyword arguments)."""
    if not isinstance(details, dict):
        return {"value": repr(details)}
    out = {}
    for key, value in details.items():
        if isinstance(value, (str, int, float, bool, type(None), list, dict, tuple)):
            out[str(key)] = list(value) if isinstance(value, tuple) else value
        else:
            out[str(key)] = repr(value)
    return out


def handle_api_error(exc: ApiError):
    return error_response(exc.code, exc.message, exc.details, headers=exc.headers)


def handle_engine_error(exc: EngineError):
    """Service and engine errors: the code picks the status; IllegalAction's message is the rule's reason."""
    code = getattr(exc, "code", "bad_request")
    message = getattr(exc, "reason", None) or str(exc) or code
    status = status_for(code, request.view_args if has_request_context() else None)
    return error_response(code, message, _jsonable_details(getattr(exc, "details", {}) or {}), status=status)


def handle_validation_error(exc: ValidationError):
    messages = exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
    return error_response("bad_request", "the request does not match its schema", {"fields": messages})


def handle_http_exception(exc: HTTPException):
    status = exc.code or 500
    if status >= 500:
        return error_response("internal_error", "internal server error", status=status)
    code = CODE_BY_STATUS.get(status, "bad_request")
    headers = None
    details: dict = {}
    if status == 405:
        allowed = [m for m in (getattr(exc, "valid_methods", None) or [])]
        if allowed:
            headers = {"Allow": ", ".join(sorted(allowed))}
            details = {"allowed": sorted(allowed)}
    message = exc.description or exc.name
    return error_response(code, message, details, status=status, headers=headers)


def handle_unexpected(exc: Exception):
    """A real bug: log it with its traceback and answer 500 JSON without internals."""
    if isinstance(exc, HTTPException):  # Flask routes HTTPException here too when registered on Exception
        return handle_http_exception(exc)
    log.exception("unhandled error in the API", exc_info=exc)
    return error_response("internal_error", "internal server error", status=500)


def never_html(response):
    """The last guard (an after_request hook): an HTML page werkzeug rendered itself, which no error handler saw
    (a routing redirect such as a 308 to a normalised path), becomes the JSON error envelope. A redirect is a 404:
    paths are matched as sent. Changed in place, so headers other hooks set (CORS, request id) stay."""
    if response.status_code < 300 or response.mimetype != "text/html":
        return response
    status = 404 if response.status_code < 400 else response.status_code
    if status >= 500:
        code, message = "internal_error", "internal server error"
    else:
        code = CODE_BY_STATUS.get(status, "bad_request")
        message = "no such route (paths are matched as sent: no repeated or trailing slashes)" if status == 404 \
            else code.replace("_", " ")
    response.status_code = status
    response.headers.pop("Location", None)
    response.set_data(dumps(error_body(code, message)))
    response.mimetype = "application/json"
    return response


def register_error_handlers(app: Flask) -> None:
    """Install every error handler on the app (not just the blueprint, so unknown routes are JSON too)."""
    app.register_error_handler(ApiError, handle_api_error)
    app.register_error_handler(EngineError, handle_engine_error)
    app.register_error_handler(ValidationError, handle_validation_error)
    app.register_error_handler(HTTPException, handle_http_exception)
    app.register_error_handler(Exception, handle_unexpected)
    app.after_request(never_html)
