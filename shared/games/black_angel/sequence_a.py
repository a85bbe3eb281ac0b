"""Whether Sequence A is possible: a die to take and use now, after a flip, or after the A.1 card play.

The rulebook forces Sequence B only "If you can't do sequence A" (Game Play), and A.1 comes first: a card played
into a slot fires tiles that can bring what A.2 lacks (a resource to buy a die, debris to flip, a flip, a fixed
damage cube, a Mission, a ship or a robot for Command Your Ships). When no die is usable without it, a bounded
look-ahead plays each distinct card play on a private copy of the state (RULES.md A9). (BA-8..BA-13.)
"""
from __future__ import annotations

import orjson

from shared.games.black_angel import actions, dice, grid, missions, steps
from shared.games.black_angel.content import content, thaw

#: the most states the look-ahead examines per question (one per card play tried, one per choice answered),
#: over all card plays; it keeps the cost per decision flat (RULES.md A9: plays beyond it are not counted)
BRANCH_BUDGET = 48
#: goods whose gain can make a die usable (VP never can)
USEFUL_GOODS = ("resource", "debris", "ship", "robot")
#: tile effects with a choice that can make a die usable; convert and assign only spend goods
USEFUL_CHOICES = ("flip", "fix", "draw_mission")


# -- now, or after a flip --------------------------------------------------------------------------------------
def die_targets(state: dict, seat: int, die_id: str) -> list:
    """Every use of the die for `seat`: board actions, then Missions in space (BA-12, BA-13)."""
    return actions.board_targets(state, seat, die_id) + missions.activation_targets(state, seat, die_id)


def usable_dice(state: dict, seat: int) -> list[tuple[str, int, object]]:
    """(die, cost, payee) for the dice `seat` can take, afford and use now (BA-11, BA-12)."""
    return [offer for offer in dice.takeable_dice(state, seat) if die_targets(state, seat, offer[0])]


def is_flip_useful(state: dict, seat: int) -> bool:
    """True when `seat` can pay for a flip that makes one of its dice usable (BA-9)."""
    if state["players"][seat]["debris"] < content().flip_price:
        return False
    for die_id in dice.flippable_dice(state, seat):
        die = state["dice"][die_id]
        before = die["value"]
        die["value"] = dice.opposite(before)
        found = bool(die_targets(state, seat, die_id))
        die["value"] = before
        if found:
            return True
    return False


def is_possible_without_card(state: dict, seat: int) -> bool:
    """A die can be taken and used now, or after a paid flip (BA-8, BA-9)."""
    return bool(usable_dice(state, seat)) or is_flip_useful(state, seat)


def is_sequence_a_possible(state: dict, seat: int) -> bool:
    """Sequence A needs a die to take and use, now, after a flip or after the A.1 card play (BA-8, A9;
    Rulebook: "If you can't do sequence A, then you have to do sequence B")."""
    return is_possible_without_card(state, seat) or bool(enabling_plays(state, seat, first_only=True))


# -- the A.1 look-ahead ------------------------------------------------------------------------------------------
def play_classes(state: dict, seat: int) -> list[tuple[str, str]]:
    """(card, slot) for one card of each kind (a Ravager, a Mission of each colour) and each empty slot: cards
    of one kind activate the same tiles and leave the same choices (A21: only type and colour matter)."""
    player = state["players"][seat]
    kinds = {}
    for card in player["hand"]["missions"] + player["hand"]["ravagers"]:
        kinds.setdefault(card_kind(card), card)
    free = [slot for slot in content().slots if player["slots"][slot] is None]
    return [(card, slot) for card in kinds.values() for slot in free]


def card_kind(card: str) -> str:
    """A Mission's colour, or "ravager"."""
    c = content()
    return c.mission(card)["colour"] if c.is_mission(card) else grid.RAVAGER


