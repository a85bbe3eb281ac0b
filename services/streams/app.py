"""The async HTTP front of an API process: SSE on the event loop, every other request through the WSGI bridge.

`create_front(settings)` builds one aiohttp Application per process. `GET /v1/games/{game_id}/events` and
`/healthz` are served natively; everything else goes to the unchanged Flask app (services/api) on the bridge's
bounded thread pool, so the API contract, its error bodies and the OpenAPI document stay exactly as they are.
A stream is opened with a seat token (`Authorization: Bearer`, `?token=`) or a stream ticket (`?ticket=`), as the
Flask route accepts them. What aiohttp would answer by itself (malformed HTTP, a broken chunked body, a 500, a
body declared over the limit with `Expect: 100-continue`) gets the same JSON error body (services/streams/protocol.py).

gunicorn: `seraph serve` (worker class aiohttp.GunicornWebWorker, the async factory `front_factory`).
"""
from __future__ import annotations

import asyncio
import logging
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

from aiohttp import web
from marshmallow import ValidationError

from services.api import schemas as s
from services.api.errors import CODE_BY_STATUS, _jsonable_details, error_body, status_for
from services.api.inputs import credential_problem, is_clean_id, parse_seq
from services.api.jsonio import JSON_MIMETYPE, dumps
from services.api.routes import MAX_ID_LENGTH, MAX_TOKEN_LENGTH, SSE_RETRY_AFTER_SECONDS
from services.api.sse import is_spent
from services.streams import edges, protocol
from services.streams.bridge import WsgiBridge, too_large
from services.streams.fanout import Fanout
from services.streams.stream import SHUTDOWN, ClientGone, EventStream
from shared.engine.errors import EngineError
from shared.service.errors import Unavailable

log = logging.getLogger("seraph.streams")

STREAM_IO_THREADS = 8   # threads for the streams' database reads (authenticate, head, batches), apart from the bridge
RETRY_AFTER_BUSY = 5    # seconds, with 429/503 when the stream limits are reached
SSE_HEADERS = {"Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache",
               "X-Accel-Buffering": "no"}


class Refused(Exception):
    """A request the front answers with an error body (the same `{"error": ...}` envelope as the Flask app)."""

    def __init__(self, code: str, message: str, details: dict | None = None, status: int | None = None,
                 headers: dict | None = None):
        super().__init__(message)
        self.code, self.message, self.details = code, message, details or {}
        self.status, self.headers = status or status_for(code), headers

    def response(self) -> web.Response:
        return web.Response(status=self.status, body=dumps(error_body(self.code, self.message, self.details)),
                            content_type=JSON_MIMETYPE, headers=self.headers)


def restarting() -> Refused:
    """The answer to a stream request while the process stops: reconnect (to another process) in a second."""
    return Refused("service_unavailable", "this server is restarting; reconnect", headers={"Retry-After": "1"})



def refused_by_engine(exc: EngineError) -> Refused:
    """A service or engine error as the Flask route renders it; a database outage is a 503 with Retry-After."""
    code = getattr(exc, "code", "bad_request")
    message = getattr(exc, "reason", None) or str(exc) or code
    headers = {"Retry-After": str(SSE_RETRY_AFTER_SECONDS)} if isinstance(exc, Unavailable) else None
    return Refused(code, message, _jsonable_details(getattr(exc, "details", {}) or {}), headers=headers)


def _credential(value: str, what: str) -> str:
    """routes._credential: empty, too long or with a control character is a 401."""
    problem = credential_problem(value, what, MAX_TOKEN_LENGTH)
    if problem:
        raise Refused("unauthorized", problem)
    return value


