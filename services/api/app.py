"""The Flask application factory. Nothing connects at import; `create_app` wires everything.

gunicorn: `gunicorn 'services.api.app:create_app()'` (settings from the environment).
"""
from __future__ import annotations

import atexit

from flask import Flask, request

from services.api.access import install_access
from services.api.cors import install_cors
from services.api.errors import ApiError, register_error_handlers
from services.api.jsonio import dumps
from services.api.openapi import openapi_dict
from services.api.ratelimit import install_rate_limits
from services.api.routes import EXTENSION, Runtime, bp, probes
from services.api.routes_apps import bp as playbypost_bp
from services.api.routes_clocks import bp as clocks_bp
from services.api.routes_play import bp as play_bp
from services.api.routes_webhooks import bp as webhooks_bp
from services.web import bp as web_bp


def create_app(settings=None, app_obj=None) -> Flask:
    """Build the API.

    settings: a `shared.config.Settings` (default: `app_obj.settings`, else `from_env()`).
    app_obj:  what `shared.bootstrap.bootstrap(settings)` returns (service, notifier, queue, store);
              when None it is bootstrapped here from `settings`.
    """
    if settings is None:
        settings = getattr(app_obj, "settings", None)
    if settings is None:
        from shared.config import from_env

        settings = from_env()
    _observe(settings)
    if app_obj is None:
        from shared.bootstrap import bootstrap

        app_obj = bootstrap(settings)
        atexit.register(app_obj.close)  # we own it: stop the in-process worker and close connections at exit

    app = Flask("seraph")
    # One byte of headroom: werkzeug silently truncates a chunked body at the limit, so reading
    # limit + 1 bytes is how json_body() tells "exactly the limit" from "too large" (413).
    app.config["MAX_CONTENT_LENGTH"] = settings.max_body_bytes + 1
    app.url_map.strict_slashes = True
    # No redirects to a normalised path (werkzeug answers `//v1//games//ID` with an HTML 308 by default): a path
    # is matched as sent, so a repeated or trailing slash is a JSON 404.
    app.url_map.merge_slashes = False
    app.extensions[EXTENSION] = Runtime(app_obj, settings, dumps(openapi_dict()))
    app.extensions["seraph_app_obj"] = app_obj
    install_access(app, settings)  # first: the request id is bound before any other hook may refuse the request
    install_cors(app, settings)

    @app.before_request
    def _limit_body():
        # A declared Content-Length over the limit is refused before anything reads the body.
        length = request.content_length
        if length is not None and length > settings.max_body_bytes:
            raise ApiError("payload_too_large", f"the body is larger than {settings.max_body_bytes} bytes",
                           {"max_body_bytes": settings.max_body_bytes})

    register_error_handlers(app)
    app.register_blueprint(probes)
    app.register_blueprint(bp)
    app.register_blueprint(playbypost_bp)
    app.register_blueprint(webhooks_bp)
    app.register_blueprint(clocks_bp)
    app.register_blueprint(play_bp)  # resign, abort, rematch, undo, chat (issue 20 §4-6)
    app.register_blueprint(web_bp)  # the web client under /play/ (issue 21)
    install_rate_limits(app, settings)  # wraps the registered views
    return app


def _observe(settings) -> None:
    """This process's logging (configured once, whoever comes first) and the export of its metrics."""
    from shared.adapters.metrics import install
    from shared.logs import configure_logging

    configure_logging(settings)
    install()
