from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_healing_hands_where import AngelFuryDecisionHealingHandsWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_healing_hands_data import AngelFuryDecisionHealingHandsData


T = TypeVar("T", bound="AngelFuryDecisionHealingHands")


@_attrs_define
class AngelFuryDecisionHealingHands:
    """the open healing_hands decision

    Attributes:
        data (AngelFuryDecisionHealingHandsData): the healing_hands decision's public data
        id (int): the decision's id
        kind (Literal['healing_hands']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionHealingHandsWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionHealingHandsData
    id: int
    kind: Literal["healing_hands"]
    seats: list[int]
    where: AngelFuryDecisionHealingHandsWhere

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        kind = self.kind

        seats = self.seats

        where = self.where.value

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
        from ..models.angel_fury_decision_healing_hands_data import AngelFuryDecisionHealingHandsData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionHealingHandsData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["healing_hands"], d.pop("kind"))
        if kind != "healing_hands":
            raise ValueError(f"kind must match const 'healing_hands', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionHealingHandsWhere(d.pop("where"))

        angel_fury_decision_healing_hands = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_healing_hands
