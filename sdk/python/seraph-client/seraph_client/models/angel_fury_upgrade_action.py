from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryUpgradeAction")


@_attrs_define
class AngelFuryUpgradeAction:
    """upgrade, e.g. "Buy a command marker (it starts used) (5 C)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['upgrade']): the action's type
        what (str): which one (an upgrade, a resource or a choice) (upgrade; sent back as listed)
    """

    label: str
    type_: Literal["upgrade"]
    what: str

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        what = self.what

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "what": what,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["upgrade"], d.pop("type"))
        if type_ != "upgrade":
            raise ValueError(f"type must match const 'upgrade', got '{type_}'")

        what = d.pop("what")

        angel_fury_upgrade_action = cls(
            label=label,
            type_=type_,
            what=what,
        )

        return angel_fury_upgrade_action
