from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_player_turn_flags_battled import AngelFuryPlayerTurnFlagsBattled
    from ..models.angel_fury_player_turn_flags_shot import AngelFuryPlayerTurnFlagsShot


T = TypeVar("T", bound="AngelFuryPlayerTurnFlags")


@_attrs_define
class AngelFuryPlayerTurnFlags:
    """this turn's once-per-turn uses and pending card effects

    Attributes:
        ability_used (bool | Unset): the character's once-per-turn ability was used
        battle_prayer (int | Unset): Battle Prayer bonuses stored for this seraph's next battle
        battled (AngelFuryPlayerTurnFlagsBattled | Unset): per area: minions there that battled this turn (they may not
            shoot with Archers)
        battled_leaders (list[str] | Unset): leaders that battled this turn
        extra_tactics (int | Unset): tactics Double Tactics allows this turn beyond the usual
        free_commands (int | Unset): free commands (Voice of Thunder) not yet used
        learning (int | Unset): Learning discounts waiting for the next purchase
        shot (AngelFuryPlayerTurnFlagsShot | Unset): units that shot with Archers this turn (they may move but not
            battle)
    """

    ability_used: bool | Unset = UNSET
    battle_prayer: int | Unset = UNSET
    battled: AngelFuryPlayerTurnFlagsBattled | Unset = UNSET
    battled_leaders: list[str] | Unset = UNSET
    extra_tactics: int | Unset = UNSET
    free_commands: int | Unset = UNSET
    learning: int | Unset = UNSET
    shot: AngelFuryPlayerTurnFlagsShot | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ability_used = self.ability_used

        battle_prayer = self.battle_prayer

        battled: dict[str, Any] | Unset = UNSET
        if not isinstance(self.battled, Unset):
            battled = self.battled.to_dict()

        battled_leaders: list[str] | Unset = UNSET
        if not isinstance(self.battled_leaders, Unset):
            battled_leaders = self.battled_leaders

        extra_tactics = self.extra_tactics

        free_commands = self.free_commands

        learning = self.learning

        shot: dict[str, Any] | Unset = UNSET
        if not isinstance(self.shot, Unset):
            shot = self.shot.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if ability_used is not UNSET:
            field_dict["ability_used"] = ability_used
        if battle_prayer is not UNSET:
            field_dict["battle_prayer"] = battle_prayer
        if battled is not UNSET:
            field_dict["battled"] = battled
        if battled_leaders is not UNSET:
            field_dict["battled_leaders"] = battled_leaders
        if extra_tactics is not UNSET:
            field_dict["extra_tactics"] = extra_tactics
        if free_commands is not UNSET:
            field_dict["free_commands"] = free_commands
        if learning is not UNSET:
            field_dict["learning"] = learning
        if shot is not UNSET:
            field_dict["shot"] = shot

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_player_turn_flags_battled import AngelFuryPlayerTurnFlagsBattled  # noqa: PLC0415
        from ..models.angel_fury_player_turn_flags_shot import AngelFuryPlayerTurnFlagsShot  # noqa: PLC0415

        d = dict(src_dict)
        ability_used = d.pop("ability_used", UNSET)

        battle_prayer = d.pop("battle_prayer", UNSET)

        _battled = d.pop("battled", UNSET)
        battled: AngelFuryPlayerTurnFlagsBattled | Unset
        if isinstance(_battled, Unset):
            battled = UNSET
        else:
            battled = AngelFuryPlayerTurnFlagsBattled.from_dict(_battled)

        battled_leaders = cast(list[str], d.pop("battled_leaders", UNSET))

        extra_tactics = d.pop("extra_tactics", UNSET)

        free_commands = d.pop("free_commands", UNSET)

        learning = d.pop("learning", UNSET)

        _shot = d.pop("shot", UNSET)
        shot: AngelFuryPlayerTurnFlagsShot | Unset
        if isinstance(_shot, Unset):
            shot = UNSET
        else:
            shot = AngelFuryPlayerTurnFlagsShot.from_dict(_shot)

        angel_fury_player_turn_flags = cls(
            ability_used=ability_used,
            battle_prayer=battle_prayer,
            battled=battled,
            battled_leaders=battled_leaders,
            extra_tactics=extra_tactics,
            free_commands=free_commands,
            learning=learning,
            shot=shot,
        )

        return angel_fury_player_turn_flags
