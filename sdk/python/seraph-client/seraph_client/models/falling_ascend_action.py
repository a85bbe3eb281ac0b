from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingAscendAction")


@_attrs_define
class FallingAscendAction:
    """ascend, e.g. "Ascend to floor 2 space 0 (1 Coin), pay G2"

    Attributes:
        floor (int): the floor to ascend to, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        space (int): the Flying Machine space on that floor, 0-based (as in seats[].fm); send it back as listed
        type_ (Literal['ascend']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    floor: int
    label: str
    pay: str
    space: int
    type_: Literal["ascend"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        pay = self.pay

        space = self.space

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "pay": pay,
                "space": space,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        floor = d.pop("floor")

        label = d.pop("label")

        pay = d.pop("pay")

        space = d.pop("space")

        type_ = cast(Literal["ascend"], d.pop("type"))
        if type_ != "ascend":
            raise ValueError(f"type must match const 'ascend', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_ascend_action = cls(
            floor=floor,
            label=label,
            pay=pay,
            space=space,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_ascend_action
