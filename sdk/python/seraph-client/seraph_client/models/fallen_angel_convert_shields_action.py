from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelConvertShieldsAction")


@_attrs_define
class FallenAngelConvertShieldsAction:
    """convert_shields: Shields to Engine: turn this many Shields into Engine Power

    Attributes:
        label (str): the action in words, for a button (never matched)
        shields (int): the Shields
        type_ (Literal['convert_shields']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    label: str
    shields: int
    type_: Literal["convert_shields"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        shields = self.shields

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "shields": shields,
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
        label = d.pop("label")

        shields = d.pop("shields")

        type_ = cast(Literal["convert_shields"], d.pop("type"))
        if type_ != "convert_shields":
            raise ValueError(f"type must match const 'convert_shields', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_convert_shields_action = cls(
            label=label,
            shields=shields,
            type_=type_,
            params=params,
            template=template,
        )

        return fallen_angel_convert_shields_action
