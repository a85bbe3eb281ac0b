from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_command_troop_where import AngelFuryDecisionCommandTroopWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_command_troop_data import AngelFuryDecisionCommandTroopData


T = TypeVar("T", bound="AngelFuryDecisionCommandTroop")


@_attrs_define
class AngelFuryDecisionCommandTroop:
    """the open command_troop decision

    Attributes:
        data (AngelFuryDecisionCommandTroopData): the command_troop decision's public data
        id (int): the decision's id
        kind (Literal['command_troop']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCommandTroopWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCommandTroopData
    id: int
    kind: Literal["command_troop"]
    seats: list[int]
    where: AngelFuryDecisionCommandTroopWhere

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
        from ..models.angel_fury_decision_command_troop_data import AngelFuryDecisionCommandTroopData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCommandTroopData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["command_troop"], d.pop("kind"))
        if kind != "command_troop":
            raise ValueError(f"kind must match const 'command_troop', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCommandTroopWhere(d.pop("where"))

        angel_fury_decision_command_troop = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_command_troop
