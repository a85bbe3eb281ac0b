from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.error_detail_details import ErrorDetailDetails


T = TypeVar("T", bound="ErrorDetail")


@_attrs_define
class ErrorDetail:
    """
    Attributes:
        code (str):  Example: illegal_action.
        details (ErrorDetailDetails):
        message (str):
    """

    code: str
    details: ErrorDetailDetails
    message: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        details = self.details.to_dict()

        message = self.message

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "details": details,
                "message": message,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_detail_details import ErrorDetailDetails  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        details = ErrorDetailDetails.from_dict(d.pop("details"))

        message = d.pop("message")

        error_detail = cls(
            code=code,
            details=details,
            message=message,
        )

        return error_detail
