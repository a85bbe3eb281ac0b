from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingTakeAction")


@_attrs_define
class FallingTakeAction:
    """take, e.g. "Take 5 Gas"

    Attributes:
        goods (str): the goods chosen, as a pay code (e.g. C2-G3); send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['take']): the action's type
    """

    goods: str
    label: str
    params: Params
    template: str
    type_: Literal["take"]

    def to_dict(self) -> dict[str, Any]:
        goods = self.goods

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "goods": goods,
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
        goods = d.pop("goods")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["take"], d.pop("type"))
        if type_ != "take":
            raise ValueError(f"type must match const 'take', got '{type_}'")

        falling_take_action = cls(
            goods=goods,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return falling_take_action
