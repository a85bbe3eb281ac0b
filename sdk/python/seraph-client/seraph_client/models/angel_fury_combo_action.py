from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryComboAction")


@_attrs_define
class AngelFuryComboAction:
    """combo, e.g. "Also play Quick March: +1 step"

    Attributes:
        card (str): a card id (combo; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['combo']): the action's type
    """

    card: str
    label: str
    params: Params
    template: str
    type_: Literal["combo"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
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
        card = d.pop("card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["combo"], d.pop("type"))
        if type_ != "combo":
            raise ValueError(f"type must match const 'combo', got '{type_}'")

        angel_fury_combo_action = cls(
            card=card,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_combo_action
