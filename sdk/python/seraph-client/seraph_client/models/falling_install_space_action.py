from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingInstallSpaceAction")


@_attrs_define
class FallingInstallSpaceAction:
    """install_space, e.g. "Place a Refinery Device on floor 2, space 2 (no bonus), paying 1 Coin and 1 Iron"

    Attributes:
        invest (str): the extra good invested to raise the Floor Bonus: Br or Fe, or none; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        space (int): the Device space on the floor's tile, 0-based (tower[].dev[space]); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['install_space']): the action's type
    """

    invest: str
    label: str
    params: Params
    pay: str
    space: int
    template: str
    type_: Literal["install_space"]

    def to_dict(self) -> dict[str, Any]:
        invest = self.invest

        label = self.label

        params = self.params.to_dict()

        pay = self.pay

        space = self.space

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "invest": invest,
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
        invest = d.pop("invest")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        pay = d.pop("pay")

        space = d.pop("space")

        template = d.pop("template")

        type_ = cast(Literal["install_space"], d.pop("type"))
        if type_ != "install_space":
            raise ValueError(f"type must match const 'install_space', got '{type_}'")

        falling_install_space_action = cls(
            invest=invest,
            label=label,
            params=params,
            pay=pay,
            space=space,
            template=template,
            type_=type_,
        )

        return falling_install_space_action
