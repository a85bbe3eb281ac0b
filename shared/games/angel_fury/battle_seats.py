"""Which seats take part in a battle and which one decides for the defenders (AF-14, AF-41, AF-58, part 3)."""
from __future__ import annotations

from shared.games.angel_fury import battle_effects as fx
from shared.games.angel_fury.battle_effects import DEFENDER, seat_of, side_units


def battle_seats(state: dict, b: dict) -> list:
    """The seats with units in the battle: the attacker first, then the defenders (AF-14, AF-41)."""
    seats = [b["attacker"]]
    for colour in fx.present_defenders(state, b):
        seat = seat_of(state, colour)
        if seat not in seats:
            seats.append(seat)
    return [s for s in seats if not is_tide(state, s)]  # the evil tide plays no cards (AF-58)


def is_tide(state: dict, seat: int) -> bool:
    """True for the evil tide's seat in the solo game (tide.py): no cards, never a retreat (AF-58, AF-62)."""
    return state.get("tide") is not None and state["tide"]["seat"] == seat


def defender_seats(state: dict, b: dict) -> list:
    """The seats defending with units in the area."""
    return [s for s in battle_seats(state, b) if s != b["attacker"]]


def main_defender(state: dict, b: dict) -> int:
    """The defending seat that decides for the defenders: the one with the most units there (part 3)."""
    minions, _ = side_units(state, b, DEFENDER)
    colour = max(fx.present_defenders(state, b), key=lambda col: (minions.get(col, 0), col))
    return seat_of(state, colour)
