from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_events_item import WebhookEventsItem
from ..types import UNSET, Unset

T = TypeVar("T", bound="Webhook")


@_attrs_define
class Webhook:
    """
    Attributes:
        created_at (datetime.datetime):
        events (list[WebhookEventsItem]):
        id (str):
        url (str):
        secret (str | Unset): whsec_ + base64: the HMAC-SHA256 key of the signatures (docs/WEBHOOKS.md); keep it secret
    """

    created_at: datetime.datetime
    events: list[WebhookEventsItem]
    id: str
    url: str
    secret: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at.isoformat()

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        id = self.id

        url = self.url

        secret = self.secret

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "events": events,
                "id": id,
                "url": url,
            }
        )
        if secret is not UNSET:
            field_dict["secret"] = secret

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = WebhookEventsItem(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        url = d.pop("url")

        secret = d.pop("secret", UNSET)

        webhook = cls(
            created_at=created_at,
            events=events,
            id=id,
            url=url,
            secret=secret,
        )

        return webhook
