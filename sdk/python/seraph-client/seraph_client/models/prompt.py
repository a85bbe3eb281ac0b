from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.prompt_params import PromptParams


T = TypeVar("T", bound="Prompt")


@_attrs_define
class Prompt:
    """
    Attributes:
        kind (str): the game's name for the decision
        text (str):  Example: Choose how to orient your two Supply cards.
        params (PromptParams | Unset): the template's named params: an integer, a string select key, a component {id,
            name}, a seat {seat, name} counted from 1, a nested message {template, params}, or a list {items}. A hidden card
            is never a param Example: {'card': {'id': 'c-black-09', 'name': 'Hide in Darkness'}, 'player': {'name': 'Ann',
            'seat': 1}}.
        template (str | Unset): the id of the message's template in GET /v1/rules/{game}'s `templates` (or
            `server_templates` for an id starting `server.`): what a client translates Example: event.resources_gained.
    """

    kind: str
    text: str
    params: PromptParams | Unset = UNSET
    template: str | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        text = self.text

        params: dict[str, Any] | Unset = UNSET
        if not isinstance(self.params, Unset):
            params = self.params.to_dict()

        template = self.template

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "text": text,
            }
        )
        if params is not UNSET:
            field_dict["params"] = params
        if template is not UNSET:
            field_dict["template"] = template

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.prompt_params import PromptParams  # noqa: PLC0415

        d = dict(src_dict)
        kind = d.pop("kind")

        text = d.pop("text")

        _params = d.pop("params", UNSET)
        params: PromptParams | Unset
        if isinstance(_params, Unset):
            params = UNSET
        else:
            params = PromptParams.from_dict(_params)

        template = d.pop("template", UNSET)

        prompt = cls(
            kind=kind,
            text=text,
            params=params,
            template=template,
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
