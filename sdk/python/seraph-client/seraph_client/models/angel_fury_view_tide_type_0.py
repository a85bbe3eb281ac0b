from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryViewTideType0")


@_attrs_define
class AngelFuryViewTideType0:
    """
    Attributes:
        deck (list[str]): tide card ids not yet drawn (each draw is at random)
        destroyed (list[str]): areas whose mountain or fountain it destroyed
        discard (list[str]): tide cards drawn since the last reshuffle, in order
        seat (int): the tide's seat
        turns (int): tide turns begun
    """

    deck: list[str]
    destroyed: list[str]
    discard: list[str]
    seat: int
    turns: int

    def to_dict(self) -> dict[str, Any]:
        deck = self.deck

        destroyed = self.destroyed

        discard = self.discard

        seat = self.seat

        turns = self.turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deck": deck,
                "destroyed": destroyed,
                "discard": discard,
                "seat": seat,
                "turns": turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        deck = cast(list[str], d.pop("deck"))

        destroyed = cast(list[str], d.pop("destroyed"))

        discard = cast(list[str], d.pop("discard"))

        seat = d.pop("seat")

        turns = d.pop("turns")

        angel_fury_view_tide_type_0 = cls(
            deck=deck,
            destroyed=destroyed,
            discard=discard,
            seat=seat,
            turns=turns,
        )

        return angel_fury_view_tide_type_0
