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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['die_flipped']): the event's type
        value (int): its value now
        version (int): the game's version (moves applied) when the event was written
        debris (int | Unset): the debris paid for the flip (a flip bought with debris)
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        source (None | str | Unset): the tile or card whose flip effect this was (a Sequence A flip has none and pays
            debris)
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    die: str
    seat: int | None
    seq: int
    type_: Literal["die_flipped"]
    value: int
    version: int
    debris: int | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    source: None | str | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        value = self.value

        version = self.version

        debris = self.debris

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        source: None | str | Unset
        if isinstance(self.source, Unset):
            source = UNSET
        else:
            source = self.source

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if debris is not UNSET:
            field_dict["debris"] = debris
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if source is not UNSET:
            field_dict["source"] = source
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        die = d.pop("die")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["die_flipped"], d.pop("type"))
        if type_ != "die_flipped":
            raise ValueError(f"type must match const 'die_flipped', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        debris = d.pop("debris", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        def _parse_source(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        source = _parse_source(d.pop("source", UNSET))

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        black_angel_die_flipped_event = cls(
            die=die,
            seat=seat,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
            debris=debris,
            params=params,
            redacted=redacted,
            source=source,
            template=template,
            text=text,
        )

        return black_angel_die_flipped_event
