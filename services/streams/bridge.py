"""A small WSGI bridge: the aiohttp front hands a request to the Flask app on a bounded thread pool.

The Flask app answers every route but the SSE one exactly as it would under a WSGI server: the request becomes a
PEP 3333 environ, the app runs on one of the pool's threads (never on the event loop), and its status, headers
and body come back as one aiohttp response. Bodies are read whole (the API caps them at 64 KiB) and responses
are buffered: no Flask route the front sends here streams.
"""
from __future__ import annotations

import asyncio
import io
import logging
import sys
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import unquote_to_bytes

from aiohttp import web
from multidict import CIMultiDict

from services.api.errors import error_body
from services.api.jsonio import dumps

log = logging.getLogger("seraph.streams.bridge")

#: request headers WSGI passes as CONTENT_TYPE / CONTENT_LENGTH rather than HTTP_*
_UNPREFIXED = {"CONTENT_TYPE", "CONTENT_LENGTH"}


async def read_body(request: web.Request, limit: int) -> bytes:
    """At most `limit` + 1 bytes of the body (one more than allowed tells "too large"); none when the declared
    length is over the limit, which the app refuses before it reads anything."""
    if request.content_length is not None and request.content_length > limit:
        return b""
    parts, size = [], 0
    while size <= limit:
        chunk = await request.content.read(limit + 1 - size)
        if not chunk:
            break
        parts.append(chunk)
        size += len(chunk)
    return b"".join(parts)


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
        """Answer `request` with the WSGI app, run on the pool."""
        body = await read_body(request, self.max_body)
        environ = build_environ(request, body)
        loop = asyncio.get_running_loop()
        try:
            code, reason, headers, payload = await loop.run_in_executor(self.pool, call_wsgi, self.app, environ)
        except Exception:  # the Flask app renders its own errors; this is the bridge itself failing
            log.exception("the WSGI bridge failed on %s %s", request.method, request.path)
            return web.Response(status=500, body=dumps(error_body("internal_error", "internal server error")),
                                content_type="application/json")
        return web.Response(status=code, reason=reason or None, headers=CIMultiDict(headers), body=payload)

    def close(self) -> None:
        """Let running requests finish and stop the threads."""
        self.pool.shutdown(wait=True, cancel_futures=False)
