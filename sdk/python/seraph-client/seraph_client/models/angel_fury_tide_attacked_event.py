from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryTideAttackedEvent")


@_attrs_define
class AngelFuryTideAttackedEvent:
    """the evil tide attacked (as served)

    Attributes:
        area (str): tide_attacked: an area id
        demons (int): tide_attacked: demons
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        to (str): tide_attacked: where it went
        type_ (Literal['tide_attacked']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    demons: int
    seat: int | None
    seq: int
    to: str
    type_: Literal["tide_attacked"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        demons = self.demons

        seat: int | None
        seat = self.seat

        seq = self.seq

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "demons": demons,
                "seat": seat,
                "seq": seq,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        demons = d.pop("demons")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        to = d.pop("to")

        type_ = cast(Literal["tide_attacked"], d.pop("type"))
        if type_ != "tide_attacked":
            raise ValueError(f"type must match const 'tide_attacked', got '{type_}'")

        version = d.pop("version")

        angel_fury_tide_attacked_event = cls(
            area=area,
            demons=demons,
            seat=seat,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
        )

        return angel_fury_tide_attacked_event
