from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelBidAction")


@_attrs_define
class FallenAngelBidAction:
    """bid: the secret objective bid, in Honor

    Attributes:
        honor (int): the Honor bid
        label (str): the action in words, for a button (never matched)
        type_ (Literal['bid']): the action's type
    """

    honor: int
    label: str
    type_: Literal["bid"]

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        honor = d.pop("honor")

        label = d.pop("label")

        type_ = cast(Literal["bid"], d.pop("type"))
        if type_ != "bid":
            raise ValueError(f"type must match const 'bid', got '{type_}'")

        fallen_angel_bid_action = cls(
            honor=honor,
            label=label,
            type_=type_,
        )

        return fallen_angel_bid_action
