from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDecisionVoiceOfThunderData")


@_attrs_define
class AngelFuryDecisionVoiceOfThunderData:
    """the voice_of_thunder decision's public data

    Attributes:
        card (str): the card being played
    """

    card: str

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        angel_fury_decision_voice_of_thunder_data = cls(
            card=card,
        )

        return angel_fury_decision_voice_of_thunder_data
