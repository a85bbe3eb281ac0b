from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

T = TypeVar("T", bound="FallenAngelGroupPlacedEvent")


@_attrs_define
class FallenAngelGroupPlacedEvent:
    """group_placed: a group of dice was placed, as served

    Attributes:
        dice (list[str]): die ids
        seat (int | None): the seat that acted (null: the game or automa)
        section (FallenAngelSection): a Section id (see the glossary's components)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        strength (int): the Action Strength
        type_ (Literal['group_placed']): the event's type
        values (list[int | None]): die values
        version (int): the game's version (moves applied) when the event was written
    """

    dice: list[str]
    seat: int | None
    section: FallenAngelSection
    seq: int
    strength: int
    type_: Literal["group_placed"]
    values: list[int | None]
    version: int

    def to_dict(self) -> dict[str, Any]:
        dice = self.dice

        seat: int | None
        seat = self.seat

        section = self.section.value

        seq = self.seq

        strength = self.strength

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
                "seat": seat,
                "section": section,
                "seq": seq,
                "strength": strength,
                "type": type_,
                "values": values,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        dice = cast(list[str], d.pop("dice"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        section = FallenAngelSection(d.pop("section"))

        seq = d.pop("seq")

        strength = d.pop("strength")

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
            seat=seat,
            section=section,
            seq=seq,
            strength=strength,
            type_=type_,
            values=values,
            version=version,
        )

        return fallen_angel_group_placed_event
