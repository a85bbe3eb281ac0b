"""The /v1 blueprint: thin handlers that validate input, call the GameService and render JSON.

Every error is raised (ApiError, service/engine errors, marshmallow ValidationError) and rendered
by services/api/errors.py; no handler builds an error body itself.
"""
from __future__ import annotations

import logging
import math

import orjson
from flask import Blueprint, Response, current_app, request

from services.api import principals
from services.api import schemas as s
from services.api.conditional import conditional_json
from services.api.errors import ApiError, error_response
from services.api.inputs import credential_problem, is_clean_id, parse_seq, parse_small_int
from services.api.jsonio import json_response
from services.api.ratelimit import limit_seat
from services.api.sse import event_stream, is_spent
from shared.engine import get_game
from shared.engine.schemas import game_schemas as schemas_of, schemas_dir, schemas_etag
from shared.service import logcontext
from shared.service.errors import Unavailable

log = logging.getLogger("seraph.api")

bp = Blueprint("v1", __name__, url_prefix="/v1")
probes = Blueprint("probes", __name__)

EXTENSION = "seraph"
MAX_ID_LENGTH = 128
MAX_TOKEN_LENGTH = 256
MAX_IDEMPOTENCY_KEY_LENGTH = 255
SSE_RETRY_AFTER_SECONDS = 2  # Retry-After of an event stream refused while the database does not answer


# ------------------------------------------------------------------------------------------ helpers
class Runtime:
    """What the handlers need, resolved once per app: the service, notifier, settings and app object."""

    __slots__ = ("app_obj", "service", "notifier", "settings", "openapi_bytes")

    def __init__(self, app_obj, settings, openapi_bytes: bytes):
        self.app_obj = app_obj
        self.service = app_obj.service
        self.notifier = app_obj.notifier
        self.settings = settings
        self.openapi_bytes = openapi_bytes


def runtime() -> Runtime:
    return current_app.extensions[EXTENSION]


def _check_id(value: str, what: str) -> str:
    """A path id: 1..MAX_ID_LENGTH characters and no control character (NUL would fail in PostgreSQL), else 404."""
    if not is_clean_id(value, MAX_ID_LENGTH):
        raise ApiError("not_found", f"no such {what}")
    return value


def _credential(value: str, what: str) -> str:
    """A token or ticket as given: empty, too long or with a control character is a 401 (no such credential)."""
    problem = credential_problem(value, what, MAX_TOKEN_LENGTH)
    if problem:
        raise ApiError("unauthorized", problem)
    return value


def bearer_token(allow_query: bool = False) -> str | None:
    """The seat token from `Authorization: Bearer <token>` (or `?token=` when allowed), or None."""
    header = request.headers.get("Authorization")
    if header is not None:
        scheme, _, value = header.strip().partition(" ")
        token = value.strip()
        if scheme.lower() != "bearer" or not token:
            raise ApiError("unauthorized", "the Authorization header must be 'Bearer <seat token>'")
        return _credential(token, "seat token")
    if allow_query and "token" in request.args:
        return _credential(request.args.get("token", ""), "seat token")
    return None


def viewer_of(game_id: str, allow_query: bool = False) -> int | None:
    """The caller's seat (None for a spectator: no token). NotFound for an unknown game, 401 for a bad token.
    An app (`Bearer app_...`) reads and moves as its player's seat (X-Seraph-Player, services/api/principals.py);
    another app's private game is a 404 to it and to spectators, as if it did not exist."""
    app = principals.current_app()
    if app is not None:
        return principals.app_viewer(game_id, app)
    return runtime().service.authenticate(game_id, bearer_token(allow_query))


def stream_viewer(game_id: str) -> int | None:
    """The seat an event stream is opened for: from `Authorization: Bearer`, `?ticket=` (a stream ticket) or
    `?token=`, at most one of them (400 otherwise); None for a spectator."""
    given = [name for name, present in (("Authorization", "Authorization" in request.headers),
                                        ("ticket", "ticket" in request.args), ("token", "token" in request.args))
             if present]
    if len(given) > 1:
        raise ApiError("bad_request", f"give one credential, not {' and '.join(given)}",
                       {"fields": {name: ["only one of Authorization, ticket and token"] for name in given}})
    if given == ["ticket"]:
        ticket = _credential(request.args.get("ticket", ""), "stream ticket")
        return runtime().service.authenticate_ticket(game_id, ticket)
    return viewer_of(game_id, allow_query=True)


