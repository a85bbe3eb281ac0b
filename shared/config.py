"""Settings read from the environment once, in a factory; nothing connects at import."""
from __future__ import annotations

import os
from dataclasses import dataclass, field, replace

EMBEDDED = "embedded"
DISTRIBUTED = "distributed"


@dataclass(frozen=True)
class Settings:
    """Everything the process needs to wire itself; see README for the variables."""

    mode: str = EMBEDDED
    database_url: str = "sqlite:///var/seraph.db"
    redis_url: str | None = None
    broker_url: str | None = None
    pending_timeout_seconds: float = 5.0
    sweep_interval_seconds: float = 5.0
    sse_keepalive_seconds: float = 15.0
    max_body_bytes: int = 64 * 1024
    max_wait_seconds: float = 10.0
    host: str = "127.0.0.1"
    port: int = 8000
    # The async HTTP front (services/streams): SSE streams per process and per client address, the threads that
    # run the Flask app for every other request, and the seconds a stopping process has to close its streams.
    max_streams: int = 20000
    max_streams_per_ip: int = 1000
    bridge_threads: int = 32
    grace_seconds: float = 20.0
    # Database connections (README "Connections"): each process has two pools (reads, writes) of db_pool_size
    # connections, plus up to db_max_overflow more each under a burst; psycopg prepares a statement after
    # db_prepare_threshold runs on a connection (None: never, as pgbouncer's transaction pooling needs).
    db_pool_size: int = 6
    db_max_overflow: int = 0
    db_prepare_threshold: int | None = 5
    # Prefix of every Redis key and channel of this instance (notifications, the Celery queue), so instances
    # sharing one Redis don't see each other's messages.
    redis_prefix: str = "seraph:"
    # Fault injection for the crash tests only: seconds a worker sleeps inside a move's transaction.
    fault_pause_before_commit: float = 0.0
    # Fault injection for the chaos suite only: the rules raise on moves whose id starts with this prefix.
    fault_raise_on_move_prefix: str = ""
    # Dead letters: attempts at a failing step before its move is rejected (internal_error) or its game stalled,
    # and the longest wait between two attempts (the waits double from 1 s).
    max_attempts: int = 3
    retry_backoff_max: float = 60.0
    # Fair seeds: a caller may choose a game's seed only in embedded mode or with this set (the "app with the
    # right permission" until apps exist).
    allow_fixed_seed: bool = False
    # SERAPH_SECRET: the server secret stream tickets are signed with (shared/service/tickets.py); the same on every
    # process. Optional: without it tickets still work everywhere (their key also holds the seat's token hash).
    # Never in a repr, so never in a log line.
    secret: str | None = field(default=None, repr=False)
    # Operations (README "Operations"). CORS: the origins whose pages may call the API (empty: no CORS headers;
    # "*": any). proxy_hops: reverse proxies in front whose X-Forwarded-For/-Proto are trusted (0: none).
    cors_origins: tuple[str, ...] = ()
    proxy_hops: int = 0
    # Rate limits in the `limits` syntax ("30/minute", "20/second"); None is off. Off when Settings is built in
    # code (tests, benches); from_env applies DEFAULT_RATES unless a variable says "off".
    rate_create: str | None = None
    rate_moves: str | None = None
    rate_streams: str | None = None
    rate_chat: str | None = None  # chat messages per seat (issue 20 §6)
    # Logs: one JSON object per line (log_format "json") or plain text; the access log line of each request.
    log_level: str = "INFO"
    log_format: str = "json"
    access_log: bool = True
    # The port a worker serves its Prometheus metrics on (0: none).
    worker_metrics_port: int = 0
    # Issue 31 §3: slow bots' turns on a lane of their own (the embedded queue's second thread, the Celery queue
    # `bots`), whose thinking runs with its CPU priority lowered by bots_nice.
    bots_lane: bool = True
    bots_nice: int = 10
    # Webhooks (docs/WEBHOOKS.md): a delivery's request timeout; http:// endpoints and endpoints resolving to
    # loopback, private or link-local addresses only when allowed; how long a failing delivery is retried; how
    # long a rotated secret still signs (the switch period).
    webhook_timeout: float = 5.0
    webhook_allow_http: bool = False
    webhook_allow_private: bool = False
    webhook_retry_hours: float = 24.0
    webhook_secret_overlap: float = 86400.0

    def with_(self, **changes) -> "Settings":
        """A copy with some fields changed."""
        return replace(self, **changes)


