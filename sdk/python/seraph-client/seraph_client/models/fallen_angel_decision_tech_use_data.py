from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionTechUseData")


@_attrs_define
class FallenAngelDecisionTechUseData:
    """the tech_use decision's public data

    Attributes:
        left (int): uses left
        tile (str): a technology tile id: a Starting Technology tile st-* or a Monster tile mt-*
        used (int): uses so far
    """

    left: int
    tile: str
    used: int

    def to_dict(self) -> dict[str, Any]:
        left = self.left

        tile = self.tile

        used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "left": left,
                "tile": tile,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        left = d.pop("left")

        tile = d.pop("tile")

        used = d.pop("used")

        fallen_angel_decision_tech_use_data = cls(
            left=left,
            tile=tile,
            used=used,
        )

        return fallen_angel_decision_tech_use_data
