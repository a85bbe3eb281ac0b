from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryGainedEvent")


@_attrs_define
class AngelFuryGainedEvent:
    """resources gained (as served)

    Attributes:
        crystals (int): gained: crystals (C)
        reason (str): gained: why (a card family, an ability or a rule)
        reinforcements (int): gained: R held (minions in supply)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['gained']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    crystals: int
    reason: str
    reinforcements: int
    seat: int | None
    seq: int
    type_: Literal["gained"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        crystals = self.crystals

        reason = self.reason

        reinforcements = self.reinforcements

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "crystals": crystals,
                "reason": reason,
                "reinforcements": reinforcements,
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
        crystals = d.pop("crystals")

        reason = d.pop("reason")

        reinforcements = d.pop("reinforcements")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["gained"], d.pop("type"))
        if type_ != "gained":
            raise ValueError(f"type must match const 'gained', got '{type_}'")

        version = d.pop("version")

        angel_fury_gained_event = cls(
            crystals=crystals,
            reason=reason,
            reinforcements=reinforcements,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_gained_event
