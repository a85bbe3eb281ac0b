"""Variant: Imperial Formation (option `imperial_formation`): no Reroll tokens; each round's single roll is
configured (Weight Adjustment, Type Adjustment) and the dice themselves set the turn order.

The roll is grouped A {5, 6}, B {3, 4}, C {1, 2} (content `imperial_formation`). Weight Adjustment: while the
weighed groups A and C differ by more than `max_gap` dice, the player moves a die of the larger group to the
smaller one, turning it to the face in the same place (6 <-> 2, 5 <-> 1). The move is a decision only when the
larger group shows both of its faces (moving a 6 or a 5 gives different dice); with one face shown it is made at
once. All seats' moves are one simultaneous `imperial_balance` item (`ask_all`, `progress` per seat), made in
the open: every die is public. Type Adjustment: in each group, a face shown more than `face_cap` times has its
extras turned to the group's other face; a group too large for that (e.g. 7 dice in B) makes the seat reroll
all its dice with its own generator and configure again. Turn order: fewer dice first, then fewer 6s, 5s ...;
identical sets roll off (higher first) and form a Special Tie, whose Air Supremacy split (row 38) applies.
(Rows 51-54; Rulebook: Variant: Imperial Formation - Weight Adjustment, Type Adjustment, Turn Order.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import preparation, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

OPTION = "imperial_formation"
#: the simultaneous decision of Weight Adjustment (row 52)
KIND = "imperial_balance"


def is_on(state: dict) -> bool:
    """True when the game uses Imperial Formation (rows 51-54)."""
    return bool(state["options"].get(OPTION))


def rules():
    """The variant's content: groups (faces low to high), the weighed pair, max_gap, face_cap."""
    return content().imperial_formation


def remove_rerolls(state: dict) -> None:
    """Reroll Tokens are not used in this variant (row 51)."""
    if is_on(state):
        for player in state["players"]:
            player["rerolls"] = 0


# -- the groups (row 51) ---------------------------------------------------------------------------------------
def group_of(value: int) -> str:
    """The group a face belongs to: A {5, 6}, B {3, 4} or C {1, 2} (row 51)."""
    for name, faces in rules()["groups"].items():
        if value in faces:
            return name
    raise ValueError(f"no Imperial Formation group holds the face {value}")


def group_dice(state: dict, seat: int) -> dict[str, list[str]]:
    """{group: [die ids]} of `seat`'s unused dice, in die order."""
    out: dict[str, list[str]] = {name: [] for name in rules()["groups"]}
    for die_id in preparation.unused_dice(state, seat):
        out[group_of(state["dice"][die_id]["value"])].append(die_id)
    return out


def values(state: dict, seat: int) -> list[int]:
    """The sorted values of `seat`'s unused dice."""
    return sorted(state["dice"][d]["value"] for d in preparation.unused_dice(state, seat))


# -- Weight Adjustment (row 52) -------------------------------------------------------------------------------
def imbalance(state: dict, seat: int) -> tuple[str, str] | None:
    """(larger, smaller) weighed group while they differ by more than max_gap dice, else None (row 52)."""
    groups = group_dice(state, seat)
    first, second = rules()["weighed"]
    if abs(len(groups[first]) - len(groups[second])) <= rules()["max_gap"]:
        return None
    return (first, second) if len(groups[first]) > len(groups[second]) else (second, first)


def movable_faces(state: dict, seat: int) -> list[int]:
    """The distinct faces of the larger weighed group, high first; empty when balanced (row 52)."""
    gap = imbalance(state, seat)
    if gap is None:
        return []
    return sorted({state["dice"][d]["value"] for d in group_dice(state, seat)[gap[0]]}, reverse=True)


def turned(value: int, to_group: str) -> int:
    """The face a die takes in `to_group`: the one in the same place (6 <-> 2, 5 <-> 1; row 52)."""
    groups = rules()["groups"]
    return groups[to_group][groups[group_of(value)].index(value)]


def move_die(state: dict, seat: int, face: int, ev: list) -> None:
    """Move a die showing `face` from the larger weighed group to the smaller, turning it (row 52)."""
    larger, smaller = imbalance(state, seat)
    die_id = [d for d in group_dice(state, seat)[larger] if state["dice"][d]["value"] == face][-1]
    state["dice"][die_id]["value"] = turned(face, smaller)
    ev.append(event("die_moved", seat, die=die_id, value=face, became=turned(face, smaller), from_group=larger,
                    to_group=smaller))


