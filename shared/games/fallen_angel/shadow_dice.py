"""Shadow Dice (row 58): destroyed Monster Dice still give Honor, then become Shadow Dice that the active player
must place, as one or more groups in any Sections and order, while a legal placement exists (self-blocking
allowed); they become the topmost group, trigger no action and never fight. The ones left unplaceable are
discarded and as many Skulls go beside the Land Map (each a Location dominated by the Shadow at the end).

A Shadow Die is a die of state["dice"] owned by the Shadow's seat (colour black, id `shadow-N`), so the Sections,
the placement rules, Technology Salvage and Air Supremacy count it like any die; Reset removes them.
(Rulebook: Variant: Shadow of Fallen Angel, "Shadow Dice"; ../shared/rules/fallen-angel.md row 58.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import placement, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

PREFIX = "shadow-"


def destroyed(state: dict, seat: int, monster: int) -> None:
    """A destroyed Monster Die waits to become a Shadow Die (row 58)."""
    if shadow.is_on(state):
        state["shadow"]["to_place"].append(monster)


def push_after_fight(state: dict, seat: int) -> None:
    """Under a fight: once it ends, the active player places the Shadow Dice it made (row 58)."""
    if shadow.is_on(state):
        steps.push(state, "shadow_dice", seat)


def choices(state: dict) -> list[tuple[str, tuple]]:
    """(Section, values) of every legal group of the waiting Shadow Dice (row 20's rules)."""
    pool = sorted(state["shadow"]["to_place"], reverse=True)
    out = []
    for sec in content().section_ids:
        out += [(sec, m) for m in placement.group_choices(placement.top_values(state, sec), pool)]
    return out


def run_shadow_dice(state: dict, step: dict, ev: list) -> None:
    """Ask for the next group while one can be placed; else the rest are discarded for Skulls (row 58)."""
    waiting = state["shadow"]["to_place"]
    if not waiting:
        return
    if choices(state):
        steps.push(state, "shadow_place", step["seat"])
        return
    state["shadow"]["skulls"] += len(waiting)
    ev.append(event("shadow_dice_discarded", step["seat"], values=list(waiting), skulls=len(waiting)))
    state["shadow"]["to_place"] = []


def place_legal(state: dict, step: dict) -> list:
    """`place_shadow {section, values}` per legal group; placing is compulsory, so no pass (row 58)."""
    return [{"type": "place_shadow", "section": sec, "values": list(m),
             **w.label("label.place_shadow", values=w.values(m), section=w.comp(sec))}
            for sec, m in choices(state)]


def place_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Put the group in the Section's next slot as its topmost; no action, no fight; then the rest (row 58)."""
    steps.pop(state, step)
    ids = [new_die(state, v) for v in action["values"]]
    state["sections"][action["section"]]["groups"].append(ids)
    ev.append(event("shadow_dice_placed", step["seat"], section=action["section"], values=list(action["values"])))
    steps.push(state, "shadow_dice", step["seat"])


def new_die(state: dict, value: int) -> str:
    """A placed Shadow Die of `value`, owned by the Shadow's seat."""
    waiting = state["shadow"]["to_place"]
    waiting.remove(value)
    state["shadow"]["dice"] += 1
    die_id = f"{PREFIX}{state['shadow']['dice']}"
    state["dice"][die_id] = {"owner": state["shadow"]["seat"], "colour": content().black, "value": value,
                             "at": placement.PLACED}
    return die_id


def clear(state: dict) -> None:
    """Reset: the Shadow Dice leave the board (row 41 with row 58)."""
    if shadow.is_on(state):
        for die_id in [d for d in state["dice"] if d.startswith(PREFIX)]:
            del state["dice"][die_id]


steps.register("shadow_dice", run=run_shadow_dice)
steps.register("shadow_place", legal=place_legal, apply=place_apply)
