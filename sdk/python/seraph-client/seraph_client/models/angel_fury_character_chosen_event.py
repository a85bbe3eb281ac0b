from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryCharacterChosenEvent")


@_attrs_define
class AngelFuryCharacterChosenEvent:
    """a seat kept a character (named only to its side) (as served)

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['character_chosen']): the event's type
        version (int): the game's version (moves applied) when the event was written
        character (str | Unset): character_chosen: a character id
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    seat: int | None
    seq: int
    type_: Literal["character_chosen"]
    version: int
    character: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        character = self.character

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
        if character is not UNSET:
            field_dict["character"] = character
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

        type_ = cast(Literal["character_chosen"], d.pop("type"))
        if type_ != "character_chosen":
            raise ValueError(f"type must match const 'character_chosen', got '{type_}'")

        version = d.pop("version")

        character = d.pop("character", UNSET)

        redacted = d.pop("redacted", UNSET)

        angel_fury_character_chosen_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            character=character,
            redacted=redacted,
        )

        return angel_fury_character_chosen_event
