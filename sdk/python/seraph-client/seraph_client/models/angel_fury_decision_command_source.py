from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_command_source_where import AngelFuryDecisionCommandSourceWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_command_source_data import AngelFuryDecisionCommandSourceData


T = TypeVar("T", bound="AngelFuryDecisionCommandSource")


@_attrs_define
class AngelFuryDecisionCommandSource:
    """the open command_source decision

    Attributes:
        data (AngelFuryDecisionCommandSourceData): the command_source decision's public data
        id (int): the decision's id
        kind (Literal['command_source']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCommandSourceWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCommandSourceData
    id: int
    kind: Literal["command_source"]
    seats: list[int]
    where: AngelFuryDecisionCommandSourceWhere

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
        from ..models.angel_fury_decision_command_source_data import AngelFuryDecisionCommandSourceData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCommandSourceData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["command_source"], d.pop("kind"))
        if kind != "command_source":
            raise ValueError(f"kind must match const 'command_source', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCommandSourceWhere(d.pop("where"))

        angel_fury_decision_command_source = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_command_source
