"""EventReads: the read side's event listing, from the recent-events cache or the database."""
from __future__ import annotations

import orjson

from shared.engine import get_game, redact_event
from shared.service.chat import is_withheld
from shared.service.errors import NotFound
from shared.service.game_statuses import STATUS_EVENTS
from shared.service.words import add_words


class EventReads:
    """GameQueries' event reads; uses its store, notifier, caches (shared/service/read_caches.py) and
    `_read_play` (shared/service/game_views.py)."""

    def events_after(self, game_id: str, after: int, viewer: int | None, limit: int = 500,
                     with_state: bool = False) -> list[dict]:
        """Every event after `after`, redacted for `viewer`; sequence numbers have no gaps, but for the chat a
        spectator may not read (shared/service/chat.py), left out of its list. `with_state`: the
        caller will ask `seat_state` next, so a database read also brings the snapshot in the same round trip."""
        out = []
        rows = self.raw_events(game_id, after, limit, with_state)
        rules, names = self.words_context(game_id) if rows else (None, None)
        for seq, version, raw in rows:
            if is_withheld(raw, viewer):  # chat spectators may not read (shared/service/chat.py)
                continue
            ev = add_words(rules, redact_event(raw, viewer), names)  # issue 30: words from the redacted event
            ev["seq"], ev["version"] = seq, version
            out.append(ev)
        return out

    def words_context(self, game_id: str) -> tuple:
        """(rules, the seats' names by seat) that a served event's words take (shared/service/words.py): the
        rules name and the seats never change, so each is read at most once per process."""
        name = self._names.get(game_id)
        if name is None:
            with self.store.read() as tx:
                head = tx.game_head(game_id)
            if head is None:
                raise NotFound(f"no game {game_id}")
            name = head["game"]
            self.note_rules_name(game_id, name)
        specs = self._specs.get(game_id)
        if specs is None:
            with self.store.read() as tx:
                specs = self.game_specs(tx, game_id)
        names = [None] * (max((s.seat for s in specs), default=-1) + 1)
        for spec in specs:
            names[spec.seat] = spec.name
        return get_game(name), names

    def raw_events(self, game_id: str, after: int, limit: int = 500, with_state: bool = False) -> list[tuple]:
        """(seq, version, event) rows, unredacted, for a caller that redacts one batch per viewer class itself
        (shared.engine.redact_event copies; the events themselves are shared and must not be mutated): from the
        shared recent-events cache up to the latest seq this process was notified of, else from the database
        (which also refills the cache)."""
        rows = self._cached_events(game_id, after, limit)
        if rows is not None:
            return rows
        with self._fetch_lock(game_id):
            # Single flight: the streams of one game woken together make one query, the rest read the cache.
            rows = self._cached_events(game_id, after, limit)
            return rows if rows is not None else self._fetch_events(game_id, after, limit, with_state)

    _raw_events = raw_events

    def _cached_events(self, game_id: str, after: int, limit: int) -> list | None:
        latest = self.notifier.hub.latest(game_id) if self.notifier.hub is not None else None
        if latest is None or latest <= after:
            return None
        return self._recent.get(game_id, after, min(latest, after + limit))

    def _fetch_events(self, game_id: str, after: int, limit: int, with_state: bool = False) -> list[tuple]:
        with self.store.read() as tx:
            if with_state:
                found, head = tx.events_and_head(game_id, after, limit, self._read_cache.version_of(game_id))
            else:
                found, head = tx.events_after(game_id, after, limit), None
            if not found and head is None and tx.game_head(game_id) is None:
                raise NotFound(f"no game {game_id}")
        rows = [(r["seq"], r["version"], orjson.loads(r["body"])) for r in found]
        self._recent.add(game_id, rows)
        self._play.note_events(game_id, rows)
        if head is not None and not self._play.holds(game_id, head["version"], head["last_seq"]):
            self._read_play(game_id)  # the next state's `abort` and `undo`: once per version (or vote)
        info = self._heads.get(game_id)
        if info is not None and len(rows) < limit:  # the newest events: they tell if it stalled or resumed since
            for _seq, _version, ev in rows:
                info.status = STATUS_EVENTS.get(ev["type"], info.status)
        if head is not None:
            self._note(head)
            if head["state"] is not None:
                try:
                    self.remember(game_id, head["game"], head["version"], orjson.loads(head["state"]))
                except orjson.JSONDecodeError:  # a stalled game's unreadable snapshot: the events still flow
                    if head["status"] != "stalled":
                        raise
        return rows
