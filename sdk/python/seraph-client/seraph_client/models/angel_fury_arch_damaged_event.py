from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryArchDamagedEvent")


@_attrs_define
class AngelFuryArchDamagedEvent:
    """an arch took damage (as served)

    Attributes:
        health (int): arch_damaged: health after
        leader (str): arch_damaged: a leader id
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['arch_damaged']): the event's type
        version (int): the game's version (moves applied) when the event was written
    """

    health: int
    leader: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["arch_damaged"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        health = self.health

        leader = self.leader

        params = self.params.to_dict()

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
                "health": health,
                "leader": leader,
                "params": params,
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
        health = d.pop("health")

        leader = d.pop("leader")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["arch_damaged"], d.pop("type"))
        if type_ != "arch_damaged":
            raise ValueError(f"type must match const 'arch_damaged', got '{type_}'")

        version = d.pop("version")

        angel_fury_arch_damaged_event = cls(
            health=health,
            leader=leader,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
        )

        return angel_fury_arch_damaged_event
