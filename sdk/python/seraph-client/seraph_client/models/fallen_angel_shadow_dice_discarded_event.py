from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelShadowDiceDiscardedEvent")


@_attrs_define
class FallenAngelShadowDiceDiscardedEvent:
    """shadow_dice_discarded: co-op: Shadow Dice were discarded, as served

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        skulls (int): Skulls placed
        type_ (Literal['shadow_dice_discarded']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    seat: int | None
    seq: int
    skulls: int
    type_: Literal["shadow_dice_discarded"]
    values: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        skulls = self.skulls

        type_ = self.type_

        values = self.values

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "skulls": skulls,
                "type": type_,
                "values": values,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        skulls = d.pop("skulls")

        type_ = cast(Literal["shadow_dice_discarded"], d.pop("type"))
        if type_ != "shadow_dice_discarded":
            raise ValueError(f"type must match const 'shadow_dice_discarded', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        fallen_angel_shadow_dice_discarded_event = cls(
            seat=seat,
            seq=seq,
            skulls=skulls,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_shadow_dice_discarded_event
