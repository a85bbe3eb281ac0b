from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTideMovedEvent")


@_attrs_define
class AngelFuryTideMovedEvent:
    """a tide group moved (as served)

    Attributes:
        area (None | str): tide_moved: an area id
        demons (int): tide_moved: demons
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        stayed (int): tide_moved: demons that could not move
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        to (str): tide_moved: where it went
        type_ (Literal['tide_moved']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: None | str
    demons: int
    params: Params
    seat: int | None
    seq: int
    stayed: int
    template: str
    text: str
    to: str
    type_: Literal["tide_moved"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area: None | str
        area = self.area

        demons = self.demons

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        stayed = self.stayed

        template = self.template

        text = self.text

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "demons": demons,
                "params": params,
                "seat": seat,
                "seq": seq,
                "stayed": stayed,
                "template": template,
                "text": text,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_area(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        area = _parse_area(d.pop("area"))

        demons = d.pop("demons")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        stayed = d.pop("stayed")

        template = d.pop("template")

        text = d.pop("text")

        to = d.pop("to")

        type_ = cast(Literal["tide_moved"], d.pop("type"))
        if type_ != "tide_moved":
            raise ValueError(f"type must match const 'tide_moved', got '{type_}'")

        version = d.pop("version")

        angel_fury_tide_moved_event = cls(
            area=area,
            demons=demons,
            params=params,
            seat=seat,
            seq=seq,
            stayed=stayed,
            template=template,
            text=text,
            to=to,
            type_=type_,
            version=version,
        )

        return angel_fury_tide_moved_event
