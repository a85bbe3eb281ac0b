"""Each game's typed contract, as JSON Schema (draft 2020-12) documents: its view, action, event and result.

A game declares its schemas as data next to its code: `schemas/{view,action,event,result}.json` in the folder of
the module that defines its Game class, or the folder its `schemas_dir` attribute names. The engine knows no game:
it finds the folder from the registered game object. The game's `result.json` describes only its `details`; the
one result format around it and the service's own events (created, joined, chat, undone, ended, ...) are shared,
in shared/engine/contract_schemas/. Every document this module hands out is self-contained: its `$ref`s resolve
inside it (`#/$defs/...`).
"""
from __future__ import annotations

import hashlib
import inspect
import json
from functools import lru_cache
from pathlib import Path

import jsonschema_rs
import orjson

KINDS = ("view", "action", "event", "result")
DRAFT = "https://json-schema.org/draft/2020-12/schema"
COMMON = Path(__file__).with_name("contract_schemas")


def schemas_dir(game) -> Path:
    """The folder of `game`'s schema files: its `schemas_dir`, else `schemas/` beside its Game class's module."""
    declared = getattr(game, "schemas_dir", None)
    return Path(declared) if declared else Path(inspect.getfile(type(game))).parent / "schemas"


def _read(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _merge_defs(*docs: dict) -> dict:
    """The `$defs` of every document, refusing two definitions under one name."""
    out: dict = {}
    for doc in docs:
        for name, schema in doc.get("$defs", {}).items():
            if name in out and out[name] != schema:
                raise ValueError(f"two schema definitions named {name!r}")
            out[name] = schema
    return out


def _result_doc(details: dict) -> dict:
    base = _read(COMMON / "result.json")
    inner = {k: v for k, v in details.items() if k not in ("$schema", "$defs")}
    return {**base, "$defs": {**details.get("$defs", {}), "details": inner}}


def _event_doc(own: dict, result: dict) -> dict:
    """The game's events and the service's, one union over `type`, with the result the end event carries."""
    service = _read(COMMON / "service_events.json")
    defs = _merge_defs(own, service)
    defs.update({k: v for k, v in result["$defs"].items()})
    defs["result"] = {k: v for k, v in result.items() if k not in ("$schema", "$defs")}
    branches = own["oneOf"] + [{"$ref": f"#/$defs/{name}"} for name in service["$defs"] if "type" in
                               service["$defs"][name].get("properties", {})]
    head = {k: v for k, v in own.items() if k not in ("oneOf", "$defs")}
    return {**head, "oneOf": branches, "$defs": defs}


@lru_cache(maxsize=None)
def _documents(name: str, folder: str) -> str:
    base = Path(folder)
    own = {kind: _read(base / f"{kind}.json") for kind in KINDS}
    result = _result_doc(own["result"])
    docs = {"view": own["view"], "action": own["action"], "event": _event_doc(own["event"], result),
            "result": result}
    return orjson.dumps(docs, option=orjson.OPT_SORT_KEYS).decode()


def game_schemas(game) -> dict:
    """{"view", "action", "event", "result"}: `game`'s four self-contained documents (a fresh copy)."""
    return orjson.loads(_documents(game.name, str(schemas_dir(game))))


def schemas_etag(game) -> str:
    """A strong tag for the four documents: the first 16 hex digits of their canonical JSON's sha256."""
    return hashlib.sha256(_documents(game.name, str(schemas_dir(game))).encode()).hexdigest()[:16]


@lru_cache(maxsize=None)
def _validators(name: str, folder: str) -> dict:
    docs = orjson.loads(_documents(name, folder))
    return {kind: jsonschema_rs.Draft202012Validator(doc) for kind, doc in docs.items()}


def validator(game, kind: str):
    """The compiled jsonschema-rs validator of one of `game`'s documents."""
    return _validators(game.name, str(schemas_dir(game)))[kind]


def schema_problems(game, kind: str, value) -> list[str]:
    """What in `value` does not conform to `game`'s `kind` schema (empty when it conforms)."""
    check = validator(game, kind)
    if check.is_valid(value):
        return []
    return [f"{'/'.join(str(p) for p in err.instance_path) or '(top)'}: {err.message}"[:300]
            for err in check.iter_errors(value)][:5]
