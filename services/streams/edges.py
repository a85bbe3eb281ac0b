"""What every native response of the front carries, as the Flask app does for its own (services/api/access.py,
cors.py, ratelimit.py): a request id, CORS headers, an access line without tokens, the log context, the client
address behind trusted proxies, the stream-open rate limit and the open-streams gauge.

Bridged requests are left alone: the Flask app already does all of this for them.
"""
from __future__ import annotations

import asyncio
import time

from aiohttp import web

from services.api.access import client_ip, log_access, request_id_from
from services.api.cors import cors_headers
from services.api.ratelimit import allow_stream_open, refusal
from shared.adapters.metrics import set_open_streams
from shared.service import logcontext

REQUEST_ID = web.RequestKey("seraph_request_id", str)
#: the status whose headers went out (a stream's 200): what the access line shows when the client leaves later
SENT_STATUS = web.RequestKey("seraph_sent_status", int)


def is_native(request: web.Request, bridged) -> bool:
    """True for the routes the front answers itself (not the catch-all route to the bridge)."""
    route = request.match_info.route
    return getattr(route, "handler", None) != bridged  # bound methods: equal, not identical


def edge_middleware(settings, bridged):
    """A middleware: request id and log context around a native handler, then one access line when it ends."""
    @web.middleware
    async def edges(request: web.Request, handler):
        if not is_native(request, bridged):
            return await handler(request)
        rid = request_id_from(request.headers.get("X-Request-ID"))
        request[REQUEST_ID] = rid
        token = logcontext.push(request_id=rid, game_id=request.match_info.get("game_id"))
        started, status = time.monotonic(), None
        try:
            response = await handler(request)
            status = response.status
            return response
        finally:
            logcontext.pop(token)
            status = status or request.get(SENT_STATUS) or 499  # 499: the client left before any answer
            log_access(request.method, request.path, request.query_string, status,
                       (time.monotonic() - started) * 1000, rid, address(request, settings))
    return edges


def header_hook(settings, bridged):
    """An on_response_prepare hook: X-Request-ID and CORS headers on every native response, streams included
    (their headers go out before the handler returns)."""
    async def add_headers(request: web.Request, response: web.StreamResponse) -> None:
        if not is_native(request, bridged) or REQUEST_ID not in request:
            return
        request[SENT_STATUS] = response.status
        response.headers["X-Request-ID"] = request[REQUEST_ID]
        response.headers.update(cors_headers(request.headers.get("Origin"), settings))
    return add_headers


def address(request: web.Request, settings) -> str:
    """The client's address, through `proxy_hops` trusted proxies (the same rule as the Flask app's)."""
    return client_ip(request.remote, request.headers.get("X-Forwarded-For"), settings.proxy_hops)


async def stream_open_refusal(flask_app, ip: str, io) -> web.Response | None:
    """The 429 for an address over its stream-open rate, or None; off the loop (a Redis call when distributed)."""
    ok, retry = await asyncio.get_running_loop().run_in_executor(io, allow_stream_open, flask_app, ip)
    if ok:
        return None
    status, body, headers = refusal(retry)
    return web.json_response(body, status=status, headers=headers)


def count_streams(n: int) -> None:
    """The open-streams gauge of this process."""
    set_open_streams(n)
