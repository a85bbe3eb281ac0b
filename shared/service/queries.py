"""GameQueries: the read side of the application layer (views, statuses, events, the rules catalog).

It imports nothing of the write side (shared.service.commands), so a process that only streams or reads
games (services/api/sse.py, services/streams/) can load it alone. Its caches hold what this process has
read: parsed snapshots per version, the newest events per game, the seats and rules name of each game.
The write side shares them through their public methods (`cached_state`, `remember`, ...).
GameQueries is composed by concern: read_caches.py (the caches and the reads that fill them), game_views.py
(a seat's view, legal actions, statuses, the list of games), event_reads.py (events) and, here, the seats'
tokens and stream tickets, moves and the rules catalog.
"""
from __future__ import annotations

import time

from shared.engine import all_games, get_game
from shared.engine.bots import BOTS
from shared.service.bot_ratings import game_bots
from shared.service import tickets
from shared.service.apps import AppRevoked
from shared.service.common import _status, hash_token
from shared.service.errors import NotFound, Unauthorized
from shared.service.event_reads import EventReads
from shared.service.game_statuses import GAME_STATUSES, IDLE_STATUSES, OVER_STATUSES, STATUS_EVENTS
from shared.service.game_views import GameViews, _actions
from shared.service.read_caches import MAX_CACHED, HeadInfo, ReadCaches
from shared.service.words import SERVER_CATALOG

#: why the token or ticket of a seat bound to a revoked app is refused (issue 27 §1; docs/PLAY-BY-POST.md)
REVOKED_SEAT = "this seat was given through an app that has been revoked: its token and tickets no longer work"

# Names other modules import from here, defined in the modules they moved to.
__all__ = ["GameQueries", "HeadInfo", "MAX_CACHED", "GAME_STATUSES", "OVER_STATUSES", "STATUS_EVENTS",
           "IDLE_STATUSES", "_actions"]


