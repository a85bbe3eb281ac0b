from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingDeliverKeepAction")


@_attrs_define
class FallingDeliverKeepAction:
    """deliver_keep, e.g. "Keep Special Victory Point Card 2 and Victory Point Card 4 (2 Gas)"

    Attributes:
        a (int): the first card kept, 0-based index into the pending decision's cards; send it back as listed
        b (int): the second card kept, 0-based index into the pending decision's cards; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['deliver_keep']): the action's type
    """

    a: int
    b: int
    label: str
    params: Params
    template: str
    type_: Literal["deliver_keep"]

    def to_dict(self) -> dict[str, Any]:
        a = self.a

        b = self.b

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "a": a,
                "b": b,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        a = d.pop("a")

        b = d.pop("b")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["deliver_keep"], d.pop("type"))
        if type_ != "deliver_keep":
            raise ValueError(f"type must match const 'deliver_keep', got '{type_}'")

        falling_deliver_keep_action = cls(
            a=a,
            b=b,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return falling_deliver_keep_action
