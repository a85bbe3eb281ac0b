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
        target (int): the other player
        type_ (Literal['grab_vp']): the action's type
        params (Params | Unset): the template's named params
        reverse (bool | Unset): co-op: in reverse (take their Honor, they gain your VP)
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    label: str
    target: int
    type_: Literal["grab_vp"]
    params: Params | Unset = UNSET
    reverse: bool | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        target = self.target

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        reverse = self.reverse

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "target": target,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if reverse is not UNSET:
            field_dict["reverse"] = reverse
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        target = d.pop("target")

        type_ = cast(Literal["grab_vp"], d.pop("type"))
        if type_ != "grab_vp":
            raise ValueError(f"type must match const 'grab_vp', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        reverse = d.pop("reverse", UNSET)

        template = d.pop("template", UNSET)

        fallen_angel_grab_vp_action = cls(
            label=label,
            target=target,
            type_=type_,
            params=params,
            reverse=reverse,
            template=template,
        )

        return fallen_angel_grab_vp_action