#: the rate limits of a process configured from the environment, unless SERAPH_RATE_* says otherwise
DEFAULT_RATES = {"SERAPH_RATE_CREATE": "30/minute", "SERAPH_RATE_MOVES": "20/second",
                 "SERAPH_RATE_STREAMS": "60/minute", "SERAPH_RATE_CHAT": "10/minute"}
_OFF = ("", "off", "none", "no", "false", "0")


def from_env(env: dict | None = None) -> Settings:
    """Settings from environment variables (SERAPH_MODE, DATABASE_URL, REDIS_URL, CELERY_BROKER_URL, HOST, PORT,
    SERAPH_MAX_STREAMS, SERAPH_MAX_STREAMS_PER_IP, SERAPH_BRIDGE_THREADS, SERAPH_GRACE_SECONDS, DB_POOL_SIZE,
    DB_MAX_OVERFLOW, DB_PREPARE_THRESHOLD, SERAPH_REDIS_PREFIX, SERAPH_SECRET, and the operations' ones:
    _operations_env)."""
    env = os.environ if env is None else env
    mode = env.get("SERAPH_MODE", EMBEDDED)
    if mode not in (EMBEDDED, DISTRIBUTED):
        raise ConfigError(f"SERAPH_MODE must be {EMBEDDED} or {DISTRIBUTED}, not {mode!r}")
    redis_url = env.get("REDIS_URL") or (None if mode == EMBEDDED else "redis://127.0.0.1:6379/0")
    return Settings(
        mode=mode,
        database_url=env.get("DATABASE_URL", Settings.database_url),
        redis_url=redis_url,
        broker_url=env.get("CELERY_BROKER_URL") or redis_url,
        pending_timeout_seconds=_float(env, "SERAPH_PENDING_TIMEOUT", Settings.pending_timeout_seconds),
        sweep_interval_seconds=_float(env, "SERAPH_SWEEP_INTERVAL", Settings.sweep_interval_seconds),
        sse_keepalive_seconds=_float(env, "SERAPH_SSE_KEEPALIVE", Settings.sse_keepalive_seconds),
        fault_pause_before_commit=_float(env, "SERAPH_FAULT_PAUSE_BEFORE_COMMIT", 0.0),
        fault_raise_on_move_prefix=env.get("SERAPH_FAULT_RAISE_ON_MOVE_PREFIX", ""),
        max_attempts=_int(env, "SERAPH_MAX_ATTEMPTS", Settings.max_attempts, least=1),
        retry_backoff_max=_float(env, "SERAPH_RETRY_BACKOFF_MAX", Settings.retry_backoff_max),
        allow_fixed_seed=env.get("SERAPH_ALLOW_FIXED_SEED", "").strip().lower() in ("1", "true", "yes", "on"),
        max_streams=_int(env, "SERAPH_MAX_STREAMS", Settings.max_streams, least=1),
        max_streams_per_ip=_int(env, "SERAPH_MAX_STREAMS_PER_IP", Settings.max_streams_per_ip, least=1),
        bridge_threads=_int(env, "SERAPH_BRIDGE_THREADS", Settings.bridge_threads, least=1),
        grace_seconds=_float(env, "SERAPH_GRACE_SECONDS", Settings.grace_seconds),
        host=env.get("HOST", Settings.host),
        port=_int(env, "PORT", Settings.port, least=1),
        db_pool_size=_int(env, "DB_POOL_SIZE", Settings.db_pool_size, least=1),
        db_max_overflow=_int(env, "DB_MAX_OVERFLOW", Settings.db_max_overflow, least=0),
        db_prepare_threshold=_threshold(env.get("DB_PREPARE_THRESHOLD")),
        redis_prefix=env.get("SERAPH_REDIS_PREFIX", Settings.redis_prefix),
        secret=env.get("SERAPH_SECRET") or None,
        bots_lane=env.get("SERAPH_BOTS_LANE", "on").strip().lower() not in _OFF,
        bots_nice=_int(env, "SERAPH_BOTS_NICE", Settings.bots_nice, least=0),
        **_operations_env(env),
        **_webhooks_env(env),
    )


