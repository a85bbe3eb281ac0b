from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelCubeRemovedEvent")


@_attrs_define
class BlackAngelCubeRemovedEvent:
    """a damage cube was fixed (Fix): from an action or a die

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['cube_removed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        action (str | Unset): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green)
        die (str | Unset): the die id, when the cube is on a die (in place of action)
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    seat: int | None
    seq: int
    type_: Literal["cube_removed"]
    version: int
    action: str | Unset = UNSET
    die: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        action = self.action

        die = self.die

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if die is not UNSET:
            field_dict["die"] = die
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["cube_removed"], d.pop("type"))
        if type_ != "cube_removed":
            raise ValueError(f"type must match const 'cube_removed', got '{type_}'")

        version = d.pop("version")

        action = d.pop("action", UNSET)

        die = d.pop("die", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_cube_removed_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            action=action,
            die=die,
            redacted=redacted,
        )

        return black_angel_cube_removed_event
