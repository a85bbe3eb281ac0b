from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalLaunchAction")


@_attrs_define
class BlackAngelHalLaunchAction:
    """hal_launch, e.g. "Hal launches a ship from the Black Angel to [3, -1]: the nearest empty green card space"

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        to (list[int]): the hex [p, k] where Hal's new ship enters; send it back as listed
        type_ (Literal['hal_launch']): the action's type
    """

    label: str
    params: Params
    template: str
    to: list[int]
    type_: Literal["hal_launch"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        template = self.template

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "template": template,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        to = cast(list[int], d.pop("to"))

        type_ = cast(Literal["hal_launch"], d.pop("type"))
        if type_ != "hal_launch":
            raise ValueError(f"type must match const 'hal_launch', got '{type_}'")

        black_angel_hal_launch_action = cls(
            label=label,
            params=params,
            template=template,
            to=to,
            type_=type_,
        )

        return black_angel_hal_launch_action
