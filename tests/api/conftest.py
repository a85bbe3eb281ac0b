"""Fixtures: a fake-backed app (HTTP layer only) and an embedded app on a temporary SQLite file."""
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


@pytest.fixture
def app(app_obj, settings):
    return create_app(settings, app_obj=app_obj)


@pytest.fixture
def client(app):
    return app.test_client()
