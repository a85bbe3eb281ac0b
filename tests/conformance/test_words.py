"""Words for players (issue 30), for every game the registry holds: every label, prompt and event text of the
kit's sweeps comes from the game's catalog, with every param it names, reads as words (tests/conformance/
words_check.py), and survives the pseudo-locale with nothing concatenated outside a template."""
from __future__ import annotations

import re

import orjson
import pytest

from shared.engine import all_games, redact_event
from shared.engine.words import (TemplateError, full_catalog, literals, param_names, parse, pseudo_catalog,
                                 render)
from tests.conformance.kit import CONFIGS, IDS, viewers, walk
from tests.conformance.words_check import words_problems

#: games whose words are still being written (issue 30); each leaves this set when its catalog is whole
WORDS_PENDING = set()
WORDED = [(c, i) for c, i in zip(CONFIGS, IDS) if c[0].name not in WORDS_PENDING]
GAMES = [g for g in all_games() if g.name not in WORDS_PENDING]
SEEDS = 2  # per configuration in make test


def component_ids(game) -> frozenset:
    return frozenset(c["id"] for c in game.glossary()["components"])


def leaf_names(params) -> list[str]:
    """Every name a message's params show as they are (components, seats): what a translation keeps."""
    out = []
    if isinstance(params, dict):
        if "name" in params and isinstance(params["name"], str):
            out.append(params["name"])
        for value in params.values():
            out += leaf_names(value)
    elif isinstance(params, list):
        for value in params:
            out += leaf_names(value)
    return out


class Words:
    """What one sweep showed, checked as it goes; `problems` lists the first of each kind."""

    def __init__(self, game):
        self.game, self.ids = game, component_ids(game)
        self.catalog, self.pseudo = game.catalog_words(), pseudo_catalog(game.catalog_words())
        self.problems: list[str] = []
        self.count = 0

    def check(self, where: str, shown: dict, key: str) -> None:
        """One message: its English text is its template filled in, it reads as words, and in the pseudo-locale
        every letter comes from a template or a component's name."""
        self.count += 1
        text, tid, params = shown.get(key), shown.get("template"), shown.get("params")
        if not isinstance(text, str) or not isinstance(tid, str) or not isinstance(params, dict):
            self.problems.append(f"{where}: no {key}, template and params in {shown}")
            return
        try:
            filled, pseudo = render(self.catalog, tid, params), render(self.pseudo, tid, params)
        except TemplateError as exc:
            self.problems.append(f"{where}: {exc}")
            return
        if filled != text:
            self.problems.append(f"{where}: {text!r} is not its template filled in ({filled!r})")
        self.problems += [f"{where}: {p} in {text!r}" for p in words_problems(text, self.ids)]
        for name in sorted(leaf_names(params), key=len, reverse=True):
            pseudo = pseudo.replace(name, "")
        if re.search(r"[A-Za-z]", pseudo):
            self.problems.append(f"{where}: text outside any template in {text!r} (pseudo: {pseudo!r})")


def sweep(game, options, seats, seed: int) -> Words:
    """Every label and prompt of the active seats, and every event as each viewer gets it, of one random game."""
    words, names = Words(game), [s.name for s in seats]
    for before, _seat, _action, tr in walk(game, options, seats, seed):
        for seat in game.active_seats(before):
            labels = [a.get("label") for a in game.legal_actions(before, seat)]
            for action in game.legal_actions(before, seat):
                words.check(f"seat {seat}'s {action['type']}", action, "label")
            if len(set(labels)) != len(labels):
                words.problems.append(f"seat {seat}: two legal actions share a label in {labels}")
            prompt = game.prompt(before, seat)
            if prompt is not None:
                words.check(f"seat {seat}'s prompt {prompt.get('kind')}", prompt, "text")
        for ev in tr.events:
            for viewer in viewers(seats):
                check_event(game, words, ev, viewer, names, before, tr.state)
    return words


def check_event(game, words: Words, ev: dict, viewer, names: list, before: dict, after: dict) -> None:
    """The event's words as `viewer` gets them: from the redacted event, naming nothing hidden from the viewer."""
    shown = redact_event(ev, viewer)
    try:
        said = game.event_words(shown, names)
    except TemplateError as exc:
        words.problems.append(f"event {ev['type']} for viewer {viewer}: {exc}")
        return
    words.check(f"event {ev['type']} for viewer {viewer}", said, "text")
    hidden = (game.hidden_from(before, viewer) & game.hidden_from(after, viewer)) - {None}
    blob = orjson.dumps(said).decode()
    leaked = sorted(h for h in hidden if isinstance(h, str) and f'"{h}"' in blob)
    if leaked:
        words.problems.append(f"event {ev['type']} for viewer {viewer} names hidden {leaked}")


@pytest.mark.parametrize("game,options,seats", [c for c, _ in WORDED], ids=[i for _, i in WORDED])
def test_every_label_prompt_and_event_of_random_games_reads_as_words_from_the_games_catalog(game, options, seats):
    for seed in range(SEEDS):
        words = sweep(game, options, seats, seed)
        assert words.count > 0
        assert not words.problems, f"seed {seed}:\n" + "\n".join(list(dict.fromkeys(words.problems))[:25])


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_template_of_a_games_catalog_parses_and_renders_in_the_pseudo_locale(game):
    catalog = full_catalog(game.templates())
    assert len(catalog) > len(full_catalog({})), f"{game.name} has no templates"
    pseudo = pseudo_catalog(catalog)
    for tid, template in catalog.items():
        parse(template)
        assert param_names(pseudo[tid]) == param_names(template), tid
        assert all(not re.search(r"[A-Za-z]", part) for part in literals(pseudo[tid])), tid
        assert not [p for p in words_problems(" ".join(literals(template))) if "internal id" in p], tid


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_option_help_says_what_it_changes_in_words_without_rule_ids_or_file_names(game):
    for key, option in game.options.items():
        assert option.text and option.text[0].isupper() and option.text.endswith("."), (key, option.text)
        assert words_problems(option.text, component_ids(game)) == [], (key, option.text)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.name)
def test_every_glossary_name_and_text_a_client_shows_for_a_component_reads_as_words(game):
    ids = component_ids(game)
    shown = [(c["id"], c[key]) for c in game.glossary()["components"] for key in ("name", "text")]
    assert [(cid, text, words_problems(text, ids)) for cid, text in shown if words_problems(text, ids)] == []
