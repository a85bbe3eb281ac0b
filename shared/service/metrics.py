"""Process-local counters and observations with labels: `metrics.inc("dead_letters", kind="move")`,
`metrics.observe("move_admission_seconds", 0.004, game="falling")`.

No external dependency and nothing global beyond one registry object: an exporter (shared/adapters/metrics.py,
Prometheus) subscribes to it (`subscribe(fn)`: each inc and observe, as it happens) and replays `collect()` once;
tests read `value(...)` and `observed(...)`. Label values are kept as strings, as Prometheus has them.
"""
from __future__ import annotations

import logging
import threading
from typing import Callable

Labels = tuple[tuple[str, str], ...]

#: name -> what it counts (an exporter's HELP text)
DESCRIPTIONS = {
    "dead_letters": "work given up on after its last attempt: kind=move (a move rejected with internal_error) "
                    "or kind=game (a game marked stalled)",
    "step_failures": "failed attempts at a worker step, retried later (kind=move or kind=game)",
    "moves_admitted": "moves recorded as pending by the API (game=the rules' name)",
    "moves_applied": "moves a worker applied (game)",
    "moves_rejected": "moves refused: stage=admission (answered 4xx at once) or stage=apply (by the worker)",
    "sweeper_requeues": "games the sweeper woke again (a move pending too long, or an automa step due)",
    "move_admission_seconds": "seconds submit_move took for a move it admitted (game)",
    "move_apply_seconds": "seconds from a move's admission to its applied commit (game)",
    "bot_decision_seconds": "seconds a bot seat's decision took to think (game, bot)",
    "bot_cap_hits": "bot decisions that reached the bot's wall-clock cap and stopped searching early (bot)",
}
#: listener(kind, name, amount, labels): kind is "inc" or "observe"
Listener = Callable[[str, str, float, dict], None]
log = logging.getLogger(__name__)


class Registry:
    """Named counters, each a family of label sets -> a monotonically growing number; thread-safe."""

    def __init__(self):
        self._lock = threading.Lock()
        self._counters: dict[str, dict[Labels, float]] = {}
        self._observed: dict[str, dict[Labels, tuple[int, float]]] = {}
        self._listeners: list[Listener] = []

    def inc(self, name: str, amount: float = 1, **labels) -> None:
        if amount < 0:
            raise ValueError("a counter only goes up")
        key = _labels(labels)
        with self._lock:
            family = self._counters.setdefault(name, {})
            family[key] = family.get(key, 0) + amount
        self._tell("inc", name, amount, labels)

    def observe(self, name: str, value: float, **labels) -> None:
        """One observation of a distribution (a latency); kept here as a count and a sum."""
        key = _labels(labels)
        with self._lock:
            family = self._observed.setdefault(name, {})
            count, total = family.get(key, (0, 0.0))
            family[key] = (count + 1, total + value)
        self._tell("observe", name, value, labels)

    def observed(self, name: str, **labels) -> tuple[int, float]:
        """(count, sum) of the observations of exactly this label set."""
        with self._lock:
            return self._observed.get(name, {}).get(_labels(labels), (0, 0.0))

    def subscribe(self, listener: Listener) -> None:
        """Call `listener` on every inc and observe from now on (an exporter); a failing listener is logged."""
        with self._lock:
            if listener not in self._listeners:
                self._listeners = [*self._listeners, listener]  # copied on write: _tell iterates without the lock

    def unsubscribe(self, listener: Listener) -> None:
        with self._lock:
            self._listeners = [fn for fn in self._listeners if fn != listener]

    def _tell(self, kind: str, name: str, amount: float, labels: dict) -> None:
        for listener in self._listeners:
            try:
                listener(kind, name, amount, labels)
            except Exception:  # an exporter's trouble never fails the work being counted
                log.debug("metrics listener failed on %s", name, exc_info=True)

    def value(self, name: str, **labels) -> float:
        """The count of exactly this label set (0 if never counted)."""
        with self._lock:
            return self._counters.get(name, {}).get(_labels(labels), 0)

    def total(self, name: str) -> float:
        """The sum over every label set of `name`."""
        with self._lock:
            return sum(self._counters.get(name, {}).values())

    def collect(self) -> dict[str, list[tuple[dict, float]]]:
        """A copy of everything: name -> [(labels, value), ...]."""
        with self._lock:
            return {name: [(dict(key), v) for key, v in sorted(family.items())]
                    for name, family in sorted(self._counters.items())}

    def reset(self) -> None:
        """Forget every count and observation (tests); listeners stay."""
        with self._lock:
            self._counters.clear()
            self._observed.clear()


def _labels(labels: dict) -> Labels:
    return tuple(sorted((str(k), str(v)) for k, v in labels.items()))


REGISTRY = Registry()
inc = REGISTRY.inc
observe = REGISTRY.observe
observed = REGISTRY.observed
subscribe = REGISTRY.subscribe
value = REGISTRY.value
total = REGISTRY.total
collect = REGISTRY.collect
reset = REGISTRY.reset
