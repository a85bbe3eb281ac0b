"""The initial state: Black Angel board, Space board, decks, player boards and the first roll.

State layout: shared/games/black_angel/DESIGN.md ("State layout"). Every count comes from content().
(BA-1..BA-7, BA-38; Rulebook: Setting Up the Game, Getting Started, 2-Player Game.)
"""
from __future__ import annotations

from shared.engine.catalog import chosen_seat
from shared.engine.rng import Rng, seed_state
from shared.games.black_angel import flow, geometry, hal
from shared.games.black_angel.content import content


def setup(seed: int, options: dict, seats: list) -> dict:
    """The state of a new game, with the first turn step pushed by flow.begin."""
    state = initial_state(seed, options, seats)
    flow.begin(state)
    return state


def initial_state(seed: int, options: dict, seats: list) -> dict:
    """Everything setup lays out before the first turn (BA-1..BA-7, BA-38)."""
    n = len(seats)
    state = {"game": "black_angel", "rng": seed_state(seed), "options": dict(options), "seed_players": n,
             "seats": seat_records(seats), "neutral": None, "final": None, "steps": [], "pending": [],
             "pending_seq": 0, "end": {"trigger": None, "final_round": None}}
    rng = Rng(state)
    state["space"] = space_board(rng, n)
    state["board"], state["decks"] = black_angel_board(rng)
    state["dice"] = dice(n)
    solo = hal.is_solo_seats(seats)
    if solo:  # solitaire: Hal's deck, 10 Ravagers out, no neutral player (Hal replaces it), the player first
        hal.setup(state, rng, seats)
    state["players"] = [hal.new_player(state) if hal.is_hal(state, i) else new_player(state, i) for i in range(n)]
    if content().has_neutral(n) and not solo:
        state["neutral"] = {"robots": {c: content().neutral["robots_per_workstation"] for c in content().colours}}
    first = hal.human_seat(state) if solo else first_seat(state, rng)
    state["first"] = first
    state["turn"] = {"seat": first, "round": 1, "seq": None, "die": None, "card_played": False, "bought": []}
    first_roll(state, rng, [(first + i) % n for i in range(n)])
    return state


def seat_records(seats: list) -> list:
    """{"name", "kind", "role"} per seat; a seat without a role takes the first free player colour (BA-7)."""
    taken = {s.role for s in seats if s.role}
    free = iter(c for c in content().player_colours if c not in taken)
    return [{"name": s.name, "kind": s.kind, "role": s.role or next(free)} for s in seats]


def space_board(rng: Rng, players: int) -> dict:
    """Strips at random, in random order and on random sides; Spes token on the farthest; BA on the centre (BA-2)."""
    c = content()
    count = c.strip_count(players)
    chosen = rng.shuffle(list(c.strip_ids))[:count]
    strips = []
    for p, strip_id in enumerate(chosen, 1):
        side = rng.choice(("A", "B"))
        strips.append({"id": strip_id, "side": side, "hexes": list(c.strip(strip_id)["sides"][side]),
                       "spes_token": p == count, "spes_tile": False, "cards": {}, "ships": {}})
    return {"strips": strips, "ba": geometry.ba_position(count), "at_spes": False}


def black_angel_board(rng: Rng) -> tuple[dict, dict]:
    """Actions, display (one tile per colour on the first spaces), advanced tiles and shuffled decks (BA-4..BA-6)."""
    c = content()
    decks = {"missions": {col: rng.shuffle(list(c.mission_ids[col])) for col in c.colours},
             "mission_discard": {col: [] for col in c.colours}, "exhausted": [],
             "ravagers": rng.shuffle(list(c.ravager_ids)), "ravager_discard": [],
             "tiles": {col: rng.shuffle(list(c.normal_tiles[col])) for col in c.colours}, "tile_discard": [],
             "advanced": rng.shuffle(list(c.advanced_ids))}
    display = [None] * len(c.display_costs)
    for space, colour in zip(c.initial_display_spaces, rng.shuffle(list(c.colours))):
        display[space] = decks["tiles"][colour].pop()
    advanced = [decks["advanced"].pop() if decks["advanced"] else None for _ in range(c.advanced_display)]
    actions = {a["id"]: {"cubes": 0, "ravagers": []} for a in c.actions}
    return {"actions": actions, "display": display, "advanced": advanced}, decks


def dice(players: int) -> dict:
    """Every die of the game in the supply, undamaged and showing no face until rolled (BA-1)."""
    return {die: {"colour": colour, "value": None, "cube": False, "at": "supply", "reserved": False, "used": False}
            for colour, ids in content().dice_for(players).items() for die in ids}


def new_player(state: dict, seat: int) -> dict:
    """A player board: starting tiles on the diagonal, robots, storage and a hand drawn from the decks (BA-7)."""
    c = content()
    ps = c.player_setup
    work = {col: ps["workstation"] for col in c.colours}
    grid = [[None] * c.grid_size for _ in range(c.grid_size)]
    for colour, (r, col) in ps["starting_tiles"].items():
        grid[r][col] = {"tile": c.starting_tiles[colour][seat], "debris": False}
    decks = state["decks"]
    missions = [decks["missions"][col].pop() for col in c.colours for _ in range(ps["hand_missions_per_colour"])]
    ravagers = [decks["ravagers"].pop() for _ in range(ps["hand_ravagers"])]
    return {"vp": 0, "resources": ps["resources"], "ships": ps["ships"], "debris": ps["debris"],
            "robots": {"reserve": ps["robots"] - ps["break_room"] - sum(work.values()), "break": ps["break_room"],
                       "work": work},
            "grid": grid, "slots": {slot: None for slot in c.slots}, "tucked": [], "ejected": [],
            "advanced": {col: None for col in c.colours}, "aside": [], "filed": {col: [] for col in c.colours},
            "hand": {"missions": missions, "ravagers": ravagers}}


def first_seat(state: dict, rng: Rng) -> int:
    """The first player: drawn from the seed, or the seat option `first_player` names; then clockwise (BA-7)."""
    chosen = state["options"].get("first_player", "random")
    seat = chosen_seat(chosen)  # a seat number from 1, or an old "0".."3" from 0 (issue 30 §3)
    return rng.below(len(state["players"])) if seat is None else seat


def first_roll(state: dict, rng: Rng, order: list) -> None:
    """Each player, then the neutral player, takes 1 supply die per workstation robot and rolls it (BA-7, BA-38)."""
    holders = [(seat, state["players"][seat]["robots"]["work"]) for seat in order]
    if state["neutral"]:
        holders.append(("neutral", state["neutral"]["robots"]))
    faces = content().faces
    for at, work in holders:
        for colour, robots in work.items():
            for die_id in supply_dice(state, colour)[:robots]:
                state["dice"][die_id].update(at=at, value=rng.choice(faces))


def supply_dice(state: dict, colour: str) -> list:
    """Ids of the dice of `colour` in the supply, in id order."""
    return [d for d, die in state["dice"].items() if die["colour"] == colour and die["at"] == "supply"]
