from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelDieFlippedEvent")


@_attrs_define
class BlackAngelDieFlippedEvent:
    """a die was flipped to its opposite face

    Attributes:
        die (str): the die id (a key of the view's dice)
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['die_flipped']): the event's type
        value (int): its value now
        version (int): the game's version (moves applied) when the event was written
        debris (int | Unset): the debris paid for the flip (a flip bought with debris)
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        source (None | str | Unset): the tile or card whose flip effect this was (a Sequence A flip has none and pays
            debris)
    """

    die: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["die_flipped"]
    value: int
    version: int
    debris: int | Unset = UNSET
    redacted: bool | Unset = UNSET
    source: None | str | Unset = UNSET

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

        debris = self.debris

        redacted = self.redacted

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

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
        if debris is not UNSET:
            field_dict["debris"] = debris
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if source is not UNSET:
            field_dict["source"] = source

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

        type_ = cast(Literal["die_flipped"], d.pop("type"))
        if type_ != "die_flipped":
            raise ValueError(f"type must match const 'die_flipped', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        debris = d.pop("debris", UNSET)

        redacted = d.pop("redacted", UNSET)

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        black_angel_die_flipped_event = cls(
            die=die,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            value=value,
            version=version,
            debris=debris,
            redacted=redacted,
            source=source,
        )

        return black_angel_die_flipped_event
