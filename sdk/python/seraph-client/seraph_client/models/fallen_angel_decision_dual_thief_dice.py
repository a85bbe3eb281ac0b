from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_dual_thief_dice_data import FallenAngelDecisionDualThiefDiceData


T = TypeVar("T", bound="FallenAngelDecisionDualThiefDice")


@_attrs_define
class FallenAngelDecisionDualThiefDice:
    """an open dual_thief_dice decision

    Attributes:
        data (FallenAngelDecisionDualThiefDiceData): the dual_thief_dice decision's public data
        id (int): the decision's id
        kind (Literal['dual_thief_dice']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionDualThiefDiceData
    id: int
    kind: Literal["dual_thief_dice"]
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
        from ..models.fallen_angel_decision_dual_thief_dice_data import FallenAngelDecisionDualThiefDiceData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionDualThiefDiceData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["dual_thief_dice"], d.pop("kind"))
        if kind != "dual_thief_dice":
            raise ValueError(f"kind must match const 'dual_thief_dice', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_dual_thief_dice = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_dual_thief_dice
