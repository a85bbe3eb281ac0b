from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelTileUsedEvent")


@_attrs_define
class FallenAngelTileUsedEvent:
    """tile_used: a tile was used, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        strength (int): the Action Strength
        tile (str): the tile id
        type_ (Literal['tile_used']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    section: FallenAngelSection
    seq: int
    strength: int
    tile: str
    type_: Literal["tile_used"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        strength = self.strength

        tile = self.tile

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "section": section,
                "seq": seq,
                "strength": strength,
                "tile": tile,
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

        strength = d.pop("strength")

        tile = d.pop("tile")

        type_ = cast(Literal["tile_used"], d.pop("type"))
        if type_ != "tile_used":
            raise ValueError(f"type must match const 'tile_used', got '{type_}'")

        version = d.pop("version")

        fallen_angel_tile_used_event = cls(
            seat=seat,
            section=section,
            seq=seq,
            strength=strength,
            tile=tile,
            type_=type_,
            version=version,
        )

        return fallen_angel_tile_used_event
