from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingConvertAction")


@_attrs_define
class FallingConvertAction:
    """convert, e.g. "Resolve the board's Guild Conversion without a Skill Chip, paying 1 Gas to gain 1 Gas"

    Attributes:
        effect (str): the effect key (board, g1-g4 for the Guild card of round slot 1-4, p0, p1 ... for the Partner's;
            as in seats[].used); send it back as listed
        gain (int): which of the effect's gain alternatives, 0-based; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        pay (str): the payment, as a pay code (glossary terms: pay code; free = nothing); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['convert']): the action's type
    """

    effect: str
    gain: int
    label: str
    params: Params
    pay: str
    template: str
    type_: Literal["convert"]

    def to_dict(self) -> dict[str, Any]:
        effect = self.effect

        gain = self.gain

        label = self.label

        params = self.params.to_dict()

        pay = self.pay

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "effect": effect,
                "gain": gain,
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
        effect = d.pop("effect")

        gain = d.pop("gain")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        pay = d.pop("pay")

        template = d.pop("template")

        type_ = cast(Literal["convert"], d.pop("type"))
        if type_ != "convert":
            raise ValueError(f"type must match const 'convert', got '{type_}'")

        falling_convert_action = cls(
            effect=effect,
            gain=gain,
            label=label,
            params=params,
            pay=pay,
            template=template,
            type_=type_,
        )

        return falling_convert_action
