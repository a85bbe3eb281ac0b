from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_suicide_raid_where import AngelFuryDecisionSuicideRaidWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_suicide_raid_data import AngelFuryDecisionSuicideRaidData


T = TypeVar("T", bound="AngelFuryDecisionSuicideRaid")


@_attrs_define
class AngelFuryDecisionSuicideRaid:
    """the open suicide_raid decision

    Attributes:
        data (AngelFuryDecisionSuicideRaidData): the suicide_raid decision's public data
        id (int): the decision's id
        kind (Literal['suicide_raid']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionSuicideRaidWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionSuicideRaidData
    id: int
    kind: Literal["suicide_raid"]
    seats: list[int]
    where: AngelFuryDecisionSuicideRaidWhere

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
        from ..models.angel_fury_decision_suicide_raid_data import AngelFuryDecisionSuicideRaidData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionSuicideRaidData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["suicide_raid"], d.pop("kind"))
        if kind != "suicide_raid":
            raise ValueError(f"kind must match const 'suicide_raid', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionSuicideRaidWhere(d.pop("where"))

        angel_fury_decision_suicide_raid = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_suicide_raid
