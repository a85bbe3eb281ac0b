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


__all__ = [
    "ServiceError", "BadRequest", "NotFound", "Unauthorized", "StaleVersion", "IdempotencyConflict", "Unavailable",
    "EngineError", "IllegalAction", "InvalidOptions", "NotYourTurn", "UnknownGame",
]
