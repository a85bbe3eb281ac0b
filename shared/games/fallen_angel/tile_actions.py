"""An Action tile's action at an Action Strength: the dispatch from placement to the airship modules.

`start(state, seat, tile_id, strength, ev)` pushes the action's steps; strength 1..3 is L1..L3 (row 22) and
reads the action type's value from content (quotas, gems, rate, bonus MP). Gem Mining measures near and distant
from the Region of the Section holding the tile (with the Archer, the tile used, not the landing Section).
(Rows 24-27, 32; Rulebook: Action Tiles.)
"""
from __future__ import annotations

from shared.games.fallen_angel import conversions, mining, movement, techs
from shared.games.fallen_angel.content import content


def tile_region(state: dict, tile_id: str) -> str:
    """The Region of the Section the Action tile lies in."""
    for spot in state["sections"].values():
        tile = spot["tile"]
        if tile is not None and tile["id"] == tile_id:
            return spot["region"]
    raise ValueError(f"Action tile {tile_id} is not on the board")


def start(state: dict, seat: int, tile_id: str, strength: int, ev: list) -> None:
    """Push the steps of the tile's action at strength L1..L3 (rows 24-27, 32)."""
    kind = content().action_type(tile_id)
    amount = content().strength(kind, strength)
    if kind == "gem_mining":
        mining.start(state, seat, tile_region(state, tile_id), amount, ev)
    elif kind == "gems_to_shields":
        conversions.start_gems_to_shields(state, seat, amount, ev)
    elif kind == "shields_to_engine":
        conversions.start_shields_to_engine(state, seat, amount, ev)
    elif kind == "movement":
        movement.start(state, seat, amount, ev)
    elif kind == "honor_tech":
        techs.start(state, seat, amount, ev)
    else:
        raise ValueError(f"unknown action type {kind!r} of tile {tile_id}")
