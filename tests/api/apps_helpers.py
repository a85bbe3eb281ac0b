"""Helpers of the play-by-post API tests (tests/api/test_apps_*.py, test_invitations.py, test_inbox.py): an
embedded app on its own SQLite file, apps made through the registry, and their headers."""
from __future__ import annotations

from contextlib import contextmanager

from services.api import create_app
from shared.config import Settings
from shared.service.players import PlayByPost

FIRST_0 = {"first_player": "0"}


@contextmanager
def embedded(path, **overrides):
    """An embedded app (Flask app, wired objects) on a SQLite file under `path`."""
    from shared.bootstrap import bootstrap

    settings = Settings(database_url=f"sqlite:///{path}/seraph.db", sse_keepalive_seconds=0.2, access_log=False,
                        **overrides)
    wired = bootstrap(settings)
    try:
        yield create_app(settings, app_obj=wired), wired
    finally:
        wired.close()


def new_app(wired, name: str = "Tabletop") -> dict:
    """A registered app: {"id", "name", "key"}."""
    return PlayByPost(wired.service).apps.create(name)


def as_app(app: dict, player: str | None = None) -> dict:
    headers = {"Authorization": f"Bearer {app['key']}"}
    return {**headers, "X-Seraph-Player": player} if player is not None else headers


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def create(client, headers=None, **body) -> dict:
    body.setdefault("game", "falling")
    body.setdefault("options", FIRST_0)
    resp = client.post("/v1/games", json=body, headers=headers or {})
    assert resp.status_code == 201, resp.get_json()
    return resp.get_json()
