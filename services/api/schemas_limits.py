"""The bounds and the closed value sets of the API contract, shared by the schemas (services/api/schemas*.py)."""
from __future__ import annotations

MAX_INT = 2**63 - 1  # what a database BIGINT holds
SEAT_KINDS = ("human", "bot", "automa")
RESULT_MODES = ("competitive", "team", "solo", "coop")
OPTION_TYPES = ("enum", "bool", "int", "str", "seat")
MAX_NAME = 40  # a role or bot name: the width of seats.role and seats.bot
# stalled: the server failed on it; it waits for an operator. waiting: open seats wait for players to join;
# cancelled: its creator cancelled it while it waited (issue 19 §2)
GAME_STATUSES = ("active", "finished", "stalled", "waiting", "cancelled", "aborted")  # aborted: by its seats
#: a seat request's kinds: "open" is a human seat filled later by invitation (POST /v1/games/{id}/join)
SEAT_REQUEST_KINDS = (*SEAT_KINDS, "open")
#: a player id as an app names it (shared.service.apps.PLAYER_ID)
PLAYER_ID_PATTERN = "^[A-Za-z0-9._:@-]{1,128}$"
MOVE_STATUSES = ("pending", "applied", "rejected", "undone")  # undone: taken back (POST .../undo)
MAX_SEATS = 16
MAX_LOG_LIMIT = 1000
DEFAULT_LOG_LIMIT = 500
MAX_LIST_LIMIT = 200
MAX_STREAM_SECONDS = 24 * 3600
#: what the strings of a request may not hold (services/api/inputs.py): control characters, NUL above all
NO_CONTROLS = "^[^\u0000-\u001f\u007f-\u009f]*$"