def seat_of(game_id: str) -> int:
    """The caller's seat; a token is required. The route's per-seat rate limit (moves, chat) is counted here."""
    seat = viewer_of(game_id)  # checks the game exists first, so an unknown game is a 404
    if seat is None and principals.current_app() is not None:
        raise ApiError("forbidden", f"the app acts here for a player with a seat in this game: name it in "
                                    f"{principals.PLAYER_HEADER}")
    if seat is None:
        raise ApiError("unauthorized", "this endpoint needs 'Authorization: Bearer <seat token>'")
    limit_seat(game_id, seat)  # per-seat limits count the resolved seat, never header text (issue 27 §3)
    return seat


def json_body():
    """The request body parsed with orjson; 413 when too large, 400 when empty or not JSON."""
    limit = runtime().settings.max_body_bytes
    length = request.content_length
    if length is not None and length > limit:
        raise ApiError("payload_too_large", f"the body is larger than {limit} bytes", {"max_body_bytes": limit})
    data = request.get_data(cache=False)  # MAX_CONTENT_LENGTH also caps chunked bodies (413)
    if len(data) > limit:
        raise ApiError("payload_too_large", f"the body is larger than {limit} bytes", {"max_body_bytes": limit})
    if not data.strip():
        raise ApiError("bad_request", "a JSON body is required")
    try:
        return orjson.loads(data)
    except orjson.JSONDecodeError as exc:
        raise ApiError("bad_request", f"the body is not valid JSON: {exc}") from None


def idempotency_key() -> str | None:
    key = request.headers.get("Idempotency-Key")
    if key is None:
        return None
    key = key.strip()
    if not key or len(key) > MAX_IDEMPOTENCY_KEY_LENGTH or not key.isprintable():
        raise ApiError("bad_request", f"Idempotency-Key must be 1-{MAX_IDEMPOTENCY_KEY_LENGTH} printable characters")
    return key


def last_event_id() -> int | None:
    """The Last-Event-ID header: ASCII digits only ("²" passes str.isdigit, then fails int())."""
    try:
        return parse_seq(request.headers.get("Last-Event-ID"))
    except ValueError as exc:
        raise ApiError("bad_request", str(exc)) from None


def seat_number(raw: str) -> int:
    """A seat number in a path: ASCII digits (werkzeug's int converter would also take "٣"), else 404."""
    seat = parse_small_int(raw)
    if seat is None:
        raise ApiError("not_found", "no such seat")
    return seat


#: responses that carry a credential: no cache may keep them
NO_STORE = {"Cache-Control": "no-store"}


#: set in the environ of every request the async front hands to this app (services/streams/bridge.py)
BRIDGED = "seraph.bridged"


@probes.before_app_request
def _path_as_sent():
    """Paths are matched as sent (merge_slashes is off), but werkzeug reads `//v1/games` as `/v1/games` (it strips
    leading slashes): a repeated slash anywhere is a 404, never another route's answer nor a redirect."""
    if "//" in request.environ.get("PATH_INFO", ""):
        raise ApiError("not_found", "no such route (paths are matched as sent: no repeated slashes)")


# ------------------------------------------------------------------------------------------ probes
@probes.get("/healthz")
def healthz():
    """The process is alive."""
    return json_response({"status": "ok"})


@probes.get("/readyz")
def readyz():
    """Ready while the database answers. Redis down (notifications, queue) is reported under `degraded` but keeps
    the process in rotation: streams fall back to re-reading on their keepalive, the sweeper re-sends wake-ups."""
    try:
        checks = runtime().app_obj.ready()
    except Exception as exc:  # a probe reports, it never raises
        log.warning("readiness check failed: %r", exc)
        checks = {"ready_check": False}
    checks = {str(k): bool(v) for k, v in dict(checks or {}).items()}
    checks.pop("ready", None)  # bootstrap's App.ready() also reports its verdict; the database decides here
    if checks.get("database"):
        degraded = sorted(k for k, v in checks.items() if not v)
        return json_response({"status": "ready", "checks": checks, **({"degraded": degraded} if degraded else {})})
    failing = sorted(k for k, v in checks.items() if not v) or ["database"]
    raise ApiError("not_ready", f"not ready: {', '.join(failing)}", {"checks": checks})


