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
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['monsters_exploded']): the event's type
        version (int): the game's version (moves applied) when the event was written
        params (Params | Unset): the template's named params
        shadow_vp (int | Unset): co-op: the Shadow's VP
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    damage: int
    dice: int
    seat: int | None
    seq: int
    type_: Literal["monsters_exploded"]
    version: int
    params: Params | Unset = UNSET
    shadow_vp: int | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        damage = self.damage

        dice = self.dice

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        shadow_vp = self.shadow_vp

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "damage": damage,
                "dice": dice,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if shadow_vp is not UNSET:
            field_dict["shadow_vp"] = shadow_vp
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        damage = d.pop("damage")

        dice = d.pop("dice")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["monsters_exploded"], d.pop("type"))
        if type_ != "monsters_exploded":
            raise ValueError(f"type must match const 'monsters_exploded', got '{type_}'")

        version = d.pop("version")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        shadow_vp = d.pop("shadow_vp", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_monsters_exploded_event = cls(
            damage=damage,
            dice=dice,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            params=params,
            shadow_vp=shadow_vp,
            template=template,
            text=text,
        )

        return fallen_angel_monsters_exploded_event
