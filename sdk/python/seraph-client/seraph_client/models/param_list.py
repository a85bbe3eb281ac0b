from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.param_message import ParamMessage
    from ..models.param_named import ParamNamed


T = TypeVar("T", bound="ParamList")


@_attrs_define
class ParamList:
    """a list, its items joined with the catalog's list templates

    Attributes:
        items (list[int | ParamList | ParamMessage | ParamNamed | str]): the list's items, in order
    """

    items: list[int | ParamList | ParamMessage | ParamNamed | str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.param_message import ParamMessage  # noqa: PLC0415
        from ..models.param_named import ParamNamed  # noqa: PLC0415

        items = []
        for items_item_data in self.items:
            items_item: dict[str, Any] | int | str
            if isinstance(items_item_data, ParamNamed):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ParamMessage):
                items_item = items_item_data.to_dict()
            elif isinstance(items_item_data, ParamList):
                items_item = items_item_data.to_dict()
            else:
                items_item = items_item_data
            items.append(items_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "items": items,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.param_message import ParamMessage  # noqa: PLC0415
        from ..models.param_named import ParamNamed  # noqa: PLC0415

        d = dict(src_dict)
        items = []
        _items = d.pop("items")
        for items_item_data in _items:

            def _parse_items_item(data: object) -> int | ParamList | ParamMessage | ParamNamed | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_param_type_2 = ParamNamed.from_dict(data)

                    return componentsschemas_param_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_param_type_3 = ParamMessage.from_dict(data)

                    return componentsschemas_param_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_param_type_4 = ParamList.from_dict(data)

                    return componentsschemas_param_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(int | ParamList | ParamMessage | ParamNamed | str, data)

            items_item = _parse_items_item(items_item_data)

            items.append(items_item)

        param_list = cls(
            items=items,
        )

        param_list.additional_properties = d
        return param_list

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
