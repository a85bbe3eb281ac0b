from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.delivery_event import DeliveryEvent
from ..models.delivery_status import DeliveryStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.attempt import Attempt


T = TypeVar("T", bound="Delivery")


@_attrs_define
class Delivery:
    """
    Attributes:
        attempt_log (list[Attempt]):
        attempts (int):
        created_at (datetime.datetime):
        event (DeliveryEvent):
        game_id (str):
        id (int):
        status (DeliveryStatus):
        webhook_id (str): the webhook-id header: the same on every retry; deduplicate by it
        delivered_at (datetime.datetime | None | Unset):
        last_error (None | str | Unset):
        last_status_code (int | None | Unset):
        next_retry_at (datetime.datetime | None | Unset): when a pending delivery is tried next
        seat (int | None | Unset):
        seq (int | None | Unset):
    """

    attempt_log: list[Attempt]
    attempts: int
    created_at: datetime.datetime
    event: DeliveryEvent
    game_id: str
    id: int
    status: DeliveryStatus
    webhook_id: str
    delivered_at: datetime.datetime | None | Unset = UNSET
    last_error: None | str | Unset = UNSET
    last_status_code: int | None | Unset = UNSET
    next_retry_at: datetime.datetime | None | Unset = UNSET
    seat: int | None | Unset = UNSET
    seq: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        attempt_log = []
        for attempt_log_item_data in self.attempt_log:
            attempt_log_item = attempt_log_item_data.to_dict()
            attempt_log.append(attempt_log_item)

        attempts = self.attempts

        created_at = self.created_at.isoformat()

        event = self.event.value

        game_id = self.game_id

        id = self.id

        status = self.status.value

        webhook_id = self.webhook_id

        delivered_at: None | str | Unset
        if isinstance(self.delivered_at, Unset):
            delivered_at = UNSET
        elif isinstance(self.delivered_at, datetime.datetime):
            delivered_at = self.delivered_at.isoformat()
        else:
            delivered_at = self.delivered_at

        last_error: None | str | Unset
        if isinstance(self.last_error, Unset):
            last_error = UNSET
        else:
            last_error = self.last_error

        last_status_code: int | None | Unset
        if isinstance(self.last_status_code, Unset):
            last_status_code = UNSET
        else:
            last_status_code = self.last_status_code

        next_retry_at: None | str | Unset
        if isinstance(self.next_retry_at, Unset):
            next_retry_at = UNSET
        elif isinstance(self.next_retry_at, datetime.datetime):
            next_retry_at = self.next_retry_at.isoformat()
        else:
            next_retry_at = self.next_retry_at

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        seq: int | None | Unset
        if isinstance(self.seq, Unset):
            seq = UNSET
        else:
            seq = self.seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "attempt_log": attempt_log,
                "attempts": attempts,
                "created_at": created_at,
                "event": event,
                "game_id": game_id,
                "id": id,
                "status": status,
                "webhook_id": webhook_id,
            }
        )
        if delivered_at is not UNSET:
            field_dict["delivered_at"] = delivered_at
        if last_error is not UNSET:
            field_dict["last_error"] = last_error
        if last_status_code is not UNSET:
            field_dict["last_status_code"] = last_status_code
        if next_retry_at is not UNSET:
            field_dict["next_retry_at"] = next_retry_at
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seq is not UNSET:
            field_dict["seq"] = seq

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.attempt import Attempt  # noqa: PLC0415

        d = dict(src_dict)
        attempt_log = []
        _attempt_log = d.pop("attempt_log")
        for attempt_log_item_data in _attempt_log:
            attempt_log_item = Attempt.from_dict(attempt_log_item_data)

            attempt_log.append(attempt_log_item)

        attempts = d.pop("attempts")

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        event = DeliveryEvent(d.pop("event"))

        game_id = d.pop("game_id")

        id = d.pop("id")

        status = DeliveryStatus(d.pop("status"))

        webhook_id = d.pop("webhook_id")

        def _parse_delivered_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                delivered_at_type_0 = datetime.datetime.fromisoformat(data)

                return delivered_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        delivered_at = _parse_delivered_at(d.pop("delivered_at", UNSET))

        def _parse_last_error(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        last_error = _parse_last_error(d.pop("last_error", UNSET))

        def _parse_last_status_code(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        last_status_code = _parse_last_status_code(d.pop("last_status_code", UNSET))

        def _parse_next_retry_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                next_retry_at_type_0 = datetime.datetime.fromisoformat(data)

                return next_retry_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        next_retry_at = _parse_next_retry_at(d.pop("next_retry_at", UNSET))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_seq(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seq = _parse_seq(d.pop("seq", UNSET))

        delivery = cls(
            attempt_log=attempt_log,
            attempts=attempts,
            created_at=created_at,
            event=event,
            game_id=game_id,
            id=id,
            status=status,
            webhook_id=webhook_id,
            delivered_at=delivered_at,
            last_error=last_error,
            last_status_code=last_status_code,
            next_retry_at=next_retry_at,
            seat=seat,
            seq=seq,
        )

        return delivery
