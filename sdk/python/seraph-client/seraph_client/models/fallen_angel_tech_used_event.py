from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelTechUsedEvent")


@_attrs_define
class FallenAngelTechUsedEvent:
    """tech_used: a technology was used, as served

    Attributes:
        copied_from (int | None): the seat whose tech was copied (null: the seat's own)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        tech (str): the tech id
        tile (str): the tile id
        type_ (Literal['tech_used']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    copied_from: int | None
    seat: int | None
    seq: int
    tech: str
    tile: str
    type_: Literal["tech_used"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        copied_from: int | None
        copied_from = self.copied_from

        seat: int | None
        seat = self.seat

        seq = self.seq

        tech = self.tech

        tile = self.tile

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "copied_from": copied_from,
                "seat": seat,
                "seq": seq,
                "tech": tech,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

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

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        tech = d.pop("tech")

        tile = d.pop("tile")

        type_ = cast(Literal["tech_used"], d.pop("type"))
        if type_ != "tech_used":
            raise ValueError(f"type must match const 'tech_used', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_tech_used_event = cls(
            copied_from=copied_from,
            seat=seat,
            seq=seq,
            tech=tech,
            tile=tile,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_tech_used_event
