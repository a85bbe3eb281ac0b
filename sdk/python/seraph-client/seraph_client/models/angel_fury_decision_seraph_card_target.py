from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_seraph_card_target_where import AngelFuryDecisionSeraphCardTargetWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_seraph_card_target_data import AngelFuryDecisionSeraphCardTargetData


T = TypeVar("T", bound="AngelFuryDecisionSeraphCardTarget")


@_attrs_define
class AngelFuryDecisionSeraphCardTarget:
    """the open seraph_card_target decision

    Attributes:
        data (AngelFuryDecisionSeraphCardTargetData): the seraph_card_target decision's public data
        id (int): the decision's id
        kind (Literal['seraph_card_target']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionSeraphCardTargetWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionSeraphCardTargetData
    id: int
    kind: Literal["seraph_card_target"]
    seats: list[int]
    where: AngelFuryDecisionSeraphCardTargetWhere

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
        from ..models.angel_fury_decision_seraph_card_target_data import AngelFuryDecisionSeraphCardTargetData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionSeraphCardTargetData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["seraph_card_target"], d.pop("kind"))
        if kind != "seraph_card_target":
            raise ValueError(f"kind must match const 'seraph_card_target', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionSeraphCardTargetWhere(d.pop("where"))

        angel_fury_decision_seraph_card_target = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_seraph_card_target
