"""The Preparation phase: the simultaneous roll and rerolls, the Order Chamber with its Special Tie, and the hero
picks (the setup draft and Hero Arrival from round 2).

Simultaneous decisions are `ask_all` items in state["pending"]; a seat may answer several times inside one item
(rerolls, hero picks), so each item keeps `progress` {seat: answers} for the decision key. Each seat rolls with
its own generator (state["seat_rng"][seat]), so the order in which seats answer never changes the state.
Phase continuations (Order Chamber, Hero Arrival, the main phase) are automatic steps under the pending items.
(rows 5, 11-17; Rulebook: Setup "Form the Hero Deck", Preparation Phase: Dice Roll and Turn Order, Hero Arrival.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event, private_event
from shared.engine.rng import Rng
from shared.games.fallen_angel import roulette, shadow, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

UNUSED = "unused"
TOP, BOTTOM = "top", "bottom"
#: the round without Hero Arrival (row 17: "This step is skipped in Round 1")
FIRST_ROUND = 1


# -- dice ------------------------------------------------------------------------------------------------------
def unused_dice(state: dict, seat: int) -> list[str]:
    """`seat`'s unused dice, in its die order."""
    dice = state["dice"]
    return [d for d in state["players"][seat]["dice"] if dice[d]["at"] == UNUSED]


def dice_sum(state: dict, seat: int) -> int:
    """The summed value of `seat`'s unused dice (row 12)."""
    return sum(state["dice"][d]["value"] or 0 for d in unused_dice(state, seat))


def roll(state: dict, seat: int, values: list[int] | None = None) -> list[int]:
    """Roll all of `seat`'s unused dice with its own generator; `values` (a test seam) sets them instead (row 12)."""
    ids = unused_dice(state, seat)
    if values is None:
        faces = content().die_faces
        rng = Rng(state["seat_rng"], str(seat))
        values = [rng.choice(faces) for _ in ids]
    if len(values) != len(ids):
        raise ValueError(f"seat {seat} has {len(ids)} unused dice, not {len(values)}")
    for die_id, value in zip(ids, values):
        state["dice"][die_id]["value"] = value
    return list(values)


def record_answer(state: dict, seat: int) -> bool:
    """Note that `seat` finished its part of the open simultaneous item; the answered seats are kept sorted, so
    the state is the same whatever order the seats answered in. True when the item closes."""
    item = decisions.front(state)
    closed = decisions.record(state, seat)
    if not closed:
        item["done"].sort()
    return closed


# -- the roll and rerolls (rows 12-14) ---------------------------------------------------------------------------
def begin_round(state: dict, ev: list) -> None:
    """Roll every seat's dice, ask for rerolls, then the Order Chamber, Hero Arrival and the main phase (row 11)."""
    state["phase"] = "roll"
    ev.append(event("round_started", None, round=state["round"]))
    roulette.reveal(state, ev)  # row 68: this round's objective token is turned up (Objective Roulette only)
    seats = list(range(len(state["players"])))
    for seat in seats:
        ev.append(event("dice_rolled", seat, values=sorted(roll(state, seat)), total=dice_sum(state, seat)))
    if state["options"].get("imperial_formation"):  # rows 51-54: imperial.py configures the roll, no rerolls
        steps.push_seq(state, [("imperial_configure", None, {}), ("hero_arrival_start", None, {}),
                               ("main_start", None, {})])
        return
    if shadow.is_on(state):  # row 57: one roll, no rerolls, the order the team agrees (coop_order.py)
        steps.push_seq(state, [("coop_order", None, {}), ("hero_arrival_start", None, {}), ("main_start", None, {})])
        return
    decisions.ask_all(state, "reroll", seats, progress={str(s): 0 for s in seats})
    steps.push_seq(state, [("order_chamber", None, {}), ("hero_arrival_start", None, {}), ("main_start", None, {})])


