from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryPlayerCommands")


@_attrs_define
class AngelFuryPlayerCommands:
    """command markers: unused, used

    Attributes:
        unused (int): command markers not used this turn
        used (int): command markers used this turn
    """

    unused: int
    used: int

    def to_dict(self) -> dict[str, Any]:
        unused = self.unused

        used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "unused": unused,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        unused = d.pop("unused")

        used = d.pop("used")

        angel_fury_player_commands = cls(
            unused=unused,
            used=used,
        )

        return angel_fury_player_commands
