from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="BlackAngelViewEnd")


@_attrs_define
class BlackAngelViewEnd:
    """trigger (null | spes | ravagers) and final_round (the round that ends the game)

    Attributes:
        final_round (int | None): the round that ends the game once triggered, else null
        trigger (None | str): what triggered the end: null (not yet), spes (the BA reached Spes) or ravagers (the
            Ravager deck ran out)
    """

    final_round: int | None
    trigger: None | str

    def to_dict(self) -> dict[str, Any]:
        final_round: int | None
        final_round = self.final_round

        trigger: None | str
        trigger = self.trigger

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "final_round": final_round,
                "trigger": trigger,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_final_round(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        final_round = _parse_final_round(d.pop("final_round"))

        def _parse_trigger(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trigger = _parse_trigger(d.pop("trigger"))

        black_angel_view_end = cls(
            final_round=final_round,
            trigger=trigger,
        )

        return black_angel_view_end