def can_reroll_free(state: dict, seat: int) -> bool:
    """True while the sum is below the free-reroll bound (row 13: repeatable while it stays below)."""
    return dice_sum(state, seat) < content().free_reroll_below


def reroll_legal(state: dict, item: dict, seat: int) -> list:
    """Keep, or reroll all dice: free below the bound, else for a Reroll token (rows 13, 14)."""
    total = dice_sum(state, seat)
    out = [{"type": "keep", **w.label("label.keep_roll", total=total)}]
    if can_reroll_free(state, seat):
        out.append({"type": "reroll", **w.label("label.reroll_free", total=total, bound=content().free_reroll_below)})
    elif state["players"][seat]["rerolls"] > 0:
        out.append({"type": "reroll", **w.label("label.reroll_token", total=total,
                                                left=state["players"][seat]["rerolls"])})
    return out


def reroll_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Reroll (paying a token at 22+; row 14) or keep, which ends the seat's part (rows 13, 14)."""
    if action["type"] == "keep":
        ev.append(event("roll_kept", seat, total=dice_sum(state, seat)))
        record_answer(state, seat)
        return
    player = state["players"][seat]
    token = not can_reroll_free(state, seat)
    if token:
        player["rerolls"] -= 1
        player["skulls"] += 1
    item["progress"][str(seat)] += 1
    values = roll(state, seat)
    ev.append(event("dice_rerolled", seat, values=sorted(values), total=dice_sum(state, seat), token=token))


# -- the Order Chamber (rows 15, 16) ----------------------------------------------------------------------------------
def tie_key(state: dict, seat: int) -> tuple:
    """Ascending sum, then fewer 6s, fewer 5s ... (row 16: the Special Tie comparison)."""
    values = [state["dice"][d]["value"] for d in unused_dice(state, seat)]
    faces = sorted(content().die_faces, reverse=True)
    return (sum(values), *(values.count(face) for face in faces))


def roll_off(state: dict, seats: list[int], ev: list) -> list[int]:
    """Seats with identical dice roll a die each with the main generator; higher goes first, ties roll again
    (row 16: "each of them rolls a die outside of the game, higher values go earlier")."""
    if len(seats) < 2:
        return list(seats)
    rng = Rng(state)
    rolls = {seat: rng.choice(content().die_faces) for seat in seats}
    ev.append(event("rolled_off", None, rolls={str(s): v for s, v in rolls.items()}))
    out = []
    for value in sorted(set(rolls.values()), reverse=True):
        out += roll_off(state, [s for s in seats if rolls[s] == value], ev)
    return out


def order_chamber(state: dict, ev: list) -> None:
    """Order by ascending sum, Special Tie by fewer high faces, identical dice by roll-off; record the Special
    Tie groups (equal sums) for Air Supremacy (rows 15, 16, 38)."""
    seats = range(len(state["players"]))
    keys = {seat: tie_key(state, seat) for seat in seats}
    order = []
    for key in sorted(set(keys.values())):
        order += roll_off(state, [s for s in seats if keys[s] == key], ev)
    totals = [keys[s][0] for s in order]
    state["order"] = order
    state["special_ties"] = [[s for s in order if keys[s][0] == t] for t in sorted(set(totals))
                             if totals.count(t) > 1]
    ev.append(event("order_chamber", None, order=order, totals=totals, special_ties=state["special_ties"]))


def run_order_chamber(state: dict, step: dict, ev: list) -> None:
    """Settle the turn order once every seat has kept its roll (row 15)."""
    order_chamber(state, ev)


# -- hero picks: the setup draft (row 5) and Hero Arrival (row 17) ------------------------------------------------
def draw_heroes(state: dict, seat: int, count: int, ev: list) -> list[str]:
    """Draw up to `count` cards from the top of `seat`'s Hero deck into its drawn cards (private to the owner)."""
    heroes = state["players"][seat]["heroes"]
    drawn = []
    while heroes["deck"] and len(drawn) < count:
        card = heroes["deck"].pop()
        for known in ("known_top", "known_bottom"):
            if card in heroes[known]:
                heroes[known].remove(card)
        drawn.append(card)
    heroes["drawn"] = drawn
    ev.append(private_event("heroes_drawn", seat, [seat], {"heroes": list(drawn)}, {"count": len(drawn)}))
    return drawn


