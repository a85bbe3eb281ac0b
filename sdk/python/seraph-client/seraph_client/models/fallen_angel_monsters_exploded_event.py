from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelMonstersExplodedEvent")


@_attrs_define
class FallenAngelMonstersExplodedEvent:
    """monsters_exploded: the Monster Dice left exploded, as served

    Attributes:
        damage (int): the VP damage
        dice (int): the dice
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['monsters_exploded']): the event's type
        version (int): the game's version (moves applied) when the event was written
        shadow_vp (int | Unset): co-op: the Shadow's VP
    """

    damage: int
    dice: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["monsters_exploded"]
    version: int
    shadow_vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        dice = self.dice

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        shadow_vp = self.shadow_vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
                "dice": dice,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if shadow_vp is not UNSET:
            field_dict["shadow_vp"] = shadow_vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        damage = d.pop("damage")

        dice = d.pop("dice")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["monsters_exploded"], d.pop("type"))
        if type_ != "monsters_exploded":
            raise ValueError(f"type must match const 'monsters_exploded', got '{type_}'")

        version = d.pop("version")

        shadow_vp = d.pop("shadow_vp", UNSET)

        fallen_angel_monsters_exploded_event = cls(
            damage=damage,
            dice=dice,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            shadow_vp=shadow_vp,
        )

        return fallen_angel_monsters_exploded_event
