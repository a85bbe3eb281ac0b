from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_salvage_choice_data import FallenAngelDecisionSalvageChoiceData


T = TypeVar("T", bound="FallenAngelDecisionSalvageChoice")


@_attrs_define
class FallenAngelDecisionSalvageChoice:
    """an open salvage_choice decision

    Attributes:
        data (FallenAngelDecisionSalvageChoiceData): the salvage_choice decision's public data
        id (int): the decision's id
        kind (Literal['salvage_choice']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionSalvageChoiceData
    id: int
    kind: Literal["salvage_choice"]
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
        from ..models.fallen_angel_decision_salvage_choice_data import FallenAngelDecisionSalvageChoiceData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionSalvageChoiceData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["salvage_choice"], d.pop("kind"))
        if kind != "salvage_choice":
            raise ValueError(f"kind must match const 'salvage_choice', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_salvage_choice = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_salvage_choice
