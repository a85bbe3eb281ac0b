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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['supply_chosen']): the event's type
        version (int): the game's version (moves applied) when the event was written
        guild (str | Unset): the Guild card kept: drawn (this Supply's) or setup (the Round 4 card)
        guild_side (int | Unset): the Guild card's half, 0 or 1
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        res_side (int | Unset): the Resource card's half, 0 or 1
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    seat: int | None
    seq: int
    type_: Literal["supply_chosen"]
    version: int
    guild: str | Unset = UNSET
    guild_side: int | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    res_side: int | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        guild = self.guild

        guild_side = self.guild_side

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        res_side = self.res_side

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if guild is not UNSET:
            field_dict["guild"] = guild
        if guild_side is not UNSET:
            field_dict["guild_side"] = guild_side
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if res_side is not UNSET:
            field_dict["res_side"] = res_side
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["supply_chosen"], d.pop("type"))
        if type_ != "supply_chosen":
            raise ValueError(f"type must match const 'supply_chosen', got '{type_}'")

        version = d.pop("version")

        guild = d.pop("guild", UNSET)

        guild_side = d.pop("guild_side", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        res_side = d.pop("res_side", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        falling_supply_chosen_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            guild=guild,
            guild_side=guild_side,
            params=params,
            redacted=redacted,
            res_side=res_side,
            template=template,
            text=text,
        )

        return falling_supply_chosen_event
