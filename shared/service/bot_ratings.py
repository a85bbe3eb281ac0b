"""What each game's bots measured in `make arena` (issue 31 §4): their Elo per game and their decision seconds.

bot_ratings.json beside this module is written by `python -m bench.arena_table --write-ratings` from the arena's
record (bench/arena/*.jsonl); GET /v1/rules lists each game's bots with it, strongest first, and the `bot` timeout
policy and takeover play the strongest that fits the seat's clock. A game or bot the file lacks falls back to the
engine's declared order (shared.engine.bots.STRENGTH_ORDER) with no figures.
"""
from __future__ import annotations

import os
from functools import lru_cache

import orjson

from shared.engine.bots import BOTS, STRENGTH_ORDER, strongest_bot

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bot_ratings.json")


@lru_cache(maxsize=1)
def ratings() -> dict:
    """{game: {bot: {"elo", "games", "decision_seconds"}}} as measured; {} without the file."""
    if not os.path.exists(PATH):
        return {}
    with open(PATH, "rb") as f:
        return orjson.loads(f.read())


def strength_order(game: str, measured: dict | None = None) -> list[str]:
    """The bots from strongest to weakest in `game`: the rated ones by Elo, then the others in STRENGTH_ORDER."""
    measured = ratings().get(game, {}) if measured is None else measured

    def rank(name):
        entry = measured.get(name)
        return (0, -entry["elo"]) if entry else (1, STRENGTH_ORDER.index(name) if name in STRENGTH_ORDER else 99)
    return sorted(BOTS, key=rank)


def strongest_for(game: str, seconds_per_decision: float) -> str:
    """The game's strongest bot whose decisions fit `seconds_per_decision` (the `bot` timeout policy, takeover)."""
    return strongest_bot(strength_order(game), seconds_per_decision)


def game_bots(game: str) -> list[dict]:
    """Every bot a seat of `game` may name, strongest first: name, text and what it measured in this game."""
    measured = ratings().get(game, {})
    out = []
    for name in strength_order(game, measured):
        entry = measured.get(name) or {}
        out.append({"name": name, "text": BOTS[name].text, "elo": entry.get("elo"), "games": entry.get("games"),
                    "decision_seconds": entry.get("decision_seconds")})
    return out
