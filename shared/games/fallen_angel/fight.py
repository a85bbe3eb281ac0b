"""Monster fights: after placing on a Monster tile (or through a Thief or an Archer), pair the fighting dice with
the Monster Dice one pair at a time; a die showing at least the Monster Die's value destroys it for +1 Honor.
Each player die fights once; the fight is optional and may stop at any time; the Section stays playable.
(row 23; Rulebook: Monster Tiles, "Destroying Monster Dice"; example E5.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import placement, resources, shadow, shadow_dice, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w


def can_fight(state: dict, sec: str, fighters: list[str]) -> bool:
    """Some fighter can destroy some Monster Die in `sec` (a pairing that destroys nothing changes nothing)."""
    monsters = state["sections"][sec]["monster_dice"]
    if not monsters or not fighters:
        return False
    low = min(monsters)
    return any(state["dice"][d]["value"] >= low for d in fighters)


def pairs(state: dict, sec: str, fighters: list[str]) -> list[tuple[str, int]]:
    """(die, Monster Die index) pairs that destroy, one per distinct (die value, Monster value) (row 23)."""
    out, seen = [], set()
    monsters = state["sections"][sec]["monster_dice"]
    for die_id in fighters:
        face = state["dice"][die_id]["value"]
        for index, monster in enumerate(monsters):
            if face >= monster and (face, monster) not in seen:
                seen.add((face, monster))
                out.append((die_id, index))
    return out


def begin(state: dict, seat: int, sec: str, fighters: list[str], ev: list) -> None:
    """Open the fight in `sec` with these dice (each fights at most once)."""
    ev.append(event("fight_started", seat, section=sec, dice=list(fighters)))
    if can_fight(state, sec, fighters):
        shadow_dice.push_after_fight(state, seat)  # row 58: the destroyed dice become Shadow Dice, placed after
        steps.push(state, "fight", seat, section=sec, fighters=list(fighters))


def fight_legal(state: dict, step: dict) -> list[dict]:
    """`fight {die, monster_index}` for each destroying pair, or `stop`."""
    sec = step["section"]
    monsters = state["sections"][sec]["monster_dice"]
    out = [{"type": "fight", "die": die_id, "monster_index": index,
            **w.label("label.fight", value=state["dice"][die_id]["value"], monster=monsters[index],
                      honor=content().monster_fight_honor)}
           for die_id, index in pairs(state, sec, step["fighters"])]
    if shadow.is_must_fight(state):  # row 57: the co-op's fights are mandatory while a pair destroys
        return out
    return out + [{"type": "stop", **w.label("label.stop_fighting")}]


def fight_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Destroy the paired Monster Die: it is discarded and the fighter gains Honor; the die has fought (row 23)."""
    steps.pop(state, step)
    seat, sec = step["seat"], step["section"]
    if action["type"] == "stop":
        ev.append(event("fight_stopped", seat, section=sec))
        return
    monster = state["sections"][sec]["monster_dice"].pop(action["monster_index"])
    ev.append(event("monster_die_destroyed", seat, section=sec, die=action["die"],
                    value=state["dice"][action["die"]]["value"], monster=monster))
    resources.gain(state, seat, ev, "monster_fight", honor=content().monster_fight_honor)
    shadow_dice.destroyed(state, seat, monster)  # row 58 (co-op only)
    left = [d for d in step["fighters"] if d != action["die"]]
    if can_fight(state, sec, left):
        steps.push(state, "fight", seat, section=sec, fighters=left)


steps.register("fight", legal=fight_legal, apply=fight_apply)
placement.HANDLERS.update(can_fight=can_fight, fight=begin)  # a placement's fight on a Monster tile (rows 20, 21)
