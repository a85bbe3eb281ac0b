"""Rate limits: game creation per client address, moves and chat messages per seat, stream opens per address.

Limits come from the settings (SERAPH_RATE_CREATE / _MOVES / _STREAMS, the `limits` syntax: "30/minute"; None is
off), each a fixed window counted by the `limits` library: in Redis in distributed mode (keys under
SERAPH_REDIS_PREFIX, shared by every API process), in memory in embedded mode. A Redis outage never refuses a
request: the counts move to this process's memory for FALLBACK_SECONDS, then Redis is tried again. A refused
request is a 429 `rate_limited` with `Retry-After` (services/api/errors.py renders it).

Who is counted: an address rule is checked before the view runs (`enforce`, a before_request hook); a seat rule
once the request's credential has resolved to a seat (`limit_seat`, which services/api/routes.seat_of calls for
every route that acts as a seat). A seat's bucket is its game id and seat number, never header text: a seat
token, its spellings (`Bearer`/`bearer`, spaces) and an app acting for the seat's player all count against one
bucket, and one seat's players cannot get fresh buckets by varying a header (issue 27 §3).

`limits` directly, not Flask-Limiter's request hooks: those cost ~0.1 ms on every request and ~0.3 ms more on each
limited one; a check here is one dictionary lookup, then one Redis round trip (or ~7 us in memory).

The async front checks stream opens with `allow_stream_open(flask_app, ip)` (a Redis round trip in distributed
mode: call it off the event loop) and answers a refusal with `refusal(retry_after)`.
"""
from __future__ import annotations

import logging
import math
import threading
import time
from typing import Callable, NamedTuple

from flask import Flask, request
from flask import current_app as flask_app

from services.api.errors import ApiError, error_body, status_for
from shared.config import ConfigError

log = logging.getLogger("seraph.api.ratelimit")
EXTENSION = "seraph_rate_limits"
REDIS_TIMEOUT_SECONDS = 0.5  # a Redis that does not answer costs one request this much, then memory is used
FALLBACK_SECONDS = 30.0      # how long the counts stay in memory after Redis failed, before Redis is tried again


class Rule(NamedTuple):
    """One route's limit: the parsed rate, its text, the key function (who is counted: None for a seat rule,
    counted by `limit_seat` on the resolved seat) and the limited method."""

    item: object
    text: str
    key: Callable[[], str] | None
    method: str


def client_key() -> str:
    """The client's address (ProxyFix has already applied SERAPH_PROXY_HOPS)."""
    return request.remote_addr or "unknown"


def seat_key(game_id: str, seat: int) -> str:
    """The bucket of a per-seat limit: the game and the seat the credential resolved to."""
    return f"{game_id}:{int(seat)}"


class RateLimits:
    """The counters of one API process: a `limits` strategy on Redis or in memory, a memory fallback, the rules."""

    def __init__(self, settings):
        from limits import parse
        from limits.storage import MemoryStorage, storage_from_string
        from limits.strategies import FixedWindowRateLimiter

        distributed = bool(settings.redis_url) and settings.mode != "embedded"
        store = (storage_from_string(settings.redis_url, key_prefix=f"{settings.redis_prefix}limits",
                                     socket_timeout=REDIS_TIMEOUT_SECONDS,
                                     socket_connect_timeout=REDIS_TIMEOUT_SECONDS)
                 if distributed else MemoryStorage())
        self.primary = FixedWindowRateLimiter(store)
        self.fallback = FixedWindowRateLimiter(MemoryStorage()) if distributed else self.primary
        self.down_until = 0.0
        self.rules: dict[str, Rule] = {}  # endpoint -> its limit (install_rate_limits)
        self.streams = Rule(parse(settings.rate_streams), settings.rate_streams, client_key, "GET") \
            if settings.rate_streams else None
        self._lock = threading.Lock()

    def check(self, scope: str, rule: Rule, key: str) -> int | None:
        """Count one request of `key` against `rule`: None when allowed, else the seconds until it would be."""
        strategy = self.fallback if time.monotonic() < self.down_until else self.primary
        try:
            if strategy.hit(rule.item, scope, key):
                return None
            return _seconds_until(strategy.get_window_stats(rule.item, scope, key).reset_time)
        except Exception as exc:
            if strategy is self.fallback:
                raise
            self._primary_failed(exc)
            return self.check(scope, rule, key)

    def _primary_failed(self, exc: Exception) -> None:
        with self._lock:
            if time.monotonic() >= self.down_until:
                log.warning("rate limits: Redis failed (%s); counting in memory for %g s", type(exc).__name__,
                            FALLBACK_SECONDS)
            self.down_until = time.monotonic() + FALLBACK_SECONDS

    def enforce(self) -> None:
        """The app's before_request hook: refuse the request (429) when its route's limit is reached."""
        rule = self._rule()
        if rule is not None and rule.key is not None:
            self._count(rule, rule.key())

    def enforce_seat(self, game_id: str, seat: int) -> None:
        """Refuse the request (429) when its route's per-seat limit is reached for this seat."""
        rule = self._rule()
        if rule is not None and rule.key is None:
            self._count(rule, seat_key(game_id, seat))

    def _rule(self) -> Rule | None:
        rule = self.rules.get(request.endpoint or "")
        return rule if rule is not None and request.method == rule.method else None

    def _count(self, rule: Rule, key: str) -> None:
        retry_after = self.check(request.endpoint, rule, key)
        if retry_after is not None:
            raise ApiError("rate_limited", f"too many requests: at most {rule.text}; retry in {retry_after} s",
                           {"limit": rule.text, "retry_after": retry_after}, headers={"Retry-After": str(retry_after)})

    def allow_stream_open(self, ip: str) -> tuple[bool, int]:
        """(True, 0) when `ip` may open one more stream now (counted), else (False, seconds to wait)."""
        if self.streams is None:
            return True, 0
        try:
            retry_after = self.check("streams", self.streams, ip or "unknown")
        except Exception as exc:  # not even memory answers: never refuse a stream for that
            log.warning("the stream rate limit could not be checked (%s); allowed", type(exc).__name__)
            return True, 0
        return (True, 0) if retry_after is None else (False, retry_after)


