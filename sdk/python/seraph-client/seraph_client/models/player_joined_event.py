from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="PlayerJoinedEvent")


@_attrs_define
class PlayerJoinedEvent:
    """a player took an open seat

    Attributes:
        params (Params): the template's named params
        seat (int):
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['player_joined']):
        version (int): the game's version (moves applied) when the event was written
    """

    params: Params
    seat: int
    seq: int
    template: str
    text: str
    type_: Literal["player_joined"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        params = Params.from_dict(d.pop("params"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["player_joined"], d.pop("type"))
        if type_ != "player_joined":
            raise ValueError(f"type must match const 'player_joined', got '{type_}'")

        version = d.pop("version")

        player_joined_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return player_joined_event
