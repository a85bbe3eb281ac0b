"""Start-up and connections (issue 11 §4): migrations run once, from `seraph migrate`, under an advisory lock; a
distributed process never migrates and names `seraph migrate` when the schema is missing or behind; pools are
sized by DB_POOL_SIZE / DB_MAX_OVERFLOW; a connection the server closed is never handed out; Redis keys and
channels carry SERAPH_REDIS_PREFIX."""
from __future__ import annotations

import os
import secrets
import subprocess
import sys
import threading
import time

import pytest
import sqlalchemy as sa

from shared.adapters.notify import InMemoryNotifier
from shared.config import DISTRIBUTED, Settings, from_env
from shared.service.errors import Unavailable
from shared.service.handlers import GameService
from tests.factories import GameRequestFactory

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


# ------------------------------------------------------------------------------------------ fixtures
@pytest.fixture
def empty_schema(pg_schema):
    """A fresh, unmigrated PostgreSQL schema; its URL pins search_path to it."""
    import psycopg

    from tests.integration.harness import PG_ADMIN_URL

    name = f"seraph_boot_{secrets.token_hex(4)}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{name}"')
    yield f"{PG_ADMIN_URL}?options=-csearch_path%3D{name}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')


def _tables(url: str) -> set[str]:
    engine = sa.create_engine(url.replace("postgresql://", "postgresql+psycopg://", 1))
    try:
        return set(sa.inspect(engine).get_table_names())
    finally:
        engine.dispose()


def _distributed(url: str, **changes) -> Settings:
    return Settings(mode=DISTRIBUTED, database_url=url, redis_url="redis://127.0.0.1:6379/0",
                    broker_url="redis://127.0.0.1:6379/0", **changes)


def _create(svc) -> dict:
    body = GameRequestFactory.with_kinds("human", "human")
    return svc.create_game(body["game"], body["options"], body["seats"])  # the server draws the seed


def _env(**extra) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SERAPH_", "DB_"))}
    env.update(PYTHONPATH=ROOT, **extra)
    return env


