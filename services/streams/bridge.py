"""A small WSGI bridge: the aiohttp front hands a request to the Flask app on a bounded thread pool.

The Flask app answers every route but the SSE one exactly as it would under a WSGI server: the request becomes a
PEP 3333 environ, the app runs on one of the pool's threads (never on the event loop), and its status, headers
and body come back as one aiohttp response. Bodies are read whole (the API caps them at 64 KiB) and responses
are buffered: no Flask route the front sends here streams. A body over the limit is read and dropped (bounded)
before the app refuses it, so the client reads the 413 rather than a reset; a body whose chunked framing is broken
is answered 400 here (services/streams/protocol.py ends it: aiohttp left it waiting forever).
"""
from __future__ import annotations

import asyncio
import io
import logging
import sys
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import unquote_to_bytes

from aiohttp import web
from aiohttp.http_exceptions import HttpProcessingError
from multidict import CIMultiDict

from services.api.errors import error_body
from services.api.jsonio import JSON_MIMETYPE, dumps
from services.api.routes import BRIDGED

log = logging.getLogger("seraph.streams.bridge")

#: request headers WSGI passes as CONTENT_TYPE / CONTENT_LENGTH rather than HTTP_*
_UNPREFIXED = {"CONTENT_TYPE", "CONTENT_LENGTH"}


#: bytes of a refused (too large) body the front still reads and drops before it answers, so the client has sent
#: it all and reads the 413 rather than a reset; past this the 413 closes the connection (aiohttp drains for a while)
DRAIN_BYTES = 1024 * 1024
DRAIN_SECONDS = 5.0


class BadBody(Exception):
    """The body's framing is broken (chunked encoding): answered 400 here, the connection closed."""


async def _drain(request: web.Request) -> bool:
    """Read and drop what is left of the body, up to DRAIN_BYTES within DRAIN_SECONDS; whether it all came."""
    left = DRAIN_BYTES
    try:
        async with asyncio.timeout(DRAIN_SECONDS):
            while left > 0:
                chunk = await request.content.read(min(left, 65536))
                if not chunk:
                    return True
                left -= len(chunk)
    except (TimeoutError, HttpProcessingError):
        return False
    return request.content.at_eof()


async def read_body(request: web.Request, limit: int) -> tuple[bytes, bool]:
    """(at most `limit` + 1 bytes of the body, whether the connection can be kept): one byte more than allowed
    tells the app "too large", and so does a declared length over the limit with no body at all. A refused body
    is drained first (bounded), so the client reads the 413 instead of a reset. BadBody for broken framing."""
    try:
        if request.content_length is not None and request.content_length > limit:
            return b"", await _drain(request)
        parts, size = [], 0
        while size <= limit:
            chunk = await request.content.read(limit + 1 - size)
            if not chunk:
                break
            parts.append(chunk)
            size += len(chunk)
    except HttpProcessingError as exc:  # services/streams/protocol.py fails the body on a framing error
        raise BadBody(getattr(exc, "message", None) or str(exc)) from None
    keep = size <= limit or await _drain(request)
    return b"".join(parts), keep


def too_large(limit: int) -> web.Response:
    """The 413 the app answers for a body over the limit (services/api/app.py), for the front's own refusals."""
    body = error_body("payload_too_large", f"the body is larger than {limit} bytes", {"max_body_bytes": limit})
    return web.Response(status=413, body=dumps(body), content_type=JSON_MIMETYPE)


def _server_address(request: web.Request) -> tuple[str, str]:
    """SERVER_NAME and SERVER_PORT: the socket the request came in on (the Host header, if no socket)."""
    sockname = request.transport.get_extra_info("sockname") if request.transport is not None else None
    if isinstance(sockname, tuple) and len(sockname) >= 2:
        return str(sockname[0]), str(sockname[1])
    host, _, port = (request.host or "localhost").rpartition(":")
    return (host, port) if host and port.isdigit() else (request.host or "localhost", "80")


