from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_clash_data import FallenAngelDecisionClashData


T = TypeVar("T", bound="FallenAngelDecisionClash")


@_attrs_define
class FallenAngelDecisionClash:
    """an open clash decision

    Attributes:
        data (FallenAngelDecisionClashData): the clash decision's public data
        id (int): the decision's id
        kind (Literal['clash']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionClashData
    id: int
    kind: Literal["clash"]
    seats: list[int]
    where: Literal["pending"]

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
        from ..models.fallen_angel_decision_clash_data import FallenAngelDecisionClashData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionClashData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["clash"], d.pop("kind"))
        if kind != "clash":
            raise ValueError(f"kind must match const 'clash', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_clash = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_clash
