from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelTakeHonorAction")


@_attrs_define
class FallenAngelTakeHonorAction:
    """take_honor: tech M1: take Honor from an opponent

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        target (int): the other player
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['take_honor']): the action's type
    """

    label: str
    params: Params
    target: int
    template: str
    type_: Literal["take_honor"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        target = self.target

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        target = d.pop("target")

        template = d.pop("template")

        type_ = cast(Literal["take_honor"], d.pop("type"))
        if type_ != "take_honor":
            raise ValueError(f"type must match const 'take_honor', got '{type_}'")

        fallen_angel_take_honor_action = cls(
            label=label,
            params=params,
            target=target,
            template=template,
            type_=type_,
        )

        return fallen_angel_take_honor_action
