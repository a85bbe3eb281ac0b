"""The operator's commands, embedded mode on a temporary SQLite file: `seraph games stalled`, `seraph games retry ID`
and `seraph verify ID`."""
import pytest
import sqlalchemy as sa
from click.testing import CliRunner

from services.cli import main
from shared.adapters.db import moves as moves_table
from shared.bootstrap import bootstrap
from shared.config import Settings
from shared.service import commands


@pytest.fixture
def database(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path}/seraph.db"
    for name in ("SERAPH_MODE", "REDIS_URL", "CELERY_BROKER_URL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", url)
    return url


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def play_out(service, game_id):
    while service.process_game(game_id):
        pass


def test_games_stalled_lists_a_stalled_game_and_games_retry_resumes_it(database, monkeypatch):
    app = bootstrap(Settings(database_url=database, max_attempts=1), run_queue=False)
    try:
        created = app.service.create_game("falling", {}, [{"kind": "bot"}, {"name": "Bo"}])

        def crashing_bot(*_args, **_kwargs):
            raise RuntimeError("the bot crashed\non two lines")

        with monkeypatch.context() as patch:
            patch.setattr(commands, "decide", crashing_bot)
            app.service.process_game(created["id"])
    finally:
        app.close()
    listed = run("games", "stalled")
    assert listed.exit_code == 0, listed.output
    header, row = listed.stdout.splitlines()  # stdout only: a log handler another test installed writes to stderr
    assert header.split() == ["id", "game", "since", "reason"]
    assert row.startswith(created["id"]) and "falling" in row
    assert row.endswith("RuntimeError: the bot crashed on two lines")
    retried = run("games", "retry", created["id"])
    assert retried.exit_code == 0 and "active again" in retried.output, retried.output
    assert run("games", "stalled").stdout.strip() == "no stalled games"
    again = run("games", "retry", created["id"])
    assert again.exit_code == 2 and "not stalled" in again.output
    assert run("games", "retry", "no-such-game").exit_code == 2
    app = bootstrap(Settings(database_url=database), run_queue=False)
    try:
        assert app.service.game_status(created["id"])["status"] == "active"
        assert app.service.process_game(created["id"]) >= 1, "the fixed game proceeds"
    finally:
        app.close()


def test_verify_checks_a_finished_game_and_fails_on_a_tampered_log(database):
    app = bootstrap(Settings(database_url=database), run_queue=False)
    try:
        created = app.service.create_game("falling", {}, [{"kind": "bot"}, {"kind": "bot"}])
        play_out(app.service, created["id"])
        assert app.service.game_status(created["id"])["status"] == "finished"
    finally:
        app.close()
    ok = run("verify", created["id"])
    assert ok.exit_code == 0 and '"ok":true' in ok.output, ok.output
    engine = sa.create_engine(database)
    with engine.begin() as conn:
        conn.execute(sa.update(moves_table).where(moves_table.c.game_id == created["id"], moves_table.c.version == 1)
                     .values(action='{"type": "pass"}'))
    engine.dispose()
    bad = run("verify", created["id"])
    assert bad.exit_code == 1 and '"ok":false' in bad.output
    assert run("verify", "no-such-game").exit_code == 2



def test_serve_in_distributed_mode_on_an_unmigrated_database_exits_78_with_one_line():
    import os
    import secrets
    import subprocess
    import sys

    import pytest

    from tests.integration.harness import PG_ADMIN_URL, postgres_problem

    problem = postgres_problem()
    if problem:
        pytest.fail(problem) if os.environ.get("CI") == "true" else pytest.skip(problem)
    import psycopg

    name = f"seraph_unmigrated_{secrets.token_hex(4)}"
    with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
        conn.execute(f'CREATE SCHEMA "{name}"')  # empty: `seraph migrate` never ran
    try:
        env = dict(os.environ, SERAPH_MODE="distributed", DATABASE_URL=f"{PG_ADMIN_URL}?options=-csearch_path%3D{name}",
                   REDIS_URL="redis://127.0.0.1:6379/0")
        out = subprocess.run([sys.executable, "-m", "services.cli", "serve", "--port", "8939"], env=env,
                             capture_output=True, text=True, timeout=60)
    finally:
        with psycopg.connect(PG_ADMIN_URL, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA "{name}" CASCADE')
    assert out.returncode == 78 and "seraph migrate" in out.stderr
    assert "Traceback" not in out.stderr and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("env,says", [({"PORT": "abc"}, "PORT must be an integer, not 'abc'"),
                                      ({"SERAPH_GRACE_SECONDS": "soon"}, "SERAPH_GRACE_SECONDS must be a number"),
                                      ({"SERAPH_RATE_MOVES": "banana"}, "SERAPH_RATE_MOVES must be like")])
def test_a_malformed_setting_stops_serve_with_one_line_naming_it(env, says):
    import os
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "services.cli", "serve"], env=dict(os.environ, **env),
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stderr.strip() == f"seraph: {out.stderr.strip()[8:]}"
    assert says in out.stderr and len(out.stderr.strip().splitlines()) == 1
