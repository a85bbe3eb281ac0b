from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelDamageAddedEvent")


@_attrs_define
class BlackAngelDamageAddedEvent:
    """a damage cube landed on an action or a die

    Attributes:
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['damage_added']): the event's type
        version (int): the game's version (moves applied) when the event was written
        action (str | Unset): the action id (discover, fix, annihilate, ships_orange, ships_gray, ships_green)
        cubes (int | Unset): the action's cubes now, 1-2 (absent for a die)
        die (str | Unset): the die id, when the cube is on a die (in place of action)
        params (Params | Unset): the template's named params
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    seat: int | None
    seq: int
    type_: Literal["damage_added"]
    version: int
    action: str | Unset = UNSET
    cubes: int | Unset = UNSET
    die: str | Unset = UNSET
    params: Params | Unset = UNSET
    redacted: bool | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        action = self.action

        cubes = self.cubes

        die = self.die

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        redacted = self.redacted

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )
        if action is not UNSET:
            field_dict["action"] = action
        if cubes is not UNSET:
            field_dict["cubes"] = cubes
        if die is not UNSET:
            field_dict["die"] = die
        if params is not UNSET:
            field_dict["params"] = params
        if redacted is not UNSET:
            field_dict["redacted"] = redacted
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["damage_added"], d.pop("type"))
        if type_ != "damage_added":
            raise ValueError(f"type must match const 'damage_added', got '{type_}'")

        version = d.pop("version")

        action = d.pop("action", UNSET)

        cubes = d.pop("cubes", UNSET)

        die = d.pop("die", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        redacted = d.pop("redacted", UNSET)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        black_angel_damage_added_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            action=action,
            cubes=cubes,
            die=die,
            params=params,
            redacted=redacted,
            template=template,
            text=text,
        )

        return black_angel_damage_added_event
