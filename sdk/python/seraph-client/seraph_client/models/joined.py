from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.joined_status import JoinedStatus

T = TypeVar("T", bound="Joined")


@_attrs_define
class Joined:
    """
    Attributes:
        game_id (str):
        seat (int):
        status (JoinedStatus): active when this join filled the last open seat
        token (str): bearer token of the seat; keep it secret
    """

    game_id: str
    seat: int
    status: JoinedStatus
    token: str

    def to_dict(self) -> dict[str, Any]:
        game_id = self.game_id

        seat = self.seat

        status = self.status.value

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game_id": game_id,
                "seat": seat,
                "status": status,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game_id = d.pop("game_id")

        seat = d.pop("seat")

        status = JoinedStatus(d.pop("status"))

        token = d.pop("token")

        joined = cls(
            game_id=game_id,
            seat=seat,
            status=status,
            token=token,
        )

        return joined
