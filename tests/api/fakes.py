"""A in-memory fake for the object `shared.bootstrap.bootstrap()` returns, for HTTP-layer tests that need no database.

FakeService answers with canned, contract-shaped dicts and records every call; `fail[method] = exc`
makes a method raise. Tokens are "tok-<seat>"; game "g1" exists with seats 0 and 1.
"""
from __future__ import annotations

import threading

from shared.config import Settings
from shared.service.errors import NotFound, Unauthorized, UnknownGame

GAME_ID = "g1"
COMMITMENT = "0" * 64
SEATS = [{"seat": 0, "name": "Ann", "kind": "human", "role": "red"},
         {"seat": 1, "name": "Bot", "kind": "bot", "role": "blue", "bot": "greedy"}]
CATALOG = {"game": "falling", "title": "Falling", "min_seats": 2, "max_seats": 4, "roles": ["red", "blue"],
           "modes": ["competitive"], "automa": None,
           "options": {"first_player": {"type": "enum", "default": "random", "text": "who starts",
                                        "choices": ["random", "0", "1"]}}}


class FakeService:
    def __init__(self):
        self.calls: list[tuple] = []
        self.fail: dict[str, Exception] = {}
        self.events = [
            {"seq": 1, "version": 0, "type": "game_created", "seat": None, "game": "falling"},
            {"seq": 2, "version": 1, "type": "card_drawn", "seat": 0, "redacted": True},
            {"seq": 3, "version": 1, "type": "turn_passed", "seat": 0},
        ]
        self.status = "active"
        self.move_status_value = "applied"
        self.stored_version = 1  # seat_state answers only for this version, as the real one does

    def _call(self, name, *args, **kwargs):
        self.calls.append((name, args, kwargs))
        if name in self.fail:
            raise self.fail[name]

    def _known(self, game_id):
        if game_id != GAME_ID:
            raise NotFound(f"no game {game_id}")

    def create_game(self, game, options, seats, seed=None):
        self._call("create_game", game, options, seats, seed=seed)
        return {"id": GAME_ID, "game": game, "version": 0, "status": "active", "fixed_seed": seed is not None,
                "commitment": COMMITMENT, "seats": [dict(seat=i, token=f"tok-{i}", **{k: v for k, v in s.items() if k != "bot" or v})
                          for i, s in enumerate(seats)]}

    def authenticate(self, game_id, token):
        self._call("authenticate", game_id, token)
        self._known(game_id)
        if token is None:
            return None
        if token in ("tok-0", "tok-1"):
            return int(token[-1])
        raise Unauthorized("this token is not a seat of this game")

    def stream_ticket(self, game_id, token):
        self._call("stream_ticket", game_id, token)
        seat = self.authenticate(game_id, token)
        return {"ticket": f"st1.{seat}.9999999999.{'A' * 43}", "expires_in": 60}

    def authenticate_ticket(self, game_id, ticket):
        self._call("authenticate_ticket", game_id, ticket)
        self._known(game_id)
        if ticket in (f"st1.{seat}.9999999999.{'A' * 43}" for seat in (0, 1)):
            return int(ticket[4])
        raise Unauthorized("this stream ticket is not valid for this game")

    def rotate_token(self, game_id, seat, token):
        self._call("rotate_token", game_id, seat, token)
        return {"seat": seat, "token": f"tok-{seat}"}

    def game_status(self, game_id):
        self._call("game_status", game_id)
        self._known(game_id)
        return {"status": self.status, "version": 1, "last_seq": len(self.events)}

    def read_game(self, game_id, seat):
        self._call("read_game", game_id, seat)
        self._known(game_id)
        return {"id": game_id, "game": "falling", "status": self.status, "version": 1, "active_seats": [0],
                "seats": SEATS, "view": {"you": seat, "scores": {0: 1, 1: 2}}, "result": None,
                "actions": [{"type": "draw", "label": "Draw a card"}] if seat == 0 else [],
                "prompt": {"kind": "turn", "text": "Draw a card"} if seat == 0 else None,
                "fixed_seed": False, "commitment": COMMITMENT, "fairness": None}

    def seat_state(self, game_id, seat, version):
        self._call("seat_state", game_id, seat, version)
        return dict(self.read_game(game_id, seat), version=version) if version == self.stored_version else None

    def legal_actions(self, game_id, seat):
        self._call("legal_actions", game_id, seat)
        return {"version": 1, "seat": seat, "actions": [{"type": "draw", "label": "Draw a card"}]}

    def submit_move(self, game_id, seat, action, expected_version=None, idempotency_key=None):
        self._call("submit_move", game_id, seat, action, expected_version=expected_version,
                   idempotency_key=idempotency_key)
        return {"move_id": "m1", "status": "pending"}

    def move_status(self, game_id, move_id):
        self._call("move_status", game_id, move_id)
        if move_id != "m1":
            raise NotFound(f"no move {move_id}")
        return {"move_id": move_id, "status": "pending", "version": None, "error": None}

    def wait_move(self, game_id, move_id, timeout):
        self._call("wait_move", game_id, move_id, timeout)
        return {"move_id": move_id, "status": self.move_status_value, "version": 2, "error": None}

    def events_after(self, game_id, after, viewer, limit=500, with_state=False):
        self._call("events_after", game_id, after, viewer, limit=limit)
        self._known(game_id)
        return [e for e in self.events if e["seq"] > after][:limit]

    def list_games(self, status=None, game=None, limit=50, offset=0):
        self._call("list_games", status=status, game=game, limit=limit, offset=offset)
        return [{"id": GAME_ID, "game": "falling", "status": "active", "version": 1, "created_at": 1.5,
                 "fixed_seed": False, "commitment": COMMITMENT, "seats": SEATS}]

    def rules_catalog(self):
        self._call("rules_catalog")
        return {"games": [CATALOG], "bots": [{"name": "random", "text": "chooses uniformly"}]}

    def game_rules(self, game):
        self._call("game_rules", game)
        if game != "falling":
            raise UnknownGame(f"no game called {game!r}; known: falling")
        return dict(CATALOG, glossary={"components": [], "terms": {"VP": "victory points"}, "view": {}})


class FakeNotifier:
    """wait() returns at once with the latest seq when newer, else sleeps out the timeout (bounded)."""

    def __init__(self, service: FakeService):
        self.service = service
        self.waits: list[tuple] = []
        self._cond = threading.Condition()

    def publish(self, game_id, seq):
        with self._cond:
            self._cond.notify_all()

    def wait(self, game_id, known_seq, timeout):
        self.waits.append((game_id, known_seq, timeout))
        latest = lambda: max((e["seq"] for e in self.service.events), default=0)  # noqa: E731
        with self._cond:
            self._cond.wait_for(lambda: latest() > known_seq, timeout)
        return latest()


class FakeAppObj:
    def __init__(self, settings: Settings | None = None, ready: dict | None = None):
        self.settings = settings or Settings(database_url="sqlite:///:memory:", sse_keepalive_seconds=0.05)
        self.service = FakeService()
        self.notifier = FakeNotifier(self.service)
        self._ready = ready if ready is not None else {"ready": True, "database": True}

    def ready(self):
        if isinstance(self._ready, Exception):
            raise self._ready
        return self._ready

    def close(self):
        pass
