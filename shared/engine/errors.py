"""Engine errors; the service maps each one to an HTTP status in one place."""


class EngineError(Exception):
    """Base class: a request the rules refuse, with a machine code and a human reason."""

    code = "engine_error"

    def __init__(self, reason: str, **details):
        super().__init__(reason)
        self.reason = reason
        self.details = details


class UnknownGame(EngineError):
    """No game is registered under that name."""

    code = "unknown_game"


class InvalidOptions(EngineError):
    """Options or seats that the game cannot be set up with."""

    code = "invalid_options"


class NotYourTurn(EngineError):
    """The seat has no decision to make now."""

    code = "not_your_turn"


class IllegalAction(EngineError):
    """The action is not in the seat's legal list; `reason` says which rule refuses it."""

    code = "illegal_action"
