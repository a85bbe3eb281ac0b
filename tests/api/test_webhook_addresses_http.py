"""Registering a webhook over HTTP (issue 27 §2): the IPv6 forms of private addresses the probe got through are
400 webhook_url_refused, and a name resolving to one is refused too; a public IPv6 endpoint is still registered."""
import pytest

from shared.service.apps import AppRegistry

EVENTS = ["your_turn"]


def register(client, app_obj, url):
    key = AppRegistry(app_obj.store).create("frontend")["key"]
    return client.post("/v1/webhooks", json={"url": url, "events": EVENTS}, headers={"Authorization": f"Bearer {key}"})


@pytest.mark.parametrize("url", ["https://[2002:7f00:1::]/h", "https://[2002:a9fe:a9fe::]/h", "https://[fec0::1]/h",
                                 "https://[64:ff9b::a9fe:a9fe]/h", "https://[::ffff:169.254.169.254]/h"])
def test_an_ipv6_spelling_of_a_private_address_is_refused_at_registration(client, app_obj, url):
    resp = register(client, app_obj, url)
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "webhook_url_refused"
    assert "not global unicast" in resp.get_json()["error"]["message"]


def test_a_name_that_resolves_to_a_6to4_form_of_the_metadata_address_is_refused(client, app_obj, monkeypatch):
    monkeypatch.setattr("shared.adapters.webhook_http.resolve", lambda host, port: ["2002:a9fe:a9fe::"])
    resp = register(client, app_obj, "https://hooks.example.com/h")
    assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "webhook_url_refused"
    assert "hooks.example.com resolves to an address that is not global unicast" in resp.get_json()["error"]["message"]


def test_a_global_unicast_ipv6_endpoint_is_still_registered(client, app_obj):
    resp = register(client, app_obj, "https://[2606:4700:4700::1111]/h")
    assert resp.status_code == 201 and resp.get_json()["url"] == "https://[2606:4700:4700::1111]/h"
