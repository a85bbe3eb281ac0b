"""Alembic environment: the URL comes from the caller's Config attributes or DATABASE_URL; `upgrade()` may hand
over the connection to migrate on (the one holding the migration advisory lock)."""
import os

from alembic import context

from shared.adapters.db import make_engine, metadata

url = context.config.attributes.get("url") or os.environ.get("DATABASE_URL", "sqlite:///var/seraph.db")


def _migrate_on(conn) -> None:
    context.configure(connection=conn, target_metadata=metadata, transactional_ddl=False)
    with context.begin_transaction():
        context.run_migrations()
    conn.commit()


def run() -> None:
    given = context.config.attributes.get("connection")
    if given is not None:
        _migrate_on(given)
        return
    engine = make_engine(url)
    with engine.connect() as conn:
        _migrate_on(conn)
    engine.dispose()


run()
