"""Checks of the raw text a request brings (path parameters, query strings, headers, strings in bodies), shared by
the Flask app (services/api) and the async front (services/streams), which parses the stream's own parameters.

What they guard against is text that passes a loose check and then fails deeper down with a 500:
- control characters, NUL above all: PostgreSQL refuses NUL in text, so an id or a seat name holding one failed in
  the driver; none of the API's ids, names or headers has a use for any control character;
- digits that are not ASCII: str.isdigit() accepts "²" (which int() then refuses) and int()/float() accept "٣" or
  "１" (Unicode decimal digits), so every number read from a query string or a header is ASCII only here.
"""
from __future__ import annotations

import re

from marshmallow import ValidationError, fields

#: C0 controls (NUL included), DEL, C1 controls, and lone surrogates (no encoder accepts them)
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
_DIGITS = re.compile(r"[0-9]+")
#: an integer as a query string may spell it: an optional sign and ASCII digits (no "_", no spaces, no "²")
_INTEGER = re.compile(r"[+-]?[0-9]+")
#: a decimal number in ASCII: digits with an optional fraction and exponent ("inf"/"nan" are refused as well)
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")

MAX_SEQ = 2**63 - 1


def has_control(text: str) -> bool:
    """Whether `text` holds a control character (NUL, C0, DEL, C1) or a lone surrogate."""
    return _CONTROL.search(text) is not None


def credential_problem(value: str, what: str, max_length: int) -> str | None:
    """Why a token or ticket as given is no credential (empty, too long, a control character), or None; both the
    Flask routes and the async front answer it with 401."""
    if not value:
        return f"empty {what}"
    if len(value) > max_length or has_control(value):
        return f"bad {what}"
    return None


def is_clean_id(value: str | None, max_length: int) -> bool:
    """An id as a path can carry it: 1..max_length characters, none of them a control character."""
    return bool(value) and len(value) <= max_length and not has_control(value)


def parse_seq(raw: str | None) -> int | None:
    """A Last-Event-ID: None when absent or blank, else ASCII digits (at most 19) up to 2^63-1; ValueError else."""
    if raw is None or not raw.strip(" \t"):
        return None
    raw = raw.strip(" \t")
    if len(raw) > 19 or not _DIGITS.fullmatch(raw) or int(raw) > MAX_SEQ:
        raise ValueError("Last-Event-ID must be a non-negative integer (an event seq)")
    return int(raw)


def parse_small_int(raw: str | None, max_digits: int = 6) -> int | None:
    """A short non-negative integer in ASCII digits (a seat number in a path), or None."""
    if raw is None or len(raw) > max_digits or not _DIGITS.fullmatch(raw):
        return None
    return int(raw)


def no_controls(value) -> None:
    """A marshmallow validator: no control characters in a string."""
    if isinstance(value, str) and has_control(value):
        raise ValidationError("must not contain control characters")


class AsciiInteger(fields.Integer):
    """fields.Integer that accepts a string only in ASCII digits (int() would also take "٣", "１" or "1_000")."""

    def _validated(self, value):
        if isinstance(value, str) and not _INTEGER.fullmatch(value):
            raise self.make_error("invalid", input=value)
        return super()._validated(value)


class AsciiFloat(fields.Float):
    """fields.Float that accepts a string only as an ASCII decimal number (float() would also take "١.٥")."""

    def _validated(self, value):
        if isinstance(value, str) and not _DECIMAL.fullmatch(value):
            raise self.make_error("invalid", input=value)
        return super()._validated(value)
