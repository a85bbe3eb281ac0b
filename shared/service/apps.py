"""Apps: the frontends that authenticate with an API key (issue 19 §1), and the players they act for.

An app's key is `app_` + 32 random url-safe characters, shown once (create, rotate); only its sha256 is stored.
A revoked app keeps its row (its games keep naming it) but its key no longer authenticates, nor do the seats it
was given (shared/service/revocation.py). A player is named by
the app (`player_id`): Seraph keeps no passwords and trusts the app for who its users are.
"""
from __future__ import annotations

import re
import secrets
import time
import uuid
from dataclasses import dataclass

import sqlalchemy as sa

from shared.adapters.db import apps
from shared.service.common import hash_token
from shared.service.errors import BadRequest, NotFound, Unauthorized
from shared.service.revocation import end_streams

KEY_PREFIX = "app_"
MAX_APP_NAME = 80
#: a player id as an app names it: 1-128 characters of letters, digits and . _ - : @ (no spaces, no controls)
PLAYER_ID = re.compile(r"[A-Za-z0-9._:@-]{1,128}")


class InvalidAppKey(Unauthorized):
    """An `app_...` key that is no app's (never issued, or replaced by a rotation)."""

    code = "invalid_app_key"


class AppRevoked(Unauthorized):
    """The key of an app an operator revoked."""

    code = "app_revoked"


@dataclass(frozen=True)
class AppPrincipal:
    """An authenticated app: its id and name."""

    id: str
    name: str


def is_app_key(credential: str | None) -> bool:
    """Whether a bearer credential is an app key (seat tokens never start with `app_`: token_urlsafe(24) may,
    by chance, so a seat token is told apart by also failing as a key: see services/api/principals.py)."""
    return bool(credential) and credential.startswith(KEY_PREFIX)


def check_player_id(player_id) -> str:
    """A valid player id, else BadRequest."""
    if not isinstance(player_id, str) or not PLAYER_ID.fullmatch(player_id):
        raise BadRequest("player_id must be 1-128 characters: letters, digits and . _ - : @")
    return player_id


def new_key() -> str:
    return KEY_PREFIX + secrets.token_urlsafe(24)


class AppRegistry:
    """Create, rotate, revoke, list and authenticate apps (the CLI and the API use it)."""

    def __init__(self, store, clock=time.time, notifier=None):
        self.store, self.clock, self.notifier = store, clock, notifier  # the notifier wakes the revoked streams

    def create(self, name: str) -> dict:
        """A new app; its key is in the answer and nowhere else."""
        name = (name or "").strip()
        if not name or len(name) > MAX_APP_NAME or not name.isprintable():
            raise BadRequest(f"an app's name is 1-{MAX_APP_NAME} printable characters")
        key, app_id = new_key(), uuid.uuid4().hex
        with self.store.write() as tx:
            tx.core(apps.insert().values(id=app_id, name=name, key_hash=hash_token(key), created_at=self.clock()))
        return {"id": app_id, "name": name, "key": key}

    def rotate(self, app_id: str) -> dict:
        """A new key for the app; the old one stops working at once. A revoked app cannot be rotated."""
        key = new_key()
        with self.store.write() as tx:
            row = self._row(tx, app_id)
            if row["revoked_at"] is not None:
                raise AppRevoked(f"app {app_id} is revoked")
            tx.core(apps.update().where(apps.c.id == app_id).values(key_hash=hash_token(key),
                                                                   rotated_at=self.clock()))
        return {"id": app_id, "name": row["name"], "key": key}

    def revoke(self, app_id: str) -> dict:
        """Revoke the app, and with it all it was given (shared/service/revocation.py): its key, the tokens and
        tickets of the seats bound to it no longer authenticate, and their open streams end, on every process.
        Idempotent: the first revocation's time stays and a second one appends nothing."""
        published = []
        with self.store.write() as tx:
            row = self._row(tx, app_id)
            if row["revoked_at"] is None:
                row["revoked_at"] = self.clock()
                tx.core(apps.update().where(apps.c.id == app_id).values(revoked_at=row["revoked_at"]))
                published = end_streams(tx, app_id)
        for game_id, seq in published:  # after the commit: a woken stream reads the revocation's events
            if self.notifier is not None:
                self.notifier.publish(game_id, seq)
        return _public(row)

    def list(self) -> list[dict]:
        with self.store.read() as tx:
            rows = tx.core(sa.select(apps).order_by(apps.c.created_at, apps.c.id))
        return [_public(r) for r in rows]

    def authenticate(self, key: str) -> AppPrincipal:
        """The app whose key this is (checked in the database on every call: a rotation or revocation holds at
        once on every process); InvalidAppKey or AppRevoked otherwise."""
        with self.store.read() as tx:
            rows = tx.core(sa.select(apps.c.id, apps.c.name, apps.c.revoked_at)
                           .where(apps.c.key_hash == hash_token(key)))
        if not rows:
            raise InvalidAppKey("this app key is not valid (never issued, or replaced by a rotation)")
        if rows[0]["revoked_at"] is not None:
            raise AppRevoked("this app's key was revoked")
        return AppPrincipal(rows[0]["id"], rows[0]["name"])

    @staticmethod
    def _row(tx, app_id: str) -> dict:
        rows = tx.core(sa.select(apps).where(apps.c.id == app_id))
        if not rows:
            raise NotFound(f"no app {app_id}")
        return dict(rows[0])


def _public(row) -> dict:
    """An app as listed: never its key hash."""
    return {"id": row["id"], "name": row["name"], "created_at": row["created_at"],
            "rotated_at": row["rotated_at"], "revoked_at": row["revoked_at"]}
