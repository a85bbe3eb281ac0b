from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_phantom_data import FallenAngelDecisionHeroPhantomData


T = TypeVar("T", bound="FallenAngelDecisionHeroPhantom")


@_attrs_define
class FallenAngelDecisionHeroPhantom:
    """an open hero_phantom decision

    Attributes:
        data (FallenAngelDecisionHeroPhantomData): the hero_phantom decision's public data
        id (int): the decision's id
        kind (Literal['hero_phantom']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionHeroPhantomData
    id: int
    kind: Literal["hero_phantom"]
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
        from ..models.fallen_angel_decision_hero_phantom_data import FallenAngelDecisionHeroPhantomData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionHeroPhantomData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["hero_phantom"], d.pop("kind"))
        if kind != "hero_phantom":
            raise ValueError(f"kind must match const 'hero_phantom', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_hero_phantom = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_hero_phantom
