"""Marshmallow schemas for every request and response body: they define the API contract.

Request and query schemas validate input (unknown body fields are rejected, bounds keep junk away
from the service and the database). Response schemas document what the service returns; the routes
serialise the service's dicts directly with orjson for speed, and the tests check every response
against these schemas. The OpenAPI document (services/api/openapi.py) is generated from them.

They live by concern: services/api/schemas_requests.py (requests, query strings), schemas_games.py (the game
routes' responses), schemas_rules.py (the catalog) and schemas_limits.py (bounds and value sets). This module keeps
every name importable from services.api.schemas, and holds the probes' bodies and the instances the routes reuse.
"""
from __future__ import annotations

from marshmallow import Schema, fields

# Re-exported: the routes, the OpenAPI document, schemas_apps/schemas_play and the tests import them from here.
from services.api.schemas_games import (  # noqa: F401
    AbortRuleSchema, ClockSchema, ErrorDetailSchema, ErrorSchema, EventLogSchema, EventSchema, FairnessSchema,
    GameCreatedSchema, GameListSchema, GameStateSchema, GameSummarySchema, LegalActionsSchema, MoveStatusSchema,
    PromptSchema, ResultSchema, SeatClockSchema, SeatCreatedSchema, SeatSummarySchema, SeatTokenSchema,
    StreamTicketSchema, UndoReachSchema)
from services.api.schemas_limits import (  # noqa: F401
    DEFAULT_LOG_LIMIT, GAME_STATUSES, MAX_INT, MAX_LIST_LIMIT, MAX_LOG_LIMIT, MAX_NAME, MAX_SEATS,
    MAX_STREAM_SECONDS, MOVE_STATUSES, NO_CONTROLS, OPTION_TYPES, PLAYER_ID_PATTERN, RESULT_MODES, SEAT_KINDS,
    SEAT_REQUEST_KINDS)
from services.api.schemas_requests import (  # noqa: F401
    CreateGameRequestSchema, EventsQuerySchema, ListGamesQuerySchema, LogQuerySchema, MoveRequestSchema,
    SeatRequestSchema, WaitQuerySchema)
from services.api.schemas_rules import (  # noqa: F401
    BotSchema, ComponentSchema, GameCatalogSchema, GameRulesSchema, GlossarySchema, OptionSchema, RulesCatalogSchema)


class HealthSchema(Schema):
    status = fields.String(required=True, metadata={"example": "ok"})


class ReadySchema(Schema):
    status = fields.String(required=True, metadata={"example": "ready"})
    checks = fields.Dict(keys=fields.String(), values=fields.Boolean(), required=True)
    degraded = fields.List(fields.String(), metadata={"description": "dependencies down that only degrade service "
                                                                     "(notifications, queue: Redis)"})


# Instantiated once at import (they hold no connections); the routes reuse them.
create_game_request = CreateGameRequestSchema()
move_request = MoveRequestSchema()
list_games_query = ListGamesQuerySchema()
log_query = LogQuerySchema()
wait_query = WaitQuerySchema()
events_query = EventsQuerySchema()
