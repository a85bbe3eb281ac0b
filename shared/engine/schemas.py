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


def _branches(doc: dict) -> list[dict]:
    """The defs the document's top-level `oneOf` names (one per action or event type): not the objects nested in
    them (an action as an event's data carries no words)."""
    refs = [b["$ref"].rsplit("/", 1)[-1] for b in doc.get("oneOf", []) if "$ref" in b]
    return [doc["$defs"][r] for r in refs] if refs else list(doc["$defs"].values())


def _with_words(doc: dict, keys: tuple) -> dict:
    """`doc` with the words fields (contract_schemas/words.json), required, on every branch that has a `type`: an
    action's template and params beside its label, an event's text, template and params (issue 30)."""
    words = _read(COMMON / "words.json")["$defs"]
    for branch in _branches(doc):
        props = branch.get("properties", {})
        if "type" in props and branch.get("additionalProperties") is False:
            for key in keys:  # a field the branch already has (the chat's own text) keeps its own meaning
                props.setdefault(key, {"$ref": f"#/$defs/{key}"})
            # every game's catalog is whole (issue 30): what the server serves always carries its words
            branch["required"] = sorted(set(branch.get("required", [])) | set(keys))
    doc["$defs"] = {**_merge_defs({"$defs": words}, doc)}
    return doc


@lru_cache(maxsize=None)
def _documents(name: str, folder: str) -> str:
    base = Path(folder)
    own = {kind: _read(base / f"{kind}.json") for kind in KINDS}
    result = _result_doc(own["result"])
    docs = {"view": own["view"], "action": _with_words(own["action"], ("template", "params")),
            "event": _with_words(_event_doc(own["event"], result), ("text", "template", "params")),
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


# -- the prose of a schema: what clients read about each field ---------------------------------------------
def _children(node: dict, path: str):
    """(path, schema) of each field one level under `node`: `a.b` for a property, `a[]` for an array's items,
    `a.*` for a map's values; a union's branches all stand at `node`'s own path."""
    for key, sub in node.get("properties", {}).items():
        yield (f"{path}.{key}" if path else key), sub
    for keyword, suffix in (("items", "[]"), ("additionalProperties", ".*")):
        if isinstance(node.get(keyword), dict):
            yield path + suffix, node[keyword]
    for keyword in ("anyOf", "oneOf", "allOf"):
        for sub in node.get(keyword, ()):
            yield path, sub


def _walk(node: dict, path: str, defs: dict, seen: frozenset):
    """(path, name, schema) of every field under `node`, at any depth, following `$ref`s inside the document."""
    ref = node.get("$ref")
    if ref is not None:
        name = ref.rsplit("/", 1)[-1]
        if name not in seen and name in defs:
            yield from _walk(defs[name], path, defs, seen | {name})
        return
    for child, sub in _children(node, path):
        if child != path:
            yield child, child.rsplit(".", 1)[-1], sub
        yield from _walk(sub, child, defs, seen)


def described_paths(doc: dict) -> dict:
    """Dotted path -> description of every described field of a schema document (a view: `players[].hand`,
    `dice.*.value`), in the document's order; the first description met wins where union branches share a path."""
    out: dict = {}
    for path, _name, sub in _walk(doc, "", doc.get("$defs", {}), frozenset()):
        if "description" in sub:
            out.setdefault(path, sub["description"])
    return out


def undescribed_paths(doc: dict, trivial=frozenset()) -> list:
    """The property paths of `doc` without a description, at any depth: a `$ref` counts as described (its target
    is checked where it is defined), and so does a `trivial` name (a colour, a good) under a described parent."""
    out, described = [], set(described_paths(doc))
    for path, name, sub in _walk(doc, "", doc.get("$defs", {}), frozenset()):
        is_property = not path.endswith(("[]", ".*"))
        parent = path[: -len(name) - 1] if "." in path else ""
        if not is_property or "description" in sub or "$ref" in sub:
            continue
        if name in trivial and parent in described:
            continue
        out.append(path)
    return out


@lru_cache(maxsize=None)
def _view_prose(folder: str) -> str:
    return orjson.dumps(described_paths(_read(Path(folder) / "view.json"))).decode()


def view_prose(folder) -> dict:
    """Dotted path -> description of every field of the view schema in `folder` (a game's `schemas/`): the words
    a game's glossary serves as its `view` section, so that the schema and the glossary are one source."""
    return orjson.loads(_view_prose(str(folder)))
