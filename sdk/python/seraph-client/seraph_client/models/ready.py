from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ready_checks import ReadyChecks


T = TypeVar("T", bound="Ready")


@_attrs_define
class Ready:
    """
    Attributes:
        checks (ReadyChecks):
        status (str):  Example: ready.
        degraded (list[str] | Unset): dependencies down that only degrade service (notifications, queue: Redis)
    """

    checks: ReadyChecks
    status: str
    degraded: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        checks = self.checks.to_dict()

        status = self.status

        degraded: list[str] | Unset = UNSET
        if not isinstance(self.degraded, Unset):
            degraded = self.degraded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "checks": checks,
                "status": status,
            }
        )
        if degraded is not UNSET:
            field_dict["degraded"] = degraded

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ready_checks import ReadyChecks  # noqa: PLC0415

        d = dict(src_dict)
        checks = ReadyChecks.from_dict(d.pop("checks"))

        status = d.pop("status")

        degraded = cast(list[str], d.pop("degraded", UNSET))

        ready = cls(
            checks=checks,
            status=status,
            degraded=degraded,
        )

        return ready
