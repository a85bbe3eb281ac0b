"""Hex arithmetic of the Space board: N strips in a chevron pointing at the Black Angel board.

A hex is (p, k): strip position p = 1..N (p = 1 nearest the Black Angel board), k = -2..2 along the strip
(k = 0 the middle hex, the Black Angel's lane). Axial coordinates: k <= 0 -> (q = p - k, r = k),
k >= 0 -> (q = p, r = k); adjacency is the standard axial one (inventory part 3, "Space geometry";
BA-2). Pure and cached per N; reachability with ships and asteroids lives in space.py.
"""
from __future__ import annotations

from functools import lru_cache

K_VALUES = (-2, -1, 0, 1, 2)
#: the six axial directions
DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))


def axial(p: int, k: int) -> tuple[int, int]:
    """Axial (q, r) of hex (p, k)."""
    return (p - k, k) if k <= 0 else (p, k)


def from_axial(q: int, r: int) -> tuple[int, int]:
    """Hex (p, k) of axial (q, r) (the inverse of axial)."""
    return (q + r, r) if r <= 0 else (q, r)


@lru_cache(maxsize=None)
def all_hexes(n: int) -> tuple[tuple[int, int], ...]:
    """Every hex of an N-strip board, strip by strip from the Black Angel board outwards."""
    return tuple((p, k) for p in range(1, n + 1) for k in K_VALUES)


@lru_cache(maxsize=None)
def _adjacency(n: int) -> dict:
    """(p, k) -> its neighbours on the board, computed once per N."""
    board = set(all_hexes(n))
    out = {}
    for p, k in board:
        q, r = axial(p, k)
        near = (from_axial(q + dq, r + dr) for dq, dr in DIRECTIONS)
        out[(p, k)] = tuple(sorted(h for h in near if h in board))
    return out


def neighbours(n: int, p: int, k: int) -> tuple[tuple[int, int], ...]:
    """The hexes adjacent to (p, k) on an N-strip board, sorted."""
    return _adjacency(n)[(p, k)]


def is_on_board(n: int, p: int, k: int) -> bool:
    """True when (p, k) is a hex of an N-strip board."""
    return 1 <= p <= n and k in K_VALUES


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    """Hex steps between two hexes when nothing blocks the way."""
    (q1, r1), (q2, r2) = axial(*a), axial(*b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ba_position(n: int) -> int:
    """The strip the Black Angel starts on: the centre one, ceil(N / 2) (BA-2; Rulebook: Setting Up the Game)."""
    return (n + 1) // 2
