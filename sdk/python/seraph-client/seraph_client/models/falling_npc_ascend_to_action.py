from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingNpcAscendToAction")


@_attrs_define
class FallingNpcAscendToAction:
    """npc_ascend_to, e.g. "Danda ascends to floor 2"

    Attributes:
        floor (int): the floor Danda ascends to, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['npc_ascend_to']): the action's type
    """

    floor: int
    label: str
    params: Params
    template: str
    type_: Literal["npc_ascend_to"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
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
        floor = d.pop("floor")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["npc_ascend_to"], d.pop("type"))
        if type_ != "npc_ascend_to":
            raise ValueError(f"type must match const 'npc_ascend_to', got '{type_}'")

        falling_npc_ascend_to_action = cls(
            floor=floor,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return falling_npc_ascend_to_action
