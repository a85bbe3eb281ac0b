from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBattleCardAction")


@_attrs_define
class AngelFuryBattleCardAction:
    """battle_card, e.g. "Play Entrenched: remove 1 attacking minion, unpreventably"

    Attributes:
        card (str): a card id (battle_card; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['battle_card']): the action's type
        count (int | Unset): how many (battle_card; sent back as listed)
    """

    card: str
    label: str
    params: Params
    template: str
    type_: Literal["battle_card"]
    count: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if count is not UNSET:
            field_dict["count"] = count

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["battle_card"], d.pop("type"))
        if type_ != "battle_card":
            raise ValueError(f"type must match const 'battle_card', got '{type_}'")

        count = d.pop("count", UNSET)

        angel_fury_battle_card_action = cls(
            card=card,
            label=label,
            params=params,
            template=template,
            type_=type_,
            count=count,
        )

        return angel_fury_battle_card_action