# -- Type Adjustment (row 53) ---------------------------------------------------------------------------------
def is_adjustable(state: dict, seat: int) -> bool:
    """Every group can show each of its faces at most face_cap times (row 53: else reroll)."""
    cap, groups = rules()["face_cap"], rules()["groups"]
    return all(len(dice) <= cap * len(groups[name]) for name, dice in group_dice(state, seat).items())


def type_adjust(state: dict, seat: int, ev: list) -> None:
    """Within each group, the dice past face_cap of one face turn to the group's other face (row 53)."""
    cap, changed = rules()["face_cap"], []
    for name, dice in group_dice(state, seat).items():
        low, high = rules()["groups"][name]
        for face, other in ((low, high), (high, low)):
            for die_id in [d for d in dice if state["dice"][d]["value"] == face][cap:]:
                state["dice"][die_id]["value"] = other
                changed.append({"die": die_id, "value": face, "became": other})
    if changed:
        ev.append(event("dice_type_adjusted", seat, dice=changed))


def settle(state: dict, seat: int, ev: list) -> bool:
    """Configure `seat`'s roll as far as it goes without a choice; True once done, False when the seat must
    choose which die to move (rows 52, 53)."""
    while True:
        faces = movable_faces(state, seat)
        if len(faces) > 1:
            return False
        if faces:
            move_die(state, seat, faces[0], ev)
        elif is_adjustable(state, seat):
            type_adjust(state, seat, ev)
            ev.append(event("formation_set", seat, values=values(state, seat)))
            return True
        else:
            rolled = preparation.roll(state, seat)
            ev.append(event("formation_rerolled", seat, values=sorted(rolled)))


def run_configure(state: dict, step: dict, ev: list) -> None:
    """Configure every seat's roll; those with a choice to make decide at once, in the open; then the turn
    order (rows 52-54)."""
    choosing = [seat for seat in range(len(state["players"])) if not settle(state, seat, ev)]
    steps.push(state, "imperial_order", None)
    if choosing:
        decisions.ask_all(state, KIND, choosing, progress={str(s): 0 for s in choosing})


def balance_legal(state: dict, item: dict, seat: int) -> list:
    """Move a die of each face the larger weighed group shows (row 52)."""
    larger, smaller = imbalance(state, seat)
    return [{"type": "move_die", "face": face,
             **w.label("label.move_die", face=face, larger=w.named(larger, larger), smaller=w.named(smaller, smaller),
                       became=turned(face, smaller))}
            for face in movable_faces(state, seat)]


def balance_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Move the chosen die, then configure on; the seat's part ends once its roll is configured (rows 52, 53)."""
    move_die(state, seat, action["face"], ev)
    item["progress"][str(seat)] += 1
    if settle(state, seat, ev):
        preparation.record_answer(state, seat)


# -- Turn Order (row 54) --------------------------------------------------------------------------------------
def order_key(state: dict, seat: int) -> tuple:
    """Fewer dice first, then fewer 6s, fewer 5s ... (row 54)."""
    shown = values(state, seat)
    faces = sorted(content().die_faces, reverse=True)
    return (len(shown), *(shown.count(face) for face in faces))


def run_order(state: dict, step: dict, ev: list) -> None:
    """Order the Order Chamber by the configured dice; identical sets roll off and form a Special Tie (row 54)."""
    seats = range(len(state["players"]))
    keys = {seat: order_key(state, seat) for seat in seats}
    order, ties = [], []
    for key in sorted(set(keys.values())):
        tied = preparation.roll_off(state, [s for s in seats if keys[s] == key], ev)
        order += tied
        if len(tied) > 1:
            ties.append(tied)
    state["order"], state["special_ties"] = order, ties
    ev.append(event("order_chamber", None, order=order, dice={str(s): values(state, s) for s in seats},
                    special_ties=ties))


# -- registration: the simultaneous kind takes the answering seat as a last argument (game.py) ------------------
steps.register("imperial_configure", run=run_configure)
steps.register("imperial_order", run=run_order)
steps.register(KIND, legal=balance_legal, apply=balance_apply)
