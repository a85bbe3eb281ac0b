"""GameService: the application layer as one object, a thin facade over its read and write sides.

The read side is shared.service.queries.GameQueries (views, statuses, events, the read caches), the write
side shared.service.commands.GameCommands (create, submit, process, sweep, replay, verify, and the operator's
stalled_games / retry_game), built around the same
GameQueries so both share one process's snapshot and seat caches. The API, the worker, the CLI and the
tests use this facade; a process that only reads or streams may build a GameQueries alone.
"""
from __future__ import annotations

import time

from shared.service.commands import (MACHINE_KINDS, MAX_AUTOMA_DELAY, GameCommands, Step, _check_fresh,
                                     _replayed, _seat_since)
from shared.service.common import _spec, _status, dumps, error_body, hash_token
from shared.service.queries import GameQueries, _actions

__all__ = ["GameService", "GameQueries", "GameCommands", "Step", "MACHINE_KINDS", "MAX_AUTOMA_DELAY", "dumps",
           "hash_token", "error_body", "_actions", "_check_fresh", "_replayed", "_seat_since", "_spec", "_status"]

#: facade name -> the read side's name for it (methods and caches)
READS = {name: name for name in (
    "authenticate", "game_status", "read_game", "seat_state", "legal_actions", "move_status", "wait_move",
    "events_after", "raw_events", "words_context", "list_games", "oldest_pending_age", "_raw_events", "_cached_events",
    "_fetch_events",
    "_head_and_state", "_game_body", "_public_seats",
    "_read_cache", "_names", "_specs", "_seat_cache", "_recent", "_fetching",
    "stream_ticket", "authenticate_ticket")}
READS.update(_remember="remember", _game_specs="game_specs", _keep_specs="keep_specs")
#: facade name -> the write side's name for it
WRITES = {name: name for name in (
    "create_game", "rotate_token", "submit_move", "process_game", "sweep", "replay", "verify", "stalled_games",
    "retry_game",
    "_store_game", "_seat_specs", "_split_options", "_automa_due", "_admit_fast", "_admit", "_same_key_outcome",
    "_step", "_try_step", "_failed", "_readable", "_fault_pause", "_hot_state", "_apply_move",
    "_apply_machine_turn", "_seat_kinds", "_commit", "_hot")}


class GameService:
    """Every use case of the server; adapters (store, notifier, queue) are injected by bootstrap().

    `queries` and `commands` are the two sides; every name the service has always had (methods and the
    caches tests look at) is bound here once, to the side that owns it, so a call costs no extra frame.
    """

    rules_catalog = staticmethod(GameQueries.rules_catalog)
    game_rules = staticmethod(GameQueries.game_rules)

    def __init__(self, store, notifier, queue, settings, clock=time.time):
        self.store, self.notifier, self.queue, self.settings = store, notifier, queue, settings
        self.clock = clock
        self.queries = GameQueries(store, notifier, settings, clock=clock)
        self.commands = GameCommands(store, notifier, queue, settings, self.queries, clock=clock)
        for side, names in ((self.queries, READS), (self.commands, WRITES)):
            for name, target in names.items():
                setattr(self, name, getattr(side, target))
