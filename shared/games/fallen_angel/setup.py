"""The initial state: main board, Land Map, Angel City, objectives and each player's mat, dice and hero deck.

State layout: shared/games/fallen_angel/DESIGN.md ("State layout"). Every count comes from content().
The board draws (`pair_action_tiles`, `draw_monsters`, `refill_city`) live in supply.py, shared with the Reset.
(Rows 1-10; Rulebook: Setup - Main Board and Public Area, Each Player, On the Main Board.)
"""
from __future__ import annotations

from shared.engine.rng import Rng, seed_state
from shared.games.fallen_angel import imperial, landmap, roulette, shadow
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.supply import (draw_gem, draw_monsters, pair_action_tiles, refill_city,  # noqa: F401
                                              tech_side, zero_colours)


def setup(seed: int, options: dict, seats: list) -> dict:
    """The state of a new game at the hero draft; flow.begin opens the first decisions."""
    from shared.games.fallen_angel import flow  # imported here: flow imports most modules, so no cycle at load

    state = initial_state(seed, options, seats)
    flow.begin(state)
    return state


def initial_state(seed: int, options: dict, seats: list) -> dict:
    """Everything setup lays out before the hero draft (rows 1-10)."""
    n = shadow.human_count(seats)  # the Shadow's automa seat has no mat (row 55)
    state = {"game": "fallen_angel", "rng": seed_state(seed), "seat_rng": {}, "options": dict(options),
             "seats": seat_records(seats), "players": [], "round": 1, "phase": "draft", "order": [],
             "special_ties": [], "main": {"turn": None, "passed": []}, "sections": empty_sections(),
             "hatches": {h: empty_hatch(options) for h in content().hatches_by_id}, "dice": {}, "city": {},
             "objectives": [],
             "monster_bag": [], "monster_discard": [], "land": {}, "steps": [],
             "pending": [], "pending_seq": 0, "bids": {}, "final": None}
    rng = Rng(state)
    state["seat_rng"] = {str(seat): seed_state(rng.next64()) for seat in range(n)}
    for seat in range(n):
        state["dice"].update(player_dice(seat, colour_of(state, seat)))
        state["players"].append(new_player(state, seat, rng))
    state["land"] = land(rng, n)
    pair_action_tiles(state, rng)
    state["monster_bag"] = rng.shuffle(list(content().monster_tile_ids))
    draw_monsters(state, rng)
    state["objectives"] = objectives(rng)
    state["city"] = city(rng, n)
    imperial.remove_rerolls(state)  # row 51 (Imperial Formation only)
    roulette.lay_face_down(state)  # row 68 (Objective Roulette only)
    shadow.setup(state, seats)  # rows 55-56 (the Shadow co-op only)
    return state


def empty_hatch(options: dict) -> list:
    """A Hatch's cards: one stack (1-window side), or one stack per slot with Dual Hero (rows 2, 67)."""
    if options.get("dual_hero"):
        return [[] for _ in range(content().dual_hero["windows"])]
    return []


def seat_records(seats: list) -> list:
    """{"name", "kind", "role"} per seat; a seat without a role takes the first free colour (row 1)."""
    taken = {s.role for s in seats if s.role}
    free = iter(c for c in content().colours if c not in taken)
    return [{"name": s.name, "kind": s.kind, "role": s.role or (None if s.kind == shadow.AUTOMA else next(free))}
            for s in seats]


def colour_of(state: dict, seat: int) -> str:
    """The player colour of `seat` (its role)."""
    return state["seats"][seat]["role"]


def player_dice(seat: int, colour: str) -> dict:
    """A player's dice: the basic ones unused and unrolled, the rest waiting in the barracks (rows 12, 40)."""
    c = content()
    return {die: {"owner": seat, "colour": colour, "value": None,
                  "at": "unused" if i < c.basic_dice else "barracks"}
            for i, die in enumerate(c.die_ids[colour])}


def new_player(state: dict, seat: int, rng: Rng) -> dict:
    """A player mat at its start values, one chain per starting tech, charged, and a shuffled hero deck (rows 4-5)."""
    c = content()
    colour = colour_of(state, seat)
    chains = [[tile] for tile in c.starting_tiles_of[colour]]
    return {**dict(c.start),
            "storage": [None] * c.storage_size, "consumed": zero_colours(), "cubes": zero_colours(),
            "barracks": {slot: None for slot in c.barrack_slots}, "bonus": {t: False for t in c.bonus_tracks},
            "rerolls": c.reroll_tokens, "skulls": 0, "chains": chains, "batteries": [True] * len(chains),
            "copied": [], "airship": None, "moved": False, "dice": list(c.die_ids[colour]),
            "heroes": {"hand": [], "deck": rng.shuffle(list(c.deck_of[colour])), "known_top": [],
                       "known_bottom": []}}


def empty_sections() -> dict:
    """The 9 Sections without tiles or dice (row 2)."""
    return {sec: {"region": content().region_of(sec), "tile": None, "groups": [], "jail": [], "monster_dice": []}
            for sec in content().section_ids}


def land(rng: Rng, players: int) -> dict:
    """Citizen cubes drawn at random onto every Location in play; forbidden ones stay empty (row 6)."""
    c = content()
    counts = c.cubes_for(players)
    bag = [col for col in c.colours for _ in range(counts["per_colour"])] + [c.black] * counts["black"]
    rng.shuffle(bag)
    cubes = {loc: zero_colours() for loc in c.location_ids}
    for i, loc in enumerate(landmap.locations(players)):
        for colour in bag[i * counts["per_location"]:(i + 1) * counts["per_location"]]:
            cubes[loc][colour] += 1
    return {"cubes": cubes, "houses": {}, "forbidden": list(landmap.forbidden(players))}


def objectives(rng: Rng) -> list:
    """Orange-ribbon objectives at random on the first spots, the others' random picks below (row 9)."""
    c = content()
    orange = rng.shuffle(list(c.orange_objectives))[:c.orange_spots]
    others = [o for o in c.objective_ids if o not in c.orange_objectives]
    return orange + rng.shuffle(others)[:c.objective_spots - c.orange_spots]


def city(rng: Rng, players: int) -> dict:
    """The gem bag by player count and Angel City filled per Region up to the cap (row 10)."""
    c = content()
    gems = c.gems_for(players)
    state_city = {"regions": {r: zero_colours() for r in c.regions}, "cap": gems["per_region"],
                  "bag": {colour: gems["per_colour"] for colour in c.gem_colours}, "revealed": False}
    refill_city(state_city, rng)
    return state_city
