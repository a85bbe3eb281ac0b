from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallingNpcCardResolvedEvent")


@_attrs_define
class FallingNpcCardResolvedEvent:
    """solo: Danda finished an NPC Action card

    Attributes:
        card (str): the NPC Action card id
        limit (int): NPC cards Danda resolves this round
        params (Params): the template's named params
        resolved (int): NPC cards resolved this round, this one included
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['npc_card_resolved']): the event's type
        version (int): the game's version (moves applied) when the event was written
        redacted (bool | Unset): present when the event's private data was withheld from the viewer
    """

    card: str
    limit: int
    params: Params
    resolved: int
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["npc_card_resolved"]
    version: int
    redacted: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        limit = self.limit

        params = self.params.to_dict()

        resolved = self.resolved

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        redacted = self.redacted

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "limit": limit,
                "params": params,
                "resolved": resolved,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if redacted is not UNSET:
            field_dict["redacted"] = redacted

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        limit = d.pop("limit")

        params = Params.from_dict(d.pop("params"))

        resolved = d.pop("resolved")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["npc_card_resolved"], d.pop("type"))
        if type_ != "npc_card_resolved":
            raise ValueError(f"type must match const 'npc_card_resolved', got '{type_}'")

        version = d.pop("version")

        redacted = d.pop("redacted", UNSET)

        falling_npc_card_resolved_event = cls(
            card=card,
            limit=limit,
            params=params,
            resolved=resolved,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            redacted=redacted,
        )

        return falling_npc_card_resolved_event
