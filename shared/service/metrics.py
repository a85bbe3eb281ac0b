"""Process-local counters with labels: `metrics.inc("dead_letters", kind="move")`.

No external dependency and nothing global beyond one registry object: an exporter (e.g. Prometheus, later)
reads `REGISTRY.collect()`, tests read `value(...)`. Label values are kept as strings, as Prometheus has them.
"""
from __future__ import annotations

import threading

Labels = tuple[tuple[str, str], ...]

#: name -> what it counts (an exporter's HELP text)
DESCRIPTIONS = {
    "dead_letters": "work given up on after its last attempt: kind=move (a move rejected with internal_error) "
                    "or kind=game (a game marked stalled)",
    "step_failures": "failed attempts at a worker step, retried later (kind=move or kind=game)",
}


class Registry:
    """Named counters, each a family of label sets -> a monotonically growing number; thread-safe."""

    def __init__(self):
        self._lock = threading.Lock()
        self._counters: dict[str, dict[Labels, float]] = {}

    def inc(self, name: str, amount: float = 1, **labels) -> None:
        if amount < 0:
            raise ValueError("a counter only goes up")
        key = _labels(labels)
        with self._lock:
            family = self._counters.setdefault(name, {})
            family[key] = family.get(key, 0) + amount

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
        """Forget every count (tests)."""
        with self._lock:
            self._counters.clear()


def _labels(labels: dict) -> Labels:
    return tuple(sorted((str(k), str(v)) for k, v in labels.items()))


REGISTRY = Registry()
inc = REGISTRY.inc
value = REGISTRY.value
total = REGISTRY.total
collect = REGISTRY.collect
reset = REGISTRY.reset
