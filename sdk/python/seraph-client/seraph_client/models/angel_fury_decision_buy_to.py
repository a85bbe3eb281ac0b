from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_buy_to_where import AngelFuryDecisionBuyToWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_buy_to_data import AngelFuryDecisionBuyToData


T = TypeVar("T", bound="AngelFuryDecisionBuyTo")


@_attrs_define
class AngelFuryDecisionBuyTo:
    """the open buy_to decision

    Attributes:
        data (AngelFuryDecisionBuyToData): the buy_to decision's public data
        id (int): the decision's id
        kind (Literal['buy_to']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBuyToWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBuyToData
    id: int
    kind: Literal["buy_to"]
    seats: list[int]
    where: AngelFuryDecisionBuyToWhere

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
        from ..models.angel_fury_decision_buy_to_data import AngelFuryDecisionBuyToData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBuyToData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["buy_to"], d.pop("kind"))
        if kind != "buy_to":
            raise ValueError(f"kind must match const 'buy_to', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBuyToWhere(d.pop("where"))

        angel_fury_decision_buy_to = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_buy_to
