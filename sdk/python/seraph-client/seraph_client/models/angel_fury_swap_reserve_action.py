from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFurySwapReserveAction")


@_attrs_define
class AngelFurySwapReserveAction:
    """swap_reserve, e.g. "Take reserved Reinforce II to hand, replacing Reinforce"

    Attributes:
        hand_card (str): the hand card it replaces (swap_reserve; sent back as listed)
        label (str): the action in words, for a button (never matched)
        reserve_card (str): the reserved card (swap_reserve; sent back as listed)
        type_ (Literal['swap_reserve']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    hand_card: str
    label: str
    reserve_card: str
    type_: Literal["swap_reserve"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        hand_card = self.hand_card

        label = self.label

        reserve_card = self.reserve_card

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand_card": hand_card,
                "label": label,
                "reserve_card": reserve_card,
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
        hand_card = d.pop("hand_card")

        label = d.pop("label")

        reserve_card = d.pop("reserve_card")

        type_ = cast(Literal["swap_reserve"], d.pop("type"))
        if type_ != "swap_reserve":
            raise ValueError(f"type must match const 'swap_reserve', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_swap_reserve_action = cls(
            hand_card=hand_card,
            label=label,
            reserve_card=reserve_card,
            type_=type_,
            params=params,
            template=template,
        )

        return angel_fury_swap_reserve_action
