from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFurySwapReserveAction")


@_attrs_define
class AngelFurySwapReserveAction:
    """swap_reserve, e.g. "Take the reserved Backstab to your hand, replacing Archers"

    Attributes:
        hand_card (str): the hand card it replaces (swap_reserve; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        reserve_card (str): the reserved card (swap_reserve; sent back as listed)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['swap_reserve']): the action's type
    """

    hand_card: str
    label: str
    params: Params
    reserve_card: str
    template: str
    type_: Literal["swap_reserve"]

    def to_dict(self) -> dict[str, Any]:
        hand_card = self.hand_card

        label = self.label

        params = self.params.to_dict()

        reserve_card = self.reserve_card

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand_card": hand_card,
                "label": label,
                "params": params,
                "reserve_card": reserve_card,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        hand_card = d.pop("hand_card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        reserve_card = d.pop("reserve_card")

        template = d.pop("template")

        type_ = cast(Literal["swap_reserve"], d.pop("type"))
        if type_ != "swap_reserve":
            raise ValueError(f"type must match const 'swap_reserve', got '{type_}'")

        angel_fury_swap_reserve_action = cls(
            hand_card=hand_card,
            label=label,
            params=params,
            reserve_card=reserve_card,
            template=template,
            type_=type_,
        )

        return angel_fury_swap_reserve_action
