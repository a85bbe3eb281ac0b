"""What aiohttp answers on its own, made to speak the API's JSON: malformed HTTP, bodies and access lines.

aiohttp answers some requests before any handler or middleware of ours runs, in text/plain: a request it cannot
parse (a control character in the path or a header, a bad chunk size, ...) and an exception that escapes a
handler (a 500). `install(app)` gives the connections of the front's application a RequestHandler whose
`handle_error` renders the API's error envelope instead (services/api/errors.py's codes), and which fails a body
being read when its chunked framing turns out to be broken: aiohttp's parser then queues a 400 for a next request
but never ends the body the current handler is reading, which waited until the client went away (issue 11).

aiohttp has no public hook for either, so the front's request factory switches each new connection's protocol
to the subclass (same slots, so the switch is allowed); `install` checks the private names it relies on and does
nothing if an aiohttp release no longer has them (the front then answers those requests as aiohttp does).
"""
from __future__ import annotations

import logging

from aiohttp import web
from aiohttp.http_exceptions import BadHttpMessage
from aiohttp.web_log import AccessLogger

from services.api.errors import CODE_BY_STATUS, error_body
from services.api.jsonio import JSON_MIMETYPE, dumps
from shared.logs import scrub

log = logging.getLogger("seraph.streams")

try:  # the private names the protocol subclass relies on
    from aiohttp.web_protocol import RequestHandler, _ErrInfo
except ImportError:  # pragma: no cover - an aiohttp without them: install() does nothing
    RequestHandler = _ErrInfo = None


def error_response(status: int, message: str) -> web.Response:
    """The API's JSON error body for a status aiohttp chose; the connection closes after it."""
    code = "internal_error" if status >= 500 else CODE_BY_STATUS.get(status, "bad_request")
    response = web.Response(status=status, body=dumps(error_body(code, message)), content_type=JSON_MIMETYPE)
    response.force_close()
    return response


def _first_line(message: str | None, default: str) -> str:
    """The first line of aiohttp's parser message ("Invalid character in chunk size:"), without the raw bytes it
    quotes on the next lines."""
    lines = (message or "").strip().splitlines()
    return ((lines[0].rstrip(":").strip() if lines else "") or default)[:200]


if RequestHandler is not None:
    class JsonErrorsHandler(RequestHandler):
        """aiohttp's RequestHandler with JSON error answers and broken bodies failed (see the module's doc)."""

        __slots__ = ()

        def handle_error(self, request, status: int = 500, exc=None, message=None):
            if status >= 500:  # a bug (or a timeout): aiohttp logs it with its traceback
                super().handle_error(request, status, exc, message)  # raises if the answer had begun
                return error_response(status, "internal server error")
            # A client's malformed request: one DEBUG line naming the fault only (aiohttp's message quotes the
            # raw bytes, an Authorization header's among them), not an ERROR with a traceback per junk request.
            reason = _first_line(message, "bad request")
            self.logger.debug("malformed request from %s: %s", request.remote, reason)
            if request.writer.output_size > 0:
                raise ConnectionError("the answer had begun: no error body can follow")
            return error_response(status, "malformed HTTP request: " + reason)

        def data_received(self, data: bytes) -> None:
            super().data_received(data)
            messages = self._messages
            if messages and isinstance(messages[-1][0], _ErrInfo):
                self._fail_open_bodies(messages[-1][0])

        def _fail_open_bodies(self, err) -> None:
            """A parse error after a request's head: end each body still being received with the error, so the
            handler reading it answers (400) instead of waiting for bytes that will never come."""
            exc = err.exc if isinstance(err.exc, Exception) else BadHttpMessage(err.message or "bad request")
            bodies = [payload for msg, payload in self._messages if not isinstance(msg, _ErrInfo)]
            if self._current_request is not None:
                bodies.append(self._current_request.content)
            for body in bodies:
                if not body.is_eof():
                    body.set_exception(exc)
                    body.feed_eof()  # so the connection is not kept open to drain it
else:  # pragma: no cover
    JsonErrorsHandler = None


def _private_names_present() -> bool:
    return (JsonErrorsHandler is not None and hasattr(web.Application, "_make_request")
            and {"_messages", "_current_request"} <= set(getattr(RequestHandler, "__slots__", ())))


def install(app: web.Application) -> bool:
    """Make the connections of `app` answer malformed requests and 500s with the JSON error body; whether it could."""
    if not _private_names_present():
        log.warning("this aiohttp has no hook for JSON error answers to malformed requests; they stay text/plain")
        return False
    make_request = app._make_request

    def request_factory(message, payload, protocol, writer, task, *args, **kwargs):
        if type(protocol) is RequestHandler:
            protocol.__class__ = JsonErrorsHandler
        return make_request(message, payload, protocol, writer, task, *args, **kwargs)

    object.__setattr__(app, "_make_request", request_factory)  # read when the server is made, after this
    return True


class ScrubbedAccessLogger(AccessLogger):
    """aiohttp's access log (when a runner has one: tests, `aiohttp.web.run_app`) with credentials blanked:
    `?token=` and `?ticket=` values and Bearer headers never reach a log line (shared.logs.scrub)."""

    def log(self, request, response, time: float) -> None:
        try:
            values, extra = [], {}
            for key, value in self._format_line(request, response, time):
                value = scrub(value) if isinstance(value, str) else value
                values.append(value)
                if isinstance(key, str):
                    extra[key] = value
                else:
                    extra.setdefault(key[0], {})[key[1]] = value
            self.logger.info(self._log_format % tuple(values), extra=extra)
        except Exception:
            self.logger.exception("Error in logging")
