from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.angel_fury_pick import AngelFuryPick


T = TypeVar("T", bound="AngelFuryDecisionTeamTurnDataPicks")


@_attrs_define
class AngelFuryDecisionTeamTurnDataPicks:
    """seat -> its pick this round ("hidden" for the other side and spectators)"""

    additional_properties: dict[str, AngelFuryPick | Literal["hidden"]] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.angel_fury_pick import AngelFuryPick  # noqa: PLC0415

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            if isinstance(prop, AngelFuryPick):
                field_dict[prop_name] = prop.to_dict()
            else:
                field_dict[prop_name] = prop

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.angel_fury_pick import AngelFuryPick  # noqa: PLC0415

        d = dict(src_dict)
        angel_fury_decision_team_turn_data_picks = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():

            def _parse_additional_property(data: object) -> AngelFuryPick | Literal["hidden"]:
                additional_property_type_0 = cast(Literal["hidden"], data)
                if additional_property_type_0 != "hidden":
                    raise ValueError(
                        f"AdditionalProperty_type_0 must match const 'hidden', got '{additional_property_type_0}'"
                    )
                return additional_property_type_0
                if not isinstance(data, dict):
                    raise TypeError()
                additional_property_type_1 = AngelFuryPick.from_dict(data)

                return additional_property_type_1

            additional_property = _parse_additional_property(prop_dict)

            additional_properties[prop_name] = additional_property

        angel_fury_decision_team_turn_data_picks.additional_properties = additional_properties
        return angel_fury_decision_team_turn_data_picks

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> AngelFuryPick | Literal["hidden"]:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: AngelFuryPick | Literal["hidden"]) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
