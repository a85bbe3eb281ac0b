from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelGrabVpAction")


@_attrs_define
class FallenAngelGrabVpAction:
    """grab_vp: tech T8: give an opponent Honor, they lose VP and you gain them (reverse in the co-op)

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        target (int): the other player
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['grab_vp']): the action's type
        reverse (bool | Unset): co-op: in reverse (take their Honor, they gain your VP)
    """

    label: str
    params: Params
    target: int
    template: str
    type_: Literal["grab_vp"]
    reverse: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        target = self.target

        template = self.template

        type_ = self.type_

        reverse = self.reverse

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
        if reverse is not UNSET:
            field_dict["reverse"] = reverse

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        target = d.pop("target")

        template = d.pop("template")

        type_ = cast(Literal["grab_vp"], d.pop("type"))
        if type_ != "grab_vp":
            raise ValueError(f"type must match const 'grab_vp', got '{type_}'")

        reverse = d.pop("reverse", UNSET)

        fallen_angel_grab_vp_action = cls(
            label=label,
            params=params,
            target=target,
            template=template,
            type_=type_,
            reverse=reverse,
        )

        return fallen_angel_grab_vp_action
