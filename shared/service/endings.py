"""Games ended by the service, not the rules: a seat resigns or times out, the seats abort (issue 20 §4).

A seat that resigns (or forfeits on a timeout, shared/service/clocks.py) leaves play: it loses. The game ends when
the seats still in play make up a single team (two seats: the other one wins); until then the rules go on and the
seat out is played by the rules' `default_action` (pass, decline, else the first legal choice) whenever it is
active, as a machine seat (shared/service/commands.py). README "Resign, abort, rematch" says so to clients.

Every such transition takes a version of its own, with the same state: a `moves` row of status `service` (kind
`resigned`, `timed_out`, `aborted` or `undo`) accounts for it, so replay and verify still find one log entry per
version (`accounted_versions`). The stored result says why the game ended (shared.engine.result REASONS).
"""
from __future__ import annotations

import uuid

import orjson
import sqlalchemy as sa

from shared.adapters.db import games, moves
from shared.engine import get_game
from shared.engine.events import event
from shared.engine.result import END_EVENT, game_ended, make_result
from shared.service.common import dumps
from shared.service.errors import BadRequest, Conflict, NotFound, NotYourTurn

#: moves.status of a version the service made (an ending, an undo): no rules action to replay
SERVICE = "service"
#: moves.kind of a move the rules chose for a seat out of play (its default_action)
DEFAULT_KIND = "default"
SEAT_LEFT = "seat_left"
ABORT_VOTED = "abort_voted"
#: statuses in which a game takes no more moves, with a stored result
ENDED = ("finished", "aborted")
DEFAULT_ABORT_MOVES = 2  # per seat: the game may be aborted while its version is below this times the seats


#: the service's own game options (README "Resign, abort, rematch", "Chat"): name -> (check, what it must be)
PLAY_OPTIONS = {"spectator_chat": (lambda v: isinstance(v, bool), "true or false"),
                "abort_moves": (lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100,
                                "a whole number of moves per seat from 0 to 100")}


def split_play_options(options: dict) -> tuple[dict, dict]:
    """(the rules' options, the service's own: spectator_chat, abort_moves); BadRequest for a bad value."""
    options, play = dict(options), {}
    for name, (valid, what) in PLAY_OPTIONS.items():
        if name in options:
            value = options.pop(name)
            if not valid(value):
                raise BadRequest(f"option {name} must be {what}")
            play[name] = value
    return options, play


def with_result(ev: dict, result: dict) -> dict:
    """The rules' game_ended event carrying the result as stored (with its reason); other events as they are."""
    if ev.get("type") != END_EVENT:
        return ev
    return {**ev, "data": {**ev["data"], "result": result}}


# -- reading the row ------------------------------------------------------------------------------
def seats_out(head) -> dict[int, str]:
    """{seat: reason} of the seats out of play, in the order they left."""
    raw = head.get("seats_out") if hasattr(head, "get") else head["seats_out"]
    return {int(k): v for k, v in orjson.loads(raw or "{}").items()}


def is_out(head, seat: int) -> bool:
    return seat in seats_out(head)


def play_options(tx, game_id: str) -> tuple[dict, list]:
    """The game's service options (spectator_chat, abort_moves) and its abort votes."""
    rows = tx.core(sa.select(games.c.play_options, games.c.abort_votes).where(games.c.id == game_id))
    if not rows:
        raise NotFound(f"no game {game_id}")
    return orjson.loads(rows[0]["play_options"] or "{}"), orjson.loads(rows[0]["abort_votes"] or "[]")


# -- results --------------------------------------------------------------------------------------
def final_result(result: dict, out: dict[int, str]) -> dict:
    """A result the rules gave, as stored: reason `normal`; in a competitive game the seats out lose (issue 20
    §2 forfeit, §4 resign): they leave the winners and rank last, the last to leave first."""
    result = dict(result, reason="normal")
    if out and result["mode"] == "competitive":
        gone = list(reversed(out))
        result["winners"] = [s for s in result["winners"] if s not in out]
        result["ranking"] = [s for s in result["ranking"] if s not in out] + gone
        result["details"] = {**result["details"], "out": {str(s): r for s, r in out.items()}}
    return result


