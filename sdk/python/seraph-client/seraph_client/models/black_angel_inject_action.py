from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelInjectAction")


@_attrs_define
class BlackAngelInjectAction:
    """inject, e.g. "Inject green Mission Relay at row1-left"

    Attributes:
        arrow (str): the arrow id to inject by (glossary components); send it back as listed
        label (str): the action in words, for a button (never matched)
        tile (str): the tile id; send it back as listed
        type_ (Literal['inject']): the action's type
    """

    arrow: str
    label: str
    tile: str
    type_: Literal["inject"]

    def to_dict(self) -> dict[str, Any]:
        arrow = self.arrow

        label = self.label

        tile = self.tile

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arrow": arrow,
                "label": label,
                "tile": tile,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        arrow = d.pop("arrow")

        label = d.pop("label")

        tile = d.pop("tile")

        type_ = cast(Literal["inject"], d.pop("type"))
        if type_ != "inject":
            raise ValueError(f"type must match const 'inject', got '{type_}'")

        black_angel_inject_action = cls(
            arrow=arrow,
            label=label,
            tile=tile,
            type_=type_,
        )

        return black_angel_inject_action
