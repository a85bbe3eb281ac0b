from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_card_gain_area_where import AngelFuryDecisionCardGainAreaWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_card_gain_area_data import AngelFuryDecisionCardGainAreaData


T = TypeVar("T", bound="AngelFuryDecisionCardGainArea")


@_attrs_define
class AngelFuryDecisionCardGainArea:
    """the open card_gain_area decision

    Attributes:
        data (AngelFuryDecisionCardGainAreaData): the card_gain_area decision's public data
        id (int): the decision's id
        kind (Literal['card_gain_area']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCardGainAreaWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCardGainAreaData
    id: int
    kind: Literal["card_gain_area"]
    seats: list[int]
    where: AngelFuryDecisionCardGainAreaWhere

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
        from ..models.angel_fury_decision_card_gain_area_data import AngelFuryDecisionCardGainAreaData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCardGainAreaData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["card_gain_area"], d.pop("kind"))
        if kind != "card_gain_area":
            raise ValueError(f"kind must match const 'card_gain_area', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCardGainAreaWhere(d.pop("where"))

        angel_fury_decision_card_gain_area = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_card_gain_area
