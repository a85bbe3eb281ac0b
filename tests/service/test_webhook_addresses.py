"""The webhook address rule (shared/adapters/webhook_addresses.py, issue 27 §2): no private address of any
spelling, at registration and again at delivery after DNS resolution; global unicast addresses still pass."""
import pytest

from shared.adapters.webhook_delivery import WebhookDeliverer
from shared.adapters.webhook_http import UnsafeTarget, check_target
from shared.config import Settings
from tests.service.test_webhooks_delivery import clean, one_pending_delivery, outbox_rows  # noqa: F401 (a fixture)
from tests.webhook_receiver import Receiver

PRIVATE = [
    # the spellings the probe got through (issue 27 §2)
    "2002:7f00:1::",  # 6to4 of 127.0.0.1
    "2002:a9fe:a9fe::",  # 6to4 of 169.254.169.254, the cloud metadata address
    "fec0::1",  # deprecated site-local
    # 6to4 of other private IPv4s, written out in full and in capitals
    "2002:0a00:0001:0000:0000:0000:0000:0001", "2002:C0A8:0101::", "2002:6440:1::",
    # NAT64, the well-known prefix (whatever IPv4 it carries) and the local-use one
    "64:ff9b::7f00:1", "64:ff9b::169.254.169.254", "64:ff9b::8.8.8.8", "64:ff9b:1::a00:1",
    # Teredo
    "2001::1", "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    # IPv4-mapped and IPv4-compatible, in dotted and in hex form
    "::ffff:127.0.0.1", "::ffff:7f00:1", "0:0:0:0:0:ffff:a9fe:a9fe", "::ffff:10.0.0.1", "::ffff:8.8.8.8",
    "::127.0.0.1", "::a9fe:a9fe",
    # the rest of site-local, unique-local, link-local (with a zone), multicast, loopback, unspecified, documentation
    "feff::1", "fd00::1", "fe80::1", "fe80::1%25eth0", "ff02::1", "::1", "::", "2001:db8::1",
    # IPv4, in the spellings a resolver accepts
    "127.0.0.1", "2130706433", "0x7f000001", "0177.0.0.1", "127.1", "169.254.169.254", "10.0.0.1", "172.16.0.1",
    "192.168.1.1", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "192.0.2.1",
]
PUBLIC = ["8.8.8.8", "93.184.215.14", "2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001:82b::200e",
          "2002:808:808::1"]  # the last: 6to4 of 8.8.8.8


def url_of(address: str) -> str:
    return f"https://[{address}]/h" if ":" in address else f"https://{address}/h"


@pytest.mark.parametrize("address", PRIVATE)
def test_no_private_address_of_any_spelling_is_a_webhook_target(address):
    with pytest.raises(UnsafeTarget, match="not global unicast"):
        check_target(url_of(address), allow_http=False, allow_private=False)


@pytest.mark.parametrize("address", PUBLIC)
def test_a_global_unicast_address_is_still_a_webhook_target(address):
    target = check_target(url_of(address), allow_http=False, allow_private=False)
    assert target.address == address and target.port == 443


def test_a_name_is_refused_when_any_address_it_resolves_to_is_an_ipv6_form_of_a_private_one():
    both = lambda host, port: ["93.184.215.14", "2002:a9fe:a9fe::"]  # noqa: E731
    with pytest.raises(UnsafeTarget, match="hooks.example.com resolves to an address that is not global unicast"):
        check_target("https://hooks.example.com/h", allow_http=False, allow_private=False, resolver=both)


def test_allow_private_still_lets_a_private_deployment_use_every_address():
    for address in ("2002:7f00:1::", "fec0::1", "::ffff:127.0.0.1", "127.0.0.1"):
        assert check_target(url_of(address), allow_http=False, allow_private=True).host


@pytest.mark.parametrize("store", ["sqlite"], indirect=True)
@pytest.mark.parametrize("address", ["2002:7f00:1::", "64:ff9b::7f00:1", "::ffff:127.0.0.1", "fec0::1"])
def test_a_name_that_now_resolves_to_an_ipv6_form_of_a_private_address_is_refused_at_delivery(svc, clean, clock,
                                                                                              address):
    with Receiver() as receiver:
        one_pending_delivery(svc, clean, clock, receiver.url.replace("127.0.0.1", "hooks.example"))
        strict = Settings(webhook_allow_http=True, webhook_allow_private=False)
        rebinding = WebhookDeliverer(clean, strict, clock=clock, resolver=lambda host, port: [address])
        assert rebinding.deliver_due() == 1
        row = outbox_rows(clean)[0]
        assert row["status"] == "pending" and row["last_status_code"] is None
        assert row["last_error"].startswith("refused: ") and "not global unicast" in row["last_error"]
        assert receiver.deliveries == []
