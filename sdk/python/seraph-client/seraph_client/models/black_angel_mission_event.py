from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelMissionEvent")


@_attrs_define
class BlackAngelMissionEvent:
    """a Mission card was played face down into a slot (Sequence A step 1; the id only to its seat)

    Attributes:
        colour (str): the Mission's colour
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        slot (str): the card slot (row1-3, col1-3)
        type_ (Literal['mission']): the event's type
        version (int): the game's version (moves applied) when the event was written
        card (str | Unset): the Mission card id
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    colour: str
    seat: int | None
    seq: int
    slot: str
    type_: Literal["mission"]
    version: int
    card: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour

        seat: int | None
        seat = self.seat

        seq = self.seq

        slot = self.slot

        type_ = self.type_

        version = self.version

        card = self.card

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "seat": seat,
                "seq": seq,
                "slot": slot,
                "type": type_,
                "version": version,
            }
        )
        if card is not UNSET:
            field_dict["card"] = card
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = d.pop("colour")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        slot = d.pop("slot")

        type_ = cast(Literal["mission"], d.pop("type"))
        if type_ != "mission":
            raise ValueError(f"type must match const 'mission', got '{type_}'")

        version = d.pop("version")

        card = d.pop("card", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_mission_event = cls(
            colour=colour,
            seat=seat,
            seq=seq,
            slot=slot,
            type_=type_,
            version=version,
            card=card,
            redacted=redacted,
        )

        return black_angel_mission_event
