"""Fixture builders for the Shadow co-op tests (rows 55-66): a co-op game of n players plus the Shadow."""
from __future__ import annotations

from shared.engine import SeatSpec
from tests.games.fallen_angel.helpers import GAME, run_until, at_main_turn


def coop_seats(players: int) -> list[SeatSpec]:
    """`players` human seats, then the Shadow's automa seat."""
    return [SeatSpec(i, f"P{i}", "human") for i in range(players)] + [SeatSpec(players, "Shadow", "automa")]


def coop_state(players: int = 2, seed: int = 1, **options) -> dict:
    """A fresh co-op game (at the starting-hand pick)."""
    return GAME.new_game(seed, options, coop_seats(players))


def coop_main(players: int = 2, seed: int = 1, **options) -> dict:
    """A co-op game at its first main-phase turn."""
    return run_until(coop_state(players, seed, **options), at_main_turn)
