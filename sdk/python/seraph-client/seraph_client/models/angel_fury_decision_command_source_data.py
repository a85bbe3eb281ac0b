from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_mods import AngelFuryMods


T = TypeVar("T", bound="AngelFuryDecisionCommandSourceData")


@_attrs_define
class AngelFuryDecisionCommandSourceData:
    """the command_source decision's public data

    Attributes:
        mods (AngelFuryMods): card modifiers of a command (command.py): steps, quick_march, no_battle, dark_portal (its
            level), free_command, pass_friendly; the battle's charge, seraph_charge, damage_bonus, prevent, circle_damage,
            no_retreat; effects (card effect records)
    """

    mods: AngelFuryMods

    def to_dict(self) -> dict[str, Any]:
        mods = self.mods.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "mods": mods,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_mods import AngelFuryMods  # noqa: PLC0415

        d = dict(src_dict)
        mods = AngelFuryMods.from_dict(d.pop("mods"))

        angel_fury_decision_command_source_data = cls(
            mods=mods,
        )

        return angel_fury_decision_command_source_data
