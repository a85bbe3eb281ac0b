from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="UndoReach")


@_attrs_define
class UndoReach:
    """
    Attributes:
        to_version (int): the oldest version POST /v1/games/{id}/undo takes now as `to_version`
        versions (list[int]): every version it takes, oldest first; the last one takes back the seat's last move only
    """

    to_version: int
    versions: list[int]

    def to_dict(self) -> dict[str, Any]:
        to_version = self.to_version

        versions = self.versions

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to_version": to_version,
                "versions": versions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        to_version = d.pop("to_version")

        versions = cast(list[int], d.pop("versions"))

        undo_reach = cls(
            to_version=to_version,
            versions=versions,
        )

        return undo_reach
