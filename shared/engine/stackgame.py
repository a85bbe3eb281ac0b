"""StackGame: the contract's decision hooks for games whose decisions live on a step stack and the decisions queue
(shared.engine.stack), so each such game only registers its step kinds and names its registry."""
from __future__ import annotations

import importlib

from shared.engine.contract import Game
from shared.engine.stack import StepRegistry

#: the decisions-queue mode whose kinds take the answering seat: legal(state, item, seat), apply(..., ev, seat)
SIMULTANEOUS = "all"


def is_simultaneous(where: str, item: dict) -> bool:
    """True for an `ask_all` item, whose kind takes the answering seat."""
    return where == "pending" and item["mode"] == SIMULTANEOUS


class StackGame(Game):
    """A Game whose active seats, legal actions and apply come from one StepRegistry and state["final"], and whose
    presentation hooks come from its package's modules by their fixed names: view.build_view, prompts.prompt,
    glossary.glossary, sampling.sample_hidden / hidden_ids, summary.lines, botvalue.value / lookahead."""

    #: the game's step kinds (its steps.REGISTRY)
    registry: StepRegistry = None
    #: the game's package, e.g. "shared.games.black_angel"
    package: str = ""
    #: action types default_action prefers, in order (a pass, a decline, the end of a turn ...)
    default_types: tuple = ("pass", "decline")

    def active_seats(self, state):
        """The seats of the open decision (a queued out-of-turn item first, else the top step); none at the end."""
        return [] if state["final"] is not None else self.registry.active_seats(state)

    def decision_key(self, state, seat):
        """[id] of the open decision when it waits for `seat` (ids are never reused), plus the seat's progress inside
        a multi-answer simultaneous item (item["progress"][seat]), so the key changes whenever its legal list does."""
        key = self.registry.decision_key(state, seat)
        found = self.registry.open_decision(state)
        if key is None or found[0] != "pending" or "progress" not in found[1]:
            return key
        return key + [found[1]["progress"].get(str(seat), 0)]

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

    # -- presentation, from the game's own modules ---------------------------------------------------------------
    def module(self, name: str):
        """The game's module `name` (view, prompts, glossary, sampling, summary, botvalue)."""
        return importlib.import_module(f"{self.package}.{name}")

    def view(self, state, seat):
        return self.module("view").build_view(state, seat)

    def prompt(self, state, seat):
        return self.module("prompts").prompt(state, seat)

    def glossary(self):
        return self.module("glossary").glossary()

    def sample_hidden(self, state, viewer, rng):
        """Re-deal all `viewer` can't see (the game's sampling.py)."""
        return self.module("sampling").sample_hidden(state, viewer, rng, self.clone)

    def hidden_from(self, state, viewer):
        return self.module("sampling").hidden_ids(state, viewer)

    def summary(self, view, seat):
        return self.module("summary").lines(view, seat, self.glossary())  # for `seraph play`

    def bot_value(self, state, seat):
        """How good `state` is for `seat`, for the greedy bot (the game's botvalue.py)."""
        return self.module("botvalue").value(state, seat)

    def bot_lookahead(self, state, seat):
        """True when `seat`'s next decision continues the action it just chose (the greedy bot looks past it)."""
        return self.module("botvalue").lookahead(state, seat)
