from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.inbox_entry_status import InboxEntryStatus

T = TypeVar("T", bound="InboxEntry")


@_attrs_define
class InboxEntry:
    """
    Attributes:
        active_seats (list[int]):
        game (str):
        id (str):
        last_seq (int): the seq of the game's last event
        my_turn (bool):
        seat (int): the player's seat
        status (InboxEntryStatus):
        updated_at (datetime.datetime): RFC 3339, UTC
        version (int):
    """

    active_seats: list[int]
    game: str
    id: str
    last_seq: int
    my_turn: bool
    seat: int
    status: InboxEntryStatus
    updated_at: datetime.datetime
    version: int

    def to_dict(self) -> dict[str, Any]:
        active_seats = self.active_seats

        game = self.game

        id = self.id

        last_seq = self.last_seq

        my_turn = self.my_turn

        seat = self.seat

        status = self.status.value

        updated_at = self.updated_at.isoformat()

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "active_seats": active_seats,
                "game": game,
                "id": id,
                "last_seq": last_seq,
                "my_turn": my_turn,
                "seat": seat,
                "status": status,
                "updated_at": updated_at,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        active_seats = cast(list[int], d.pop("active_seats"))

        game = d.pop("game")

        id = d.pop("id")

        last_seq = d.pop("last_seq")

        my_turn = d.pop("my_turn")

        seat = d.pop("seat")

        status = InboxEntryStatus(d.pop("status"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        version = d.pop("version")

        inbox_entry = cls(
            active_seats=active_seats,
            game=game,
            id=id,
            last_seq=last_seq,
            my_turn=my_turn,
            seat=seat,
            status=status,
            updated_at=updated_at,
            version=version,
        )

        return inbox_entry
