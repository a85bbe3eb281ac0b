"""Alembic environment: the URL comes from the caller's Config attributes or DATABASE_URL."""
import os

from alembic import context

from shared.adapters.db import make_engine, metadata

url = context.config.attributes.get("url") or os.environ.get("DATABASE_URL", "sqlite:///var/seraph.db")


def run() -> None:
    engine = make_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=metadata, transactional_ddl=False)
        with context.begin_transaction():
            context.run_migrations()
        conn.commit()
    engine.dispose()


run()
