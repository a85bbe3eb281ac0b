from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryPlayAction")


@_attrs_define
class AngelFuryPlayAction:
    """play, e.g. "Play Resource"

    Attributes:
        card (str): a card id (play; sent back as listed)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['play']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    card: str
    label: str
    type_: Literal["play"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
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
        card = d.pop("card")

        label = d.pop("label")

        type_ = cast(Literal["play"], d.pop("type"))
        if type_ != "play":
            raise ValueError(f"type must match const 'play', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_play_action = cls(
            card=card,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_play_action
