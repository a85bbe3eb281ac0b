from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_combo import FallenAngelCombo


T = TypeVar("T", bound="FallenAngelDecisionDualSlotData")


@_attrs_define
class FallenAngelDecisionDualSlotData:
    """the dual_slot decision's public data

    Attributes:
        combo (FallenAngelCombo): Dual Hero: the cards of a placement being chosen (row 67)
    """

    combo: FallenAngelCombo

    def to_dict(self) -> dict[str, Any]:
        combo = self.combo.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "combo": combo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_combo import FallenAngelCombo  # noqa: PLC0415

        d = dict(src_dict)
        combo = FallenAngelCombo.from_dict(d.pop("combo"))

        fallen_angel_decision_dual_slot_data = cls(
            combo=combo,
        )

        return fallen_angel_decision_dual_slot_data
