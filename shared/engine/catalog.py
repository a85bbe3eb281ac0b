"""Game options as data: type, choices, default and text, for validation and for GET /v1/rules."""
from __future__ import annotations

from dataclasses import dataclass

from shared.engine.errors import InvalidOptions

TYPES = {"enum": str, "bool": bool, "int": int, "str": str}


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

    def check(self, key: str, value) -> None:
        """InvalidOptions unless `value` has this option's type and is one of its choices or in its range."""
        wanted = TYPES[self.type]
        if not isinstance(value, wanted) or (wanted is int and isinstance(value, bool)):
            raise InvalidOptions(f"{key} must be {'true or false' if wanted is bool else 'a ' + self.type}")
        if self.choices and value not in self.choices:
            raise InvalidOptions(f"{key} must be one of {', '.join(map(str, self.choices))}, not {value!r}")
        if self.minimum is not None and value < self.minimum or self.maximum is not None and value > self.maximum:
            raise InvalidOptions(f"{key} must be from {self.minimum} to {self.maximum}, not {value!r}")

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


def option_catalog(options: dict) -> dict:
    """Every option of a game, by name, as the catalog lists it."""
    return {key: opt.describe() for key, opt in options.items()}
