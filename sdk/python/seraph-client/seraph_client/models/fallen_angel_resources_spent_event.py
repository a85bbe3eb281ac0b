from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelResourcesSpentEvent")


@_attrs_define
class FallenAngelResourcesSpentEvent:
    """resources_spent: resources were spent, as served

    Attributes:
        params (Params): the template's named params
        reason (None | str): why: a tech id, an action or rule name (null: none given)
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['resources_spent']): the event's type
        version (int): the game's version (moves applied) when the event was written
        engine (int | Unset): Engine Power
        honor (int | Unset): the Honor (an amount, or per seat)
        shields (int | Unset): Shields
        vp (int | Unset): the VP (an amount, or per seat)
    """

    params: Params
    reason: None | str
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["resources_spent"]
    version: int
    engine: int | Unset = UNSET
    honor: int | Unset = UNSET
    shields: int | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        params = self.params.to_dict()

        reason: None | str
        reason = self.reason

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        engine = self.engine

        honor = self.honor

        shields = self.shields

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        if engine is not UNSET:
            field_dict["engine"] = engine
        if honor is not UNSET:
            field_dict["honor"] = honor
        if shields is not UNSET:
            field_dict["shields"] = shields
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        params = Params.from_dict(d.pop("params"))

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

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["resources_spent"], d.pop("type"))
        if type_ != "resources_spent":
            raise ValueError(f"type must match const 'resources_spent', got '{type_}'")

        version = d.pop("version")

        engine = d.pop("engine", UNSET)

        honor = d.pop("honor", UNSET)

        shields = d.pop("shields", UNSET)

        vp = d.pop("vp", UNSET)

        fallen_angel_resources_spent_event = cls(
            params=params,
            reason=reason,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            engine=engine,
            honor=honor,
            shields=shields,
            vp=vp,
        )

        return fallen_angel_resources_spent_event
