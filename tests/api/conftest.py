"""Fixtures: a fake-backed app (HTTP layer only), an embedded app on a temporary SQLite file, and embedded app
objects on SQLite and on PostgreSQL (`db_settings`, `db_app_obj`)."""
from __future__ import annotations

import pytest

from services.api import create_app
from shared.config import Settings
from tests.api.fakes import FakeAppObj


@pytest.fixture
def fake():
    return FakeAppObj()


@pytest.fixture
def fake_client(fake):
    return create_app(app_obj=fake).test_client()


@pytest.fixture
def settings(tmp_path):
    return Settings(
        database_url=f"sqlite:///{tmp_path}/seraph.db",
        sse_keepalive_seconds=0.2,
        sweep_interval_seconds=0.5,
        pending_timeout_seconds=2.0,
    )


@pytest.fixture
def app_obj(settings):
    from shared.bootstrap import bootstrap

    wired = bootstrap(settings)
    yield wired
    wired.close()


@pytest.fixture(params=["sqlite", "postgresql"])
def db_settings(request, settings):
    """`settings` on a temporary SQLite file, and on PostgreSQL (the session's private schema, emptied): what only
    PostgreSQL refuses (NUL in text, a value wider than its varchar) shows there."""
    if request.param == "sqlite":
        return settings
    schema = request.getfixturevalue("pg_schema")
    with schema.engine.begin() as conn:
        conn.exec_driver_sql("TRUNCATE seat_clocks, events, moves, seats, games")
    return settings.with_(database_url=schema.url)


@pytest.fixture
def db_app_obj(db_settings):
    """The embedded app objects on SQLite, then on PostgreSQL."""
    from shared.bootstrap import bootstrap

    wired = bootstrap(db_settings)
    yield wired
    wired.close()


@pytest.fixture
def app(app_obj, settings):
    return create_app(settings, app_obj=app_obj)


@pytest.fixture
def client(app):
    return app.test_client()
