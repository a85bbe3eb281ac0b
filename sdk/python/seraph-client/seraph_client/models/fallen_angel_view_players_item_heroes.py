from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelViewPlayersItemHeroes")


@_attrs_define
class FallenAngelViewPlayersItemHeroes:
    """hand, drawn and deck counts; your own seat also hand_ids, drawn_ids, known_top and known_bottom (the deck cards you
    put back yourself, top / bottom)

        Attributes:
            deck (int): cards in the deck (count)
            drawn (int): cards drawn, not yet kept or put back (count)
            hand (int): cards in hand (count)
            drawn_ids (list[str] | Unset): the drawn card ids: only in the owner's own view (and everyone's in the Shadow
                co-op)
            hand_ids (list[str] | Unset): the hand's card ids: only in the owner's own view (and everyone's in the Shadow
                co-op)
            known_bottom (list[str] | Unset): the deck cards the owner put back at the bottom: owner only
            known_top (list[str] | Unset): the deck cards the owner put back on top, top first: owner only
    """

    deck: int
    drawn: int
    hand: int
    drawn_ids: list[str] | Unset = UNSET
    hand_ids: list[str] | Unset = UNSET
    known_bottom: list[str] | Unset = UNSET
    known_top: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        drawn = self.drawn

        hand = self.hand

        drawn_ids: list[str] | Unset = UNSET
        if not isinstance(self.drawn_ids, Unset):
            drawn_ids = self.drawn_ids

        hand_ids: list[str] | Unset = UNSET
        if not isinstance(self.hand_ids, Unset):
            hand_ids = self.hand_ids

        known_bottom: list[str] | Unset = UNSET
        if not isinstance(self.known_bottom, Unset):
            known_bottom = self.known_bottom

        known_top: list[str] | Unset = UNSET
        if not isinstance(self.known_top, Unset):
            known_top = self.known_top

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deck": deck,
                "drawn": drawn,
                "hand": hand,
            }
        )
        if drawn_ids is not UNSET:
            field_dict["drawn_ids"] = drawn_ids
        if hand_ids is not UNSET:
            field_dict["hand_ids"] = hand_ids
        if known_bottom is not UNSET:
            field_dict["known_bottom"] = known_bottom
        if known_top is not UNSET:
            field_dict["known_top"] = known_top

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = d.pop("deck")

        drawn = d.pop("drawn")

        hand = d.pop("hand")

        drawn_ids = cast(list[str], d.pop("drawn_ids", UNSET))

        hand_ids = cast(list[str], d.pop("hand_ids", UNSET))

        known_bottom = cast(list[str], d.pop("known_bottom", UNSET))

        known_top = cast(list[str], d.pop("known_top", UNSET))

        fallen_angel_view_players_item_heroes = cls(
            deck=deck,
            drawn=drawn,
            hand=hand,
            drawn_ids=drawn_ids,
            hand_ids=hand_ids,
            known_bottom=known_bottom,
            known_top=known_top,
        )

        return fallen_angel_view_players_item_heroes
