"""Fixture builders for Fallen Angel tests: fresh games, chosen dice and holdings, groups in Sections, and
validated play.

Every builder mutates and returns the state it is given (except `new_state` and `play`, which return new ones).
"""
from __future__ import annotations

from shared.engine import SeatSpec
from shared.games.fallen_angel import steps
from shared.games.fallen_angel.game import FallenAngelGame
from tests.games.driver import Driver

GAME = FallenAngelGame()
#: reading and playing, shared by every game's helpers (tests/games/driver.py)
_DRIVER = Driver(GAME)
legal, legal_types, find, active = _DRIVER.legal, _DRIVER.legal_types, _DRIVER.find, _DRIVER.active
play, act, refused = _DRIVER.play, _DRIVER.act, _DRIVER.refused
first_choice, run_until = _DRIVER.default_pick, _DRIVER.run_until
#: player fields `give` sets directly (numbers, lists, dicts)
PLAYER_FIELDS = ("vp", "honor", "shields", "engine", "storage", "consumed", "cubes", "barracks", "bonus",
                 "rerolls", "skulls", "chains", "batteries", "copied", "airship", "moved")


def seats(n: int, kind: str = "human") -> list[SeatSpec]:
    """n seats numbered clockwise, of one kind."""
    return [SeatSpec(i, f"P{i}", kind) for i in range(n)]


def new_state(players: int = 3, seed: int = 1, **options) -> dict:
    """A fresh game of `players` human seats (at the setup hero draft)."""
    return GAME.new_game(seed, options, seats(players))


# -- reading ------------------------------------------------------------------------------------------------
def top_kind(state: dict) -> str | None:
    """The kind of the open decision (pending item or step), or None."""
    found = steps.open_decision(state)
    return found[1]["kind"] if found else None


def dice_of(state: dict, seat: int, at: str | None = None) -> list[str]:
    """Ids of `seat`'s dice (optionally only those `at` a place: unused, placed, jail, discarded, barracks)."""
    return [d for d in state["players"][seat]["dice"] if at is None or state["dice"][d]["at"] == at]


def values_of(state: dict, seat: int, at: str = "unused") -> list[int]:
    """The sorted values of `seat`'s dice at `at`."""
    return sorted(state["dice"][d]["value"] for d in dice_of(state, seat, at))


# -- building -----------------------------------------------------------------------------------------------
def set_dice(state: dict, seat: int, values: list[int], at: str = "unused") -> dict:
    """Give `seat` exactly len(values) dice at `at` showing `values` (its first dice in id order); the seat's
    other non-barracks dice go to "discarded" (out of play this round)."""
    pool = [d for d in state["players"][seat]["dice"] if state["dice"][d]["at"] != "barracks"]
    assert len(values) <= len(pool), f"seat {seat} has only {len(pool)} dice"
    for die_id in pool:
        state["dice"][die_id]["at"] = "discarded"
    for die_id, value in zip(pool, values):
        state["dice"][die_id].update({"value": value, "at": at})
    return state


def give(state: dict, seat: int, **holdings) -> dict:
    """Set (not add) a player's holdings: vp, honor, shields, engine, rerolls, skulls, cubes {colour: n}, ..."""
    player = state["players"][seat]
    for key, value in holdings.items():
        if key not in PLAYER_FIELDS:
            raise KeyError(f"give: unknown holding {key!r}")
        player[key] = value
    return state


def put_group(state: dict, section: str, die_ids: list[str], values: list[int] | None = None) -> dict:
    """Place `die_ids` as a new topmost group in `section` (optionally setting their values)."""
    for i, die_id in enumerate(die_ids):
        state["dice"][die_id]["at"] = "placed"
        if values is not None:
            state["dice"][die_id]["value"] = values[i]
    state["sections"][section]["groups"].append(list(die_ids))
    return state


def put_jail(state: dict, section: str, die_ids: list[str]) -> dict:
    """Put `die_ids` in `section`'s jail."""
    for die_id in die_ids:
        state["dice"][die_id]["at"] = "jail"
    state["sections"][section]["jail"].extend(die_ids)
    return state


def sections_of(state: dict, kind: str, region: str | None = None) -> list[str]:
    """Section ids holding a tile of `kind` (action / monster), optionally in one region, in id order."""
    return sorted(s for s, sec in state["sections"].items()
                  if sec["tile"]["kind"] == kind and region in (None, sec["region"]))


# -- playing ------------------------------------------------------------------------------------------------
def is_phase(phase: str, round_: int | None = None):
    """A predicate: the game is in `phase` (of round `round_`, if given)."""
    return lambda s: s["phase"] == phase and (round_ is None or s["round"] == round_)


def at_main_turn(state: dict, seat: int | None = None) -> bool:
    """True when a `main_turn` step (of `seat`, if given) is open and nothing is pending."""
    found = steps.open_decision(state)
    return (found is not None and found[0] == "step" and found[1]["kind"] == "main_turn"
            and (seat is None or found[1]["seat"] == seat))


def to_main(state: dict) -> dict:
    """Play the draft and the roll with default choices until the first main-phase turn."""
    return run_until(state, at_main_turn)
