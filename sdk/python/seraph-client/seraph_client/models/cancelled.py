from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.cancelled_status import CancelledStatus

T = TypeVar("T", bound="Cancelled")


@_attrs_define
class Cancelled:
    """
    Attributes:
        id (str):
        status (CancelledStatus):
    """

    id: str
    status: CancelledStatus

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        status = CancelledStatus(d.pop("status"))

        cancelled = cls(
            id=id,
            status=status,
        )

        return cancelled
