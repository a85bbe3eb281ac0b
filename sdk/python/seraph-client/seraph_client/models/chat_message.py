from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ChatMessage")


@_attrs_define
class ChatMessage:
    """
    Attributes:
        created_at (float): Unix seconds
        name (None | str):
        seat (int):
        seq (int): the seq of its `chat` event
        text (str):
    """

    created_at: float
    name: None | str
    seat: int
    seq: int
    text: str

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        name: None | str
        name = self.name

        seat = self.seat

        seq = self.seq

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "name": name,
                "seat": seat,
                "seq": seq,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = d.pop("created_at")

        def _parse_name(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        name = _parse_name(d.pop("name"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        text = d.pop("text")

        chat_message = cls(
            created_at=created_at,
            name=name,
            seat=seat,
            seq=seq,
            text=text,
        )

        return chat_message
