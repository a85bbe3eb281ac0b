from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="AngelFuryBreakthroughAction")


@_attrs_define
class AngelFuryBreakthroughAction:
    """breakthrough, e.g. "Play Breakthrough: move on 1 step"

    Attributes:
        card (str): a card id (breakthrough; sent back as listed)
        gain (int): minions gained into the troop (breakthrough; sent back as listed)
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['breakthrough']): the action's type
    """

    card: str
    gain: int
    label: str
    params: Params
    template: str
    type_: Literal["breakthrough"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        gain = self.gain

        label = self.label

        params = self.params.to_dict()

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "gain": gain,
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
        card = d.pop("card")

        gain = d.pop("gain")

        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        template = d.pop("template")

        type_ = cast(Literal["breakthrough"], d.pop("type"))
        if type_ != "breakthrough":
            raise ValueError(f"type must match const 'breakthrough', got '{type_}'")

        angel_fury_breakthrough_action = cls(
            card=card,
            gain=gain,
            label=label,
            params=params,
            template=template,
            type_=type_,
        )

        return angel_fury_breakthrough_action