def install_rate_limits(app: Flask, settings) -> RateLimits | None:
    """Limit game creation (per address), moves (per seat) and stream opens (per address) as the settings say;
    None when every limit is off. A rate the `limits` syntax does not read is a ConfigError naming its variable."""
    routes = _routes(settings)
    rules = {endpoint: Rule(_parse(name, rate), rate, key, method)
             for name, (endpoint, rate, key, method) in routes.items() if rate}
    if not rules:
        return None
    limits = RateLimits(settings)
    limits.rules = rules
    app.before_request(limits.enforce)
    app.extensions[EXTENSION] = limits
    return limits


def check_rates(settings) -> None:
    """ConfigError for the first rate setting the `limits` syntax does not read (`seraph serve` calls it before
    forking, so a typo is one line, not a boot failure in every worker)."""
    for name, (_endpoint, rate, _key, _method) in _routes(settings).items():
        if rate:
            _parse(name, rate)


def _routes(settings) -> dict:
    """Setting name -> (endpoint, rate, key function or None for a per-seat limit, method)."""
    return {"SERAPH_RATE_CREATE": ("v1.create_game", settings.rate_create, client_key, "POST"),
            "SERAPH_RATE_MOVES": ("v1.submit_move", settings.rate_moves, None, "POST"),
            "SERAPH_RATE_STREAMS": ("v1.event_source", settings.rate_streams, client_key, "GET"),
            # chat messages per seat (services/api/routes_play.py; getattr: settings built before it existed)
            "SERAPH_RATE_CHAT": ("v1_play.post_chat", getattr(settings, "rate_chat", None), None, "POST")}


def _parse(name: str, rate: str):
    from limits import parse

    try:
        return parse(rate)
    except ValueError:
        raise ConfigError(f"{name} must be like '30/minute' or '20/second' (or 'off'), not {rate!r}") from None


def limit_seat(game_id: str, seat: int) -> None:
    """Count the request against its route's per-seat limit, if it has one (429 when reached): the one place
    every per-seat limit is checked, called with the seat the request's credential resolved to."""
    limits = flask_app.extensions.get(EXTENSION)
    if limits is not None:
        limits.enforce_seat(game_id, seat)


def allow_stream_open(app: Flask, ip: str) -> tuple[bool, int]:
    """For the async front: may `ip` open a stream now? (True, 0), or (False, Retry-After seconds)."""
    limits = app.extensions.get(EXTENSION)
    return (True, 0) if limits is None else limits.allow_stream_open(ip)


def refusal(retry_after: int, what: str = "stream opens") -> tuple[int, dict, dict]:
    """(status, JSON body, headers) of a request refused by a rate limit, as the Flask app answers it."""
    seconds = max(1, int(retry_after))
    body = error_body("rate_limited", f"too many {what}; retry in {seconds} s", {"retry_after": seconds})
    return status_for("rate_limited"), body, {"Retry-After": str(seconds)}


def _seconds_until(reset_at: float) -> int:
    return max(1, math.ceil(reset_at - time.time()))
