"""Settings read from the environment once, in a factory; nothing connects at import."""
from __future__ import annotations

import os
from dataclasses import dataclass, replace

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
    # Fault injection for the crash tests only: seconds a worker sleeps inside a move's transaction.
    fault_pause_before_commit: float = 0.0

    def with_(self, **changes) -> "Settings":
        """A copy with some fields changed."""
        return replace(self, **changes)


def from_env(env: dict | None = None) -> Settings:
    """Settings from environment variables (SERAPH_MODE, DATABASE_URL, REDIS_URL, CELERY_BROKER_URL, HOST, PORT)."""
    env = os.environ if env is None else env
    mode = env.get("SERAPH_MODE", EMBEDDED)
    if mode not in (EMBEDDED, DISTRIBUTED):
        raise ValueError(f"SERAPH_MODE must be {EMBEDDED} or {DISTRIBUTED}, not {mode!r}")
    redis_url = env.get("REDIS_URL") or (None if mode == EMBEDDED else "redis://127.0.0.1:6379/0")
    return Settings(
        mode=mode,
        database_url=env.get("DATABASE_URL", Settings.database_url),
        redis_url=redis_url,
        broker_url=env.get("CELERY_BROKER_URL") or redis_url,
        pending_timeout_seconds=float(env.get("SERAPH_PENDING_TIMEOUT", Settings.pending_timeout_seconds)),
        sweep_interval_seconds=float(env.get("SERAPH_SWEEP_INTERVAL", Settings.sweep_interval_seconds)),
        sse_keepalive_seconds=float(env.get("SERAPH_SSE_KEEPALIVE", Settings.sse_keepalive_seconds)),
        fault_pause_before_commit=float(env.get("SERAPH_FAULT_PAUSE_BEFORE_COMMIT", 0.0)),
        host=env.get("HOST", Settings.host),
        port=int(env.get("PORT", Settings.port)),
    )
