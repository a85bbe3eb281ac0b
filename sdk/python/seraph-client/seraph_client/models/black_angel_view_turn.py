from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewTurn")


@_attrs_define
class BlackAngelViewTurn:
    """whose turn it is and how far: seat, seq (null | A | B), die (the die in use), card_played, bought

    Attributes:
        bought (list[str]): ids of the dice bought this turn (they can't be flipped)
        card_played (bool): a card was played this turn (A.1)
        die (None | str): the id of the die being used in Sequence A step 2 (a key of dice), or null
        seat (int): the seat whose turn it is (0-based, an index into players)
        seq (None | str): null before choosing, then A or B
    """

    bought: list[str]
    card_played: bool
    die: None | str
    seat: int
    seq: None | str

    def to_dict(self) -> dict[str, Any]:
        bought = self.bought

        card_played = self.card_played

        die: None | str
        die = self.die

        seat = self.seat

        seq: None | str
        seq = self.seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bought": bought,
                "card_played": card_played,
                "die": die,
                "seat": seat,
                "seq": seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bought = cast(list[str], d.pop("bought"))

        card_played = d.pop("card_played")

        def _parse_die(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        die = _parse_die(d.pop("die"))

        seat = d.pop("seat")

        def _parse_seq(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seq = _parse_seq(d.pop("seq"))

        black_angel_view_turn = cls(
            bought=bought,
            card_played=card_played,
            die=die,
            seat=seat,
            seq=seq,
        )

        return black_angel_view_turn
