from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="StreamStateMessage")


@_attrs_define
class StreamStateMessage:
    """state=true: the caller's GameState after a batch. It has no `id:` line (Last-Event-ID counts events only); an SSE
    reader reports the last event's id with it

        Attributes:
            data (str): the JSON of the GameState
            event (Literal['state']):
            id (str | Unset): the event's seq: send it back as Last-Event-ID
            retry (int | Unset): reconnection delay, milliseconds
    """

    data: str
    event: Literal["state"]
    id: str | Unset = UNSET
    retry: int | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data

        event = self.event

        id = self.id

        retry = self.retry

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "event": event,
            }
        )
        if id is not UNSET:
            field_dict["id"] = id
        if retry is not UNSET:
            field_dict["retry"] = retry

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        data = d.pop("data")

        event = cast(Literal["state"], d.pop("event"))
        if event != "state":
            raise ValueError(f"event must match const 'state', got '{event}'")

        id = d.pop("id", UNSET)

        retry = d.pop("retry", UNSET)

        stream_state_message = cls(
            data=data,
            event=event,
            id=id,
            retry=retry,
        )

        stream_state_message.additional_properties = d
        return stream_state_message

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
