from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_archer_troop_where import AngelFuryDecisionArcherTroopWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_archer_troop_data import AngelFuryDecisionArcherTroopData


T = TypeVar("T", bound="AngelFuryDecisionArcherTroop")


@_attrs_define
class AngelFuryDecisionArcherTroop:
    """the open archer_troop decision

    Attributes:
        data (AngelFuryDecisionArcherTroopData): the archer_troop decision's public data
        id (int): the decision's id
        kind (Literal['archer_troop']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionArcherTroopWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionArcherTroopData
    id: int
    kind: Literal["archer_troop"]
    seats: list[int]
    where: AngelFuryDecisionArcherTroopWhere

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
        from ..models.angel_fury_decision_archer_troop_data import AngelFuryDecisionArcherTroopData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionArcherTroopData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["archer_troop"], d.pop("kind"))
        if kind != "archer_troop":
            raise ValueError(f"kind must match const 'archer_troop', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionArcherTroopWhere(d.pop("where"))

        angel_fury_decision_archer_troop = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_archer_troop
