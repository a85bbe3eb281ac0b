from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_damage_settled_event_damage import AngelFuryDamageSettledEventDamage
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryDamageSettledEvent")


@_attrs_define
class AngelFuryDamageSettledEvent:
    """a round's damage was settled (as served)

    Attributes:
        area (str): damage_settled: an area id
        damage (AngelFuryDamageSettledEventDamage): damage_settled: damage
        params (Params): the template's named params
        round_ (int): damage_settled: the battle round
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['damage_settled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    damage: AngelFuryDamageSettledEventDamage
    params: Params
    round_: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["damage_settled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        damage = self.damage.to_dict()

        params = self.params.to_dict()

        round_ = self.round_

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
                "damage": damage,
                "params": params,
                "round": round_,
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
        from ..models.angel_fury_damage_settled_event_damage import AngelFuryDamageSettledEventDamage  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        damage = AngelFuryDamageSettledEventDamage.from_dict(d.pop("damage"))

        params = Params.from_dict(d.pop("params"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["damage_settled"], d.pop("type"))
        if type_ != "damage_settled":
            raise ValueError(f"type must match const 'damage_settled', got '{type_}'")

        version = d.pop("version")

        angel_fury_damage_settled_event = cls(
            area=area,
            damage=damage,
            params=params,
            round_=round_,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_damage_settled_event
