from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingInstallSpaceAction")


@_attrs_define
class FallingInstallSpaceAction:
    """install_space, e.g. "mine on floor 1 space 0 (2 Gas), pay C3-Fe1-Cr1"

    Attributes:
        invest (str): the extra good invested to raise the Floor Bonus: Br or Fe, or none; send it back as listed
        label (str): the action in words, for a button (never matched)
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        space (int): the Device space on the floor's tile, 0-based (tower[].dev[space]); send it back as listed
        type_ (Literal['install_space']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    invest: str
    label: str
    pay: str
    space: int
    type_: Literal["install_space"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        invest = self.invest

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
                "invest": invest,
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
        invest = d.pop("invest")

        label = d.pop("label")

        pay = d.pop("pay")

        space = d.pop("space")

        type_ = cast(Literal["install_space"], d.pop("type"))
        if type_ != "install_space":
            raise ValueError(f"type must match const 'install_space', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_install_space_action = cls(
            invest=invest,
            label=label,
            pay=pay,
            space=space,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_install_space_action
