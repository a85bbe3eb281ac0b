"""Ports: the small interfaces the service needs from the outside world."""
from __future__ import annotations

from abc import ABC, abstractmethod


class Queue(ABC):
    """Wakes a worker to process a game. Best effort: commands are already durable in the database."""

    @abstractmethod
    def bind(self, handler, sweeper) -> None:
        """Attach the handler (game id -> None) and sweeper; in-process queues start here."""

    @abstractmethod
    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        """Ask for `game_id` to be processed, now or after `countdown` seconds."""

    #: whether the queue has a lane of its own for slow bots' turns (issue 31 §3): without one the worker thinks
    #: where it is woken
    bots_lane = False
    #: where the bots lane thinks a slow bot's decision: a callable (game name, state, seat, seed, bot) -> action,
    #: or None to think in the thread that plays the turn
    thinker = None

    def enqueue_bots(self, game_id: str) -> None:
        """Ask for `game_id`'s slow bot turn to be played on the bots lane (`process_game(lane="bots")`)."""
        raise NotImplementedError("this queue has no bots lane")

    @abstractmethod
    def ready(self) -> bool:
        """True when the queue can accept work."""

    @abstractmethod
    def close(self) -> None:
        """Stop background work."""


class Notifier(ABC):
    """Publishes "game G reached sequence N" and lets readers wait for it (one subscription per process)."""

    hub = None

    @abstractmethod
    def publish(self, game_id: str, seq: int) -> None:
        """Announce, after commit, that the game reached `seq`."""

    @abstractmethod
    def start(self) -> None:
        """Make sure this process is subscribed."""

    @abstractmethod
    def wait(self, game_id: str, known_seq: int | None, timeout: float) -> int | None:
        """Block until the game passes `known_seq` (or timeout); return the latest seq heard of."""

    @abstractmethod
    def ready(self) -> bool:
        """True when notifications can be published."""

    @abstractmethod
    def close(self) -> None:
        """Stop listening."""


class RecordingQueue(Queue):
    """In-memory fake: records wake-ups so a test can run the worker side step by step."""

    def __init__(self):
        self.enqueued: list[tuple[str, float | None]] = []
        self.handler = None

    def bind(self, handler, sweeper) -> None:
        self.handler = handler

    def enqueue(self, game_id: str, countdown: float | None = None) -> None:
        self.enqueued.append((game_id, countdown))

    def drain(self) -> int:
        """Process every recorded wake-up (and those they cause); returns how many ran."""
        ran = 0
        while self.enqueued:
            game_id, _ = self.enqueued.pop(0)
            self.handler(game_id)
            ran += 1
        return ran

    def ready(self) -> bool:
        return True

    def close(self) -> None:
        self.enqueued.clear()


class DuplicateRecord(Exception):
    """The store refused a row that would repeat a unique key (an Idempotency-Key used twice)."""
