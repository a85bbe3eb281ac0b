"""A step stack for games whose turns nest: decision steps a seat answers and automatic continuations, run
last-in first-out, beside the shared.engine.decisions queue (served first) for decisions outside the turn.

A step is {"kind", "seat", "id", ...data} in state["steps"] (top = last). Each game keeps one StepRegistry;
its kinds are either decisions (legal(state, step) -> actions, apply(state, step, action, ev)) or automatic
(run(state, step, ev)). Steps and queue items share the id counter state["pending_seq"], so a decision key
([id]) is never reused.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from shared.engine import decisions


@dataclass(frozen=True)
class Step:
    """How a step kind behaves: a decision (legal, apply) or an automatic continuation (run)."""

    legal: Callable | None = None
    apply: Callable | None = None
    run: Callable | None = None

    @property
    def is_decision(self) -> bool:
        return self.run is None


def new_id(state: dict) -> int:
    """A fresh id from the counter the pending queue also uses."""
    state["pending_seq"] = state.get("pending_seq", 0) + 1
    return state["pending_seq"]


def push(state: dict, kind: str, seat: int | None, **data) -> dict:
    """Put a step on top of the stack; it runs (or is decided) next."""
    step = {"kind": kind, "seat": seat, "id": new_id(state), **data}
    state["steps"].append(step)
    return step


def push_seq(state: dict, items: list) -> None:
    """Push (kind, seat, data) items so that they run in the listed order."""
    for kind, seat, data in reversed(items):
        push(state, kind, seat, **data)


def top(state: dict) -> dict | None:
    """The step on top of the stack, or None."""
    return state["steps"][-1] if state["steps"] else None


def pop(state: dict, step: dict) -> None:
    """Remove `step`, which must be on top (a decision finishing itself)."""
    if not state["steps"] or state["steps"][-1] is not step:
        raise RuntimeError(f"step {step['kind']} is not on top of the stack")
    state["steps"].pop()


class StepRegistry:
    """One game's step kinds, and the questions the contract asks of its stack and queue."""

    def __init__(self):
        #: kind -> Step; each module of the game registers its kinds at import
        self.steps: dict[str, Step] = {}

    def register(self, kind: str, *, legal=None, apply=None, run=None) -> None:
        """Register a step kind: legal+apply for a decision, run for an automatic step."""
        if (run is None) == (legal is None or apply is None):
            raise ValueError(f"step {kind}: give legal and apply, or run")
        self.steps[kind] = Step(legal, apply, run)

    def run_automatic(self, state: dict, ev: list) -> None:
        """Run automatic steps on top until a decision is open (pending or a decision step) or the stack is empty."""
        while not state["pending"] and state["steps"]:
            step = state["steps"][-1]
            spec = self.steps[step["kind"]]
            if spec.is_decision:
                return
            state["steps"].pop()
            spec.run(state, step, ev)

    def open_decision(self, state: dict) -> tuple[str, dict] | None:
        """("pending", item) or ("step", step) for the decision waiting now; None when nothing waits."""
        item = decisions.front(state)
        if item is not None:
            return "pending", item
        step = top(state)
        if step is not None and self.steps[step["kind"]].is_decision:
            return "step", step
        return None

    def active_seats(self, state: dict) -> list[int]:
        """The seats the open decision waits for."""
        found = self.open_decision(state)
        if found is None:
            return []
        where, item = found
        return decisions.item_seats(item) if where == "pending" else [item["seat"]]

    def decision_key(self, state: dict, seat: int):
        """[id] of the open decision when it waits for `seat` (a window adds its answer count), else None."""
        found = self.open_decision(state)
        if found is None or seat not in self.active_seats(state):
            return None
        if found[0] == "pending":
            return decisions.decision_key(state, seat)
        return [found[1]["id"]]
