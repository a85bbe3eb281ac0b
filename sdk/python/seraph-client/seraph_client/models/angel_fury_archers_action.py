from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryArchersAction")


@_attrs_define
class AngelFuryArchersAction:
    """archers, e.g. "Archers from Row 2, column 3 shoot at Row 3, column 4"

    Attributes:
        area (str): an area id (archers; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        target (str): the target area (archers; sent back as listed)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['archers']): the action's type
    """

    area: str
    label: str
    params: Params
    target: str
    template: str
    type_: Literal["archers"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        params = self.params.to_dict()

        target = self.target

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "params": params,
                "target": target,
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

        target = d.pop("target")

        template = d.pop("template")

        type_ = cast(Literal["archers"], d.pop("type"))
        if type_ != "archers":
            raise ValueError(f"type must match const 'archers', got '{type_}'")

        angel_fury_archers_action = cls(
            area=area,
            label=label,
            params=params,
            target=target,
            template=template,
            type_=type_,
        )

        return angel_fury_archers_action
