from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelAssignAction")


@_attrs_define
class BlackAngelAssignAction:
    """assign, e.g. "Assign a break-room robot to the orange workstation"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['assign']): the action's type
        workstation (str): the workstation's colour (your robots there give you a die of that colour in Sequence B);
            send it back as listed
    """

    label: str
    type_: Literal["assign"]
    workstation: str

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        workstation = self.workstation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "workstation": workstation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["assign"], d.pop("type"))
        if type_ != "assign":
            raise ValueError(f"type must match const 'assign', got '{type_}'")

        workstation = d.pop("workstation")

        black_angel_assign_action = cls(
            label=label,
            type_=type_,
            workstation=workstation,
        )

        return black_angel_assign_action
