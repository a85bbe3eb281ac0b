from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryDeployCountAction")


@_attrs_define
class AngelFuryDeployCountAction:
    """deploy_count, e.g. "Deploy 1 reinforcement at Row 1, column 2"

    Attributes:
        count (int): how many (deploy_count; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['deploy_count']): the action's type
    """

    count: int
    label: str
    params: Params
    template: str
    type_: Literal["deploy_count"]

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "label": label,
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
        count = d.pop("count")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["deploy_count"], d.pop("type"))
        if type_ != "deploy_count":
            raise ValueError(f"type must match const 'deploy_count', got '{type_}'")

        angel_fury_deploy_count_action = cls(
            count=count,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_deploy_count_action
