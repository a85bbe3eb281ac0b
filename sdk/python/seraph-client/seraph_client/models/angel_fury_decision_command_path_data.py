from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_decision_command_path_data_troop import AngelFuryDecisionCommandPathDataTroop
    from ..models.angel_fury_mods import AngelFuryMods


T = TypeVar("T", bound="AngelFuryDecisionCommandPathData")


@_attrs_define
class AngelFuryDecisionCommandPathData:
    """the command_path decision's public data

    Attributes:
        at (str): where the troop stands
        left (int): how many are still to choose
        mods (AngelFuryMods): card modifiers of a command (command.py): steps, quick_march, no_battle, dark_portal (its
            level), free_command, pass_friendly; the battle's charge, seraph_charge, damage_bonus, prevent, circle_damage,
            no_retreat; effects (card effect records)
        must_step (bool): it has not moved yet
        prev (None | str): the area it came from
        troop (AngelFuryDecisionCommandPathDataTroop): the moving troop
        visited (list[str]): areas it passed
    """

    at: str
    left: int
    mods: AngelFuryMods
    must_step: bool
    prev: None | str
    troop: AngelFuryDecisionCommandPathDataTroop
    visited: list[str]

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        left = self.left

        mods = self.mods.to_dict()

        must_step = self.must_step

        prev: None | str
        prev = self.prev

        troop = self.troop.to_dict()

        visited = self.visited

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "left": left,
                "mods": mods,
                "must_step": must_step,
                "prev": prev,
                "troop": troop,
                "visited": visited,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_decision_command_path_data_troop import AngelFuryDecisionCommandPathDataTroop  # noqa: PLC0415
        from ..models.angel_fury_mods import AngelFuryMods  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        left = d.pop("left")

        mods = AngelFuryMods.from_dict(d.pop("mods"))

        must_step = d.pop("must_step")

        def _parse_prev(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        prev = _parse_prev(d.pop("prev"))

        troop = AngelFuryDecisionCommandPathDataTroop.from_dict(d.pop("troop"))

        visited = cast(list[str], d.pop("visited"))

        angel_fury_decision_command_path_data = cls(
            at=at,
            left=left,
            mods=mods,
            must_step=must_step,
            prev=prev,
            troop=troop,
            visited=visited,
        )

        return angel_fury_decision_command_path_data
