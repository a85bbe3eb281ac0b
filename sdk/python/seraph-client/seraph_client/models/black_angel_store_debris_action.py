from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelStoreDebrisAction")


@_attrs_define
class BlackAngelStoreDebrisAction:
    """store_debris, e.g. "Put the debris in your storage"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['store_debris']): the action's type
    """

    label: str
    type_: Literal["store_debris"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["store_debris"], d.pop("type"))
        if type_ != "store_debris":
            raise ValueError(f"type must match const 'store_debris', got '{type_}'")

        black_angel_store_debris_action = cls(
            label=label,
            type_=type_,
        )

        return black_angel_store_debris_action
