"""Which scenario a table plays, and which seat plays which colours and side in it.

The option `scenario` defaults by seat count (content boards.json `default_by_seats`: 2 -> duel, 3 ->
protection_of_the_soul, 4 -> battle_for_the_soul); a named scenario must have as many seats as the table. A seat's
role is a colour; the scenario's seats say which side and colours each plays (setup.assign_seats).
(AF-1, AF-54..AF-57; Rulebook: Setup 1, 3; Scenarios.)
"""
from __future__ import annotations

from collections import Counter

from shared.engine.errors import InvalidOptions
from shared.games.angel_fury.content import content


#: the kit's seatings of the team scenarios (game.team_configs): good in seat 0, so evil's first turn is not seat 0's;
#: the lone angel and the Epic Duel's seats named by their second colour
SEATINGS = {"battle_for_the_soul": ("white", "red", "yellow", "black"),
            "protection_of_the_soul": ("red", "white", "black"),
            "epic_duel": ("yellow", "red")}


def default_for(seat_count: int) -> str:
    """The scenario a table of `seat_count` seats plays unless the options name one."""
    return content().default_by_seats.get(seat_count, content().default_scenario)


def seat_slots(seat_count: int) -> list:
    """The scenario seats of the default scenario for this seat count (empty when the counts differ)."""
    slots = content().scenario(default_for(seat_count))["seats"]
    return list(slots) if len(slots) == seat_count else []


def has_team(name: str) -> bool:
    """True when a side of the scenario has several seats (its result is a team one, AF-54, AF-55)."""
    sides = [slot["side"] for slot in content().scenario(name)["seats"]]
    return len(set(sides)) < len(sides)


def check_scenario(name: str, seat_count: int) -> None:
    """InvalidOptions unless the scenario seats exactly this many players (AF-54..AF-57)."""
    wanted = len(content().scenario(name)["seats"])
    if wanted != seat_count:
        raise InvalidOptions(f"scenario {name} is for {wanted} players, not {seat_count}")


def side_needs(seat_count: int) -> Counter:
    """How many seats each side has at a table of this size (the same in every scenario of that size)."""
    return Counter(slot["side"] for slot in seat_slots(seat_count))


def check_roles(roles: list) -> None:
    """InvalidOptions when the named colours ask for more seats of a side than the table has (AF-54..AF-57)."""
    needs = side_needs(len(roles))
    named = Counter(content().side_of(r) for r in roles if r is not None)
    for side, count in named.items():
        if needs and count > needs[side]:
            raise InvalidOptions(f"a {len(roles)}-player game has {needs[side]} {side} seat(s); "
                                 f"{count} seats named {side} colours")


def fill(roles: list) -> list:
    """Each unnamed role: the first colour of a scenario seat no named colour claimed, whose side still needs a
    seat, in scenario order."""
    taken = {r for r in roles if r is not None}
    left = Counter(side_needs(len(roles)))
    left.subtract(content().side_of(r) for r in taken)
    free = []
    for slot in seat_slots(len(roles)):
        if left[slot["side"]] > 0 and not taken & set(slot["colours"]):
            left[slot["side"]] -= 1
            free.append(slot["colours"][0])
    free += [c for c in content().colours if c not in taken and c not in free]
    return [role if role is not None else free.pop(0) for role in roles]