# ------------------------------------------------------------------------------------------ migrations
def test_migrators_started_together_each_apply_every_migration_once(empty_schema):
    from shared.migrations import head_revisions

    code = "from shared.migrations import upgrade; import sys; upgrade(sys.argv[1]); print('done')"
    procs = [subprocess.Popen([sys.executable, "-c", code, empty_schema], cwd=ROOT, env=_env(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 4, [err[-2000:] for _, err in outs]
    engine = sa.create_engine(empty_schema.replace("postgresql://", "postgresql+psycopg://", 1))
    with engine.connect() as conn:
        versions = [r[0] for r in conn.execute(sa.text("SELECT version_num FROM alembic_version"))]
    engine.dispose()
    assert set(versions) == head_revisions() and len(versions) == 1


def test_a_distributed_process_never_migrates_and_names_seraph_migrate_when_the_schema_is_missing(empty_schema):
    from shared.bootstrap import SchemaNotReady, bootstrap

    with pytest.raises(SchemaNotReady) as err:
        bootstrap(_distributed(empty_schema), run_queue=False)
    message = str(err.value)
    assert "\n" not in message and "seraph migrate" in message and "no Seraph schema" in message
    assert "alembic_version" not in _tables(empty_schema) and "games" not in _tables(empty_schema)


def test_a_distributed_process_refuses_a_schema_behind_its_code_and_starts_once_it_is_current(empty_schema):
    from shared.bootstrap import SchemaNotReady, bootstrap
    from shared.migrations import head_revisions, upgrade

    upgrade(empty_schema, "0002")
    with pytest.raises(SchemaNotReady) as err:
        bootstrap(_distributed(empty_schema), run_queue=False)
    assert "at revision 0002" in str(err.value) and "seraph migrate" in str(err.value)
    upgrade(empty_schema)
    app = bootstrap(_distributed(empty_schema), run_queue=False)
    try:
        assert app.store.schema_problem() is None and head_revisions()
    finally:
        app.close()


def test_a_schema_newer_than_the_code_is_accepted_for_rolling_updates(empty_schema):
    from shared.migrations import schema_problem, upgrade

    upgrade(empty_schema)
    engine = sa.create_engine(empty_schema.replace("postgresql://", "postgresql+psycopg://", 1))
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9999_from_the_future'"))
    with engine.connect() as conn:
        assert schema_problem(conn) is None
    engine.dispose()


def test_embedded_mode_still_migrates_its_sqlite_file_at_start(tmp_path):
    from shared.bootstrap import bootstrap

    app = bootstrap(Settings(database_url=f"sqlite:///{tmp_path}/seraph.db"), run_queue=False)
    try:
        assert app.store.schema_problem() is None
    finally:
        app.close()


def test_seraph_migrate_check_says_what_is_missing_and_migrate_fixes_it(tmp_path):
    from click.testing import CliRunner

    from services.cli import main

    env = {"SERAPH_MODE": "embedded", "DATABASE_URL": f"sqlite:///{tmp_path}/seraph.db"}
    runner = CliRunner()
    before = runner.invoke(main, ["migrate", "--check"], env=env)
    assert before.exit_code == 78 and "seraph migrate" in before.output
    assert runner.invoke(main, ["migrate"], env=env).exit_code == 0
    after = runner.invoke(main, ["migrate", "--check"], env=env)
    assert after.exit_code == 0 and "schema current" in after.output


def test_a_distributed_worker_on_an_unmigrated_database_exits_at_start_with_one_line(empty_schema):
    argv = [sys.executable, "-m", "services.cli", "worker", "--no-supervise", "-c", "1"]
    env = _env(SERAPH_MODE="distributed", DATABASE_URL=empty_schema, REDIS_URL="redis://127.0.0.1:6379/0",
               SERAPH_REDIS_PREFIX=f"test-{secrets.token_hex(3)}:")
    out = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    lines = [line for line in out.stderr.splitlines() if "seraph migrate" in line]
    assert out.returncode == 78 and len(lines) == 1 and "Traceback" not in out.stderr, out.stderr[-2000:]


# ------------------------------------------------------------------------------------------ pools
def test_pool_settings_are_typed_and_read_from_the_environment():
    s = from_env({"DB_POOL_SIZE": "3", "DB_MAX_OVERFLOW": "2", "DB_PREPARE_THRESHOLD": "none",
                  "SERAPH_REDIS_PREFIX": "blue:"})
    assert (s.db_pool_size, s.db_max_overflow, s.db_prepare_threshold, s.redis_prefix) == (3, 2, None, "blue:")
    d = from_env({})
    assert (d.db_pool_size, d.db_max_overflow, d.db_prepare_threshold, d.redis_prefix) == (6, 0, 5, "seraph:")
    for bad in ({"DB_POOL_SIZE": "many"}, {"DB_POOL_SIZE": "0"}, {"DB_MAX_OVERFLOW": "-1"},
                {"DB_PREPARE_THRESHOLD": "soon"}):
        with pytest.raises(ValueError, match=next(iter(bad))):
            from_env(bad)


def test_a_process_never_holds_more_than_two_pools_of_connections(pg_schema):
    from shared.bootstrap import bootstrap

    app = bootstrap(_distributed(pg_schema.url, db_pool_size=2, db_max_overflow=1), run_queue=False)
    service = app.service
    created = _create(service)
    peak = []

    def reader():
        for _ in range(20):
            service.game_status(created["id"])
            peak.append(app.store.read_engine.pool.checkedout() + app.store.engine.pool.checkedout())

    threads = [threading.Thread(target=reader) for _ in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    try:
        assert max(peak) <= 2 * (2 + 1)
        assert app.store.read_engine.pool.size() == app.store.engine.pool.size() == 2
        assert app.store.read_engine.pool.checkedin() <= 2, "overflow connections are closed when returned"
    finally:
        app.close()


# ------------------------------------------------------------------------------------------ dead connections
def _svc(store, queue, clock):
    return GameService(store, InMemoryNotifier(), queue, Settings(), clock=clock)


def _kill(store, pids) -> None:
    import psycopg

    from tests.integration.harness import PG_ADMIN_URL

    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute("SELECT pg_terminate_backend(pid) FROM unnest(%s::int[]) AS pid", (list(pids),))
        for _ in range(100):  # wait until they are gone
            left = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE pid = ANY(%s)", (list(pids),))
            if left.fetchone()[0] == 0:
                return
            time.sleep(0.02)


def _pooled_pids(store) -> list[int]:
    """Check out every connection each pool can hold (opening them), note their backends, return them all."""
    pids = []
    for engine in (store.read_engine, store.engine):
        held = [engine.raw_connection() for _ in range(engine.pool.size())]
        pids += [c.driver_connection.info.backend_pid for c in held]
        for c in held:
            c.close()
    return pids


def _outcomes(svc, game_id, moves=False, calls=12) -> list:
    out = []
    for i in range(calls):
        try:
            if moves and i % 3 == 0:
                with svc.store.write() as tx:  # a write transaction on the other pool
                    tx.core(sa.select(sa.literal(1)))
            out.append(svc.game_status(game_id)["version"])
        except Unavailable:
            out.append("503")
    return out


@pytest.mark.parametrize("check", ["socket", "idle_ping"])
def test_after_the_servers_backends_are_killed_the_next_requests_all_succeed(pg_schema, queue, clock, monkeypatch,
                                                                             check):
    from shared.adapters import db
    from shared.adapters.store import SqlStore

    if check == "idle_ping":  # a server that went away without a word: only the ping after an idle spell sees it
        monkeypatch.setattr(db, "_server_closed", lambda _conn: False)
        monkeypatch.setattr(db, "PING_AFTER_IDLE_SECONDS", 0.05)
    store = SqlStore(pg_schema.url, pool_size=4)
    svc = _svc(store, queue, clock)
    created = _create(svc)
    pids = _pooled_pids(store)
    assert len(set(pids)) == 8
    _kill(store, pids)
    time.sleep(0.1)
    assert _outcomes(svc, created["id"], moves=True) == [0] * 12, "no 503 after the outage ended"
    assert not set(_pooled_pids(store)) & set(pids), "every dead connection was replaced"
    store.close()


def test_live_pooled_connections_are_kept_and_reused_on_the_hot_path(pg_schema, queue, clock):
    from shared.adapters.store import SqlStore

    store = SqlStore(pg_schema.url)
    svc = _svc(store, queue, clock)
    queue.bind(svc.process_game, svc.sweep)
    opened = []
    for engine in (store.engine, store.read_engine):
        sa.event.listen(engine, "connect", lambda *_: opened.append(1))
    created = _create(svc)
    for _ in range(15):  # pipelined reads and writes, the snapshot cache, the admission fast path
        game = svc.read_game(created["id"], None)
        seat = game["active_seats"][0]
        action = svc.legal_actions(created["id"], seat)["actions"][0]
        svc.submit_move(created["id"], seat, action, expected_version=game["version"])
        queue.drain()
    assert len(opened) <= 2, "one connection per pool, never discarded as dead"
    store.close()


def test_a_pool_with_no_free_connection_in_time_is_a_503_not_a_500(pg_schema, queue, clock):
    from shared.adapters.store import SqlStore

    store = SqlStore(pg_schema.url, pool_size=1)
    store.read_engine.pool._timeout = 0.2
    svc = _svc(store, queue, clock)
    held = store.read_engine.raw_connection()
    try:
        with pytest.raises(Unavailable):
            svc.game_status("no-such-game")
    finally:
        held.close()
        store.close()


# ------------------------------------------------------------------------------------------ Redis prefix
def _redis_or_skip():
    import redis

    client = redis.Redis.from_url("redis://127.0.0.1:6379/0", socket_connect_timeout=1)
    try:
        client.ping()
    except Exception as exc:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"Redis unavailable on CI: {exc}")
        pytest.skip(f"Redis at 127.0.0.1:6379 is not usable: {exc}")
    return client


def test_two_instances_with_different_prefixes_on_one_redis_do_not_hear_each_other():
    from shared.adapters.notify import RedisNotifier

    _redis_or_skip().close()
    tag = secrets.token_hex(3)
    blue = RedisNotifier("redis://127.0.0.1:6379/0", prefix=f"blue-{tag}:")
    green = RedisNotifier("redis://127.0.0.1:6379/0", prefix=f"green-{tag}:")
    try:
        for n in (blue, green):
            n.start()
        deadline = time.monotonic() + 20  # a loaded CI may subscribe late; the loop ends as soon as both hear
        while time.monotonic() < deadline:  # both subscribed: a probe on each is heard by its own instance
            blue.publish("probe", 1)
            green.publish("probe", 1)
            if blue.hub.latest("probe") and green.hub.latest("probe"):
                break
            time.sleep(0.05)
        blue.publish("g1", 7)
        green.publish("g2", 9)
        assert blue.wait("g1", 0, 20) == 7 and green.wait("g2", 0, 20) == 9  # they return on the message
        time.sleep(0.2)
        assert blue.hub.latest("g2") is None and green.hub.latest("g1") is None
    finally:
        blue.close()
        green.close()


def test_the_task_queue_is_a_prefixed_key_that_celery_workers_with_that_prefix_read():
    from kombu import Connection

    from shared.adapters.queue import PROCESS_TASK, CeleryQueue
    from workers.celery_app import create_celery

    client = _redis_or_skip()
    prefix = f"test-{secrets.token_hex(3)}:"
    url = "redis://127.0.0.1:6379/0"
    queue = CeleryQueue(url, prefix=prefix)
    app = create_celery(Settings(mode=DISTRIBUTED, redis_url=url, broker_url=url, redis_prefix=prefix))
    try:
        assert app.conf.broker_transport_options["global_keyprefix"] == prefix
        assert app.conf.broker_transport_options["ack_emulation"] is False
        queue.enqueue("g42")
        assert client.llen(f"{prefix}celery") == 1
        # kombu, configured as the worker is, reads the message from that key.
        with Connection(url, transport_options=app.conf.broker_transport_options) as conn:
            with conn.SimpleQueue("celery", no_ack=True) as simple:
                message = simple.get(timeout=5)
        assert message.headers["task"] == PROCESS_TASK and message.payload[0] == ["g42"]
    finally:
        for key in client.scan_iter(f"{prefix}*"):
            client.delete(key)
        queue.close()
        app.close()
        client.close()
