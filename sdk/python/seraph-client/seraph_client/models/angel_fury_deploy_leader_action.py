from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AngelFuryDeployLeaderAction")


@_attrs_define
class AngelFuryDeployLeaderAction:
    """deploy_leader, e.g. "Deploy black-arch at your altar r1c2"

    Attributes:
        area (str): an area id (deploy_leader; sent back as listed)
        label (str): the action in words, for a button (never matched)
        leader (str): a leader id (deploy_leader; sent back as listed)
        type_ (Literal['deploy_leader']): the action's type
    """

    area: str
    label: str
    leader: str
    type_: Literal["deploy_leader"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        leader = self.leader

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "leader": leader,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        leader = d.pop("leader")

        type_ = cast(Literal["deploy_leader"], d.pop("type"))
        if type_ != "deploy_leader":
            raise ValueError(f"type must match const 'deploy_leader', got '{type_}'")

        angel_fury_deploy_leader_action = cls(
            area=area,
            label=label,
            leader=leader,
            type_=type_,
        )

        return angel_fury_deploy_leader_action
