from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallingNegotiateAction")


@_attrs_define
class FallingNegotiateAction:
    """negotiate, e.g. "Negotiate on space 0 with Chip: 3 VP"

    Attributes:
        label (str): the action in words, for a button (never matched)
        piece (str): what to place: Cr or Chip; send it back as listed
        space (int): the Negotiation space, 0-based (negotiation[space]; the label names the same number); send it back
            as listed
        type_ (Literal['negotiate']): the action's type
    """

    label: str
    piece: str
    space: int
    type_: Literal["negotiate"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        piece = self.piece

        space = self.space

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "piece": piece,
                "space": space,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        piece = d.pop("piece")

        space = d.pop("space")

        type_ = cast(Literal["negotiate"], d.pop("type"))
        if type_ != "negotiate":
            raise ValueError(f"type must match const 'negotiate', got '{type_}'")

        falling_negotiate_action = cls(
            label=label,
            piece=piece,
            space=space,
            type_=type_,
        )

        return falling_negotiate_action
