from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat_public_kind import SeatPublicKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatPublic")


@_attrs_define
class SeatPublic:
    """a seat as create and read echo it

    Attributes:
        kind (SeatPublicKind):
        name (str):
        role (None | str): the seat's colour or side, null when the game has none
        seat (int):
        bot (None | str | Unset): the bot playing a bot seat
    """

    kind: SeatPublicKind
    name: str
    role: None | str
    seat: int
    bot: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        name = self.name

        role: None | str
        role = self.role

        seat = self.seat

        bot: None | str | Unset
        if isinstance(self.bot, Unset):
            bot = UNSET
        else:
            bot = self.bot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
                "name": name,
                "role": role,
                "seat": seat,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = SeatPublicKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_role(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        role = _parse_role(d.pop("role"))

        seat = d.pop("seat")

        def _parse_bot(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        bot = _parse_bot(d.pop("bot", UNSET))

        seat_public = cls(
            kind=kind,
            name=name,
            role=role,
            seat=seat,
            bot=bot,
        )

        return seat_public
