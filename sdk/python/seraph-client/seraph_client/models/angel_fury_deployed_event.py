from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryDeployedEvent")


@_attrs_define
class AngelFuryDeployedEvent:
    """reinforcements were deployed (as served)

    Attributes:
        area (str): deployed: an area id
        commanded (bool): deployed: they count as commanded (may not move)
        count (int): deployed: how many
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['deployed']): the event's type
        version (int): the game's version (moves applied) when the event was written
        reason (str | Unset): deployed: why (a card family, an ability or a rule)
    """

    area: str
    commanded: bool
    count: int
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["deployed"]
    version: int
    reason: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        commanded = self.commanded

        count = self.count

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "commanded": commanded,
                "count": count,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
            }
        )
        if reason is not UNSET:
            field_dict["reason"] = reason

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        commanded = d.pop("commanded")

        count = d.pop("count")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["deployed"], d.pop("type"))
        if type_ != "deployed":
            raise ValueError(f"type must match const 'deployed', got '{type_}'")

        version = d.pop("version")

        reason = d.pop("reason", UNSET)

        angel_fury_deployed_event = cls(
            area=area,
            commanded=commanded,
            count=count,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            reason=reason,
        )

        return angel_fury_deployed_event
