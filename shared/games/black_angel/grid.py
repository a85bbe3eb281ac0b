"""The player's technology grid: card slots and their activations, injecting tiles through the arrows, ejection.

grid[r][c] is None or {"tile": id, "debris": bool}; r, c are 0-based. A slot ("row1".."col3") names a line;
an arrow (content `arrows`) names a line and the end it enters from.
(BA-10, BA-18..BA-20; Rulebook: Put a card on your player board; Discover Technology, "inject"; Ejecting an
Advanced Technology Tile.)
"""
from __future__ import annotations

from shared.engine.events import event, private_event
from shared.games.black_angel import steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw

ROW = "row"
COL = "col"
COLOUR_ARROW = "colour"
BLACK_ARROW = "black"
MISSION = "mission"
RAVAGER = "ravager"


# -- lines and counts -------------------------------------------------------------------------------------------
def line_cells(line: str, index: int, from_end: bool = False) -> list[tuple[int, int]]:
    """The cells of a row or column from its start (left / top), or from its end."""
    n = content().grid_size
    cells = [(index, i) for i in range(n)] if line == ROW else [(i, index) for i in range(n)]
    return cells[::-1] if from_end else cells


def slot_cells(slot: str) -> list[tuple[int, int]]:
    """The cells of the line a card slot faces ("row2" -> the second row) (BA-10)."""
    return line_cells(slot[:3], int(slot[3:]) - 1)


def arrow_cells(arrow_id: str) -> list[tuple[int, int]]:
    """The cells an arrow pushes through, entry first (BA-18)."""
    arrow = content().arrow(arrow_id)
    return line_cells(arrow["line"], arrow["index"], arrow["from"] == "end")


def grid_cells(player: dict) -> list[tuple[int, int, dict]]:
    """(r, c, cell) for every occupied cell, row by row."""
    return [(r, c, cell) for r, row in enumerate(player["grid"]) for c, cell in enumerate(row) if cell is not None]


def tile_colour(tile_id: str) -> str | None:
    """A normal or starting tile's colour; None for an advanced tile."""
    return content().tile(tile_id).get("colour")


def tile_count(player: dict, colour: str) -> int:
    """Normal and starting tiles of `colour` in the grid (advanced tiles have no colour)."""
    return sum(1 for _r, _c, cell in grid_cells(player) if tile_colour(cell["tile"]) == colour)


def full_lines(player: dict) -> list[str]:
    """The slots whose row or column is full (for the advanced scorer `full_lines`, BA-37)."""
    grid = player["grid"]
    return [slot for slot in content().slots if all(grid[r][c] is not None for r, c in slot_cells(slot))]


# -- A.1: a card into a slot -------------------------------------------------------------------------------------
def play_card(state: dict, seat: int, card_id: str, slot: str, ev: list) -> None:
    """A.1: a Mission or Ravager from hand, face down, into an empty slot; its type and a Mission's colour are
    public; then the tiles it activates (BA-10; Rulebook: Put a card on your player board)."""
    c = content()
    player = state["players"][seat]
    is_mission = c.is_mission(card_id)
    player["hand"]["missions" if is_mission else "ravagers"].remove(card_id)
    colour = c.mission(card_id)["colour"] if is_mission else None
    kind = MISSION if is_mission else RAVAGER
    player["slots"][slot] = {"card": card_id, "type": kind, "colour": colour}
    # "kind", not "type": the data is merged into the event's envelope, whose "type" it would overwrite
    public = {"slot": slot, "kind": kind, "colour": colour}
    ev.append(private_event("card_played", seat, [seat], {**public, "card": card_id}, public))
    cells = activated_cells(player, slot)
    if cells:
        steps.push(state, "activate_tiles", seat, slot=slot, cells=cells)


def activated_cells(player: dict, slot: str) -> list[list[int]]:
    """The cells the card in `slot` activates: a Mission the tiles of its colour, a Ravager every tile; advanced
    tiles never (BA-10; Rulebook: "Advanced Technology tiles ... only come into play at the end of the game")."""
    card = player["slots"][slot]
    out = []
    for r, c in slot_cells(slot):
        cell = player["grid"][r][c]
        if cell is None or content().is_advanced(cell["tile"]):
            continue
        if card["type"] == RAVAGER or tile_colour(cell["tile"]) == card["colour"]:
            out.append([r, c])
    return out


def activate_tiles_legal(state: dict, step: dict) -> list:
    """Each activated tile once, in any order; done ends the activations (BA-10)."""
    grid = state["players"][step["seat"]]["grid"]
    out = []
    for r, c in step["cells"]:
        tile = grid[r][c]["tile"]
        out.append({"type": "activate_tile", "cell": [r, c],
                    **w.label("label.activate_tile", tile=w.comp(tile), cell=w.cell(r, c))})
    out.append({"type": "done", **w.label("label.activate_tiles.done")})
    return out


