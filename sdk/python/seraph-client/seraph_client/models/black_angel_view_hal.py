from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewHal")


@_attrs_define
class BlackAngelViewHal:
    """solitaire only (else null): seat, human, difficulty, deck (size), card (revealed this turn), discard, out (tiles and
    Ravagers Hal converted), box (Ravagers removed at setup, size)

        Attributes:
            box (int): the number of Ravagers removed at setup (their ids stay hidden)
            card (None | str): the Hal card revealed this turn, or null
            deck (int): the number of cards left in Hal's deck
            difficulty (str): easy, normal or hard
            discard (list[str]): Hal's discarded card ids, oldest first
            human (int): the player's seat (0-based)
            out (list[str]): ids of the tiles and Ravagers Hal converted (out of the game)
            seat (int): Hal's seat (0-based)
    """

    box: int
    card: None | str
    deck: int
    difficulty: str
    discard: list[str]
    human: int
    out: list[str]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        box = self.box

        card: None | str
        card = self.card

        deck = self.deck

        difficulty = self.difficulty

        discard = self.discard

        human = self.human

        out = self.out

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "box": box,
                "card": card,
                "deck": deck,
                "difficulty": difficulty,
                "discard": discard,
                "human": human,
                "out": out,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        box = d.pop("box")

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        deck = d.pop("deck")

        difficulty = d.pop("difficulty")

        discard = cast(list[str], d.pop("discard"))

        human = d.pop("human")

        out = cast(list[str], d.pop("out"))

        seat = d.pop("seat")

        black_angel_view_hal = cls(
            box=box,
            card=card,
            deck=deck,
            difficulty=difficulty,
            discard=discard,
            human=human,
            out=out,
            seat=seat,
        )

        return black_angel_view_hal
