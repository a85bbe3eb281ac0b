from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_give_cube_data import FallenAngelDecisionGiveCubeData


T = TypeVar("T", bound="FallenAngelDecisionGiveCube")


@_attrs_define
class FallenAngelDecisionGiveCube:
    """an open give_cube decision

    Attributes:
        data (FallenAngelDecisionGiveCubeData): the give_cube decision's public data
        id (int): the decision's id
        kind (Literal['give_cube']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionGiveCubeData
    id: int
    kind: Literal["give_cube"]
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
        from ..models.fallen_angel_decision_give_cube_data import FallenAngelDecisionGiveCubeData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionGiveCubeData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["give_cube"], d.pop("kind"))
        if kind != "give_cube":
            raise ValueError(f"kind must match const 'give_cube', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_give_cube = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_give_cube
