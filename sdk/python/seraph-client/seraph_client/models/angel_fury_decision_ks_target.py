from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_ks_target_where import AngelFuryDecisionKsTargetWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_ks_target_data import AngelFuryDecisionKsTargetData


T = TypeVar("T", bound="AngelFuryDecisionKsTarget")


@_attrs_define
class AngelFuryDecisionKsTarget:
    """the open ks_target decision

    Attributes:
        data (AngelFuryDecisionKsTargetData): the ks_target decision's public data
        id (int): the decision's id
        kind (Literal['ks_target']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionKsTargetWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionKsTargetData
    id: int
    kind: Literal["ks_target"]
    seats: list[int]
    where: AngelFuryDecisionKsTargetWhere

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
        from ..models.angel_fury_decision_ks_target_data import AngelFuryDecisionKsTargetData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionKsTargetData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["ks_target"], d.pop("kind"))
        if kind != "ks_target":
            raise ValueError(f"kind must match const 'ks_target', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionKsTargetWhere(d.pop("where"))

        angel_fury_decision_ks_target = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_ks_target
