"""A game's chat (issue 20 §6): seats post messages of at most 500 characters; each is stored (table `chat`) and
is an event of its own type, `chat`, in the game's log, so it reaches the SSE streams and resumes with
Last-Event-ID like every event.

Spectators read the chat only if the game was created with the option `spectator_chat: true`. Otherwise a
message's event is private to the seats (shared.engine.events.private_event) and, beyond that, withheld from
spectators altogether (`is_withheld`): the log, the streams and GET .../chat leave it out, so a spectator learns
neither what was said nor that anything was. The read side imports this module; it imports nothing of the
write side.
"""
from __future__ import annotations

import sqlalchemy as sa

from shared.adapters.play_tables import chat
from shared.engine.events import event, is_visible_to, private_event
from shared.service.common import dumps
from shared.service.errors import BadRequest, NotFound

CHAT = "chat"
MAX_CHARS = 500
MAX_PAGE = 200
MAX_SEQ = 2**31 - 1


def is_withheld(ev: dict, viewer: int | None) -> bool:
    """Whether a stored event is left out of what `viewer` reads: a chat message spectators may not read."""
    return ev.get("type") == CHAT and not is_visible_to(ev, viewer)


def clean_text(text) -> str:
    """The message as stored: 1-500 characters, no control character but newline and tab; else BadRequest."""
    if not isinstance(text, str) or not text.strip():
        raise BadRequest("text must be a non-empty string")
    if len(text) > MAX_CHARS:
        raise BadRequest(f"a chat message is at most {MAX_CHARS} characters, not {len(text)}")
    if any((ord(c) < 32 and c not in "\n\t") or 127 <= ord(c) < 160 for c in text):
        raise BadRequest("text may not hold control characters (newline and tab are allowed)")
    return text


def chat_event(seat: int, name: str, text: str, spectators: bool, seat_count: int) -> dict:
    """The `chat` event: public when spectators may read the chat, else private to the seats."""
    if spectators:
        return event(CHAT, seat, name=name, text=text)
    return private_event(CHAT, seat, list(range(seat_count)), {"name": name, "text": text})


def post(commands, game_id: str, seat: int, text: str) -> dict:
    """Store `seat`'s message and its event in one transaction (under the game's lock: the event's seq)."""
    from shared.service import endings  # the write side's module; the read side loads this one alone

    text = clean_text(text)
    with commands.store.write() as tx:
        head = endings._locked(tx, game_id)
        options, _votes = endings.play_options(tx, game_id)
        specs = commands.queries.game_specs(tx, game_id)
        spectators, now = bool(options.get("spectator_chat")), commands.clock()
        seq = head["last_seq"] + 1
        body = chat_event(seat, specs[seat].name, text, spectators, len(specs))
        tx.insert_events([dict(game_id=game_id, seq=seq, version=head["version"], body=dumps(body))])
        tx.core(chat.insert().values(game_id=game_id, seq=seq, seat=seat, text=text, spectators=spectators,
                                     created_at=now))
        tx.update_game(game_id, last_seq=seq)
    commands.notifier.publish(game_id, seq)
    return {"seq": seq, "seat": seat, "name": specs[seat].name, "text": text, "created_at": now}


def messages(queries, game_id: str, viewer: int | None, after: int = 0, limit: int = 100) -> dict:
    """The chat after seq `after`, oldest first, as `viewer` may read it (spectators: only messages posted while
    the game allowed them to)."""
    after = min(after, MAX_SEQ)  # chat.seq is a 32-bit column: PostgreSQL refuses a larger bound
    q = sa.select(chat.c.seq, chat.c.seat, chat.c.text, chat.c.created_at).where(
        chat.c.game_id == game_id, chat.c.seq > after)
    if viewer is None:
        q = q.where(chat.c.spectators == sa.true())
    with queries.store.read() as tx:
        if tx.game_head(game_id) is None:
            raise NotFound(f"no game {game_id}")
        specs = queries.game_specs(tx, game_id)
        rows = tx.core(q.order_by(chat.c.seq).limit(min(limit, MAX_PAGE)))
    names = {spec.seat: spec.name for spec in specs}
    return {"messages": [dict(r, name=names.get(r["seat"])) for r in rows]}


__all__ = ["CHAT", "MAX_CHARS", "is_withheld", "clean_text", "chat_event", "post", "messages"]
