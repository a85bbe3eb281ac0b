from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_shields_to_engine_data import FallenAngelDecisionShieldsToEngineData


T = TypeVar("T", bound="FallenAngelDecisionShieldsToEngine")


@_attrs_define
class FallenAngelDecisionShieldsToEngine:
    """an open shields_to_engine decision

    Attributes:
        data (FallenAngelDecisionShieldsToEngineData): the shields_to_engine decision's public data
        id (int): the decision's id
        kind (Literal['shields_to_engine']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionShieldsToEngineData
    id: int
    kind: Literal["shields_to_engine"]
    seats: list[int]
    where: Literal["step"]

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        kind = self.kind

        seats = self.seats

        where = self.where

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "kind": kind,
                "seats": seats,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_shields_to_engine_data import FallenAngelDecisionShieldsToEngineData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionShieldsToEngineData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["shields_to_engine"], d.pop("kind"))
        if kind != "shields_to_engine":
            raise ValueError(f"kind must match const 'shields_to_engine', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_shields_to_engine = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_shields_to_engine
