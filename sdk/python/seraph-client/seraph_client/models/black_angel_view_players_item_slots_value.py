from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelViewPlayersItemSlotsValue")


@_attrs_define
class BlackAngelViewPlayersItemSlotsValue:
    """
    Attributes:
        colour (None | str): a Mission's colour; null for a Ravager
        type_ (str): mission or ravager (the card's back)
        card (str | Unset): the card id. Hidden: present only in the seat's own view (absent for other seats and
            spectators)
    """

    colour: None | str
    type_: str
    card: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        colour = self.colour

        type_ = self.type_

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_colour(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        colour = _parse_colour(d.pop("colour"))

        type_ = d.pop("type")

        card = d.pop("card", UNSET)

        black_angel_view_players_item_slots_value = cls(
            colour=colour,
            type_=type_,
            card=card,
        )

        return black_angel_view_players_item_slots_value
