from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryArchHealedEvent")


@_attrs_define
class AngelFuryArchHealedEvent:
    """an arch was healed (as served)

    Attributes:
        amount (int): arch_healed: how much
        health (int): arch_healed: health after
        leader (str): arch_healed: a leader id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['arch_healed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    amount: int
    health: int
    leader: str
    seat: int | None
    seq: int
    type_: Literal["arch_healed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

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
                "amount": amount,
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
        amount = d.pop("amount")

        health = d.pop("health")

        leader = d.pop("leader")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["arch_healed"], d.pop("type"))
        if type_ != "arch_healed":
            raise ValueError(f"type must match const 'arch_healed', got '{type_}'")

        version = d.pop("version")

        angel_fury_arch_healed_event = cls(
            amount=amount,
            health=health,
            leader=leader,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_arch_healed_event
