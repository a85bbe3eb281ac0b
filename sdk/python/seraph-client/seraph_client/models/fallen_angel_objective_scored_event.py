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
        params (Params): the template's named params
        seat (int | None): the seat that acted (null: the game or automa)
        seq (int): the event's place in the game's log, from 1, without gaps (the SSE id)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        text (str): the message in English: the template filled in with the params
        type_ (Literal['objective_scored']): the event's type
        version (int): the game's version (moves applied) when the event was written
        vp (FallenAngelObjectiveScoredEventVp): seat -> VP
        winners (list[int]): seats
        bid (int | Unset): the winning bid
    """

    objective: str
    params: Params
    seat: int | None
    seq: int
    template: str
    text: str
    type_: Literal["objective_scored"]
    version: int
    vp: FallenAngelObjectiveScoredEventVp
    winners: list[int]
    bid: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        objective = self.objective

        params = self.params.to_dict()

        seat: int | None
        seat = self.seat

        seq = self.seq

        template = self.template

        text = self.text

        type_ = self.type_

        version = self.version

        vp = self.vp.to_dict()

        winners = self.winners

        bid = self.bid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "objective": objective,
                "params": params,
                "seat": seat,
                "seq": seq,
                "template": template,
                "text": text,
                "type": type_,
                "version": version,
                "vp": vp,
                "winners": winners,
            }
        )
        if bid is not UNSET:
            field_dict["bid"] = bid

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_objective_scored_event_vp import FallenAngelObjectiveScoredEventVp  # noqa: PLC0415
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        objective = d.pop("objective")

        params = Params.from_dict(d.pop("params"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        seq = d.pop("seq")

        template = d.pop("template")

        text = d.pop("text")

        type_ = cast(Literal["objective_scored"], d.pop("type"))
        if type_ != "objective_scored":
            raise ValueError(f"type must match const 'objective_scored', got '{type_}'")

        version = d.pop("version")

        vp = FallenAngelObjectiveScoredEventVp.from_dict(d.pop("vp"))

        winners = cast(list[int], d.pop("winners"))

        bid = d.pop("bid", UNSET)

        fallen_angel_objective_scored_event = cls(
            objective=objective,
            params=params,
            seat=seat,
            seq=seq,
            template=template,
            text=text,
            type_=type_,
            version=version,
            vp=vp,
            winners=winners,
            bid=bid,
        )

        return fallen_angel_objective_scored_event
