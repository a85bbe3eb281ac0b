from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FallenAngelDecisionChainData")


@_attrs_define
class FallenAngelDecisionChainData:
    """the chain decision's public data

    Attributes:
        chain (int): the technology chain (0 on)
        left (list[str]): its techs not used yet
    """

    chain: int
    left: list[str]

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        left = self.left

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "left": left,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        chain = d.pop("chain")

        left = cast(list[str], d.pop("left"))

        fallen_angel_decision_chain_data = cls(
            chain=chain,
            left=left,
        )

        return fallen_angel_decision_chain_data
