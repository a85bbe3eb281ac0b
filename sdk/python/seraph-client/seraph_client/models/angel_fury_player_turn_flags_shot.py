from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_player_turn_flags_shot_areas import AngelFuryPlayerTurnFlagsShotAreas


T = TypeVar("T", bound="AngelFuryPlayerTurnFlagsShot")


@_attrs_define
class AngelFuryPlayerTurnFlagsShot:
    """units that shot with Archers this turn (they may move but not battle)

    Attributes:
        areas (AngelFuryPlayerTurnFlagsShotAreas): per area: fresh minions that shot
        leaders (list[str]): leaders that shot
    """

    areas: AngelFuryPlayerTurnFlagsShotAreas
    leaders: list[str]

    def to_dict(self) -> dict[str, Any]:
        areas = self.areas.to_dict()

        leaders = self.leaders

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "areas": areas,
                "leaders": leaders,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_player_turn_flags_shot_areas import AngelFuryPlayerTurnFlagsShotAreas  # noqa: PLC0415

        d = dict(src_dict)
        areas = AngelFuryPlayerTurnFlagsShotAreas.from_dict(d.pop("areas"))

        leaders = cast(list[str], d.pop("leaders"))

        angel_fury_player_turn_flags_shot = cls(
            areas=areas,
            leaders=leaders,
        )

        return angel_fury_player_turn_flags_shot
