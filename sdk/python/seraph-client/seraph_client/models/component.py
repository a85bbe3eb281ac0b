from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Component")


@_attrs_define
class Component:
    """
    Attributes:
        id (str):
        kind (str):
        name (str):
        text (str):
    """

    id: str
    kind: str
    name: str
    text: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        name = self.name

        text = self.text

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "name": name,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        name = d.pop("name")

        text = d.pop("text")

        component = cls(
            id=id,
            kind=kind,
            name=name,
            text=text,
        )

        return component
