from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_swarm_area_where import AngelFuryDecisionSwarmAreaWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_swarm_area_data import AngelFuryDecisionSwarmAreaData


T = TypeVar("T", bound="AngelFuryDecisionSwarmArea")


@_attrs_define
class AngelFuryDecisionSwarmArea:
    """the open swarm_area decision

    Attributes:
        data (AngelFuryDecisionSwarmAreaData): the swarm_area decision's public data
        id (int): the decision's id
        kind (Literal['swarm_area']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionSwarmAreaWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionSwarmAreaData
    id: int
    kind: Literal["swarm_area"]
    seats: list[int]
    where: AngelFuryDecisionSwarmAreaWhere

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
        from ..models.angel_fury_decision_swarm_area_data import AngelFuryDecisionSwarmAreaData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionSwarmAreaData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["swarm_area"], d.pop("kind"))
        if kind != "swarm_area":
            raise ValueError(f"kind must match const 'swarm_area', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionSwarmAreaWhere(d.pop("where"))

        angel_fury_decision_swarm_area = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_swarm_area
