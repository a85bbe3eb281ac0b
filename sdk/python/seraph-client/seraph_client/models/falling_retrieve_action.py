from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingRetrieveAction")


@_attrs_define
class FallingRetrieveAction:
    """retrieve, e.g. "Retrieve your Refinery Device from floor 3, space 1 (gain 1 Gas)"

    Attributes:
        floor (int): the floor of the Device to retrieve, 1-5; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        space (int): the Device space, 0-based (tower[floor - 1].dev[space]); send it back as listed
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['retrieve']): the action's type
    """

    floor: int
    label: str
    params: Params
    space: int
    template: str
    type_: Literal["retrieve"]

    def to_dict(self) -> dict[str, Any]:
        floor = self.floor

        label = self.label

        params = self.params.to_dict()

        space = self.space

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "floor": floor,
                "label": label,
                "params": params,
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
        floor = d.pop("floor")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        space = d.pop("space")

        template = d.pop("template")

        type_ = cast(Literal["retrieve"], d.pop("type"))
        if type_ != "retrieve":
            raise ValueError(f"type must match const 'retrieve', got '{type_}'")

        falling_retrieve_action = cls(
            floor=floor,
            label=label,
            params=params,
            space=space,
            template=template,
            type_=type_,
        )

        return falling_retrieve_action
