from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_team_turn_where import AngelFuryDecisionTeamTurnWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_team_turn_data import AngelFuryDecisionTeamTurnData


T = TypeVar("T", bound="AngelFuryDecisionTeamTurn")


@_attrs_define
class AngelFuryDecisionTeamTurn:
    """the open team_turn decision

    Attributes:
        data (AngelFuryDecisionTeamTurnData): the team_turn decision's public data
        id (int): the decision's id
        kind (Literal['team_turn']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionTeamTurnWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionTeamTurnData
    id: int
    kind: Literal["team_turn"]
    seats: list[int]
    where: AngelFuryDecisionTeamTurnWhere

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
        from ..models.angel_fury_decision_team_turn_data import AngelFuryDecisionTeamTurnData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionTeamTurnData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["team_turn"], d.pop("kind"))
        if kind != "team_turn":
            raise ValueError(f"kind must match const 'team_turn', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionTeamTurnWhere(d.pop("where"))

        angel_fury_decision_team_turn = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_team_turn
