from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelHeroKeptEvent")


@_attrs_define
class FallenAngelHeroKeptEvent:
    """hero_kept: a seat kept a drawn hero card (the card only to that seat), as served

    Attributes:
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['hero_kept']): the event's type
        version (int): the game's version (moves applied) when the event was written
        hero (str | Unset): the hero (its power) or, in a private event, the card
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["hero_kept"]
    version: int
    hero: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        hero = self.hero

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if hero is not UNSET:
            field_dict["hero"] = hero
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

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

        type_ = cast(Literal["hero_kept"], d.pop("type"))
        if type_ != "hero_kept":
            raise ValueError(f"type must match const 'hero_kept', got '{type_}'")

        version = d.pop("version")

        hero = d.pop("hero", UNSET)

        redacted = d.pop("redacted", UNSET)

        fallen_angel_hero_kept_event = cls(
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            hero=hero,
            redacted=redacted,
        )

        return fallen_angel_hero_kept_event
