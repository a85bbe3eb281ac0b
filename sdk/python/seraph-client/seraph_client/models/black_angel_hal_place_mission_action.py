from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelHalPlaceMissionAction")


@_attrs_define
class BlackAngelHalPlaceMissionAction:
    """hal_place_mission, e.g. "Hal places the top orange Mission at 3,-1, his robot on its reward (VP)"

    Attributes:
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 (0 = the middle); send
            it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['hal_place_mission']): the action's type
    """

    hex_: list[int]
    label: str
    type_: Literal["hal_place_mission"]

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))

        label = d.pop("label")

        type_ = cast(Literal["hal_place_mission"], d.pop("type"))
        if type_ != "hal_place_mission":
            raise ValueError(f"type must match const 'hal_place_mission', got '{type_}'")

        black_angel_hal_place_mission_action = cls(
            hex_=hex_,
            label=label,
            type_=type_,
        )

        return black_angel_hal_place_mission_action
