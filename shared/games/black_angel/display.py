"""The technology display on the Black Angel board: taking tiles, the advanced slots, and new tiles pushing in.

state["board"]["display"] = [tile id | None] * 6 (space 0 first, costs from content `display_costs`);
state["board"]["advanced"] = [tile id | None] * 4. (BA-16, BA-17, BA-30; Rulebook: Get Ready to Explore the
World of Technology!; Exciting New Technology Tiles.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel.content import content


def cost(space: int) -> int:
    """Activations needed for the tile in a display space (BA-16)."""
    return content().display_costs[space]


def advanced_cost() -> int:
    """Activations needed for an advanced tile (BA-16)."""
    return content().advanced_tile_cost


def take(state: dict, space: int) -> str:
    """Take the tile in `space`; it is not replaced and the others don't move (BA-17)."""
    display = state["board"]["display"]
    tile, display[space] = display[space], None
    return tile


def take_advanced(state: dict, slot: int) -> str:
    """Take an advanced tile; the slot is refilled from the advanced deck, or stays empty (BA-17)."""
    advanced = state["board"]["advanced"]
    deck = state["decks"]["advanced"]
    tile = advanced[slot]
    advanced[slot] = deck.pop() if deck else None
    return tile


def push_in(state: dict, tile: str) -> str | None:
    """A new tile enters space 0 and pushes right up to the first gap; returns the tile pushed off the last
    space, if any (inventory part 3: display)."""
    display = state["board"]["display"]
    gap = next((i for i, t in enumerate(display) if t is None), None)
    end = len(display) - 1 if gap is None else gap
    out = display[end]
    display[1:end + 1] = display[:end]
    display[0] = tile
    return out


def add_tiles(state: dict, colours: list, ev: list) -> None:
    """A placed Mission's tiles [t1, t2] enter t2 first (so t1 ends nearer space 0); each comes from its colour's
    stack (an empty stack adds nothing, [A]); pushed-off tiles go to the discard pile (BA-30)."""
    stacks = state["decks"]["tiles"]
    added, discarded = [], []
    for colour in reversed(colours):
        if not stacks[colour]:
            continue
        tile = stacks[colour].pop()
        added.append(tile)
        out = push_in(state, tile)
        if out is not None:
            state["decks"]["tile_discard"].append(out)
            discarded.append(out)
    ev.append(event("tiles_added", None, tiles=added, discarded=discarded))
