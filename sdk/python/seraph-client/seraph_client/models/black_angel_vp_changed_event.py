from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelVpChangedEvent")


@_attrs_define
class BlackAngelVpChangedEvent:
    """a seat's VP changed

    Attributes:
        delta (int): the change (negative: lost)
        params (Params): the template's named params
        reason (str): why, in a word
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['vp_changed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the seat's VP now
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    delta: int
    params: Params
    reason: str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["vp_changed"]
    version: int
    vp: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        delta = self.delta

        params = self.params.to_dict()

        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        vp = self.vp

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "delta": delta,
                "params": params,
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "vp": vp,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        delta = d.pop("delta")

        params = Params.from_dict(d.pop("params"))

        reason = d.pop("reason")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["vp_changed"], d.pop("type"))
        if type_ != "vp_changed":
            raise ValueError(f"type must match const 'vp_changed', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        redacted = d.pop("redacted", UNSET)

        black_angel_vp_changed_event = cls(
            delta=delta,
            params=params,
            reason=reason,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            vp=vp,
            redacted=redacted,
        )

        return black_angel_vp_changed_event