def activate_tiles_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Fire one tile (its effect runs now), or stop (BA-10)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    r, c = action["cell"]
    rest = [cell for cell in step["cells"] if cell != [r, c]]
    if rest:  # a fresh id: the choices changed
        steps.push(state, "activate_tiles", step["seat"], slot=step["slot"], cells=rest)
    tile = state["players"][step["seat"]]["grid"][r][c]["tile"]
    ev.append(event("tile_activated", step["seat"], tile=tile, cell=[r, c], slot=step["slot"]))
    steps.push(state, "effect", step["seat"], effect=thaw(content().tile(tile)["effect"]), source=tile)


# -- injection and ejection -------------------------------------------------------------------------------------
def arrows_for(tile_id: str) -> list[str]:
    """A normal tile enters through any colour arrow, an advanced tile through a black arrow (BA-18)."""
    kind = BLACK_ARROW if content().is_advanced(tile_id) else COLOUR_ARROW
    return [a["id"] for a in content().arrows if a["kind"] == kind]


def inject(state: dict, seat: int, tile_id: str, arrow_id: str, ev: list) -> str | None:
    """Push a tile in through an arrow: the contiguous run from the entry shifts up to the first gap; only a
    full line ejects its last tile. Returns the ejected tile or None (BA-18, inventory part 3: player board)."""
    grid = state["players"][seat]["grid"]
    cells = arrow_cells(arrow_id)
    gap = next((i for i, (r, c) in enumerate(cells) if grid[r][c] is None), None)
    end = len(cells) - 1 if gap is None else gap
    out = grid[cells[end][0]][cells[end][1]]
    for i in range(end, 0, -1):
        (r, c), (pr, pc) = cells[i], cells[i - 1]
        grid[r][c] = grid[pr][pc]
    grid[cells[0][0]][cells[0][1]] = {"tile": tile_id, "debris": False}
    ev.append(event("tile_injected", seat, tile=tile_id, arrow=arrow_id))
    if out is None:
        return None
    eject(state, seat, out, ev)
    return out["tile"]


def eject(state: dict, seat: int, cell: dict, ev: list) -> None:
    """An ejected tile's debris goes to storage; a normal tile stays beside the board; an advanced tile goes
    into an empty advanced space of the player's choice, or aside when all are full (BA-19, BA-20)."""
    player = state["players"][seat]
    tile = cell["tile"]
    if cell["debris"]:
        player["debris"] += 1
    if not content().is_advanced(tile):
        player["ejected"].append(tile)
        where = "beside"
    elif any(v is None for v in player["advanced"].values()):
        steps.push(state, "place_advanced", seat, tile=tile)
        where = "advanced_space"
    else:
        player["aside"].append(tile)
        where = "aside"
    ev.append(event("tile_ejected", seat, tile=tile, to=where, debris=cell["debris"]))


def inject_legal(state: dict, step: dict) -> list:
    """One tile and its arrow per decision, the tiles in any order (BA-18)."""
    named = w.nth_names(list(dict.fromkeys(step["tiles"])))  # three Melurien Archive tiles read apart
    return [{"type": "inject", "tile": tile, "arrow": arrow,
             **w.label("label.inject", tile=named[tile], arrow=w.arrow(arrow))}
            for tile in step["tiles"] for arrow in arrows_for(tile)]


def inject_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Inject the chosen tile; the remaining ones wait (BA-18)."""
    steps.pop(state, step)
    rest = list(step["tiles"])
    rest.remove(action["tile"])
    if rest:
        steps.push(state, "inject", step["seat"], tiles=rest)
    inject(state, step["seat"], action["tile"], action["arrow"], ev)


def place_advanced_legal(state: dict, step: dict) -> list:
    """An empty advanced space; the space's colour sets the tile's scoring cap (BA-20, BA-37)."""
    spaces = state["players"][step["seat"]]["advanced"]
    return [{"type": "place_advanced", "tile": step["tile"], "space": colour,
             **w.label("label.place_advanced", tile=w.comp(step["tile"]), colour=w.colour(colour))}
            for colour in content().colours if spaces[colour] is None]


def place_advanced_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Put the ejected advanced tile on the chosen space (BA-20)."""
    steps.pop(state, step)
    state["players"][step["seat"]]["advanced"][action["space"]] = step["tile"]
    ev.append(event("advanced_placed", step["seat"], tile=step["tile"], space=action["space"]))


steps.register("activate_tiles", legal=activate_tiles_legal, apply=activate_tiles_apply)
steps.register("inject", legal=inject_legal, apply=inject_apply)
steps.register("place_advanced", legal=place_advanced_legal, apply=place_advanced_apply)
