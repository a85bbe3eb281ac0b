from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDieJailedEvent")


@_attrs_define
class FallenAngelDieJailedEvent:
    """die_jailed: a die went to a Dice Jail, as served

    Attributes:
        die (str): the die
        owner (int): the seat owning the die
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['die_jailed']): the event's type
        value (int | None): the die's face
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    die: str
    owner: int
    seat: int | None
    section: FallenAngelSection
    seq: int
    type_: Literal["die_jailed"]
    value: int | None
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        owner = self.owner

        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        type_ = self.type_

        value: int | None
        value = self.value

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "owner": owner,
                "seat": seat,
                "section": section,
                "seq": seq,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
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

        owner = d.pop("owner")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        type_ = cast(Literal["die_jailed"], d.pop("type"))
        if type_ != "die_jailed":
            raise ValueError(f"type must match const 'die_jailed', got '{type_}'")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_die_jailed_event = cls(
            die=die,
            owner=owner,
            seat=seat,
            section=section,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_die_jailed_event
