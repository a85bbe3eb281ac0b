from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_battle_won_where import AngelFuryDecisionBattleWonWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_won_data import AngelFuryDecisionBattleWonData


T = TypeVar("T", bound="AngelFuryDecisionBattleWon")


@_attrs_define
class AngelFuryDecisionBattleWon:
    """the open battle_won decision

    Attributes:
        data (AngelFuryDecisionBattleWonData): the battle_won decision's public data
        id (int): the decision's id
        kind (Literal['battle_won']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBattleWonWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBattleWonData
    id: int
    kind: Literal["battle_won"]
    seats: list[int]
    where: AngelFuryDecisionBattleWonWhere

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
        from ..models.angel_fury_decision_battle_won_data import AngelFuryDecisionBattleWonData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBattleWonData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["battle_won"], d.pop("kind"))
        if kind != "battle_won":
            raise ValueError(f"kind must match const 'battle_won', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBattleWonWhere(d.pop("where"))

        angel_fury_decision_battle_won = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_battle_won
