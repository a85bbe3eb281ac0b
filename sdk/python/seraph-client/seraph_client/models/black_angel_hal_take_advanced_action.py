from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalTakeAdvancedAction")


@_attrs_define
class BlackAngelHalTakeAdvancedAction:
    """hal_take_advanced, e.g. "Hal takes the advanced tile in slot 1"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        slot (int): the advanced tile's place, 0-based (board.advanced[slot]); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['hal_take_advanced']): the action's type
    """

    label: str
    params: Params
    slot: int
    template: str
    type_: Literal["hal_take_advanced"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        slot = self.slot

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "slot": slot,
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

        slot = d.pop("slot")

        template = d.pop("template")

        type_ = cast(Literal["hal_take_advanced"], d.pop("type"))
        if type_ != "hal_take_advanced":
            raise ValueError(f"type must match const 'hal_take_advanced', got '{type_}'")

        black_angel_hal_take_advanced_action = cls(
            label=label,
            params=params,
            slot=slot,
            template=template,
            type_=type_,
        )

        return black_angel_hal_take_advanced_action
