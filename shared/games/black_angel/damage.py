"""Damage cubes on the Black Angel: which ones a repair can take off, and taking one off (BA-21).

Below the effects and the board actions, which both repair (the fix atom, the Fix action), and below Hal's
atoms (hal_effects.py), which repair in his own order; cubes arriving with the Ravagers are actions.add_damage.
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel import wording as w


def cube_choices(state: dict) -> list:
    """`fix_action` / `fix_die` for every damage cube on the Black Angel: actions, then supply dice (BA-21)."""
    out = [{"type": "fix_action", "action": a, **w.label("label.fix_action", action=w.comp(a))}
           for a, spot in state["board"]["actions"].items() if spot["cubes"] > 0]
    out += [{"type": "fix_die", "die": d, **w.label("label.fix_die", die=w.comp(d))}
            for d, die in state["dice"].items() if die["cube"]]
    return out


def remove_cube(state: dict, seat: int, action: dict, ev: list) -> None:
    """Take one cube off an action (its count drops: a 2-cube action is repaired first, BA-21) or a die."""
    if action["type"] == "fix_action":
        state["board"]["actions"][action["action"]]["cubes"] -= 1
        ev.append(event("cube_removed", seat, action=action["action"]))
    else:
        state["dice"][action["die"]]["cube"] = False
        ev.append(event("cube_removed", seat, die=action["die"]))
