"""Words for players (issue 30): every text a player reads is a message, a template id and named params, which
a frontend can translate, plus its English `text` (or `label`, for a legal action).

A catalog maps template ids to templates in a subset of ICU MessageFormat, which frontends can render with any
MessageFormat library (or with this module's rules, which docs/API.md states):

- `{name}` is a param's display: an integer as digits; a component `{"id", "name"}` or a seat
  `{"seat", "name"}` as its name; a nested message `{"template", "params"}` as that message rendered; a list
  `{"items": [...]}` as its items joined by the catalog's `list.two` / `list.more` templates.
- `{name, plural, =0 {...} one {...} other {...}}` chooses by the integer param (or a param's `count`); `#` in
  a branch is the number.
- `{name, select, key {...} other {...}}` chooses by a param's `id` (or the param itself when it is a string).

Numbers a player counts start at one (seats, spaces, floors, slots): params hold them as players count.
The engine knows no game: each game hands its own catalog to `render`, and `LISTS` is every catalog's part.
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

#: the joining templates every catalog carries (merged in by `full_catalog`), so that lists translate too
LISTS = {"list.two": "{first} and {second}", "list.more": "{first}, {rest}"}

_TOKEN = re.compile(r"[{}#]")


class TemplateError(ValueError):
    """A template that does not parse, a param it names that is missing, or a param of the wrong shape."""


def full_catalog(own: dict) -> dict:
    """A game's (or the service's) catalog with the shared list templates."""
    return {**LISTS, **own}


# -- parsing ------------------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def parse(template: str) -> tuple:
    """The template as a tuple of nodes: a str, ("arg", name), ("hash",), or (kind, name, {key: nodes}) for kind
    plural or select (parsed once and shared: never mutated). TemplateError when it does not parse."""
    nodes, end = _parse(template, 0, top=True)
    if end != len(template):
        raise TemplateError(f"unbalanced '}}' at {end} in {template!r}")
    return nodes


def _parse(text: str, pos: int, top: bool, in_plural: bool = False) -> tuple[tuple, int]:
    out: list = []
    while pos < len(text):
        found = _TOKEN.search(text, pos)
        if found is None:
            out.append(text[pos:])
            return tuple(out), len(text)
        if found.start() > pos:
            out.append(text[pos:found.start()])
        char, pos = found.group(), found.end()
        if char == "}":
            if top:
                raise TemplateError(f"unbalanced '}}' in {text!r}")
            return tuple(out), pos - 1
        if char == "#":
            out.append(("hash",) if in_plural else "#")
            continue
        node, pos = _placeholder(text, pos)
        out.append(node)
    if not top:
        raise TemplateError(f"unclosed '{{' in {text!r}")
    return tuple(out), pos


def _placeholder(text: str, pos: int) -> tuple[tuple, int]:
    """The placeholder after a '{' at pos-1: ("arg", name) or a plural or select with its branches."""
    close = text.find("}", pos)
    comma = text.find(",", pos)
    if close < 0:
        raise TemplateError(f"unclosed '{{' in {text!r}")
    if comma < 0 or comma > close:
        name = text[pos:close].strip()
        if not name.isidentifier():
            raise TemplateError(f"bad param name {name!r} in {text!r}")
        return ("arg", name), close + 1
    name = text[pos:comma].strip()
    kind_end = text.index(",", comma + 1) if "," in text[comma + 1:close + 1] else -1
    kind = text[comma + 1:kind_end].strip() if kind_end > 0 else ""
    if kind not in ("plural", "select") or not name.isidentifier():
        raise TemplateError(f"bad placeholder at {pos} in {text!r}")
    branches, pos = _branches(text, kind_end + 1, kind == "plural")
    branches = dict(branches)  # once, here: rendering looks a branch up on every label of every legal list
    if "other" not in branches:
        raise TemplateError(f"{kind} of {name!r} without an 'other' branch in {text!r}")
    return (kind, name, branches), pos


def _branches(text: str, pos: int, in_plural: bool) -> tuple[tuple, int]:
    out = []
    while True:
        while pos < len(text) and text[pos].isspace():
            pos += 1
        if pos >= len(text):
            raise TemplateError(f"unclosed branches in {text!r}")
        if text[pos] == "}":
            return tuple(out), pos + 1
        brace = text.find("{", pos)
        key = text[pos:brace].strip() if brace > 0 else ""
        if not key or not re.fullmatch(r"=?[\w-]+", key):
            raise TemplateError(f"bad branch key at {pos} in {text!r}")
        nodes, end = _parse(text, brace + 1, top=False, in_plural=in_plural)
        out.append((key, nodes))
        pos = end + 1


def param_names(template: str) -> set[str]:
    """Every param a template names, in any branch."""
    return set(_names(parse(template)))


def _names(nodes):
    for node in nodes:
        if isinstance(node, tuple) and node[0] in ("arg", "plural", "select"):
            yield node[1]
            if node[0] != "arg":
                for sub in node[2].values():
                    yield from _names(sub)


def literals(template: str) -> list[str]:
    """The literal text of a template, every branch included: what a translator translates."""
    return list(_literals(parse(template)))


def _literals(nodes):
    for node in nodes:
        if isinstance(node, str):
            yield node
        elif node[0] in ("plural", "select"):
            for sub in node[2].values():
                yield from _literals(sub)


# -- rendering ----------------------------------------------------------------------------------------------
def render(catalog: dict, template_id: str, params: dict) -> str:
    """The message filled in from `catalog` (which must hold `LISTS`, see `full_catalog`)."""
    try:
        template = catalog[template_id]
    except KeyError:
        raise TemplateError(f"no template {template_id!r} in the catalog") from None
    return _render(parse(template), params, catalog, None, template_id)


def _render(nodes: tuple, params: dict, catalog: dict, number, tid: str) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(node)
        elif node[0] == "hash":
            out.append(str(number))
        else:
            if node[1] not in params:
                raise TemplateError(f"template {tid!r} names {node[1]!r}, which its params lack")
            value = params[node[1]]
            if node[0] == "arg":
                out.append(display(catalog, value))
            else:
                key, n = _choose(node[0], value, node[2])
                out.append(_render(node[2][key], params, catalog, n, tid))
    return "".join(out)


def _choose(kind: str, value, branches: dict) -> tuple[str, object]:
    """The branch key a plural or select takes for `value`, and the number `#` stands for."""
    if kind == "plural":
        n = value.get("count") if isinstance(value, dict) else value
        if not isinstance(n, int) or isinstance(n, bool):
            raise TemplateError(f"a plural needs an integer, not {value!r}")
        exact = f"={n}"
        return (exact if exact in branches else "one" if n == 1 and "one" in branches else "other"), n
    key = value.get("id") if isinstance(value, dict) else value
    return (key if isinstance(key, str) and key in branches else "other"), None


def display(catalog: dict, value) -> str:
    """How a param reads where a template names it (see the module's rules)."""
    if isinstance(value, bool) or value is None:
        raise TemplateError(f"a param can't be {value!r}")
    if isinstance(value, int):
        return str(value)
    if not isinstance(value, dict):
        raise TemplateError(f"a param is an integer or an object, not {value!r}")
    if "template" in value:
        return render(catalog, value["template"], value.get("params", {}))
    if "items" in value:
        return _join(catalog, [display(catalog, item) for item in value["items"]])
    if "name" in value:
        return value["name"]
    raise TemplateError(f"a param object needs a name, items or a template: {value!r}")


def _join(catalog: dict, parts: list[str]) -> str:
    if not parts:
        raise TemplateError("an empty list has no words")
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return render(catalog, "list.two", {"first": {"name": parts[0]}, "second": {"name": parts[1]}})
    rest = _join(catalog, parts[1:])
    return render(catalog, "list.more", {"first": {"name": parts[0]}, "rest": {"name": rest}})


# -- building messages ----------------------------------------------------------------------------------------
def message(template_id: str, **params) -> dict:
    """A nested message, for a param: {"template", "params"}."""
    return {"template": template_id, "params": params}


def said(catalog: dict, template_id: str, key: str = "text", **params) -> dict:
    """{key: English text, "template", "params"}: what an event, prompt (key "text") or action (key "label")
    carries. While `unspoken()` holds, the text is left empty (the template and params are still there)."""
    text = "" if _UNSPOKEN.get() else render(catalog, template_id, params)
    return {key: text, "template": template_id, "params": params}


#: set while the search bot simulates: its actions are matched by their data alone (shared.engine.search.action_key)
#: and no player reads them, and rendering the labels was about half of a simulated decision's cost (issue 31)
_UNSPOKEN: ContextVar[bool] = ContextVar("unspoken", default=False)


@contextmanager
def unspoken():
    """Within the block, `said` skips rendering: for the bots' simulations only, never for what is served."""
    token = _UNSPOKEN.set(True)
    try:
        yield
    finally:
        _UNSPOKEN.reset(token)


def seat_param(seat: int, names) -> dict:
    """A seat as a param: its number counted from one, and its name (`names`: the seats' names, by seat)."""
    return {"seat": seat + 1, "name": names[seat] if names is not None and seat < len(names) else f"Seat {seat + 1}"}


def items(values: list) -> dict:
    """A list param (joined "a, b and c")."""
    return {"items": list(values)}


# -- the pseudo-locale (issue 30 §5) --------------------------------------------------------------------------
_ACCENTED = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                          "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")


def pseudo_text(text: str) -> str:
    """Android's and Chromium's pseudo-locale for literal text: accented letters, a third longer."""
    extra = "~" * (len(text) // 3) if text.strip() else ""
    return text.translate(_ACCENTED) + extra


def pseudo_template(template: str) -> str:
    """The template with its literal text pseudo-translated and every placeholder kept, bracketed as a whole."""
    return "[" + _unparse(parse(template)) + "]"


def _unparse(nodes: tuple) -> str:
    out = []
    for node in nodes:
        if isinstance(node, str):
            out.append(pseudo_text(node))
        elif node[0] == "hash":
            out.append("#")
        elif node[0] == "arg":
            out.append("{" + node[1] + "}")
        else:
            branches = " ".join(f"{key} {{{_unparse(sub)}}}" for key, sub in node[2].items())
            out.append(f"{{{node[1]}, {node[0]}, {branches}}}")
    return "".join(out)


def pseudo_catalog(catalog: dict) -> dict:
    """Every template of a catalog through the pseudo-locale."""
    return {tid: pseudo_template(t) for tid, t in catalog.items()}
