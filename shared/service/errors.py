"""Service errors. Each has a stable code; services/api/errors.py maps codes to HTTP statuses in one place."""
from shared.engine.errors import EngineError, IllegalAction, InvalidOptions, NotYourTurn, UnknownGame


class ServiceError(EngineError):
    """Base of the errors the application layer raises itself."""

    code = "service_error"


class BadRequest(ServiceError):
    """Malformed request."""

    code = "bad_request"


class NotFound(ServiceError):
    """No such game or move."""

    code = "not_found"


class Unauthorized(ServiceError):
    """Missing or bad seat token."""

    code = "unauthorized"


class StaleVersion(ServiceError):
    """expected_version is not the current version (details carry current_version)."""

    code = "stale_version"


class IdempotencyConflict(ServiceError):
    """The same Idempotency-Key was used with a different body."""

    code = "idempotency_conflict"


class Unavailable(ServiceError):
    """The database could not be reached or refused the connection; the request changed nothing: retry."""

    code = "service_unavailable"


class GameStalled(ServiceError):
    """The game is stalled: the server failed to process it and an operator must retry it (`seraph games retry`)."""

    code = "game_stalled"


class Conflict(ServiceError):
    """The request does not fit the resource's state (e.g. retrying a game that is not stalled)."""

    code = "conflict"


class FixedSeedNotAllowed(ServiceError):
    """A caller chose a game's seed where only the server may draw it (SERAPH_ALLOW_FIXED_SEED)."""

    code = "fixed_seed_not_allowed"


class Forbidden(ServiceError):
    """The caller is known but may not do this (e.g. cancel a game it did not create)."""

    code = "forbidden"


class GameWaiting(ServiceError):
    """The game waits for players to join its open seats (issue 19 §2): it takes no moves yet."""

    code = "game_waiting"


class GameCancelled(ServiceError):
    """The game was cancelled by its creator while it waited for players: it takes no moves and no joins."""

    code = "game_cancelled"


class UnknownInvitation(ServiceError):
    """No open seat of this game has that invitation code."""

    code = "unknown_invitation"


class InvitationUsed(ServiceError):
    """The invitation code was used already: its seat is filled (a code fills one seat, once)."""

    code = "invitation_used"


class AlreadySeated(ServiceError):
    """The app's player already holds a seat of this game."""

    code = "already_seated"


class StepFailed(Exception):
    """Not an answer to a client: a worker step failed, the attempt was counted (and logged in one line), and the
    work stays pending. Queues retry it later: Celery with its own backoff (workers/tasks.py), the embedded queue
    after `retry_in` seconds. At the last attempt the service settles the work itself (a rejected move or a
    stalled game) and raises nothing."""

    def __init__(self, game_id: str, attempt: int, retry_in: float, cause: BaseException):
        super().__init__(f"game {game_id}: attempt {attempt} failed ({type(cause).__name__}: {cause}); "
                         f"retry in {retry_in:g} s")
        self.game_id, self.attempt, self.retry_in, self.cause = game_id, attempt, retry_in, cause


__all__ = [
    "ServiceError", "BadRequest", "NotFound", "Unauthorized", "StaleVersion", "IdempotencyConflict", "Unavailable",
    "GameStalled", "Conflict", "FixedSeedNotAllowed", "StepFailed", "Forbidden", "GameWaiting", "GameCancelled",
    "UnknownInvitation", "InvitationUsed", "AlreadySeated",
    "EngineError", "IllegalAction", "InvalidOptions", "NotYourTurn", "UnknownGame",
]
