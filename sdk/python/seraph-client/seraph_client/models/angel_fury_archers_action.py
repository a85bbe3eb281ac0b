from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryArchersAction")


@_attrs_define
class AngelFuryArchersAction:
    """archers, e.g. "Archers from r3c3 shoot at r4c4"

    Attributes:
        area (str): an area id (archers; sent back as listed)
        label (str): the action in words, for a button (never matched)
        target (str): the target area (archers; sent back as listed)
        type_ (Literal['archers']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    area: str
    label: str
    target: str
    type_: Literal["archers"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        target = self.target

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "target": target,
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
        area = d.pop("area")

        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["archers"], d.pop("type"))
        if type_ != "archers":
            raise ValueError(f"type must match const 'archers', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_archers_action = cls(
            area=area,
            label=label,
            target=target,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_archers_action
