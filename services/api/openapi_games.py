"""Every registered game's typed contract in the OpenAPI document (issue 29 §2), added by services/api/openapi.py.

Each game that declares schemas (shared/engine/schemas.py, the documents GET /v1/rules/{game}/schemas answers)
gives components named after it: `{Game}View`, `{Game}Action`, `{Game}Event`, `{Game}Result`, and one component
per `$defs` entry (an action or event branch is `{Game}{Branch}Action` / `{Game}{Branch}Event`), with the `$ref`s
rewritten to the components. A definition every game declares alike (the service's own events) is one component
without the game's prefix. The document's dialect is JSON Schema 2020-12 (OpenAPI 3.1), the games' own, so the
schemas are carried as written, but for rewrites that accept the same values in words both generators read
(`_generator_safe`, `_lift`).

The envelopes then reach them:
- `GameState` is a union of `{Game}GameState` variants, discriminated by `game` (a `const` in each), whose `view`,
  `actions` and `result` are the game's;
- `Action` (LegalActions' `actions`, MoveRequest's `action`) and `Event` (/log, the stream) are unions of the games'
  unions: an action or event carries no game name, and the games share type names (`pass`), so these are `anyOf`;
- a registered game that declares no schemas yet keeps the open envelope, so every game served is described.
"""
from __future__ import annotations

import copy
import re

from shared.engine.registry import all_games
from shared.engine.schemas import KINDS, game_schemas, schemas_dir

REF = "#/components/schemas/"
_DEFS = "#/$defs/"
#: the keys a JSON Schema document has and a component does not
_DOCUMENT_KEYS = ("$schema", "$id", "$defs")


def camel(name: str) -> str:
    """`black_angel` -> `BlackAngel`: a component name's part."""
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[^0-9A-Za-z]+", name) if part)


def declares_schemas(game) -> bool:
    """Whether the game has all four documents (a folder still being written is not a declaration)."""
    folder = schemas_dir(game)
    return all((folder / f"{kind}.json").is_file() for kind in KINDS)


def _top(doc: dict) -> dict:
    return {k: v for k, v in doc.items() if k not in _DOCUMENT_KEYS}


def _branches(doc: dict) -> set[str]:
    """The `$defs` names the document's top-level union points at: its action or event types."""
    return {ref["$ref"].removeprefix(_DEFS) for ref in doc.get("oneOf", []) + doc.get("anyOf", [])
            if isinstance(ref, dict) and ref.get("$ref", "").startswith(_DEFS)}


def _is_inlined(schema) -> bool:
    """A plain scalar definition (a seq, a count) is written where it is used, not made a component: a
    generator would make a type alias of nothing."""
    keys = {"properties", "oneOf", "anyOf", "allOf", "enum", "const", "items", "additionalProperties", "$ref"}
    return isinstance(schema, dict) and not keys & set(schema) and schema.get("type") != "object"


class _GameDefs:
    """One game's documents: its tops and definitions, and the component name of each. A definition is keyed by its
    name, or by `kind.name` where two of the game's documents define one name differently."""

    def __init__(self, game):
        self.prefix = camel(game.name)
        self.docs = game_schemas(game)
        self.tops = {kind: _top(self.docs[kind]) for kind in KINDS}
        self.defs: dict[str, dict] = {}
        self.names: dict[str, str] = {}
        self.keys: dict[str, dict[str, str]] = {kind: {} for kind in KINDS}
        self.kind_of: dict[str, str] = {}
        for kind in KINDS:
            self._add_defs(kind, self.docs[kind])

    def _add_defs(self, kind: str, doc: dict) -> None:
        branches = _branches(doc)
        for name, schema in doc.get("$defs", {}).items():
            clash = name in self.defs and self.defs[name] != schema
            key = f"{kind}.{name}" if clash else name
            self.keys[kind][name], self.kind_of[key] = key, kind
            if key in self.defs:
                continue
            self.defs[key] = schema
            same_top = next((k for k, top in self.tops.items() if top == schema), None)
            part = camel(kind) + camel(name) if clash else camel(name)
            if same_top:  # the event document carries the result document as a definition
                self.names[key] = self.prefix + camel(same_top)
            else:
                suffix = camel(kind) if name in branches and not part.endswith(camel(kind)) else ""
                self.names[key] = self.prefix + part + suffix

    def refs(self, key: str) -> set[str]:
        """The keys the definition `key` refers to."""
        return {self.keys[self.kind_of[key]][name] for name in _refs(self.defs[key])}

    def unprefixed(self, key: str) -> str:
        return self.names[key].removeprefix(self.prefix)


def _refs(node) -> set[str]:
    if isinstance(node, dict):
        found = {node["$ref"].removeprefix(_DEFS)} if str(node.get("$ref", "")).startswith(_DEFS) else set()
        return found.union(*(_refs(v) for v in node.values()))
    if isinstance(node, list):
        return set().union(*(_refs(v) for v in node))
    return set()


