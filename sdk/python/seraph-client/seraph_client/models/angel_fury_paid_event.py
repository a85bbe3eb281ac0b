from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryPaidEvent")


@_attrs_define
class AngelFuryPaidEvent:
    """resources paid (as served)

    Attributes:
        crystals (int): paid: crystals (C)
        params (Params): the template's named params
        reason (str): paid: why (a card family, an ability or a rule)
        reinforcements (int): paid: R held (minions in supply)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['paid']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    crystals: int
    params: Params
    reason: str
    reinforcements: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["paid"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        crystals = self.crystals

        params = self.params.to_dict()

        reason = self.reason

        reinforcements = self.reinforcements

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
                "crystals": crystals,
                "params": params,
                "reason": reason,
                "reinforcements": reinforcements,
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
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        crystals = d.pop("crystals")

        params = Params.from_dict(d.pop("params"))

        reason = d.pop("reason")

        reinforcements = d.pop("reinforcements")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["paid"], d.pop("type"))
        if type_ != "paid":
            raise ValueError(f"type must match const 'paid', got '{type_}'")

        version = d.pop("version")

        angel_fury_paid_event = cls(
            crystals=crystals,
            params=params,
            reason=reason,
            reinforcements=reinforcements,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_paid_event
