from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionOfferDiscardData")


@_attrs_define
class AngelFuryDecisionOfferDiscardData:
    """the offer_discard decision's public data

    Attributes:
        most (int): the most cards that may be discarded
        paid (bool): the discard was paid for
    """

    most: int
    paid: bool

    def to_dict(self) -> dict[str, Any]:
        most = self.most

        paid = self.paid

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "most": most,
                "paid": paid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        most = d.pop("most")

        paid = d.pop("paid")

        angel_fury_decision_offer_discard_data = cls(
            most=most,
            paid=paid,
        )

        return angel_fury_decision_offer_discard_data
