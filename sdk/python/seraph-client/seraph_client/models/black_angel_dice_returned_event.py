from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="BlackAngelDiceReturnedEvent")


@_attrs_define
class BlackAngelDiceReturnedEvent:
    """Sequence B: the seat's unused dice went back

    Attributes:
        dice (list[str]): the die ids returned
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['dice_returned']): the event's type
        version (int): the game's version (moves applied) when the event was written
        penalty (int | Unset): the VP lost for unused dice
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    dice: list[str]
    seat: int | None
    seq: int
    type_: Literal["dice_returned"]
    version: int
    penalty: int | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        penalty = self.penalty

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if penalty is not UNSET:
            field_dict["penalty"] = penalty
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dice = cast(list[str], d.pop("dice"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["dice_returned"], d.pop("type"))
        if type_ != "dice_returned":
            raise ValueError(f"type must match const 'dice_returned', got '{type_}'")

        version = d.pop("version")

        penalty = d.pop("penalty", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_dice_returned_event = cls(
            dice=dice,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            penalty=penalty,
            redacted=redacted,
        )

        return black_angel_dice_returned_event
