from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalFallbackVpAction")


@_attrs_define
class BlackAngelHalFallbackVpAction:
    """hal_fallback_vp, e.g. "Hal gains 1 VP (board mode; not possible: board)"

    Attributes:
        fallback (list[str]): the uses Hal's card chain tried first that were not possible, in order; send it back as
            listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['hal_fallback_vp']): the action's type
    """

    fallback: list[str]
    label: str
    params: Params
    template: str
    type_: Literal["hal_fallback_vp"]

    def to_dict(self) -> dict[str, Any]:
        fallback = self.fallback

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fallback": fallback,
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
        fallback = cast(list[str], d.pop("fallback"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["hal_fallback_vp"], d.pop("type"))
        if type_ != "hal_fallback_vp":
            raise ValueError(f"type must match const 'hal_fallback_vp', got '{type_}'")

        black_angel_hal_fallback_vp_action = cls(
            fallback=fallback,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return black_angel_hal_fallback_vp_action
