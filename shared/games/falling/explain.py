"""Reasons for refused actions, naming the rule."""
from __future__ import annotations

from shared.engine.decisions import front
from shared.games.falling.actions import ascend_cost, fm_occupied, install_cost, space_problem
from shared.games.falling.content import content
from shared.games.falling.effects import effect_by_key, is_craftsman
from shared.games.falling.state import shortfall


def _ascend(state, s, a):
    """Why an Ascend is refused (Rulebook: 3: Exploration Phase › Ascend.)"""
    seat = state["seats"][s]
    to, i = a.get("floor"), a.get("space")
    if not isinstance(to, int) or not seat["fm"][0] < to <= content().floors:
        return f"you can only ascend to a higher floor (you are on floor {seat['fm'][0]})"
    if not isinstance(i, int) or not 0 <= i < len(content().fm_spaces[to - 1]):
        return f"floor {to} has no Flying Machine space {i}"
    if (to, i) in fm_occupied(state):
        return "space occupied"
    why = shortfall(seat, ascend_cost(seat, seat["fm"][0], to), is_craftsman(seat))
    return f"cannot pay to ascend: {why}" if why else "that payment does not match the Ascend cost"


def _install(state, s, a):
    """Why an Install is refused (Rulebook: 3: Exploration Phase › Install a Device.)"""
    seat = state["seats"][s]
    dt = a.get("device")
    if dt not in content().devices:
        return f"unknown Device type {dt!r}"
    if seat["dev"][dt] >= content().devices[dt]["count"]:
        return f"no {dt} Device left on your board"
    why = shortfall(seat, install_cost(seat, dt), is_craftsman(seat))
    return f"cannot pay to install: {why}" if why else f"no space on floor {seat['fm'][0]} can take a Device"


def _install_space(state, s, a):
    """Why a Device space is refused (Rulebook: Install a Device › Placement Limitations.)"""
    seat = state["seats"][s]
    item = front(state)
    i = a.get("space")
    if not isinstance(i, int):
        return "space must be a number"
    why = space_problem(state, seat["fm"][0], i)
    if why:
        return why
    money = shortfall(seat, install_cost(seat, item["device"], a.get("invest", "none")), is_craftsman(seat))
    return f"cannot pay: {money}" if money else "that payment does not match the installation cost"


def _negotiate(state, s, a):
    """Why a Negotiate action is refused (Rulebook: 3: Exploration Phase › Negotiation.)"""
    i = a.get("space")
    if not isinstance(i, int) or not 0 <= i < len(state["nego"]):
        return f"there is no Negotiation space {i}"
    if state["nego"][i] is not None:
        return "space occupied: a Negotiation space stays blocked until the end of the round"
    return f"you have no {a.get('piece')} to place (a Crystal or a Skill Chip is needed)"


def _use_effect(state, s, a):
    """Why a Guild Effect use is refused (Rulebook: 3: Exploration Phase › Sub-action: Use Guild Effect.)"""
    seat = state["seats"][s]
    if state["sub"]:
        return "only one Sub-action per turn, before your Action"
    if seat["Chip"] < 1:
        return "no unused Skill Chip to place"
    eff = effect_by_key(seat, str(a.get("effect")))
    if eff is None:
        return f"no effect {a.get('effect')!r} on your board"
    if seat["used"].get(a["effect"], 0) >= eff.get("spaces", 1):
        return "every Skill Chip space of that effect is already taken this round"
    if any(cost.get("Chip", 0) >= seat["Chip"] for cost in eff.get("cost", ())):
        return "the Skill Chip you place cannot also pay the cost: you need another unused Skill Chip"
    return "that payment or reward does not match the effect"


REASONS = {"ascend": _ascend, "install": _install, "install_space": _install_space, "negotiate": _negotiate,
           "use_effect": _use_effect}


def explain(state: dict, s: int, action: dict, legal: list) -> str | None:
    """The rule's reason, or None to fall back to the generic message."""
    t = action.get("type")
    fn = REASONS.get(t)
    if fn is None:
        return None
    item = front(state)
    if t == "install_space":
        if item is None or item["kind"] != "install":
            return None
    elif item is not None or state["step"] != "explore":
        return None
    try:
        return fn(state, s, action)
    except (KeyError, TypeError, IndexError, ValueError, AttributeError):
        return None
