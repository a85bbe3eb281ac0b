"""WSGI entry point for servers that want a module attribute.

Preferred: `gunicorn 'services.api.app:create_app()'` (gunicorn calls the factory in each worker).
Alternative: `gunicorn services.api.wsgi:app` — `app` builds the real application on the first
request (in the worker process, after fork), so importing this module connects to nothing.
"""
from __future__ import annotations

import threading

_lock = threading.Lock()
_app = None


def get_app():
    """The application of this process, created once from the environment."""
    global _app
    if _app is None:
        with _lock:
            if _app is None:
                from services.api.app import create_app

                _app = create_app()
    return _app


def app(environ, start_response):
    """A WSGI callable that delegates to the lazily created Flask app."""
    return get_app()(environ, start_response)
