from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalPlaceMissionAction")


@_attrs_define
class BlackAngelHalPlaceMissionAction:
    """hal_place_mission, e.g. "Hal places the top orange Mission at 3,-1, his robot on its reward (VP)"

    Attributes:
        hex_ (list[int]): the hex [p, k]: strip position p (1 = nearest the BA board), k = -2..2 (0 = the middle); send
            it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['hal_place_mission']): the action's type
    """

    hex_: list[int]
    label: str
    params: Params
    template: str
    type_: Literal["hal_place_mission"]

    def to_dict(self) -> dict[str, Any]:
        hex_ = self.hex_

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hex": hex_,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        hex_ = cast(list[int], d.pop("hex"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["hal_place_mission"], d.pop("type"))
        if type_ != "hal_place_mission":
            raise ValueError(f"type must match const 'hal_place_mission', got '{type_}'")

        black_angel_hal_place_mission_action = cls(
            hex_=hex_,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_hal_place_mission_action
