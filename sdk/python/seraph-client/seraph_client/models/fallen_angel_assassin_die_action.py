from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelAssassinDieAction")


@_attrs_define
class FallenAngelAssassinDieAction:
    """assassin_die: Assassin: the value of your die that replaces the target

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['assassin_die']): the action's type
        value (int): the die's face
    """

    label: str
    params: Params
    template: str
    type_: Literal["assassin_die"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["assassin_die"], d.pop("type"))
        if type_ != "assassin_die":
            raise ValueError(f"type must match const 'assassin_die', got '{type_}'")

        value = d.pop("value")

        fallen_angel_assassin_die_action = cls(
            label=label,
            params=params,
            template=template,
            type_=type_,
            value=value,
        )

        return fallen_angel_assassin_die_action
