from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.black_angel_view_players_item_slots_value import BlackAngelViewPlayersItemSlotsValue


T = TypeVar("T", bound="BlackAngelViewPlayersItemSlots")


@_attrs_define
class BlackAngelViewPlayersItemSlots:
    """per card slot (row1-3, col1-3; glossary components): null when empty, else the face-down card's {type, colour} (own
    seat: also card)

    """

    additional_properties: dict[str, BlackAngelViewPlayersItemSlotsValue | None] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.black_angel_view_players_item_slots_value import BlackAngelViewPlayersItemSlotsValue  # noqa: PLC0415

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, BlackAngelViewPlayersItemSlotsValue):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.black_angel_view_players_item_slots_value import BlackAngelViewPlayersItemSlotsValue  # noqa: PLC0415

        d = dict(src_dict)
        black_angel_view_players_item_slots = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> BlackAngelViewPlayersItemSlotsValue | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    additional_property_type_0 = BlackAngelViewPlayersItemSlotsValue.from_dict(data)

                    return additional_property_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(BlackAngelViewPlayersItemSlotsValue | None, data)

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        black_angel_view_players_item_slots.additional_properties = additional_properties
        return black_angel_view_players_item_slots

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> BlackAngelViewPlayersItemSlotsValue | None:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: BlackAngelViewPlayersItemSlotsValue | None) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
