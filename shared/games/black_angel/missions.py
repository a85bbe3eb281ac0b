"""Missions in space: activating activation cards with a die, the owner's free activation, and ejection
(neutralization effects, filing, robots and ships going home).

(BA-31, BA-35; Rulebook: Activating a Mission, Neutralization Mission, Step 3: Move the Black Angel closer to
Spes; inventory part 3, Missions.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.black_angel import effects, hal, space, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content, thaw

ACTIVATION = "activation"
NEUTRALIZATION = "neutralization"


def cards_in_space(state: dict):
    """(p, k, entry) for every Mission in space, strip by strip, in k order."""
    for p, strip in enumerate(state["space"]["strips"], 1):
        for key in sorted(strip["cards"], key=int):
            yield p, int(key), strip["cards"][key]


def can_activate(state: dict, seat: int, colour: str, p: int, k: int, entry: dict) -> bool:
    """An activation card of the die's colour on which you have your robot (you own it) or a ship (BA-31)."""
    mission = content().mission(entry["card"])
    return (mission["type"] == ACTIVATION and mission["colour"] == colour
            and (entry["owner"] == seat or seat in space.ships_at(state, p, k)))


def activation_targets(state: dict, seat: int, die_id: str) -> list:
    """`activate_mission` actions for a die of value >= 1 (BA-13, BA-31); neutralizations never activate."""
    die = state["dice"][die_id]
    if not die["value"]:
        return []
    return [{"type": "activate_mission", "hex": [p, k], **activation_label(state, seat, p, k, entry, die["value"])}
            for p, k, entry in cards_in_space(state) if can_activate(state, seat, die["colour"], p, k, entry)]


def activation_label(state: dict, seat: int, p: int, k: int, entry: dict, times: int) -> dict:
    """'Activate Melurien Mission 01 at strip 3, hex 2 twice (its owner, Ann, gets 1 free activation)'."""
    params = {"mission": w.comp(entry["card"]), "hex": w.hex_([p, k]), "times": times}
    if entry["owner"] == seat or entry["owner"] is None:
        return w.label("label.activate_mission", **params)
    return w.label("label.activate_mission.other", owner=w.seat(state, entry["owner"]), **params)


def start_activation(state: dict, seat: int, hex_, value: int, ev: list) -> None:
    """`value` activations of the card's effect in order, then the owner's free activation if it isn't you (BA-31)."""
    p, k = hex_
    entry = space.card_at(state, p, k)
    effect = thaw(content().mission(entry["card"])["effect"])
    ev.append(event("mission_activated", seat, card=entry["card"], hex=[p, k], times=value, owner=entry["owner"]))
    items = [("effect", seat, {"effect": effect, "source": entry["card"]}) for _ in range(value)]
    steps.push_seq(state, items + [("offer_free_activation", seat, {"hex": [p, k]})])


def run_offer_free_activation(state: dict, step: dict, ev: list) -> None:
    """Ask the card's owner, when not the activator, about their 1 free activation (BA-31)."""
    p, k = step["hex"]
    entry = space.card_at(state, p, k)
    if entry is not None and entry["owner"] is not None and entry["owner"] != step["seat"]:
        kind = "hal_free_activation" if hal.is_hal(state, entry["owner"]) else "free_activation"  # BA-39
        decisions.ask(state, kind, entry["owner"], hex=[p, k], card=entry["card"], by=step["seat"])


def free_activation_legal(state: dict, item: dict) -> list:
    """Take the free activation of your card, or decline it (BA-31)."""
    return [{"type": "free_activation", **w.label("label.free_activation", mission=w.comp(item["card"]))},
            {"type": "decline", **w.label("label.free_activation.decline")}]


def free_activation_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Off the queue first; the effect's own choices become the owner's steps (BA-31)."""
    def resolve(it: dict) -> None:
        if action["type"] == "decline":
            ev.append(event("free_activation_declined", it["seat"], card=it["card"]))
            return
        ev.append(event("mission_activated", it["seat"], card=it["card"], hex=it["hex"], times=1,
                        owner=it["seat"], free=True))
        effects.apply_effect(state, it["seat"], thaw(content().mission(it["card"])["effect"]), ev, it["card"])

    decisions.resolve_front(state, item["seat"], resolve)


# -- ejection (B.3) ----------------------------------------------------------------------------------------
def neutralize(state: dict, hex_, ev: list) -> None:
    """A neutralization card leaving space pays its owner its effect (BA-31, BA-35)."""
    entry = space.card_at(state, *hex_)
    mission = content().mission(entry["card"])
    if mission["type"] != NEUTRALIZATION or entry["owner"] is None:
        return
    ev.append(event("mission_neutralized", entry["owner"], card=entry["card"], hex=list(hex_)))
    effects.apply_effect(state, entry["owner"], thaw(mission["effect"]), ev, entry["card"])


def eject_mission(state: dict, p: int, k: int, ev: list) -> None:
    """Take the Mission off (p, k): it neutralizes, is filed, its robot and ships go home (BA-35)."""
    # inventory part 3: the owner files it (no owner: the colour's discard), robots to the break room
    neutralize(state, (p, k), ev)
    entry = space.strip_at(state, p)["cards"].pop(str(k))
    card, owner = entry["card"], entry["owner"]
    colour = content().mission(card)["colour"]
    if owner is None:
        state["decks"]["mission_discard"][colour].append(card)
    else:
        state["players"][owner]["filed"][colour].append(card)
        state["players"][owner]["robots"]["break"] += 1
    ev.append(event("mission_ejected", owner, card=card, hex=[p, k], filed=owner is not None))
    space.return_ships(state, p, k, ev)


steps.register("offer_free_activation", run=run_offer_free_activation)
steps.register("free_activation", legal=free_activation_legal, apply=free_activation_apply)
