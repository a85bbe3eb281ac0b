from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RegisterWebhook")


@_attrs_define
class RegisterWebhook:
    """
    Attributes:
        events (list[str]): a non-empty subset of your_turn, game_started, game_finished, player_joined, reminder,
            timed_out Example: ['your_turn', 'game_finished'].
        url (str): https URL the deliveries are POSTed to; it must resolve to public addresses (unless the operator
            allows others) Example: https://example.com/seraph-hooks.
    """

    events: list[str]
    url: str

    def to_dict(self) -> dict[str, Any]:
        events = self.events

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = cast(list[str], d.pop("events"))

        url = d.pop("url")

        register_webhook = cls(
            events=events,
            url=url,
        )

        return register_webhook
