"""Which IP addresses a webhook may reach (issue 19 §4 "Safety", issue 27 §2): global unicast ones only, whatever
the spelling.

- IPv4: global by `ipaddress`'s table (`is_global`: not loopback, RFC 1918, link-local, carrier-grade NAT,
  documentation, reserved, broadcast...) and not multicast.
- IPv6: inside 2000::/3, the only block IANA allocates for global unicast (RFC 4291 §2.4), global by
  `ipaddress`'s table, not Teredo, and a 6to4 address only if the IPv4 inside it passes the IPv4 rule. So these are
  refused whatever IPv4 they carry:
  - IPv4-mapped `::ffff:0:0/96` and IPv4-compatible `::/96` (in `::/8`): a socket sends `::ffff:127.0.0.1` to
    127.0.0.1;
  - NAT64 `64:ff9b::/96` (RFC 6052) and local-use `64:ff9b:1::/48` (RFC 8215): a NAT64 gateway forwards them to
    the IPv4 inside, seen from the gateway's network;
  - Teredo `2001::/32` (RFC 4380): relayed to the IPv4s it carries;
  - deprecated site-local `fec0::/10` (RFC 3879), unique-local `fc00::/7`, link-local `fe80::/10`, multicast
    `ff00::/8`, loopback `::1` and unspecified `::`;
  and 6to4 `2002::/16` (RFC 3056) is judged by its IPv4: `2002:7f00:1::` is 127.0.0.1, `2002:a9fe:a9fe::` the
  cloud metadata address 169.254.169.254.
"""
from __future__ import annotations

import ipaddress

GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")
TEREDO = ipaddress.IPv6Network("2001::/32")


def is_public(address: str) -> bool:
    """Whether a webhook may connect to `address`, an IP address as text (a zone after `%` ignored): only a global
    unicast one. Anything that is not an IP address is refused."""
    try:
        ip = ipaddress.ip_address(address.split("%", 1)[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv4Address):
        return is_global_ipv4(ip)
    return is_global_ipv6(ip)


def is_global_ipv4(ip: ipaddress.IPv4Address) -> bool:
    """A global unicast IPv4 address (ipaddress counts multicast as global: not a unicast target)."""
    return ip.is_global and not (ip.is_multicast or ip.is_private or ip.is_reserved or ip.is_loopback
                                 or ip.is_link_local or ip.is_unspecified)


def is_global_ipv6(ip: ipaddress.IPv6Address) -> bool:
    """A global unicast IPv6 address, a 6to4 one judged by the IPv4 it carries."""
    if ip not in GLOBAL_UNICAST or ip in TEREDO or not ip.is_global:
        return False
    embedded = ip.sixtofour
    return embedded is None or is_global_ipv4(embedded)
