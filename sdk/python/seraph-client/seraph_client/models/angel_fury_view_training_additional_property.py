from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryViewTrainingAdditionalProperty")


@_attrs_define
class AngelFuryViewTrainingAdditionalProperty:
    """
    Attributes:
        deck (int): cards left (their order is hidden)
        lost (list[str]): the lost pile's card ids
        offer (list[str]): the offered card ids
    """

    deck: int
    lost: list[str]
    offer: list[str]

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        lost = self.lost

        offer = self.offer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deck": deck,
                "lost": lost,
                "offer": offer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        lost = cast(list[str], d.pop("lost"))

        offer = cast(list[str], d.pop("offer"))

        angel_fury_view_training_additional_property = cls(
            deck=deck,
            lost=lost,
            offer=offer,
        )

        return angel_fury_view_training_additional_property
