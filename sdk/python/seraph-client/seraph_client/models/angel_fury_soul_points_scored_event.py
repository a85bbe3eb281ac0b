from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFurySoulPointsScoredEvent")


@_attrs_define
class AngelFurySoulPointsScoredEvent:
    """a side scored soul points (as served)

    Attributes:
        altars (int): soul_points_scored: altars may be targeted
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        side (str): soul_points_scored: a side
        soul (int): soul_points_scored: soul points from the human soul
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        total (int): soul_points_scored: the side's soul points after
        type_ (Literal['soul_points_scored']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    altars: int
    params: Params
    seat: int | None
    seq: int
    side: str
    soul: int
    template: str
    text: str
    total: int
    type_: Literal["soul_points_scored"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        altars = self.altars

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        side = self.side

        soul = self.soul

        template = self.template

        text = self.text

        total = self.total

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "altars": altars,
                "params": params,
                "seat": seat,
                "seq": seq,
                "side": side,
                "soul": soul,
                "template": template,
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
        altars = d.pop("altars")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        side = d.pop("side")

        soul = d.pop("soul")

        template = d.pop("template")

        text = d.pop("text")

        total = d.pop("total")

        type_ = cast(Literal["soul_points_scored"], d.pop("type"))
        if type_ != "soul_points_scored":
            raise ValueError(f"type must match const 'soul_points_scored', got '{type_}'")

        version = d.pop("version")

        angel_fury_soul_points_scored_event = cls(
            altars=altars,
            params=params,
            seat=seat,
            seq=seq,
            side=side,
            soul=soul,
            template=template,
            text=text,
            total=total,
            type_=type_,
            version=version,
        )

        return angel_fury_soul_points_scored_event
