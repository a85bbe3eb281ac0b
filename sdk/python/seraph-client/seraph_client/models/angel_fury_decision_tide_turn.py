from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_tide_turn_where import AngelFuryDecisionTideTurnWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_tide_turn_data import AngelFuryDecisionTideTurnData


T = TypeVar("T", bound="AngelFuryDecisionTideTurn")


@_attrs_define
class AngelFuryDecisionTideTurn:
    """the open tide_turn decision

    Attributes:
        data (AngelFuryDecisionTideTurnData): the tide_turn decision's public data
        id (int): the decision's id
        kind (Literal['tide_turn']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionTideTurnWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionTideTurnData
    id: int
    kind: Literal["tide_turn"]
    seats: list[int]
    where: AngelFuryDecisionTideTurnWhere

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
        from ..models.angel_fury_decision_tide_turn_data import AngelFuryDecisionTideTurnData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionTideTurnData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["tide_turn"], d.pop("kind"))
        if kind != "tide_turn":
            raise ValueError(f"kind must match const 'tide_turn', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionTideTurnWhere(d.pop("where"))

        angel_fury_decision_tide_turn = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_tide_turn