@probes.get("/metrics")
def prometheus_metrics():
    """Prometheus metrics (operational, for the scraper): the process's (or, with PROMETHEUS_MULTIPROC_DIR, every
    API process's) counters and histograms, and the age of the oldest pending move, read now."""
    from shared.adapters.metrics import PendingAge, render

    age = getattr(runtime().service, "oldest_pending_age", None)
    body, content_type = render([PendingAge(age)] if age is not None else [])
    return Response(body, content_type=content_type, headers={"Cache-Control": "no-store"})


# ------------------------------------------------------------------------------------------ /v1
@bp.get("/openapi.json")
def openapi():
    return Response(runtime().openapi_bytes, mimetype="application/json")


@bp.get("/rules")
def rules_catalog():
    """Every game (seats, roles, modes, automa, options) and the bots a bot seat may name."""
    return json_response(runtime().service.rules_catalog())


@bp.get("/rules/<game>")
def game_rules(game):
    """One game's catalog entry and glossary; an unknown name is a 404 (services/api/errors.py)."""
    return json_response(runtime().service.game_rules(game))


@bp.get("/rules/<game>/schemas")
def game_schemas(game):
    """The game's JSON Schemas {view, action, event, result} (shared/engine/schemas.py), each self-contained; a
    strong ETag, 304 on a matching If-None-Match. An unknown game, or one that declares none, is a 404."""
    rules = get_game(game)
    if not schemas_dir(rules).is_dir():
        raise ApiError("not_found", f"{game} publishes no schemas yet")
    tag, headers = schemas_etag(rules), {"Cache-Control": "public, max-age=300"}
    headers["ETag"] = f'"{tag}"'
    if request.if_none_match and request.if_none_match.contains_weak(tag):
        return Response(status=304, headers=headers, mimetype="application/json")
    response = json_response(schemas_of(rules))
    response.headers.update(headers)
    return response


@bp.post("/games")
def create_game():
    data = s.create_game_request.load(json_body())
    app = principals.current_app()
    # The play-by-post fields (issue 19) travel only when used: the simple flow calls create_game as before.
    extra = {k: v for k, v in (("app_id", app.id if app else None), ("public", data.get("public")),
                               ("open_all", data.get("open"))) if v}
    out = runtime().service.create_game(data["game"], data["options"], data["seats"], seed=data["seed"], **extra)
    return json_response(out, 201, headers={"Location": f"/v1/games/{out['id']}", **NO_STORE})


@bp.get("/games")
def list_games():
    q = s.list_games_query.load(request.args)
    app = principals.current_app()  # games are private: an app lists its own and the public ones (issue 19 §1)
    games = runtime().service.list_games(
        status=q.get("status"), game=q.get("game"), limit=q["limit"], offset=q["offset"],
        **({"app_id": app.id} if app else {}),
    )
    return json_response({"games": games})


@bp.get("/games/<game_id>")
def read_game(game_id):
    _check_id(game_id, "game")
    seat = viewer_of(game_id)
    return conditional_json(runtime().service.read_game(game_id, seat))


@bp.get("/games/<game_id>/actions")
def legal_actions(game_id):
    _check_id(game_id, "game")
    seat = seat_of(game_id)
    return conditional_json(runtime().service.legal_actions(game_id, seat))


@bp.post("/games/<game_id>/moves")
def submit_move(game_id):
    _check_id(game_id, "game")
    rt = runtime()
    wait = s.wait_query.load(request.args).get("wait")
    if wait is not None and (not math.isfinite(wait) or wait > rt.settings.max_wait_seconds):
        raise ApiError("bad_request", f"wait must be in (0, {rt.settings.max_wait_seconds:g}] seconds",
                       {"fields": {"wait": ["out of range"]}})
    key = idempotency_key()
    seat = seat_of(game_id)
    data = s.move_request.load(json_body())
    out = rt.service.submit_move(
        game_id, seat, data["action"], expected_version=data.get("expected_version"), idempotency_key=key
    )
    logcontext.put(move_id=out["move_id"])  # for the rest of the request's lines (the access line)
    if wait is not None and out.get("status") == "pending":
        out = rt.service.wait_move(game_id, out["move_id"], wait)
    status = 202 if out.get("status") == "pending" else 200
    headers = {"Location": f"/v1/games/{game_id}/moves/{out['move_id']}"}
    return json_response(out, status, headers=headers)


