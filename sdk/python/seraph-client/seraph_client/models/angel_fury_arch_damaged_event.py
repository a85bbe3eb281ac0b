from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryArchDamagedEvent")


@_attrs_define
class AngelFuryArchDamagedEvent:
    """an arch took damage (as served)

    Attributes:
        health (int): arch_damaged: health after
        leader (str): arch_damaged: a leader id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['arch_damaged']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    health: int
    leader: str
    seat: int | None
    seq: int
    type_: Literal["arch_damaged"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        health = self.health

        leader = self.leader

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "health": health,
                "leader": leader,
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
        health = d.pop("health")

        leader = d.pop("leader")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["arch_damaged"], d.pop("type"))
        if type_ != "arch_damaged":
            raise ValueError(f"type must match const 'arch_damaged', got '{type_}'")

        version = d.pop("version")

        angel_fury_arch_damaged_event = cls(
            health=health,
            leader=leader,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_arch_damaged_event