def standing_result(rules, state: dict, mode: str, out: dict[int, str]) -> dict | None:
    """The result when the seats out leave at most one team in play (an automa never leaves), else None: that
    team wins; the teams out rank after it, the last to leave first. Its reason is the last leaver's."""
    if not out:
        return None
    teams = rules.teams(state)
    playing = [t for t in teams if any(s not in out for s in t)]
    if len(playing) > 1:
        return None
    winners = playing[0] if playing else []
    ranking = list(winners) + [s for s in reversed(out) if s not in winners]
    ranking += [s for t in teams for s in t if s not in ranking]
    result = make_result(mode, {}, ranking, winners, teams, {"out": {str(s): r for s, r in out.items()}})
    return dict(result, reason=list(out.values())[-1])


def aborted_result(rules, state: dict, mode: str, votes: list) -> dict:
    """Nobody wins an aborted game."""
    return dict(make_result(mode, {}, [], [], rules.teams(state), {"abort_votes": sorted(votes)}), reason="aborted")


def game_mode(rules, head, specs) -> str:
    return rules.mode_of(orjson.loads(head["options"]), specs)


def expected_result(rules, state: dict, head, specs) -> dict | None:
    """The result the stored game must have after replaying its log to `state` (verify): the rules', or the
    service's ending as the row records it (who is out, the abort votes)."""
    stored = orjson.loads(head["result"] or "null") or {}
    out = seats_out(head)
    if stored.get("reason") == "aborted":
        return aborted_result(rules, state, game_mode(rules, head, specs), stored["details"].get("abort_votes", []))
    if stored.get("reason") in ("resigned", "timed_out"):
        return standing_result(rules, state, game_mode(rules, head, specs), out)
    return final_result(rules.result(state), out) if rules.is_over(state) else None


# -- the transitions ------------------------------------------------------------------------------
def end_for_seat(commands, tx, head, seat: int, reason: str):
    """Take `seat` out of play in the caller's transaction, under the game's lock (`head` read with lock=True):
    a `seat_left` event, and the game's end when one team is left (reason `resigned` or `timed_out`). Returns the
    commands' Step; the caller notifies after the commit (`after_commit`)."""
    if head["status"] != "active":
        raise Conflict(f"the game is {head['status']}", status=head["status"])
    out = seats_out(head)
    if seat in out:
        raise Conflict(f"seat {seat} is already out of play ({out[seat]})", seat=seat)
    out[seat] = reason
    rules = get_game(head["game"])
    state = commands._hot_state(tx, head)
    specs = commands.queries.game_specs(tx, head["id"])
    result = standing_result(rules, state, game_mode(rules, head, specs), out)
    events = [event(SEAT_LEFT, seat, reason=reason)] + ([game_ended(result)] if result else [])
    head = dict(head, seats_out=dumps({str(s): r for s, r in out.items()}))
    return _service_step(commands, tx, head, rules, state, events, seat, reason, result, "finished", out_changed=True)


def _service_step(commands, tx, head, rules, state, events, seat, kind, result, status, out_changed=False):
    """Commit a service transition as a version of its own (same `state` unless the caller restored one), with its
    `moves` row; a `result` ends the game with `status`."""
    now = commands.clock()
    tx.insert_move(dict(move_id=uuid.uuid4().hex, game_id=head["id"], seat=seat, kind=kind,
                        action=dumps({"type": kind}), status=SERVICE, version=head["version"] + 1,
                        created_at=now, updated_at=now))
    step = commands._commit(tx, head, rules, state, events)
    ended = dict(status=status, result=dumps(result), active_seats="[]", automa_due_at=None) if result else {}
    if ended or out_changed:
        tx.update_game(head["id"], **({"seats_out": head["seats_out"]} if out_changed else {}), **ended)
    if result:
        step.due_at = None
        # Issue 19 §4: game_finished for the bound seats, in this transaction (the rules' end does it in _commit).
        outbox = getattr(commands, "outbox", None)
        if outbox is not None:
            step.webhooks = outbox.record_step(tx, head["id"], step.seq, step.version, {}, True, now) or step.webhooks
    return step


def after_commit(commands, game_id: str, step) -> None:
    """Tell the streams, wake a worker for a machine (or seat-out) turn due, and the webhook deliverer."""
    commands.notifier.publish(game_id, step.seq)
    if step.due_at is not None:
        commands.queue.enqueue(game_id, countdown=max(0.0, step.due_at - commands.clock()))
    if getattr(step, "webhooks", False) and getattr(commands, "wake_webhooks", None) is not None:
        commands.wake_webhooks()


