"""The contract every game implements: setup, active seats, legal actions, apply, view, result.

Hooks in one line each are listed in docs/ARCHITECTURE.md ("The game contract"). Result, catalog and
decision helpers live in shared.engine.result, shared.engine.catalog and shared.engine.decisions.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field, replace

import orjson

from shared.engine.bots import fill_bots
from shared.engine.catalog import Option, option_catalog
from shared.engine.errors import IllegalAction, InvalidOptions, NotYourTurn
from shared.engine.legal import find_action, strip_label
from shared.engine.words import TemplateError, full_catalog, render

SEAT_KINDS = ("human", "bot", "automa")
#: action types `default_action` prefers, in order, when a seat must be decided for
DEFAULT_ACTION_TYPES = ("pass", "decline")


@dataclass(frozen=True)
class SeatSpec:
    """A seat as created: its number, display name, who plays it, its role (a colour or side) and its bot."""

    seat: int
    name: str
    kind: str = "human"
    role: str | None = None
    bot: str | None = None

    def public(self) -> dict:
        """The seat as create, read and list echo it (no token)."""
        out = {"seat": self.seat, "name": self.name, "kind": self.kind, "role": self.role}
        if self.kind == "bot":
            out["bot"] = self.bot
        return out


@dataclass
class Transition:
    """What `apply` returns: the new state and the events it produced."""

    state: dict
    events: list = field(default_factory=list)


class Game(ABC):
    """A rules module. States are JSON-native dicts; every method is pure and deterministic.

    Games implement `apply_in_place`, which may mutate the state it is given; `apply` is the
    pure entry point that copies first and validates against `legal_actions`.
    """

    name: str = ""
    title: str = ""
    min_seats: int = 1
    max_seats: int = 4
    #: roles a seat may take (colours, sides); empty when the game has none
    roles: tuple = ()
    #: result modes the game can end in: competitive, team, solo, coop
    modes: tuple = ("competitive",)
    #: the display name of the game's automa seat (None: no automa); an automa may never decide anything
    automa_name: str | None = None
    #: option name -> Option (type, choices, default, text); option_defaults is derived from it
    options: dict = {}
    #: the bound the conformance kit holds every state's JSON size to
    max_state_bytes: int = 256_000
    #: keys of the state that hold generator states (a change means randomness was drawn)
    rng_keys: tuple = ("rng",)
    #: the option `seraph calibrate` sweeps (e.g. difficulty); None: the game's defaults only
    calibration_axis: str | None = None

    @property
    def option_defaults(self) -> dict:
        return {k: opt.default for k, opt in self.options.items()}

    # -- to implement -------------------------------------------------------------------------
    @abstractmethod
    def setup(self, seed: int, options: dict, seats: list[SeatSpec]) -> dict:
        """The initial state; options and seats are already validated by `prepare`."""

    @abstractmethod
    def active_seats(self, state: dict) -> list[int]:
        """Seats that may act now: one, several for simultaneous choices, none when the game is over."""

    @abstractmethod
    def legal_actions(self, state: dict, seat: int) -> list[dict]:
        """The complete finite list (at most 500) of actions `seat` may take now; each has a `label`."""

    @abstractmethod
    def apply_in_place(self, state: dict, seat: int, action: dict) -> list[dict]:
        """Apply an already-validated action to `state` (mutating it) and return the events."""

    @abstractmethod
    def view(self, state: dict, seat: int | None) -> dict:
        """What `seat` (None: a spectator) may see; no hidden information, no generator state."""

    @abstractmethod
    def result(self, state: dict) -> dict | None:
        """None while the game runs; then the result format of shared.engine.result."""

    @abstractmethod
    def sample_hidden(self, state: dict, viewer: int | None, rng) -> dict:
        """A copy in which all hidden from `viewer` is re-dealt with `rng` (an engine Rng), generators included.

        It must depend only on what `viewer` knows: gather each hidden pool in a canonical order, then deal
        it with `rng`, so the copy of a copy drawn with the same generator is the same state."""

    @abstractmethod
    def prompt(self, state: dict, seat: int) -> dict | None:
        """What `seat` is deciding now, in words: {"kind", "text"}; None when it has nothing to decide."""

    @abstractmethod
    def glossary(self) -> dict:
        """{"components": [{"id", "kind", "name", "text"}], "terms": {abbr: meaning}, "view": {field: meaning}}."""

    # -- words for players (issue 30) ---------------------------------------------------------
    def templates(self) -> dict:
        """The game's catalog: template id -> English template (shared/engine/words.py), for its events, labels,
        prompts and option help. Served with the glossary, so that a client translates templates by id."""
        return {}

    def event_message(self, ev: dict, names: list) -> dict | None:
        """The message of an event as one viewer gets it (`redact_event`'s form: a hidden card is absent, so the
        message says "a card"): {"template", "params"} from `templates()`; `names`: the seats' names by seat."""
        return None

    def event_words(self, ev: dict, names: list) -> dict:
        """{"text", "template", "params"} of a redacted event; TemplateError when the game has no message for it."""
        found = self.event_message(ev, names)
        if found is None:
            raise TemplateError(f"{self.name} has no message for a {ev.get('type')!r} event")
        return {"text": render(self.catalog_words(), found["template"], found["params"]), **found}

    def catalog_words(self) -> dict:
        """`templates()` with the shared list templates, as `render` takes it (built once per game object)."""
        cached = self.__dict__.get("_catalog_words")
        if cached is None:
            cached = self.__dict__["_catalog_words"] = full_catalog(self.templates())
        return cached

    # -- seats, roles, teams ------------------------------------------------------------------
    def mode_of(self, options: dict, seats: list[SeatSpec]) -> str:
        """The result mode of a game set up with these seats: solo when one side plays automa seats."""
        automa = [s for s in seats if s.kind == "automa"]
        return "solo" if automa and len(seats) - len(automa) == 1 else self.modes[0]

    def default_roles(self, count: int, mode: str) -> list:
        """Roles given to seats that name none, by seat number."""
        return list(self.roles[:count]) if len(self.roles) >= count else [None] * count

    def validate_roles(self, seats: list[SeatSpec], mode: str) -> None:
        """InvalidOptions unless every role is one of the game's roles and no two seats share one."""
        taken = [s.role for s in seats if s.role is not None]
        for spec in seats:
            if spec.role is not None and spec.role not in self.roles:
                choices = ", ".join(self.roles) or "none (this game has no roles)"
                raise InvalidOptions(f"seat {spec.seat}: role must be one of {choices}, not {spec.role!r}")
        if len(set(taken)) != len(taken):
            raise InvalidOptions("two seats cannot take the same role")

    def fill_roles(self, seats: list[SeatSpec], mode: str) -> list[SeatSpec]:
        """Seats with the default role where none was named (the first free default in seat order)."""
        self.validate_roles(seats, mode)
        free = [r for r in self.default_roles(len(seats), mode) if r not in {s.role for s in seats}]
        free += [r for r in self.roles if r not in free and r not in {s.role for s in seats}]
        out = []
        for spec in seats:
            if spec.role is None and self.roles:
                if not free:
                    raise InvalidOptions(f"{self.name} has {len(self.roles)} roles for {len(seats)} seats")
                spec = replace(spec, role=free.pop(0))
            out.append(spec)
        return out

    def teams(self, state: dict) -> list[list[int]]:
        """Which seats win or lose together; by default every seat is its own team."""
        return [[s] for s in range(self.seat_count(state))]

    def seat_count(self, state: dict) -> int:
        """How many seats the game has."""
        return len(state["seats"])

    # -- decisions ----------------------------------------------------------------------------
    def decision_key(self, state: dict, seat: int):
        """A JSON value that changes whenever `seat`'s decision (its legal list) may change; None: unknown,
        treated as changed by every transition. The service refuses a move as stale only if it changed."""
        return None

    def default_action(self, state: dict, seat: int) -> dict:
        """The action taken when `seat` must be decided for: pass, decline, else the first legal choice."""
        legal = self.legal_actions(state, seat)
        if not legal:
            raise NotYourTurn(f"seat {seat} has no decision to make now")
        for kind in DEFAULT_ACTION_TYPES:
            for action in legal:
                if action["type"] == kind:
                    return action
        return legal[0]

    def undo_barrier(self, before: dict, after: dict, seat: int) -> bool:
        """True when `seat`'s transition before -> after can't be taken back: randomness was drawn, hidden
        information was revealed to someone, another seat became active, or the game says so."""
        if any(before.get(k) != after.get(k) for k in self.rng_keys):
            return True
        if set(self.active_seats(after)) - set(self.active_seats(before)) - {seat}:
            return True
        for viewer in [None, *range(self.seat_count(before))]:
            if self.hidden_from(before, viewer) - self.hidden_from(after, viewer):
                return True
        return self.is_point_of_no_return(before, after, seat)

    def is_point_of_no_return(self, before: dict, after: dict, seat: int) -> bool:
        """A game's own points of no return (e.g. a scored round); none by default."""
        return False

    # -- optional hooks -----------------------------------------------------------------------
    def validate_options(self, options: dict | None, seats: list[SeatSpec]) -> dict:
        """Options with defaults filled in; InvalidOptions for unknown keys, bad values or seats."""
        options = dict(options or {})
        unknown = sorted(set(options) - set(self.options))
        if unknown:
            raise InvalidOptions(f"unknown option(s) for {self.name}: {', '.join(unknown)}", options=unknown)
        if not self.min_seats <= len(seats) <= self.max_seats:
            raise InvalidOptions(f"{self.name} takes {self.min_seats}-{self.max_seats} seats, not {len(seats)}")
        for spec in seats:
            if spec.kind not in SEAT_KINDS:
                raise InvalidOptions(f"seat {spec.seat}: kind must be one of {', '.join(SEAT_KINDS)}")
        for key, value in options.items():
            self.options[key].check(key, value)
        return {**self.option_defaults, **options}

    def prepare(self, options: dict | None, seats: list[SeatSpec]) -> tuple[dict, list[SeatSpec]]:
        """Validated options and seats, with default roles and bots filled in."""
        options = self.validate_options(options, seats)
        return options, fill_bots(self.fill_roles(seats, self.mode_of(options, seats)))

    def seat_name(self, seat: int, kind: str) -> str:
        """The name of a seat its creator left unnamed: an automa seat is called after the game's automa (issue 26
        §11: Danda, Hal...), any other seat "Seat N" (numbered from 1)."""
        return self.automa_name if kind == "automa" and self.automa_name else f"Seat {seat + 1}"

    def catalog(self) -> dict:
        """The game as GET /v1/rules lists it: title, seat counts, roles, modes, automa and options."""
        return {"game": self.name, "title": self.title, "min_seats": self.min_seats, "max_seats": self.max_seats,
                "roles": list(self.roles), "modes": list(self.modes), "automa": self.automa_name,
                "options": option_catalog(self.options)}

    def automa_action(self, state: dict, seat: int) -> dict:
        """The action the rules choose for an automa seat that is active now."""
        raise IllegalAction(f"{self.name} has no automa")

    def hidden_from(self, state: dict, viewer: int | None) -> set[str]:
        """Content ids hidden from `viewer` (deck contents, others' hands); a text-search aid beside the kit."""
        return set()

    def sample_configs(self) -> list[tuple[dict, list[SeatSpec]]]:
        """(options, seats) pairs the conformance kit plays: every seat count and mode the game supports."""
        return []

    def soak_configs(self) -> list[tuple[dict, list[SeatSpec]]]:
        """More (options, seats) pairs that only the slow sweep (`make soak`) plays: variants of what
        `sample_configs` already covers (another option value, another seating) that `make test` can't afford."""
        return []

    def calibration_report(self, result: dict, seat: int) -> dict:
        """What `seraph calibrate` reports of `seat`'s game: score, win and an optional label (e.g. a title)."""
        return {"score": result["scores"].get(str(seat)), "won": seat in result["winners"], "label": None}

    def summary(self, view: dict, seat: int | None) -> list[str]:
        """A few lines that sum up `view` for `seat` in a terminal (`seraph play`); by default its top-level
        scalar fields. Games override it to say whose turn it is and what the seat holds, by name."""
        return [f"{k}: {v}" for k, v in view.items() if isinstance(v, (str, int, float, bool)) and v is not None]

    def is_over(self, state: dict) -> bool:
        """True once the game has ended."""
        return self.result(state) is not None

    def clone(self, state: dict) -> dict:
        """A deep copy of a JSON-native state."""
        return orjson.loads(orjson.dumps(state))

    # -- the validated, pure entry points -------------------------------------------------------
    def new_game(self, seed: int, options: dict | None, seats: list[SeatSpec]) -> dict:
        """Validate options and seats, then set up."""
        options, seats = self.prepare(options, seats)
        return self.setup(seed, options, seats)

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


__all__ = ["Game", "SeatSpec", "Transition", "Option", "strip_label", "find_action", "SEAT_KINDS"]
