from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_reset_event_city import FallenAngelResetEventCity
    from ..models.fallen_angel_reset_event_sections import FallenAngelResetEventSections


T = TypeVar("T", bound="FallenAngelResetEvent")


@_attrs_define
class FallenAngelResetEvent:
    """reset: the board was reset for the next round, as served

    Attributes:
        city (FallenAngelResetEventCity): Angel City's gems per Region
        round_ (int): the round
        seat (int | None): the seat that acted (null: the game or automa)
        sections (FallenAngelResetEventSections): per Section: the new tile and Monster Dice
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['reset']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    city: FallenAngelResetEventCity
    round_: int
    seat: int | None
    sections: FallenAngelResetEventSections
    seq: int
    type_: Literal["reset"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        city = self.city.to_dict()

        round_ = self.round_

        seat: int | None
        seat = self.seat

        sections = self.sections.to_dict()

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "city": city,
                "round": round_,
                "seat": seat,
                "sections": sections,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_reset_event_city import FallenAngelResetEventCity  # noqa: PLC0415
        from ..models.fallen_angel_reset_event_sections import FallenAngelResetEventSections  # noqa: PLC0415

        d = dict(src_dict)
        city = FallenAngelResetEventCity.from_dict(d.pop("city"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        sections = FallenAngelResetEventSections.from_dict(d.pop("sections"))

        seq = d.pop("seq")

        type_ = cast(Literal["reset"], d.pop("type"))
        if type_ != "reset":
            raise ValueError(f"type must match const 'reset', got '{type_}'")

        version = d.pop("version")

        fallen_angel_reset_event = cls(
            city=city,
            round_=round_,
            seat=seat,
            sections=sections,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_reset_event
