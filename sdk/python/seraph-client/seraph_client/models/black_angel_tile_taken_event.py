from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelTileTakenEvent")


@_attrs_define
class BlackAngelTileTakenEvent:
    """a tile was taken from the display or the advanced tiles

    Attributes:
        cost (int): the points spent
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        tile (str): the tile id
        type_ (Literal['tile_taken']): the event's type
        version (int): the game's version (moves applied) when the event was written
        advanced_slot (int | Unset): the advanced tile's place, 0-based (board.advanced[advanced_slot])
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        refill (None | str | Unset): the advanced tile that took its place, or null
        slot (int | Unset): Hal: the advanced tile's place, 0-based
        space (int | Unset): the display space, 0-based (board.display[space])
    """

    cost: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    tile: str
    type_: Literal["tile_taken"]
    version: int
    advanced_slot: int | Unset = UNSET
    redacted: bool | Unset = UNSET
    refill: None | str | Unset = UNSET
    slot: int | Unset = UNSET
    space: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        cost = self.cost

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        tile = self.tile

        type_ = self.type_

        version = self.version

        advanced_slot = self.advanced_slot

        redacted = self.redacted

        refill: None | str | Unset
        if isinstance(self.refill, Unset):
            refill = UNSET
        else:
            refill = self.refill

        slot = self.slot

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cost": cost,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "tile": tile,
                "type": type_,
                "version": version,
            }
        )
        if advanced_slot is not UNSET:
            field_dict["advanced_slot"] = advanced_slot
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if refill is not UNSET:
            field_dict["refill"] = refill
        if slot is not UNSET:
            field_dict["slot"] = slot
        if space is not UNSET:
            field_dict["space"] = space

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        cost = d.pop("cost")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        tile = d.pop("tile")

        type_ = cast(Literal["tile_taken"], d.pop("type"))
        if type_ != "tile_taken":
            raise ValueError(f"type must match const 'tile_taken', got '{type_}'")

        version = d.pop("version")

        advanced_slot = d.pop("advanced_slot", UNSET)

        redacted = d.pop("redacted", UNSET)

        def _parse_refill(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        refill = _parse_refill(d.pop("refill", UNSET))

        slot = d.pop("slot", UNSET)

        space = d.pop("space", UNSET)

        black_angel_tile_taken_event = cls(
            cost=cost,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            tile=tile,
            type_=type_,
            version=version,
            advanced_slot=advanced_slot,
            redacted=redacted,
            refill=refill,
            slot=slot,
            space=space,
        )

        return black_angel_tile_taken_event
