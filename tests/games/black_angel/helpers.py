"""Fixture builders for Black Angel tests: fresh games, chosen holdings, dice, tiles, and validated play.

Every builder mutates and returns the state it is given (except `new_state` and `play`, which return new ones).
"""
from __future__ import annotations

from shared.engine import SeatSpec
from shared.games.black_angel import flow, steps
from shared.games.black_angel.game import BlackAngelGame
from tests.games.driver import Driver

GAME = BlackAngelGame()
#: reading and playing, shared by every game's helpers (tests/games/driver.py)
_DRIVER = Driver(GAME)
legal, legal_types, find, active = _DRIVER.legal, _DRIVER.legal_types, _DRIVER.find, _DRIVER.active
play, act, refused = _DRIVER.play, _DRIVER.act, _DRIVER.refused
#: player fields `give` sets directly (numbers)
SCALARS = ("vp", "resources", "ships", "debris")
#: robot places `give` sets: break, reserve; work_<colour> for a workstation
ROBOTS = ("break", "reserve")


def seats(n: int, kind: str = "human") -> list[SeatSpec]:
    """n seats numbered clockwise, of one kind."""
    return [SeatSpec(i, f"P{i}", kind) for i in range(n)]


def new_state(players: int = 3, seed: int = 1, first: int = 0, **options) -> dict:
    """A fresh game of `players` human seats; seat `first` starts (option first_player)."""
    return GAME.new_game(seed, {"first_player": str(first), **options}, seats(players))


def give(state: dict, seat: int, **holdings) -> dict:
    """Set (not add) a player's holdings: vp/resources/ships/debris numbers, break/reserve robots,
    work_<colour> workstation robots, missions/ravagers hand lists (ids), tucked/ejected lists."""
    player = state["players"][seat]
    for key, value in holdings.items():
        if key in SCALARS:
            player[key] = value
        elif key in ROBOTS:
            player["robots"][key] = value
        elif key.startswith("work_"):
            player["robots"]["work"][key[len("work_"):]] = value
        elif key in ("missions", "ravagers"):
            take_out_of_decks(state, value)
            player["hand"][key] = list(value)
        elif key in ("tucked", "ejected"):
            player[key] = list(value)
        else:
            raise KeyError(f"give: unknown holding {key!r}")
    return state


def take_out_of_decks(state: dict, ids) -> None:
    """Remove card ids from every deck and discard pile, so a card handed to a test player exists once."""
    wanted = set(ids)
    decks = state["decks"]
    for group in ("missions", "mission_discard"):
        for colour, cards in decks[group].items():
            decks[group][colour] = [c for c in cards if c not in wanted]
    for key in ("ravagers", "ravager_discard"):
        decks[key] = [c for c in decks[key] if c not in wanted]


def set_die(state: dict, die_id: str, value: int, at="supply", *, cube: bool = False, reserved: bool = False,
            used: bool = False) -> dict:
    """Put die `die_id` at `at` ("supply", a seat, or "neutral") showing `value`."""
    state["dice"][die_id].update({"value": value, "at": at, "cube": cube, "reserved": reserved, "used": used})
    return state


def dice_of(state: dict, at, colour: str | None = None) -> list[str]:
    """Ids of the dice at `at` (a seat, "supply" or "neutral"), optionally of one colour, in id order."""
    return sorted(d for d, die in state["dice"].items() if die["at"] == at and colour in (None, die["colour"]))


def clear_dice(state: dict, at) -> dict:
    """Return every die at `at` to the supply, unreserved (a blank compartment)."""
    for die_id in dice_of(state, at):
        state["dice"][die_id].update({"at": "supply", "reserved": False, "used": False})
    return state


def put_tile(state: dict, seat: int, cell, tile_id: str | None, debris: bool = False) -> dict:
    """Put `tile_id` (None: empty the cell) in `seat`'s grid at cell (row, col), 0-based."""
    r, c = cell
    state["players"][seat]["grid"][r][c] = None if tile_id is None else {"tile": tile_id, "debris": debris}
    return state


def clear_grid(state: dict, seat: int) -> dict:
    """Empty `seat`'s whole grid."""
    grid = state["players"][seat]["grid"]
    for r, row in enumerate(grid):
        grid[r] = [None] * len(row)
    return state


def run_until(state: dict, predicate, limit: int = 2000, pick=None) -> dict:
    """Let the active seat take its first legal action (or `pick(state, seat, legal)`) until
    `predicate(state)`; returns the state. AssertionError if the game ends or `limit` passes first."""
    for _ in range(limit):
        if predicate(state):
            return state
        seat = active(state)
        assert seat is not None, "the game ended before the condition held"
        options = GAME.legal_actions(state, seat)
        action = pick(state, seat, options) if pick else options[0]
        state = GAME.apply(state, seat, action).state
    raise AssertionError("condition never reached")


def top_kind(state: dict) -> str | None:
    """The kind of the open decision (pending item or step), or None."""
    found = steps.open_decision(state)
    return found[1]["kind"] if found else None


def at_turn_start(state: dict, seat: int | None = None) -> bool:
    """True when a fresh `turn` step (of `seat`, if given) is open and nothing is pending."""
    found = steps.open_decision(state)
    if found is None or found[0] != "step" or found[1]["kind"] != "turn":
        return False
    turn = state["turn"]
    return turn["seq"] is None and (seat is None or found[1]["seat"] == seat)


def start_turn(state: dict, seat: int) -> dict:
    """Make it the start of `seat`'s turn in the current round: a fresh turn record, its turn and end_turn steps."""
    state["pending"] = []
    state["steps"] = []
    flow.start_turn(state, seat)
    return state
