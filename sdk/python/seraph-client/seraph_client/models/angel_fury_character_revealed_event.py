from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryCharacterRevealedEvent")


@_attrs_define
class AngelFuryCharacterRevealedEvent:
    """a seat's character was revealed (as served)

    Attributes:
        character (str): character_revealed: a character id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['character_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    character: str
    seat: int | None
    seq: int
    type_: Literal["character_revealed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "character": character,
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
        character = d.pop("character")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["character_revealed"], d.pop("type"))
        if type_ != "character_revealed":
            raise ValueError(f"type must match const 'character_revealed', got '{type_}'")

        version = d.pop("version")

        angel_fury_character_revealed_event = cls(
            character=character,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return angel_fury_character_revealed_event
