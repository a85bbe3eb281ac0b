from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_tide_round_where import AngelFuryDecisionTideRoundWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_tide_round_data import AngelFuryDecisionTideRoundData


T = TypeVar("T", bound="AngelFuryDecisionTideRound")


@_attrs_define
class AngelFuryDecisionTideRound:
    """the open tide_round decision

    Attributes:
        data (AngelFuryDecisionTideRoundData): the tide_round decision's public data
        id (int): the decision's id
        kind (Literal['tide_round']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionTideRoundWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionTideRoundData
    id: int
    kind: Literal["tide_round"]
    seats: list[int]
    where: AngelFuryDecisionTideRoundWhere

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
        from ..models.angel_fury_decision_tide_round_data import AngelFuryDecisionTideRoundData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionTideRoundData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["tide_round"], d.pop("kind"))
        if kind != "tide_round":
            raise ValueError(f"kind must match const 'tide_round', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionTideRoundWhere(d.pop("where"))

        angel_fury_decision_tide_round = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_tide_round
