from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_players_item_hand_missions import BlackAngelViewPlayersItemHandMissions


T = TypeVar("T", bound="BlackAngelViewPlayersItemHand")


@_attrs_define
class BlackAngelViewPlayersItemHand:
    """the hand as anyone sees it: Missions per colour and the Ravager count

    Attributes:
        missions (BlackAngelViewPlayersItemHandMissions): the number of Mission cards in hand, per colour
        ravagers (int): the number of Ravager cards in hand
    """

    missions: BlackAngelViewPlayersItemHandMissions
    ravagers: int

    def to_dict(self) -> dict[str, Any]:
        missions = self.missions.to_dict()

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
        from ..models.black_angel_view_players_item_hand_missions import BlackAngelViewPlayersItemHandMissions  # noqa: PLC0415

        d = dict(src_dict)
        missions = BlackAngelViewPlayersItemHandMissions.from_dict(d.pop("missions"))

        ravagers = d.pop("ravagers")

        black_angel_view_players_item_hand = cls(
            missions=missions,
            ravagers=ravagers,
        )

        return black_angel_view_players_item_hand
