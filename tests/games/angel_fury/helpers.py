"""Fixture builders for Angel Fury tests: fresh games, a started Duel with chosen characters, units placed in
areas, chosen hands / decks / offers, resources, and validated play.

Every builder mutates and returns the state it is given (except `new_state`, `started` and `play`, which return
new ones). Seats of the default Duel: 0 = black (evil, moves first), 1 = yellow (good).
"""
from __future__ import annotations

from shared.engine import SeatSpec
from shared.games.angel_fury import steps
from shared.games.angel_fury.content import content
from shared.games.angel_fury.game import AngelFuryGame
from tests.games.driver import Driver

GAME = AngelFuryGame()
#: reading and playing, shared by every game's helpers (tests/games/driver.py)
_DRIVER = Driver(GAME)
legal, legal_types, find, active = _DRIVER.legal, _DRIVER.legal_types, _DRIVER.find, _DRIVER.active
play, act, refused = _DRIVER.play, _DRIVER.act, _DRIVER.refused
first_choice, run_until = _DRIVER.default_pick, _DRIVER.run_until
EVIL, GOOD = 0, 1
#: player fields `give` sets directly
PLAYER_FIELDS = ("crystals", "reinforcements", "handsize", "commands", "tactics_played", "turn_flags", "reserve",
                 "seraph_cards", "deck_known")


def seats(n: int = 2, kind: str = "human", roles: tuple = ()) -> list[SeatSpec]:
    """n seats of one kind, with optional roles (colours) by seat."""
    return [SeatSpec(i, f"P{i}", kind, role=roles[i] if i < len(roles) else None) for i in range(n)]


def new_state(seed: int = 1, roles: tuple = (), **options) -> dict:
    """A fresh Duel of two human seats, at the character choice."""
    return GAME.new_game(seed, options, seats(2, roles=roles))


def started(seed: int = 1, evil: str = "baal", good: str = "michael", roles: tuple = (), **options) -> dict:
    """A Duel past the character choice (the named characters forced into the deal): evil's first turn."""
    state = new_state(seed, roles, **options)
    wanted = [evil if p["side"] == "evil" else good for p in state["players"]]
    for seat, player in enumerate(state["players"]):
        if wanted[seat] not in player["offered"]:
            player["offered"][0] = wanted[seat]
    for seat in range(len(wanted)):
        state, _ = act(state, seat, "choose_character", character=wanted[seat])
    return state


# -- reading -----------------------------------------------------------------------------------------------------------

def top_kind(state: dict) -> str | None:
    """The kind of the open decision (pending item or step), or None."""
    found = steps.open_decision(state)
    return found[1]["kind"] if found else None


def at_turn(state: dict, seat: int | None = None) -> bool:
    """True when a `turn` menu (of `seat`, if given) is open and nothing is pending."""
    found = steps.open_decision(state)
    return (found is not None and found[0] == "step" and found[1]["kind"] == "turn"
            and (seat is None or found[1]["seat"] == seat))


def units(state: dict, area: str, colour: str) -> int:
    """How many minions of `colour` stand in the area."""
    return state["areas"][area]["units"].get(colour, {}).get("minions", 0)


def fresh(state: dict, area: str, colour: str) -> int:
    """How many of them may still be commanded this turn."""
    return state["areas"][area]["units"].get(colour, {}).get("fresh", 0)


def leader_id(state: dict, colour: str, kind: str, n: int = 1) -> str:
    """The id of `colour`'s n-th seraph (kind "seraph") or its arch (kind "arch")."""
    return f"{colour}-arch" if kind == "arch" else f"{colour}-seraph-{n}"


def cards_of_type(type_: str, colour: str | None = None, source: str | None = None) -> list[str]:
    """Card ids of a type (e.g. "flaming_sword"), optionally one colour's starting copies or one source."""
    c = content()
    return [i for i, card in c.cards.items() if card["type"] == type_
            and (colour is None or card["owner"] == colour) and (source is None or card["source"] == source)]


