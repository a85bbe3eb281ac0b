"""Read-only views of content loaded from JSON, and JSON-native copies back, for every game's content.py."""
from __future__ import annotations

from types import MappingProxyType


def freeze(obj):
    """Recursively turn dicts into read-only mappings and lists into tuples."""
    if isinstance(obj, dict):
        return MappingProxyType({k: freeze(v) for k, v in obj.items()})
    if isinstance(obj, list):
        return tuple(freeze(v) for v in obj)
    return obj


def thaw(obj):
    """A JSON-native copy of frozen content (for putting content values into a state)."""
    if isinstance(obj, MappingProxyType | dict):
        return {k: thaw(v) for k, v in obj.items()}
    if isinstance(obj, tuple | list):
        return [thaw(v) for v in obj]
    return obj
