"""Players and what apps may see (issue 19 §1): seats bound to (app_id, player_id), the games an app may read,
and the play-by-post services gathered for the API (`PlayByPost`).

Visibility of one game, by who asks (README "Play-by-post"):
- a game created by an app and not public: its app (and, through it, its players), and holders of its seat
  tokens; anyone else gets 404, as for a game that does not exist;
- a public game, or one created without an app: anyone who knows its id (the unguessable id is the link, as
  before apps existed). Listing is narrower: see shared/service/inbox.py and GameQueries.list_games.
"""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.db import seats
from shared.service import tickets
from shared.service.apps import AppRegistry, check_player_id
from shared.service.errors import Forbidden, NotFound


class Players:
    """Seat bindings and per-game visibility (which never changes: GameQueries keeps it per process)."""

    def __init__(self, service):
        self.store, self.queries, self.clock = service.store, service.queries, service.clock

    def visibility(self, game_id: str) -> tuple[str | None, bool]:
        """(the app that created the game or None, whether it is public): GameQueries.visibility, cached there."""
        return self.queries.visibility(game_id)

    def check_visible(self, game_id: str, app_id: str | None) -> None:
        """NotFound unless `app_id` (None: a spectator without credentials) may read the game."""
        creator, public = self.visibility(game_id)
        if creator is not None and not public and creator != app_id:
            raise NotFound(f"no game {game_id}")

    def seat_of_player(self, game_id: str, app_id: str, player_id: str) -> int | None:
        """The seat bound to the app's player in this game, or None (at most one: see Invitations.join)."""
        with self.store.read() as tx:
            rows = tx.core(sa.select(seats.c.seat).where(seats.c.game_id == game_id, seats.c.app_id == app_id,
                                                         seats.c.player_id == player_id))
        return rows[0]["seat"] if rows else None

    def viewer(self, game_id: str, app_id: str, player_id: str | None) -> int | None:
        """The seat an app reads and moves with: its player's seat; None (a spectator's view) without a player
        or when the player holds no seat here. NotFound when the app may not see the game at all."""
        if player_id is None:
            self.check_visible(game_id, app_id)
            return None
        seat = self.seat_of_player(game_id, app_id, check_player_id(player_id))
        if seat is None:
            self.check_visible(game_id, app_id)
        return seat

    def binding(self, game_id: str, seat: int) -> tuple[str | None, str | None]:
        """(app_id, player_id) the seat is bound to, (None, None) when unbound; NotFound for no such seat."""
        with self.store.read() as tx:
            rows = tx.core(sa.select(seats.c.app_id, seats.c.player_id).where(seats.c.game_id == game_id,
                                                                              seats.c.seat == seat))
        if not rows:
            raise NotFound(f"no seat {seat} in game {game_id}")
        return rows[0]["app_id"], rows[0]["player_id"]

    def stream_ticket(self, game_id: str, seat: int | None) -> dict:
        """A stream ticket for the app's player's seat (the same ticket a seat token gets: shared.service.tickets,
        bound to the seat's current token hash, so a token rotation ends it as well)."""
        if seat is None:
            raise Forbidden("a stream ticket is for a seat: name a player of this game in X-Seraph-Player")
        with self.store.read() as tx:
            _exists, token_hash, _revoked = tx.seat_token_hash(game_id, seat)  # the app's key was just checked
        ticket = tickets.issue(self.queries._secret, token_hash, game_id, seat, self.clock())
        return {"ticket": ticket, "expires_in": tickets.TICKET_SECONDS}


class PlayByPost:
    """The play-by-post services of one process, around its GameService: apps, players, invitations, inbox."""

    def __init__(self, service):
        from shared.service.inbox import Inbox
        from shared.service.invitations import Invitations

        self.service = service
        self.apps = AppRegistry(service.store, clock=service.clock, notifier=service.notifier)
        self.players = Players(service)
        self.invitations = Invitations(service)
        self.inbox = Inbox(service.store)
