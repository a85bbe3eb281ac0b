"""orjson in and out: one fast path for every JSON body the API reads or writes."""
from __future__ import annotations

import orjson
from flask import Response

JSON_MIMETYPE = "application/json"
_DUMP_OPTIONS = orjson.OPT_NON_STR_KEYS


def dumps(obj) -> bytes:
    """JSON bytes for a JSON-native object (int dict keys, e.g. scores by seat, become strings)."""
    return orjson.dumps(obj, option=_DUMP_OPTIONS)


def json_response(obj, status: int = 200, headers: dict | None = None) -> Response:
    """A Response whose body is `obj` serialised by orjson."""
    return Response(dumps(obj), status=status, headers=headers, mimetype=JSON_MIMETYPE)
