"""Open seats, invitations, joining and cancelling (issue 19 §2).

A game is created open seat by seat (`{"kind": "open"}`) or whole (`"open": true`: every human seat not bound to
a player). It waits in status `waiting` until every open seat is filled; each open seat has an invitation code
(`inv_...`, only its sha256 stored, seats.invite_hash). Bot and automa seats are filled at creation. A join is
one conditional UPDATE (`... WHERE invite_hash = :h AND joined_at IS NULL`) under the game's row lock: of two
joins racing for a seat exactly one fills it, the other gets `invitation_used`. The last join starts the game:
status `active`, a `game_started` event, and the automa or bot turn scheduled as at creation.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass, field

import orjson
import sqlalchemy as sa

from shared.adapters.db import seats
from shared.engine import get_game
from shared.service.apps import check_player_id
from shared.service.common import dumps, hash_token
from shared.service.words import server_text
from shared.service.errors import (AlreadySeated, BadRequest, Conflict, Forbidden, GameCancelled, InvitationUsed,
                                   NotFound, UnknownInvitation)

CODE_PREFIX = "inv_"
MAX_CODE_LENGTH = 256
MACHINE_KINDS = ("bot", "automa")
WAITING, CANCELLED = "waiting", "cancelled"


def new_code() -> str:
    return CODE_PREFIX + secrets.token_urlsafe(18)


@dataclass
class SeatPlan:
    """How a creation request's seats are filled: open (by invitation), bound to the app's players, or the
    creator's own; `seats` are the requests as the rules take them (an open seat is a human seat)."""

    seats: list
    open_all: bool
    app_id: str | None
    open: set = field(default_factory=set)
    players: dict = field(default_factory=dict)  # seat -> player_id

    @classmethod
    def of(cls, seats_in, app_id: str | None, open_all: bool) -> "SeatPlan":
        """Split `{"kind": "open"}` and `player_id` off the seat requests (the rules check the rest)."""
        plan = cls(seats=[], open_all=bool(open_all), app_id=app_id)
        for i, seat in enumerate(seats_in if isinstance(seats_in, list) else []):
            if not isinstance(seat, dict):
                plan.seats.append(seat)  # the rules' own check refuses it
                continue
            seat = dict(seat)
            player = seat.pop("player_id", None)
            if seat.get("kind") == "open":
                seat["kind"] = "human"
                plan.open.add(i)
            if player is not None:
                plan._bind(i, player)
            plan.seats.append(seat)
        if not isinstance(seats_in, list):
            plan.seats = seats_in
        return plan

    def _bind(self, seat: int, player) -> None:
        if self.app_id is None:
            raise BadRequest(f"seat {seat}: player_id needs an app ('Authorization: Bearer app_...')")
        if seat in self.open:
            raise BadRequest(f"seat {seat}: an open seat is bound to the player who joins it, not at creation")
        player = check_player_id(player)
        if player in self.players.values():
            raise BadRequest(f"seat {seat}: player {player} already holds another seat of this game")
        self.players[seat] = player

    def settle(self, specs) -> None:
        """After the rules' `prepare`: open every unbound human seat of an `open` game, then check the plan."""
        kinds = {s.seat: s.kind for s in specs}
        if self.open_all:
            self.open |= {s for s, kind in kinds.items() if kind == "human" and s not in self.players}
        unowned = [s for s, kind in kinds.items() if kind == "human" and s not in self.open and s not in self.players]
        if self.app_id is not None and unowned:
            raise BadRequest(f"seats {unowned}: in an app's game each human seat is bound to a player "
                             "(player_id) or open")
        if self.app_id is None and self.open and not unowned:
            raise BadRequest("an open game created without an app needs a seat of your own (a human seat that is "
                             "not open): its token is how you cancel it")

    @property
    def is_playbypost(self) -> bool:
        """Whether creation answers only the creator's own seats' tokens and the invitation codes."""
        return self.app_id is not None or bool(self.open)

    def seat_columns(self, specs, codes: dict) -> list[dict]:
        """The play-by-post columns of each seat row (shared.adapters.db.seats)."""
        return [dict(app_id=self.app_id if s.seat in self.players else None, player_id=self.players.get(s.seat),
                     invite_hash=hash_token(codes[s.seat]) if s.seat in codes else None) for s in specs]

    def created_seats(self, specs, tokens: list, codes: dict) -> list[dict]:
        """The seats as creation answers them: every token in the simple flow; else a token for each of the
        creator's human seats, the invitation code of each open seat and nothing for a machine seat."""
        out = []
        for spec, token in zip(specs, tokens):
            entry = spec.public()
            if not self.is_playbypost or (spec.kind == "human" and spec.seat not in codes):
                entry["token"] = token
            if spec.seat in codes:
                entry["invitation"] = codes[spec.seat]
            if spec.seat in self.players:
                entry["player_id"] = self.players[spec.seat]
            out.append(entry)
        return out


