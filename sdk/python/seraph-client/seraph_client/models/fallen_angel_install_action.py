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
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['install']): the action's type
        target (int | Unset): co-op: the player whose chain
    """

    chain: int
    label: str
    params: Params
    template: str
    type_: Literal["install"]
    target: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        chain = self.chain

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        target = self.target

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "chain": chain,
                "label": label,
                "params": params,
                "template": template,
                "type": type_,
            }
        )
        if target is not UNSET:
            field_dict["target"] = target

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        chain = d.pop("chain")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["install"], d.pop("type"))
        if type_ != "install":
            raise ValueError(f"type must match const 'install', got '{type_}'")

        target = d.pop("target", UNSET)

        fallen_angel_install_action = cls(
            chain=chain,
            label=label,
            params=params,
            template=template,
            type_=type_,
            target=target,
        )

        return fallen_angel_install_action
