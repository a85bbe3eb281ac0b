"""Alembic migrations for the Seraph schema.

`upgrade(url)` is what `seraph migrate` runs (`make up`, the compose one-shot, the Kubernetes Job). On PostgreSQL it
holds a session advisory lock (MIGRATION_LOCK_KEY) on the connection Alembic migrates with, so migrators started
together apply each migration once: the others wait, then find nothing left to do. The lock is session-level, so
`seraph migrate` must reach PostgreSQL directly or through a pgbouncer pool in session mode (deploy/README.md).
SQLite needs no lock: a single process uses the file.

`schema_problem(conn)` tells a process that does not migrate (every distributed one) whether the database is
ready for this code: None, or one line telling the operator to run `seraph migrate`.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))
#: The pg_advisory_lock key `seraph migrate` holds while it migrates ("SERAPHMG" in ASCII).
MIGRATION_LOCK_KEY = int.from_bytes(b"SERAPHMG", "big")
RUN_MIGRATE = "run `seraph migrate` (the compose `migrate` service, the Kubernetes Job seraph-migrate) first"


def _config(url: str):
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", HERE)
    cfg.attributes["url"] = url
    return cfg


def upgrade(url: str, revision: str = "head") -> None:
    """Apply every migration to the database at `url`; on PostgreSQL under the migration advisory lock."""
    from alembic import command

    cfg = _config(url)
    if not url.startswith("postgresql"):
        command.upgrade(cfg, revision)
        return
    from shared.adapters.db import make_engine

    engine = make_engine(url, pool_size=1, max_overflow=0)
    try:
        with engine.connect() as conn:
            conn.exec_driver_sql(f"SELECT pg_advisory_lock({MIGRATION_LOCK_KEY})")
            conn.commit()  # the lock is the session's: it outlives this transaction
            try:
                cfg.attributes["connection"] = conn  # shared/migrations/env.py migrates on this connection
                command.upgrade(cfg, revision)
            finally:
                try:
                    conn.rollback()
                    conn.exec_driver_sql(f"SELECT pg_advisory_unlock({MIGRATION_LOCK_KEY})")
                    conn.commit()
                except Exception:  # a lost connection: its session, and so the lock, ended with it
                    pass
    finally:
        engine.dispose()


def head_revisions() -> set[str]:
    """The head revision(s) of this code's migrations."""
    from alembic.script import ScriptDirectory

    return set(ScriptDirectory.from_config(_config("sqlite://")).get_heads())


def schema_problem(conn) -> str | None:
    """None when the database on `conn` (a SQLAlchemy Connection) is at this code's head revision, or at one this
    code does not know (newer: a rolling update after `seraph migrate`, whose migrations keep old code working);
    else one line saying what is missing and to run `seraph migrate`."""
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(_config("sqlite://"))
    heads = set(script.get_heads())
    current = set(MigrationContext.configure(conn).get_current_heads())
    if conn.in_transaction():
        conn.rollback()
    needs = ", ".join(sorted(heads))
    if not current:
        return f"seraph: the database has no Seraph schema (this code needs revision {needs}); {RUN_MIGRATE}"
    known = {rev.revision for rev in script.walk_revisions()}
    if current <= heads or not current <= known:
        return None
    return (f"seraph: the database schema is at revision {', '.join(sorted(current))}, this code needs {needs}; "
            f"{RUN_MIGRATE}")
