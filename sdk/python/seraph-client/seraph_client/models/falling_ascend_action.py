from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingAscendAction")


@_attrs_define
class FallingAscendAction:
    """ascend, e.g. "Ascend to floor 2, space 4 (no bonus), paying 1 Gas"

    Attributes:
        floor (int): the floor to ascend to, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        space (int): the Flying Machine space on that floor, 0-based (as in seats[].fm); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['ascend']): the action's type
    """

    floor: int
    label: str
    params: Params
    pay: str
    space: int
    template: str
    type_: Literal["ascend"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        params = self.params.to_dict()

        pay = self.pay

        space = self.space

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "params": params,
                "pay": pay,
                "space": space,
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

        pay = d.pop("pay")

        space = d.pop("space")

        template = d.pop("template")

        type_ = cast(Literal["ascend"], d.pop("type"))
        if type_ != "ascend":
            raise ValueError(f"type must match const 'ascend', got '{type_}'")

        falling_ascend_action = cls(
            floor=floor,
            label=label,
            params=params,
            pay=pay,
            space=space,
            template=template,
            type_=type_,
        )

        return falling_ascend_action
