from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDiceTypeAdjustedEventDiceItem")


@_attrs_define
class FallenAngelDiceTypeAdjustedEventDiceItem:
    """
    Attributes:
        became (int): a die face
        die (str): a die id: d-<colour>-NN for a player die, shadow-N for a co-op Shadow Die
        value (int): a die face
    """

    became: int
    die: str
    value: int

    def to_dict(self) -> dict[str, Any]:
        became = self.became

        die = self.die

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "became": became,
                "die": die,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        became = d.pop("became")

        die = d.pop("die")

        value = d.pop("value")

        fallen_angel_dice_type_adjusted_event_dice_item = cls(
            became=became,
            die=die,
            value=value,
        )

        return fallen_angel_dice_type_adjusted_event_dice_item
