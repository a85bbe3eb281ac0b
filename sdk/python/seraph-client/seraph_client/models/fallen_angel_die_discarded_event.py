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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['die_discarded']): the event's type
        value (int | None): the die's face
        version (int): the game's version (moves applied) when the event was written
        gain (FallenAngelDieDiscardedEventGain | Unset): what the discard gave
        owner (int | Unset): the seat owning the die
        reason (None | str | Unset): why: a tech id, an action or rule name (null: none given)
    """

    die: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["die_discarded"]
    value: int | None
    version: int
    gain: FallenAngelDieDiscardedEventGain | Unset = UNSET
    owner: int | Unset = UNSET
    reason: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        value: int | None
        value = self.value

        version = self.version

        gain: str | Unset = UNSET
        if not isinstance(self.gain, Unset):
            gain = self.gain.value

        owner = self.owner

        reason: None | str | Unset
        if isinstance(self.reason, Unset):
            reason = UNSET
        else:
            reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if gain is not UNSET:
            field_dict["gain"] = gain
        if owner is not UNSET:
            field_dict["owner"] = owner
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        die = d.pop("die")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

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

        def _parse_reason(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        reason = _parse_reason(d.pop("reason", UNSET))

        fallen_angel_die_discarded_event = cls(
            die=die,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            value=value,
            version=version,
            gain=gain,
            owner=owner,
            reason=reason,
        )

        return fallen_angel_die_discarded_event
