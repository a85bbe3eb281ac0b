"""The statuses a game row takes, and which of them mean over, idle or changed by a service event."""
from __future__ import annotations

GAME_STATUSES = ("active", "finished", "stalled", "waiting", "cancelled", "aborted")
#: statuses of a game over, with its stored result (shared/service/endings.py: aborted by its seats)
OVER_STATUSES = ("finished", "aborted")
#: events the service writes (shared.service.commands, .invitations) that change a game's status without a new
#: snapshot
STATUS_EVENTS = {"game_stalled": "stalled", "game_resumed": "active", "game_started": "active",
                 "game_cancelled": "cancelled"}
#: statuses in which a game takes no move, whatever its snapshot says (issue 19 §2: waiting for players)
IDLE_STATUSES = ("stalled", "waiting", "cancelled")
