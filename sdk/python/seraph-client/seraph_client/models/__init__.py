"""Contains all the data models used in inputs/outputs"""

from .abort_rule import AbortRule
from .attempt import Attempt
from .bot import Bot
from .cancelled import Cancelled
from .cancelled_status import CancelledStatus
from .chat_list import ChatList
from .chat_message import ChatMessage
from .chat_request import ChatRequest
from .clock import Clock
from .clock_on_timeout import ClockOnTimeout
from .component import Component
from .create_game_request import CreateGameRequest
from .create_game_request_options_type_0 import CreateGameRequestOptionsType0
from .delivery import Delivery
from .delivery_event import DeliveryEvent
from .delivery_log import DeliveryLog
from .delivery_status import DeliveryStatus
from .ending import Ending
from .ending_result_type_1_type_0 import EndingResultType1Type0
from .ending_seats_out import EndingSeatsOut
from .ending_status import EndingStatus
from .error import Error
from .error_detail import ErrorDetail
from .error_detail_details import ErrorDetailDetails
from .event import Event
from .event_log import EventLog
from .event_stream_response_200 import EventStreamResponse200
from .fairness import Fairness
from .game_catalog import GameCatalog
from .game_catalog_modes_item import GameCatalogModesItem
from .game_catalog_options import GameCatalogOptions
from .game_created import GameCreated
from .game_created_status import GameCreatedStatus
from .game_list import GameList
from .game_rules import GameRules
from .game_rules_modes_item import GameRulesModesItem
from .game_rules_options import GameRulesOptions
from .game_schemas_response_200 import GameSchemasResponse200
from .game_schemas_response_200_action import GameSchemasResponse200Action
from .game_schemas_response_200_event import GameSchemasResponse200Event
from .game_schemas_response_200_result import GameSchemasResponse200Result
from .game_schemas_response_200_view import GameSchemasResponse200View
from .game_state import GameState
from .game_state_abort_type_1_type_0 import GameStateAbortType1Type0
from .game_state_actions_item import GameStateActionsItem
from .game_state_fairness_type_1_type_0 import GameStateFairnessType1Type0
from .game_state_prompt_type_1_type_0 import GameStatePromptType1Type0
from .game_state_result_type_1_type_0 import GameStateResultType1Type0
from .game_state_status import GameStateStatus
from .game_state_undo_type_1_type_0 import GameStateUndoType1Type0
from .game_state_view import GameStateView
from .game_summary import GameSummary
from .game_summary_status import GameSummaryStatus
from .glossary import Glossary
from .glossary_terms import GlossaryTerms
from .glossary_view import GlossaryView
from .health import Health
from .inbox import Inbox
from .inbox_entry import InboxEntry
from .inbox_entry_status import InboxEntryStatus
from .join_request import JoinRequest
from .joined import Joined
from .joined_status import JoinedStatus
from .legal_actions import LegalActions
from .legal_actions_actions_item import LegalActionsActionsItem
from .list_games_status import ListGamesStatus
from .move_request import MoveRequest
from .move_request_action import MoveRequestAction
from .move_status import MoveStatus
from .move_status_error_type_1_type_0 import MoveStatusErrorType1Type0
from .move_status_status import MoveStatusStatus
from .openapi_response_200 import OpenapiResponse200
from .option import Option
from .option_modes_item import OptionModesItem
from .option_type import OptionType
from .player_games_turn import PlayerGamesTurn
from .prompt import Prompt
from .ready import Ready
from .ready_checks import ReadyChecks
from .register_webhook import RegisterWebhook
from .rematch import Rematch
from .rematch_status import RematchStatus
from .result import Result
from .result_details import ResultDetails
from .result_mode import ResultMode
from .result_reason import ResultReason
from .result_scores import ResultScores
from .rules_catalog import RulesCatalog
from .seat_clock import SeatClock
from .seat_created import SeatCreated
from .seat_created_kind import SeatCreatedKind
from .seat_request import SeatRequest
from .seat_request_kind import SeatRequestKind
from .seat_summary import SeatSummary
from .seat_summary_kind import SeatSummaryKind
from .seat_token import SeatToken
from .stream_ticket import StreamTicket
from .undo_reach import UndoReach
from .undo_request import UndoRequest
from .undone import Undone
from .vacation_request import VacationRequest
from .webhook import Webhook
from .webhook_events_item import WebhookEventsItem
from .webhook_list import WebhookList

__all__ = (
    "AbortRule",
    "Attempt",
    "Bot",
    "Cancelled",
    "CancelledStatus",
    "ChatList",
    "ChatMessage",
    "ChatRequest",
    "Clock",
    "ClockOnTimeout",
    "Component",
    "CreateGameRequest",
    "CreateGameRequestOptionsType0",
    "Delivery",
    "DeliveryEvent",
    "DeliveryLog",
    "DeliveryStatus",
    "Ending",
    "EndingResultType1Type0",
    "EndingSeatsOut",
    "EndingStatus",
    "Error",
    "ErrorDetail",
    "ErrorDetailDetails",
    "Event",
    "EventLog",
    "EventStreamResponse200",
    "Fairness",
    "GameCatalog",
    "GameCatalogModesItem",
    "GameCatalogOptions",
    "GameCreated",
    "GameCreatedStatus",
    "GameList",
    "GameRules",
    "GameRulesModesItem",
    "GameRulesOptions",
    "GameSchemasResponse200",
    "GameSchemasResponse200Action",
    "GameSchemasResponse200Event",
    "GameSchemasResponse200Result",
    "GameSchemasResponse200View",
    "GameState",
    "GameStateAbortType1Type0",
    "GameStateActionsItem",
    "GameStateFairnessType1Type0",
    "GameStatePromptType1Type0",
    "GameStateResultType1Type0",
    "GameStateStatus",
    "GameStateUndoType1Type0",
    "GameStateView",
    "GameSummary",
    "GameSummaryStatus",
    "Glossary",
    "GlossaryTerms",
    "GlossaryView",
    "Health",
    "Inbox",
    "InboxEntry",
    "InboxEntryStatus",
    "Joined",
    "JoinedStatus",
    "JoinRequest",
    "LegalActions",
    "LegalActionsActionsItem",
    "ListGamesStatus",
    "MoveRequest",
    "MoveRequestAction",
    "MoveStatus",
    "MoveStatusErrorType1Type0",
    "MoveStatusStatus",
    "OpenapiResponse200",
    "Option",
    "OptionModesItem",
    "OptionType",
    "PlayerGamesTurn",
    "Prompt",
    "Ready",
    "ReadyChecks",
    "RegisterWebhook",
    "Rematch",
    "RematchStatus",
    "Result",
    "ResultDetails",
    "ResultMode",
    "ResultReason",
    "ResultScores",
    "RulesCatalog",
    "SeatClock",
    "SeatCreated",
    "SeatCreatedKind",
    "SeatRequest",
    "SeatRequestKind",
    "SeatSummary",
    "SeatSummaryKind",
    "SeatToken",
    "StreamTicket",
    "Undone",
    "UndoReach",
    "UndoRequest",
    "VacationRequest",
    "Webhook",
    "WebhookEventsItem",
    "WebhookList",
)
