from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..models.angel_fury_view_leaders_additional_property_kind import AngelFuryViewLeadersAdditionalPropertyKind
from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryViewLeadersAdditionalProperty")


@_attrs_define
class AngelFuryViewLeadersAdditionalProperty:
    """
    Attributes:
        alive (bool): false once destroyed
        area (None | str): where it stands; null: in reinforcements (alive) or destroyed
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        commanded (bool): commanded this turn
        kind (AngelFuryViewLeadersAdditionalPropertyKind): the kind
        health (int | None | Unset): an arch only: its health (null until its character is chosen); absent for a seraph
    """

    alive: bool
    area: None | str
    colour: AngelFuryColour
    commanded: bool
    kind: AngelFuryViewLeadersAdditionalPropertyKind
    health: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        alive = self.alive

        area: None | str
        area = self.area

        colour = self.colour.value

        commanded = self.commanded

        kind = self.kind.value

        health: int | None | Unset
        if isinstance(self.health, Unset):
            health = UNSET
        else:
            health = self.health

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "alive": alive,
                "area": area,
                "colour": colour,
                "commanded": commanded,
                "kind": kind,
            }
        )
        if health is not UNSET:
            field_dict["health"] = health

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        alive = d.pop("alive")

        def _parse_area(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        area = _parse_area(d.pop("area"))

        colour = AngelFuryColour(d.pop("colour"))

        commanded = d.pop("commanded")

        kind = AngelFuryViewLeadersAdditionalPropertyKind(d.pop("kind"))

        def _parse_health(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        health = _parse_health(d.pop("health", UNSET))

        angel_fury_view_leaders_additional_property = cls(
            alive=alive,
            area=area,
            colour=colour,
            commanded=commanded,
            kind=kind,
            health=health,
        )

        return angel_fury_view_leaders_additional_property
