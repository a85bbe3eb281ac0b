"""Request ids, the access log and the client's address behind proxies.

Each request gets an id: the caller's `X-Request-ID` when sane (1-128 printable ASCII characters), else a new
one; it is bound for every log line of the request (shared.service.logcontext) and echoed on every response. One
access line per request goes to the `seraph.access` logger: method, path (any `token=` value blanked), status,
duration in ms, request id, client address (probes and /metrics at DEBUG). The async front calls the same
functions for the requests it serves itself (the SSE route).
"""
from __future__ import annotations

import logging
import re
import time
import uuid

from flask import Flask, g, request
from werkzeug.middleware.proxy_fix import ProxyFix

from shared.logs import scrub
from shared.service import logcontext

access_log = logging.getLogger("seraph.access")
REQUEST_ID_HEADER = "X-Request-ID"
MAX_REQUEST_ID = 128
_SANE_ID = re.compile(r"[\x20-\x7e]{1,%d}" % MAX_REQUEST_ID)
QUIET_PATHS = frozenset({"/healthz", "/readyz", "/metrics"})  # polled every few seconds: DEBUG, not INFO


def request_id_from(header: str | None) -> str:
    """The request id of a request whose X-Request-ID header is `header`: kept when sane, else a new one."""
    if header is not None:
        header = header.strip()
        if _SANE_ID.fullmatch(header):
            return header
    return uuid.uuid4().hex


def logged_path(path: str, query: str = "") -> str:
    """The path as the access log shows it: the query string kept, with every token value blanked."""
    return scrub(f"{path}?{query}") if query else path


def log_access(method: str, path: str, query: str, status: int, duration_ms: float, request_id: str,
               remote: str | None = None) -> None:
    """One access log line (the fields travel as the JSON line's own keys)."""
    level = logging.DEBUG if path in QUIET_PATHS else logging.INFO
    if not access_log.isEnabledFor(level):
        return
    shown = logged_path(path, query)
    access_log.log(level, "%s %s %d %.1fms", method, shown, status, duration_ms,
                   extra={"method": method, "path": shown, "status": status, "duration_ms": round(duration_ms, 2),
                          "request_id": request_id, "remote": remote})


def client_ip(remote: str | None, forwarded_for: str | None, hops: int) -> str:
    """The client's address as ProxyFix(x_for=hops) sees it: the hops-th address from the right of
    X-Forwarded-For when `hops` trusted proxies added theirs, else the socket's peer (for the async front)."""
    if hops > 0 and forwarded_for:
        values = [v.strip() for v in forwarded_for.split(",")]
        if len(values) >= hops and values[-hops]:
            return values[-hops]
    return remote or ""


def install_access(app: Flask, settings) -> None:
    """ProxyFix when SERAPH_PROXY_HOPS > 0; the request id and the access line of every request. Installed first,
    so the id is bound before any other hook runs (and may refuse the request)."""
    if settings.proxy_hops > 0:
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=settings.proxy_hops, x_proto=settings.proxy_hops)
    app.before_request(_begin)
    app.after_request(_end if settings.access_log else _echo_id)
    app.teardown_request(_unbind)


def _begin() -> None:
    g.request_id = request_id_from(request.headers.get(REQUEST_ID_HEADER))
    g.started = time.perf_counter()
    game_id = (request.view_args or {}).get("game_id")
    g.log_token = logcontext.push(request_id=g.request_id, game_id=game_id)


def _echo_id(response):
    rid = g.get("request_id")
    if rid is not None:
        response.headers[REQUEST_ID_HEADER] = rid
    return response


def _end(response):
    _echo_id(response)
    started = g.get("started")
    if started is not None:
        log_access(request.method, request.path, request.query_string.decode("latin-1"), response.status_code,
                   (time.perf_counter() - started) * 1000, g.request_id, request.remote_addr)
    return response


def _unbind(_exc=None) -> None:
    token = g.pop("log_token", None)
    if token is not None:
        logcontext.pop(token)
