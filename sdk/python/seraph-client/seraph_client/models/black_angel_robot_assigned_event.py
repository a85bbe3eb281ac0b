from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelRobotAssignedEvent")


@_attrs_define
class BlackAngelRobotAssignedEvent:
    """a robot went from the break room to a workstation

    Attributes:
        neutral_removed (bool): a neutral robot left that workstation (2 players)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['robot_assigned']): the event's type
        version (int): the game's version (moves applied) when the event was written
        workstation (str): the workstation's colour
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    neutral_removed: bool
    seat: int | None
    seq: int
    type_: Literal["robot_assigned"]
    version: int
    workstation: str
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        neutral_removed = self.neutral_removed

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        workstation = self.workstation

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "neutral_removed": neutral_removed,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
                "workstation": workstation,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        neutral_removed = d.pop("neutral_removed")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["robot_assigned"], d.pop("type"))
        if type_ != "robot_assigned":
            raise ValueError(f"type must match const 'robot_assigned', got '{type_}'")

        version = d.pop("version")

        workstation = d.pop("workstation")

        redacted = d.pop("redacted", UNSET)

        black_angel_robot_assigned_event = cls(
            neutral_removed=neutral_removed,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            workstation=workstation,
            redacted=redacted,
        )

        return black_angel_robot_assigned_event
