from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_turn_where import AngelFuryDecisionTurnWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_turn_data import AngelFuryDecisionTurnData


T = TypeVar("T", bound="AngelFuryDecisionTurn")


@_attrs_define
class AngelFuryDecisionTurn:
    """the open turn decision

    Attributes:
        data (AngelFuryDecisionTurnData): the turn decision's public data
        id (int): the decision's id
        kind (Literal['turn']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionTurnWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionTurnData
    id: int
    kind: Literal["turn"]
    seats: list[int]
    where: AngelFuryDecisionTurnWhere

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
        from ..models.angel_fury_decision_turn_data import AngelFuryDecisionTurnData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionTurnData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["turn"], d.pop("kind"))
        if kind != "turn":
            raise ValueError(f"kind must match const 'turn', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionTurnWhere(d.pop("where"))

        angel_fury_decision_turn = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_turn
