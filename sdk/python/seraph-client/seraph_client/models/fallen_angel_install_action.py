from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelInstallAction")


@_attrs_define
class FallenAngelInstallAction:
    """install: Salvage: install the Monster tile's tech on a chain

    Attributes:
        chain (int): the chain (0 on)
        label (str): the action in words, for a button (never matched)
        type_ (Literal['install']): the action's type
        params (Params | Unset): the template's named params
        target (int | Unset): co-op: the player whose chain
        template (str | Unset): the id of the message's template in the game's catalog (GET /v1/rules/{game},
            `templates`), or in the server's for the server's own events
    """

    chain: int
    label: str
    type_: Literal["install"]
    params: Params | Unset = UNSET
    target: int | Unset = UNSET
    template: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        label = self.label

        type_ = self.type_

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        target = self.target

        template = self.template

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "label": label,
                "type": type_,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if target is not UNSET:
            field_dict["target"] = target
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        label = d.pop("label")

        type_ = cast(Literal["install"], d.pop("type"))
        if type_ != "install":
            raise ValueError(f"type must match const 'install', got '{type_}'")

        _params = d.pop("params", UNSET)
        params: Params | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = Params.from_dict(_params)

        target = d.pop("target", UNSET)

        template = d.pop("template", UNSET)

        fallen_angel_install_action = cls(
            chain=chain,
            label=label,
            type_=type_,
            params=params,
            target=target,
            template=template,
        )

        return fallen_angel_install_action
