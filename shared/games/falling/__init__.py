"""Falling (2-4 players): registers the rules engine."""
from shared.engine.registry import register_game
from shared.games.falling.game import FallingGame

register_game(FallingGame())
