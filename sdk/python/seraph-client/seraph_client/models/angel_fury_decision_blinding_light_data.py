from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryDecisionBlindingLightData")


@_attrs_define
class AngelFuryDecisionBlindingLightData:
    """the blinding_light decision's public data

    Attributes:
        areas_left (int): areas still to choose
        card (str): the card being played
        left (int): how many are still to choose
        taken (list[str]): card types already played with it
        used (list[str]): areas already chosen
        destroy (bool | Unset): Back to the Abyss joined: the chosen minions are destroyed instead of retreating
    """

    areas_left: int
    card: str
    left: int
    taken: list[str]
    used: list[str]
    destroy: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        areas_left = self.areas_left

        card = self.card

        left = self.left

        taken = self.taken

        used = self.used

        destroy = self.destroy

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas_left": areas_left,
                "card": card,
                "left": left,
                "taken": taken,
                "used": used,
            }
        )
        if destroy is not UNSET:
            field_dict["destroy"] = destroy

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        areas_left = d.pop("areas_left")

        card = d.pop("card")

        left = d.pop("left")

        taken = cast(list[str], d.pop("taken"))

        used = cast(list[str], d.pop("used"))

        destroy = d.pop("destroy", UNSET)

        angel_fury_decision_blinding_light_data = cls(
            areas_left=areas_left,
            card=card,
            left=left,
            taken=taken,
            used=used,
            destroy=destroy,
        )

        return angel_fury_decision_blinding_light_data
