"""The Land Map graph: 20 Locations and their links, with the 3 Locations forbidden in 3-player games.

Geometry comes from content/landmap.json (inventory part 3: a 4x5 grid, orthogonal links plus 4 diagonals);
adjacency is built once per content and player count and cached (movement asks for it on every step).
(Rows 6, 28; Rulebook: Setup, Fill the Land Map; Action: Airship Movement, Moving the Airship.)
"""
from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from shared.games.fallen_angel.content import Content, content


def links(loc: str, players: int) -> tuple:
    """The Locations linked to `loc` that are in play with `players` (forbidden ones excluded in 3p, row 6)."""
    return _adjacency(content(), players).get(loc, ())


def locations(players: int) -> tuple:
    """The Locations in play with `players`, in id order."""
    return tuple(_adjacency(content(), players))


def forbidden(players: int) -> tuple:
    """The Locations out of play with `players` (no cubes, no entry, no domination; row 6)."""
    return content().forbidden(players)


def is_playable(loc: str, players: int) -> bool:
    """True when an airship may enter `loc` with `players` (row 6)."""
    return loc in _adjacency(content(), players)


def is_connected(players: int) -> bool:
    """True when every Location in play can reach every other one."""
    graph = _adjacency(content(), players)
    return bool(graph) and len(reachable(next(iter(graph)), players)) == len(graph)


def reachable(start: str, players: int) -> set:
    """Every Location in play that a path of links joins to `start` (itself included)."""
    graph = _adjacency(content(), players)
    seen, todo = set(), [start]
    while todo:
        here = todo.pop()
        if here not in seen and here in graph:
            seen.add(here)
            todo.extend(graph[here])
    return seen


@lru_cache(maxsize=16)
def _adjacency(c: Content, players: int) -> MappingProxyType:
    """loc -> sorted tuple of linked Locations, for the Locations in play (keyed by the content object)."""
    out = set(c.forbidden(players))
    graph: dict = {loc: set() for loc in c.location_ids if loc not in out}
    for a, z in c.links:
        if a in graph and z in graph:
            graph[a].add(z)
            graph[z].add(a)
    return MappingProxyType({loc: tuple(sorted(n)) for loc, n in graph.items()})
