from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_card_resource_where import AngelFuryDecisionCardResourceWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_card_resource_data import AngelFuryDecisionCardResourceData


T = TypeVar("T", bound="AngelFuryDecisionCardResource")


@_attrs_define
class AngelFuryDecisionCardResource:
    """the open card_resource decision

    Attributes:
        data (AngelFuryDecisionCardResourceData): the card_resource decision's public data
        id (int): the decision's id
        kind (Literal['card_resource']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCardResourceWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCardResourceData
    id: int
    kind: Literal["card_resource"]
    seats: list[int]
    where: AngelFuryDecisionCardResourceWhere

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
        from ..models.angel_fury_decision_card_resource_data import AngelFuryDecisionCardResourceData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCardResourceData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["card_resource"], d.pop("kind"))
        if kind != "card_resource":
            raise ValueError(f"kind must match const 'card_resource', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCardResourceWhere(d.pop("where"))

        angel_fury_decision_card_resource = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_card_resource
