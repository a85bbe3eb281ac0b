from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallingExplorationStartedEvent")


@_attrs_define
class FallingExplorationStartedEvent:
    """the Exploration Phase began

    Attributes:
        order (list[int]): the seats (0-based) in turn order
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['exploration_started']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    order: list[int]
    seat: int | None
    seq: int
    type_: Literal["exploration_started"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
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
        order = cast(list[int], d.pop("order"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["exploration_started"], d.pop("type"))
        if type_ != "exploration_started":
            raise ValueError(f"type must match const 'exploration_started', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_exploration_started_event = cls(
            order=order,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_exploration_started_event
