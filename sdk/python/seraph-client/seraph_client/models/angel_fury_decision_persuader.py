from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_persuader_where import AngelFuryDecisionPersuaderWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_persuader_data import AngelFuryDecisionPersuaderData


T = TypeVar("T", bound="AngelFuryDecisionPersuader")


@_attrs_define
class AngelFuryDecisionPersuader:
    """the open persuader decision

    Attributes:
        data (AngelFuryDecisionPersuaderData): the persuader decision's public data
        id (int): the decision's id
        kind (Literal['persuader']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionPersuaderWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionPersuaderData
    id: int
    kind: Literal["persuader"]
    seats: list[int]
    where: AngelFuryDecisionPersuaderWhere

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
        from ..models.angel_fury_decision_persuader_data import AngelFuryDecisionPersuaderData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionPersuaderData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["persuader"], d.pop("kind"))
        if kind != "persuader":
            raise ValueError(f"kind must match const 'persuader', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionPersuaderWhere(d.pop("where"))

        angel_fury_decision_persuader = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_persuader