def _operations_env(env) -> dict:
    """SERAPH_CORS_ORIGINS (comma-separated), SERAPH_PROXY_HOPS, SERAPH_RATE_CREATE/_MOVES/_STREAMS ("off"),
    SERAPH_LOG_LEVEL, SERAPH_LOG_FORMAT (json|text), SERAPH_ACCESS_LOG, SERAPH_WORKER_METRICS_PORT."""
    log_format = env.get("SERAPH_LOG_FORMAT", Settings.log_format).strip().lower()
    if log_format not in ("json", "text"):
        raise ConfigError(f"SERAPH_LOG_FORMAT must be json or text, not {log_format!r}")
    return dict(
        cors_origins=tuple(o.strip().rstrip("/") for o in env.get("SERAPH_CORS_ORIGINS", "").split(",")
                           if o.strip()),
        proxy_hops=_int(env, "SERAPH_PROXY_HOPS", Settings.proxy_hops, least=0),
        rate_create=_rate(env, "SERAPH_RATE_CREATE"),
        rate_moves=_rate(env, "SERAPH_RATE_MOVES"),
        rate_streams=_rate(env, "SERAPH_RATE_STREAMS"),
        rate_chat=_rate(env, "SERAPH_RATE_CHAT"),
        log_level=env.get("SERAPH_LOG_LEVEL", Settings.log_level).strip().upper(),
        log_format=log_format,
        access_log=env.get("SERAPH_ACCESS_LOG", "on").strip().lower() not in _OFF,
        worker_metrics_port=_int(env, "SERAPH_WORKER_METRICS_PORT", Settings.worker_metrics_port, least=0),
    )


def _webhooks_env(env) -> dict:
    """SERAPH_WEBHOOK_TIMEOUT, SERAPH_WEBHOOK_ALLOW_HTTP, SERAPH_WEBHOOK_ALLOW_PRIVATE, SERAPH_WEBHOOK_RETRY_HOURS,
    SERAPH_WEBHOOK_SECRET_OVERLAP."""
    return dict(
        webhook_timeout=_float(env, "SERAPH_WEBHOOK_TIMEOUT", Settings.webhook_timeout, least=0.1),
        webhook_allow_http=env.get("SERAPH_WEBHOOK_ALLOW_HTTP", "").strip().lower() in ("1", "true", "yes", "on"),
        webhook_allow_private=env.get("SERAPH_WEBHOOK_ALLOW_PRIVATE", "").strip().lower() in ("1", "true", "yes",
                                                                                         "on"),
        webhook_retry_hours=_float(env, "SERAPH_WEBHOOK_RETRY_HOURS", Settings.webhook_retry_hours, least=0.0),
        webhook_secret_overlap=_float(env, "SERAPH_WEBHOOK_SECRET_OVERLAP", Settings.webhook_secret_overlap),
    )


def _rate(env, name: str) -> str | None:
    """A rate limit ("30/minute"; checked when the API builds its limiter), its default, or None for off."""
    text = env.get(name, DEFAULT_RATES[name]).strip()
    return None if text.lower() in _OFF else text


class ConfigError(ValueError):
    """A setting from the environment that is missing or malformed; its message is one line naming it."""


def _float(env, name: str, default: float, least: float = 0.0) -> float:
    """A number setting of at least `least`; a ConfigError naming the variable otherwise."""
    text = env.get(name)
    if text is None or not text.strip():
        return default
    try:
        value = float(text)
    except ValueError:
        raise ConfigError(f"{name} must be a number, not {text!r}") from None
    if value < least:
        raise ConfigError(f"{name} must be at least {least:g}, not {value:g}")
    return value


def _int(env, name: str, default: int, least: int) -> int:
    """An integer setting of at least `least`; a clear ValueError naming the variable otherwise."""
    text = env.get(name)
    if text is None or not text.strip():
        return default
    try:
        value = int(text)
    except ValueError:
        raise ConfigError(f"{name} must be an integer, not {text!r}") from None
    if value < least:
        raise ConfigError(f"{name} must be at least {least}, not {value}")
    return value


def _threshold(text: str | None) -> int | None:
    """DB_PREPARE_THRESHOLD: an integer, or none/off/empty for no prepared statements (pgbouncer)."""
    if text is None:
        return Settings.db_prepare_threshold
    if text.strip().lower() in ("", "none", "off", "no", "false"):
        return None
    try:
        return max(0, int(text))
    except ValueError:
        raise ConfigError(f"DB_PREPARE_THRESHOLD must be an integer or 'none', not {text!r}") from None
