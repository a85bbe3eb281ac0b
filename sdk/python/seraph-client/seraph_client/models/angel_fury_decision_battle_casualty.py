from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_battle_casualty_where import AngelFuryDecisionBattleCasualtyWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_casualty_data import AngelFuryDecisionBattleCasualtyData


T = TypeVar("T", bound="AngelFuryDecisionBattleCasualty")


@_attrs_define
class AngelFuryDecisionBattleCasualty:
    """the open battle_casualty decision

    Attributes:
        data (AngelFuryDecisionBattleCasualtyData): the battle_casualty decision's public data
        id (int): the decision's id
        kind (Literal['battle_casualty']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBattleCasualtyWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBattleCasualtyData
    id: int
    kind: Literal["battle_casualty"]
    seats: list[int]
    where: AngelFuryDecisionBattleCasualtyWhere

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
        from ..models.angel_fury_decision_battle_casualty_data import AngelFuryDecisionBattleCasualtyData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBattleCasualtyData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["battle_casualty"], d.pop("kind"))
        if kind != "battle_casualty":
            raise ValueError(f"kind must match const 'battle_casualty', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBattleCasualtyWhere(d.pop("where"))

        angel_fury_decision_battle_casualty = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_battle_casualty
