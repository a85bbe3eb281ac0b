from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingConvertAction")


@_attrs_define
class FallingConvertAction:
    """convert, e.g. "board: pay Cr1, gain 2 Coin"

    Attributes:
        effect (str): the effect key (board, g1-g4 for the Guild card of round slot 1-4, p0, p1 ... for the Partner's;
            as in seats[].used); send it back as listed
        gain (int): which of the effect's gain alternatives, 0-based; send it back as listed
        label (str): the action in words, for a button (never matched)
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        type_ (Literal['convert']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    effect: str
    gain: int
    label: str
    pay: str
    type_: Literal["convert"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        gain = self.gain

        label = self.label

        pay = self.pay

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
                "gain": gain,
                "label": label,
                "pay": pay,
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
        effect = d.pop("effect")

        gain = d.pop("gain")

        label = d.pop("label")

        pay = d.pop("pay")

        type_ = cast(Literal["convert"], d.pop("type"))
        if type_ != "convert":
            raise ValueError(f"type must match const 'convert', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_convert_action = cls(
            effect=effect,
            gain=gain,
            label=label,
            pay=pay,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_convert_action