def _shared(games: list[_GameDefs]) -> set[str]:
    """The definitions every game declares alike, and whose references are shared too (a fixed point)."""
    if len(games) < 2:
        return set()
    first = games[0]
    shared = {n for n, s in first.defs.items() if all(g.defs.get(n) == s and g.unprefixed(n) == first.unprefixed(n)
                                                      for g in games[1:])}
    while True:
        kept = {n for n in shared if first.refs(n) <= shared}
        if kept == shared:
            return shared
        shared = kept


def _numeric_range(item):
    """A tuple member's numeric `const` as a one-value range: openapi-python-client 0.29 makes a tuple's members
    one union and checks a `const` member outside its try, so every other value raised (`[3, 0]` failed on 3)."""
    value = item.get("const") if isinstance(item, dict) else None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        rest = {k: v for k, v in item.items() if k != "const"}
        return {**rest, "type": "integer" if isinstance(value, int) else "number", "minimum": value, "maximum": value}
    return item


def _generator_safe(node: dict) -> dict:
    """The same constraint in words both generators read: a closed tuple (`prefixItems` with `items: false`) with
    `maxItems`, since openapi-python-client 0.29 cannot parse a boolean schema (and its members' numeric `const`s
    as ranges, `_numeric_range`); a boolean `const` as a one-value `enum`, since it writes `const: true` into
    invalid Python. And no `title`: openapi-python-client names a class by its title (the common result's "result"
    clashed with the Result component); the component's name names it."""
    if node.get("items") is False and isinstance(node.get("prefixItems"), list):
        node = {k: v for k, v in node.items() if k != "items"}
        node["maxItems"] = min(node.get("maxItems", len(node["prefixItems"])), len(node["prefixItems"]))
    if isinstance(node.get("prefixItems"), list):
        node = {**node, "prefixItems": [_numeric_range(item) for item in node["prefixItems"]]}
    if isinstance(node.get("title"), str):
        node = {k: v for k, v in node.items() if k != "title"}
    if isinstance(node.get("const"), bool):
        node = {**{k: v for k, v in node.items() if k != "const"}, "type": "boolean", "enum": [node["const"]]}
    return node


def _rewrite(node, target):
    """`node` with each `#/$defs/x` reference replaced by `target(x)` (a `$ref` node or an inlined schema)."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(_DEFS):
            rest = {k: _rewrite(v, target) for k, v in node.items() if k != "$ref"}
            return {**target(ref.removeprefix(_DEFS)), **rest}
        return _generator_safe({k: _rewrite(v, target) for k, v in node.items()})
    if isinstance(node, list):
        return [_rewrite(v, target) for v in node]
    return node


def _discriminated(union: dict, components: dict, key: str) -> dict:
    """`union` (a oneOf of refs) with a `discriminator` on `key` when every branch has a `const` there."""
    mapping = {}
    for ref in union.get("oneOf", []):
        branch = components.get(ref.get("$ref", "").removeprefix(REF), {})
        value = branch.get("properties", {}).get(key, {}).get("const")
        if not isinstance(value, str) or value in mapping:
            return union
        mapping[value] = ref["$ref"]
    return {**union, "discriminator": {"propertyName": key, "mapping": mapping}} if mapping else union


def _is_nullable_object(node) -> bool:
    return (isinstance(node, dict) and isinstance(node.get("type"), list) and sorted(node["type"]) == ["null", "object"]
            and "properties" in node)


def _lift(node, path: str, out: dict):
    """`node` with each nullable object inside it (`type: [object, null]`) made a component named by its place
    (`FallingViewFinal`), and referenced as `anyOf [ref, null]`: generators name such an object `..._type_0`."""
    if not isinstance(node, dict):
        return node
    if _is_nullable_object(node) and path not in out:
        out[path] = {}  # reserved before its own inside is lifted
        out[path] = _lift({**node, "type": "object"}, path, out)
        lifted = {"anyOf": [{"$ref": REF + path}, {"type": "null"}]}
        return {**lifted, "description": node["description"]} if "description" in node else lifted
    node = dict(node)
    if isinstance(node.get("properties"), dict):
        node["properties"] = {k: _lift(v, path + camel(k), out) for k, v in node["properties"].items()}
    for key, part in (("items", "Item"), ("additionalProperties", "Value")):
        if isinstance(node.get(key), dict):
            node[key] = _lift(node[key], path + part, out)
    return node


def _component_name(game: _GameDefs, key: str, shared: set[str]) -> str:
    return game.unprefixed(key) if key in shared else game.names[key]


def game_components(games: list[_GameDefs]) -> dict:
    """name -> schema: every game's tops and definitions, references rewritten."""
    shared = _shared(games)
    out: dict = {}
    for game in games:
        def target_in(kind, game=game):
            def target(name):
                key = game.keys[kind][name]
                if _is_inlined(game.defs[key]):
                    return _rewrite(game.defs[key], target)
                return {"$ref": REF + _component_name(game, key, shared)}
            return target

        tops = {game.prefix + camel(k) for k in KINDS}
        for key, schema in game.defs.items():
            if not _is_inlined(schema) and game.names[key] not in tops:
                out[_component_name(game, key, shared)] = _rewrite(schema, target_in(game.kind_of[key]))
        for kind, top in game.tops.items():
            out[game.prefix + camel(kind)] = _rewrite(top, target_in(kind))
    for name in list(out):
        out[name] = _lift(out[name], name, out)
    for game in games:
        for kind in ("action", "event"):
            name = game.prefix + camel(kind)
            out[name] = _discriminated(out[name], out, "type")
    return out


