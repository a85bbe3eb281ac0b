"""Dice helpers: where dice are, rolling, flipping, prices for taking another's die, supply draws.

A die is state["dice"][id] = {"colour", "value", "cube", "at": "supply" | seat | "neutral", "reserved", "used"}.
Raw face values only; the damage-adjusted value of a die on an action lives in actions.py (BA-14).
"""
from __future__ import annotations

from shared.engine.rng import Rng
from shared.games.black_angel.content import content

SUPPLY = "supply"
NEUTRAL = "neutral"


def dice_at(state: dict, at, colour: str | None = None) -> list[str]:
    """Ids of the dice at `at` (a seat, "supply" or "neutral"), optionally of one colour, in setup order."""
    return [d for d, die in state["dice"].items() if die["at"] == at and (colour is None or die["colour"] == colour)]


def own_dice(state: dict, seat: int) -> list[str]:
    """The dice in `seat`'s compartment (standard and high-security areas)."""
    return dice_at(state, seat)


def neutral_dice(state: dict, colour: str | None = None) -> list[str]:
    """The neutral player's dice (2 players, BA-38)."""
    return dice_at(state, NEUTRAL, colour)


def roll(state: dict, die_id: str, rng: Rng) -> int:
    """Roll a die: a uniform face of the content faces (BA-33)."""
    faces = content().faces
    value = faces[rng.below(len(faces))]
    state["dice"][die_id]["value"] = value
    return value


def opposite(value: int) -> int:
    """The face opposite `value` (inventory part 3: opposite faces differ by 2)."""
    return content().opposite[value]


def flip(state: dict, die_id: str) -> int:
    """Turn a die to its opposite face (BA-9); returns the new value."""
    die = state["dice"][die_id]
    die["value"] = opposite(die["value"])
    return die["value"]


def can_flip(state: dict, seat: int, die_id: str) -> bool:
    """True for one of `seat`'s own compartment dice: not bought this turn, not neutral, not the die in use
    (BA-9; Rulebook: "you can't flip a die that you just bought from an opponent"; BA-38: neutral dice)."""
    turn = state["turn"]
    return (state["dice"][die_id]["at"] == seat and die_id not in turn["bought"] and die_id != turn["die"])


def flippable_dice(state: dict, seat: int) -> list[str]:
    """The dice `seat` may flip (by paying debris, BA-9, or through a tile's flip effect)."""
    return [d for d in own_dice(state, seat) if can_flip(state, seat, d)]


def price(state: dict, seat: int, die_id: str):
    """(cost, payee) for `seat` to take the die: own (0, None); another's unreserved die (buy_price, owner);
    a neutral die (buy_price, "supply"); None when it can't be taken (in the supply or reserved by another)
    (BA-11; BA-38)."""
    die = state["dice"][die_id]
    at = die["at"]
    if at == seat:
        return 0, None
    if at == NEUTRAL:
        return content().buy_price, SUPPLY
    if isinstance(at, int) and not die["reserved"]:
        return content().buy_price, at
    return None


def takeable_dice(state: dict, seat: int) -> list[tuple[str, int, object]]:
    """(die, cost, payee) for every die `seat` could take and afford now (BA-11)."""
    out = []
    resources = state["players"][seat]["resources"]
    for die_id in state["dice"]:
        offer = price(state, seat, die_id)
        if offer is not None and offer[0] <= resources:
            out.append((die_id, *offer))
    return out


def face_total(state: dict, seat: int) -> int:
    """The sum of the faces of every die in `seat`'s compartment (the B.1 penalty, BA-33)."""
    return sum(state["dice"][d]["value"] for d in own_dice(state, seat))


def return_to_supply(state: dict, die_id: str) -> None:
    """Put a die back in its colour's supply, unreserved."""
    state["dice"][die_id].update({"at": SUPPLY, "reserved": False, "used": False})


def supply_dice(state: dict, colour: str) -> list[str]:
    """The supply dice of `colour`, undamaged ones first (a player takes undamaged dice first, [A])."""
    found = dice_at(state, SUPPLY, colour)
    return [d for d in found if not state["dice"][d]["cube"]] + [d for d in found if state["dice"][d]["cube"]]

