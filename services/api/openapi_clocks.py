"""The OpenAPI paths of the clock routes (services/api/routes_clocks.py), added by services/api/openapi.py."""
from __future__ import annotations

from services.api.routes_clocks import VacationRequestSchema
from services.api.schemas import SeatClockSchema

_GAME_ID = {"in": "path", "name": "game_id", "required": True, "schema": {"type": "string"},
            "description": "game id"}


def _errors(*statuses: int) -> dict:
    return {str(code): {"$ref": f"#/components/responses/Error{code}"} for code in statuses}


def _post(operation_id: str, summary: str, statuses: tuple, body=None, method: str = "post") -> dict:
    op = {"tags": ["clocks"], "operationId": operation_id, "summary": summary, "parameters": [_GAME_ID],
          "security": [{"bearerAuth": []}],
          "responses": {"200": {"description": "the seat's clock", "content": {
              "application/json": {"schema": SeatClockSchema}}}, **_errors(*statuses, 503)}}
    if body is not None:
        op["requestBody"] = {"required": True, "content": {"application/json": {"schema": body}}}
    return {method: op}


def clock_paths() -> dict:
    return {
        "/v1/games/{game_id}/vacation": _post(
            "takeVacation", "The bearer's seat takes `days` of its vacation (the clock option `vacation_days`): its "
                            "clock pauses that long, from now or from the end of a vacation already running; a "
                            "running turn's deadline moves by as much. 409 for a game without a clock",
            (400, 401, 403, 404, 409, 413), body=VacationRequestSchema) | _post(
            "endVacation", "The bearer's seat ends its running vacation now (a `vacation_ended` event with "
                           "`days_returned`): its clock runs again from now with the time it had left, and the whole "
                           "days of the vacation not begun go back to its allowance (the day under way is used). "
                           "409 for a seat not on vacation, a game without a clock or over",
            (401, 403, 404, 409), method="delete"),
        "/v1/games/{game_id}/reclaim": _post(
            "reclaimSeat", "Take the bearer's seat back from the bot that plays it since it timed out "
                           "(`on_timeout: bot`); any move of the seat does the same. Its turn, if any, runs afresh. A seat "
                           "no bot plays is answered as it is (nothing changes). 409 for a game without a clock or "
                           "over", (401, 403, 404, 409)),
    }


def add_clocks(spec) -> None:
    for path, operations in clock_paths().items():
        spec.path(path=path, operations=operations)
