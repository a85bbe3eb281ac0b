from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.angel_fury_decision_offer_discard_where import AngelFuryDecisionOfferDiscardWhere

if TYPE_CHECKING:
    from ..models.angel_fury_decision_offer_discard_data import AngelFuryDecisionOfferDiscardData


T = TypeVar("T", bound="AngelFuryDecisionOfferDiscard")


@_attrs_define
class AngelFuryDecisionOfferDiscard:
    """the open offer_discard decision

    Attributes:
        data (AngelFuryDecisionOfferDiscardData): the offer_discard decision's public data
        id (int): the decision's id
        kind (Literal['offer_discard']): the kind
        seats (list[int]): who decides
        where (AngelFuryDecisionOfferDiscardWhere): pending (the queue) or step (the stack)
    """

    data: AngelFuryDecisionOfferDiscardData
    id: int
    kind: Literal["offer_discard"]
    seats: list[int]
    where: AngelFuryDecisionOfferDiscardWhere

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
        from ..models.angel_fury_decision_offer_discard_data import AngelFuryDecisionOfferDiscardData  # noqa: PLC0415

        d = dict(src_dict)
        data = AngelFuryDecisionOfferDiscardData.from_dict(d.pop("data"))

        id = d.pop("id")

        kind = cast(Literal["offer_discard"], d.pop("kind"))
        if kind != "offer_discard":
            raise ValueError(f"kind must match const 'offer_discard', got '{kind}'")

        seats = cast(list[int], d.pop("seats"))

        where = AngelFuryDecisionOfferDiscardWhere(d.pop("where"))

        angel_fury_decision_offer_discard = cls(
            data=data,
            id=id,
            kind=kind,
            seats=seats,
            where=where,
        )

        return angel_fury_decision_offer_discard