#: an action as the server parses it: any object with a string `type` (MoveRequest.action; a legal one is then
#: one of the game's actions, its label optional), and a game's action while the game declares no schemas
_UNTYPED_ACTION = {
    "type": "object", "required": ["type"], "additionalProperties": True,
    "properties": {"type": {"type": "string", "minLength": 1, "maxLength": 64}},
    "description": "an action as the server reads it: an object with a string `type`. A legal one is an entry of "
                   "the legal list (the game's Action union), sent back verbatim; its `label` may be left out",
}
_OPEN_VIEW = {"type": "object", "additionalProperties": True,
              "description": "what the bearer's seat (or a spectator) may see; this game declares no schemas yet"}


def _state_variant(envelope: dict, game: str, prefix: str, typed: bool) -> dict:
    """GameState of one game: the envelope, with `game` a const and the game's view, actions and result."""
    out = copy.deepcopy(envelope)
    props = out["properties"]
    props["game"] = {"const": game, "description": "the game's name: which variant of GameState this is"}
    if typed:
        props["view"] = {"$ref": REF + prefix + "View", "description": props["view"].get("description", "")}
        props["actions"] = {**props["actions"], "items": {"$ref": REF + prefix + "Action"}}
        props["result"] = {"anyOf": [{"$ref": REF + prefix + "Result"}, {"type": "null"}],
                           "description": props["result"].get("description", "")}
    else:
        props["view"] = _OPEN_VIEW
        props["actions"] = {**props["actions"], "items": {"$ref": REF + "UntypedAction"}}
    out["title"] = prefix + "GameState"
    return out


def _unions(names: list[tuple[str, str, bool]], untyped_event: dict) -> dict:
    """The envelopes' unions over every game (name, prefix, typed): GameState, Action, Event."""
    state = {"oneOf": [{"$ref": f"{REF}{p}GameState"} for _, p, _ in names],
             "discriminator": {"propertyName": "game", "mapping": {g: f"{REF}{p}GameState" for g, p, _ in names}},
             "description": "a game as the bearer's seat (or a spectator) sees it: one variant per game, told "
                            "apart by `game`"}
    actions = [{"$ref": f"{REF}{p}Action"} for _, p, typed in names if typed]
    events = [{"$ref": f"{REF}{p}Event"} for _, p, typed in names if typed]
    out = {"GameState": state, "UntypedAction": _UNTYPED_ACTION,
           "Action": {"anyOf": actions + ([{"$ref": REF + "UntypedAction"}] if len(actions) < len(names) else []),
                      "description": "one legal action of a game (its `type` and arguments, and a `label` to "
                                     "show): the game's own Action union types it"},
           "Event": {"anyOf": events + ([{"$ref": REF + "UntypedEvent"}] if len(events) < len(names) else []),
                     "description": "an event as the caller may see it (redacted), envelope included: the game's "
                                    "own Event union types it, the service's events among them"}}
    if len(events) < len(names):
        out["UntypedEvent"] = untyped_event
    return out


def add_game_contract(doc: dict) -> dict:
    """`doc` (the OpenAPI dict of the envelopes) with every game's components and the unions that reach them."""
    schemas = doc["components"]["schemas"]
    games = all_games()
    typed = [_GameDefs(g) for g in games if declares_schemas(g)]
    names = [(g.name, camel(g.name), declares_schemas(g)) for g in games]
    added = game_components(typed)
    added.update({f"{p}GameState": _state_variant(schemas["GameState"], g, p, t) for g, p, t in names})
    added.update(_unions(names, {**schemas["Event"], "title": "UntypedEvent"}))
    clash = set(added) & set(schemas) - {"GameState", "Event"}
    if clash:
        raise ValueError(f"game components clash with the API's own: {sorted(clash)}")
    schemas.update(added)
    schemas["LegalActions"]["properties"]["actions"]["items"] = {"$ref": REF + "Action"}
    move = schemas["MoveRequest"]["properties"]
    move["action"] = {"anyOf": [{"$ref": REF + "Action"}, {"$ref": REF + "UntypedAction"}],
                      "description": "an entry of the legal list, sent back verbatim (its label may be left out), "
                                     'e.g. {"type": "draw"}'}
    return doc