class GameQueries(ReadCaches, GameViews, EventReads):
    """Every read use case; the store and notifier are injected (shared.bootstrap)."""

    def __init__(self, store, notifier, settings, clock=time.time):
        self.store, self.notifier, self.settings = store, notifier, settings
        self.clock = clock  # the clock the write side stamps moves with (the pending moves' age)
        self._secret = (getattr(settings, "secret", None) or "").encode()  # stream tickets' server secret
        self._init_caches()

    # -- seats ------------------------------------------------------------------------------------
    def authenticate(self, game_id: str, token: str | None) -> int | None:
        """The seat a token belongs to; None (spectator) without a token; NotFound for an unknown game.

        A token is checked in the database on every call (one indexed read: whether the game exists and which
        seat holds the token), never from a per-process cache: a token replaced on any process
        (`rotate_token`) stops working at once on all of them, and so does the token of a seat bound to an app
        that is revoked (AppRevoked: the same read joins the seat's app). Only "this game exists" is kept, for
        spectators (games are never deleted)."""
        if token is None:
            if (game_id, None) in self._seat_cache:
                return None
            creator, public = self.visibility(game_id)
            if creator is not None and not public:  # an app's private game (issue 19 §1): as if it did not exist
                raise NotFound(f"no game {game_id}")
            if len(self._seat_cache) > MAX_CACHED:
                self._seat_cache.clear()
            self._seat_cache[(game_id, None)] = (None,)
            return None
        with self.store.read() as tx:
            exists, seat, revoked = tx.token_seat(game_id, hash_token(token))
        if not exists:
            raise NotFound(f"no game {game_id}")
        if seat is None:
            raise Unauthorized("this token is not a seat of this game")
        if revoked:
            raise AppRevoked(REVOKED_SEAT)
        return seat

    def visibility(self, game_id: str) -> tuple[str | None, bool]:
        """(the app that created the game or None, whether it is public): who may read it without a seat
        (shared/service/players.py). Both never change, so they are kept per process; NotFound for no game."""
        found = self._visibility.get(game_id)
        if found is None:
            with self.store.read() as tx:
                found = tx.game_visibility(game_id)
            if found is None:
                raise NotFound(f"no game {game_id}")
            if len(self._visibility) > MAX_CACHED:
                self._visibility.clear()
            self._visibility[game_id] = found
        return found

    # -- stream tickets (shared.service.tickets) ---------------------------------------------------
    def stream_ticket(self, game_id: str, token: str) -> dict:
        """A ticket that opens the token's seat's event stream of this game for TICKET_SECONDS."""
        seat = self.authenticate(game_id, token)
        if seat is None:
            raise Unauthorized("a stream ticket needs a seat token")
        ticket = tickets.issue(self._secret, hash_token(token), game_id, seat, self.clock())
        return {"ticket": ticket, "expires_in": tickets.TICKET_SECONDS}

    def authenticate_ticket(self, game_id: str, ticket: str) -> int:
        """The seat a stream ticket opens the stream of: NotFound for an unknown game; Unauthorized for a ticket
        that is malformed, of another game or seat, altered, expired, or issued before the seat's token was
        replaced; AppRevoked when the seat is bound to a revoked app."""
        parsed = tickets.parse(ticket)
        if parsed is None:
            raise Unauthorized("this is not a stream ticket")
        seat, expires, mac = parsed
        with self.store.read() as tx:
            exists, token_hash, revoked = tx.seat_token_hash(game_id, seat)
        if not exists:
            raise NotFound(f"no game {game_id}")
        if token_hash is None or not tickets.valid(self._secret, token_hash, game_id, seat, expires, mac):
            raise Unauthorized("this stream ticket is not valid for this game")
        if revoked:
            raise AppRevoked(REVOKED_SEAT)
        if self.clock() > expires:
            raise Unauthorized("this stream ticket has expired; ask for a new one")
        return seat

    # -- moves ------------------------------------------------------------------------------------
    def move_status(self, game_id: str, move_id: str) -> dict:
        with self.store.read() as tx:
            row = tx.move(game_id, move_id)
        if row is None:
            raise NotFound(f"no move {move_id} in game {game_id}")
        return _status(row)

    def wait_move(self, game_id: str, move_id: str, timeout: float) -> dict:
        """The move's status once it is applied or rejected, or still pending after `timeout` seconds."""
        deadline = time.monotonic() + min(timeout, self.settings.max_wait_seconds)
        self.notifier.start()
        while True:
            mark = self.notifier.hub.counter(game_id)
            status = self.move_status(game_id, move_id)
            remaining = deadline - time.monotonic()
            if status["status"] != "pending" or remaining <= 0:
                return status
            self.notifier.hub.wait_counter(game_id, mark, min(remaining, 1.0))

    def oldest_pending_age(self) -> float | None:
        """Seconds the oldest pending move has waited (None: none pending), in one indexed query: a gauge read
        when metrics are scraped."""
        with self.store.read() as tx:
            oldest = tx.oldest_pending_at()
        return None if oldest is None else max(0.0, self.clock() - oldest)

    # -- the rules catalog ------------------------------------------------------------------------
    @staticmethod
    def rules_catalog() -> dict:
        """Every game as GET /v1/rules lists it, and the bots a bot seat may name."""
        return {"games": [dict(g.catalog(), bots=game_bots(g.name)) for g in all_games()],
                "bots": [{"name": name, "text": bot.text} for name, bot in sorted(BOTS.items())]}

    @staticmethod
    def game_rules(game: str) -> dict:
        """One game's catalog entry, glossary and words (GET /v1/rules/{game}): the game's templates and the
        server's, by id, which a client translates (issue 30); UnknownGame for an unknown name."""
        rules = get_game(game)
        return {**rules.catalog(), "bots": game_bots(rules.name), "glossary": rules.glossary(),
                "templates": rules.catalog_words(),
                "server_templates": SERVER_CATALOG}
