from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_arrival_data import FallenAngelDecisionHeroArrivalData


T = TypeVar("T", bound="FallenAngelDecisionHeroArrival")


@_attrs_define
class FallenAngelDecisionHeroArrival:
    """an open hero_arrival decision

    Attributes:
        data (FallenAngelDecisionHeroArrivalData): the hero_arrival decision's public data
        id (int): the decision's id
        kind (Literal['hero_arrival']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionHeroArrivalData
    id: int
    kind: Literal["hero_arrival"]
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
        from ..models.fallen_angel_decision_hero_arrival_data import FallenAngelDecisionHeroArrivalData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionHeroArrivalData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["hero_arrival"], d.pop("kind"))
        if kind != "hero_arrival":
            raise ValueError(f"kind must match const 'hero_arrival', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_hero_arrival = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_hero_arrival
