from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_battle_rolled_event_damage import AngelFuryBattleRolledEventDamage
    from ..models.angel_fury_battle_rolled_event_dice import AngelFuryBattleRolledEventDice
    from ..models.angel_fury_battle_rolled_event_rolls import AngelFuryBattleRolledEventRolls
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBattleRolledEvent")


@_attrs_define
class AngelFuryBattleRolledEvent:
    """both sides rolled a battle round (as served)

    Attributes:
        area (str): battle_rolled: an area id
        damage (AngelFuryBattleRolledEventDamage): battle_rolled: damage
        dice (AngelFuryBattleRolledEventDice): battle_rolled: dice rolled per side
        params (Params): the template's named params
        rolls (AngelFuryBattleRolledEventRolls): faces rolled per side
        round_ (int): battle_rolled: the battle round
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['battle_rolled']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    area: str
    damage: AngelFuryBattleRolledEventDamage
    dice: AngelFuryBattleRolledEventDice
    params: Params
    rolls: AngelFuryBattleRolledEventRolls
    round_: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["battle_rolled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        damage = self.damage.to_dict()

        dice = self.dice.to_dict()

        params = self.params.to_dict()

        rolls = self.rolls.to_dict()

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "damage": damage,
                "dice": dice,
                "params": params,
                "rolls": rolls,
                "round": round_,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_battle_rolled_event_damage import AngelFuryBattleRolledEventDamage  # noqa: PLC0415
        from ..models.angel_fury_battle_rolled_event_dice import AngelFuryBattleRolledEventDice  # noqa: PLC0415
        from ..models.angel_fury_battle_rolled_event_rolls import AngelFuryBattleRolledEventRolls  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        damage = AngelFuryBattleRolledEventDamage.from_dict(d.pop("damage"))

        dice = AngelFuryBattleRolledEventDice.from_dict(d.pop("dice"))

        params = Params.from_dict(d.pop("params"))

        rolls = AngelFuryBattleRolledEventRolls.from_dict(d.pop("rolls"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["battle_rolled"], d.pop("type"))
        if type_ != "battle_rolled":
            raise ValueError(f"type must match const 'battle_rolled', got '{type_}'")

        version = d.pop("version")

        angel_fury_battle_rolled_event = cls(
            area=area,
            damage=damage,
            dice=dice,
            params=params,
            rolls=rolls,
            round_=round_,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_battle_rolled_event
