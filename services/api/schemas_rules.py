"""The response bodies of GET /v1/rules and GET /v1/rules/{game}: the games' catalog, their options and glossary."""
from __future__ import annotations

from marshmallow import Schema, fields, validate

from services.api.schemas_limits import OPTION_TYPES, RESULT_MODES


class OptionSchema(Schema):
    """One game option as the catalog lists it (shared.engine.catalog.Option)."""

    type = fields.String(required=True, validate=validate.OneOf(OPTION_TYPES), metadata={
        "description": "enum (one of `choices`), bool, int (from `minimum` to `maximum`), str, or seat: one of "
                       "`choices` (\"random\") or a seat number from `minimum` (1) to `maximum`, counted from one"})
    default = fields.Raw(required=True, allow_none=True)
    text = fields.String(required=True)
    choices = fields.List(fields.Raw(), metadata={"description": "the values allowed (enum options)"})
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)
    modes = fields.List(fields.String(validate=validate.OneOf(RESULT_MODES)),
                        metadata={"description": "the option applies in these modes only (absent: every mode)"})


class DecisionSecondsSchema(Schema):
    median = fields.Float(required=True)
    p99 = fields.Float(required=True)


class GameBotSchema(Schema):
    """A bot as a game's catalog lists it, strongest first, with what it measured in this game (`make arena`)."""

    name = fields.String(required=True, metadata={"example": "search", "description": "a bot seat's `bot`"})
    text = fields.String(required=True)
    elo = fields.Integer(required=True, allow_none=True, metadata={
        "description": "its rating in this game from the arena's head-to-head games, random at 0 (null: not "
                       "measured)"})
    games = fields.Integer(required=True, allow_none=True, metadata={"description": "arena games behind `elo`"})
    decision_seconds = fields.Nested(DecisionSecondsSchema, required=True, allow_none=True, metadata={
        "description": "seconds a decision took in the arena on the reference machine (2 cores)"})


class GameCatalogSchema(Schema):
    """A game as GET /v1/rules lists it (Game.catalog)."""

    game = fields.String(required=True, metadata={"example": "falling"})
    title = fields.String(required=True)
    min_seats = fields.Integer(required=True)
    max_seats = fields.Integer(required=True)
    roles = fields.List(fields.String(), required=True,
                        metadata={"description": "roles a seat may take (a seat's `role`); empty: none"})
    modes = fields.List(fields.String(validate=validate.OneOf(RESULT_MODES)), required=True)
    automa = fields.String(required=True, allow_none=True,
                           metadata={"description": "the name of the game's automa seat (kind automa); null: none"})
    options = fields.Dict(keys=fields.String(), values=fields.Nested(OptionSchema), required=True)
    bots = fields.List(fields.Nested(GameBotSchema), required=True, metadata={
        "description": "the bots a bot seat may name, strongest first in this game"})


class BotSchema(Schema):
    name = fields.String(required=True, metadata={"example": "greedy", "description": "a bot seat's `bot`"})
    text = fields.String(required=True)


class RulesCatalogSchema(Schema):
    games = fields.List(fields.Nested(GameCatalogSchema), required=True)
    bots = fields.List(fields.Nested(BotSchema), required=True)


class ComponentSchema(Schema):
    id = fields.String(required=True)
    kind = fields.String(required=True)
    name = fields.String(required=True)
    text = fields.String(required=True)


class GlossarySchema(Schema):
    """What the ids, abbreviations and view fields of a game mean (Game.glossary)."""

    components = fields.List(fields.Nested(ComponentSchema), required=True)
    terms = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                        metadata={"description": "abbreviation -> meaning"})
    view = fields.Dict(keys=fields.String(), values=fields.String(), required=True,
                       metadata={"description": "field of the view -> meaning"})


class GameRulesSchema(GameCatalogSchema):
    """GET /v1/rules/{game}: the catalog entry, the glossary and the words' templates (issue 30)."""

    glossary = fields.Nested(GlossarySchema, required=True)
    templates = fields.Dict(keys=fields.String(), values=fields.String(), required=True, metadata={
        "description": "template id -> English template (ICU MessageFormat; docs/API.md \"Words\") of the game's "
                       "labels, prompts and log lines, with the `list.*` templates that join lists",
        "example": {"list.two": "{first} and {second}"}})
    server_templates = fields.Dict(keys=fields.String(), values=fields.String(), required=True, metadata={
        "description": "template id -> English template of the server's own events (created, joined, timed out, "
                       "undone, chat, ended), ids starting with `server.`",
        "example": {"server.player_joined": "{player} joined the game."}})