def useful_effects(state: dict, seat: int, card: str, slot: str) -> list[dict]:
    """The effects of the tiles `card` would activate in `slot` that can make a die usable, gains first (the
    tiles fire in any order, BA-10)."""
    player = state["players"][seat]
    kind = card_kind(card)
    out = []
    for r, c in grid.slot_cells(slot):
        cell = player["grid"][r][c]
        if cell is None or content().is_advanced(cell["tile"]):
            continue
        effect = content().tile(cell["tile"])["effect"]
        if (kind == grid.RAVAGER or grid.tile_colour(cell["tile"]) == kind) and is_useful(effect):
            out.append(effect)
    return sorted(out, key=lambda effect: effect["kind"] != "gain")  # gains first: they never branch


def is_useful(effect) -> bool:
    """A gain of something other than VP, or a flip, a fix or a Mission draw (A9)."""
    if effect["kind"] == "gain":
        return any(good in effect["gain"] for good in USEFUL_GOODS)
    return effect["kind"] in USEFUL_CHOICES


def enabling_plays(state: dict, seat: int, first_only: bool = False) -> list[tuple[str, str]]:
    """(card kind, slot) for the A.1 plays after which a die can be taken and used (A9); none once a card was
    played this turn (BA-10: one card in A.1), nor when no die could be taken at any price."""
    if state["turn"]["card_played"] or not any(dice.price(state, seat, d) for d in state["dice"]):
        return []
    budget, known, out = [BRANCH_BUDGET], {}, []
    for card, slot in play_classes(state, seat):
        effects = useful_effects(state, seat, card, slot)
        key = (card_kind(card), orjson.dumps([thaw(e) for e in effects]))  # the same effects end alike
        if key not in known and effects and budget[0] > 0:
            budget[0] -= 1
            known[key] = search(played_copy(state, seat, card, slot), seat, effects, budget, check=False)
        if known.get(key):
            out.append((card_kind(card), slot))
            if first_only:
                break
    return out


def played_copy(state: dict, seat: int, card: str, slot: str) -> dict:
    """A private copy with `card` played into `slot` and an empty step stack (its events are dropped)."""
    sim = orjson.loads(orjson.dumps(state))
    grid.play_card(sim, seat, card, slot, [])
    sim["turn"]["card_played"] = True
    sim["steps"], sim["pending"] = [], []
    return sim


def search(sim: dict, seat: int, effects: list[dict], budget: list[int], check: bool = True) -> bool:
    """True when firing some of `effects` (each once, any choice) leaves a die usable. A gain is always fired
    (more goods never make a die unusable); a choice effect is tried with each option, then left unfired.
    `check`: whether `sim` itself may already allow A (not for a state already checked)."""
    if check and is_possible_without_card(sim, seat):
        return True
    if not effects:
        return False
    effect, rest = effects[0], effects[1:]
    if effect["kind"] == "gain":
        resolve(sim, seat, effect)
        return any(search(branch, seat, rest, budget) for branch in open_choices(sim, seat, budget))
    branches = open_choices(fired_copy(sim, seat, effect), seat, budget)
    return (any(search(branch, seat, rest, budget) for branch in branches)
            or search(sim, seat, rest, budget, check=False))


def fired_copy(sim: dict, seat: int, effect: dict) -> dict:
    """A copy of `sim` with `effect` fired through the engine's own effect step."""
    out = orjson.loads(orjson.dumps(sim))
    resolve(out, seat, effect)
    return out


def resolve(sim: dict, seat: int, effect: dict) -> None:
    """Run the engine's `effect` step for `seat` on `sim` until a choice opens or it is done."""
    steps.push(sim, "effect", seat, effect=dict(effect), source=None)
    steps.run_automatic(sim, [])


def open_choices(sim: dict, seat: int, budget: list[int]):
    """Each state reached by answering the choices the fired effect opened (yields `sim` when none is open);
    every answer tried costs one unit of the budget."""
    if not sim["steps"] or sim["pending"]:
        yield sim
        return
    step = sim["steps"][-1]
    spec = steps.STEPS[step["kind"]]
    for action in spec.legal(sim, step):
        if budget[0] <= 0:
            return
        budget[0] -= 1
        branch = orjson.loads(orjson.dumps(sim))
        spec.apply(branch, branch["steps"][-1], action, [])
        steps.run_automatic(branch, [])
        yield from open_choices(branch, seat, budget)
