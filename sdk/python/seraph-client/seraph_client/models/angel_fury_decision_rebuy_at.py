from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_rebuy_at_where import AngelFuryDecisionRebuyAtWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_rebuy_at_data import AngelFuryDecisionRebuyAtData


T = TypeVar("T", bound="AngelFuryDecisionRebuyAt")


@_attrs_define
class AngelFuryDecisionRebuyAt:
    """the open rebuy_at decision

    Attributes:
        data (AngelFuryDecisionRebuyAtData): the rebuy_at decision's public data
        id (int): the decision's id
        kind (Literal['rebuy_at']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionRebuyAtWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionRebuyAtData
    id: int
    kind: Literal["rebuy_at"]
    seats: list[int]
    where: AngelFuryDecisionRebuyAtWhere

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
        from ..models.angel_fury_decision_rebuy_at_data import AngelFuryDecisionRebuyAtData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionRebuyAtData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["rebuy_at"], d.pop("kind"))
        if kind != "rebuy_at":
            raise ValueError(f"kind must match const 'rebuy_at', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionRebuyAtWhere(d.pop("where"))

        angel_fury_decision_rebuy_at = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_rebuy_at
