from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelDiscardForHonorAction")


@_attrs_define
class FallenAngelDiscardForHonorAction:
    """discard_for_honor: discard an unused die for Honor

    Attributes:
        die (str): the die
        label (str): the action in words, for a button (never matched)
        type_ (Literal['discard_for_honor']): the action's type
        params (Params | Unset): the template's named params
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    die: str
    label: str
    type_: Literal["discard_for_honor"]
    params: Params | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        die = self.die

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "die": die,
                "label": label,
                "type": type_,
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
        die = d.pop("die")

        label = d.pop("label")

        type_ = cast(Literal["discard_for_honor"], d.pop("type"))
        if type_ != "discard_for_honor":
            raise ValueError(f"type must match const 'discard_for_honor', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        template = d.pop("template", UNSET)

        fallen_angel_discard_for_honor_action = cls(
            die=die,
            label=label,
            type_=type_,
            params=params,
            template=template,
        )

        return fallen_angel_discard_for_honor_action
