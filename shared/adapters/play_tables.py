"""The tables of undo and chat (migration 0008): the states since a game's last undo barrier, and chat messages.

snapshots holds, per game, the state at each version a seat may still go back to (shared/service/undo.py): a row
is written when a move that is no barrier leaves that version, and every row of the game is deleted at a barrier,
so a game keeps only the versions of the turn in progress. chat holds each message with the seq of its `chat`
event (shared/service/chat.py). No foreign keys, so `TRUNCATE games` stays possible.
"""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.db import metadata

snapshots = sa.Table(
    "snapshots", metadata,
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("version", sa.Integer, primary_key=True),
    sa.Column("state", sa.Text, nullable=False),
)

chat = sa.Table(
    "chat", metadata,
    sa.Column("game_id", sa.String(32), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True),
    sa.Column("seat", sa.Integer, nullable=False),
    sa.Column("text", sa.Text, nullable=False),
    sa.Column("spectators", sa.Boolean, nullable=False, server_default=sa.false()),  # spectators may read it
    sa.Column("created_at", sa.Float, nullable=False),
)
