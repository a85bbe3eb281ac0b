from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="StreamTicket")


@_attrs_define
class StreamTicket:
    """
    Attributes:
        expires_in (int): seconds the ticket stays valid Example: 60.
        ticket (str): pass it as GET /v1/games/{game_id}/events?ticket=...; it opens this game's stream as this seat
            until it expires
    """

    expires_in: int
    ticket: str

    def to_dict(self) -> dict[str, Any]:
        expires_in = self.expires_in

        ticket = self.ticket

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "expires_in": expires_in,
                "ticket": ticket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        expires_in = d.pop("expires_in")

        ticket = d.pop("ticket")

        stream_ticket = cls(
            expires_in=expires_in,
            ticket=ticket,
        )

        return stream_ticket
