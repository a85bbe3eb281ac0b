from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_battle_window_where import AngelFuryDecisionBattleWindowWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_battle_window_data import AngelFuryDecisionBattleWindowData


T = TypeVar("T", bound="AngelFuryDecisionBattleWindow")


@_attrs_define
class AngelFuryDecisionBattleWindow:
    """the open battle_window decision

    Attributes:
        data (AngelFuryDecisionBattleWindowData): the battle_window decision's public data
        id (int): the decision's id
        kind (Literal['battle_window']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionBattleWindowWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionBattleWindowData
    id: int
    kind: Literal["battle_window"]
    seats: list[int]
    where: AngelFuryDecisionBattleWindowWhere

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
        from ..models.angel_fury_decision_battle_window_data import AngelFuryDecisionBattleWindowData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionBattleWindowData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["battle_window"], d.pop("kind"))
        if kind != "battle_window":
            raise ValueError(f"kind must match const 'battle_window', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionBattleWindowWhere(d.pop("where"))

        angel_fury_decision_battle_window = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_battle_window
