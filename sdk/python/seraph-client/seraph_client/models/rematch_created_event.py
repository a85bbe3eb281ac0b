from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="RematchCreatedEvent")


@_attrs_define
class RematchCreatedEvent:
    """a rematch was created

    Attributes:
        id (str): the rematch's game id
        params (Params): the template's named params
        seat (int | None):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['rematch_created']):
        version (int): the game's version (moves applied) when the event was written
    """

    id: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["rematch_created"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        params = self.params.to_dict()

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
                "id": id,
                "params": params,
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
        id = d.pop("id")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["rematch_created"], d.pop("type"))
        if type_ != "rematch_created":
            raise ValueError(f"type must match const 'rematch_created', got '{type_}'")

        version = d.pop("version")

        rematch_created_event = cls(
            id=id,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return rematch_created_event
