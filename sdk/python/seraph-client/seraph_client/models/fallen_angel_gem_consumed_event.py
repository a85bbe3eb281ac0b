from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_colour import FallenAngelColour

T = TypeVar("T", bound="FallenAngelGemConsumedEvent")


@_attrs_define
class FallenAngelGemConsumedEvent:
    """gem_consumed: a gem was consumed, as served

    Attributes:
        colour (FallenAngelColour): a colour: a player colour, or black (rebels, Monster Dice, black gems)
        reason (None | str): why: a tech id, an action or rule name (null: none given)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['gem_consumed']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    colour: FallenAngelColour
    reason: None | str
    seat: int | None
    seq: int
    type_: Literal["gem_consumed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        reason: None | str
        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = FallenAngelColour(d.pop("colour"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["gem_consumed"], d.pop("type"))
        if type_ != "gem_consumed":
            raise ValueError(f"type must match const 'gem_consumed', got '{type_}'")

        version = d.pop("version")

        fallen_angel_gem_consumed_event = cls(
            colour=colour,
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return fallen_angel_gem_consumed_event
