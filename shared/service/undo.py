"""Undo: a seat takes back its own last moves, back to the engine's barrier (issue 20 §5).

Each applied move either is a barrier (Game.undo_barrier: randomness drawn, hidden information revealed to anyone,
another seat's turn) and drops every kept state of the game, or is not and keeps the state it left (table
`snapshots`, one row per version since the last barrier). A game keeps only the states of the turn in progress,
and a move costs one more statement (pipelined on PostgreSQL) whatever the game's length.

Going back is a version of its own: the state of the version named, a `moves_undone` event, the moves taken back
marked `undone` and a `moves` row of status `service` (kind `undo`) for the new version, so replay, which applies
only `applied` moves, still reproduces the snapshot (GameCommands.replay / verify).
"""
from __future__ import annotations

import orjson
import sqlalchemy as sa

from shared.adapters.db import moves
from shared.adapters.play_tables import snapshots
from shared.engine.events import event
from shared.engine import get_game
from shared.service import endings
from shared.service.errors import BadRequest, Conflict, NotYourTurn, StaleVersion

MOVES_UNDONE = "moves_undone"
UNDO_KIND = "undo"


# -- on every applied move (the worker, shared/service/commands.py) ------------------------------
def before(state: dict) -> bytes:
    """The state before a move, serialised (the move then changes `state` in place)."""
    return orjson.dumps(state)


def keep(tx, rules, head, raw_before: bytes, after: dict, seat: int) -> None:
    """Keep the state the move left (so `seat` may go back to it), or drop every kept state at a barrier."""
    if rules.undo_barrier(orjson.loads(raw_before), after, seat):
        tx.write("prune_snapshots", {"id": head["id"]})
    else:
        tx.write("keep_snapshot", {"id": head["id"], "version": head["version"], "state": raw_before.decode()})


# -- the request (POST /v1/games/{id}/undo) -----------------------------------------------------
def undo(commands, game_id: str, seat: int, expected_version: int, to_version: int) -> dict:
    """Take back `seat`'s moves after `to_version`; the game at `expected_version` (else 409). Refused when another
    seat moved since, a move is in flight, or `to_version` is before the last barrier."""
    with commands.store.write() as tx:
        head = endings._locked(tx, game_id)
        _check_request(head, seat, expected_version, to_version)
        taken = _moves_after(tx, game_id, seat, to_version)
        kept = tx.core(sa.select(snapshots.c.state).where(snapshots.c.game_id == game_id,
                                                          snapshots.c.version == to_version))
        if not kept:
            raise Conflict(f"version {to_version} is before the undo barrier: randomness was drawn, hidden "
                           "information revealed or another seat played since", to_version=to_version)
        step = _restore(commands, tx, head, seat, to_version, orjson.loads(kept[0]["state"]), taken)
    endings.after_commit(commands, game_id, step)
    return {"id": game_id, "seat": seat, "version": step.version, "restored": to_version,
            "undone": [row["move_id"] for row in taken]}


def is_own(mover: int, kind: str, seat: int) -> bool:
    """A logged version `seat` may take back (with the moves after it): its own move, or its own earlier undo."""
    return mover == seat and kind in ("human", UNDO_KIND)


# -- the read side (shared/service/play_view.py) ---------------------------------------------------
def targets(kept: list[int], moved: list[tuple], seat: int, version: int) -> list[int]:
    """The versions `seat` may go back to now, oldest first, by `undo`'s rules: a kept state (since the last
    barrier), every version logged after it `seat`'s own (`is_own`), and one applied move of it among them.
    `moved`: (version, seat, kind, status) of the applied and service versions after the oldest kept state."""
    foreign = max((v for v, mover, kind, _ in moved if v <= version and not is_own(mover, kind, seat)), default=-1)
    applied = max((v for v, _, _, status in moved if v <= version and status == "applied"), default=-1)
    return [v for v in kept if foreign <= v < applied and v < version]


def _check_request(head, seat: int, expected_version: int, to_version: int) -> None:
    if head["status"] != "active":
        raise Conflict(f"the game is {head['status']}: nothing can be taken back", status=head["status"])
    if endings.is_out(head, seat):
        raise NotYourTurn(f"seat {seat} is out of play")
    if expected_version != head["version"]:
        raise StaleVersion(f"expected version {expected_version} but the game is at {head['version']}",
                           current_version=head["version"])
    if not 0 <= to_version < head["version"]:
        raise BadRequest(f"to_version must be below the game's version {head['version']}")
    if head["queued"]:
        raise Conflict("a move is in flight: take it back once it is applied")


def _moves_after(tx, game_id: str, seat: int, to_version: int) -> list:
    """The applied moves after `to_version`: all `seat`'s own human moves, else Conflict."""
    q = sa.select(moves.c.id, moves.c.move_id, moves.c.seat, moves.c.kind, moves.c.status).where(
        moves.c.game_id == game_id, moves.c.version > to_version, moves.c.status.in_(("applied", endings.SERVICE)))
    rows = tx.core(q.order_by(moves.c.version))
    if any(not is_own(r["seat"], r["kind"], seat) for r in rows):
        raise Conflict(f"another seat played since version {to_version}: only your own last moves can be taken "
                       "back", to_version=to_version)
    taken = [r for r in rows if r["status"] == "applied"]
    if not taken:
        raise BadRequest(f"seat {seat} has no move after version {to_version} to take back")
    return taken


def _restore(commands, tx, head, seat: int, to_version: int, state: dict, taken: list):
    """The new version: the kept state, the moves marked undone, the kept states after it dropped."""
    tx.core(moves.update().where(moves.c.id.in_([r["id"] for r in taken])).values(status="undone"))
    tx.core(snapshots.delete().where(snapshots.c.game_id == head["id"], snapshots.c.version >= to_version))
    undone = event(MOVES_UNDONE, seat, to_version=to_version, from_version=head["version"],
                   moves=[r["move_id"] for r in taken])
    rules = get_game(head["game"])
    return endings._service_step(commands, tx, head, rules, state, [undone], seat, UNDO_KIND, None, "active")
