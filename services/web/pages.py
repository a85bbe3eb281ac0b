"""The /play/ pages: the lobby, the table and the static files. No build step: the browser loads ES modules.

The pages hold no data: every game read goes through the public /v1 API with the seat's token in a header, so a
token never reaches a server log (it lives in the URL fragment and sessionStorage only).
"""
from __future__ import annotations

import re
from pathlib import Path

from flask import Blueprint, Response, abort, send_from_directory

STATIC = Path(__file__).parent / "static"
RENDERERS = STATIC / "renderers"
GAME_ID = re.compile(r"^[0-9a-f]{32}$")
# Same-origin scripts, styles and API calls only; no inline script, no framing, no referrer (the table's URL
# fragment never travels anyway, but the game id in the path need not either).
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; "
                               "base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-cache",
}

bp = Blueprint("web", __name__, url_prefix="/play")


def renderer_names() -> list[str]:
    """The games that have a renderer module (static/renderers/<game>.js): a new game adds a file, nothing else."""
    return sorted(p.stem for p in RENDERERS.glob("*.js") if not p.stem.startswith("_"))


def _page(name: str, **fields: str) -> Response:
    """An HTML page from static/, with its `{{field}}`s filled (values are ids and names checked by the caller)."""
    html = (STATIC / name).read_text(encoding="utf-8")
    for key, value in fields.items():
        html = html.replace("{{" + key + "}}", value)
    return Response(html, mimetype="text/html", headers=SECURITY_HEADERS)


@bp.get("/")
def lobby():
    """The lobby: the games from the catalog, create, join, the seats this tab holds."""
    return _page("lobby.html")


@bp.get("/<game_id>")
def table(game_id):
    """The table of one game; the seat (if any) comes from the URL fragment or sessionStorage."""
    if not GAME_ID.match(game_id):
        abort(404)
    return _page("table.html", game_id=game_id, renderers=",".join(renderer_names()))


@bp.get("/static/<path:filename>")
def static_file(filename):
    """The modules, the stylesheet and the pictures (JavaScript as text/javascript so modules load)."""
    response = send_from_directory(STATIC, filename, max_age=0)
    if filename.endswith(".js"):
        response.mimetype = "text/javascript"
    response.headers.update({k: v for k, v in SECURITY_HEADERS.items() if k != "Cache-Control"})
    return response
