from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_hatch import FallenAngelHatch
from ..models.fallen_angel_hero import FallenAngelHero

T = TypeVar("T", bound="FallenAngelComboJesterType0")


@_attrs_define
class FallenAngelComboJesterType0:
    """
    Attributes:
        hatch (FallenAngelHatch): a Hatch id
        power (FallenAngelHero | None): the copied power
        slot (int): the Jester's slot on that Hatch
    """

    hatch: FallenAngelHatch
    power: FallenAngelHero | None
    slot: int

    def to_dict(self) -> dict[str, Any]:
        hatch = self.hatch.value

        power: None | str
        if isinstance(self.power, FallenAngelHero):
            power = self.power.value
        else:
            power = self.power

        slot = self.slot

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hatch": hatch,
                "power": power,
                "slot": slot,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        hatch = FallenAngelHatch(d.pop("hatch"))

        def _parse_power(data: object) -> FallenAngelHero | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                power_type_0 = FallenAngelHero(data)

                return power_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FallenAngelHero | None, data)

        power = _parse_power(d.pop("power"))

        slot = d.pop("slot")

        fallen_angel_combo_jester_type_0 = cls(
            hatch=hatch,
            power=power,
            slot=slot,
        )

        return fallen_angel_combo_jester_type_0
