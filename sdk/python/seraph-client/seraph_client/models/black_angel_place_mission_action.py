from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelPlaceMissionAction")


@_attrs_define
class BlackAngelPlaceMissionAction:
    """place_mission, e.g. "Place Tsoth Mission 01 (activation; reward: 1 vp; adds green)"

    Attributes:
        card (str): the Mission card id from your hand to place; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['place_mission']): the action's type
    """

    card: str
    label: str
    type_: Literal["place_mission"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        type_ = cast(Literal["place_mission"], d.pop("type"))
        if type_ != "place_mission":
            raise ValueError(f"type must match const 'place_mission', got '{type_}'")

        black_angel_place_mission_action = cls(
            card=card,
            label=label,
            type_=type_,
        )

        return black_angel_place_mission_action
