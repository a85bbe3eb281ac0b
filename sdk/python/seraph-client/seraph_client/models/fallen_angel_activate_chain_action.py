from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelActivateChainAction")


@_attrs_define
class FallenAngelActivateChainAction:
    """activate_chain: Honor / Technology: activate a charged technology chain

    Attributes:
        chain (int): the chain (0 on)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['activate_chain']): the action's type
    """

    chain: int
    label: str
    type_: Literal["activate_chain"]

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        label = self.label

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "label": label,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        label = d.pop("label")

        type_ = cast(Literal["activate_chain"], d.pop("type"))
        if type_ != "activate_chain":
            raise ValueError(f"type must match const 'activate_chain', got '{type_}'")

        fallen_angel_activate_chain_action = cls(
            chain=chain,
            label=label,
            type_=type_,
        )

        return fallen_angel_activate_chain_action
