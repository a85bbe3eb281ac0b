"""Area capacity and the area definitions: 9 slots, unit and terrain sizes, at most 1 large piece; controlled,
friendly, enemy and empty areas.

An area is a 3x3 grid: a minion takes 1 slot, a seraph/tormentor, mountain or fountain 4 (2x2), an arch 6 (3x2),
and only one large piece fits, so the legal fills are 9, 4+5 and 6+3 (minions rearrange freely). Space is
physical: every colour's units count against it. Sizes, slots and the large-piece limit come from content
(board.json). (AF-11, AF-13; Rulebook: Concepts, Areas: size 9, Area Definitions.)
"""
from __future__ import annotations

from shared.games.angel_fury.content import content

MINION = "minion"


# -- sizes (AF-11) --------------------------------------------------------------------------------------------------
def piece_size(kind: str) -> int:
    """Slots a piece takes: minion 1, seraph/mountain/fountain 4, arch 6 (AF-11)."""
    return content().sizes[kind]


def is_large(kind: str) -> bool:
    """True for a large piece (seraph, arch, mountain, fountain), of which an area holds one (AF-11)."""
    return kind in content().large


def leader_kinds(state: dict, leaders) -> list:
    """The piece kinds of the given leader ids."""
    return [state["leaders"][lid]["kind"] for lid in leaders]


def area_pieces(state: dict, area_id: str) -> list:
    """The large pieces standing in an area: its mountain or fountain and its leaders."""
    area = state["areas"][area_id]
    kinds = leader_kinds(state, area["leaders"])
    return kinds + [area["terrain"]] if area["terrain"] else kinds


def minions_in(state: dict, area_id: str) -> int:
    """Minions of every colour in an area."""
    return sum(u["minions"] for u in state["areas"][area_id]["units"].values())


def used_slots(state: dict, area_id: str) -> int:
    """Slots taken in an area by terrain, leaders and minions of every colour (AF-11); a hot path of the legal
    lists, so written out."""
    sizes, area, leaders = content().sizes, state["areas"][area_id], state["leaders"]
    used = sizes[area["terrain"]] if area["terrain"] else 0
    for lid in area["leaders"]:
        used += sizes[leaders[lid]["kind"]]
    for units in area["units"].values():
        used += units["minions"]
    return used


def free_slots(state: dict, area_id: str) -> int:
    """Slots still free in an area (negative while it is overfull, AF-12)."""
    return content().area_slots - used_slots(state, area_id)


def area_facts(state: dict, area_id: str) -> tuple:
    """(the sides with a unit in the area, its free slots, its terrain, its large pieces) in one pass: what the
    turn menu asks of every neighbour of every source area (AF-11, AF-13)."""
    c = content()
    sizes, large, side_by_colour = c.sizes, c.large, c.side_by_colour
    area, leaders = state["areas"][area_id], state["leaders"]
    terrain, sides = area["terrain"], set()
    used, big = (sizes[terrain], int(terrain in large)) if terrain else (0, 0)
    for lid in area["leaders"]:
        kind = leaders[lid]["kind"]
        used, big = used + sizes[kind], big + (kind in large)
        sides.add(side_by_colour[leaders[lid]["colour"]])
    for colour, units in area["units"].items():
        if units["minions"] > 0:
            used += units["minions"]
            sides.add(side_by_colour[colour])
    return sides, c.area_slots - used, terrain, big


def large_in(state: dict, area_id: str) -> int:
    """How many large pieces stand in an area (every leader, mountain and fountain is one)."""
    large = content().large
    return sum(1 for k in area_pieces(state, area_id) if k in large)


def can_fit(state: dict, area_id: str, colour: str, minions: int, leaders) -> bool:
    """Whether `minions` more minions and the `leaders` fit beside what stands in the area: 9 slots and one large
    piece at most, whoever's units they are (`colour` is the mover's; space is colour-blind) (AF-11, AF-12)."""
    kinds = leader_kinds(state, leaders)
    size = minions + sum(piece_size(k) for k in kinds)
    large = sum(1 for k in kinds if is_large(k))
    return size <= free_slots(state, area_id) and large + large_in(state, area_id) <= content().max_large_pieces


def fits(state: dict, area_id: str) -> bool:
    """True when an area's contents are a legal fill (not overfull, one large piece at most) (AF-11)."""
    return free_slots(state, area_id) >= 0 and large_in(state, area_id) <= content().max_large_pieces


def split_to_fit(state: dict, area_id: str, colour: str, minions: int, leaders) -> tuple[int, list]:
    """How much of a troop fits in the area: (minions, leaders) that fit, the leaders first, then as many
    minions as the slots left allow (AF-12, AF-37; RULES.md assumption: leaders are kept first)."""
    placed: list = []
    for lid in leaders:
        if can_fit(state, area_id, colour, 0, placed + [lid]):
            placed.append(lid)
    room = free_slots(state, area_id) - sum(piece_size(k) for k in leader_kinds(state, placed))
    return max(0, min(minions, room)), placed


# -- area definitions (AF-13) ---------------------------------------------------------------------------------------
def colours_in(state: dict, area_id: str) -> set:
    """The colours with a minion or a leader in an area (they control it, AF-13)."""
    area = state["areas"][area_id]
    found = {col for col, u in area["units"].items() if u["minions"] > 0}
    return found | {state["leaders"][lid]["colour"] for lid in area["leaders"]}


def has_units(state: dict, area_id: str) -> bool:
    """True when anyone has a unit in the area."""
    area = state["areas"][area_id]
    return bool(area["leaders"]) or any(u["minions"] > 0 for u in area["units"].values())


def has_side(state: dict, area_id: str, side: str, same: bool) -> bool:
    """True when a unit of `side` (same=True) or of another side (same=False) stands in the area."""
    sides, area = content().side_by_colour, state["areas"][area_id]
    for col, units in area["units"].items():
        if units["minions"] > 0 and (sides[col] == side) == same:
            return True
    return any((sides[state["leaders"][lid]["colour"]] == side) == same for lid in area["leaders"])


def is_controlled(state: dict, area_id: str, colour: str) -> bool:
    """True when `colour` has units in the area (AF-13)."""
    return colour in colours_in(state, area_id)


def side_of(colour: str) -> str:
    """The side (good/evil) of a colour."""
    return content().side_of(colour)


def is_friendly(state: dict, area_id: str, colour: str) -> bool:
    """True when `colour` or a co-player (a colour of its side) controls the area (AF-13)."""
    return has_side(state, area_id, side_of(colour), True)


def is_enemy(state: dict, area_id: str, colour: str) -> bool:
    """True when the other side has units in the area: entering it is an attack (AF-13, AF-35)."""
    return has_side(state, area_id, side_of(colour), False)


def is_resource(state: dict, area_id: str) -> bool:
    """True for a mountain or fountain area (AF-2)."""
    return state["areas"][area_id]["terrain"] is not None


def is_empty(state: dict, area_id: str) -> bool:
    """No units and no mountain or fountain; the soul and altar areas count as empty with no units (AF-13)."""
    return not has_units(state, area_id) and not is_resource(state, area_id)
