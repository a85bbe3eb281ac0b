from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_card_effect import AngelFuryCardEffect


T = TypeVar("T", bound="AngelFuryMods")


@_attrs_define
class AngelFuryMods:
    """card modifiers of a command (command.py): steps, quick_march, no_battle, dark_portal (its level), free_command,
    pass_friendly; the battle's charge, seraph_charge, damage_bonus, prevent, circle_damage, no_retreat; effects (card
    effect records)

        Attributes:
            charge (int | Unset): Charge: damage before round 1
            circle_damage (int | Unset): damage per circle rolled
            damage_bonus (int | Unset): extra damage for the whole battle
            dark_portal (int | Unset): Dark Portal's level (1 or 2)
            effects (list[AngelFuryCardEffect] | Unset): card effect records
            free_command (bool | Unset): the command is free (Voice of Thunder)
            no_battle (bool | Unset): the troop may not battle
            no_bonus (bool | Unset): no resource entry bonus
            no_retreat (bool | Unset): no retreat from the battle
            pass_friendly (bool | Unset): friendly areas may be passed
            prevent (int | Unset): damage prevented
            quick_march (int | Unset): extra steps (Quick March)
            seraph_charge (int | Unset): Charge when a seraph rides (Cavalry Leader)
            steps (int | Unset): steps the move may take
    """

    charge: int | Unset = UNSET
    circle_damage: int | Unset = UNSET
    damage_bonus: int | Unset = UNSET
    dark_portal: int | Unset = UNSET
    effects: list[AngelFuryCardEffect] | Unset = UNSET
    free_command: bool | Unset = UNSET
    no_battle: bool | Unset = UNSET
    no_bonus: bool | Unset = UNSET
    no_retreat: bool | Unset = UNSET
    pass_friendly: bool | Unset = UNSET
    prevent: int | Unset = UNSET
    quick_march: int | Unset = UNSET
    seraph_charge: int | Unset = UNSET
    steps: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        charge = self.charge

        circle_damage = self.circle_damage

        damage_bonus = self.damage_bonus

        dark_portal = self.dark_portal

        effects: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.effects, Unset):
            effects = []
            for effects_item_data in self.effects:
                effects_item = effects_item_data.to_dict()
                effects.append(effects_item)

        free_command = self.free_command

        no_battle = self.no_battle

        no_bonus = self.no_bonus

        no_retreat = self.no_retreat

        pass_friendly = self.pass_friendly

        prevent = self.prevent

        quick_march = self.quick_march

        seraph_charge = self.seraph_charge

        steps = self.steps

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if charge is not UNSET:
            field_dict["charge"] = charge
        if circle_damage is not UNSET:
            field_dict["circle_damage"] = circle_damage
        if damage_bonus is not UNSET:
            field_dict["damage_bonus"] = damage_bonus
        if dark_portal is not UNSET:
            field_dict["dark_portal"] = dark_portal
        if effects is not UNSET:
            field_dict["effects"] = effects
        if free_command is not UNSET:
            field_dict["free_command"] = free_command
        if no_battle is not UNSET:
            field_dict["no_battle"] = no_battle
        if no_bonus is not UNSET:
            field_dict["no_bonus"] = no_bonus
        if no_retreat is not UNSET:
            field_dict["no_retreat"] = no_retreat
        if pass_friendly is not UNSET:
            field_dict["pass_friendly"] = pass_friendly
        if prevent is not UNSET:
            field_dict["prevent"] = prevent
        if quick_march is not UNSET:
            field_dict["quick_march"] = quick_march
        if seraph_charge is not UNSET:
            field_dict["seraph_charge"] = seraph_charge
        if steps is not UNSET:
            field_dict["steps"] = steps

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_card_effect import AngelFuryCardEffect  # noqa: PLC0415

        d = dict(src_dict)
        charge = d.pop("charge", UNSET)

        circle_damage = d.pop("circle_damage", UNSET)

        damage_bonus = d.pop("damage_bonus", UNSET)

        dark_portal = d.pop("dark_portal", UNSET)

        _effects = d.pop("effects", UNSET)
        effects: list[AngelFuryCardEffect] | Unset = UNSET
        if _effects is not UNSET:
            effects = []
            for effects_item_data in _effects:
                effects_item = AngelFuryCardEffect.from_dict(effects_item_data)

                effects.append(effects_item)

        free_command = d.pop("free_command", UNSET)

        no_battle = d.pop("no_battle", UNSET)

        no_bonus = d.pop("no_bonus", UNSET)

        no_retreat = d.pop("no_retreat", UNSET)

        pass_friendly = d.pop("pass_friendly", UNSET)

        prevent = d.pop("prevent", UNSET)

        quick_march = d.pop("quick_march", UNSET)

        seraph_charge = d.pop("seraph_charge", UNSET)

        steps = d.pop("steps", UNSET)

        angel_fury_mods = cls(
            charge=charge,
            circle_damage=circle_damage,
            damage_bonus=damage_bonus,
            dark_portal=dark_portal,
            effects=effects,
            free_command=free_command,
            no_battle=no_battle,
            no_bonus=no_bonus,
            no_retreat=no_retreat,
            pass_friendly=pass_friendly,
            prevent=prevent,
            quick_march=quick_march,
            seraph_charge=seraph_charge,
            steps=steps,
        )

        return angel_fury_mods
