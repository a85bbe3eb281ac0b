"""Standard Webhooks signatures (https://www.standardwebhooks.com, spec/standard-webhooks.md "Signature scheme").

A message is signed with HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the base64-decoded
part of a `whsec_` secret; the header `webhook-signature` is space-separated `v1,<base64 signature>` entries, one
per secret valid at the time (two while a rotated secret's switch period runs). Pure functions: no I/O, no clock.
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

PREFIX = "whsec_"
SECRET_BYTES = 24  # Standard Webhooks: between 24 and 64 bytes
TOLERANCE_SECONDS = 5 * 60  # a receiver refuses timestamps further than this from its clock (replay protection)


def new_secret() -> str:
    """A fresh endpoint secret: `whsec_` + base64 of 24 random bytes."""
    return PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


def _key(secret: str) -> bytes:
    """The HMAC key of a secret: the base64 after the `whsec_` prefix."""
    return base64.b64decode(secret[len(PREFIX):] if secret.startswith(PREFIX) else secret)


def sign(secret: str, msg_id: str, timestamp: int, body: bytes) -> str:
    """One `v1,<base64>` signature of the message under `secret`."""
    signed = f"{msg_id}.{timestamp}.".encode() + body
    digest = hmac.new(_key(secret), signed, hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def signature_header(secrets_: list[str], msg_id: str, timestamp: int, body: bytes) -> str:
    """The `webhook-signature` header value: one signature per valid secret, space-separated."""
    return " ".join(sign(s, msg_id, timestamp, body) for s in secrets_)


def headers(secrets_: list[str], msg_id: str, timestamp: int, body: bytes) -> dict[str, str]:
    """The three Standard Webhooks headers of a delivery (and the JSON content type)."""
    return {"content-type": "application/json", "webhook-id": msg_id, "webhook-timestamp": str(timestamp),
            "webhook-signature": signature_header(secrets_, msg_id, timestamp, body)}


def verify(secret: str, msg_id: str, timestamp: str, body: bytes, signature: str, now: float,
           tolerance: float = TOLERANCE_SECONDS) -> bool:
    """Whether any `v1` entry of `signature` is this secret's, and the timestamp is within `tolerance` of `now`
    (what a receiver does; the docs' snippet and the tests use it)."""
    try:
        stamp = int(timestamp)
    except (TypeError, ValueError):
        return False
    if abs(now - stamp) > tolerance:
        return False
    expected = sign(secret, msg_id, stamp, body)
    return any(hmac.compare_digest(expected, entry) for entry in signature.split() if entry.startswith("v1,"))
