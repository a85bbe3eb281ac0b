from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_battle_retreat_where import AngelFuryDecisionBattleRetreatWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_retreat_data import AngelFuryDecisionBattleRetreatData


T = TypeVar("T", bound="AngelFuryDecisionBattleRetreat")


@_attrs_define
class AngelFuryDecisionBattleRetreat:
    """the open battle_retreat decision

    Attributes:
        data (AngelFuryDecisionBattleRetreatData): the battle_retreat decision's public data
        id (int): the decision's id
        kind (Literal['battle_retreat']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBattleRetreatWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBattleRetreatData
    id: int
    kind: Literal["battle_retreat"]
    seats: list[int]
    where: AngelFuryDecisionBattleRetreatWhere

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
        from ..models.angel_fury_decision_battle_retreat_data import AngelFuryDecisionBattleRetreatData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBattleRetreatData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["battle_retreat"], d.pop("kind"))
        if kind != "battle_retreat":
            raise ValueError(f"kind must match const 'battle_retreat', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBattleRetreatWhere(d.pop("where"))

        angel_fury_decision_battle_retreat = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_battle_retreat
