from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_colour import AngelFuryColour

if TYPE_CHECKING:
    from ..models.angel_fury_battle_dealt import AngelFuryBattleDealt
    from ..models.angel_fury_battle_fx import AngelFuryBattleFx
    from ..models.angel_fury_battle_left_type_0 import AngelFuryBattleLeftType0
    from ..models.angel_fury_battle_prevent import AngelFuryBattlePrevent
    from ..models.angel_fury_battle_rolls_type_0 import AngelFuryBattleRollsType0
    from ..models.angel_fury_battle_troop import AngelFuryBattleTroop


T = TypeVar("T", bound="AngelFuryBattle")


@_attrs_define
class AngelFuryBattle:
    """the battle in progress or null: area, from, attacker (seat), colour, troop (the attacking units, off the board),
    defenders, round (0 before round 1), no_retreat, fx (battle-long effects per side), rolls ({side: {face: n}}),
    dealt, prevent, left (casualties still to take)

        Attributes:
            area (str): the attacked area
            attacker (int): the attacking seat
            colour (AngelFuryColour): a colour: black and red play the evil side, white and yellow the good one
            dealt (AngelFuryBattleDealt): damage each side deals this round
            defenders (list[AngelFuryColour]): the defending colours
            from_ (None | str): where the attackers came from (null: off the board, an evil tide refill)
            fx (AngelFuryBattleFx): battle-long effects per side
            left (AngelFuryBattleLeftType0 | None): casualties each side still has to take, null while none are being taken
            no_retreat (bool): the attacker may not retreat (Dark Portal II)
            prevent (AngelFuryBattlePrevent): damage each side prevents this round (cards of the moment)
            rolls (AngelFuryBattleRollsType0 | None): this round's rolls per side, null before the first roll
            round_ (int): 0 before round 1
            troop (AngelFuryBattleTroop): the attacking units, off the board
    """

    area: str
    attacker: int
    colour: AngelFuryColour
    dealt: AngelFuryBattleDealt
    defenders: list[AngelFuryColour]
    from_: None | str
    fx: AngelFuryBattleFx
    left: AngelFuryBattleLeftType0 | None
    no_retreat: bool
    prevent: AngelFuryBattlePrevent
    rolls: AngelFuryBattleRollsType0 | None
    round_: int
    troop: AngelFuryBattleTroop

    def to_dict(self) -> dict[str, Any]:
        from ..models.angel_fury_battle_left_type_0 import AngelFuryBattleLeftType0  # noqa: PLC0415
        from ..models.angel_fury_battle_rolls_type_0 import AngelFuryBattleRollsType0  # noqa: PLC0415

        area = self.area

        attacker = self.attacker

        colour = self.colour.value

        dealt = self.dealt.to_dict()

        defenders = []
        for defenders_item_data in self.defenders:
            defenders_item = defenders_item_data.value
            defenders.append(defenders_item)

        from_: None | str
        from_ = self.from_

        fx = self.fx.to_dict()

        left: dict[str, Any] | None
        if isinstance(self.left, AngelFuryBattleLeftType0):
            left = self.left.to_dict()
        else:
            left = self.left

        no_retreat = self.no_retreat

        prevent = self.prevent.to_dict()

        rolls: dict[str, Any] | None
        if isinstance(self.rolls, AngelFuryBattleRollsType0):
            rolls = self.rolls.to_dict()
        else:
            rolls = self.rolls

        round_ = self.round_

        troop = self.troop.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "attacker": attacker,
                "colour": colour,
                "dealt": dealt,
                "defenders": defenders,
                "from": from_,
                "fx": fx,
                "left": left,
                "no_retreat": no_retreat,
                "prevent": prevent,
                "rolls": rolls,
                "round": round_,
                "troop": troop,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_battle_dealt import AngelFuryBattleDealt  # noqa: PLC0415
        from ..models.angel_fury_battle_fx import AngelFuryBattleFx  # noqa: PLC0415
        from ..models.angel_fury_battle_left_type_0 import AngelFuryBattleLeftType0  # noqa: PLC0415
        from ..models.angel_fury_battle_prevent import AngelFuryBattlePrevent  # noqa: PLC0415
        from ..models.angel_fury_battle_rolls_type_0 import AngelFuryBattleRollsType0  # noqa: PLC0415
        from ..models.angel_fury_battle_troop import AngelFuryBattleTroop  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        attacker = d.pop("attacker")

        colour = AngelFuryColour(d.pop("colour"))

        dealt = AngelFuryBattleDealt.from_dict(d.pop("dealt"))

        defenders = []
        _defenders = d.pop("defenders")
        for defenders_item_data in _defenders:
            defenders_item = AngelFuryColour(defenders_item_data)

            defenders.append(defenders_item)

        def _parse_from_(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        from_ = _parse_from_(d.pop("from"))

        fx = AngelFuryBattleFx.from_dict(d.pop("fx"))

        def _parse_left(data: object) -> AngelFuryBattleLeftType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                left_type_0 = AngelFuryBattleLeftType0.from_dict(data)

                return left_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryBattleLeftType0 | None, data)

        left = _parse_left(d.pop("left"))

        no_retreat = d.pop("no_retreat")

        prevent = AngelFuryBattlePrevent.from_dict(d.pop("prevent"))

        def _parse_rolls(data: object) -> AngelFuryBattleRollsType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rolls_type_0 = AngelFuryBattleRollsType0.from_dict(data)

                return rolls_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AngelFuryBattleRollsType0 | None, data)

        rolls = _parse_rolls(d.pop("rolls"))

        round_ = d.pop("round")

        troop = AngelFuryBattleTroop.from_dict(d.pop("troop"))

        angel_fury_battle = cls(
            area=area,
            attacker=attacker,
            colour=colour,
            dealt=dealt,
            defenders=defenders,
            from_=from_,
            fx=fx,
            left=left,
            no_retreat=no_retreat,
            prevent=prevent,
            rolls=rolls,
            round_=round_,
            troop=troop,
        )

        return angel_fury_battle
