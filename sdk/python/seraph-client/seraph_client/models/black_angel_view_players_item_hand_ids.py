from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewPlayersItemHandIds")


@_attrs_define
class BlackAngelViewPlayersItemHandIds:
    """own seat only: the Mission and Ravager ids in hand. Hidden: present only in the seat's own view (absent for other
    seats and spectators).

        Attributes:
            missions (list[str]): the Mission card ids in hand
            ravagers (list[str]): the Ravager card ids in hand
    """

    missions: list[str]
    ravagers: list[str]

    def to_dict(self) -> dict[str, Any]:
        missions = self.missions

        ravagers = self.ravagers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "missions": missions,
                "ravagers": ravagers,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        missions = cast(list[str], d.pop("missions"))

        ravagers = cast(list[str], d.pop("ravagers"))

        black_angel_view_players_item_hand_ids = cls(
            missions=missions,
            ravagers=ravagers,
        )

        return black_angel_view_players_item_hand_ids
