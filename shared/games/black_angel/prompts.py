"""What a seat is deciding now, in words: {"kind", "text", "template", "params"} for every decision step and
pending item (issue 30: the templates are templates_prompts.py's); None when the seat has nothing to decide.
Prompts name only the seat's own cards and public facts (names from the glossary)."""
from __future__ import annotations

from shared.engine.words import items, message
from shared.games.black_angel import hal_turn, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content

#: turn-level action types, in the order the turn prompt lists them (BA-8..BA-11, BA-36)
TURN_KINDS = ("take_die", "play_card", "flip", "sequence_b", "pass")


def turn_text(state: dict, step: dict) -> dict:
    """The turn decision, listing what is possible now (BA-8..BA-11, BA-36)."""
    kinds = []
    for action in steps.STEPS["turn"].legal(state, step):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    tid = "prompt.turn.begun" if state["turn"]["seq"] == "A" else "prompt.turn"
    return w.said(tid, round=state["turn"]["round"],
                  choices=items([message(f"part.turn.{k}") for k in kinds if k in TURN_KINDS]))


def with_source(step: dict, tid: str, **params) -> dict:
    """The prompt, naming the tile or Mission the effect comes from when the step names it."""
    source = step.get("source")
    if w.known(source):
        return w.said("prompt.from", prompt=message(tid, **params), source=w.comp(source))
    return w.said(tid, **params)


def convert_text(state: dict, step: dict) -> dict:
    effect = step.get("effect")
    if effect and effect.get("kind") == "convert":
        return with_source(step, "prompt.choose_convert", pay=w.goods(effect["pay"]), gain=w.goods(effect["gain"]))
    return with_source(step, "prompt.choose_convert.plain")


def free_activation_text(state: dict, item: dict) -> dict:
    """BA-31: the owner's free activation after another player activated its Mission."""
    card = item["card"]
    params = {"mission": w.comp(card), "hex": w.hex_(item["hex"]),
              "effect": w.effect(content().mission(card)["effect"])}
    by = item.get("by")
    if by is None:
        return w.said("prompt.free_activation.anyone", **params)
    return w.said("prompt.free_activation", by=w.seat(state, by), **params)


def hand_limit_text(state: dict, step: dict) -> dict:
    held = len(state["players"][step["seat"]]["hand"]["missions"])
    return w.said("prompt.hand_limit", held=held, limit=content().hand_limit)


def ship_choice_text(state: dict, step: dict) -> dict:
    colour = w.colour(step["colour"])
    if step["value"]:
        return w.said("prompt.ship_choice", colour=colour, value=step["value"])
    return w.said("prompt.ship_choice.star", colour=colour)


def mission_place_text(state: dict, step: dict) -> dict:
    must = step["value"] == 0 or step.get("stay")
    return w.said("prompt.mission_place.must" if must else "prompt.mission_place", colour=w.colour(step["colour"]),
                  hex=w.hex_(step["at"]))


def hal_text(kind: str):
    """The prompt of one of Hal's decisions (only Hal's seat is ever asked them)."""
    return lambda state, step: w.said("prompt.hal", what=message(f"part.hal.{kind}"))


#: step kind -> text(state, step); the catalogue of DESIGN.md
TEXTS = {
    "turn": turn_text,
    "use_die": lambda s, st: w.said("prompt.use_die", die=w.die(s, st["die"])),
    "activate_tiles": lambda s, st: w.said("prompt.activate_tiles", slot=w.line(st["slot"])),
    "discover": lambda s, st: w.said("prompt.discover", points=st["points"], cost=content().advanced_tile_cost),
    "inject": lambda s, st: w.said("prompt.inject", tiles=items([w.comp(t) for t in st["tiles"]])),
    "place_advanced": lambda s, st: w.said("prompt.place_advanced", tile=w.comp(st["tile"])),
    "fix": lambda s, st: w.said("prompt.fix", points=st["points"]),
    "place_debris": lambda s, st: w.said("prompt.place_debris"),
    "annihilate": lambda s, st: w.said("prompt.annihilate", points=st["points"]),
    "ravager_discard": lambda s, st: w.said("prompt.ravager_discard", ravager=w.comp(st["card"])),
    "choose_assign": lambda s, st: with_source(st, "prompt.choose_assign"),
    "choose_flip": lambda s, st: with_source(st, "prompt.choose_flip"),
    "choose_fix": lambda s, st: with_source(st, "prompt.choose_fix"),
    "choose_draw": lambda s, st: with_source(st, "prompt.choose_draw"),
    "choose_convert": convert_text,
    "reserve": lambda s, st: w.said("prompt.reserve", price=content().reserve_price),
    "hand_limit": hand_limit_text,
    "ship_choice": ship_choice_text,
    "ship_move": lambda s, st: w.said("prompt.ship_move", value=st["value"], hex=w.hex_(st["at"])),
    "mission_place": mission_place_text,
    "free_activation": free_activation_text,
    **{kind: hal_text(kind) for kind in hal_turn.HAL_DECISIONS},  # Hal's decisions, in words (BA-39)
}


def prompt(state: dict, seat: int) -> dict | None:
    """What `seat` decides now; None when the game is over or the open decision is not `seat`'s."""
    if state["final"] is not None:
        return None
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return None
    item = found[1]
    return {"kind": item["kind"], **TEXTS[item["kind"]](state, item)}
