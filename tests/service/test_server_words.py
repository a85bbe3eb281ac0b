"""The server's catalog (issue 30 §1, §5): every type of the service's events has a message, every template parses
and survives the pseudo-locale, and each message's text is its template filled in."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from shared.engine.words import literals, param_names, parse, pseudo_catalog, render
from shared.service.words import SERVER_CATALOG, SERVER_TEMPLATES, SERVER_TYPES, event_words

SCHEMA = Path(__file__).parents[2] / "shared/engine/contract_schemas/service_events.json"
NAMES = ["Ada", "Bo"]
SAMPLES = [
    {"type": "game_created", "seat": None, "seats": [{"seat": 0, "name": "Ada"}, {"seat": 1, "name": "Bo"}]},
    {"type": "game_created", "seat": None, "seats": [{"seat": 0, "name": "Ada"}], "rematch_of": "g1"},
    {"type": "player_joined", "seat": 1}, {"type": "game_started", "seat": None, "active_seats": [0]},
    {"type": "game_started", "seat": None, "active_seats": []},
    {"type": "game_cancelled", "seat": None}, {"type": "game_stalled", "seat": None},
    {"type": "game_resumed", "seat": None}, {"type": "seat_token_replaced", "seat": 0},
    {"type": "seat_revoked", "seat": 1}, {"type": "seat_revoked", "seat": None},
    {"type": "game_advanced", "seat": None}, {"type": "game_advanced", "seat": 0},
    {"type": "chat", "seat": 0, "name": "Ada", "text": "good luck"}, {"type": "chat", "seat": 0, "redacted": True},
    {"type": "seat_left", "seat": 0, "reason": "resigned"}, {"type": "seat_left", "seat": 1, "reason": "timed_out"},
    {"type": "abort_voted", "seat": 0, "votes": [0], "needed": [0, 1]},
    {"type": "rematch_created", "seat": None, "id": "g2"}, {"type": "rematch_created", "seat": 1, "id": "g2"},
    {"type": "moves_undone", "seat": 0, "moves": [{}, {}]},
    {"type": "game_ended", "seat": None, "result": {"winners": [0, 1], "reason": "normal"}},
    {"type": "game_ended", "seat": None, "result": {"winners": [], "reason": "aborted"}},
] + [{"type": kind, "seat": 1} for kind in ("reminder", "timed_out", "seat_taken_over", "seat_reclaimed",
                                              "vacation_started", "vacation_ended")]


class NoWords:
    name = "none"

    def event_words(self, ev, names):
        raise ValueError("no message")


def schema_types() -> set[str]:
    found = set()
    for branch in json.loads(SCHEMA.read_text())["$defs"].values():
        kind = branch.get("properties", {}).get("type", {})
        found |= {kind["const"]} if "const" in kind else set(kind.get("enum", []))
    return found


def test_every_type_of_the_services_events_has_a_message_in_the_servers_catalog():
    assert schema_types() <= SERVER_TYPES
    assert schema_types() <= {ev["type"] for ev in SAMPLES}


def test_every_server_template_parses_and_keeps_its_params_and_no_english_in_the_pseudo_locale():
    pseudo = pseudo_catalog(SERVER_CATALOG)
    for tid, template in SERVER_CATALOG.items():
        parse(template)
        assert param_names(pseudo[tid]) == param_names(template), tid
        assert all(not re.search(r"[A-Za-z]", part) for part in literals(pseudo[tid])), tid
    assert all(tid.startswith("server.") for tid in SERVER_TEMPLATES)


@pytest.mark.parametrize("ev", SAMPLES, ids=lambda ev: ev["type"])
def test_each_service_event_reads_as_its_template_filled_in_in_english_and_in_the_pseudo_locale(ev):
    said = event_words(NoWords(), dict(ev), NAMES)
    assert said["text"] == render(SERVER_CATALOG, said["template"], said["params"])
    assert said["text"][0].isupper() or ev["type"] == "chat"
    pseudo = render(pseudo_catalog(SERVER_CATALOG), said["template"], said["params"])
    assert pseudo.startswith("[")


def test_a_chat_message_keeps_its_body_as_its_text():
    said = event_words(NoWords(), {"type": "chat", "seat": 1, "name": "Bo", "text": "gg"}, NAMES)
    assert said["text"] == "gg" and said["params"]["player"] == {"seat": 2, "name": "Bo"}


def test_a_game_event_without_a_message_is_served_without_words_rather_than_failing():
    assert event_words(NoWords(), {"type": "card_bought", "seat": 0}, NAMES) is None
