"""A SQLite file migrated once per session and copied for each test: the `store` fixture of tests/conftest.py
migrates a fresh file every time (half a second); these modules' many small tests take the copy instead."""
import shutil

import pytest

from shared.adapters.store import SqlStore


_TEMPLATE: list = []  # the one migrated file of the session, whichever module's fixture made it


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory):
    """The path of a SQLite file at the head revision (closed, checkpointed: one file to copy); made once per
    session for every module that imports this fixture."""
    if _TEMPLATE and _TEMPLATE[0].exists():
        return _TEMPLATE[0]
    path = tmp_path_factory.mktemp("migrated") / "seraph.db"
    store = SqlStore(f"sqlite:///{path}")
    store.migrate()
    store.close()  # the last connection closed checkpoints the WAL into the file
    _TEMPLATE[:] = [path]
    return path


def copy_migrated(template, path) -> None:
    """Put a copy of the migrated file (and its WAL, if one was left) at `path`."""
    shutil.copyfile(template, path)
    wal = template.with_name(template.name + "-wal")
    if wal.exists():
        shutil.copyfile(wal, str(path) + "-wal")


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request, tmp_path, migrated_sqlite):
    """tests/conftest.py's `store`, on a copy of the migrated SQLite file."""
    if request.param == "sqlite":
        copy_migrated(migrated_sqlite, tmp_path / "seraph.db")
        s = SqlStore(f"sqlite:///{tmp_path}/seraph.db")
    else:
        s = SqlStore(request.getfixturevalue("pg_schema").url)
        with s.engine.begin() as conn:
            conn.exec_driver_sql("TRUNCATE events, moves, seats, games")
    yield s
    s.close()


@pytest.fixture
def sqlite_store(tmp_path, migrated_sqlite):
    """A store on a copy of the migrated SQLite file alone, for modules whose `store` need not run on both
    databases (each says why)."""
    copy_migrated(migrated_sqlite, tmp_path / "seraph.db")
    s = SqlStore(f"sqlite:///{tmp_path}/seraph.db")
    yield s
    s.close()


@pytest.fixture
def settings(settings, tmp_path, migrated_sqlite):  # noqa: F811
    """The directory conftest's `settings`, on a copy of the migrated file (bootstrap finds it at the head); a
    module takes it by importing it with `migrated_sqlite`."""
    copy_migrated(migrated_sqlite, tmp_path / "seraph.db")
    return settings
