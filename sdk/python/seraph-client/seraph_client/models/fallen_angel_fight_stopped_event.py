from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelFightStoppedEvent")


@_attrs_define
class FallenAngelFightStoppedEvent:
    """fight_stopped: a fight stopped, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['fight_stopped']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    section: FallenAngelSection
    seq: int
    type_: Literal["fight_stopped"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "section": section,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        type_ = cast(Literal["fight_stopped"], d.pop("type"))
        if type_ != "fight_stopped":
            raise ValueError(f"type must match const 'fight_stopped', got '{type_}'")

        version = d.pop("version")

        fallen_angel_fight_stopped_event = cls(
            seat=seat,
            section=section,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_fight_stopped_event
