"""The supplies every phase draws from, below setup and the phases: the Action tile and Monster draws, the gem bag
and the Angel City's refill, the starting-tech side (rows 4, 7, 8, 10, 42-44). Setup, the Reset, mining, the techs
and the co-op's setup all use them, so they live here rather than in setup.py, which starts the round flow.
"""
from __future__ import annotations

from shared.engine.rng import Rng
from shared.games.fallen_angel.content import content


def tech_side(state: dict) -> str:
    """The starting-tech side every player uses, fixed for the game (row 4; option `starting_techs`)."""
    return state["options"].get("starting_techs", content().tech_sides[0])


def zero_colours() -> dict:
    """{colour: 0} over the four player colours and black."""
    return {colour: 0 for colour in content().gem_colours}


def pair_action_tiles(state: dict, rng: Rng) -> None:
    """Pair the Action tiles with the Puzzle Pieces at random onto the action squares (rows 7, 42)."""
    c = content()
    tiles = rng.shuffle(list(c.action_tile_ids))
    pieces = rng.shuffle(list(c.piece_ids))
    for sec, tile, piece in zip(c.action_sections, tiles, pieces):
        state["sections"][sec]["tile"] = {"kind": "action", "id": tile, "piece": piece}


def draw_monsters(state: dict, rng: Rng) -> None:
    """Draw a Monster tile from the bag onto each circle and roll its Monster Dice (rows 8, 43)."""
    c = content()
    players = len(state["players"])
    for sec in c.monster_sections:
        tile = state["monster_bag"].pop()
        dice = c.monster_dice(tile, players)
        state["sections"][sec].update(tile={"kind": "monster", "id": tile},
                                      monster_dice=[rng.choice(c.die_faces) for _ in range(dice)])


def refill_city(state_city: dict, rng: Rng) -> None:
    """Fill each Region in refill order up to the cap, skipping full ones, until the bag is empty (rows 10, 44)."""
    for region in content().refill_order:
        gems = state_city["regions"][region]
        while sum(gems.values()) < state_city["cap"] and any(state_city["bag"].values()):
            gems[draw_gem(state_city["bag"], rng)] += 1


def draw_gem(bag: dict, rng: Rng) -> str:
    """Take one gem at random out of the bag {colour: n} and return its colour (row 10)."""
    k = rng.below(sum(bag.values()))
    for colour, n in bag.items():
        if k < n:
            bag[colour] -= 1
            return colour
        k -= n
    raise ValueError("draw_gem: the bag is empty")
