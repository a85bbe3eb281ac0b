from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryBattlePrayerEvent")


@_attrs_define
class AngelFuryBattlePrayerEvent:
    """Battle Prayer was stored (as served)

    Attributes:
        pending (int): battle_prayer: Battle Prayers stored
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['battle_prayer']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    pending: int
    seat: int | None
    seq: int
    type_: Literal["battle_prayer"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        pending = self.pending

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pending": pending,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pending = d.pop("pending")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["battle_prayer"], d.pop("type"))
        if type_ != "battle_prayer":
            raise ValueError(f"type must match const 'battle_prayer', got '{type_}'")

        version = d.pop("version")

        angel_fury_battle_prayer_event = cls(
            pending=pending,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_battle_prayer_event
