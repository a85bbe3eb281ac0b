from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelVpLostEvent")


@_attrs_define
class FallenAngelVpLostEvent:
    """vp_lost: VP were lost, as served

    Attributes:
        reason (None | str): why: a tech id, an action or rule name (null: none given)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        total (int): the total after the change
        type_ (Literal['vp_lost']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (int): the VP (an amount, or per seat)
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    reason: None | str
    seat: int | None
    seq: int
    total: int
    type_: Literal["vp_lost"]
    version: int
    vp: int
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        reason: None | str
        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        total = self.total

        type_ = self.type_

        version = self.version

        vp = self.vp

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "total": total,
                "type": type_,
                "version": version,
                "vp": vp,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        total = d.pop("total")

        type_ = cast(Literal["vp_lost"], d.pop("type"))
        if type_ != "vp_lost":
            raise ValueError(f"type must match const 'vp_lost', got '{type_}'")

        version = d.pop("version")

        vp = d.pop("vp")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_vp_lost_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            total=total,
            type_=type_,
            version=version,
            vp=vp,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_vp_lost_event
