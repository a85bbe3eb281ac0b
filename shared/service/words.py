"""The server's words (issue 30): the catalog of the service's own events and the one function every serving path
(the log, both stream paths, `seraph play`) gives each redacted event its `text`, `template` and `params` with.

The service's events (shared/engine/contract_schemas/service_events.json) read from `SERVER_TEMPLATES`, whose ids
start with `server.` so that they never clash with a game's; every other event reads from its game's catalog
(`Game.event_words`). A game whose catalog lacks the event (its words still being written) gets the event served
without words and one warning per process naming the game and the event type: never an error for the reader.
"""
from __future__ import annotations

import logging

from shared.engine.words import full_catalog, items, message, render, seat_param

log = logging.getLogger("seraph.words")

#: the server's catalog: the service's events, and the `message` prose of its message events
SERVER_TEMPLATES = {
    "server.game_created": "The game was created for {players}.",
    "server.rematch_game_created": "The rematch was created for {players}.",
    "server.player_joined": "{player} joined the game.",
    "server.game_started": "The game started.",
    "server.game_started_first": "The game started: {players} {count, plural, one {plays} other {play}} first.",
    "server.game_cancelled": "The creator cancelled the game.",
    "server.game_stalled": "The server failed to process this game; it waits for an operator.",
    "server.game_resumed": "An operator resumed the game.",
    "server.seat_token_replaced": "{player} has a new token: its streams end here; reconnect with the new one.",
    "server.seat_revoked": "The app this game was played through was revoked: {player}'s streams end here.",
    "server.spectators_revoked": "The app this game was played through was revoked: the spectator streams of its "
                                 "app end here.",
    "server.game_advanced": "The game moved on.",
    "server.seat_advanced": "The game moved on for {player}.",
    "server.chat": "{message}",
    "server.chat_withheld": "{player} wrote in the chat.",
    "server.seat_left": "{player} {reason, select, resigned {resigned} timed_out {ran out of time} "
                        "other {left the game}}.",
    "server.abort_voted": "{player} voted to abort the game: {votes} of {needed, plural, one {# vote} "
                          "other {# votes}}.",
    "server.rematch_created": "A rematch was created.",
    "server.seat_rematch_created": "{player} created a rematch.",
    "server.moves_undone": "{player} took back {count, plural, one {# move} other {# moves}}.",
    "server.reminder": "{player}, it is your turn and your time is running out.",
    "server.timed_out": "{player} ran out of time.",
    "server.seat_taken_over": "A bot plays for {player} now.",
    "server.seat_reclaimed": "{player} plays again.",
    "server.vacation_started": "{player} went on vacation.",
    "server.vacation_ended": "{player} is back from vacation.",
    "server.game_ended": "{ending}",
    "server.game_ended_won": "{ending} {winners} won.",
    "server.ending": "{reason, select, aborted {The game was aborted.} resigned {The game is over after a "
                     "resignation.} timed_out {The game is over after a timeout.} other {The game is over.}}",
}
SERVER_CATALOG = full_catalog(SERVER_TEMPLATES)

#: the clock events: one seat, one template each
_CLOCK = ("reminder", "timed_out", "seat_taken_over", "seat_reclaimed", "vacation_started", "vacation_ended")
_warned: set = set()


def _seat(ev: dict, names) -> dict:
    return seat_param(ev["seat"], names)


def _created(ev: dict, names) -> dict:
    players = items([{"seat": s["seat"] + 1, "name": s["name"]} for s in ev.get("seats", [])])
    tid = "server.rematch_game_created" if ev.get("rematch_of") else "server.game_created"
    return message(tid, players=players)


def _started(ev: dict, names) -> dict:
    first = ev.get("active_seats") or []
    if not first:
        return message("server.game_started")
    return message("server.game_started_first", players=items([seat_param(s, names) for s in first]),
                   count=len(first))


def _revoked(ev: dict, names) -> dict:
    if ev.get("seat") is None:
        return message("server.spectators_revoked")
    return message("server.seat_revoked", player=_seat(ev, names))


