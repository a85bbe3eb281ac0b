from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelGroupPlacedEvent")


@_attrs_define
class FallenAngelGroupPlacedEvent:
    """group_placed: a group of dice was placed, as served

    Attributes:
        dice (list[str]): die ids
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        strength (int): the Action Strength
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['group_placed']): the event's type
        values (list[int | None]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    dice: list[str]
    params: Params
    seat: int | None
    section: FallenAngelSection
    seq: int
    strength: int
    template: str
    text: str
    type_: Literal["group_placed"]
    values: list[int | None]
    version: int

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        strength = self.strength

        template = self.template

        text = self.text

        type_ = self.type_

        values = []
        for values_item_data in self.values:
            values_item: int | None
            values_item = values_item_data
            values.append(values_item)

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "dice": dice,
                "params": params,
                "seat": seat,
                "section": section,
                "seq": seq,
                "strength": strength,
                "template": template,
                "text": text,
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
        dice = cast(list[str], d.pop("dice"))

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        strength = d.pop("strength")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["group_placed"], d.pop("type"))
        if type_ != "group_placed":
            raise ValueError(f"type must match const 'group_placed', got '{type_}'")

        values = []
        _values = d.pop("values")
        for values_item_data in _values:

            def _parse_values_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            values_item = _parse_values_item(values_item_data)

            values.append(values_item)

        version = d.pop("version")

        fallen_angel_group_placed_event = cls(
            dice=dice,
            params=params,
            seat=seat,
            section=section,
            seq=seq,
            strength=strength,
            template=template,
            text=text,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_group_placed_event
