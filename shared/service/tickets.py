"""Stream tickets: a short-lived credential for one seat's event stream, so no seat token travels in a URL.

`POST /v1/games/{id}/stream-ticket` (with the seat's token) returns one; `GET /v1/games/{id}/events?ticket=...`
accepts it for TICKET_SECONDS. A ticket is `st1.<seat>.<expiry>.<mac>`:

- `<expiry>`: Unix seconds; the ticket opens streams until then (EventSource reconnects with the same URL, so a
  ticket is not single-use: within its lifetime it may open the stream again). A stream opened before the expiry
  runs on; the ticket only authorises the opening.
- `<mac>`: HMAC-SHA256 over the game id, seat and expiry, keyed with a key derived from the server secret
  (SERAPH_SECRET) and the seat's current token hash. So a ticket is bound to its game and seat; altering any part
  of it breaks the MAC; replacing the seat's token (POST .../seats/{seat}/token) invalidates its tickets at once;
  and nothing is stored: any API process verifies a ticket any other one issued, with one indexed read.

Without SERAPH_SECRET the key still contains the seat's token hash, which never leaves the database, so tickets
can't be forged from outside and still work on every process; the secret adds that someone who can read the
database (a backup, a replica) can't mint them either. Set it in distributed mode, the same on every process.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import re

TICKET_SECONDS = 60
VERSION = "st1"
_SHAPE = re.compile(r"st1\.([0-9]{1,6})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})")


def _mac(secret: bytes, token_hash: str, game_id: str, seat: int, expires: int) -> str:
    key = hmac.new(secret, b"seraph stream ticket key\x00" + token_hash.encode(), hashlib.sha256).digest()
    message = f"{VERSION}\x00{game_id}\x00{seat}\x00{expires}".encode()
    digest = hmac.new(key, message, hashlib.sha256).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def issue(secret: bytes, token_hash: str, game_id: str, seat: int, now: float) -> str:
    """A ticket for `seat` of `game_id`, whose token hash is `token_hash`, valid TICKET_SECONDS from `now`."""
    expires = int(now) + TICKET_SECONDS
    return f"{VERSION}.{seat}.{expires}.{_mac(secret, token_hash, game_id, seat, expires)}"


def parse(ticket: str) -> tuple[int, int, str] | None:
    """(seat, expiry, mac) of a well-formed ticket (ASCII digits only), else None."""
    found = _SHAPE.fullmatch(ticket)
    if found is None:
        return None
    return int(found.group(1)), int(found.group(2)), found.group(3)


def valid(secret: bytes, token_hash: str, game_id: str, seat: int, expires: int, mac: str) -> bool:
    """Whether `mac` is the ticket's MAC for this game, seat, expiry and the seat's current token hash."""
    return hmac.compare_digest(_mac(secret, token_hash, game_id, seat, expires), mac)
