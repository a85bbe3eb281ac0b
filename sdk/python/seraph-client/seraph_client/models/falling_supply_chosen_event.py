from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingSupplyChosenEvent")


@_attrs_define
class FallingSupplyChosenEvent:
    """the seat made its secret Supply choice (the choice only to that seat)

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['supply_chosen']): the event's type
        version (int): the game's version (moves applied) when the event was written
        guild (str | Unset): the Guild card kept: drawn (this Supply's) or setup (the Round 4 card)
        guild_side (int | Unset): the Guild card's half, 0 or 1
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        res_side (int | Unset): the Resource card's half, 0 or 1
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["supply_chosen"]
    version: int
    guild: str | Unset = UNSET
    guild_side: int | Unset = UNSET
    redacted: bool | Unset = UNSET
    res_side: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        guild = self.guild

        guild_side = self.guild_side

        redacted = self.redacted

        res_side = self.res_side

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
        if guild is not UNSET:
            field_dict["guild"] = guild
        if guild_side is not UNSET:
            field_dict["guild_side"] = guild_side
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if res_side is not UNSET:
            field_dict["res_side"] = res_side

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["supply_chosen"], d.pop("type"))
        if type_ != "supply_chosen":
            raise ValueError(f"type must match const 'supply_chosen', got '{type_}'")

        version = d.pop("version")

        guild = d.pop("guild", UNSET)

        guild_side = d.pop("guild_side", UNSET)

        redacted = d.pop("redacted", UNSET)

        res_side = d.pop("res_side", UNSET)

        falling_supply_chosen_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            guild=guild,
            guild_side=guild_side,
            redacted=redacted,
            res_side=res_side,
        )

        return falling_supply_chosen_event
