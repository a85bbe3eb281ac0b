"""Game options as data: type, choices, default and text, for validation and for GET /v1/rules."""
from __future__ import annotations

from dataclasses import dataclass

from shared.engine.errors import InvalidOptions

TYPES = {"enum": str, "bool": bool, "int": int, "str": str, "seat": (int, str)}
#: a seat option's value that names no seat (the rules choose, e.g. from the seed)
NO_SEAT = "random"


@dataclass(frozen=True)
class Option:
    """One game option. `modes` limits it to some modes (e.g. solo only); empty means every mode."""

    type: str
    default: object
    text: str
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None
    modes: tuple = ()
    legacy: tuple = ()  # a seat option's old string values, still accepted, no longer listed

    def check(self, key: str, value) -> None:
        """InvalidOptions unless `value` has this option's type and is one of its choices or in its range."""
        if self.type == "seat":
            return self._check_seat(key, value)
        wanted = TYPES[self.type]
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise InvalidOptions(f"{key} must be {'true or false' if wanted is bool else 'a ' + self.type}")
        if self.choices and value not in self.choices:
            raise InvalidOptions(f"{key} must be one of {', '.join(map(str, self.choices))}, not {value!r}")
        if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
            raise InvalidOptions(f"{key} must be from {self.minimum} to {self.maximum}, not {value!r}")

    def _check_seat(self, key: str, value) -> None:
        """A seat option takes a seat number counted from one (issue 30 §3), its `choices` (e.g. "random"), or
        one of its `legacy` strings (seats counted from zero, as clients before issue 30 sent them)."""
        if isinstance(value, int) and not isinstance(value, bool) and self.minimum <= value <= self.maximum:
            return
        if isinstance(value, str) and (value in self.choices or value in self.legacy):
            return
        raise InvalidOptions(f"{key} must be {' or '.join(map(str, self.choices))} or a seat number from "
                             f"{self.minimum} to {self.maximum}, not {value!r}")

    def describe(self) -> dict:
        """The option as the catalog lists it."""
        out = {"type": self.type, "default": self.default, "text": self.text}
        if self.choices:
            out["choices"] = list(self.choices)
        if self.minimum is not None:
            out["minimum"], out["maximum"] = self.minimum, self.maximum
        if self.modes:
            out["modes"] = list(self.modes)
        return out


def seat_option(text: str, seats: int, modes: tuple = ()) -> Option:
    """An option naming a seat: "random" or a seat number from 1 to `seats`; the strings "0".."seats-1" (seats
    from zero) still work for existing clients (issue 30 §3)."""
    return Option("seat", NO_SEAT, text, choices=(NO_SEAT,), minimum=1, maximum=seats, modes=modes,
                  legacy=tuple(str(i) for i in range(seats)))


def chosen_seat(value) -> int | None:
    """The seat (counted from zero, as the state counts) a seat option's value names; None for "random". An
    integer counts from one; a legacy string ("0", "1", ...) from zero."""
    if value == NO_SEAT or value is None:
        return None
    return value - 1 if isinstance(value, int) else int(value)


def option_catalog(options: dict) -> dict:
    """Every option of a game, by name, as the catalog lists it."""
    return {key: opt.describe() for key, opt in options.items()}
