"""Actions: Gems to Shields and Shields to Engine.

Gems to Shields (row 25, E2): 1/2/3 gems chosen one at a time (`convert {colour}` / `done`); an own-colour gem
gives 2 Shields, another colour 1; black gems give 1 each, or 2 each if the player then discards 1 Honor (one
Honor boosts every black gem of the action, the inventory's assumption), asked after the picks (`boost` /
`decline`). Converted gems go to the consumed pile, the rest shift right for free, Shields above the top are
lost. Shields to Engine (row 26, E3): any number of Shields at 1:2 / 1:3 / 1:4 (`convert_shields {shields}` /
`done`), Engine capped at the meter's top. (Rulebook: Action: Gems to Shields; Action: Shields to Engine.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.fallen_angel import resources, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

BLACK = "black"


# -- Gems to Shields (row 25) ---------------------------------------------------------------------------------
def start_gems_to_shields(state: dict, seat: int, count: int, ev: list) -> None:
    """Open the gem picks of a Gems to Shields action converting up to `count` gems (row 25)."""
    ev.append(event("gems_to_shields_started", seat, gems=count))
    push_gem_pick(state, seat, count, 0)


def shields_for(state: dict, seat: int, colour: str, boosted: bool = False) -> int:
    """Shields one gem gives: own colour 2, other 1, black 1 or (boosted with Honor) 2 (row 25)."""
    rates = content().gems_to_shields
    if colour == BLACK:
        return rates["black_boosted"] if boosted else rates["black"]
    return rates["own"] if resources.is_own(state, seat, colour) else rates["other"]


def push_gem_pick(state: dict, seat: int, left: int, black: int) -> None:
    """Offer another gem while the strength allows and gems remain; then settle the black gems."""
    if left > 0 and shadow.convertible(state, resources.gems(state["players"][seat])):  # co-op: no black (row 59)
        steps.push(state, "gem_to_shield", seat, left=left, black=black)
    elif black:
        steps.push(state, "settle_black", seat, black=black)


def gem_pick_legal(state: dict, step: dict) -> list:
    """`convert {colour}` per colour in storage, then `done` (row 25)."""
    seat = step["seat"]
    rates = content().gems_to_shields
    out = [{"type": "convert", "colour": c,
            **w.label("label.convert_gem", colour=w.colour(c), shields=shields_for(state, seat, c),
                      boosted=rates["black_boosted"], boost_honor=rates["boost_honor"], left=step["left"])}
           for c in shadow.convertible(state, resources.gem_colours(state["players"][seat]))]
    out.append({"type": "done", **w.label("label.gems_done")})
    return out


def gem_pick_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Consume the gem; a coloured gem's Shields come now, black gems' after the Honor decision (row 25)."""
    steps.pop(state, step)
    seat, black = step["seat"], step["black"]
    if action["type"] == "done":
        if black:
            steps.push(state, "settle_black", seat, black=black)
        return
    colour = action["colour"]
    resources.consume_gem(state, seat, colour, ev, reason="gems_to_shields")
    if colour == BLACK:
        black += 1
    else:
        resources.gain(state, seat, ev, "gems_to_shields", shields=shields_for(state, seat, colour))
    push_gem_pick(state, seat, step["left"] - 1, black)


def run_settle_black(state: dict, step: dict, ev: list) -> None:
    """Ask for the Honor that doubles the black gems when the player has one; else 1 Shield each (row 25)."""
    seat = step["seat"]
    if state["players"][seat]["honor"] >= content().gems_to_shields["boost_honor"]:
        steps.push(state, "black_boost", seat, black=step["black"])
    else:
        gain_black(state, seat, step["black"], False, ev)


def gain_black(state: dict, seat: int, black: int, boosted: bool, ev: list) -> None:
    """The black gems' Shields."""
    resources.gain(state, seat, ev, "gems_to_shields", shields=black * shields_for(state, seat, BLACK, boosted))


def boost_legal(state: dict, step: dict) -> list:
    """Discard 1 Honor for 2 Shields per black gem, or take 1 each (row 25)."""
    n, rates = step["black"], content().gems_to_shields
    return [{"type": "boost", **w.label("label.boost", honor=rates["boost_honor"], gems=n,
                                         shields=n * rates["black_boosted"])},
            {"type": "decline", **w.label("label.boost_decline", gems=n, shields=n * rates["black"])}]


def boost_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay the Honor (or not) and gain the black gems' Shields (row 25)."""
    steps.pop(state, step)
    seat, boosted = step["seat"], action["type"] == "boost"
    if boosted:
        resources.spend(state, seat, ev, "black_gems", honor=content().gems_to_shields["boost_honor"])
    gain_black(state, seat, step["black"], boosted, ev)


# -- Shields to Engine (row 26) -----------------------------------------------------------------------------
def start_shields_to_engine(state: dict, seat: int, rate: int, ev: list) -> None:
    """Open a Shields to Engine action at 1:`rate` when a Shield can raise the Engine (row 26)."""
    ev.append(event("shields_to_engine_started", seat, rate=rate))
    if useful_shields(state["players"][seat], rate):
        steps.push(state, "shields_to_engine", seat, rate=rate)


def useful_shields(player: dict, rate: int) -> int:
    """The most Shields worth converting: all of them, or as many as fill the Engine meter (row 26: the Engine
    is capped; Shields whose whole output would be lost are not offered)."""
    room = resources.engine_max() - player["engine"]
    return min(player["shields"], -(-room // rate))


def shields_legal(state: dict, step: dict) -> list:
    """`convert_shields {shields: n}` for 1..the useful most, and `done` (row 26)."""
    player, rate = state["players"][step["seat"]], step["rate"]
    room = resources.engine_max() - player["engine"]
    out = [{"type": "convert_shields", "shields": n,
            **w.label("label.convert_shields", shields=n, engine=min(room, n * rate), rate=rate)}
           for n in range(1, useful_shields(player, rate) + 1)]
    out.append({"type": "done", **w.label("label.shields_done")})
    return out


def shields_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Lower the Shields, raise the Engine up to its top (row 26)."""
    steps.pop(state, step)
    if action["type"] == "done":
        return
    seat, n = step["seat"], action["shields"]
    resources.spend(state, seat, ev, "shields_to_engine", shields=n)
    resources.gain(state, seat, ev, "shields_to_engine", engine=n * step["rate"])


steps.register("gem_to_shield", legal=gem_pick_legal, apply=gem_pick_apply)
steps.register("settle_black", run=run_settle_black)
steps.register("black_boost", legal=boost_legal, apply=boost_apply)
steps.register("shields_to_engine", legal=shields_legal, apply=shields_apply)
