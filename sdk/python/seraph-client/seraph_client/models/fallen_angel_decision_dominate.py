from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_dominate_data import FallenAngelDecisionDominateData


T = TypeVar("T", bound="FallenAngelDecisionDominate")


@_attrs_define
class FallenAngelDecisionDominate:
    """an open dominate decision

    Attributes:
        data (FallenAngelDecisionDominateData): the dominate decision's public data
        id (int): the decision's id
        kind (Literal['dominate']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionDominateData
    id: int
    kind: Literal["dominate"]
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
        from ..models.fallen_angel_decision_dominate_data import FallenAngelDecisionDominateData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionDominateData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["dominate"], d.pop("kind"))
        if kind != "dominate":
            raise ValueError(f"kind must match const 'dominate', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_dominate = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_dominate
