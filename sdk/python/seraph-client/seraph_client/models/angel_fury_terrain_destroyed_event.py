from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_terrain_destroyed_event_terrain import AngelFuryTerrainDestroyedEventTerrain

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTerrainDestroyedEvent")


@_attrs_define
class AngelFuryTerrainDestroyedEvent:
    """the evil tide destroyed a mountain or fountain (as served)

    Attributes:
        area (str): terrain_destroyed: an area id
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        soul_points (int): terrain_destroyed: soul points
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        terrain (AngelFuryTerrainDestroyedEventTerrain): terrain_destroyed: the terrain
        text (str): the message in English: the template filled in with the params
        total (int): terrain_destroyed: the side's soul points after
        type_ (Literal['terrain_destroyed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    params: Params
    seat: int | None
    seq: int
    soul_points: int
    template: str
    terrain: AngelFuryTerrainDestroyedEventTerrain
    text: str
    total: int
    type_: Literal["terrain_destroyed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        soul_points = self.soul_points

        template = self.template

        terrain = self.terrain.value

        text = self.text

        total = self.total

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "params": params,
                "seat": seat,
                "seq": seq,
                "soul_points": soul_points,
                "template": template,
                "terrain": terrain,
                "text": text,
                "total": total,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        soul_points = d.pop("soul_points")

        template = d.pop("template")

        terrain = AngelFuryTerrainDestroyedEventTerrain(d.pop("terrain"))

        text = d.pop("text")

        total = d.pop("total")

        type_ = cast(Literal["terrain_destroyed"], d.pop("type"))
        if type_ != "terrain_destroyed":
            raise ValueError(f"type must match const 'terrain_destroyed', got '{type_}'")

        version = d.pop("version")

        angel_fury_terrain_destroyed_event = cls(
            area=area,
            params=params,
            seat=seat,
            seq=seq,
            soul_points=soul_points,
            template=template,
            terrain=terrain,
            text=text,
            total=total,
            type_=type_,
            version=version,
        )

        return angel_fury_terrain_destroyed_event
