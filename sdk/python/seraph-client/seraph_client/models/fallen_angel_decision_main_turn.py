from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_main_turn_data import FallenAngelDecisionMainTurnData


T = TypeVar("T", bound="FallenAngelDecisionMainTurn")


@_attrs_define
class FallenAngelDecisionMainTurn:
    """an open main_turn decision

    Attributes:
        data (FallenAngelDecisionMainTurnData): the main_turn decision's public data
        id (int): the decision's id
        kind (Literal['main_turn']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionMainTurnData
    id: int
    kind: Literal["main_turn"]
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
        from ..models.fallen_angel_decision_main_turn_data import FallenAngelDecisionMainTurnData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionMainTurnData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["main_turn"], d.pop("kind"))
        if kind != "main_turn":
            raise ValueError(f"kind must match const 'main_turn', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_main_turn = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_main_turn
