"""Webhook targets: which URLs may be called (issue 19 §4 "Safety") and the POST itself.

An endpoint must be https (http only with SERAPH_WEBHOOK_ALLOW_HTTP) and every address its host resolves to must
be global unicast, in any spelling (shared/adapters/webhook_addresses.py: no loopback, private, link-local,
site-local, multicast, reserved or unspecified address, nor an IPv6 form of one: 6to4, NAT64, Teredo, IPv4-mapped),
unless SERAPH_WEBHOOK_ALLOW_PRIVATE. The check runs at registration and again at each delivery, and the POST connects
to the very address that was checked (the Host header and TLS name stay the URL's): a DNS answer that changes
between the check and the connection (DNS rebinding) cannot redirect a delivery to an internal address.
"""
from __future__ import annotations

import http.client
import ipaddress
import socket
import ssl
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

from shared.adapters.webhook_addresses import is_public

MAX_URL_LENGTH = 2000
MAX_RESPONSE_BYTES = 4096  # what is read of a receiver's answer (and dropped): the status code is what counts


class UnsafeTarget(ValueError):
    """A URL that may not be called; the message says why, for the caller or the delivery log."""


@dataclass(frozen=True)
class Target:
    """A checked URL: where to connect (the checked address) and what to ask for."""

    scheme: str
    host: str
    port: int
    path: str
    address: str


def parse_url(url) -> tuple[str, str, int, str]:
    """(scheme, host, port, path and query) of an absolute http(s) URL without credentials, else UnsafeTarget."""
    if not isinstance(url, str) or not url or len(url) > MAX_URL_LENGTH or not url.isprintable() or " " in url:
        raise UnsafeTarget(f"url must be an absolute http(s) URL of at most {MAX_URL_LENGTH} characters")
    parts = urlsplit(url)
    if parts.scheme not in ("https", "http") or not parts.hostname:
        raise UnsafeTarget("url must be an absolute https URL")
    if parts.username is not None or parts.password is not None:
        raise UnsafeTarget("url must not hold credentials")
    if parts.fragment:
        raise UnsafeTarget("url must not have a fragment")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError:
        raise UnsafeTarget("url has an invalid port") from None
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    return parts.scheme, parts.hostname, port, path


def resolve(host: str, port: int) -> list[str]:
    """The addresses `host` resolves to (TCP), in the resolver's order."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return list(dict.fromkeys(info[4][0] for info in infos))


def _addresses(host: str, port: int, resolver) -> list[str]:
    """An IP literal is its own address (no resolver asked); a name, what `resolver` answers for it."""
    try:
        return [str(ipaddress.ip_address(host))]
    except ValueError:
        return resolver(host, port)


def check_target(url: str, allow_http: bool, allow_private: bool, resolver=resolve) -> Target:
    """The URL checked against the settings, with the address to connect to; UnsafeTarget otherwise."""
    scheme, host, port, path = parse_url(url)
    if scheme == "http" and not allow_http:
        raise UnsafeTarget("url must be https (SERAPH_WEBHOOK_ALLOW_HTTP allows http)")
    try:
        addresses = _addresses(host, port, resolver)
    except (OSError, UnicodeError):
        raise UnsafeTarget(f"the host {host} does not resolve") from None
    if not addresses:
        raise UnsafeTarget(f"the host {host} does not resolve")
    if not allow_private and not all(is_public(a) for a in addresses):
        raise UnsafeTarget(f"the host {host} resolves to an address that is not global unicast (loopback, private, "
                           "link-local, site-local, or an IPv6 form of one such as 6to4, NAT64, Teredo or "
                           "IPv4-mapped; SERAPH_WEBHOOK_ALLOW_PRIVATE allows it)")
    return Target(scheme, host, port, path, addresses[0])


class _PinnedHTTPS(http.client.HTTPSConnection):
    """HTTPS to a checked address, with the URL's host for SNI and the certificate check."""

    def __init__(self, target: Target, timeout: float):
        super().__init__(target.host, target.port, timeout=timeout, context=ssl.create_default_context())
        self._address = target.address

    def connect(self):
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)


class _PinnedHTTP(http.client.HTTPConnection):
    """Plain HTTP to a checked address (SERAPH_WEBHOOK_ALLOW_HTTP)."""

    def __init__(self, target: Target, timeout: float):
        super().__init__(target.host, target.port, timeout=timeout)
        self._address = target.address

    def connect(self):
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


def post(target: Target, body: bytes, headers: dict, timeout: float) -> int:
    """POST `body` to the checked target within `timeout` seconds (no redirects followed); the status code.
    Raises OSError (refused, timed out, TLS) or http.client.HTTPException."""
    kind = _PinnedHTTPS if target.scheme == "https" else _PinnedHTTP
    conn = kind(target, timeout)
    deadline = time.monotonic() + timeout
    try:
        conn.request("POST", target.path, body=body, headers=dict(headers, **{"user-agent": "Seraph-Webhooks/1"}))
        response = conn.getresponse()
        if time.monotonic() > deadline:
            raise TimeoutError("the receiver answered after the timeout")
        response.read(MAX_RESPONSE_BYTES)
        return response.status
    finally:
        conn.close()
