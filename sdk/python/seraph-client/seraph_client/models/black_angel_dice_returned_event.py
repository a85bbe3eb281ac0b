from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelDiceReturnedEvent")


@_attrs_define
class BlackAngelDiceReturnedEvent:
    """Sequence B: the seat's unused dice went back

    Attributes:
        dice (list[str]): the die ids returned
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['dice_returned']): the event's type
        version (int): the game's version (moves applied) when the event was written
        penalty (int | Unset): the VP lost for unused dice
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    dice: list[str]
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["dice_returned"]
    version: int
    penalty: int | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        penalty = self.penalty

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        dice = cast(list[str], d.pop("dice"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["dice_returned"], d.pop("type"))
        if type_ != "dice_returned":
            raise ValueError(f"type must match const 'dice_returned', got '{type_}'")

        version = d.pop("version")

        penalty = d.pop("penalty", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_dice_returned_event = cls(
            dice=dice,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            penalty=penalty,
            redacted=redacted,
        )

        return black_angel_dice_returned_event
