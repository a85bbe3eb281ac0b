from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.black_angel_view_decision_data_effect_gain import BlackAngelViewDecisionDataEffectGain
    from ..models.black_angel_view_decision_data_effect_pay import BlackAngelViewDecisionDataEffectPay


T = TypeVar("T", bound="BlackAngelViewDecisionDataEffect")


@_attrs_define
class BlackAngelViewDecisionDataEffect:
    """the effect being resolved (glossary: effect atoms)

    Attributes:
        kind (str): the effect atom's kind: gain, convert, assign, flip, fix, draw_mission or vp_per_tile
        colour (str | Unset): vp_per_tile: the tiles' colour
        debris (str | Unset): fix: where the debris goes: storage, or place (a tile's lightning space or storage)
        gain (BlackAngelViewDecisionDataEffectGain | Unset): gain, convert: what it gains, per good
        pay (BlackAngelViewDecisionDataEffectPay | Unset): convert: what it costs, per good
        vp (int | Unset): vp_per_tile: the VP per tile
    """

    kind: str
    colour: str | Unset = UNSET
    debris: str | Unset = UNSET
    gain: BlackAngelViewDecisionDataEffectGain | Unset = UNSET
    pay: BlackAngelViewDecisionDataEffectPay | Unset = UNSET
    vp: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        colour = self.colour

        debris = self.debris

        gain: dict[str, Any] | Unset = UNSET
        if not isinstance(self.gain, Unset):
            gain = self.gain.to_dict()

        pay: dict[str, Any] | Unset = UNSET
        if not isinstance(self.pay, Unset):
            pay = self.pay.to_dict()

        vp = self.vp

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "kind": kind,
            }
        )
        if colour is not UNSET:
            field_dict["colour"] = colour
        if debris is not UNSET:
            field_dict["debris"] = debris
        if gain is not UNSET:
            field_dict["gain"] = gain
        if pay is not UNSET:
            field_dict["pay"] = pay
        if vp is not UNSET:
            field_dict["vp"] = vp

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_decision_data_effect_gain import BlackAngelViewDecisionDataEffectGain  # noqa: PLC0415
        from ..models.black_angel_view_decision_data_effect_pay import BlackAngelViewDecisionDataEffectPay  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        colour = d.pop("colour", UNSET)

        debris = d.pop("debris", UNSET)

        _gain = d.pop("gain", UNSET)
        gain: BlackAngelViewDecisionDataEffectGain | Unset
        if isinstance(_gain, Unset):
            gain = UNSET
        else:
            gain = BlackAngelViewDecisionDataEffectGain.from_dict(_gain)

        _pay = d.pop("pay", UNSET)
        pay: BlackAngelViewDecisionDataEffectPay | Unset
        if isinstance(_pay, Unset):
            pay = UNSET
        else:
            pay = BlackAngelViewDecisionDataEffectPay.from_dict(_pay)

        vp = d.pop("vp", UNSET)

        black_angel_view_decision_data_effect = cls(
            kind=kind,
            colour=colour,
            debris=debris,
            gain=gain,
            pay=pay,
            vp=vp,
        )

        return black_angel_view_decision_data_effect
