"""Conditional GET for the game reads (issue 19 §3): an ETag on every game read, 304 for a matching
If-None-Match.

The tag is `"<version>-<digest>"`: the game's version (the last event's seq for the event log) and the first
16 hex digits of the body's sha256, so anything else a body holds (the status once a waiting game starts, the
caller's seat view) changes the tag too. The body depends on the credentials: `Vary: Authorization,
X-Seraph-Player`.
"""
from __future__ import annotations

import hashlib

from flask import Response, request

from services.api.jsonio import JSON_MIMETYPE, dumps
from services.api.principals import VARY


def etag_of(data: bytes, version) -> str:
    """The tag's opaque value (without quotes)."""
    return f"{version}-{hashlib.sha256(data).hexdigest()[:16]}"


def conditional_json(body: dict, version=None) -> Response:
    """`body` as JSON with its ETag, or an empty 304 when the request's If-None-Match names it (or is `*`)."""
    data = dumps(body)
    tag = etag_of(data, body.get("version") if version is None else version)
    headers = {"ETag": f'"{tag}"', "Vary": VARY}
    if request.if_none_match and request.if_none_match.contains_weak(tag):
        return Response(status=304, headers=headers, mimetype=JSON_MIMETYPE)  # never_html: not a redirect page
    return Response(data, status=200, headers=headers, mimetype=JSON_MIMETYPE)