def build_environ(request: web.Request, body: bytes) -> dict:
    """The PEP 3333 environ of an aiohttp request whose body has been read."""
    raw_path = request.raw_path.split("?", 1)[0]
    server_name, server_port = _server_address(request)
    environ = {
        "REQUEST_METHOD": request.method,
        "SCRIPT_NAME": "",
        "PATH_INFO": unquote_to_bytes(raw_path).decode("latin-1"),
        "QUERY_STRING": request.rel_url.raw_query_string,
        "SERVER_PROTOCOL": f"HTTP/{request.version.major}.{request.version.minor}",
        "SERVER_NAME": server_name,
        "SERVER_PORT": server_port,
        "REMOTE_ADDR": request.remote or "",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": request.scheme,
        "wsgi.input": io.BytesIO(body),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
        "wsgi.input_terminated": True,
        BRIDGED: True,  # the Flask app's stream route refuses such requests: the front streams on its loop
    }
    for name, value in request.headers.items():
        key = name.upper().replace("-", "_")
        key = key if key in _UNPREFIXED else "HTTP_" + key
        environ[key] = f"{environ[key]}, {value}" if key in environ and key.startswith("HTTP_") else value
    if "CONTENT_LENGTH" not in environ and body:  # a chunked body, read whole
        environ["CONTENT_LENGTH"] = str(len(body))
    return environ


def call_wsgi(app, environ: dict) -> tuple[int, str, list, bytes]:
    """Run a WSGI app to completion: (status code, reason, header list, body)."""
    started: dict = {}
    written: list[bytes] = []

    def start_response(status, headers, exc_info=None):
        if exc_info is not None and started:
            raise exc_info[1].with_traceback(exc_info[2])
        started["status"], started["headers"] = status, list(headers)
        return written.append

    result = app(environ, start_response)
    try:
        for chunk in result:
            if chunk:
                written.append(chunk)
    finally:
        close = getattr(result, "close", None)
        if close is not None:
            close()
    code, _, reason = started["status"].partition(" ")
    return int(code), reason, started["headers"], b"".join(written)


class WsgiBridge:
    """An aiohttp handler that runs a WSGI app on its own bounded thread pool."""

    def __init__(self, app, threads: int = 32, max_body: int = 64 * 1024):
        self.app = app
        self.max_body = max_body
        self.pool = ThreadPoolExecutor(max_workers=max(1, int(threads)), thread_name_prefix="seraph-bridge")

    async def handle(self, request: web.Request) -> web.Response:
        """Answer `request` with the WSGI app, run on the pool; a body with broken framing is a 400 here."""
        try:
            body, keep_alive = await read_body(request, self.max_body)
        except BadBody as exc:
            response = web.Response(status=400, content_type=JSON_MIMETYPE, body=dumps(error_body(
                "bad_request", f"the request body is not valid HTTP: {str(exc).splitlines()[0][:200].rstrip(':')}")))
            response.force_close()
            return response
        except ConnectionResetError:  # the client left while sending: nobody reads an answer (aiohttp drops it)
            return web.Response(status=400)
        environ = build_environ(request, body)
        loop = asyncio.get_running_loop()
        try:
            code, reason, headers, payload = await loop.run_in_executor(self.pool, call_wsgi, self.app, environ)
        except Exception:  # the Flask app renders its own errors; this is the bridge itself failing
            log.exception("the WSGI bridge failed on %s %s", request.method, request.path)
            return web.Response(status=500, body=dumps(error_body("internal_error", "internal server error")),
                                content_type="application/json")
        response = web.Response(status=code, reason=reason or None, headers=CIMultiDict(headers), body=payload)
        if not keep_alive:
            response.force_close()  # the rest of a refused body did not come in time: aiohttp drains, then closes
        return response

    def close(self) -> None:
        """Let running requests finish and stop the threads."""
        self.pool.shutdown(wait=True, cancel_futures=False)
