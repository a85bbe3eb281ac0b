from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.black_angel_view_decision_data import BlackAngelViewDecisionData


T = TypeVar("T", bound="BlackAngelViewDecision")


@_attrs_define
class BlackAngelViewDecision:
    """the open decision: where (pending | step), kind, seat, id and its public data

    Attributes:
        data (BlackAngelViewDecisionData): the decision's own fields, minus any that name a card hidden from the viewer
            (data.* below)
        id (int): the decision's id, fresh for each new decision (the decision key)
        kind (str): the decision's kind: the step or pending kind (RULES.md section 3; GET prompt words it)
        seat (int): the seat that decides (0-based)
        where (str): pending (a sub-decision waiting on the seat) or step (the step the rules stopped at)
    """

    data: BlackAngelViewDecisionData
    id: int
    kind: str
    seat: int
    where: str

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        kind = self.kind

        seat = self.seat

        where = self.where

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "data": data,
                "id": id,
                "kind": kind,
                "seat": seat,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_decision_data import BlackAngelViewDecisionData  # noqa: PLC0415

        d = dict(src_dict)
        data = BlackAngelViewDecisionData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = d.pop("kind")

        seat = d.pop("seat")

        where = d.pop("where")

        black_angel_view_decision = cls(
            data=data,
            id=id,
            kind=kind,
            seat=seat,
            where=where,
        )

        return black_angel_view_decision