def stream_credential(request: web.Request) -> tuple[str, str] | None:
    """("token" or "ticket", value) from `Authorization: Bearer`, `?ticket=` or `?token=` (routes.stream_viewer:
    at most one of them), or None for a spectator."""
    given = [name for name, present in (("Authorization", "Authorization" in request.headers),
                                        ("ticket", "ticket" in request.query), ("token", "token" in request.query))
             if present]
    if len(given) > 1:
        raise Refused("bad_request", f"give one credential, not {' and '.join(given)}",
                      {"fields": {name: ["only one of Authorization, ticket and token"] for name in given}})
    if not given:
        return None
    if given == ["Authorization"]:
        scheme, _, value = request.headers["Authorization"].strip().partition(" ")
        token = value.strip()
        if scheme.lower() != "bearer" or not token:
            raise Refused("unauthorized", "the Authorization header must be 'Bearer <seat token>'")
        return "token", _credential(token, "seat token")
    if given == ["ticket"]:
        return "ticket", _credential(request.query.get("ticket", ""), "stream ticket")
    return "token", _credential(request.query.get("token", ""), "seat token")


def stream_params(request: web.Request) -> tuple[str, int, bool, float | None, tuple[str, str] | None]:
    """(game id, resume seq, state?, max_seconds, credential), checked in the order the Flask route checks them."""
    game_id = request.match_info["game_id"]
    if not is_clean_id(game_id, MAX_ID_LENGTH):
        raise Refused("not_found", "no such game")
    try:
        q = s.events_query.load(request.query)
    except ValidationError as exc:
        messages = exc.messages if isinstance(exc.messages, dict) else {"_schema": exc.messages}
        raise Refused("bad_request", "the request does not match its schema", {"fields": messages}) from None
    try:
        resume = parse_seq(request.headers.get("Last-Event-ID"))
    except ValueError as exc:
        raise Refused("bad_request", str(exc)) from None
    after = resume if resume is not None else q.get("after", 0)
    return game_id, after, q["state"], q.get("max_seconds"), stream_credential(request)


