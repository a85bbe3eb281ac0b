from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryUpgradeAction")


@_attrs_define
class AngelFuryUpgradeAction:
    """upgrade, e.g. "Buy a command marker (it starts used) (5 C)"

    Attributes:
        label (str): the action in words, for a button (never matched)
        type_ (Literal['upgrade']): the action's type
        what (str): which one (an upgrade, a resource or a choice) (upgrade; sent back as listed)
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    label: str
    type_: Literal["upgrade"]
    what: str
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        type_ = self.type_

        what = self.what

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "type": type_,
                "what": what,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        type_ = cast(Literal["upgrade"], d.pop("type"))
        if type_ != "upgrade":
            raise ValueError(f"type must match const 'upgrade', got '{type_}'")

        what = d.pop("what")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        angel_fury_upgrade_action = cls(
            label=label,
            type_=type_,
            what=what,
            params=params,
            template=template,
        )

        return angel_fury_upgrade_action
