from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDiceRolledEvent")


@_attrs_define
class FallenAngelDiceRolledEvent:
    """dice_rolled: a seat rolled, as served

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        total (int): the total after the change
        type_ (Literal['dice_rolled']): the event's type
        values (list[int]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    total: int
    type_: Literal["dice_rolled"]
    values: list[int]
    version: int

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        total = self.total

        type_ = self.type_

        values = self.values

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "total": total,
                "type": type_,
                "values": values,
                "version": version,
            }
        )

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

        total = d.pop("total")

        type_ = cast(Literal["dice_rolled"], d.pop("type"))
        if type_ != "dice_rolled":
            raise ValueError(f"type must match const 'dice_rolled', got '{type_}'")

        values = cast(list[int], d.pop("values"))

        version = d.pop("version")

        fallen_angel_dice_rolled_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            total=total,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_dice_rolled_event
