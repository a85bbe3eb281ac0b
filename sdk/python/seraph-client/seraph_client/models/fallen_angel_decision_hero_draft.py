from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_hero_draft_data import FallenAngelDecisionHeroDraftData


T = TypeVar("T", bound="FallenAngelDecisionHeroDraft")


@_attrs_define
class FallenAngelDecisionHeroDraft:
    """an open hero_draft decision

    Attributes:
        data (FallenAngelDecisionHeroDraftData): the hero_draft decision's public data
        id (int): the decision's id
        kind (Literal['hero_draft']): the decision's kind
        seats (list[int]): seats
        where (Literal['pending']): pending (the queue) or step (the turn's stack)
    """

    data: FallenAngelDecisionHeroDraftData
    id: int
    kind: Literal["hero_draft"]
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
        from ..models.fallen_angel_decision_hero_draft_data import FallenAngelDecisionHeroDraftData  # noqa: PLC0415

        d = dict(src_dict)
        data = FallenAngelDecisionHeroDraftData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["hero_draft"], d.pop("kind"))
        if kind != "hero_draft":
            raise ValueError(f"kind must match const 'hero_draft', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = cast(Literal["pending"], d.pop("where"))
        if where != "pending":
            raise ValueError(f"where must match const 'pending', got '{where}'")

        fallen_angel_decision_hero_draft = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return fallen_angel_decision_hero_draft
