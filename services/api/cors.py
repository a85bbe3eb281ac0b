"""CORS for pages on other origins (SERAPH_CORS_ORIGINS): one function computes the headers, for the Flask app
(every response, and the preflight of POSTs with Authorization / Idempotency-Key / a JSON body) and for the
async front's native SSE responses alike.

No origin configured: no CORS header at all. `*`: any origin (tokens travel in headers or `?token=`, never in
cookies, so credentials are never allowed).
"""
from __future__ import annotations

from flask import Flask, Response, request

ALLOW_METHODS = "GET, POST, OPTIONS"
ALLOW_HEADERS = ("Authorization, Content-Type, Idempotency-Key, If-None-Match, Last-Event-ID, X-Request-ID, "
                 "X-Seraph-Player")
EXPOSE_HEADERS = "Location, ETag, Retry-After, X-Request-ID"
MAX_AGE_SECONDS = 600


def allowed_origin(origin: str | None, settings) -> str | None:
    """The Access-Control-Allow-Origin value for a request from `origin`, or None (no CORS headers)."""
    origins = getattr(settings, "cors_origins", ())
    if not origin or not origins:
        return None
    if "*" in origins:
        return "*"
    return origin if origin.rstrip("/") in origins else None


def cors_headers(origin: str | None, settings, preflight: bool = False) -> dict:
    """The CORS headers of a response to a request with this `Origin` header ({} when it isn't allowed).
    `preflight`: the answer to an OPTIONS preflight (allowed methods and headers, cached MAX_AGE_SECONDS)."""
    allow = allowed_origin(origin, settings)
    if allow is None:
        return {}
    headers = {"Access-Control-Allow-Origin": allow, "Access-Control-Expose-Headers": EXPOSE_HEADERS}
    if allow != "*":
        headers["Vary"] = "Origin"
    if preflight:
        headers.update({"Access-Control-Allow-Methods": ALLOW_METHODS, "Access-Control-Allow-Headers": ALLOW_HEADERS,
                        "Access-Control-Max-Age": str(MAX_AGE_SECONDS)})
    return headers


def is_preflight(method: str, headers) -> bool:
    """An OPTIONS request a browser sends before a non-simple request."""
    return method == "OPTIONS" and "Origin" in headers and "Access-Control-Request-Method" in headers


def install_cors(app: Flask, settings) -> None:
    """Answer preflights (204) and add the CORS headers to every response; nothing when no origin is set."""
    if not settings.cors_origins:
        return

    @app.before_request
    def _preflight():
        if is_preflight(request.method, request.headers):
            return Response(status=204, headers=cors_headers(request.headers.get("Origin"), settings, True))
        return None

    @app.after_request
    def _cors(response):
        for name, value in cors_headers(request.headers.get("Origin"), settings).items():
            if name == "Vary":
                response.vary.add("Origin")
            else:
                response.headers[name] = value
        return response
