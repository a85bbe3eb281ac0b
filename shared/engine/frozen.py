"""Read-only views of content loaded from JSON, and JSON-native copies back, for every game's content.py."""
from __future__ import annotations

import json
from pathlib import Path
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


class ContentSource:
    """One game's content: its JSON files read once, validated and frozen; another directory can replace them (a
    publisher's data, a test's variant) without code changes. The only I/O a rules engine does."""

    def __init__(self, directory, files: tuple, validate, build, error=ValueError, on_change=None):
        self.default_dir, self.files, self.validate, self.build = Path(directory), tuple(files), validate, build
        self.error, self.on_change = error, on_change
        self.directory = None
        self.cached = None

    def read_raw(self, directory) -> dict:
        """The JSON files of `directory` as plain dicts."""
        raw = {}
        for name in self.files:
            try:
                with open(Path(directory) / f"{name}.json", encoding="utf-8") as f:
                    raw[name] = json.load(f)
            except (OSError, ValueError) as exc:
                raise self.error(f"{name}.json in {directory}: {exc}") from exc
        return raw

    def load(self, directory=None):
        """Read, validate and build the content of `directory` (default: the shipped content/)."""
        raw = self.read_raw(Path(directory) if directory is not None else self.default_dir)
        self.validate(raw)
        return self.build(raw)

    def get(self):
        """The content in use (loaded once)."""
        if self.cached is None:
            self.cached = self.load(self.directory)
        return self.cached

    def use_directory(self, directory=None) -> None:
        """Serve content from `directory` from now on (None: the shipped data)."""
        self.directory, self.cached = directory, None
        if self.on_change is not None:
            self.on_change()
