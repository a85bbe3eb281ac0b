from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.fallen_angel_objective_scored_event_vp import FallenAngelObjectiveScoredEventVp
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelObjectiveScoredEvent")


@_attrs_define
class FallenAngelObjectiveScoredEvent:
    """objective_scored: the objective was scored, as served

    Attributes:
        objective (str): the objective
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        type_ (Literal['objective_scored']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (FallenAngelObjectiveScoredEventVp): seat -> VP
        winners (list[int]): seats
        bid (int | Unset): the winning bid
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
        text (str | Unset): the message in English: the template filled in with the params
    """

    objective: str
    seat: int | None
    seq: int
    type_: Literal["objective_scored"]
    version: int
    vp: FallenAngelObjectiveScoredEventVp
    winners: list[int]
    bid: int | Unset = UNSET
    params: Params | Unset = UNSET
    template: str | Unset = UNSET
    text: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        objective = self.objective

        seat: int | None
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        vp = self.vp.to_dict()

        winners = self.winners

        bid = self.bid

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "objective": objective,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
                "vp": vp,
                "winners": winners,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template
        if text is not UNSET:
            field_dict["text"] = text

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_objective_scored_event_vp import FallenAngelObjectiveScoredEventVp  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        objective = d.pop("objective")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        type_ = cast(Literal["objective_scored"], d.pop("type"))
        if type_ != "objective_scored":
            raise ValueError(f"type must match const 'objective_scored', got '{type_}'")

        version = d.pop("version")

        vp = FallenAngelObjectiveScoredEventVp.from_dict(d.pop("vp"))

        winners = cast(list[int], d.pop("winners"))

        bid = d.pop("bid", UNSET)

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        text = d.pop("text", UNSET)

        fallen_angel_objective_scored_event = cls(
            objective=objective,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
            vp=vp,
            winners=winners,
            bid=bid,
            params=params,
            template=template,
            text=text,
        )

        return fallen_angel_objective_scored_event
