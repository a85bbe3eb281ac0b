from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.rematch_status import RematchStatus

if TYPE_CHECKING:
    from ..models.seat_summary import SeatSummary


T = TypeVar("T", bound="Rematch")


@_attrs_define
class Rematch:
    """
    Attributes:
        created (bool): false: an earlier request made it
        game (str):
        id (str):
        rematch_of (str):
        seats (list[SeatSummary]):
        status (RematchStatus):
        version (int):
    """

    created: bool
    game: str
    id: str
    rematch_of: str
    seats: list[SeatSummary]
    status: RematchStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        game = self.game

        id = self.id

        rematch_of = self.rematch_of

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created": created,
                "game": game,
                "id": id,
                "rematch_of": rematch_of,
                "seats": seats,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_summary import SeatSummary  # noqa: PLC0415

        d = dict(src_dict)
        created = d.pop("created")

        game = d.pop("game")

        id = d.pop("id")

        rematch_of = d.pop("rematch_of")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSummary.from_dict(seats_item_data)

            seats.append(seats_item)

        status = RematchStatus(d.pop("status"))

        version = d.pop("version")

        rematch = cls(
            created=created,
            game=game,
            id=id,
            rematch_of=rematch_of,
            seats=seats,
            status=status,
            version=version,
        )

        return rematch
