from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_mods import AngelFuryMods


T = TypeVar("T", bound="AngelFuryDecisionCardCommandData")


@_attrs_define
class AngelFuryDecisionCardCommandData:
    """the card_command decision's public data

    Attributes:
        base (AngelFuryMods): card modifiers of a command (command.py): steps, quick_march, no_battle, dark_portal (its
            level), free_command, pass_friendly; the battle's charge, seraph_charge, damage_bonus, prevent, circle_damage,
            no_retreat; effects (card effect records)
        card (str): the card being played
        first (bool): the first troop of the card
        left (int): how many are still to choose
        mods (AngelFuryMods): card modifiers of a command (command.py): steps, quick_march, no_battle, dark_portal (its
            level), free_command, pass_friendly; the battle's charge, seraph_charge, damage_bonus, prevent, circle_damage,
            no_retreat; effects (card effect records)
        taken (list[str]): card types already played with it
    """

    base: AngelFuryMods
    card: str
    first: bool
    left: int
    mods: AngelFuryMods
    taken: list[str]

    def to_dict(self) -> dict[str, Any]:
        base = self.base.to_dict()

        card = self.card

        first = self.first

        left = self.left

        mods = self.mods.to_dict()

        taken = self.taken

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "base": base,
                "card": card,
                "first": first,
                "left": left,
                "mods": mods,
                "taken": taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_mods import AngelFuryMods  # noqa: PLC0415

        d = dict(src_dict)
        base = AngelFuryMods.from_dict(d.pop("base"))

        card = d.pop("card")

        first = d.pop("first")

        left = d.pop("left")

        mods = AngelFuryMods.from_dict(d.pop("mods"))

        taken = cast(list[str], d.pop("taken"))

        angel_fury_decision_card_command_data = cls(
            base=base,
            card=card,
            first=first,
            left=left,
            mods=mods,
            taken=taken,
        )

        return angel_fury_decision_card_command_data
