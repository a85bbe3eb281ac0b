from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryRebuyAtAction")


@_attrs_define
class AngelFuryRebuyAtAction:
    """rebuy_at, e.g. "Place the Red tormentor 2 at your altar in Row 1, column 2"

    Attributes:
        area (str): an area id (rebuy_at; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['rebuy_at']): the action's type
    """

    area: str
    label: str
    params: Params
    template: str
    type_: Literal["rebuy_at"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
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
        area = d.pop("area")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["rebuy_at"], d.pop("type"))
        if type_ != "rebuy_at":
            raise ValueError(f"type must match const 'rebuy_at', got '{type_}'")

        angel_fury_rebuy_at_action = cls(
            area=area,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_rebuy_at_action
