"""State primitives every phase shares: who plays what (seats, sides, teammates, the evil tide's seat, the owner of
a colour), each seat's character and arch (its health, its steps), and units leaving the board (destroyed, or sent
back to reinforcements).

They sit below the phases that use them (economy, movement, battles, cards, the turn flow), so none of those has to
import the turn flow to lose a unit or heal an arch. flow.py keeps the names `flow.lose_unit`,
`flow.to_reinforcements`, `flow.arch_of`, `flow.character_of`, `flow.heal` (DESIGN.md's hand-offs).
(AF-5, AF-10, AF-14, AF-37, AF-43, AF-45, AF-46, AF-49, AF-58, AF-77.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury.content import content


# -- seats and sides -----------------------------------------------------------------------------------------------
def seats_of_side(state: dict, side: str) -> list:
    """The seats playing `side`, in seat order."""
    return [s for s, p in enumerate(state["players"]) if p["side"] == side]


def audience(state: dict, seat: int) -> list:
    """Who sees `seat`'s cards: the seat and its teammates, who "may show each other" their cards (AF-10)."""
    return seats_of_side(state, state["players"][seat]["side"])


def teammates(state: dict, seat: int) -> list:
    """The other seats of `seat`'s side (AF-14)."""
    return [s for s in seats_of_side(state, state["players"][seat]["side"]) if s != seat]


def is_team_seat(state: dict, seat: int) -> bool:
    """True when `seat` shares its side with another seat (its turns are team turns, teams.py)."""
    return bool(teammates(state, seat))


def owner_of(state: dict, colour: str) -> int:
    """The seat that commands `colour`."""
    return next(s for s, p in enumerate(state["players"]) if colour in p["colours"])


def is_tide(state: dict) -> bool:
    """True in a game against the evil tide (tide.py, AF-58)."""
    return state.get("tide") is not None


def is_tide_seat(state: dict, seat) -> bool:
    """True when `seat` is the evil tide's."""
    return is_tide(state) and state["tide"]["seat"] == seat


def character_seats(state: dict) -> list:
    """The seats that choose a character: all but the tide's (AF-58)."""
    return [s for s in range(len(state["players"])) if not is_tide_seat(state, s)]


# -- characters and arches -----------------------------------------------------------------------------------------
def arch_of(state: dict, seat: int) -> str | None:
    """The id of the seat's archangel/archdemon."""
    colours = state["players"][seat]["colours"]
    return next((i for i, l in sorted(state["leaders"].items()) if l["kind"] == "arch" and l["colour"] in colours),
                None)


def character_of(state: dict, seat: int):
    """The seat's character card."""
    return content().character(state["players"][seat]["character"])


def arch_steps(state: dict, leaders) -> dict:
    """{"arch": n} when an arch among `leaders` belongs to a character with its own step count (Beelzebub 1, AF-77)."""
    for lid in leaders:
        leader = state["leaders"][lid]
        if leader["kind"] == "arch":
            character = state["players"][owner_of(state, leader["colour"])]["character"]
            steps_ = content().character(character).get("steps") if character else None
            if steps_ is not None:
                return {"arch": steps_}
    return {}


def heal(state: dict, seat: int, amount: int, ev: list) -> int:
    """Heal the seat's living arch by up to `amount`, never past its printed health; returns what was healed."""
    arch = arch_of(state, seat)
    leader = state["leaders"].get(arch) if arch else None
    if leader is None or not leader["alive"] or leader["health"] is None:
        return 0
    healed = min(amount, character_of(state, seat)["health"] - leader["health"])
    if healed > 0:
        leader["health"] += healed
        ev.append(event("arch_healed", seat, leader=arch, amount=healed, health=leader["health"]))
    return max(healed, 0)


# -- losing units (hand-off for battle, cards and movement) ------------------------------------------------------------
def take_minions(state: dict, area_id: str, colour: str, minions: int) -> None:
    """Take `minions` minions of `colour` off the area, the fresh ones last (an uncommanded unit is never taken in
    place of a commanded one)."""
    area = state["areas"][area_id]
    units = area["units"][colour]
    units["minions"] -= minions
    units["fresh"] = min(units["fresh"], units["minions"])
    if not units["minions"]:
        del area["units"][colour]


def lose_unit(state: dict, area_id: str, colour: str, ev: list, minions: int = 0, leader: str | None = None,
              cause: str = "") -> None:
    """Destroy `minions` minions of `colour` (back to the general reserve) and/or a leader in an area (AF-5, AF-43).

    A destroyed seraph can be rebought (AF-26); a destroyed arch is out for good (AF-43)."""
    if minions:
        take_minions(state, area_id, colour, minions)
        state["reserve"]["minions"][colour] += minions
    if leader is not None:
        state["areas"][area_id]["leaders"].remove(leader)
        state["leaders"][leader].update(area=None, alive=False, commanded=False)
    ev.append(event("units_lost", None, area=area_id, colour=colour, minions=minions, leader=leader, cause=cause))


def to_reinforcements(state: dict, area_id: str, colour: str, ev: list, minions: int = 0,
                      leader: str | None = None) -> None:
    """Send minions to their owner's reinforcements and/or a leader off the board, alive (AF-37, AF-45, AF-46)."""
    if minions:
        take_minions(state, area_id, colour, minions)
        state["players"][owner_of(state, colour)]["reinforcements"] += minions
    if leader is not None:
        state["areas"][area_id]["leaders"].remove(leader)
        state["leaders"][leader].update(area=None)
    ev.append(event("sent_to_reinforcements", None, area=area_id, colour=colour, minions=minions, leader=leader))
