from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelSlotsAction")


@_attrs_define
class FallenAngelSlotsAction:
    """slots: Dual Hero: the slots of the cards (in card order)

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        slots (list[int]): one slot per card, in card order
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['slots']): the action's type
    """

    label: str
    params: Params
    slots: list[int]
    template: str
    type_: Literal["slots"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        slots = self.slots

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "slots": slots,
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

        slots = cast(list[int], d.pop("slots"))

        template = d.pop("template")

        type_ = cast(Literal["slots"], d.pop("type"))
        if type_ != "slots":
            raise ValueError(f"type must match const 'slots', got '{type_}'")

        fallen_angel_slots_action = cls(
            label=label,
            params=params,
            slots=slots,
            template=template,
            type_=type_,
        )

        return fallen_angel_slots_action
