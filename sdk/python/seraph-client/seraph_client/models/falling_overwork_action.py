from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingOverworkAction")


@_attrs_define
class FallingOverworkAction:
    """overwork, e.g. "Pay the Overwork Cost (2 Resources) with 2 Gas and take an Action"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        pay (str): the Overwork Cost payment, as a pay code; send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['overwork']): the action's type
    """

    label: str
    params: Params
    pay: str
    template: str
    type_: Literal["overwork"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        pay = self.pay

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "pay": pay,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        pay = d.pop("pay")

        template = d.pop("template")

        type_ = cast(Literal["overwork"], d.pop("type"))
        if type_ != "overwork":
            raise ValueError(f"type must match const 'overwork', got '{type_}'")

        falling_overwork_action = cls(
            label=label,
            params=params,
            pay=pay,
            template=template,
            type_=type_,
        )

        return falling_overwork_action
