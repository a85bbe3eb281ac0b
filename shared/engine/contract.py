"""The contract every game implements: setup, active seats, legal actions, apply, view, result."""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

import orjson

from shared.engine.errors import IllegalAction, InvalidOptions, NotYourTurn

SEAT_KINDS = ("human", "bot", "automa")


@dataclass(frozen=True)
class SeatSpec:
    """A seat as created: its number, display name and who plays it."""

    seat: int
    name: str
    kind: str = "human"


@dataclass
class Transition:
    """What `apply` returns: the new state and the events it produced."""

    state: dict
    events: list = field(default_factory=list)


def strip_label(action: dict) -> dict:
    """The action without its human-readable label, which never takes part in matching."""
    return {k: v for k, v in action.items() if k != "label"}


def find_action(legal: list[dict], action: dict) -> dict | None:
    """The legal entry equal to `action` (labels ignored), or None."""
    wanted = strip_label(action)
    for candidate in legal:
        if strip_label(candidate) == wanted:
            return candidate
    return None


class Game(ABC):
    """A rules module. States are JSON-native dicts; every method is pure and deterministic.

    Games implement `apply_in_place`, which may mutate the state it is given; `apply` is the
    pure entry point that copies first and validates against `legal_actions`.
    """

    name: str = ""
    title: str = ""
    min_seats: int = 1
    max_seats: int = 4
    option_defaults: dict = {}

    # -- to implement -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, seed: int, options: dict, seats: list[SeatSpec]) -> dict:
        """The initial state; options are already validated by `validate_options`."""

    @abstractmethod
    def active_seats(self, state: dict) -> list[int]:
        """Seats that may act now: one, several for simultaneous choices, none when the game is over."""

    @abstractmethod
    def legal_actions(self, state: dict, seat: int) -> list[dict]:
        """The complete finite list of actions `seat` may take now (empty if none); each has a `label`."""

    @abstractmethod
    def apply_in_place(self, state: dict, seat: int, action: dict) -> list[dict]:
        """Apply an already-validated action to `state` (mutating it) and return the events."""

    @abstractmethod
    def view(self, state: dict, seat: int | None) -> dict:
        """What `seat` (None: a spectator) may see; no hidden information, no generator state."""

    @abstractmethod
    def result(self, state: dict) -> dict | None:
        """None while the game runs; then scores, ranking and win/loss per seat."""

    # -- optional hooks -----------------------------------------------------------------------
    def validate_options(self, options: dict | None, seats: list[SeatSpec]) -> dict:
        """Options with defaults filled in; InvalidOptions for unknown keys, bad values or seats."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.option_defaults))
        if unknown:
            raise InvalidOptions(f"unknown option(s) for {self.name}: {', '.join(unknown)}", options=unknown)
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise InvalidOptions(f"{self.name} takes {self.min_seats}-{self.max_seats} seats, not {len(seats)}")
        for spec in seats:
            if spec.kind not in SEAT_KINDS:
                raise InvalidOptions(f"seat {spec.seat}: kind must be one of {', '.join(SEAT_KINDS)}")
        return {**self.option_defaults, **options}

    def automa_action(self, state: dict, seat: int) -> dict:
        """The action the rules choose for an automa seat that is active now."""
        raise IllegalAction(f"{self.name} has no automa")

    def hidden_from(self, state: dict, viewer: int | None) -> set[str]:
        """Strings (card ids, secret choices) that must not appear in what `viewer` sees; for leak tests."""
        return set()

    def sample_configs(self) -> list[tuple[dict, list[SeatSpec]]]:
        """(options, seats) pairs the conformance kit plays: every seat count and mode the game supports."""
        return []

    def is_over(self, state: dict) -> bool:
        """True once the game has ended."""
        return self.result(state) is not None

    def clone(self, state: dict) -> dict:
        """A deep copy of a JSON-native state."""
        return orjson.loads(orjson.dumps(state))

    # -- the validated, pure entry points -------------------------------------------------------
    def new_game(self, seed: int, options: dict | None, seats: list[SeatSpec]) -> dict:
        """Validate options and seats, then set up."""
        return self.setup(seed, self.validate_options(options, seats), seats)

    def check(self, state: dict, seat: int, action: dict) -> dict:
        """The matching legal action, or NotYourTurn / IllegalAction with a reason."""
        if seat not in self.active_seats(state):
            raise NotYourTurn(f"seat {seat} has no decision to make now", active_seats=self.active_seats(state))
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise IllegalAction("an action is an object with a string 'type'")
        legal = self.legal_actions(state, seat)
        match = find_action(legal, action)
        if match is None:
            raise IllegalAction(self.explain_illegal(state, seat, action, legal))
        return match

    def explain_illegal(self, state: dict, seat: int, action: dict, legal: list[dict]) -> str:
        """Why `action` is not legal; games override this to name the rule."""
        kinds = sorted({a["type"] for a in legal})
        if action.get("type") not in kinds:
            return f"'{action.get('type')}' is not possible now; possible: {', '.join(kinds)}"
        return f"this '{action['type']}' is not among the legal choices now"

    def apply(self, state: dict, seat: int, action: dict) -> Transition:
        """Validate `action` for `seat`, then return the new state and events; `state` is untouched."""
        match = self.check(state, seat, action)
        new = self.clone(state)
        return Transition(new, self.apply_in_place(new, seat, strip_label(match)))
