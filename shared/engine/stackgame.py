"""StackGame: the contract's decision hooks for games whose decisions live on a step stack and the decisions queue
(shared.engine.stack), so each such game only registers its step kinds and names its registry."""
from __future__ import annotations

from shared.engine.contract import Game
from shared.engine.stack import StepRegistry

#: the decisions-queue mode whose kinds take the answering seat: legal(state, item, seat), apply(..., ev, seat)
SIMULTANEOUS = "all"


def is_simultaneous(where: str, item: dict) -> bool:
    """True for an `ask_all` item, whose kind takes the answering seat."""
    return where == "pending" and item["mode"] == SIMULTANEOUS


class StackGame(Game):
    """A Game whose active seats, legal actions and apply come from one StepRegistry and state["final"]."""

    #: the game's step kinds (its steps.REGISTRY)
    registry: StepRegistry = None
    #: action types default_action prefers, in order (a pass, a decline, the end of a turn ...)
    default_types: tuple = ("pass", "decline")

    def active_seats(self, state):
        """The seats of the open decision (a queued out-of-turn item first, else the top step); none at the end."""
        return [] if state["final"] is not None else self.registry.active_seats(state)

    def decision_key(self, state, seat):
        """[id] of the open decision when it waits for `seat` (ids are never reused)."""
        return self.registry.decision_key(state, seat)

    def legal_actions(self, state, seat):
        found = self.registry.open_decision(state)
        if state["final"] is not None or found is None or seat not in self.registry.active_seats(state):
            return []
        where, item = found
        spec = self.registry.steps[item["kind"]]
        return spec.legal(state, item, seat) if is_simultaneous(where, item) else spec.legal(state, item)

    def apply_in_place(self, state, seat, action):
        """Apply the open decision's choice, then run automatic steps until the next decision."""
        ev: list = []
        where, item = self.registry.open_decision(state)
        spec = self.registry.steps[item["kind"]]
        if is_simultaneous(where, item):
            spec.apply(state, item, action, ev, seat)
        else:
            spec.apply(state, item, action, ev)
        self.registry.run_automatic(state, ev)
        if state["final"] is None and self.registry.open_decision(state) is None:
            raise RuntimeError(f"{self.name}: no decision open and the game is not over (steps {state['steps']})")
        return ev

    def default_action(self, state, seat):
        """The first of `default_types` offered, else the contract's default (pass, decline, the first choice)."""
        legal = self.legal_actions(state, seat)
        for kind in self.default_types:
            for action in legal:
                if action["type"] == kind:
                    return action
        return super().default_action(state, seat)
