from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryArchersShotEvent")


@_attrs_define
class AngelFuryArchersShotEvent:
    """Archers shot at an area (as served)

    Attributes:
        area (str): archers_shot: an area id
        damage (int): archers_shot: damage
        faces (list[str]): archers_shot: faces rolled
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        target (str): archers_shot: the target area
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['archers_shot']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    damage: int
    faces: list[str]
    params: Params
    seat: int | None
    seq: int
    target: str
    template: str
    text: str
    type_: Literal["archers_shot"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        damage = self.damage

        faces = self.faces

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        target = self.target

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "damage": damage,
                "faces": faces,
                "params": params,
                "seat": seat,
                "seq": seq,
                "target": target,
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

        damage = d.pop("damage")

        faces = cast(list[str], d.pop("faces"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        target = d.pop("target")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["archers_shot"], d.pop("type"))
        if type_ != "archers_shot":
            raise ValueError(f"type must match const 'archers_shot', got '{type_}'")

        version = d.pop("version")

        angel_fury_archers_shot_event = cls(
            area=area,
            damage=damage,
            faces=faces,
            params=params,
            seat=seat,
            seq=seq,
            target=target,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_archers_shot_event
