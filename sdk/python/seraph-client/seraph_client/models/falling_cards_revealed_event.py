from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingCardsRevealedEvent")


@_attrs_define
class FallingCardsRevealedEvent:
    """a seat's secret Supply choice was revealed

    Attributes:
        guild (str): the Guild card id kept
        guild_side (int): its half used, 0 or 1
        params (Params): the template's named params
        res_side (int): its half used, 0 or 1
        resource (str): the Resource card id
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['cards_revealed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    guild: str
    guild_side: int
    params: Params
    res_side: int
    resource: str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["cards_revealed"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        guild = self.guild

        guild_side = self.guild_side

        params = self.params.to_dict()

        res_side = self.res_side

        resource = self.resource

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "guild": guild,
                "guild_side": guild_side,
                "params": params,
                "res_side": res_side,
                "resource": resource,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        guild = d.pop("guild")

        guild_side = d.pop("guild_side")

        params = Params.from_dict(d.pop("params"))

        res_side = d.pop("res_side")

        resource = d.pop("resource")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["cards_revealed"], d.pop("type"))
        if type_ != "cards_revealed":
            raise ValueError(f"type must match const 'cards_revealed', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_cards_revealed_event = cls(
            guild=guild,
            guild_side=guild_side,
            params=params,
            res_side=res_side,
            resource=resource,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_cards_revealed_event
