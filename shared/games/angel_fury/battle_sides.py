"""Who fights in a battle: the two sides, the units and seats on each, their health, and the fighters' characters.

The facts every battle module reads, below the arithmetic (battle_effects.py, which the Kickstarter's battle hooks
in ks_battle.py feed) and the battle's steps; battle_effects re-exports them, so `fx.side_units` reads as before.
(AF-14, AF-39..AF-44; Rulebook: Battle.)
"""
from __future__ import annotations

from shared.games.angel_fury import capacity
from shared.games.angel_fury.content import content

ATTACKER, DEFENDER = "attacker", "defender"
SIDES = (ATTACKER, DEFENDER)
#: the round the "first round of battle" bonuses apply to
FIRST_ROUND = 1


def other(side: str) -> str:
    """The opposing side of the battle."""
    return DEFENDER if side == ATTACKER else ATTACKER


def seat_of(state: dict, colour: str) -> int:
    """The seat playing `colour`."""
    return next(s for s, p in enumerate(state["players"]) if colour in p["colours"])


# -- who fights ------------------------------------------------------------------------------------------------
def enemy_colours_in(state: dict, area: str, colour: str) -> list:
    """The colours of the other side with units in the area, sorted."""
    side = capacity.side_of(colour)
    return sorted(col for col in capacity.colours_in(state, area) if capacity.side_of(col) != side)


def present_defenders(state: dict, b: dict) -> list:
    """The defending colours with units in the battle area now."""
    return enemy_colours_in(state, b["area"], b["colour"])


def side_units(state: dict, b: dict, side: str) -> tuple[dict, list]:
    """({colour: minions}, [leader ids]) of a side: the lifted troop, or the defenders in the area."""
    if side == ATTACKER:
        t = b["troop"]
        return {t["colour"]: t["minions"]}, list(t["leaders"])
    area, colours = state["areas"][b["area"]], present_defenders(state, b)
    minions = {col: area["units"][col]["minions"] for col in colours if col in area["units"]}
    return minions, [lid for lid in area["leaders"] if state["leaders"][lid]["colour"] in colours]


def side_health(state: dict, b: dict, side: str) -> int:
    """Damage a side can take before it is wiped out: 1 per minion and seraph, an arch's health (AF-43)."""
    c = content()
    minions, leaders = side_units(state, b, side)
    total = sum(minions.values()) * c.health["minion"]
    for lid in leaders:
        leader = state["leaders"][lid]
        total += leader["health"] if leader["kind"] == "arch" else c.health[leader["kind"]]
    return total


def is_wiped(state: dict, b: dict, side: str) -> bool:
    """True when a side has no unit left in the battle (AF-44)."""
    minions, leaders = side_units(state, b, side)
    return not leaders and not any(minions.values())


def side_seats(state: dict, b: dict, side: str) -> list:
    """The seats fighting on a side."""
    if side == ATTACKER:
        return [b["attacker"]]
    return sorted({seat_of(state, col) for col in present_defenders(state, b)})


def unit_names(state: dict, b: dict, side: str) -> dict:
    """What the side calls its pieces: {"minion": "angel", "seraph": "seraph", "arch": "archangel"}."""
    c = content()
    own = capacity.side_of(b["colour"])
    named = own if side == ATTACKER else c.enemy_of(own)
    return {piece: c.unit_name(named, piece) for piece in ("minion", "seraph", "arch")}


def has_leader(state: dict, b: dict, side: str, seat: int, kind: str) -> bool:
    """True when the seat has a living leader of `kind` fighting on the side."""
    colours = state["players"][seat]["colours"]
    return any(state["leaders"][lid]["kind"] == kind and state["leaders"][lid]["colour"] in colours
               for lid in side_units(state, b, side)[1])


def has_units_on(state: dict, b: dict, side: str, seat: int) -> bool:
    """True when the seat has any unit fighting on the side."""
    colours = state["players"][seat]["colours"]
    minions, leaders = side_units(state, b, side)
    return any(minions.get(col) for col in colours) or any(state["leaders"][lid]["colour"] in colours
                                                           for lid in leaders)


# -- characters ----------------------------------------------------------------------------------------------
def ability(state: dict, seat: int) -> dict:
    """The seat's character ability ({} before the choice); it outlives the arch (AF-43)."""
    character = state["players"][seat]["character"]
    return content().character(character)["ability"] if character else {}
