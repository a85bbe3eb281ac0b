from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelViewMain")


@_attrs_define
class FallenAngelViewMain:
    """the main phase: turn (the seat whose turn it is, or null) and passed (seats that passed)

    Attributes:
        passed (list[int]): seats that have passed this round
        turn (int | None): the seat whose turn it is
    """

    passed: list[int]
    turn: int | None

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        turn: int | None
        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "passed": passed,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        passed = cast(list[int], d.pop("passed"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        fallen_angel_view_main = cls(
            passed=passed,
            turn=turn,
        )

        return fallen_angel_view_main
