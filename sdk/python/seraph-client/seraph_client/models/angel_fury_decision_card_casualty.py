from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_card_casualty_where import AngelFuryDecisionCardCasualtyWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_card_casualty_data import AngelFuryDecisionCardCasualtyData


T = TypeVar("T", bound="AngelFuryDecisionCardCasualty")


@_attrs_define
class AngelFuryDecisionCardCasualty:
    """the open card_casualty decision

    Attributes:
        data (AngelFuryDecisionCardCasualtyData): the card_casualty decision's public data
        id (int): the decision's id
        kind (Literal['card_casualty']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionCardCasualtyWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionCardCasualtyData
    id: int
    kind: Literal["card_casualty"]
    seats: list[int]
    where: AngelFuryDecisionCardCasualtyWhere

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
        from ..models.angel_fury_decision_card_casualty_data import AngelFuryDecisionCardCasualtyData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionCardCasualtyData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["card_casualty"], d.pop("kind"))
        if kind != "card_casualty":
            raise ValueError(f"kind must match const 'card_casualty', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionCardCasualtyWhere(d.pop("where"))

        angel_fury_decision_card_casualty = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_card_casualty
