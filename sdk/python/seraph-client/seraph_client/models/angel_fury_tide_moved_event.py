from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryTideMovedEvent")


@_attrs_define
class AngelFuryTideMovedEvent:
    """a tide group moved (as served)

    Attributes:
        area (None | str): tide_moved: an area id
        demons (int): tide_moved: demons
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        stayed (int): tide_moved: demons that could not move
        to (str): tide_moved: where it went
        type_ (Literal['tide_moved']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    area: None | str
    demons: int
    seat: int | None
    seq: int
    stayed: int
    to: str
    type_: Literal["tide_moved"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area: None | str
        area = self.area

        demons = self.demons

        seat: int | None
        seat = self.seat

        seq = self.seq

        stayed = self.stayed

        to = self.to

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
                "area": area,
                "demons": demons,
                "seat": seat,
                "seq": seq,
                "stayed": stayed,
                "to": to,
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

        def _parse_area(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        area = _parse_area(d.pop("area"))

        demons = d.pop("demons")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        stayed = d.pop("stayed")

        to = d.pop("to")

        type_ = cast(Literal["tide_moved"], d.pop("type"))
        if type_ != "tide_moved":
            raise ValueError(f"type must match const 'tide_moved', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        angel_fury_tide_moved_event = cls(
            area=area,
            demons=demons,
            seat=seat,
            seq=seq,
            stayed=stayed,
            to=to,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return angel_fury_tide_moved_event
