"""Decisions outside the normal turn, as a queue in the state: asked of one seat, of all of several seats,
or opened as a window in which seats may act or pass in turn until all have passed in a row.

The queue lives in state[key] (default "pending"); only its front item is open. Every item has a unique
`id` (from state[key + "_seq"]), a `kind` (the game's name for it) and a `mode`:
  one     {"seat": s}                                   s decides once
  all     {"seats": [...], "done": [...]}               every listed seat decides once, in any order
  window  {"seats": [...], "turn": i, "passes": n,     seats[turn] acts or passes; closes after a full
           "answers": k}                                round of passes; k counts every act and pass
Games keep their own data in the item. Windows must open and close only on facts public to every seat.
"""
from __future__ import annotations


def _next_id(state: dict, key: str) -> int:
    seq = state.get(key + "_seq", 0) + 1
    state[key + "_seq"] = seq
    return seq


def ask(state: dict, kind: str, seat: int, key: str = "pending", **data) -> dict:
    """Queue a decision for one seat; returns the item."""
    item = {"id": _next_id(state, key), "kind": kind, "mode": "one", "seat": seat, **data}
    state.setdefault(key, []).append(item)
    return item


def ask_all(state: dict, kind: str, seats: list, key: str = "pending", **data) -> dict:
    """Queue a decision every one of `seats` makes once, simultaneously (in any order)."""
    item = {"id": _next_id(state, key), "kind": kind, "mode": "all", "seats": list(seats), "done": [], **data}
    state.setdefault(key, []).append(item)
    return item


def open_window(state: dict, kind: str, seats: list, key: str = "pending", **data) -> dict:
    """Queue a window: seats[0] first, then round the list, until every seat has passed in a row."""
    item = {"id": _next_id(state, key), "kind": kind, "mode": "window", "seats": list(seats), "turn": 0,
            "passes": 0, "answers": 0, **data}
    state.setdefault(key, []).append(item)
    return item


def front(state: dict, key: str = "pending") -> dict | None:
    """The open decision, or None."""
    queue = state.get(key)
    return queue[0] if queue else None


def item_seats(item: dict) -> list:
    """The seats the item waits for now."""
    if item["mode"] == "one":
        return [item["seat"]]
    if item["mode"] == "all":
        return [s for s in item["seats"] if s not in item["done"]]
    return [item["seats"][item["turn"]]]


def active(state: dict, key: str = "pending") -> list:
    """The seats the open decision waits for (empty when none is open)."""
    item = front(state, key)
    return item_seats(item) if item is not None else []


def is_asked(state: dict, seat: int, key: str = "pending") -> bool:
    """True when the open decision waits for `seat`."""
    return seat in active(state, key)


def decision_key(state: dict, seat: int, key: str = "pending"):
    """What identifies `seat`'s open decision: the item id (and in a window, how many acts and passes it has
    had, since each one changes what the others face; turn and passes alone repeat); None when the queue
    asks nothing of `seat`."""
    item = front(state, key)
    if item is None or seat not in item_seats(item):
        return None
    if item["mode"] == "window":
        return [item["id"], item["answers"]]
    return [item["id"]]


def record(state: dict, seat: int, passed: bool = False, key: str = "pending") -> bool:
    """Note that `seat` answered the open decision (in a window: acted, or passed); True when it closes.
    A closed item is removed from the queue."""
    item = front(state, key)
    if item["mode"] == "one":
        closed = True
    elif item["mode"] == "all":
        item["done"].append(seat)
        closed = len(item["done"]) == len(item["seats"])
    else:
        item["passes"] = item["passes"] + 1 if passed else 0
        item["answers"] += 1
        item["turn"] = (item["turn"] + 1) % len(item["seats"])
        closed = item["passes"] >= len(item["seats"])
    if closed:
        state[key].pop(0)
    return closed


def resolve_front(state: dict, seat: int, resolve, key: str = "pending") -> dict:
    """Take the open one-seat decision off the queue and call resolve(item); decisions it asks go before
    the older ones, so a choice's consequences are settled before unrelated ones. Returns the item."""
    item = state[key].pop(0)
    rest = state[key]
    state[key] = []
    resolve(item)
    state[key].extend(rest)
    return item
