"""What revoking an app ends besides its key (issue 27 §1; docs/PLAY-BY-POST.md "Revoking an app").

An app was given the seats bound to it (`seats.app_id`: bound to one of its players at creation, or joined with
its key): their tokens, however often replaced since, and their stream tickets. A seat a player joined with an
invitation code and no app key is the player's own, even in the app's game, and keeps working.

- Tokens and tickets: the one indexed read that checks a seat's token or ticket on every request joins the seat's
  app (shared/adapters/store_sql.py `token_seat`, `seat_token_hash`), so `apps.revoked_at` refuses them at once
  on every process (401 `app_revoked`), at no extra query.
- Open streams: in the revoking transaction, each unfinished game with a seat of the app gets a public
  `seat_revoked` event per such seat, and each unfinished private game of the app one with `"seat": null` (a
  spectator stream of a private game is opened only with its app's key). Streams follow the log on both paths
  (services/api/sse.py, services/streams/fanout.py), so each one of a revoked seat ends after that event, on every
  process; the notifier's publish wakes them at once (a lost message: at the next keepalive's head check). A
  stream pays nothing for this: no read per keepalive or per event.
"""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.db import games, seats
from shared.engine.words import seat_param
from shared.service.common import SEAT_REVOKED, dumps
from shared.service.game_statuses import OVER_STATUSES
from shared.service.words import server_text


def seat_revoked_event(seat: int | None) -> dict:
    text = (server_text("server.spectators_revoked") if seat is None
            else server_text("server.seat_revoked", player=seat_param(seat, None)))
    return {"type": SEAT_REVOKED, "seat": seat, "data": {"message": text}}


def revoked_seats(tx, app_id: str) -> dict[str, list]:
    """{game id: the seats to end the streams of} over the unfinished games the app was given something in: its
    seats, and None for its own private games' spectator streams."""
    held = tx.core(sa.select(seats.c.game_id, seats.c.seat).join(games, games.c.id == seats.c.game_id)
                   .where(seats.c.app_id == app_id, games.c.status.notin_(OVER_STATUSES)))
    private = tx.core(sa.select(games.c.id).where(games.c.app_id == app_id, games.c.public == sa.false(),
                                                  games.c.status.notin_(OVER_STATUSES)))
    found: dict[str, list] = {}
    for row in private:
        found.setdefault(row["id"], []).append(None)
    for row in held:
        found.setdefault(row["game_id"], []).append(row["seat"])
    return found


def end_streams(tx, app_id: str) -> list[tuple[str, int]]:
    """Append the `seat_revoked` events of the app's revocation (in the caller's transaction, which sets
    `revoked_at`); the (game id, last seq) pairs to publish once it commits. Games are locked in id order."""
    published = []
    for game_id, ended in sorted(revoked_seats(tx, app_id).items()):
        head = tx.game_head(game_id, lock=True)
        if head is None or head["status"] in OVER_STATUSES:  # ended between the read and the lock
            continue
        first = head["last_seq"] + 1
        rows = [dict(game_id=game_id, seq=first + i, version=head["version"], body=dumps(seat_revoked_event(seat)))
                for i, seat in enumerate(sorted(ended, key=lambda s: -1 if s is None else s))]
        tx.insert_events(rows)
        tx.update_game(game_id, last_seq=rows[-1]["seq"])
        published.append((game_id, rows[-1]["seq"]))
    return published
