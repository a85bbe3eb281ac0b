"""Board geometry: areas, orthogonal and diagonal neighbours, each side's "backwards", back rows, altars, the soul.

Areas are ids `r{row}c{col}` (1-based); row 1 is the evil back edge, the last row the good one
(../shared/rules/angel-fury.md part 3). Geometry is computed once per board and cached; every function takes a
board id or a state (its "board"). (AF-1, AF-2, AF-32, AF-45; Rulebook: Movement rules, Retreating.)
"""
from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from shared.games.angel_fury.content import ON_CHANGE, content

ORTHOGONAL = ((-1, 0), (0, 1), (1, 0), (0, -1))
DIAGONAL = ((-1, -1), (-1, 1), (1, 1), (1, -1))


def area_id(row: int, col: int) -> str:
    """The id of the area at (row, col)."""
    return f"r{row}c{col}"


def coords(area: str) -> tuple[int, int]:
    """(row, col) of an area id."""
    row, col = area[1:].split("c")
    return int(row), int(col)


class Geometry:
    """One board's precomputed areas and relations (read-only by convention)."""

    def __init__(self, board_id: str):
        c = content()
        b = c.board(board_id)
        self.board_id, self.rows, self.cols = board_id, b["rows"], b["cols"]
        self.areas = tuple(area_id(r, col) for r in range(1, self.rows + 1) for col in range(1, self.cols + 1))
        self.neighbours = self._relation(ORTHOGONAL)
        self.diagonals = self._relation(DIAGONAL)
        self.around = MappingProxyType({a: self.neighbours[a] + self.diagonals[a] for a in self.areas})
        self.soul = b["soul"]
        self.altars = b["altars"]
        self.terrain = MappingProxyType({a: b["terrain"].get(a) for a in self.areas})
        self.backwards = MappingProxyType({side: self._backwards(c.backwards[side]) for side in c.sides})
        edge = {-1: 1, 1: self.rows}
        self.back_rows = MappingProxyType({side: frozenset(a for a in self.areas
                                                           if coords(a)[0] == edge[c.backwards[side]])
                                           for side in c.sides})

    def _relation(self, offsets) -> MappingProxyType:
        """Area -> the areas at the given offsets that lie on the board."""
        out = {}
        for a in self.areas:
            r, col = coords(a)
            out[a] = tuple(area_id(r + dr, col + dc) for dr, dc in offsets
                           if 1 <= r + dr <= self.rows and 1 <= col + dc <= self.cols)
        return MappingProxyType(out)

    def _backwards(self, step: int) -> MappingProxyType:
        """Area -> the area one row toward the side's own edge, None in its back row (AF-45)."""
        out = {}
        for a in self.areas:
            r, col = coords(a)
            out[a] = area_id(r + step, col) if 1 <= r + step <= self.rows else None
        return MappingProxyType(out)


@lru_cache(maxsize=None)
def geometry(board_id: str) -> Geometry:
    """The cached geometry of a board."""
    return Geometry(board_id)


ON_CHANGE.append(geometry.cache_clear)  # the geometry drops with the content it was built from


def _geo(board) -> Geometry:
    return geometry(board if isinstance(board, str) else board["board"])


def areas(board) -> tuple:
    """Every area id, row-major."""
    return _geo(board).areas


def neighbours(board, area: str) -> tuple:
    """The orthogonally adjacent areas, the only ones a move may enter (AF-32)."""
    return _geo(board).neighbours[area]


def diagonals(board, area: str) -> tuple:
    """The diagonally adjacent areas."""
    return _geo(board).diagonals[area]


def around(board, area: str) -> tuple:
    """The areas adjacent or diagonal to `area` (Archers, Blinding Light, Persuader, Coordinator, Moloch)."""
    return _geo(board).around[area]


def is_adjacent(board, a: str, b: str) -> bool:
    """True when `b` is orthogonally next to `a`."""
    return b in _geo(board).neighbours[a]


def backwards(board, side: str, area: str) -> str | None:
    """The area one step back toward `side`'s own edge (evil: row 1, good: the last row); None from the back row."""
    return _geo(board).backwards[side][area]


def back_row(board, side: str) -> frozenset:
    """The areas of `side`'s back row (retreating from there goes to reinforcements, AF-45)."""
    return _geo(board).back_rows[side]


def is_back_row(board, side: str, area: str) -> bool:
    """True when `area` is in `side`'s back row."""
    return area in _geo(board).back_rows[side]


def is_from_behind(board, side: str, from_area: str, area: str) -> bool:
    """True when an attack on `side` in `area` comes from `side`'s backwards area (AF-45 special case)."""
    return _geo(board).backwards[side][area] == from_area


def soul(board) -> str:
    """The area of the human soul."""
    return _geo(board).soul


def terrain(board, area: str) -> str | None:
    """"mountain", "fountain" or None: the printed resource of an area (AF-2)."""
    return _geo(board).terrain[area]


def altars(board) -> MappingProxyType:
    """{area: side} of the board's printed altars."""
    return _geo(board).altars


def altar_colour(state: dict, area: str) -> str | None:
    """The colour whose altar `area` is in this game (setup records it in state["altars"]), else None."""
    return state["altars"].get(area)


def altars_of(state: dict, colour: str) -> tuple:
    """The areas of `colour`'s altars in this game (spawn points, AF-15; seraph rebuy, AF-26)."""
    return tuple(a for a, c in state["altars"].items() if c == colour)
