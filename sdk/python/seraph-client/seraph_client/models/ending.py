from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ending_status import EndingStatus

if TYPE_CHECKING:
    from ..models.ending_seats_out import EndingSeatsOut
    from ..models.result import Result


T = TypeVar("T", bound="Ending")


@_attrs_define
class Ending:
    """
    Attributes:
        abort_votes (list[int]): seats that voted to abort
        id (str):
        result (None | Result): null while the game goes on
        seat (int): the caller's seat
        seats_out (EndingSeatsOut): seat -> why it is out of play (resigned, timed_out); the rules play it with its
            default action while the game goes on
        status (EndingStatus):
        version (int):
    """

    abort_votes: list[int]
    id: str
    result: None | Result
    seat: int
    seats_out: EndingSeatsOut
    status: EndingStatus
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result  # noqa: PLC0415

        abort_votes = self.abort_votes

        id = self.id

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seat = self.seat

        seats_out = self.seats_out.to_dict()

        status = self.status.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "abort_votes": abort_votes,
                "id": id,
                "result": result,
                "seat": seat,
                "seats_out": seats_out,
                "status": status,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ending_seats_out import EndingSeatsOut  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        abort_votes = cast(list[int], d.pop("abort_votes"))

        id = d.pop("id")

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        seat = d.pop("seat")

        seats_out = EndingSeatsOut.from_dict(d.pop("seats_out"))

        status = EndingStatus(d.pop("status"))

        version = d.pop("version")

        ending = cls(
            abort_votes=abort_votes,
            id=id,
            result=result,
            seat=seat,
            seats_out=seats_out,
            status=status,
            version=version,
        )

        return ending