def ask_hero_pick(state: dict, kind: str, draft: dict, ev: list) -> None:
    """Every seat draws `draw`; one simultaneous item in which each seat keeps `keep` and puts the rest back."""
    seats = [s for s in range(len(state["players"])) if draw_heroes(state, s, draft["draw"], ev)]
    if seats:
        decisions.ask_all(state, kind, seats, keep=draft["keep"], progress={str(s): 0 for s in seats},
                          kept={str(s): 0 for s in seats})


def begin_draft(state: dict, ev: list) -> None:
    """Setup: draw 5, keep 3, put the other 2 back each on top or bottom, all seats at once (row 5)."""
    state["phase"] = "draft"
    ask_hero_pick(state, "hero_draft", shadow.hero_draft(state), ev)  # co-op: draw 3 keep 1 (row 55)


def run_hero_arrival(state: dict, step: dict, ev: list) -> None:
    """From round 2: draw 3, keep 1, put 2 back each on top or bottom, all seats at once (row 17)."""
    if state["round"] == FIRST_ROUND:
        return
    state["phase"] = "arrival"
    ev.append(event("hero_arrival", None, round=state["round"]))
    ask_hero_pick(state, "hero_arrival", content().hero_draft["arrival"], ev)


def hero_pick_legal(state: dict, item: dict, seat: int) -> list:
    """Keep a drawn card until `keep` are kept, then put each other card back on top or at the bottom."""
    drawn = state["players"][seat]["heroes"]["drawn"]
    if item["kept"][str(seat)] < min(item["keep"], len(drawn) + item["kept"][str(seat)]):
        return [{"type": "keep", "hero": h, **w.label("label.keep_hero", hero=w.hero_card(h))} for h in drawn]
    return [{"type": "put_back", "hero": h, "where": where,
             **w.label("label.put_back", hero=w.hero_card(h), where=w.key(where))}
            for h in drawn for where in (TOP, BOTTOM)]


def hero_name(card_id: str) -> str:
    """A hero card's name for labels: 'Demon Jester (I)'."""
    hero = content().hero_of(card_id)
    return f"{hero['name']} ({hero['numeral']})"


def hero_pick_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Keep a card or put one back (top: above the known top cards; bottom: below the known bottom ones)."""
    heroes = state["players"][seat]["heroes"]
    card = action["hero"]
    heroes["drawn"].remove(card)
    item["progress"][str(seat)] += 1
    if action["type"] == "keep":
        heroes["hand"].append(card)
        item["kept"][str(seat)] += 1
        ev.append(private_event("hero_kept", seat, [seat], {"hero": card}, {}))
    elif action["where"] == TOP:
        heroes["deck"].append(card)
        heroes["known_top"].append(card)
        ev.append(private_event("hero_put_back", seat, [seat], {"hero": card, "where": TOP}, {}))
    else:
        heroes["deck"].insert(0, card)
        heroes["known_bottom"].insert(0, card)
        ev.append(private_event("hero_put_back", seat, [seat], {"hero": card, "where": BOTTOM}, {}))
    if not heroes["drawn"]:
        record_answer(state, seat)


# -- registration: simultaneous (ask_all) kinds take the answering seat as a last argument (game.py) ------------
steps.register("reroll", legal=reroll_legal, apply=reroll_apply)
steps.register("hero_draft", legal=hero_pick_legal, apply=hero_pick_apply)
steps.register("hero_arrival", legal=hero_pick_legal, apply=hero_pick_apply)
steps.register("order_chamber", run=run_order_chamber)
steps.register("hero_arrival_start", run=run_hero_arrival)
