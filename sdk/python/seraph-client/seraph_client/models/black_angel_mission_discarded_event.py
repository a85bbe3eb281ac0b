from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelMissionDiscardedEvent")


@_attrs_define
class BlackAngelMissionDiscardedEvent:
    """a Mission card was discarded from hand

    Attributes:
        card (str): the Mission card id
        params (Params): the template's named params
        reason (str): hand_limit or ravager (a Ravager's effect)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['mission_discarded']): the event's type
        version (int): the game's version (moves applied) when the event was written
        ravager (str | Unset): the Ravager card id that caused it
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    params: Params
    reason: str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["mission_discarded"]
    version: int
    ravager: str | Unset = UNSET
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        params = self.params.to_dict()

        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        ravager = self.ravager

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "params": params,
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if ravager is not UNSET:
            field_dict["ravager"] = ravager
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

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

        type_ = cast(Literal["mission_discarded"], d.pop("type"))
        if type_ != "mission_discarded":
            raise ValueError(f"type must match const 'mission_discarded', got '{type_}'")

        version = d.pop("version")

        ravager = d.pop("ravager", UNSET)

        redacted = d.pop("redacted", UNSET)

        black_angel_mission_discarded_event = cls(
            card=card,
            params=params,
            reason=reason,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            ravager=ravager,
            redacted=redacted,
        )

        return black_angel_mission_discarded_event
