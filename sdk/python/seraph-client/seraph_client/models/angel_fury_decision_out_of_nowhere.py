from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_out_of_nowhere_where import AngelFuryDecisionOutOfNowhereWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_out_of_nowhere_data import AngelFuryDecisionOutOfNowhereData


T = TypeVar("T", bound="AngelFuryDecisionOutOfNowhere")


@_attrs_define
class AngelFuryDecisionOutOfNowhere:
    """the open out_of_nowhere decision

    Attributes:
        data (AngelFuryDecisionOutOfNowhereData): the out_of_nowhere decision's public data
        id (int): the decision's id
        kind (Literal['out_of_nowhere']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionOutOfNowhereWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionOutOfNowhereData
    id: int
    kind: Literal["out_of_nowhere"]
    seats: list[int]
    where: AngelFuryDecisionOutOfNowhereWhere

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
        from ..models.angel_fury_decision_out_of_nowhere_data import AngelFuryDecisionOutOfNowhereData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionOutOfNowhereData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["out_of_nowhere"], d.pop("kind"))
        if kind != "out_of_nowhere":
            raise ValueError(f"kind must match const 'out_of_nowhere', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionOutOfNowhereWhere(d.pop("where"))

        angel_fury_decision_out_of_nowhere = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_out_of_nowhere
