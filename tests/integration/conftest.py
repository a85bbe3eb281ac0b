"""Session fixtures for the integration tests: real PostgreSQL, a private redis-server, `seraph serve` and
`seraph worker --beat` subprocesses (distributed mode). See tests/integration/harness.py.

Without PostgreSQL (database `test`, trust auth on 127.0.0.1:5432) or redis-server the tests are skipped,
or fail when CI=true.
"""
from __future__ import annotations

import os
import shutil

import pytest

from tests.integration.harness import (Client, PgSchema, PrivateRedis, Stack, infrastructure_problem,
                                       new_workdir)


def _unavailable(reason: str):
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"integration infrastructure unavailable on CI: {reason}", pytrace=False)
    pytest.skip(f"integration infrastructure unavailable: {reason}")


@pytest.fixture(scope="session")
def infrastructure():
    problem = infrastructure_problem()
    if problem:
        _unavailable(problem)
    try:
        from shared.engine import get_game

        get_game("falling")
    except Exception as exc:
        _unavailable(f"the falling game is not registered: {exc!r}")


@pytest.fixture(scope="session")
def workdir(infrastructure):
    path = new_workdir()
    yield path
    if os.environ.get("SERAPH_IT_KEEP_LOGS"):
        print(f"\nintegration logs kept in {path}")
    else:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture(scope="session")
def schema(infrastructure):
    sch = PgSchema().create()
    yield sch
    sch.drop()


@pytest.fixture(scope="session")
def private_redis(workdir):
    srv = PrivateRedis(workdir)
    try:
        srv.start()
    except Exception as exc:
        srv.stop()
        _unavailable(f"a private redis-server did not start: {exc}")
    yield srv
    srv.stop()


@pytest.fixture(scope="session")
def stack(schema, private_redis, workdir):
    st = Stack(schema.url, private_redis.url, workdir)
    try:
        st.start_api()
        st.worker = st.start_worker(concurrency=2, beat=True)
        yield st
    finally:
        st.close()


@pytest.fixture
def client(stack):
    c = Client(stack.api_url)
    yield c
    c.close()


@pytest.fixture
def healthy_worker(stack):
    """Make sure a normal worker is running before (and after) a test that kills workers."""
    if not stack.worker.alive():
        stack.worker = stack.start_worker(concurrency=2, beat=True)
    yield stack
    if not stack.worker.alive():
        stack.worker = stack.start_worker(concurrency=2, beat=True)
