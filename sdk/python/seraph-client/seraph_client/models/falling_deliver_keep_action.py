from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeliverKeepAction")


@_attrs_define
class FallingDeliverKeepAction:
    """deliver_keep, e.g. "Keep vp-special-02 and vp-regc-14"

    Attributes:
        a (int): the first card kept, 0-based index into the pending decision's cards; send it back as listed
        b (int): the second card kept, 0-based index into the pending decision's cards; send it back as listed
        label (str): the action in words, for a button (never matched)
        type_ (Literal['deliver_keep']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    a: int
    b: int
    label: str
    type_: Literal["deliver_keep"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "b": b,
                "label": label,
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
        a = d.pop("a")

        b = d.pop("b")

        label = d.pop("label")

        type_ = cast(Literal["deliver_keep"], d.pop("type"))
        if type_ != "deliver_keep":
            raise ValueError(f"type must match const 'deliver_keep', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        falling_deliver_keep_action = cls(
            a=a,
            b=b,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return falling_deliver_keep_action
