from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewDiceAdditionalProperty")


@_attrs_define
class BlackAngelViewDiceAdditionalProperty:
    """
    Attributes:
        at (int | str): where it lies: a seat number (0-based) whose compartment holds it, supply, or neutral (2
            players: the neutral player's)
        colour (str): orange, gray or green: the actions and Missions it serves
        cube (bool): a damage cube sits on the die (damaged)
        reserved (bool): in its seat's high-security area: it can't be bought
        used (bool): a neutral die bought since the last Sequence B
        value (int | None): the face up, 0-5 (0 = star), or null before its first roll
    """

    at: int | str
    colour: str
    cube: bool
    reserved: bool
    used: bool
    value: int | None

    def to_dict(self) -> dict[str, Any]:
        at: int | str
        at = self.at

        colour = self.colour

        cube = self.cube

        reserved = self.reserved

        used = self.used

        value: int | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "colour": colour,
                "cube": cube,
                "reserved": reserved,
                "used": used,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_at(data: object) -> int | str:
            return cast(int | str, data)

        at = _parse_at(d.pop("at"))

        colour = d.pop("colour")

        cube = d.pop("cube")

        reserved = d.pop("reserved")

        used = d.pop("used")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        black_angel_view_dice_additional_property = cls(
            at=at,
            colour=colour,
            cube=cube,
            reserved=reserved,
            used=used,
            value=value,
        )

        return black_angel_view_dice_additional_property
