"""Game-agnostic engine contract: pure, no web, queue or database imports."""
from shared.engine.catalog import Option
from shared.engine.contract import Game, SeatSpec, Transition
from shared.engine.errors import EngineError, IllegalAction, InvalidOptions, NotYourTurn, UnknownGame
from shared.engine.events import event, private_event, redact_event
from shared.engine.registry import all_games, get_game, register_game
from shared.engine.result import game_ended, make_result
from shared.engine.rng import Rng

__all__ = [
    "Game", "SeatSpec", "Transition", "EngineError", "IllegalAction", "InvalidOptions", "NotYourTurn",
    "UnknownGame", "Option", "game_ended", "make_result", "event", "private_event", "redact_event", "all_games", "get_game", "register_game", "Rng",
]
