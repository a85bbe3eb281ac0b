from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.fallen_angel_decision_enlist_data_progress import FallenAngelDecisionEnlistDataProgress


T = TypeVar("T", bound="FallenAngelDecisionEnlistData")


@_attrs_define
class FallenAngelDecisionEnlistData:
    """the enlist decision's public data

    Attributes:
        progress (FallenAngelDecisionEnlistDataProgress): per seat: answers given so far
    """

    progress: FallenAngelDecisionEnlistDataProgress

    def to_dict(self) -> dict[str, Any]:
        progress = self.progress.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "progress": progress,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.fallen_angel_decision_enlist_data_progress import FallenAngelDecisionEnlistDataProgress  # noqa: PLC0415

        d = dict(src_dict)
        progress = FallenAngelDecisionEnlistDataProgress.from_dict(d.pop("progress"))

        fallen_angel_decision_enlist_data = cls(
            progress=progress,
        )

        return fallen_angel_decision_enlist_data
