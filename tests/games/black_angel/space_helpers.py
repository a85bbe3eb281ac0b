"""Fixture builders for the Space board tests (space, missions, advance): a painted board, ships, cards."""
from __future__ import annotations

from shared.games.black_angel import geometry, space, steps
from shared.games.black_angel.content import content

from tests.games.black_angel.helpers import clear_dice, give, new_state, start_turn

EMPTY = "E"


def blank_space(state: dict) -> dict:
    """Every hex empty, no cards, ships or Spes; the Black Angel on the centre strip."""
    for strip in state["space"]["strips"]:
        strip.update(hexes=[EMPTY] * len(geometry.K_VALUES), cards={}, ships={}, spes_token=False, spes_tile=False)
    state["space"]["ba"] = geometry.ba_position(len(state["space"]["strips"]))
    return state


def paint(state: dict, codes: dict) -> dict:
    """Set hex codes: {(p, k): code}."""
    for (p, k), code in codes.items():
        space.strip_at(state, p)["hexes"][geometry.K_VALUES.index(k)] = code
    return state


def put_ship(state: dict, seat: int, p: int, k: int) -> dict:
    """A ship of `seat` on (p, k) (not taken from storage)."""
    space.add_ship(state, seat, p, k)
    return state


def put_card(state: dict, card: str, p: int, k: int, owner) -> dict:
    """Mission `card` on (p, k), owned by `owner` (its robot on the reward), out of every deck."""
    for colour, cards in state["decks"]["missions"].items():
        state["decks"]["missions"][colour] = [c for c in cards if c != card]
    for player in state["players"]:
        if card in player["hand"]["missions"]:
            player["hand"]["missions"].remove(card)
    space.strip_at(state, p)["cards"][str(k)] = {"card": card, "owner": owner}
    return state


def space_state(players: int = 3, seat: int = 0, **holdings) -> dict:
    """`seat`'s turn has begun on a blank Space board; compartments empty; `holdings` given to `seat`."""
    state = new_state(players)
    start_turn(state, seat)
    for other in range(players):
        clear_dice(state, other)
    blank_space(state)
    return give(state, seat, **holdings)


def command(state: dict, seat: int, colour: str, value: int) -> list:
    """Start Command Your Ships as the ships action would (after damage and Ravager); returns the events."""
    ev: list = []
    space.start_command(state, seat, colour, value, ev)
    steps.run_automatic(state, ev)
    return ev


def run_step(state: dict, kind: str, seat: int, **data) -> list:
    """Push an automatic step and run it (and whatever automatic steps follow); returns the events."""
    ev: list = []
    steps.push(state, kind, seat, **data)
    steps.run_automatic(state, ev)
    return ev


def mission_id(colour: str, type_: str = "activation", reward: str | None = None, effect: str | None = None,
               skip: int = 0) -> str:
    """The (skip+1)-th Mission of `colour` and type whose reward good / effect kind match (content order)."""
    found = [m["id"] for m in content().missions.values()
             if m["colour"] == colour and m["type"] == type_ and (reward is None or reward in m["reward"])
             and (effect is None or m["effect"]["kind"] == effect)]
    return found[skip]


def ravager_for(action_id: str, skip: int = 0) -> str:
    """A Ravager card whose location is `action_id`'s."""
    location = content().action(action_id)["location"]
    return [r for r in content().ravager_ids if content().ravager(r)["location"] == location][skip]


def ships_on(state: dict, p: int, k: int) -> list:
    """The seats with a ship on (p, k), sorted."""
    return sorted(space.ships_at(state, p, k))
