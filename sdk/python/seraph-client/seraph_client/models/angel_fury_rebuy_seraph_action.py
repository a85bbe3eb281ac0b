from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryRebuySeraphAction")


@_attrs_define
class AngelFuryRebuySeraphAction:
    """rebuy_seraph, e.g. "Rebuy black-seraph-2 (5 C, 5 R) at your altar"

    Attributes:
        label (str): the action in words, for a button (never matched)
        leader (str): a leader id (rebuy_seraph; sent back as listed)
        type_ (Literal['rebuy_seraph']): the action's type
    """

    label: str
    leader: str
    type_: Literal["rebuy_seraph"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        leader = self.leader

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "leader": leader,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        leader = d.pop("leader")

        type_ = cast(Literal["rebuy_seraph"], d.pop("type"))
        if type_ != "rebuy_seraph":
            raise ValueError(f"type must match const 'rebuy_seraph', got '{type_}'")

        angel_fury_rebuy_seraph_action = cls(
            label=label,
            leader=leader,
            type_=type_,
        )

        return angel_fury_rebuy_seraph_action
