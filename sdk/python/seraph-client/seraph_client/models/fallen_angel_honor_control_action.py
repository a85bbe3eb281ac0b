from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelHonorControlAction")


@_attrs_define
class FallenAngelHonorControlAction:
    """honor_control: tech T4: a player gains or loses Honor

    Attributes:
        change (int): +n or -n Honor
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        target (int): any player, yourself included
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['honor_control']): the action's type
    """

    change: int
    label: str
    params: Params
    target: int
    template: str
    type_: Literal["honor_control"]

    def to_dict(self) -> dict[str, Any]:
        change = self.change

        label = self.label

        params = self.params.to_dict()

        target = self.target

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "change": change,
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
        change = d.pop("change")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        target = d.pop("target")

        template = d.pop("template")

        type_ = cast(Literal["honor_control"], d.pop("type"))
        if type_ != "honor_control":
            raise ValueError(f"type must match const 'honor_control', got '{type_}'")

        fallen_angel_honor_control_action = cls(
            change=change,
            label=label,
            params=params,
            target=target,
            template=template,
            type_=type_,
        )

        return fallen_angel_honor_control_action
