from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_give_gem_data import FallenAngelDecisionGiveGemData


T = TypeVar("T", bound="FallenAngelDecisionGiveGem")


@_attrs_define
class FallenAngelDecisionGiveGem:
    """an open give_gem decision

    Attributes:
        data (FallenAngelDecisionGiveGemData): the give_gem decision's public data
        id (int): the decision's id
        kind (Literal['give_gem']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionGiveGemData
    id: int
    kind: Literal["give_gem"]
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
        from ..models.fallen_angel_decision_give_gem_data import FallenAngelDecisionGiveGemData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionGiveGemData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["give_gem"], d.pop("kind"))
        if kind != "give_gem":
            raise ValueError(f"kind must match const 'give_gem', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_give_gem = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_give_gem
