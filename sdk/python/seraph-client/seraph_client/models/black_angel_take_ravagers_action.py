from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelTakeRavagersAction")


@_attrs_define
class BlackAngelTakeRavagersAction:
    """take_ravagers, e.g. "Take the 1 Ravager card(s) at L3 (Fix the Black Angel)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        location (str): the Ravager location, L1-L6; send it back as listed
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['take_ravagers']): the action's type
    """

    label: str
    location: str
    params: Params
    template: str
    type_: Literal["take_ravagers"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        location = self.location

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "location": location,
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
        label = d.pop("label")

        location = d.pop("location")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["take_ravagers"], d.pop("type"))
        if type_ != "take_ravagers":
            raise ValueError(f"type must match const 'take_ravagers', got '{type_}'")

        black_angel_take_ravagers_action = cls(
            label=label,
            location=location,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_take_ravagers_action
