"""Hal's effect atoms (BA-39): what he gains becomes VP, a fix removes a cube in his Fix order.

effects.apply_effect routes Hal's atoms here, and his own Fix action (hal_turn.py) removes its cubes in the same
order, so this sits below both. Design: ../shared/rules/black-angel.md part 3, Hal; RULES.md, Hal.
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.black_angel import damage, hal
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content


def fix_choice(state: dict, direction: str) -> dict | None:
    """The cube Hal removes next: from the most damaged action, else from a die; by scan order (BA-39)."""
    acts = state["board"]["actions"]
    for cubes in range(content().damage_spaces, 0, -1):
        ids = [a for a in acts if acts[a]["cubes"] == cubes]
        if ids:
            a = hal.scan(ids, direction)[0]
            return {"type": "hal_fix_cube", "action": a, **w.label("label.hal_fix_action", action=w.comp(a))}
    damaged = [d for d, die in state["dice"].items() if die["cube"]]
    if damaged:
        d = hal.scan(damaged, direction)[0]
        return {"type": "hal_fix_cube", "die": d, **w.label("label.hal_fix_die", die=w.comp(d))}
    return None


def remove_cube(state: dict, seat: int, choice: dict, ev: list, source) -> None:
    """Take the cube off (BA-21); its debris becomes VP."""
    kind = "fix_action" if "action" in choice else "fix_die"
    damage.remove_cube(state, seat, {"type": kind, **{k: v for k, v in choice.items() if k in ("action", "die")}}, ev)
    hal.gain_goods(state, {"debris": 1}, ev, source)


def apply_effect(state: dict, effect, ev: list, source=None) -> None:
    """An effect atom for Hal (effects.apply_effect routes his here): gains and an assigned robot become VP,
    a fix removes a cube by his Fix order (its debris VP); a conversion, flip or Mission draw has nothing to
    work on (no storage, own board or hand) and a VP-per-tile effect counts his 0 tiles [A]."""
    kind = effect["kind"]
    if kind == "gain":
        hal.gain_goods(state, effect["gain"], ev, source)
    elif kind == "assign":
        hal.gain_vp(state, hal.hal_content()["conversion"]["assign"], ev, source, assigned=1)
    elif kind == "fix" and fix_choice(state, hal.scan_dir(state)) is not None:
        remove_cube(state, hal.hal_seat(state), fix_choice(state, hal.scan_dir(state)), ev, source)
    else:
        ev.append(event("hal_effect_void", hal.hal_seat(state), effect=kind, source=source))
