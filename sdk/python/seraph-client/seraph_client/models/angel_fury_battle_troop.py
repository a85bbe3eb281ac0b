from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour
from ..types import UNSET, Unset

T = TypeVar("T", bound="AngelFuryBattleTroop")


@_attrs_define
class AngelFuryBattleTroop:
    """the attacking units, off the board

    Attributes:
        colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
        fresh (int): of its minions, those not commanded yet this turn
        leaders (list[str]): its leaders
        minions (int): minions in it
        battled (bool | Unset): present on an attacking troop: its units may not shoot with Archers this turn (AF-78)
    """

    colour: AngelFuryColour
    fresh: int
    leaders: list[str]
    minions: int
    battled: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        fresh = self.fresh

        leaders = self.leaders

        minions = self.minions

        battled = self.battled

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "fresh": fresh,
                "leaders": leaders,
                "minions": minions,
            }
        )
        if battled is not UNSET:
            field_dict["battled"] = battled

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = AngelFuryColour(d.pop("colour"))

        fresh = d.pop("fresh")

        leaders = cast(list[str], d.pop("leaders"))

        minions = d.pop("minions")

        battled = d.pop("battled", UNSET)

        angel_fury_battle_troop = cls(
            colour=colour,
            fresh=fresh,
            leaders=leaders,
            minions=minions,
            battled=battled,
        )

        return angel_fury_battle_troop
