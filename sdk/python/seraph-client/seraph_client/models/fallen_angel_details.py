from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.fallen_angel_details_ending import FallenAngelDetailsEnding
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_details_seats import FallenAngelDetailsSeats
    from ..models.fallen_angel_details_shadow import FallenAngelDetailsShadow


T = TypeVar("T", bound="FallenAngelDetails")


@_attrs_define
class FallenAngelDetails:
    """the game's own details: ending, gems_left, seats (each player's breakdown); the Shadow co-op adds shadow,
    players_won and margin

        Attributes:
            ending (FallenAngelDetailsEnding): saved | crash (the glossary's Saved and Crash)
            gems_left (int): gems left in Angel City and the bag
            seats (FallenAngelDetailsSeats): seat number (as a string) -> its breakdown
            margin (int | Unset): co-op: the worst player's total less the Shadow's
            players_won (bool | Unset): co-op: the players beat the Shadow
            shadow (FallenAngelDetailsShadow | Unset): Shadow co-op: the Shadow's breakdown (row 66)
    """

    ending: FallenAngelDetailsEnding
    gems_left: int
    seats: FallenAngelDetailsSeats
    margin: int | Unset = UNSET
    players_won: bool | Unset = UNSET
    shadow: FallenAngelDetailsShadow | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ending = self.ending.value

        gems_left = self.gems_left

        seats = self.seats.to_dict()

        margin = self.margin

        players_won = self.players_won

        shadow: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shadow, Unset):
            shadow = self.shadow.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ending": ending,
                "gems_left": gems_left,
                "seats": seats,
            }
        )
        if margin is not UNSET:
            field_dict["margin"] = margin
        if players_won is not UNSET:
            field_dict["players_won"] = players_won
        if shadow is not UNSET:
            field_dict["shadow"] = shadow

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_details_seats import FallenAngelDetailsSeats  # noqa: PLC0415
        from ..models.fallen_angel_details_shadow import FallenAngelDetailsShadow  # noqa: PLC0415

        d = dict(src_dict)
        ending = FallenAngelDetailsEnding(d.pop("ending"))

        gems_left = d.pop("gems_left")

        seats = FallenAngelDetailsSeats.from_dict(d.pop("seats"))

        margin = d.pop("margin", UNSET)

        players_won = d.pop("players_won", UNSET)

        _shadow = d.pop("shadow", UNSET)
        shadow: FallenAngelDetailsShadow | Unset
        if isinstance(_shadow, Unset):
            shadow = UNSET
        else:
            shadow = FallenAngelDetailsShadow.from_dict(_shadow)

        fallen_angel_details = cls(
            ending=ending,
            gems_left=gems_left,
            seats=seats,
            margin=margin,
            players_won=players_won,
            shadow=shadow,
        )

        return fallen_angel_details
