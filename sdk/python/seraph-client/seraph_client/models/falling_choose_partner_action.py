from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingChoosePartnerAction")


@_attrs_define
class FallingChoosePartnerAction:
    """choose_partner, e.g. "Partner: appraiser"

    Attributes:
        label (str): the action in words, for a button (never matched)
        side (str): the side of your offered Partner Tile: front, back or jini (Jini Jini); send it back as listed
        type_ (Literal['choose_partner']): the action's type
    """

    label: str
    side: str
    type_: Literal["choose_partner"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        side = self.side

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "side": side,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        side = d.pop("side")

        type_ = cast(Literal["choose_partner"], d.pop("type"))
        if type_ != "choose_partner":
            raise ValueError(f"type must match const 'choose_partner', got '{type_}'")

        falling_choose_partner_action = cls(
            label=label,
            side=side,
            type_=type_,
        )

        return falling_choose_partner_action
