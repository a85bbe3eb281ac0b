from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryDeployLeaderAction")


@_attrs_define
class AngelFuryDeployLeaderAction:
    """deploy_leader, e.g. "Deploy the Black archdemon at your altar in Row 1, column 2"

    Attributes:
        area (str): an area id (deploy_leader; sent back as listed)
        label (str): the action in words, for a button (never matched)
        leader (str): a leader id (deploy_leader; sent back as listed)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['deploy_leader']): the action's type
    """

    area: str
    label: str
    leader: str
    params: Params
    template: str
    type_: Literal["deploy_leader"]

    def to_dict(self) -> dict[str, Any]:
        area = self.area

        label = self.label

        leader = self.leader

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "area": area,
                "label": label,
                "leader": leader,
                "params": params,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        area = d.pop("area")

        label = d.pop("label")

        leader = d.pop("leader")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["deploy_leader"], d.pop("type"))
        if type_ != "deploy_leader":
            raise ValueError(f"type must match const 'deploy_leader', got '{type_}'")

        angel_fury_deploy_leader_action = cls(
            area=area,
            label=label,
            leader=leader,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_deploy_leader_action
