"""Fixtures for the async front: an embedded app (temporary SQLite) and helpers that drive aiohttp's TestServer
and TestClient from plain pytest functions (each test body is a coroutine run with asyncio.run)."""
from __future__ import annotations

import asyncio
import contextlib

import pytest
from aiohttp.test_utils import TestClient, TestServer

from services.streams.app import FRONT, create_front
from shared.config import Settings


@pytest.fixture
def settings(tmp_path):
    return Settings(database_url=f"sqlite:///{tmp_path}/seraph.db", sse_keepalive_seconds=0.2,
                    sweep_interval_seconds=0.5, pending_timeout_seconds=2.0)


@pytest.fixture
def app_obj(settings):
    from shared.bootstrap import bootstrap

    wired = bootstrap(settings)
    yield wired
    wired.close()


@contextlib.asynccontextmanager
async def front_client(settings, app_obj):
    """A TestClient on a running front; yields (client, front)."""
    app = create_front(settings, app_obj=app_obj)
    async with TestClient(TestServer(app)) as client:
        yield client, app[FRONT]


def run(coro, timeout: float = 60):
    """Run a test coroutine, bounded in time."""
    return asyncio.run(asyncio.wait_for(coro, timeout))
