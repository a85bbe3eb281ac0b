"""Creation: the write side's commands that make a game and its seats' tokens (create_game, rotate_token)."""
from __future__ import annotations

import logging
import secrets
import uuid

import orjson

from shared.engine import get_game
from shared.engine.contract import SeatSpec
from shared.service import endings
from shared.service.admission import _seat_since
from shared.service.apps import KEY_PREFIX as APP_KEY_PREFIX
from shared.service.clocks import ClockSpec
from shared.service.common import dumps, hash_token, seed_commitment, token_replaced_event
from shared.service.deadlines import split_options as split_clock
from shared.service.errors import BadRequest, FixedSeedNotAllowed, NotFound, Unauthorized
from shared.service.invitations import SeatPlan, new_code
from shared.service.webhooks import record_game_started

log = logging.getLogger("shared.service.handlers")  # the logger name the service always logged under
MAX_AUTOMA_DELAY = 3600.0
MACHINE_KINDS = ("bot", "automa", endings.DEFAULT_KIND)  # the last: a seat out of play (shared/service/endings.py)
EMBEDDED = "embedded"  # shared.config.EMBEDDED: the one mode where a caller may always choose the seed


class Creation:
    """GameCommands' creating and token commands; uses its store, notifier, queue, settings, queries, clock."""

    # -- creating ---------------------------------------------------------------------------------
    def create_game(self, game: str, options: dict | None, seats: list[dict], seed: int | None = None,
                    app_id: str | None = None, public: bool = False, open_all: bool = False) -> dict:
        """Validate, set up and store a new game; one bearer token per seat.

        Play-by-post (issue 19, shared/service/invitations.py): `app_id` is the creating app, `public` lists the
        game to everyone, open seats (`{"kind": "open"}` or `open_all`) get invitation codes and the game waits
        (status `waiting`, no machine turn scheduled) until they are filled. Created by an app or with open
        seats, the answer holds only the creator's own seats' tokens and the codes (SeatPlan.created_seats).

        The server draws the seed; a caller's `seed` is allowed only in embedded mode or with
        SERAPH_ALLOW_FIXED_SEED, and such a game shows `fixed_seed: true` to everyone. Either way a random salt
        is drawn and sha256("{seed}:{salt}") published (the commitment); both are revealed when the game ends."""
        rules = get_game(game)
        fixed = seed is not None
        if fixed and not (self.settings.mode == EMBEDDED or self.settings.allow_fixed_seed):
            raise FixedSeedNotAllowed("the server draws every game's seed; a caller may not choose it here")
        options, delay = self._split_options(options)
        options, clock = split_clock(options)  # issue 20 §1: the service's clock, not a rules option
        options, play = endings.split_play_options(options)  # spectator_chat, abort_moves: never the rules'
        plan = SeatPlan.of(seats, app_id, open_all)
        options, specs = rules.prepare(options, self._seat_specs(rules, plan.seats))  # default roles and bots filled in
        plan.settle(specs)
        status = "waiting" if plan.open else "active"
        seed = secrets.randbits(63) if seed is None else seed
        salt = secrets.token_hex(16)
        commitment = seed_commitment(seed, salt)
        state = rules.setup(seed, options, specs)
        tokens = [self.new_token() for _ in specs]
        codes = {seat: new_code() for seat in sorted(plan.open)}
        game_id, now = uuid.uuid4().hex, self.clock()
        due = self._automa_due(rules, state, {s.seat: s.kind for s in specs}, now, delay) if not plan.open else None
        self._store_game(dict(id=game_id, game=game, seed=seed, options=dumps(options), status=status, version=0,
                              last_seq=1, state=dumps(state), active_seats=dumps(rules.active_seats(state)),
                              result=None, automa_delay=delay, automa_due_at=due, created_at=now, updated_at=now,
                              seat_since=dumps(_seat_since(rules, state, 0, {})), fixed_seed=fixed, seed_salt=salt,
                              seed_commitment=commitment, clock=dumps(clock.to_json()) if clock else None,
                              play_options=dumps(play) if play else None, app_id=app_id, public=bool(public)),
                         specs, tokens, plan.seat_columns(specs, codes))
        self.notifier.publish(game_id, 1)
        if status == "active" and plan.players and self.wake_webhooks is not None:
            self.wake_webhooks()  # game_started / your_turn were written with the game (_store_game)
        if due is not None:
            self.queue.enqueue(game_id, countdown=due - now)
        return {"id": game_id, "game": game, "version": 0, "status": status, "fixed_seed": fixed,
                "commitment": commitment, "seats": plan.created_seats(specs, tokens, codes)}

    @staticmethod
    def new_token() -> str:
        """A new seat token; never one that starts like an app key (`app_`), so the two are told apart by
        their prefix (services/api/principals.py)."""
        while True:
            token = secrets.token_urlsafe(24)
            if not token.startswith(APP_KEY_PREFIX):
                return token

    def _store_game(self, row: dict, specs: list[SeatSpec], tokens: list[str], extra: list[dict] | None = None) -> None:
        """The game row, its seats (token hashes only) and its game_created event, in one transaction."""
        game_id = row["id"]
        created = {"type": "game_created", "seat": None,
                   "data": {"game": row["game"], "seats": [s.public() for s in specs],
                            "fixed_seed": row["fixed_seed"], "commitment": row["seed_commitment"]}}
        with self.store.write() as tx:
            tx.insert_game(row)
            tx.insert_seats([dict(game_id=game_id, seat=s.seat, name=s.name, kind=s.kind, role=s.role, bot=s.bot,
                                  token_hash=hash_token(t), **(more or {}))
                             for s, t, more in zip(specs, tokens, extra or [None] * len(specs))])
            tx.insert_events([dict(game_id=game_id, seq=1, version=0, body=dumps(created))])
            if row.get("clock"):  # issue 20 §1: each seat's clock; the active seats' turns start with the game
                self.deadlines.open_clocks(tx, game_id, ClockSpec.from_json(orjson.loads(row["clock"])),
                                           {s.seat: s.kind for s in specs},
                                           orjson.loads(row["active_seats"]) if row["status"] == "active" else [],
                                           row["created_at"])
            if row["status"] == "active" and any((more or {}).get("app_id") for more in extra or []):
                # Issue 19 §4: an app's game created with every seat bound starts now: game_started, your_turn.
                record_game_started(tx, game_id, now=row["created_at"])
        self.queries.keep_specs(game_id, specs)

    @staticmethod
    def _seat_specs(rules, seats) -> list[SeatSpec]:
        """SeatSpecs as requested, an unnamed seat named by the rules (an automa seat after the game's automa);
        the rules check kinds, roles and bots in `prepare`."""
        if not isinstance(seats, list) or not seats:
            raise BadRequest("seats must be a non-empty list")
        specs = []
        for i, seat in enumerate(seats):
            if not isinstance(seat, dict):
                raise BadRequest(f"seat {i} must be an object")
            for key in ("role", "bot"):
                if not isinstance(seat.get(key), (str, type(None))):
                    raise BadRequest(f"seat {i}: {key} must be a string")
            kind = seat.get("kind") or "human"
            name = seat.get("name") or rules.seat_name(i, str(kind))
            specs.append(SeatSpec(seat=i, name=str(name)[:80], kind=kind,
                                  role=seat.get("role") or None, bot=seat.get("bot") or None))
        return specs

    @staticmethod
    def _split_options(options) -> tuple[dict, float]:
        if options is not None and not isinstance(options, dict):
            raise BadRequest("options must be an object")
        options = dict(options or {})
        delay = options.pop("automa_delay_seconds", 0)
        if isinstance(delay, bool) or not isinstance(delay, (int, float)) or not 0 <= delay <= MAX_AUTOMA_DELAY:
            raise BadRequest(f"automa_delay_seconds must be a number from 0 to {MAX_AUTOMA_DELAY:g}")
        return options, float(delay)

    def _automa_due(self, rules, state, kinds, now, delay) -> float | None:
        """When the next automa or bot step is due: now (+ delay) if one of them is active."""
        if rules.is_over(state):
            return None
        if any(kinds.get(s) in MACHINE_KINDS for s in rules.active_seats(state)):
            return now + delay
        return None

    # -- seat tokens ------------------------------------------------------------------------------
    def rotate_token(self, game_id: str, seat: int, token: str) -> dict:
        """Replace the seat's token with a new one, if `token` is still the seat's: the old one stops working at
        once on every process (GameQueries.authenticate reads the token hash on every call) and so do the
        stream tickets issued with it; a `seat_token_replaced` event ends the seat's open streams. Unauthorized
        when the token is no longer the seat's (a concurrent rotation won). Not idempotent: the new token is
        returned once and only its hash is stored."""
        new_token = self.new_token()
        with self.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            if not tx.replace_token(game_id, seat, hash_token(token), hash_token(new_token)):
                raise Unauthorized("this token is not a seat of this game")
            seq = head["last_seq"] + 1
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"],
                                   body=dumps(token_replaced_event(seat)))])
            tx.update_game(game_id, last_seq=seq, updated_at=self.clock())
        self.notifier.publish(game_id, seq)
        log.info("seat %s of game %s has a new token", seat, game_id)
        return {"seat": seat, "token": new_token}
