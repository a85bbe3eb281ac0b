from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FallenAngelInstallAction")


@_attrs_define
class FallenAngelInstallAction:
    """install: Salvage: install the Monster tile's tech on a chain

    Attributes:
        chain (int): the chain (0 on)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['install']): the action's type
        target (int | Unset): co-op: the player whose chain
    """

    chain: int
    label: str
    type_: Literal["install"]
    target: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        label = self.label

        type_ = self.type_

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "label": label,
                "type": type_,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        label = d.pop("label")

        type_ = cast(Literal["install"], d.pop("type"))
        if type_ != "install":
            raise ValueError(f"type must match const 'install', got '{type_}'")

        target = d.pop("target", UNSET)

        fallen_angel_install_action = cls(
            chain=chain,
            label=label,
            type_=type_,
            target=target,
        )

        return fallen_angel_install_action
