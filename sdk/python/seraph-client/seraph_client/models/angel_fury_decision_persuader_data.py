from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionPersuaderData")


@_attrs_define
class AngelFuryDecisionPersuaderData:
    """the persuader decision's public data

    Attributes:
        backstab (int): damage each persuaded minion deals (Backstab)
        card (str): the card being played
        left (int): how many are still to choose
        taken (list[str]): card types already played with it
        used (list[str]): areas already chosen
    """

    backstab: int
    card: str
    left: int
    taken: list[str]
    used: list[str]

    def to_dict(self) -> dict[str, Any]:
        backstab = self.backstab

        card = self.card

        left = self.left

        taken = self.taken

        used = self.used

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "backstab": backstab,
                "card": card,
                "left": left,
                "taken": taken,
                "used": used,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        backstab = d.pop("backstab")

        card = d.pop("card")

        left = d.pop("left")

        taken = cast(list[str], d.pop("taken"))

        used = cast(list[str], d.pop("used"))

        angel_fury_decision_persuader_data = cls(
            backstab=backstab,
            card=card,
            left=left,
            taken=taken,
            used=used,
        )

        return angel_fury_decision_persuader_data
