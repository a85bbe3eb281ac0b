from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_deploy_count_where import AngelFuryDecisionDeployCountWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_deploy_count_data import AngelFuryDecisionDeployCountData


T = TypeVar("T", bound="AngelFuryDecisionDeployCount")


@_attrs_define
class AngelFuryDecisionDeployCount:
    """the open deploy_count decision

    Attributes:
        data (AngelFuryDecisionDeployCountData): the deploy_count decision's public data
        id (int): the decision's id
        kind (Literal['deploy_count']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionDeployCountWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionDeployCountData
    id: int
    kind: Literal["deploy_count"]
    seats: list[int]
    where: AngelFuryDecisionDeployCountWhere

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
        from ..models.angel_fury_decision_deploy_count_data import AngelFuryDecisionDeployCountData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionDeployCountData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["deploy_count"], d.pop("kind"))
        if kind != "deploy_count":
            raise ValueError(f"kind must match const 'deploy_count', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionDeployCountWhere(d.pop("where"))

        angel_fury_decision_deploy_count = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_deploy_count
