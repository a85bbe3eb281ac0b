from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_terrain_destroyed_event_terrain import AngelFuryTerrainDestroyedEventTerrain

T = TypeVar("T", bound="AngelFuryTerrainDestroyedEvent")


@_attrs_define
class AngelFuryTerrainDestroyedEvent:
    """the evil tide destroyed a mountain or fountain (as served)

    Attributes:
        area (str): terrain_destroyed: an area id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        soul_points (int): terrain_destroyed: soul points
        terrain (AngelFuryTerrainDestroyedEventTerrain): terrain_destroyed: the terrain
        total (int): terrain_destroyed: the side's soul points after
        type_ (Literal['terrain_destroyed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    seat: int | None
    seq: int
    soul_points: int
    terrain: AngelFuryTerrainDestroyedEventTerrain
    total: int
    type_: Literal["terrain_destroyed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        seat: int | None
        seat = self.seat

        seq = self.seq

        soul_points = self.soul_points

        terrain = self.terrain.value

        total = self.total

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "seat": seat,
                "seq": seq,
                "soul_points": soul_points,
                "terrain": terrain,
                "total": total,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        soul_points = d.pop("soul_points")

        terrain = AngelFuryTerrainDestroyedEventTerrain(d.pop("terrain"))

        total = d.pop("total")

        type_ = cast(Literal["terrain_destroyed"], d.pop("type"))
        if type_ != "terrain_destroyed":
            raise ValueError(f"type must match const 'terrain_destroyed', got '{type_}'")

        version = d.pop("version")

        angel_fury_terrain_destroyed_event = cls(
            area=area,
            seat=seat,
            seq=seq,
            soul_points=soul_points,
            terrain=terrain,
            total=total,
            type_=type_,
            version=version,
        )

        return angel_fury_terrain_destroyed_event
