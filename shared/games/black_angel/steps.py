"""The in-turn step stack: decision steps a seat answers and automatic continuations, run last-in first-out.

A step is {"kind", "seat", "id", ...data}. Kinds register in STEPS with either legal+apply (a decision of
`seat`) or run (automatic). Decisions of other seats outside the turn order (a Mission owner's free activation,
BA-31) use the shared.engine.decisions queue in state["pending"], which is served before the stack; both share
the id counter state["pending_seq"], so a decision_key ([id]) is never reused.
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


#: kind -> Step; each module registers its kinds at import (game.py imports them all)
STEPS: dict[str, Step] = {}


def register(kind: str, *, legal=None, apply=None, run=None) -> None:
    """Register a step kind: legal+apply for a decision, run for an automatic step."""
    if (run is None) == (legal is None or apply is None):
        raise ValueError(f"step {kind}: give legal and apply, or run")
    STEPS[kind] = Step(legal, apply, run)


def new_id(state: dict) -> int:
    """A fresh id from the counter the pending queue also uses."""
    state["pending_seq"] = state.get("pending_seq", 0) + 1
    return state["pending_seq"]


def push(state: dict, kind: str, seat: int, **data) -> dict:
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


def run_automatic(state: dict, ev: list) -> None:
    """Run automatic steps on top until a decision is open (pending or a decision step) or the stack is empty."""
    while not state["pending"] and state["steps"]:
        step = state["steps"][-1]
        spec = STEPS[step["kind"]]
        if spec.is_decision:
            return
        state["steps"].pop()
        spec.run(state, step, ev)


def open_decision(state: dict) -> tuple[str, dict] | None:
    """("pending", item) or ("step", step) for the decision waiting now; None when nothing waits."""
    item = decisions.front(state)
    if item is not None:
        return "pending", item
    step = top(state)
    if step is not None and STEPS[step["kind"]].is_decision:
        return "step", step
    return None


def active_seats(state: dict) -> list[int]:
    """The seat the open decision waits for (one at a time in Black Angel)."""
    found = open_decision(state)
    if found is None:
        return []
    where, item = found
    return decisions.item_seats(item) if where == "pending" else [item["seat"]]


def decision_key(state: dict, seat: int):
    """[id] of the open decision when it is `seat`'s, else None."""
    found = open_decision(state)
    if found is None or seat not in active_seats(state):
        return None
    return [found[1]["id"]]
