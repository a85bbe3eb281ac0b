from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.component import Component
    from ..models.glossary_terms import GlossaryTerms
    from ..models.glossary_view import GlossaryView


T = TypeVar("T", bound="Glossary")


@_attrs_define
class Glossary:
    """
    Attributes:
        components (list[Component]):
        terms (GlossaryTerms): abbreviation -> meaning
        view (GlossaryView): field of the view -> meaning
    """

    components: list[Component]
    terms: GlossaryTerms
    view: GlossaryView

    def to_dict(self) -> dict[str, Any]:
        components = []
        for components_item_data in self.components:
            components_item = components_item_data.to_dict()
            components.append(components_item)

        terms = self.terms.to_dict()

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "components": components,
                "terms": terms,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.component import Component  # noqa: PLC0415
        from ..models.glossary_terms import GlossaryTerms  # noqa: PLC0415
        from ..models.glossary_view import GlossaryView  # noqa: PLC0415

        d = dict(src_dict)
        components = []
        _components = d.pop("components")
        for components_item_data in _components:
            components_item = Component.from_dict(components_item_data)

            components.append(components_item)

        terms = GlossaryTerms.from_dict(d.pop("terms"))

        view = GlossaryView.from_dict(d.pop("view"))

        glossary = cls(
            components=components,
            terms=terms,
            view=view,
        )

        return glossary