class Front:
    """What one API process holds: the app objects, the bridge, the fan-out and the open streams."""

    def __init__(self, settings, app_obj=None):
        self.settings = settings
        self.app_obj, self.owns_app_obj = app_obj, app_obj is None
        self.bridge: WsgiBridge | None = None
        self.fanout: Fanout | None = None
        self.io: ThreadPoolExecutor | None = None
        self.flask_app = None
        self.open = 0                       # streams admitted (authenticating or streaming)
        self.per_ip: Counter = Counter()
        self.subscribers: set = set()
        self.closing = False
        self.drained: asyncio.Event | None = None

    # -- lifecycle ------------------------------------------------------------------------------------
    async def startup(self, _app: web.Application) -> None:
        """Bootstrap the app objects once (unless given), build the Flask app, the bridge and the fan-out."""
        from services.api.app import create_app

        if self.app_obj is None:
            from shared.bootstrap import bootstrap

            self.app_obj = bootstrap(self.settings)
        flask_app = create_app(self.settings, app_obj=self.app_obj)
        self.bridge = WsgiBridge(flask_app, self.settings.bridge_threads, self.settings.max_body_bytes)
        self.flask_app = flask_app  # its rate limits also count stream opens
        self.io = ThreadPoolExecutor(max_workers=STREAM_IO_THREADS, thread_name_prefix="seraph-streams")
        head_max_age = min(1.0, self.settings.sse_keepalive_seconds / 10)  # a lost message costs ~one keepalive
        self.fanout = Fanout(self.app_obj.service, self.app_obj.notifier, self.io, head_max_age)
        self.fanout.start()
        self.drained = asyncio.Event()

    async def shutdown(self, _app: web.Application) -> None:
        """Refuse new streams; send every open stream a short reconnect hint and close it, within the grace."""
        self.closing = True
        for sub in list(self.subscribers):
            sub.signal(SHUTDOWN)
        if self.open:
            try:
                await asyncio.wait_for(self.drained.wait(), timeout=self.drain_seconds())
            except asyncio.TimeoutError:
                log.warning("%d streams still open after the drain period", self.open)

    def drain_seconds(self) -> float:
        """How long shutdown waits for the streams: a quarter of the grace period, at most 5 s (they take ms)."""
        return max(0.1, min(5.0, self.settings.grace_seconds / 4))

    async def cleanup(self, _app: web.Application) -> None:
        """Stop listening, let the bridge's requests finish, close what this process opened."""
        if self.fanout is not None:
            self.fanout.close()
        loop = asyncio.get_running_loop()
        if self.bridge is not None:
            await loop.run_in_executor(None, self.bridge.close)
        if self.io is not None:
            await loop.run_in_executor(None, self.io.shutdown)
        if self.owns_app_obj and self.app_obj is not None:
            await loop.run_in_executor(None, self.app_obj.close)

    # -- admission ------------------------------------------------------------------------------------
    def admit(self, ip: str) -> None:
        """Take a stream slot, or refuse: 503 while stopping or when the process is full, 429 per address."""
        if self.closing:
            raise restarting()
        busy = {"Retry-After": str(RETRY_AFTER_BUSY)}
        if self.open >= self.settings.max_streams:
            raise Refused("service_unavailable", f"this server holds its maximum of {self.settings.max_streams} "
                          "streams", {"max_streams": self.settings.max_streams}, headers=busy)
        if self.per_ip[ip] >= self.settings.max_streams_per_ip:
            raise Refused("too_many_requests", f"at most {self.settings.max_streams_per_ip} streams per client "
                          "address", {"max_streams_per_ip": self.settings.max_streams_per_ip}, headers=busy)
        self.open += 1
        self.per_ip[ip] += 1
        edges.count_streams(self.open)

    def release(self, ip: str) -> None:
        """Give the slot back."""
        self.open -= 1
        self.per_ip[ip] -= 1
        edges.count_streams(self.open)
        if not self.per_ip[ip]:
            del self.per_ip[ip]
        if self.closing and not self.open:
            self.drained.set()

    # -- handlers -------------------------------------------------------------------------------------
    async def healthz(self, _request: web.Request) -> web.Response:
        """The process is alive (answered on the loop: never waits behind the bridge)."""
        return web.Response(body=dumps({"status": "ok"}), content_type=JSON_MIMETYPE)

    async def forward(self, request: web.Request) -> web.Response:
        """Every route but the stream: the Flask app, through the bridge."""
        return await self.bridge.handle(request)

    async def events(self, request: web.Request) -> web.StreamResponse:
        """GET /v1/games/{game_id}/events: the SSE stream (services/api/sse.py's framing)."""
        ip = edges.address(request, self.settings)
        try:
            params = stream_params(request)
        except Refused as refusal:
            return refusal.response()
        limited = await edges.stream_open_refusal(self.flask_app, ip, self.io)
        if limited is not None:
            return limited
        try:
            self.admit(ip)
        except Refused as refusal:
            return refusal.response()
        try:
            return await self._serve(request, *params)
        finally:
            self.release(ip)

    async def _serve(self, request, game_id, after, with_state, max_seconds, credential) -> web.StreamResponse:
        """Authenticate and read the head; 204 for a finished game with nothing to send; else stream."""
        try:
            viewer, status, spent = await self._io(_open, self.app_obj.service, game_id, credential, after)
        except EngineError as exc:
            return refused_by_engine(exc).response()
        except Exception:  # a real bug: 500 JSON without internals, as the Flask app answers
            log.exception("opening the event stream of game %s failed", game_id)
            return Refused("internal_error", "internal server error", status=500).response()
        if self.closing:
            return restarting().response()
        if spent:
            return web.Response(status=204, headers={"Cache-Control": "no-cache"})
        response = web.StreamResponse(status=200, headers=SSE_HEADERS)
        await response.prepare(request)
        await self._stream(response, game_id, viewer, after, with_state, max_seconds, status)
        return response

    async def _stream(self, response, game_id, viewer, after, with_state, max_seconds, status) -> None:
        """Run the stream as a subscriber of its game's channel; end the response cleanly unless the client left."""
        sub = self.fanout.subscribe(game_id, viewer, with_state, after, status["last_seq"])
        self.subscribers.add(sub)
        if self.closing:  # the shutdown began while the response was being prepared
            sub.signal(SHUTDOWN)
        stream = EventStream(response, self.fanout, sub, self.settings.sse_keepalive_seconds, max_seconds)
        try:
            await stream.run(status)
            await response.write_eof()
        except ClientGone:
            pass
        except Exception:  # headers are sent: all we can do is log and end the stream
            log.exception("event stream for game %s failed", game_id)
        finally:
            self.subscribers.discard(sub)
            self.fanout.unsubscribe(sub)

    async def _io(self, fn, *args):
        return await asyncio.get_running_loop().run_in_executor(self.io, fn, *args)


