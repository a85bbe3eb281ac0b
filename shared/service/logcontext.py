"""The fields every log line of a request or a move carries (request_id, game_id, move_id), in a context variable.

The application layer binds them around what it does (`with bound(game_id=..., move_id=...)`: submit_move,
process_game's steps); the HTTP layer binds the request id for the whole request (`push` / `pop`). `ContextFilter`
copies them onto each log record, so a handler (shared/logs.py) writes them with every line. Contextvars follow
threads and asyncio tasks, so concurrent requests and steps never see each other's fields. No dependency.
"""
from __future__ import annotations

import contextvars
import logging
from contextlib import contextmanager

FIELDS = ("request_id", "game_id", "move_id")
_CURRENT: contextvars.ContextVar[dict] = contextvars.ContextVar("seraph_log_context", default={})


def current() -> dict:
    """The fields bound here and now (a read-only view: never mutate it)."""
    return _CURRENT.get()


def push(**fields) -> contextvars.Token:
    """Bind fields (None values are skipped) until `pop(token)`; for hooks that cannot use a `with` block."""
    merged = dict(_CURRENT.get())
    merged.update((k, str(v)) for k, v in fields.items() if v is not None)
    return _CURRENT.set(merged)


def pop(token: contextvars.Token) -> None:
    """Restore the fields as they were before the `push` that returned `token`."""
    try:
        _CURRENT.reset(token)
    except ValueError:  # pushed in another context (a copy): nothing of ours to undo here
        pass


def put(**fields) -> None:
    """Add fields to the current binding, undone with the enclosing `pop` (e.g. the move id a request created)."""
    push(**fields)


@contextmanager
def bound(**fields):
    """Bind fields for the duration of a `with` block."""
    token = push(**fields)
    try:
        yield
    finally:
        pop(token)


class ContextFilter(logging.Filter):
    """Copies the bound fields onto each record it sees (never overwriting an `extra=` of the same name)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for key, value in _CURRENT.get().items():
            if not hasattr(record, key):
                setattr(record, key, value)
        return True
