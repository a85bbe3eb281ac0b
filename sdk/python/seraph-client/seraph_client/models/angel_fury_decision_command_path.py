from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_command_path_where import AngelFuryDecisionCommandPathWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_command_path_data import AngelFuryDecisionCommandPathData


T = TypeVar("T", bound="AngelFuryDecisionCommandPath")


@_attrs_define
class AngelFuryDecisionCommandPath:
    """the open command_path decision

    Attributes:
        data (AngelFuryDecisionCommandPathData): the command_path decision's public data
        id (int): the decision's id
        kind (Literal['command_path']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCommandPathWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCommandPathData
    id: int
    kind: Literal["command_path"]
    seats: list[int]
    where: AngelFuryDecisionCommandPathWhere

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
        from ..models.angel_fury_decision_command_path_data import AngelFuryDecisionCommandPathData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCommandPathData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["command_path"], d.pop("kind"))
        if kind != "command_path":
            raise ValueError(f"kind must match const 'command_path', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCommandPathWhere(d.pop("where"))

        angel_fury_decision_command_path = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_command_path
