from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryAreaDamagedEvent")


@_attrs_define
class AngelFuryAreaDamagedEvent:
    """an area took damage outside a battle (as served)

    Attributes:
        area (str): area_damaged: an area id
        cause (str): area_damaged: what deals the damage
        damage (int): area_damaged: damage
        params (Params): the template's named params
        prevented (int): area_damaged: damage prevented
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['area_damaged']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    cause: str
    damage: int
    params: Params
    prevented: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["area_damaged"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        cause = self.cause

        damage = self.damage

        params = self.params.to_dict()

        prevented = self.prevented

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "cause": cause,
                "damage": damage,
                "params": params,
                "prevented": prevented,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
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

        cause = d.pop("cause")

        damage = d.pop("damage")

        params = Params.from_dict(d.pop("params"))

        prevented = d.pop("prevented")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["area_damaged"], d.pop("type"))
        if type_ != "area_damaged":
            raise ValueError(f"type must match const 'area_damaged', got '{type_}'")

        version = d.pop("version")

        angel_fury_area_damaged_event = cls(
            area=area,
            cause=cause,
            damage=damage,
            params=params,
            prevented=prevented,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_area_damaged_event
