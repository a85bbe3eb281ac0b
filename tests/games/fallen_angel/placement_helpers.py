"""Board builders for the placement, fight and hero tests: a main-phase turn of a chosen seat on a cleared board,
dice with chosen values in groups, jails or hands (the seam DESIGN.md names: dice values set directly), hero
cards in hand or on Hatches, and a recorder for the Action tiles' dispatch (tile_actions.start, the airship owner's).

Every builder mutates the state it is given; 4 seats, so the colours are Blue 0, Yellow 1, Red 2, Green 3.
"""
from __future__ import annotations

import pytest

from shared.games.fallen_angel import placement
from shared.games.fallen_angel.content import content
from tests.games.fallen_angel import helpers as h

BLUE, YELLOW, RED, GREEN = 0, 1, 2, 3
#: where dice wait until a test gives them a value and a place
SPARE = ("discarded", "barracks")


def main_board(players: int = 4, seed: int = 1) -> dict:
    """A game at its first main-phase turn with every die, group, jail, hand and Hatch cleared."""
    state = h.to_main(h.new_state(players, seed))
    for die in state["dice"].values():
        if die["at"] == "unused":
            die["at"] = "discarded"
    for spot in state["sections"].values():
        spot.update(groups=[], jail=[], monster_dice=[])
    for player in state["players"]:
        player["heroes"]["hand"] = []
    state["hatches"] = {hatch: [] for hatch in content().hatches_by_id}
    return state


def my_turn(state: dict, seat: int) -> dict:
    """Make the open main-phase turn `seat`'s."""
    for step in state["steps"]:
        if step["kind"] in ("main_turn", "next_turn"):
            step["seat"] = seat
    state["main"]["turn"] = seat
    return state


def spare_dice(state: dict, seat: int, n: int) -> list[str]:
    """`seat`'s next `n` dice not yet in play."""
    found = [d for d in state["players"][seat]["dice"] if state["dice"][d]["at"] in SPARE][:n]
    assert len(found) == n, f"seat {seat} has too few spare dice"
    return found


def unused(state: dict, seat: int, *values: int) -> list[str]:
    """Give `seat` unused dice showing `values` (its rolled dice this round)."""
    ids = spare_dice(state, seat, len(values))
    for die_id, value in zip(ids, values):
        state["dice"][die_id].update(value=value, at="unused")
    return ids


def group(state: dict, sec: str, *dice: tuple[int, int]) -> list[str]:
    """Put a new topmost group of (seat, value) dice in `sec`; returns their ids."""
    ids = []
    for seat, value in dice:
        die_id = spare_dice(state, seat, 1)[0]
        state["dice"][die_id].update(value=value, at="placed")
        ids.append(die_id)
    state["sections"][sec]["groups"].append(ids)
    return ids


def jailed(state: dict, sec: str, seat: int, value: int) -> str:
    """Put a die of `seat` showing `value` in `sec`'s Dice Jail."""
    die_id = spare_dice(state, seat, 1)[0]
    state["dice"][die_id].update(value=value, at="jail")
    state["sections"][sec]["jail"].append(die_id)
    return die_id


def card(state: dict, seat: int, hero: str) -> str:
    """`seat`'s card of `hero` (from its colour's deck)."""
    colour = state["seats"][seat]["role"]
    return next(c for c in content().deck_of[colour] if content().hero_cards[c]["hero"] == hero)


def hand(state: dict, seat: int, *heroes: str) -> list[str]:
    """Put `seat`'s cards of `heroes` in its hand (out of its deck)."""
    cards = [card(state, seat, hero) for hero in heroes]
    mine = state["players"][seat]["heroes"]
    mine["deck"] = [c for c in mine["deck"] if c not in cards]
    mine["hand"] += cards
    return cards


def on_hatch(state: dict, region: str, *cards: str) -> str:
    """Put cards (bottom first) on a Region's Hatch; returns the Hatch id."""
    hatch = content().hatch_of_region[region]
    state["hatches"][hatch] += list(cards)
    return hatch


def action_section(state: dict, region: str | None = None, kind: str | None = None, index: int = 0) -> str:
    """An Action-tile Section (of a Region, with an Action type), the `index`-th in id order."""
    found = [s for s in h.sections_of(state, placement.ACTION, region)
             if kind is None or content().action_type(state["sections"][s]["tile"]["id"]) == kind]
    return found[index]


def monster_section(state: dict, region: str | None = None, dice: tuple = (), index: int = 0) -> str:
    """A Monster-tile Section with the given Monster Dice values."""
    sec = h.sections_of(state, placement.MONSTER, region)[index]
    state["sections"][sec]["monster_dice"] = list(dice)
    return sec


def region_of(sec: str) -> str:
    """The Region of a Section."""
    return content().region_of(sec)


def choices(state: dict, seat: int) -> list[list[int]]:
    """The value multisets the open dice choice offers."""
    return sorted(a["values"] for a in h.legal(state, seat) if a["type"] == "place_dice")


def at(state: dict, die_id: str) -> str:
    """Where a die is: unused, placed, jail, discarded."""
    return state["dice"][die_id]["at"]


def values_in(state: dict, sec: str) -> list[list[int]]:
    """The Section's groups as values, bottom first."""
    return [[state["dice"][d]["value"] for d in g] for g in state["sections"][sec]["groups"]]


@pytest.fixture
def tile_calls(monkeypatch) -> list:
    """Record tile_actions.start(state, seat, tile_id, strength, ev) as (seat, tile_id, strength); push nothing."""
    from shared.games.fallen_angel import tile_actions

    calls: list = []
    monkeypatch.setattr(tile_actions, "start", lambda state, seat, tile, strength, ev: calls.append(
        (seat, tile, strength)))
    return calls
