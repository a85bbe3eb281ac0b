from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.prompt_params import PromptParams


T = TypeVar("T", bound="Prompt")


@_attrs_define
class Prompt:
    """
    Attributes:
        kind (str): the game's name for the decision
        params (PromptParams): the template's named params: an integer, a string select key, a component {id, name}, a
            seat {seat, name} counted from 1, a nested message {template, params}, or a list {items}. A hidden card is never
            a param Example: {'card': {'id': 'c-black-09', 'name': 'Hide in Darkness'}, 'player': {'name': 'Ann', 'seat':
            1}}.
        template (str): the id of the message's template in GET /v1/rules/{game}'s `templates` (or `server_templates`
            for an id starting `server.`): what a client translates Example: event.resources_gained.
        text (str):  Example: Choose how to orient your two Supply cards.
    """

    kind: str
    params: PromptParams
    template: str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        params = self.params.to_dict()

        template = self.template

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "params": params,
                "template": template,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.prompt_params import PromptParams  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        params = PromptParams.from_dict(d.pop("params"))

        template = d.pop("template")

        text = d.pop("text")

        prompt = cls(
            kind=kind,
            params=params,
            template=template,
            text=text,
        )

        prompt.additional_properties = d
        return prompt

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
