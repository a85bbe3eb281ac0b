from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelConvertShieldsAction")


@_attrs_define
class FallenAngelConvertShieldsAction:
    """convert_shields: Shields to Engine: turn this many Shields into Engine Power

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        shields (int): the Shields
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['convert_shields']): the action's type
    """

    label: str
    params: Params
    shields: int
    template: str
    type_: Literal["convert_shields"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        shields = self.shields

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "shields": shields,
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

        shields = d.pop("shields")

        template = d.pop("template")

        type_ = cast(Literal["convert_shields"], d.pop("type"))
        if type_ != "convert_shields":
            raise ValueError(f"type must match const 'convert_shields', got '{type_}'")

        fallen_angel_convert_shields_action = cls(
            label=label,
            params=params,
            shields=shields,
            template=template,
            type_=type_,
        )

        return fallen_angel_convert_shields_action
