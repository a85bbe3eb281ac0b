from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_battle_opening_where import AngelFuryDecisionBattleOpeningWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_opening_data import AngelFuryDecisionBattleOpeningData


T = TypeVar("T", bound="AngelFuryDecisionBattleOpening")


@_attrs_define
class AngelFuryDecisionBattleOpening:
    """the open battle_opening decision

    Attributes:
        data (AngelFuryDecisionBattleOpeningData): the battle_opening decision's public data
        id (int): the decision's id
        kind (Literal['battle_opening']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBattleOpeningWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBattleOpeningData
    id: int
    kind: Literal["battle_opening"]
    seats: list[int]
    where: AngelFuryDecisionBattleOpeningWhere

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
        from ..models.angel_fury_decision_battle_opening_data import AngelFuryDecisionBattleOpeningData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBattleOpeningData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["battle_opening"], d.pop("kind"))
        if kind != "battle_opening":
            raise ValueError(f"kind must match const 'battle_opening', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBattleOpeningWhere(d.pop("where"))

        angel_fury_decision_battle_opening = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_battle_opening
