from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelBidAction")


@_attrs_define
class FallenAngelBidAction:
    """bid: the secret objective bid, in Honor

    Attributes:
        honor (int): the Honor bid
        label (str): the action in words, for a button (never matched)
        type_ (Literal['bid']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    honor: int
    label: str
    type_: Literal["bid"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        honor = self.honor

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "honor": honor,
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
        honor = d.pop("honor")

        label = d.pop("label")

        type_ = cast(Literal["bid"], d.pop("type"))
        if type_ != "bid":
            raise ValueError(f"type must match const 'bid', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_bid_action = cls(
            honor=honor,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return fallen_angel_bid_action
