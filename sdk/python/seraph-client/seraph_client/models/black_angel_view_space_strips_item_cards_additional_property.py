from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewSpaceStripsItemCardsAdditionalProperty")


@_attrs_define
class BlackAngelViewSpaceStripsItemCardsAdditionalProperty:
    """
    Attributes:
        card (str): the Mission card id
        owner (int): the seat that placed it (0-based)
    """

    card: str
    owner: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        owner = self.owner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "owner": owner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        owner = d.pop("owner")

        black_angel_view_space_strips_item_cards_additional_property = cls(
            card=card,
            owner=owner,
        )

        return black_angel_view_space_strips_item_cards_additional_property
