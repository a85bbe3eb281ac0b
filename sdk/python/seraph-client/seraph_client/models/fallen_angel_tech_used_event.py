from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelTechUsedEvent")


@_attrs_define
class FallenAngelTechUsedEvent:
    """tech_used: a technology was used, as served

    Attributes:
        copied_from (int | None): the seat whose tech was copied (null: the seat's own)
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        tech (str): the tech id
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tile (str): the tile id
        type_ (Literal['tech_used']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    copied_from: int | None
    params: Params
    seat: int | None
    seq: int
    tech: str
    template: str
    text: str
    tile: str
    type_: Literal["tech_used"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        copied_from: int | None
        copied_from = self.copied_from

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        tech = self.tech

        template = self.template

        text = self.text

        tile = self.tile

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "copied_from": copied_from,
                "params": params,
                "seat": seat,
                "seq": seq,
                "tech": tech,
                "template": template,
                "text": text,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_copied_from(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        copied_from = _parse_copied_from(d.pop("copied_from"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        tech = d.pop("tech")

        template = d.pop("template")

        text = d.pop("text")

        tile = d.pop("tile")

        type_ = cast(Literal["tech_used"], d.pop("type"))
        if type_ != "tech_used":
            raise ValueError(f"type must match const 'tech_used', got '{type_}'")

        version = d.pop("version")

        fallen_angel_tech_used_event = cls(
            copied_from=copied_from,
            params=params,
            seat=seat,
            seq=seq,
            tech=tech,
            template=template,
            text=text,
            tile=tile,
            type_=type_,
            version=version,
        )

        return fallen_angel_tech_used_event
