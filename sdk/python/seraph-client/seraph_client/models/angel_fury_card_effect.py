from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.angel_fury_card_effect_gain_type_1 import AngelFuryCardEffectGainType1


T = TypeVar("T", bound="AngelFuryCardEffect")


@_attrs_define
class AngelFuryCardEffect:
    """a card's effect record, as in the content (cards.json `effect`; the glossary's card text says it in words)

    Attributes:
        altars (bool | Unset): altars may be targeted
        angels (int | Unset): enemy minions affected
        arch_heal (int | Unset): the arch's heal where it stands
        areas (int | Unset): areas affected
        attacker (bool | Unset): the attacking side's
        charge (int | Unset): Charge: damage before round 1
        circle_damage (int | Unset): damage per circle rolled
        circle_prevent (int | Unset): damage each circle prevents
        circles_cancel (int | Unset): hits each circle cancels
        command_cost (int | Unset): commands it costs
        damage (int | Unset): damage
        damage_per_angel (int | Unset): damage per persuaded minion
        defender (bool | Unset): the defending side's
        deploy (int | Unset): reinforcements deployed
        destroy (bool | int | Unset): enemy minions destroyed
        destroy_own (int | Unset): own minions destroyed
        different_areas (bool | Unset): each into a different area
        discard_max (int | Unset): the most cards discarded
        discount (int | Unset): the Learning discount chosen (C or R), or null
        extra (int | Unset): more minions affected
        extra_areas (int | Unset): more areas
        extra_steps (int | Unset): extra steps
        free_commands (int | Unset): extra commands
        gain (AngelFuryCardEffectGainType1 | int | Unset): what is gained
        gain_per_fountain (int | Unset): reinforcements per fountain
        heal (int | Unset): health healed
        may_move (bool | Unset): the gained minions may be commanded this turn
        must_retreat (bool | Unset): the side must retreat after the round
        no_battle (bool | Unset): the troop may not battle
        no_retreat (bool | Unset): no retreat from the battle
        not_with (list[str] | Unset): card families it can't be played with
        pay (int | Unset): resources paid
        per_area (int | Unset): the most minions per area
        per_battle (int | Unset): uses per battle
        per_turn (int | Unset): uses per turn
        prevent (int | Unset): damage prevented
        reach (str | Unset): which areas it reaches
        remove (int | Unset): attacking minions removed
        retreat (int | Unset): minions that retreat
        retreat_after_round (int | Unset): the round after which the troop retreats
        round_ (int | Unset): the battle round
        steps (int | Unset): steps the move may take
        tactics (int | Unset): tactics allowed this turn
        targets (str | Unset): which areas it may target
        terrain (str | Unset): the terrain
        troop_max (int | Unset): the most units in the troop or area
        troops (int | Unset): troops affected
        with_ (str | Unset): the tactic it joins
        with_camael (int | Unset): the Charge with Camael's
    """

    altars: bool | Unset = UNSET
    angels: int | Unset = UNSET
    arch_heal: int | Unset = UNSET
    areas: int | Unset = UNSET
    attacker: bool | Unset = UNSET
    charge: int | Unset = UNSET
    circle_damage: int | Unset = UNSET
    circle_prevent: int | Unset = UNSET
    circles_cancel: int | Unset = UNSET
    command_cost: int | Unset = UNSET
    damage: int | Unset = UNSET
    damage_per_angel: int | Unset = UNSET
    defender: bool | Unset = UNSET
    deploy: int | Unset = UNSET
    destroy: bool | int | Unset = UNSET
    destroy_own: int | Unset = UNSET
    different_areas: bool | Unset = UNSET
    discard_max: int | Unset = UNSET
    discount: int | Unset = UNSET
    extra: int | Unset = UNSET
    extra_areas: int | Unset = UNSET
    extra_steps: int | Unset = UNSET
    free_commands: int | Unset = UNSET
    gain: AngelFuryCardEffectGainType1 | int | Unset = UNSET
    gain_per_fountain: int | Unset = UNSET
    heal: int | Unset = UNSET
    may_move: bool | Unset = UNSET
    must_retreat: bool | Unset = UNSET
    no_battle: bool | Unset = UNSET
    no_retreat: bool | Unset = UNSET
    not_with: list[str] | Unset = UNSET
    pay: int | Unset = UNSET
    per_area: int | Unset = UNSET
    per_battle: int | Unset = UNSET
    per_turn: int | Unset = UNSET
    prevent: int | Unset = UNSET
    reach: str | Unset = UNSET
    remove: int | Unset = UNSET
    retreat: int | Unset = UNSET
    retreat_after_round: int | Unset = UNSET
    round_: int | Unset = UNSET
    steps: int | Unset = UNSET
    tactics: int | Unset = UNSET
    targets: str | Unset = UNSET
    terrain: str | Unset = UNSET
    troop_max: int | Unset = UNSET
    troops: int | Unset = UNSET
    with_: str | Unset = UNSET
    with_camael: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.angel_fury_card_effect_gain_type_1 import AngelFuryCardEffectGainType1  # noqa: PLC0415

        altars = self.altars

        angels = self.angels

        arch_heal = self.arch_heal

        areas = self.areas

        attacker = self.attacker

        charge = self.charge

        circle_damage = self.circle_damage

        circle_prevent = self.circle_prevent

        circles_cancel = self.circles_cancel

        command_cost = self.command_cost

        damage = self.damage

        damage_per_angel = self.damage_per_angel

        defender = self.defender

        deploy = self.deploy

        destroy: bool | int | Unset
        if isinstance(self.destroy, Unset):
            destroy = UNSET
        else:
            destroy = self.destroy

        destroy_own = self.destroy_own

        different_areas = self.different_areas

        discard_max = self.discard_max

        discount = self.discount

        extra = self.extra

        extra_areas = self.extra_areas

        extra_steps = self.extra_steps

        free_commands = self.free_commands

        gain: dict[str, Any] | int | Unset
        if isinstance(self.gain, Unset):
            gain = UNSET
        elif isinstance(self.gain, AngelFuryCardEffectGainType1):
            gain = self.gain.to_dict()
        else:
            gain = self.gain

        gain_per_fountain = self.gain_per_fountain

        heal = self.heal

        may_move = self.may_move

        must_retreat = self.must_retreat

        no_battle = self.no_battle

        no_retreat = self.no_retreat

        not_with: list[str] | Unset = UNSET
        if not isinstance(self.not_with, Unset):
            not_with = self.not_with

        pay = self.pay

        per_area = self.per_area

        per_battle = self.per_battle

        per_turn = self.per_turn

        prevent = self.prevent

        reach = self.reach

        remove = self.remove

        retreat = self.retreat

        retreat_after_round = self.retreat_after_round

        round_ = self.round_

        steps = self.steps

        tactics = self.tactics

        targets = self.targets

        terrain = self.terrain

        troop_max = self.troop_max

        troops = self.troops

        with_ = self.with_

        with_camael = self.with_camael

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if altars is not UNSET:
            field_dict["altars"] = altars
        if angels is not UNSET:
            field_dict["angels"] = angels
        if arch_heal is not UNSET:
            field_dict["arch_heal"] = arch_heal
        if areas is not UNSET:
            field_dict["areas"] = areas
        if attacker is not UNSET:
            field_dict["attacker"] = attacker
        if charge is not UNSET:
            field_dict["charge"] = charge
        if circle_damage is not UNSET:
            field_dict["circle_damage"] = circle_damage
        if circle_prevent is not UNSET:
            field_dict["circle_prevent"] = circle_prevent
        if circles_cancel is not UNSET:
            field_dict["circles_cancel"] = circles_cancel
        if command_cost is not UNSET:
            field_dict["command_cost"] = command_cost
        if damage is not UNSET:
            field_dict["damage"] = damage
        if damage_per_angel is not UNSET:
            field_dict["damage_per_angel"] = damage_per_angel
        if defender is not UNSET:
            field_dict["defender"] = defender
        if deploy is not UNSET:
            field_dict["deploy"] = deploy
        if destroy is not UNSET:
            field_dict["destroy"] = destroy
        if destroy_own is not UNSET:
            field_dict["destroy_own"] = destroy_own
        if different_areas is not UNSET:
            field_dict["different_areas"] = different_areas
        if discard_max is not UNSET:
            field_dict["discard_max"] = discard_max
        if discount is not UNSET:
            field_dict["discount"] = discount
        if extra is not UNSET:
            field_dict["extra"] = extra
        if extra_areas is not UNSET:
            field_dict["extra_areas"] = extra_areas
        if extra_steps is not UNSET:
            field_dict["extra_steps"] = extra_steps
        if free_commands is not UNSET:
            field_dict["free_commands"] = free_commands
        if gain is not UNSET:
            field_dict["gain"] = gain
        if gain_per_fountain is not UNSET:
            field_dict["gain_per_fountain"] = gain_per_fountain
        if heal is not UNSET:
            field_dict["heal"] = heal
        if may_move is not UNSET:
            field_dict["may_move"] = may_move
        if must_retreat is not UNSET:
            field_dict["must_retreat"] = must_retreat
        if no_battle is not UNSET:
            field_dict["no_battle"] = no_battle
        if no_retreat is not UNSET:
            field_dict["no_retreat"] = no_retreat
        if not_with is not UNSET:
            field_dict["not_with"] = not_with
        if pay is not UNSET:
            field_dict["pay"] = pay
        if per_area is not UNSET:
            field_dict["per_area"] = per_area
        if per_battle is not UNSET:
            field_dict["per_battle"] = per_battle
        if per_turn is not UNSET:
            field_dict["per_turn"] = per_turn
        if prevent is not UNSET:
            field_dict["prevent"] = prevent
        if reach is not UNSET:
            field_dict["reach"] = reach
        if remove is not UNSET:
            field_dict["remove"] = remove
        if retreat is not UNSET:
            field_dict["retreat"] = retreat
        if retreat_after_round is not UNSET:
            field_dict["retreat_after_round"] = retreat_after_round
        if round_ is not UNSET:
            field_dict["round"] = round_
        if steps is not UNSET:
            field_dict["steps"] = steps
        if tactics is not UNSET:
            field_dict["tactics"] = tactics
        if targets is not UNSET:
            field_dict["targets"] = targets
        if terrain is not UNSET:
            field_dict["terrain"] = terrain
        if troop_max is not UNSET:
            field_dict["troop_max"] = troop_max
        if troops is not UNSET:
            field_dict["troops"] = troops
        if with_ is not UNSET:
            field_dict["with"] = with_
        if with_camael is not UNSET:
            field_dict["with_camael"] = with_camael

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_card_effect_gain_type_1 import AngelFuryCardEffectGainType1  # noqa: PLC0415

        d = dict(src_dict)
        altars = d.pop("altars", UNSET)

        angels = d.pop("angels", UNSET)

        arch_heal = d.pop("arch_heal", UNSET)

        areas = d.pop("areas", UNSET)

        attacker = d.pop("attacker", UNSET)

        charge = d.pop("charge", UNSET)

        circle_damage = d.pop("circle_damage", UNSET)

        circle_prevent = d.pop("circle_prevent", UNSET)

        circles_cancel = d.pop("circles_cancel", UNSET)

        command_cost = d.pop("command_cost", UNSET)

        damage = d.pop("damage", UNSET)

        damage_per_angel = d.pop("damage_per_angel", UNSET)

        defender = d.pop("defender", UNSET)

        deploy = d.pop("deploy", UNSET)

        def _parse_destroy(data: object) -> bool | int | Unset:
            if isinstance(data, Unset):
                return data
            return cast(bool | int | Unset, data)

        destroy = _parse_destroy(d.pop("destroy", UNSET))

        destroy_own = d.pop("destroy_own", UNSET)

        different_areas = d.pop("different_areas", UNSET)

        discard_max = d.pop("discard_max", UNSET)

        discount = d.pop("discount", UNSET)

        extra = d.pop("extra", UNSET)

        extra_areas = d.pop("extra_areas", UNSET)

        extra_steps = d.pop("extra_steps", UNSET)

        free_commands = d.pop("free_commands", UNSET)

        def _parse_gain(data: object) -> AngelFuryCardEffectGainType1 | int | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                gain_type_1 = AngelFuryCardEffectGainType1.from_dict(data)

                return gain_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryCardEffectGainType1 | int | Unset, data)

        gain = _parse_gain(d.pop("gain", UNSET))

        gain_per_fountain = d.pop("gain_per_fountain", UNSET)

        heal = d.pop("heal", UNSET)

        may_move = d.pop("may_move", UNSET)

        must_retreat = d.pop("must_retreat", UNSET)

        no_battle = d.pop("no_battle", UNSET)

        no_retreat = d.pop("no_retreat", UNSET)

        not_with = cast(list[str], d.pop("not_with", UNSET))

        pay = d.pop("pay", UNSET)

        per_area = d.pop("per_area", UNSET)

        per_battle = d.pop("per_battle", UNSET)

        per_turn = d.pop("per_turn", UNSET)

        prevent = d.pop("prevent", UNSET)

        reach = d.pop("reach", UNSET)

        remove = d.pop("remove", UNSET)

        retreat = d.pop("retreat", UNSET)

        retreat_after_round = d.pop("retreat_after_round", UNSET)

        round_ = d.pop("round", UNSET)

        steps = d.pop("steps", UNSET)

        tactics = d.pop("tactics", UNSET)

        targets = d.pop("targets", UNSET)

        terrain = d.pop("terrain", UNSET)

        troop_max = d.pop("troop_max", UNSET)

        troops = d.pop("troops", UNSET)

        with_ = d.pop("with", UNSET)

        with_camael = d.pop("with_camael", UNSET)

        angel_fury_card_effect = cls(
            altars=altars,
            angels=angels,
            arch_heal=arch_heal,
            areas=areas,
            attacker=attacker,
            charge=charge,
            circle_damage=circle_damage,
            circle_prevent=circle_prevent,
            circles_cancel=circles_cancel,
            command_cost=command_cost,
            damage=damage,
            damage_per_angel=damage_per_angel,
            defender=defender,
            deploy=deploy,
            destroy=destroy,
            destroy_own=destroy_own,
            different_areas=different_areas,
            discard_max=discard_max,
            discount=discount,
            extra=extra,
            extra_areas=extra_areas,
            extra_steps=extra_steps,
            free_commands=free_commands,
            gain=gain,
            gain_per_fountain=gain_per_fountain,
            heal=heal,
            may_move=may_move,
            must_retreat=must_retreat,
            no_battle=no_battle,
            no_retreat=no_retreat,
            not_with=not_with,
            pay=pay,
            per_area=per_area,
            per_battle=per_battle,
            per_turn=per_turn,
            prevent=prevent,
            reach=reach,
            remove=remove,
            retreat=retreat,
            retreat_after_round=retreat_after_round,
            round_=round_,
            steps=steps,
            tactics=tactics,
            targets=targets,
            terrain=terrain,
            troop_max=troop_max,
            troops=troops,
            with_=with_,
            with_camael=with_camael,
        )

        return angel_fury_card_effect