def resign(commands, game_id: str, seat: int) -> dict:
    """Seat `seat` resigns (issue 20 §4): it loses; the game ends if one team is left, else goes on without it."""
    with commands.store.write() as tx:
        head = _locked(tx, game_id)
        step = end_for_seat(commands, tx, head, seat, "resigned")
    after_commit(commands, game_id, step)
    return _outcome(commands, game_id, seat)


def vote_abort(commands, game_id: str, seat: int) -> dict:
    """Seat `seat` votes to abort; once every human seat still in play has, the game is `aborted` and nobody wins.
    Only while the game's version is below `abort_moves` (default 2) per seat. A repeated vote changes nothing."""
    with commands.store.write() as tx:
        head = _locked(tx, game_id)
        if head["status"] != "active":
            raise Conflict(f"the game is {head['status']}", status=head["status"])
        if is_out(head, seat):
            raise NotYourTurn(f"seat {seat} is out of play")
        options, votes = play_options(tx, game_id)
        specs = commands.queries.game_specs(tx, game_id)
        limit = abort_limit(options, len(specs))
        if head["version"] >= limit:
            raise Conflict(f"a game can be aborted only before {limit} moves; it is at version {head['version']}",
                           version=head["version"], limit=limit)
        if seat in votes:
            return _outcome(commands, game_id, seat)
        votes = sorted({*votes, seat})
        step = _record_vote(commands, tx, head, specs, seat, votes)
    after_commit(commands, game_id, step)
    return _outcome(commands, game_id, seat)


def abort_moves(options: dict) -> int:
    """The option `abort_moves`: moves per seat before which the game may be aborted."""
    return int(options.get("abort_moves", DEFAULT_ABORT_MOVES))


def abort_limit(options: dict, seat_count: int) -> int:
    """The version from which abort votes are refused: `abort_moves` times the number of seats."""
    return abort_moves(options) * seat_count


def abort_needed(specs, out: dict) -> list[int]:
    """The seats whose votes abort the game: every human seat still in play (bots and automa have no vote)."""
    return sorted(s.seat for s in specs if s.kind == "human" and s.seat not in out)


def _record_vote(commands, tx, head, specs, seat: int, votes: list):
    """The vote's event; with the last vote needed, the game's end (status `aborted`, reason `aborted`)."""
    needed = abort_needed(specs, seats_out(head))
    tx.core(games.update().where(games.c.id == head["id"]).values(abort_votes=dumps(votes)))
    voted = event(ABORT_VOTED, seat, votes=votes, needed=needed)
    if not set(needed) <= set(votes):
        seq, now = head["last_seq"] + 1, commands.clock()
        tx.insert_events([dict(game_id=head["id"], seq=seq, version=head["version"], body=dumps(voted))])
        tx.update_game(head["id"], last_seq=seq, updated_at=now)
        return _VoteStep(seq)
    rules = get_game(head["game"])
    state = commands._hot_state(tx, head)
    result = aborted_result(rules, state, game_mode(rules, head, specs), votes)
    return _service_step(commands, tx, head, rules, state, [voted, game_ended(result)], seat, "aborted", result,
                         "aborted")


class _VoteStep:
    """A vote that ends nothing: a new event, no new version."""

    def __init__(self, seq: int):
        self.seq, self.due_at, self.webhooks = seq, None, False


def _locked(tx, game_id: str):
    head = tx.game_head(game_id, lock=True)
    if head is None:
        raise NotFound(f"no game {game_id}")
    return head


def _outcome(commands, game_id: str, seat: int) -> dict:
    """What resign and abort answer: the game's status, version and result, and who is out or voted."""
    with commands.store.read() as tx:
        head = tx.game_head(game_id)
        _options, votes = play_options(tx, game_id)
    return {"id": game_id, "seat": seat, "status": head["status"], "version": head["version"],
            "seats_out": {str(s): r for s, r in seats_out(head).items()}, "abort_votes": votes,
            "result": orjson.loads(head["result"] or "null")}


# -- replay and verify ----------------------------------------------------------------------------
def accounted_versions(tx, game_id: str) -> list[int]:
    """The versions of the log that replay does not apply: moves taken back (`undone`) and service transitions."""
    q = sa.select(moves.c.version).where(moves.c.game_id == game_id, moves.c.status.in_(("undone", SERVICE)))
    return [r["version"] for r in tx.core(q)]
