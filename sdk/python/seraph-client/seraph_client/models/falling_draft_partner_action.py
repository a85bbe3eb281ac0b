from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingDraftPartnerAction")


@_attrs_define
class FallingDraftPartnerAction:
    """draft_partner, e.g. "Draft ptile-1: pilot"

    Attributes:
        label (str): the action in words, for a button (never matched)
        side (str): the side of the tile to play: front, back or jini (Jini Jini); send it back as listed
        tile (str): the Partner Tile id; send it back as listed
        type_ (Literal['draft_partner']): the action's type
    """

    label: str
    side: str
    tile: str
    type_: Literal["draft_partner"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        side = self.side

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "side": side,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        side = d.pop("side")

        tile = d.pop("tile")

        type_ = cast(Literal["draft_partner"], d.pop("type"))
        if type_ != "draft_partner":
            raise ValueError(f"type must match const 'draft_partner', got '{type_}'")

        falling_draft_partner_action = cls(
            label=label,
            side=side,
            tile=tile,
            type_=type_,
        )

        return falling_draft_partner_action
