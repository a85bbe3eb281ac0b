from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_archers_where import AngelFuryDecisionArchersWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_archers_data import AngelFuryDecisionArchersData


T = TypeVar("T", bound="AngelFuryDecisionArchers")


@_attrs_define
class AngelFuryDecisionArchers:
    """the open archers decision

    Attributes:
        data (AngelFuryDecisionArchersData): the archers decision's public data
        id (int): the decision's id
        kind (Literal['archers']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionArchersWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionArchersData
    id: int
    kind: Literal["archers"]
    seats: list[int]
    where: AngelFuryDecisionArchersWhere

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
        from ..models.angel_fury_decision_archers_data import AngelFuryDecisionArchersData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionArchersData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["archers"], d.pop("kind"))
        if kind != "archers":
            raise ValueError(f"kind must match const 'archers', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionArchersWhere(d.pop("where"))

        angel_fury_decision_archers = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_archers
