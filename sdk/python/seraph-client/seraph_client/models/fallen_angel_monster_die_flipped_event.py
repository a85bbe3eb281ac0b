from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMonsterDieFlippedEvent")


@_attrs_define
class FallenAngelMonsterDieFlippedEvent:
    """monster_die_flipped: Illusionist: a Monster Die was flipped, as served

    Attributes:
        after (int): the face after
        before (int): the face before
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['monster_die_flipped']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    after: int
    before: int
    params: Params
    seat: int | None
    section: FallenAngelSection
    seq: int
    template: str
    text: str
    type_: Literal["monster_die_flipped"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        after = self.after

        before = self.before

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "before": before,
                "params": params,
                "seat": seat,
                "section": section,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        after = d.pop("after")

        before = d.pop("before")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["monster_die_flipped"], d.pop("type"))
        if type_ != "monster_die_flipped":
            raise ValueError(f"type must match const 'monster_die_flipped', got '{type_}'")

        version = d.pop("version")

        fallen_angel_monster_die_flipped_event = cls(
            after=after,
            before=before,
            params=params,
            seat=seat,
            section=section,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return fallen_angel_monster_die_flipped_event
