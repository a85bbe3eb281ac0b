"""GameViews: the read side's game reads (a seat's view and legal actions, the status, the list of games)."""
from __future__ import annotations

import orjson

from shared.engine import get_game
from shared.service import play_view
from shared.service.common import _spec
from shared.service.errors import BadRequest, NotFound
from shared.service.game_statuses import GAME_STATUSES, IDLE_STATUSES
from shared.service.read_caches import HeadInfo


class GameViews:
    """GameQueries' game reads; uses its store, clock and caches (shared/service/read_caches.py)."""

    def game_status(self, game_id: str) -> dict:
        """The cheap part of a game's head: status, version and last event seq."""
        with self.store.read() as tx:
            head = tx.game_head(game_id)
        if head is None:
            raise NotFound(f"no game {game_id}")
        info = self._heads.get(game_id)
        if info is not None and info.status != head["status"]:
            self._note(head)
        self._play.saw(game_id, head["last_seq"])
        return {"status": head["status"], "version": head["version"], "last_seq": head["last_seq"]}

    def read_game(self, game_id: str, seat: int | None) -> dict:
        """The seat's (or spectator's) view with, as in Rally the Troops, the seat's legal actions beside it."""
        head, state = self._head_and_state(game_id)
        body = self._game_body(game_id, head["game"], head["version"], state, seat,
                               orjson.loads(head["active_seats"]), orjson.loads(head["result"] or "null"),
                               HeadInfo(head))
        self._add_play(body, game_id, seat)  # the head just read was noted (_play.saw): no stale facts
        if head.get("clock"):  # issue 20 §1: each seat's deadline and bank (one more read, clocked games only)
            from shared.service.deadlines import clock_view

            body["clock"] = clock_view(self.store, head, self.clock())
        return body

    def _game_body(self, game_id: str, name: str, version: int, state: dict, seat: int | None, active: list,
                   result: dict | None, info: HeadInfo) -> dict:
        """What a seat (or spectator) reads of the game at one version: the seats, its view, and for an active
        seat its legal actions and what it is deciding, in words (the prompt). Beside them, from the row: the
        status (a stalled game shows `stalled`), `fixed_seed`, the `commitment` to the deal and, once the game
        is finished, `fairness`: the revealed seed and salt (shared.service.commands.GameCommands.verify)."""
        rules = get_game(name)
        if info.ended is not None:  # over: the stored result (with its reason), nobody acts (endings.py)
            result, active = info.ended, []
        mine = seat is not None and seat in active
        status = "finished" if result is not None else (info.status if info.status in IDLE_STATUSES else "active")
        status = info.status if info.ended is not None else status  # finished, or aborted
        if status in ("waiting", "cancelled"):  # not started: nobody acts yet (issue 19 §2)
            view, actions, prompt, active = rules.view(state, seat), [], None, []
        elif status == "stalled":
            # It takes no moves, and its snapshot may be what the rules fail on: a view if one can be had.
            try:
                view = rules.view(state, seat)
            except Exception:
                view = {}
            actions, prompt = [], None
        else:
            view, actions = rules.view(state, seat), _actions(rules, state, seat, active)
            prompt = rules.prompt(state, seat) if mine else None
        return {"id": game_id, "game": name, "status": status,
                "version": version, "active_seats": active, "seats": self._public_seats(game_id),
                "view": view, "actions": actions, "prompt": prompt, "result": result,
                "fixed_seed": info.fixed_seed, "commitment": info.commitment,
                "fairness": info.fairness if result is not None else None}

    def seat_state(self, game_id: str, seat: int | None, version: int) -> dict | None:
        """What a GET of the game returns, for the snapshot at `version`, or None when the stored game is no
        longer at that version (the events of the newer one are on their way). The snapshot is fetched once
        per version and process, whichever stream asks first, and the head fields are derived from it."""
        state = self._read_cache.get(game_id, version) if game_id in self._names else None
        if state is None:
            with self._fetch_lock(game_id):
                state = self._read_cache.get(game_id, version)
                if state is None:
                    head, state = self._head_and_state(game_id)
                    if head["version"] != version:
                        return None
        rules = get_game(self._names[game_id])
        try:
            result = rules.result(state) if rules.is_over(state) else None
            active = rules.active_seats(state)
        except Exception:
            if self._head_info(game_id, False).status != "stalled":
                raise
            result, active = None, []  # a stalled game whose snapshot the rules cannot read
        body = self._game_body(game_id, self._names[game_id], version, state, seat, active, result,
                               self._head_info(game_id, result is not None))
        return self._add_play(body, game_id, seat)

    def _add_play(self, body: dict, game_id: str, seat: int | None) -> dict:
        """The body with `abort` and `undo` (shared/service/play_view.py): their facts read once per version and
        process, and again whenever a newer event of the game was seen (a vote, a resignation)."""
        facts = self._play.get(game_id, body["version"])
        facts = facts or self._read_play(game_id)  # the seats are cached: _game_body listed them
        return play_view.add_fields(body, facts, self._specs.get(game_id) or [], seat)

    def _read_play(self, game_id: str):
        """The game's play_view facts now (kept for the streams' `state`), and its seats into their cache."""
        with self.store.read() as tx:
            facts = play_view.read_facts(tx, game_id)
            self.game_specs(tx, game_id)
        if facts is not None:
            self._play.put(game_id, facts)
        return facts

    def legal_actions(self, game_id: str, seat: int) -> dict:
        head, state = self._head_and_state(game_id)
        active = orjson.loads(head["active_seats"])
        actions = (_actions(get_game(head["game"]), state, seat, active) if head["status"] not in IDLE_STATUSES
                   else [])
        return {"version": head["version"], "seat": seat, "actions": actions}

    def list_games(self, status: str | None = None, game: str | None = None, limit: int = 50, offset: int = 0,
                   app_id: str | None = None):
        """The games the caller may list, newest first: the public ones, and those `app_id` created (issue 19
        §1: games are private by default; a caller without an app lists only public games)."""
        if status not in (None, *GAME_STATUSES):
            raise BadRequest(f"status must be one of {', '.join(GAME_STATUSES)}")
        with self.store.read() as tx:
            rows = tx.list_games(status, game, limit, offset, app_id=app_id)
            seats = tx.seats([r["id"] for r in rows]) if rows else []
        by_game: dict[str, list] = {}
        for s in seats:
            by_game.setdefault(s["game_id"], []).append(_spec(s).public())
        return [{"id": r["id"], "game": r["game"], "status": r["status"], "version": r["version"],
                 "created_at": r["created_at"], "fixed_seed": bool(r["fixed_seed"]),
                 "commitment": r["seed_commitment"], "seats": by_game.get(r["id"], [])} for r in rows]


def _actions(rules, state: dict, seat: int | None, active: list) -> list:
    """The seat's legal actions; none for a spectator or a seat with no decision to make."""
    return rules.legal_actions(state, seat) if seat is not None and seat in active else []
