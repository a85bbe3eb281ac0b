from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDieRaisedEvent")


@_attrs_define
class FallenAngelDieRaisedEvent:
    """die_raised: a die was raised by a pip, as served

    Attributes:
        die (str): the die
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['die_raised']): the event's type
        value (int): the die's face
        version (int): the game's version (moves applied) when the event was written
    """

    die: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["die_raised"]
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        die = d.pop("die")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["die_raised"], d.pop("type"))
        if type_ != "die_raised":
            raise ValueError(f"type must match const 'die_raised', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        fallen_angel_die_raised_event = cls(
            die=die,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            value=value,
            version=version,
        )

        return fallen_angel_die_raised_event
