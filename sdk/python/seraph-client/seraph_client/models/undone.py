from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Undone")


@_attrs_define
class Undone:
    """
    Attributes:
        id (str):
        restored (int): the version whose state it now has
        seat (int):
        undone (list[str]): move ids, now `undone`
        version (int): the game's new version
    """

    id: str
    restored: int
    seat: int
    undone: list[str]
    version: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        restored = self.restored

        seat = self.seat

        undone = self.undone

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "restored": restored,
                "seat": seat,
                "undone": undone,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        restored = d.pop("restored")

        seat = d.pop("seat")

        undone = cast(list[str], d.pop("undone"))

        version = d.pop("version")

        undone = cls(
            id=id,
            restored=restored,
            seat=seat,
            undone=undone,
            version=version,
        )

        return undone
