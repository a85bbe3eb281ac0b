"""The end of a move: the troop placed as far as it fits, the rest back where it came from (what doesn't fit
there to reinforcements), and the resource entry bonus.

Both a command's last step (command.py) and a won battle's survivors (battle_result.py, AF-44) end a move so; it
sits below both, so the battle need not import the commands that start it.
(AF-12, AF-37, AF-38, AF-44, AF-E5; Rulebook: Movement rules, Moving into resource areas.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import economy, retreat
from shared.games.angel_fury.content import content


def end_move(state: dict, seat: int, t: dict, area: str, prev: str | None, ev: list, bonus: bool = True) -> None:
    """Place as much of the troop as fits; the rest goes back to the area it came from, and what doesn't fit there
    to reinforcements; then the resource entry bonus if any unit entered (AF-12, AF-37, AF-38)."""
    inside, rest = retreat.split(state, area, t)
    if not retreat.is_empty_troop(inside):
        retreat.place(state, area, inside)
    ev.append(event("move_ended", seat, area=area, colour=t["colour"], minions=inside["minions"],
                    leaders=list(inside["leaders"])))
    if not retreat.is_empty_troop(rest):
        retreat.attacker_back(state, seat, rest, prev, ev, reason="no room")
    if bonus and not retreat.is_empty_troop(inside):
        entry_bonus(state, seat, area, ev)


def entry_bonus(state: dict, seat: int, area: str, ev: list) -> None:
    """+1 crystal for a mountain, +1 reinforcement for a fountain, each time a command ends there, also in an area
    you already hold; never for retreats nor areas flown over (AF-38)."""
    kind = state["areas"][area]["terrain"]
    if kind is None:
        return
    info = content().terrain[kind]
    amount = {"C": 0, "R": 0, info["gives"]: info["entry_bonus"]}
    economy.gain(state, seat, ev, crystals=amount["C"], reinforcements=amount["R"], reason="resource entry")


def enter_after_battle(state: dict, seat: int, t: dict, area: str, from_area: str, ev: list, **mods) -> None:
    """The attacker's survivors (lifted) move into `area`: as many as fit, the rest back to `from_area` (what
    doesn't fit there to reinforcements); the resource bonus only if a unit enters (AF-37, AF-38, AF-44, AF-E5)."""
    end_move(state, seat, t, area, from_area, ev, bonus=not mods.get("no_bonus"))
