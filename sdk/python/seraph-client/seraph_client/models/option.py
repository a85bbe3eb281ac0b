from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.option_modes_item import OptionModesItem
from ..models.option_type import OptionType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Option")


@_attrs_define
class Option:
    """
    Attributes:
        default (Any):
        text (str):
        type_ (OptionType): enum (one of `choices`), bool, int (from `minimum` to `maximum`), str, or seat: one of
            `choices` ("random") or a seat number from `minimum` (1) to `maximum`, counted from one
        choices (list[Any] | Unset): the values allowed (enum options)
        maximum (int | None | Unset):
        minimum (int | None | Unset):
        modes (list[OptionModesItem] | Unset): the option applies in these modes only (absent: every mode)
    """

    default: Any
    text: str
    type_: OptionType
    choices: list[Any] | Unset = UNSET
    maximum: int | None | Unset = UNSET
    minimum: int | None | Unset = UNSET
    modes: list[OptionModesItem] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        default = self.default

        text = self.text

        type_ = self.type_.value

        choices: list[Any] | Unset = UNSET
        if not isinstance(self.choices, Unset):
            choices = self.choices

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        modes: list[str] | Unset = UNSET
        if not isinstance(self.modes, Unset):
            modes = []
            for modes_item_data in self.modes:
                modes_item = modes_item_data.value
                modes.append(modes_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "default": default,
                "text": text,
                "type": type_,
            }
        )
        if choices is not UNSET:
            field_dict["choices"] = choices
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if modes is not UNSET:
            field_dict["modes"] = modes

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        default = d.pop("default")

        text = d.pop("text")

        type_ = OptionType(d.pop("type"))

        choices = cast(list[Any], d.pop("choices", UNSET))

        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))

        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))

        _modes = d.pop("modes", UNSET)
        modes: list[OptionModesItem] | Unset = UNSET
        if _modes is not UNSET:
            modes = []
            for modes_item_data in _modes:
                modes_item = OptionModesItem(modes_item_data)

                modes.append(modes_item)

        option = cls(
            default=default,
            text=text,
            type_=type_,
            choices=choices,
            maximum=maximum,
            minimum=minimum,
            modes=modes,
        )

        return option
