"""Architecture rules the code must keep: a pure engine, and nothing that connects at import."""
import ast
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
WEB_STACK = {"flask", "celery", "sqlalchemy", "redis", "psycopg", "requests", "gunicorn", "marshmallow"}
IMPURE = {"time", "datetime", "os", "socket", "threading", "subprocess"}


def imported_roots(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text())
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_the_engine_and_the_games_import_nothing_from_the_web_queue_or_database_stack():
    for path in list((ROOT / "shared/engine").rglob("*.py")) + list((ROOT / "shared/games").rglob("*.py")):
        assert not imported_roots(path) & WEB_STACK, path


def test_the_rules_of_every_game_use_no_clock_no_io_and_no_global_random():
    for path in (ROOT / "shared/games").rglob("*.py"):
        roots = imported_roots(path)
        assert "random" not in roots, f"{path}: use shared.engine.rng.Rng kept in the state"
        assert not roots & IMPURE, f"{path} imports {roots & IMPURE}"


def test_importing_the_api_the_worker_and_the_bootstrap_connects_to_nothing():
    code = ("import services.api.app, services.api, workers.celery_app, workers.tasks, shared.bootstrap, "
            "services.cli; from workers.celery_app import create_celery; create_celery(); print('ok')")
    env = {"PATH": "/usr/bin:/bin", "SERAPH_MODE": "distributed", "DATABASE_URL": "postgresql://nobody@127.0.0.1:1/x",
           "REDIS_URL": "redis://127.0.0.1:1/0"}
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=20)
    assert out.returncode == 0 and out.stdout.strip() == "ok", out.stderr


def test_the_engine_imports_no_game_so_games_can_ship_as_packages_of_their_own():
    for path in (ROOT / "shared/engine").rglob("*.py"):
        tree = ast.parse(path.read_text())
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert not any(m.startswith("shared.games") for m in modules), path


def test_the_read_side_of_the_service_imports_nothing_of_the_write_side():
    """A stream process (services/api/sse.py, services/streams/) can load the read side alone."""
    code = ("import sys, shared.service.queries, shared.service.read_caches, shared.service.game_views, "
            "shared.service.event_reads, shared.service.game_statuses; "
            "print(sorted(m for m in sys.modules if m in ('shared.service.commands', 'shared.service.handlers', "
            "'shared.service.creation', 'shared.service.admission', 'shared.service.operations')))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=20)
    assert out.returncode == 0 and out.stdout.strip() == "[]", (out.stdout, out.stderr)
