from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingSkillChipsRetrievedEvent")


@_attrs_define
class FallingSkillChipsRetrievedEvent:
    """the seat took back its placed Skill Chips

    Attributes:
        count (int): the number taken back
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['skill_chips_retrieved']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    count: int
    seat: int | None
    seq: int
    type_: Literal["skill_chips_retrieved"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["skill_chips_retrieved"], d.pop("type"))
        if type_ != "skill_chips_retrieved":
            raise ValueError(f"type must match const 'skill_chips_retrieved', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_skill_chips_retrieved_event = cls(
            count=count,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_skill_chips_retrieved_event
