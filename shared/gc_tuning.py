"""GC settings of the long-running server processes (`seraph serve`, `seraph worker` and the bench's floor)."""
from __future__ import annotations


def tune_gc() -> None:
    """For the long-running server processes: what start-up created (modules, the app, the games' content) moves
    to the permanent generation, and young collections run less often. A request's garbage is short-lived, and
    collections that walk every live object cost CPU and tail latency at hundreds of moves a second."""
    import gc

    gc.collect()
    gc.freeze()
    gc.set_threshold(20_000, 50, 100)
