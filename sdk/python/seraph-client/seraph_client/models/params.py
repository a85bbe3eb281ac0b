from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.param_list import ParamList
    from ..models.param_message import ParamMessage
    from ..models.param_named import ParamNamed


T = TypeVar("T", bound="Params")


@_attrs_define
class Params:
    """the template's named params"""

    additional_properties: dict[str, int | ParamList | ParamMessage | ParamNamed | str] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:
        from ..models.param_list import ParamList  # noqa: PLC0415
        from ..models.param_message import ParamMessage  # noqa: PLC0415
        from ..models.param_named import ParamNamed  # noqa: PLC0415

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, ParamNamed):
                field_dict[prop_name] = prop.to_dict()
            elif isinstance(prop, ParamMessage):
                field_dict[prop_name] = prop.to_dict()
            elif isinstance(prop, ParamList):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.param_list import ParamList  # noqa: PLC0415
        from ..models.param_message import ParamMessage  # noqa: PLC0415
        from ..models.param_named import ParamNamed  # noqa: PLC0415

        d = dict(src_dict)
        params = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> int | ParamList | ParamMessage | ParamNamed | str:
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

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        params.additional_properties = additional_properties
        return params

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int | ParamList | ParamMessage | ParamNamed | str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int | ParamList | ParamMessage | ParamNamed | str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
