from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_assassin_die_data import FallenAngelDecisionHeroAssassinDieData


T = TypeVar("T", bound="FallenAngelDecisionHeroAssassinDie")


@_attrs_define
class FallenAngelDecisionHeroAssassinDie:
    """an open hero_assassin_die decision

    Attributes:
        data (FallenAngelDecisionHeroAssassinDieData): the hero_assassin_die decision's public data
        id (int): the decision's id
        kind (Literal['hero_assassin_die']): the decision's kind
        seats (list[int]): seats
        where (Literal['step']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionHeroAssassinDieData
    id: int
    kind: Literal["hero_assassin_die"]
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
        from ..models.fallen_angel_decision_hero_assassin_die_data import FallenAngelDecisionHeroAssassinDieData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionHeroAssassinDieData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["hero_assassin_die"], d.pop("kind"))
        if kind != "hero_assassin_die":
            raise ValueError(f"kind must match const 'hero_assassin_die', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["step"], d.pop("where"))
        if where != "step":
            raise ValueError(f"where must match const 'step', got '{where}'")

        fallen_angel_decision_hero_assassin_die = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_hero_assassin_die
