"""Small helpers both sides of the application layer use (shared.service.queries and .commands)."""
from __future__ import annotations

import hashlib

import orjson

from shared.engine.contract import SeatSpec
from shared.engine.errors import EngineError
from shared.engine.words import seat_param
from shared.service.words import server_text


#: the event a token replacement appends to its game's log: a stream open for that seat (whatever opened it: the
#: old token, a ticket) ends after it, so the old token's holder stops receiving the seat's view at once
TOKEN_REPLACED = "seat_token_replaced"


def token_replaced_event(seat: int) -> dict:
    return {"type": TOKEN_REPLACED, "seat": seat,
            "data": {"message": server_text("server.seat_token_replaced", player=seat_param(seat, None))}}


#: the event an app's revocation appends to each unfinished game it was given a seat of (shared/service/
#: revocation.py): the streams of that seat end after it, whatever opened them (the seat's token, a ticket, the
#: app's key); with `"seat": null`, in the app's own private game, the spectator streams (only its key opens them)
SEAT_REVOKED = "seat_revoked"
#: the events that may end a stream before the game ends (services/streams/fanout.py picks them out of a batch)
STREAM_ENDING = frozenset({TOKEN_REPLACED, SEAT_REVOKED})


def ends_stream(ev: dict, viewer: int | None) -> bool:
    """Whether an event (as served) ends the stream of `viewer`: its seat's token was replaced, or the app the
    seat was given through (for `"seat": null`, the app that alone could open a spectator stream) was revoked."""
    kind = ev.get("type")
    if kind == SEAT_REVOKED:
        return ev.get("seat") == viewer
    return viewer is not None and kind == TOKEN_REPLACED and ev.get("seat") == viewer


def dumps(obj) -> str:
    return orjson.dumps(obj).decode()


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


#: the width of moves.idempotency_key (shared.adapters.db); the API accepts keys of up to 255 characters
KEY_COLUMN = 200


def stored_key(key: str | None) -> str | None:
    """An Idempotency-Key as stored: as given up to KEY_COLUMN characters, else "sha256:<hex>" of it (PostgreSQL
    refuses a longer value; the key is only ever compared, never shown)."""
    if key is None or len(key) <= KEY_COLUMN:
        return key
    return "sha256:" + hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()


def error_body(exc: EngineError) -> dict:
    return {"code": exc.code, "message": exc.reason, "details": exc.details}


def _spec(row) -> SeatSpec:
    """A stored seat row as a SeatSpec (role and bot are NULL on games created before they existed)."""
    return SeatSpec(row["seat"], row["name"], row["kind"], role=row["role"], bot=row["bot"])


def _status(row) -> dict:
    return {"move_id": row["move_id"], "status": row["status"], "version": row["version"],
            "error": orjson.loads(row["error"]) if row["error"] else None}


def seed_commitment(seed: int, salt: str) -> str:
    """The commitment to a game's deal published at creation: sha256 of "{seed}:{salt}", in hex."""
    return hashlib.sha256(f"{seed}:{salt}".encode()).hexdigest()
