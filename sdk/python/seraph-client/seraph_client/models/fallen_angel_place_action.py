from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.fallen_angel_section import FallenAngelSection

if TYPE_CHECKING:
    from ..models.params import Params


T = TypeVar("T", bound="FallenAngelPlaceAction")


@_attrs_define
class FallenAngelPlaceAction:
    """place: place a group of dice in this Section

    Attributes:
        label (str): the action in words, for a button (never matched)
        params (Params): the template's named params
        section (FallenAngelSection): a Section id (see the glossary's components)
        template (str): the id of the message's template in the game's catalog (GET /v1/rules/{game}, `templates`), or
            in the server's for the server's own events
        type_ (Literal['place']): the action's type
    """

    label: str
    params: Params
    section: FallenAngelSection
    template: str
    type_: Literal["place"]

    def to_dict(self) -> dict[str, Any]:
        label = self.label

        params = self.params.to_dict()

        section = self.section.value

        template = self.template

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "label": label,
                "params": params,
                "section": section,
                "template": template,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.params import Params  # noqa: PLC0415

        d = dict(src_dict)
        label = d.pop("label")

        params = Params.from_dict(d.pop("params"))

        section = FallenAngelSection(d.pop("section"))

        template = d.pop("template")

        type_ = cast(Literal["place"], d.pop("type"))
        if type_ != "place":
            raise ValueError(f"type must match const 'place', got '{type_}'")

        fallen_angel_place_action = cls(
            label=label,
            params=params,
            section=section,
            template=template,
            type_=type_,
        )

        return fallen_angel_place_action
