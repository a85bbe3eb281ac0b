from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_archery_window_where import AngelFuryDecisionArcheryWindowWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_archery_window_data import AngelFuryDecisionArcheryWindowData


T = TypeVar("T", bound="AngelFuryDecisionArcheryWindow")


@_attrs_define
class AngelFuryDecisionArcheryWindow:
    """the open archery_window decision

    Attributes:
        data (AngelFuryDecisionArcheryWindowData): the archery_window decision's public data
        id (int): the decision's id
        kind (Literal['archery_window']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionArcheryWindowWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionArcheryWindowData
    id: int
    kind: Literal["archery_window"]
    seats: list[int]
    where: AngelFuryDecisionArcheryWindowWhere

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
        from ..models.angel_fury_decision_archery_window_data import AngelFuryDecisionArcheryWindowData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionArcheryWindowData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["archery_window"], d.pop("kind"))
        if kind != "archery_window":
            raise ValueError(f"kind must match const 'archery_window', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionArcheryWindowWhere(d.pop("where"))

        angel_fury_decision_archery_window = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_archery_window
