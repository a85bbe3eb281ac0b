from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="BlackAngelHalMoveShipAction")


@_attrs_define
class BlackAngelHalMoveShipAction:
    """hal_move_ship, e.g. "Hal moves his ship at [2, -1] to [3, -1]: the nearest empty orange card space"

    Attributes:
        from_ (list[int]): the hex [p, k] of Hal's ship; send it back as listed
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        to (list[int]): the hex [p, k] Hal's ship flies to; send it back as listed
        type_ (Literal['hal_move_ship']): the action's type
    """

    from_: list[int]
    label: str
    params: Params
    template: str
    to: list[int]
    type_: Literal["hal_move_ship"]

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        label = self.label

        params = self.params.to_dict()

        template = self.template

        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
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
        from_ = cast(list[int], d.pop("from"))

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        to = cast(list[int], d.pop("to"))

        type_ = cast(Literal["hal_move_ship"], d.pop("type"))
        if type_ != "hal_move_ship":
            raise ValueError(f"type must match const 'hal_move_ship', got '{type_}'")

        black_angel_hal_move_ship_action = cls(
            from_=from_,
            label=label,
            params=params,
            template=template,
            to=to,
            type_=type_,
        )

        return black_angel_hal_move_ship_action
