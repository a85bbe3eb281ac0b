"""Test drivers every game's helpers share: read the legal list, play an action as the server would, expect a
refusal. Each game's helpers.py binds one Driver to its game and re-exports the functions."""
from __future__ import annotations

from shared.engine import IllegalAction
from shared.engine.contract import find_action, strip_label


class Driver:
    """The reading and playing helpers of one game's tests."""

    def __init__(self, game):
        self.game = game

    def legal(self, state: dict, seat: int) -> list[dict]:
        """The legal actions of `seat` now."""
        return self.game.legal_actions(state, seat)

    def legal_types(self, state: dict, seat: int) -> list[str]:
        """The distinct action types `seat` may take now, sorted."""
        return sorted({a["type"] for a in self.game.legal_actions(state, seat)})

    def find(self, state: dict, seat: int, type_: str, **keys) -> dict | None:
        """The legal action of `type_` whose fields include `keys`, or None."""
        for action in self.game.legal_actions(state, seat):
            if action["type"] == type_ and all(action.get(k) == v for k, v in keys.items()):
                return action
        return None

    def active(self, state: dict) -> int | None:
        """The first seat deciding now (None when nobody is)."""
        now = self.game.active_seats(state)
        return now[0] if now else None

    def play(self, state: dict, seat: int, action: dict) -> tuple[dict, list]:
        """Apply `action` (labels ignored) as the server would, validated against the legal list; returns
        (new state, events). AssertionError naming the legal list when it is not legal."""
        legal_now = self.game.legal_actions(state, seat)
        if find_action(legal_now, action) is None:
            shown = [strip_label(a) for a in legal_now]
            raise AssertionError(f"not legal for seat {seat}: {strip_label(action)}; legal: {shown}")
        tr = self.game.apply(state, seat, action)
        return tr.state, tr.events

    def act(self, state: dict, seat: int, type_: str, **keys) -> tuple[dict, list]:
        """Play the legal action of `type_` matching `keys` (see `find`); returns (new state, events)."""
        action = self.find(state, seat, type_, **keys)
        assert action is not None, (f"no legal {type_} {keys}; legal: "
                                    f"{[strip_label(a) for a in self.game.legal_actions(state, seat)]}")
        return self.play(state, seat, action)

    def refused(self, state: dict, seat: int, action: dict) -> str:
        """The IllegalAction reason `apply` gives for `action`."""
        try:
            self.game.apply(state, seat, action)
        except IllegalAction as exc:
            return str(exc)
        raise AssertionError(f"{action} was accepted")

    def default_pick(self, state: dict, seat: int, options: list[dict]) -> dict:
        """A pick for `run_until`: the game's default action (pass, decline, ...)."""
        return self.game.default_action(state, seat)

    def run_until(self, state: dict, predicate, limit: int = 3000, pick=None) -> dict:
        """Let the first active seat take `pick(state, seat, legal)` (default: the game's default action) until
        `predicate(state)`; returns the state. AssertionError if the game ends or `limit` passes first."""
        pick = pick or self.default_pick
        for _ in range(limit):
            if predicate(state):
                return state
            seat = self.active(state)
            assert seat is not None, "the game ended before the condition held"
            action = pick(state, seat, self.game.legal_actions(state, seat))
            state = self.game.apply(state, seat, strip_label(action)).state
        raise AssertionError("condition never reached")