class Invitations:
    """Join and cancel, on the GameService's store, notifier and queue."""

    def __init__(self, service):
        self.service, self.store, self.clock = service, service.store, service.clock

    def join(self, game_id: str, code: str, app_id: str | None = None, player_id: str | None = None) -> dict:
        """Fill the open seat whose invitation this is; the seat's token, returned once. For an app, the seat is
        bound to its player (who may hold one seat per game)."""
        if not isinstance(code, str) or not code or len(code) > MAX_CODE_LENGTH:
            raise UnknownInvitation("no open seat of this game has this invitation code")
        if (app_id is None) != (player_id is None):
            raise BadRequest("an app joins for one of its players (player_id); a client without an app gives none")
        if player_id is not None:
            check_player_id(player_id)
        token, now = self.service.commands.new_token(), self.clock()
        with self.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            seat = self._claim(tx, head, hash_token(code), token, app_id, player_id, now)
            seq = head["last_seq"] + 1
            joined = {"type": "player_joined", "seat": seat, "data": {"seat": seat}}
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"], body=dumps(joined))])
            tx.update_game(game_id, last_seq=seq, updated_at=now)
            _webhooks().record_player_joined(tx, game_id, seat, app_id, player_id, now=now)
            started, seq, due = self._start_if_full(tx, head, seq, now)
        self.service.notifier.publish(game_id, seq)
        wake = self.service.commands.wake_webhooks
        if wake is not None:
            wake()  # player_joined / game_started / your_turn were written with the join: deliver now, not at the sweep
        if due is not None:
            self.service.queue.enqueue(game_id, countdown=max(0.0, due - now))
        return {"game_id": game_id, "seat": seat, "token": token, "status": "active" if started else WAITING}

    def _claim(self, tx, head, code_hash: str, token: str, app_id, player_id, now: float) -> int:
        """The seat the code opens, filled now: one conditional UPDATE (a racing join finds it filled)."""
        game_id = head["id"]
        found = tx.core(sa.select(seats.c.seat, seats.c.joined_at).where(seats.c.game_id == game_id,
                                                                         seats.c.invite_hash == code_hash))
        if not found:
            raise UnknownInvitation("no open seat of this game has this invitation code")
        if found[0]["joined_at"] is not None:
            raise InvitationUsed("this invitation was used: its seat is filled", seat=found[0]["seat"])
        if head["status"] == CANCELLED:
            raise GameCancelled("the game was cancelled: it takes no more players")
        if player_id is not None and tx.core(sa.select(seats.c.seat).where(
                seats.c.game_id == game_id, seats.c.app_id == app_id, seats.c.player_id == player_id)):
            raise AlreadySeated(f"player {player_id} already holds a seat of this game")
        filled = tx.core(seats.update().where(seats.c.game_id == game_id, seats.c.invite_hash == code_hash,
                                              seats.c.joined_at.is_(None))
                         .values(token_hash=hash_token(token), app_id=app_id, player_id=player_id, joined_at=now)
                         .returning(seats.c.seat))
        if not filled:
            raise InvitationUsed("this invitation was used: its seat is filled")
        return filled[0]["seat"]

    def _start_if_full(self, tx, head, seq: int, now: float) -> tuple[bool, int, float | None]:
        """Start the game when no open seat waits any more: status active, game_started, the machine turn due.
        (whether it started, the last event's seq, when its machine turn is due)."""
        left = tx.core(sa.select(sa.func.count()).select_from(seats).where(
            seats.c.game_id == head["id"], seats.c.invite_hash.is_not(None), seats.c.joined_at.is_(None)))
        if head["status"] != WAITING or list(left[0].values())[0]:
            return False, seq, None
        rules, state = get_game(head["game"]), orjson.loads(tx.game_state(head["id"]))
        kinds = {r["seat"]: r["kind"] for r in tx.seats([head["id"]])}
        due = self.service.commands._automa_due(rules, state, kinds, now, head["automa_delay"])
        seq += 1
        started = {"type": "game_started", "seat": None, "data": {"active_seats": rules.active_seats(state)}}
        tx.insert_events([dict(game_id=head["id"], seq=seq, version=head["version"], body=dumps(started))])
        tx.update_game(head["id"], status="active", last_seq=seq, automa_due_at=due, updated_at=now)
        _webhooks().record_game_started(tx, head["id"], now=now)
        self.service.commands.deadlines.start_game(tx, head, now)  # issue 20 §1: the first turns' clocks start
        return True, seq, due

    def cancel(self, game_id: str, app_id: str | None = None, seat: int | None = None) -> dict:
        """Cancel a waiting game: by the app that created it, or (a game created without an app) by a seat of the
        creator's own (one not filled by invitation). Cancelling a cancelled game changes nothing."""
        now = self.clock()
        with self.store.write() as tx:
            head = tx.game_head(game_id, lock=True)
            if head is None:
                raise NotFound(f"no game {game_id}")
            self._check_creator(tx, game_id, app_id, seat)
            if head["status"] == CANCELLED:
                return {"id": game_id, "status": CANCELLED}
            if head["status"] != WAITING:
                raise Conflict(f"game {game_id} is {head['status']}: only a waiting game can be cancelled",
                               status=head["status"])
            seq = head["last_seq"] + 1
            ev = {"type": "game_cancelled", "seat": None, "data": {"message": server_text("server.game_cancelled")}}
            tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"], body=dumps(ev))])
            tx.update_game(game_id, status=CANCELLED, last_seq=seq, automa_due_at=None, updated_at=now)
        self.service.notifier.publish(game_id, seq)
        return {"id": game_id, "status": CANCELLED}

    @staticmethod
    def _check_creator(tx, game_id: str, app_id: str | None, seat: int | None) -> None:
        """Forbidden unless the caller created the game: its app, or (no app) one of the host's own seats."""
        rows = tx.core(sa.select(seats.c.seat, seats.c.invite_hash).where(seats.c.game_id == game_id))
        creator = tx.game_visibility(game_id)[0]
        if creator is not None:
            if app_id != creator:
                raise Forbidden("only the app that created this game can cancel it")
            return
        own = {r["seat"] for r in rows if r["invite_hash"] is None}
        if seat is None or seat not in own:
            raise Forbidden("only the creator (a token of a seat that was not filled by invitation) can cancel it")


def _webhooks():
    """The webhook outbox (shared/service/webhooks.py), written in the same transaction as the join."""
    from shared.service import webhooks

    return webhooks
