"""Process-wide logging: one handler on the root logger, JSON lines (python-json-logger) or plain text.

`configure_logging(settings)` runs once per process at start (the API's create_app, the Celery worker's
setup_logging signal, `seraph serve`); later calls change nothing unless `force`. Every line carries the bound
request/game/move ids (shared.service.logcontext) and never a seat token: `scrub` blanks `token=` values and
`Bearer` credentials in the formatted line, whatever logged them.
"""
from __future__ import annotations

import logging
import re
import sys
import threading

from shared.service.logcontext import ContextFilter

REDACTED = "[redacted]"
# `ticket=`: a stream ticket (POST /v1/games/{id}/stream-ticket) is a credential too, if a short-lived one.
_SECRETS = re.compile(r"(?i)(\b(?:token|ticket)=)[^&\s\"',;]+|(\bbearer\s+)[^\s\"',;]+")
_TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
_lock = threading.Lock()
_installed: dict = {}


def scrub(text: str) -> str:
    """`text` with every `token=<value>`, `ticket=<value>` and `Bearer <credential>` blanked."""
    if ("oken=" not in text and "earer" not in text and "EARER" not in text and "OKEN=" not in text
            and "icket=" not in text and "ICKET=" not in text):
        return text  # the common case costs six substring checks
    return _SECRETS.sub(lambda m: (m.group(1) or m.group(2)) + REDACTED, text)


class _Scrubbed:
    """Mixin: the formatted line (message, extras, traceback) with secrets blanked."""

    def format(self, record: logging.LogRecord) -> str:
        return scrub(super().format(record))


def _json_formatter() -> logging.Formatter:
    from pythonjsonlogger.json import JsonFormatter

    class Formatter(_Scrubbed, JsonFormatter):
        pass

    return Formatter("{levelname}{name}{message}", style="{", timestamp="time",  # ISO 8601, UTC
                     rename_fields={"levelname": "level", "name": "logger"})


def _text_formatter() -> logging.Formatter:
    class Formatter(_Scrubbed, logging.Formatter):
        pass

    return Formatter(_TEXT_FORMAT)


class _StderrHandler(logging.StreamHandler):
    """Writes to whatever sys.stderr is at each line (a test runner or a daemon may replace it)."""

    def __init__(self):
        super().__init__(sys.stderr)

    @property
    def stream(self):
        return sys.stderr

    @stream.setter
    def stream(self, _value):
        pass


def make_handler(settings=None, stream=None) -> logging.Handler:
    """The handler a configured process logs through: JSON (or text) lines with the bound ids, secrets blanked;
    to `stream`, or to whatever sys.stderr is at each line."""
    handler = logging.StreamHandler(stream) if stream is not None else _StderrHandler()
    use_json = getattr(settings, "log_format", "json") == "json"
    handler.setFormatter(_json_formatter() if use_json else _text_formatter())
    handler.addFilter(ContextFilter())
    return handler


def configure_logging(settings=None, stream=None, force: bool = False) -> logging.Handler:
    """Install this process's log handler on the root logger (once; `force` replaces it) at SERAPH_LOG_LEVEL, and
    return it. Other handlers (a test runner's) are left alone."""
    with _lock:
        handler = _installed.get("handler")
        if handler is not None and not force:
            return handler
        root = logging.getLogger()
        if handler is not None:
            root.removeHandler(handler)
        handler = make_handler(settings, stream)
        root.addHandler(handler)
        root.setLevel(getattr(settings, "log_level", "INFO") or "INFO")
        _installed["handler"] = handler
        return handler
