from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_die_discarded_event_gain import FallenAngelDieDiscardedEventGain
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDieDiscardedEvent")


@_attrs_define
class FallenAngelDieDiscardedEvent:
    """die_discarded: a die was discarded, as served

    Attributes:
        die (str): the die
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['die_discarded']): the event's type
        value (int | None): the die's face
        version (int): the game's version (moves applied) when the event was written
        gain (FallenAngelDieDiscardedEventGain | Unset): what the discard gave
        owner (int | Unset): the seat owning the die
        params (Params | Unset): the template's named params
        reason (None | str | Unset): why: a tech id, an action or rule name (null: none given)
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    die: str
    seat: int | None
    seq: int
    type_: Literal["die_discarded"]
    value: int | None
    version: int
    gain: FallenAngelDieDiscardedEventGain | Unset = UNSET
    owner: int | Unset = UNSET
    params: Params | Unset = UNSET
    reason: None | str | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        value: int | None
        value = self.value

        version = self.version

        gain: str | Unset = UNSET
        if not isinstance(self.gain, Unset):
            gain = self.gain.value

        owner = self.owner

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if gain is not UNSET:
            field_dict["gain"] = gain
        if owner is not UNSET:
            field_dict["owner"] = owner
        if params is not UNSET:
            field_dict["params"] = params
        if reason is not UNSET:
            field_dict["reason"] = reason
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        die = d.pop("die")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["die_discarded"], d.pop("type"))
        if type_ != "die_discarded":
            raise ValueError(f"type must match const 'die_discarded', got '{type_}'")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        version = d.pop("version")

        _gain = d.pop("gain", UNSET)
        gain: FallenAngelDieDiscardedEventGain | Unset
        if isinstance(_gain, Unset):
            gain = UNSET
        else:
            gain = FallenAngelDieDiscardedEventGain(_gain)

        owner = d.pop("owner", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_die_discarded_event = cls(
            die=die,
            seat=seat,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
            gain=gain,
            owner=owner,
            params=params,
            reason=reason,
            template=template,
            text=text,
        )

        return fallen_angel_die_discarded_event
