from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Bot")


@_attrs_define
class Bot:
    """
    Attributes:
        name (str): a bot seat's `bot` Example: greedy.
        text (str):
    """

    name: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        text = d.pop("text")

        bot = cls(
            name=name,
            text=text,
        )

        return bot