@bp.get("/games/<game_id>/moves/<move_id>")
def move_status(game_id, move_id):
    _check_id(game_id, "game")
    _check_id(move_id, "move")
    seat_of(game_id)
    return json_response(runtime().service.move_status(game_id, move_id))


@bp.get("/games/<game_id>/log")
def event_log(game_id):
    _check_id(game_id, "game")
    q = s.log_query.load(request.args)
    viewer = viewer_of(game_id)
    events = runtime().service.events_after(game_id, q["after"], viewer, limit=q["limit"])
    return conditional_json({"events": events}, events[-1]["seq"] if events else q["after"])


@bp.post("/games/<game_id>/seats/<seat>/token")
def rotate_token(game_id, seat):
    """A new token for the seat; the one it replaces stops working at once, on every process. Authorised by the
    seat's own current token (another seat's token is a 403)."""
    _check_id(game_id, "game")
    wanted = seat_number(seat)
    token = bearer_token()
    if token is None:
        raise ApiError("unauthorized", "this endpoint needs 'Authorization: Bearer <seat token>'")
    caller = runtime().service.authenticate(game_id, token)
    if caller != wanted:
        raise ApiError("forbidden", "a seat's token can be replaced only with that seat's own token",
                       {"seat": wanted})
    return json_response(runtime().service.rotate_token(game_id, caller, token), headers=NO_STORE)


@bp.post("/games/<game_id>/stream-ticket")
def stream_ticket(game_id):
    """A short-lived ticket that opens the caller's event stream (?ticket=) without the seat token in the URL."""
    _check_id(game_id, "game")
    app = principals.current_app()
    if app is not None:  # an app's player's seat: the same ticket, bound to the seat's current token
        seat = principals.app_viewer(game_id, app)
        return json_response(principals.playbypost().players.stream_ticket(game_id, seat), headers=NO_STORE)
    token = bearer_token()
    if token is None:
        raise ApiError("unauthorized", "this endpoint needs 'Authorization: Bearer <seat token>'")
    return json_response(runtime().service.stream_ticket(game_id, token), headers=NO_STORE)


@bp.get("/games/<game_id>/events")
def event_source(game_id):
    if request.method == "GET" and request.environ.get(BRIDGED):
        # The front serves the stream on its event loop; a spelling of the path its router does not take (an
        # encoded slash: /v1/games/ID%2Fevents) must not hold a bridge thread for the stream's life.
        raise ApiError("not_found", "no such route (the event stream is /v1/games/{game_id}/events)")
    _check_id(game_id, "game")
    rt = runtime()
    q = s.events_query.load(request.args)
    resume = last_event_id()
    after = resume if resume is not None else q.get("after", 0)
    try:
        viewer = stream_viewer(game_id)
        # One read before the 200: during a database outage the client gets a 503 it can retry after, not a
        # 200 stream that ends at once (the seat check may have been answered from the cache).
        spent = is_spent(rt.service, game_id, viewer, after, rt.service.game_status(game_id))
    except Unavailable as exc:
        return error_response(exc.code, exc.reason, dict(exc.details or {}),
                              headers={"Retry-After": str(SSE_RETRY_AFTER_SECONDS)})
    if spent:  # a game over whose stream has sent everything: 204, so an EventSource stops reconnecting
        return Response(status=204, headers={"Cache-Control": "no-cache"})

    def stream():
        try:
            yield from event_stream(
                rt.service, rt.notifier, game_id, viewer, after,
                keepalive=rt.settings.sse_keepalive_seconds, max_seconds=q.get("max_seconds"),
                with_state=q["state"],
            )
        except GeneratorExit:
            raise
        except Exception:  # headers are sent: all we can do is log and end the stream
            log.exception("event stream for game %s failed", game_id)

    headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
    return Response(stream(), mimetype="text/event-stream", headers=headers)
