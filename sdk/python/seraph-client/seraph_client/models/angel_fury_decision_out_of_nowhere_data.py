from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.angel_fury_decision_out_of_nowhere_data_placed import AngelFuryDecisionOutOfNowhereDataPlaced


T = TypeVar("T", bound="AngelFuryDecisionOutOfNowhereData")


@_attrs_define
class AngelFuryDecisionOutOfNowhereData:
    """the out_of_nowhere decision's public data

    Attributes:
        card (str): the card being played
        left (int): how many are still to choose
        per_area (int): the most minions per area
        placed (AngelFuryDecisionOutOfNowhereDataPlaced): area -> minions placed there so far
        taken (list[str]): card types already played with it
    """

    card: str
    left: int
    per_area: int
    placed: AngelFuryDecisionOutOfNowhereDataPlaced
    taken: list[str]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        left = self.left

        per_area = self.per_area

        placed = self.placed.to_dict()

        taken = self.taken

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "left": left,
                "per_area": per_area,
                "placed": placed,
                "taken": taken,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_decision_out_of_nowhere_data_placed import AngelFuryDecisionOutOfNowhereDataPlaced  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        left = d.pop("left")

        per_area = d.pop("per_area")

        placed = AngelFuryDecisionOutOfNowhereDataPlaced.from_dict(d.pop("placed"))

        taken = cast(list[str], d.pop("taken"))

        angel_fury_decision_out_of_nowhere_data = cls(
            card=card,
            left=left,
            per_area=per_area,
            placed=placed,
            taken=taken,
        )

        return angel_fury_decision_out_of_nowhere_data
