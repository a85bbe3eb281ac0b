from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionBuyToData")


@_attrs_define
class AngelFuryDecisionBuyToData:
    """the buy_to decision's public data

    Attributes:
        card (str): the card being played
        discount (None | str): the Learning discount chosen (C or R), or null
    """

    card: str
    discount: None | str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        discount: None | str
        discount = self.discount

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "discount": discount,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        def _parse_discount(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        discount = _parse_discount(d.pop("discount"))

        angel_fury_decision_buy_to_data = cls(
            card=card,
            discount=discount,
        )

        return angel_fury_decision_buy_to_data
