"""Alembic migrations for the Seraph schema."""
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def upgrade(url: str) -> None:
    """Apply every migration to the database at `url`."""
    from alembic import command
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", HERE)
    cfg.attributes["url"] = url
    command.upgrade(cfg, "head")
