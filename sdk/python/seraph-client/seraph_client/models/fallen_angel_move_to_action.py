from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_location import FallenAngelLocation

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMoveToAction")


@_attrs_define
class FallenAngelMoveToAction:
    """move_to: Movement: enter a linked Location

    Attributes:
        label (str): the action in words, for a button (never matched)
        location (FallenAngelLocation): a Land Map Location id
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['move_to']): the action's type
    """

    label: str
    location: FallenAngelLocation
    params: Params
    template: str
    type_: Literal["move_to"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        location = self.location.value

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

        location = FallenAngelLocation(d.pop("location"))

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["move_to"], d.pop("type"))
        if type_ != "move_to":
            raise ValueError(f"type must match const 'move_to', got '{type_}'")

        fallen_angel_move_to_action = cls(
            label=label,
            location=location,
            params=params,
            template=template,
            type_=type_,
        )

        return fallen_angel_move_to_action
