from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

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
        rolls (AngelFuryBattleRolledEventRolls): faces rolled per side
        round_ (int): battle_rolled: the battle round
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['battle_rolled']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    area: str
    damage: AngelFuryBattleRolledEventDamage
    dice: AngelFuryBattleRolledEventDice
    rolls: AngelFuryBattleRolledEventRolls
    round_: int
    seat: int | None
    seq: int
    type_: Literal["battle_rolled"]
    version: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        damage = self.damage.to_dict()

        dice = self.dice.to_dict()

        rolls = self.rolls.to_dict()

        round_ = self.round_

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "damage": damage,
                "dice": dice,
                "rolls": rolls,
                "round": round_,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

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

        rolls = AngelFuryBattleRolledEventRolls.from_dict(d.pop("rolls"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["battle_rolled"], d.pop("type"))
        if type_ != "battle_rolled":
            raise ValueError(f"type must match const 'battle_rolled', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        angel_fury_battle_rolled_event = cls(
            area=area,
            damage=damage,
            dice=dice,
            rolls=rolls,
            round_=round_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            template=template,
            text=text,
        )

        return angel_fury_battle_rolled_event
