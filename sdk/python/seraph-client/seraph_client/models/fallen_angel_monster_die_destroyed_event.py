from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMonsterDieDestroyedEvent")


@_attrs_define
class FallenAngelMonsterDieDestroyedEvent:
    """monster_die_destroyed: a Monster Die was destroyed, as served

    Attributes:
        die (str): the die
        monster (int): the Monster Die's face
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['monster_die_destroyed']): the event's type
        value (int): the die's face
        version (int): the game's version (moves applied) when the event was written
    """

    die: str
    monster: int
    params: Params
    seat: int | None
    section: FallenAngelSection
    seq: int
    template: str
    text: str
    type_: Literal["monster_die_destroyed"]
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        monster = self.monster

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        section = self.section.value

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
                "monster": monster,
                "params": params,
                "seat": seat,
                "section": section,
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

        monster = d.pop("monster")

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

        type_ = cast(Literal["monster_die_destroyed"], d.pop("type"))
        if type_ != "monster_die_destroyed":
            raise ValueError(f"type must match const 'monster_die_destroyed', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        fallen_angel_monster_die_destroyed_event = cls(
            die=die,
            monster=monster,
            params=params,
            seat=seat,
            section=section,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            value=value,
            version=version,
        )

        return fallen_angel_monster_die_destroyed_event