FRONT = web.AppKey("seraph_front", Front)


def _open(service, game_id: str, credential: tuple[str, str] | None, after: int) -> tuple[int | None, dict, bool]:
    """The caller's seat (from a seat token or a stream ticket), the game's head and whether the stream is spent
    (a game over with nothing left for it: sse.is_spent), in one trip to the executor."""
    if credential is not None and credential[0] == "ticket":
        viewer = service.authenticate_ticket(game_id, credential[1])
    else:
        viewer = service.authenticate(game_id, credential[1] if credential is not None else None)
    status = service.game_status(game_id)
    return viewer, status, is_spent(service, game_id, viewer, after, status)


@web.middleware
async def json_errors(request: web.Request, handler):
    """An aiohttp HTTP error raised by a handler (none of ours raises one) as the API's JSON error body."""
    try:
        return await handler(request)
    except web.HTTPException as exc:
        if exc.status < 400:
            raise
        return Refused(CODE_BY_STATUS.get(exc.status, "bad_request"), exc.reason or "error",
                       status=exc.status).response()


def create_front(settings=None, app_obj=None) -> web.Application:
    """The aiohttp Application of one API process (settings from the environment when None).

    app_obj: what `shared.bootstrap.bootstrap(settings)` returns; when None it is bootstrapped at start-up and
    closed at cleanup.
    """
    if settings is None:
        settings = getattr(app_obj, "settings", None)
    if settings is None:
        from shared.config import from_env

        settings = from_env()
    front = Front(settings, app_obj)
    # The access log of a runner that has one (tests; gunicorn's is off) never shows a token or a ticket.
    # edges first (outermost): the request id, CORS and the access line see the final answer of native routes
    app = web.Application(client_max_size=settings.max_body_bytes + 1,
                          middlewares=[edges.edge_middleware(settings, front.forward), json_errors],
                          handler_args={"access_log_class": protocol.ScrubbedAccessLogger})
    protocol.install(app)  # malformed requests and broken bodies get the JSON error body too
    app[FRONT] = front
    app.on_startup.append(front.startup)
    app.on_shutdown.append(front.shutdown)
    app.on_cleanup.append(front.cleanup)
    app.on_response_prepare.append(edges.header_hook(settings, front.forward))
    expect = expect_handler(settings.max_body_bytes)
    app.router.add_get("/healthz", front.healthz)
    app.router.add_get("/v1/games/{game_id}/events", front.events, allow_head=False, expect_handler=expect)
    app.router.add_route("*", "/{tail:.*}", front.forward, expect_handler=expect)
    return app


def expect_handler(limit: int):
    """`Expect: 100-continue`: a body declared over the limit is refused at once (JSON 413, connection closed) so
    the client never sends it; otherwise "100 Continue" as aiohttp's default. Other expectations are ignored."""
    async def expect(request: web.Request):
        if request.headers.get("Expect", "").lower() != "100-continue" or request.version < (1, 1):
            return None
        if request.content_length is not None and request.content_length > limit:
            response = too_large(limit)
            response.force_close()
            return response
        await request.writer.write(b"HTTP/1.1 100 Continue\r\n\r\n")
        return None

    return expect


async def front_factory(settings=None) -> web.Application:
    """The async factory gunicorn's aiohttp worker calls in each worker process."""
    return create_front(settings)