def training_card(side: str, type_: str) -> str:
    """The first copy of a card type in a side's training deck."""
    return next(i for i in content().training_deck(side) if content().card(i)["type"] == type_)


def deck_total(state: dict, seat: int) -> int:
    """Hand + draw pile + discard pile of a seat (AF-25)."""
    p = state["players"][seat]
    return len(p["hand"]) + len(p["deck"]) + len(p["discard"])


# -- building ----------------------------------------------------------------------------------------------------------
def clear_area(state: dict, area: str) -> dict:
    """Remove every unit from an area (minions to the reserve, leaders off the board but alive)."""
    rec = state["areas"][area]
    for colour, u in rec["units"].items():
        state["reserve"]["minions"][colour] += u["minions"]
    rec["units"] = {}
    for lid in rec["leaders"]:
        state["leaders"][lid]["area"] = None
    rec["leaders"] = []
    return state


def clear_board(state: dict) -> dict:
    """Remove every unit from the board."""
    for area in state["areas"]:
        clear_area(state, area)
    return state


def place(state: dict, area: str, colour: str, minions: int = 0, fresh_: int | None = None,
          leaders: tuple = ()) -> dict:
    """Put `minions` of `colour` (taken from the reserve) and the named leaders into the area."""
    rec = state["areas"][area]
    if minions:
        u = rec["units"].setdefault(colour, {"minions": 0, "fresh": 0})
        u["minions"] += minions
        u["fresh"] += minions if fresh_ is None else fresh_
        state["reserve"]["minions"][colour] -= minions
    for lid in leaders:
        old = state["leaders"][lid]["area"]
        if old is not None:
            state["areas"][old]["leaders"].remove(lid)
        state["leaders"][lid].update(area=area, alive=True)
        rec["leaders"].append(lid)
    return state


def kill_leader(state: dict, lid: str) -> dict:
    """Take a leader off the board as destroyed."""
    leader = state["leaders"][lid]
    if leader["area"] is not None:
        state["areas"][leader["area"]]["leaders"].remove(lid)
    leader.update(area=None, alive=False)
    return state


def _all_cards(player: dict) -> list:
    """The seat's 12 cards: hand, draw pile, discard pile."""
    return player["hand"] + player["deck"] + player["discard"]


def set_cards(state: dict, seat: int, hand: list | None = None, deck: list | None = None,
              discard: list | None = None) -> dict:
    """Arrange the seat's 12 cards: the named ones where named, the rest of its cards into the draw pile
    (bottom). Names are card ids; the 12-card invariant is kept."""
    player = state["players"][seat]
    pool = _all_cards(player)
    named = (hand or []) + (deck or []) + (discard or [])
    for card in named:
        if card in pool:
            pool.remove(card)
        else:
            pool.pop()  # a card from outside the deck replaces one of the seat's own (keeps 12)
    player["hand"] = list(hand or [])
    player["discard"] = list(discard or [])
    player["deck"] = pool + list(deck or [])
    return state


def set_offer(state: dict, side: str, cards: list) -> dict:
    """Put `cards` (ids of the side's training deck) on the offer; the former offer goes back in the deck."""
    ground = state["training"][side]
    for card in cards:
        if card in ground["deck"]:
            ground["deck"].remove(card)
        elif card in ground["lost"]:
            ground["lost"].remove(card)
    ground["deck"] = [c for c in ground["offer"] if c not in cards] + ground["deck"]
    ground["offer"] = list(cards)
    return state


def give(state: dict, seat: int, **holdings) -> dict:
    """Set (not add) a player's holdings: crystals, reinforcements, handsize, commands {unused, used}, ..."""
    player = state["players"][seat]
    for key, value in holdings.items():
        if key not in PLAYER_FIELDS:
            raise KeyError(f"give: unknown holding {key!r}")
        player[key] = value
    return state


# -- playing -----------------------------------------------------------------------------------------------------------

def end_turn(state: dict, seat: int) -> tuple[dict, list]:
    """End `seat`'s turn."""
    return play(state, seat, {"type": "end_turn"})

