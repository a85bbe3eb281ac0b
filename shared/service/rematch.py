"""Rematch: a finished (or aborted) game offers a new game with the same seats and options (issue 20 §4).

The new game has the same rules options, service options and automa delay, the same seats (names, kinds, roles,
bots, app bindings) and a new seed drawn by the server. Each seat keeps its token: the rematch's seats hold the
same token hashes, so every player already holds the credential of its own seat and nobody is handed another's.
Both games name each other (games.rematch_id, games.rematch_of; a `rematch_created` event in the old game's log,
`rematch_of` in the new game's `game_created`). It is made once, under the old game's lock: a second request
answers the same rematch.
"""
from __future__ import annotations

import secrets
import uuid

import orjson
import sqlalchemy as sa

from shared.adapters.db import games, seats
from shared.engine import get_game
from shared.engine.events import event
from shared.service import endings
from shared.service.common import _spec, dumps, seed_commitment
from shared.service.errors import Conflict, NotFound

REMATCH_CREATED = "rematch_created"
#: columns of the game row a rematch copies (those present: other helpers' columns may not exist yet)
COPIED = ("game", "options", "automa_delay", "play_options", "app_id", "public", "clock")
#: columns of a seat row it copies
SEAT_COPIED = ("seat", "name", "kind", "role", "bot", "token_hash", "app_id", "player_id")


def rematch(commands, game_id: str, seat: int) -> dict:
    """The rematch of a game over, created on the first request by any of its seats."""
    with commands.store.write() as tx:
        head = endings._locked(tx, game_id)
        if head["status"] not in endings.ENDED:
            raise Conflict(f"the game is {head['status']}: a rematch is offered once it is over",
                           status=head["status"])
        old = tx.core(sa.select(games).where(games.c.id == game_id))[0]
        if old.get("rematch_id"):
            return _answer(commands, old["rematch_id"], game_id, created=False)
        new_id, specs, due = _create(commands, tx, old)
        seq = head["last_seq"] + 1
        tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"],
                               body=dumps(event(REMATCH_CREATED, seat, id=new_id)))])
        tx.update_game(game_id, last_seq=seq)
        tx.core(games.update().where(games.c.id == game_id).values(rematch_id=new_id))
    commands.queries.keep_specs(new_id, specs)
    commands.notifier.publish(game_id, seq)
    commands.notifier.publish(new_id, 1)
    if due is not None:
        commands.queue.enqueue(new_id, countdown=max(0.0, due - commands.clock()))
    return _answer(commands, new_id, game_id, created=True)


def _create(commands, tx, old: dict) -> tuple:
    """The new game's rows (game, seats, game_created) in the caller's transaction: (id, seat specs, due)."""
    seat_rows = tx.core(sa.select(seats).where(seats.c.game_id == old["id"]).order_by(seats.c.seat))
    specs = [_spec(row) for row in seat_rows]
    rules = get_game(old["game"])
    seed, salt = secrets.randbits(63), secrets.token_hex(16)
    state = rules.setup(seed, orjson.loads(old["options"]), specs)  # options and seats as `prepare` left them
    new_id, now = uuid.uuid4().hex, commands.clock()
    due = commands._automa_due(rules, state, {s.seat: s.kind for s in specs}, now, old["automa_delay"])
    from shared.service.commands import _seat_since  # the write side's helper; this module is the write side's

    row = {k: old[k] for k in COPIED if k in old}
    row.update(id=new_id, seed=seed, status="active", version=0, last_seq=1, state=dumps(state),
               active_seats=dumps(rules.active_seats(state)), result=None, automa_due_at=due, created_at=now,
               updated_at=now, seat_since=dumps(_seat_since(rules, state, 0, {})), fixed_seed=False, seed_salt=salt,
               seed_commitment=seed_commitment(seed, salt), rematch_of=old["id"])
    tx.insert_game(row)
    tx.insert_seats([dict({k: r[k] for k in SEAT_COPIED if k in r}, game_id=new_id) for r in seat_rows])
    created = event("game_created", None, game=old["game"], seats=[s.public() for s in specs], fixed_seed=False,
                    commitment=row["seed_commitment"], rematch_of=old["id"])
    tx.insert_events([dict(game_id=new_id, seq=1, version=0, body=dumps(created))])
    _start(commands, tx, row, specs, seat_rows)
    return new_id, specs, due


def _start(commands, tx, row: dict, specs, seat_rows) -> None:
    """What a new game starts with beside its rows, as GameCommands.create_game does: each seat's clock (issue 20
    §1) and, with seats bound to an app's players, game_started and your_turn (issue 19 §4)."""
    from shared.service.clocks import ClockSpec
    from shared.service.webhooks import record_game_started

    if row.get("clock") and getattr(commands, "deadlines", None) is not None:
        commands.deadlines.open_clocks(tx, row["id"], ClockSpec.from_json(orjson.loads(row["clock"])),
                                       {s.seat: s.kind for s in specs}, orjson.loads(row["active_seats"]),
                                       row["created_at"])
    if any(r.get("app_id") for r in seat_rows):
        record_game_started(tx, row["id"], now=row["created_at"])


def _answer(commands, new_id: str, old_id: str, created: bool) -> dict:
    """The rematch as POST .../rematch answers it (seat tokens: each seat's own, unchanged)."""
    with commands.store.read() as tx:
        head = tx.game_head(new_id)
        if head is None:
            raise NotFound(f"no game {new_id}")
        specs = commands.queries.game_specs(tx, new_id)
    return {"id": new_id, "rematch_of": old_id, "game": head["game"], "status": head["status"],
            "version": head["version"], "created": created, "seats": [s.public() for s in specs]}
