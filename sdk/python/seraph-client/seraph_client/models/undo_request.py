from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UndoRequest")


@_attrs_define
class UndoRequest:
    """
    Attributes:
        expected_version (int): the game's version now: refused (409) if it moved on
        to_version (int): the version to go back to: after it, only this seat's own moves, and no barrier (randomness
            drawn, hidden information revealed, another seat's turn)
    """

    expected_version: int
    to_version: int

    def to_dict(self) -> dict[str, Any]:
        expected_version = self.expected_version

        to_version = self.to_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expected_version": expected_version,
                "to_version": to_version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expected_version = d.pop("expected_version")

        to_version = d.pop("to_version")

        undo_request = cls(
            expected_version=expected_version,
            to_version=to_version,
        )

        return undo_request