def _by_seat(tid: str, alone: str):
    """A message naming the event's seat, or `alone` for an event of no seat."""
    return lambda ev, names: (message(alone) if ev.get("seat") is None
                              else message(tid, player=_seat(ev, names)))


def _chat(ev: dict, names) -> dict:
    # The chat's `text` is the message itself (clients read it so): the template is the message, whole.
    if isinstance(ev.get("text"), str):
        return message("server.chat", message={"name": ev["text"]}, player=_seat(ev, names))
    return message("server.chat_withheld", player=_seat(ev, names))


def _ended(ev: dict, names) -> dict:
    result = ev.get("result") or {}
    ending = message("server.ending", reason=str(result.get("reason", "normal")))
    winners = result.get("winners") or []
    if not winners or result.get("reason") == "aborted":
        return message("server.game_ended", ending=ending)
    return message("server.game_ended_won", ending=ending, winners=items([seat_param(s, names) for s in winners]))


_MESSAGES = {
    "game_created": _created,
    "player_joined": lambda ev, names: message("server.player_joined", player=_seat(ev, names)),
    "game_started": _started,
    "game_cancelled": lambda ev, names: message("server.game_cancelled"),
    "game_stalled": lambda ev, names: message("server.game_stalled"),
    "game_resumed": lambda ev, names: message("server.game_resumed"),
    "seat_token_replaced": lambda ev, names: message("server.seat_token_replaced", player=_seat(ev, names)),
    "seat_revoked": _revoked,
    "game_advanced": _by_seat("server.seat_advanced", "server.game_advanced"),
    "chat": _chat,
    "seat_left": lambda ev, names: message("server.seat_left", player=_seat(ev, names),
                                           reason=str(ev.get("reason", "left"))),
    "abort_voted": lambda ev, names: message("server.abort_voted", player=_seat(ev, names),
                                             votes=len(ev.get("votes", [])), needed=len(ev.get("needed", []))),
    "rematch_created": _by_seat("server.seat_rematch_created", "server.rematch_created"),
    "moves_undone": lambda ev, names: message("server.moves_undone", player=_seat(ev, names),
                                              count=len(ev.get("moves", []))),
    "game_ended": _ended,
    **{kind: (lambda tid: lambda ev, names: message(tid, player=_seat(ev, names)))(f"server.{kind}")
       for kind in _CLOCK},
}
#: every event type the server words itself
SERVER_TYPES = frozenset(_MESSAGES)


def server_message(ev: dict, names=None) -> dict:
    """{"template", "params"} of one of the service's events (as served: redacted, the data at the top)."""
    return _MESSAGES[ev["type"]](ev, names)


def server_text(template_id: str, **params) -> str:
    """A message of the server's catalog in English: the `message` prose its message events store."""
    return render(SERVER_CATALOG, template_id, params)


def event_words(rules, ev: dict, names) -> dict | None:
    """{"text", "template", "params"} of a redacted event for the viewer it was redacted for; None (and one
    warning per game and type) when the game has no message for it yet. A game's own message for the end of the
    game wins over the server's."""
    kind = ev.get("type")
    if kind in SERVER_TYPES and kind != "game_ended":
        return _server_words(ev, names)
    try:
        return rules.event_words(ev, names)
    except Exception as exc:  # TemplateError, or a game's broken message: the reader still gets the event
        if kind == "game_ended":
            return _server_words(ev, names)
        if (rules.name, kind) not in _warned:
            _warned.add((rules.name, kind))
            log.warning("no words for a %s event of %s (served without them): %s", kind, rules.name, exc)
        return None


def _server_words(ev: dict, names) -> dict:
    said = server_message(ev, names)
    return {"text": render(SERVER_CATALOG, said["template"], said["params"]), **said}


def add_words(rules, ev: dict, names) -> dict:
    """The served event (a fresh dict, as `redact_event` makes it) with its words; the chat's own `text` stays."""
    said = event_words(rules, ev, names)
    if said is not None:
        ev.update(said)
    return ev
