"""Turn flow: the Sequence A/B choice, flip, card play, taking and using a die, A.3, hand limit, rounds, the end.

Every turn starts as two steps: a `turn` decision on top of an automatic `end_turn`. Sequence A replaces the
`turn` step by `use_die` over `a3`; Sequence B by `b1`, `b2` (sequence_b.py). `end_turn` enforces the hand
limit, moves to the next seat clockwise, counts rounds and ends the game after the final round.
(BA-7, BA-8, BA-11, BA-32, BA-36; Rulebook: Game Play, Sequence A, The Game Ends.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.result import game_ended
from shared.games.black_angel import actions, dice, grid, hal, missions, scoring, sequence_a, steps
from shared.games.black_angel import wording as w
from shared.games.black_angel.content import content
from shared.games.black_angel.draws import draw_mission, draw_ravager, trigger_end  # noqa: F401

SEQ_A = "A"
SEQ_B = "B"


# -- turns and rounds ----------------------------------------------------------------------------------------
def begin(state: dict) -> None:
    """Open the first turn (setup's last act; BA-7)."""
    start_turn(state, state["turn"]["seat"])


def start_turn(state: dict, seat: int) -> None:
    """A fresh turn record for `seat`, and its `turn` decision over `end_turn` (BA-8)."""
    state["turn"].update({"seat": seat, "seq": None, "die": None, "card_played": False, "bought": []})
    kind = "hal_turn" if hal.is_hal(state, seat) else "turn"  # Hal's turn: hal_turn.py (BA-39)
    steps.push_seq(state, [(kind, seat, {}), ("end_turn", seat, {})])


def is_final_round(state: dict) -> bool:
    """True in the round after the one in which the end was triggered (BA-36)."""
    return state["end"]["final_round"] == state["turn"]["round"]


def run_end_turn(state: dict, step: dict, ev: list) -> None:
    """Hand limit first (BA-32), then the next seat clockwise; after the final round, the final scoring (BA-36)."""
    seat = step["seat"]
    if len(state["players"][seat]["hand"]["missions"]) > content().hand_limit:
        steps.push_seq(state, [("hand_limit", seat, {}), ("end_turn", seat, {})])
        return
    ev.append(event("turn_ended", seat, round=state["turn"]["round"]))
    following = (seat + 1) % len(state["players"])
    if following == state["first"]:
        if is_final_round(state):
            finish(state, ev)
            return
        state["turn"]["round"] += 1
    start_turn(state, following)


def finish(state: dict, ev: list) -> None:
    """Score the game and record the result (BA-37; Rulebook: The Game Ends)."""
    state["turn"].update({"seq": None, "die": None})
    state["final"] = scoring.final_result(state)
    ev.append(game_ended(state["final"]))


# -- Missions: A.3 draw and the hand limit ---------------------------------------------------------------------
def run_a3(state: dict, step: dict, ev: list) -> None:
    """A.3: the used die returns to its supply; draw a Mission of the die's colour (BA-32)."""
    die_id = step["die"]
    dice.return_to_supply(state, die_id)
    state["turn"]["die"] = None
    ev.append(event("die_returned", step["seat"], die=die_id))
    draw_mission(state, step["seat"], state["dice"][die_id]["colour"], ev)


def hand_limit_legal(state: dict, step: dict) -> list:
    """Discard a Mission of your choice until you hold the limit (Ravagers exempt; BA-32)."""
    hand = state["players"][step["seat"]]["hand"]["missions"]
    return [{"type": "discard_mission", "card": card, **w.label("label.discard.hand_limit", card=w.card(card))}
            for card in hand]


def hand_limit_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Discard one Mission to its colour's discard pile; done at the limit (BA-32)."""
    seat = step["seat"]
    hand = state["players"][seat]["hand"]["missions"]
    card = action["card"]
    hand.remove(card)
    state["decks"]["mission_discard"][content().mission(card)["colour"]].append(card)
    ev.append(event("mission_discarded", seat, card=card, reason="hand_limit"))
    steps.pop(state, step)
    if len(hand) > content().hand_limit:
        steps.push(state, "hand_limit", seat)  # a fresh id: the choices changed (decision_key)


# -- the turn decision ------------------------------------------------------------------------------------------
def turn_legal(state: dict, step: dict) -> list:
    """Sequence B (or pass in the final round) until A has begun; A: take a die, play a card, flip (BA-8..11)."""
    seat, turn = step["seat"], state["turn"]
    out = []
    if turn["seq"] is None:
        out.append({"type": "sequence_b", **sequence_b_label(state)})
        if is_final_round(state):
            out.append({"type": "pass", **w.label("label.pass")})
    usable = sequence_a.usable_dice(state, seat)
    if not usable and not sequence_a.is_flip_useful(state, seat):
        return out + enabling_card_actions(state, seat)
    out += [take_die_action(state, seat, *offer) for offer in usable]
    if not turn["card_played"]:
        out += play_card_actions(state, seat)
    if state["players"][seat]["debris"] >= content().flip_price:
        out += [{"type": "flip", "die": d, **w.label("label.flip", die=w.die(state, d), debris=content().flip_price,
                                                     to=dice.opposite(state["dice"][d]["value"]))}
                for d in dice.flippable_dice(state, seat)]
    return out


def sequence_b_label(state: dict) -> dict:
    """What Sequence B does now (B.3 is skipped once the end is triggered, BA-36)."""
    return w.label("label.sequence_b.ended" if state["end"]["trigger"] is not None else "label.sequence_b")


def take_die_action(state: dict, seat: int, die_id: str, cost: int, payee) -> dict:
    """The take_die action; its label names the price (BA-11, BA-38)."""
    die = w.die(state, die_id)
    if payee is None:
        said = w.label("label.take_die", die=die)
    elif payee == dice.SUPPLY:
        said = w.label("label.buy_neutral", die=die, cost=cost)
    else:
        said = w.label("label.buy_die", owner=w.seat(state, payee), die=die, cost=cost)
    return {"type": "take_die", "die": die_id, **said}


def play_card_actions(state: dict, seat: int) -> list:
    """A Mission or Ravager from hand into an empty slot (BA-10)."""
    player = state["players"][seat]
    free = [slot for slot in content().slots if player["slots"][slot] is None]
    cards = player["hand"]["missions"] + player["hand"]["ravagers"]
    return [play_card_action(card, slot) for card in cards for slot in free]


def enabling_card_actions(state: dict, seat: int) -> list:
    """With no die usable without A.1: the card plays after which one is, each card of an enabling kind (BA-8,
    BA-10, A9)."""
    if state["turn"]["card_played"]:
        return []
    enabling = set(sequence_a.enabling_plays(state, seat))
    player = state["players"][seat]
    cards = player["hand"]["missions"] + player["hand"]["ravagers"]
    return [play_card_action(card, slot) for card in cards for slot in content().slots
            if (sequence_a.card_kind(card), slot) in enabling]


def play_card_action(card: str, slot: str) -> dict:
    """The play_card action (BA-10)."""
    return {"type": "play_card", "card": card, "slot": slot, **w.label("label.play_card", card=w.card(card),
                                                                          slot=w.line(slot))}


def turn_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry out a turn-level choice (BA-8..BA-11, BA-36)."""
    TURN_HANDLERS[action["type"]](state, step, action, ev)


def do_sequence_b(state: dict, step: dict, action: dict, ev: list) -> None:
    """Sequence B: B.1, then B.2 (which pushes B.3 unless the end is triggered) (BA-33..BA-35)."""
    steps.pop(state, step)
    state["turn"]["seq"] = SEQ_B
    ev.append(event("sequence_chosen", step["seat"], sequence=SEQ_B))
    steps.push_seq(state, [("b1", step["seat"], {}), ("b2", step["seat"], {})])


def do_pass(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pass instead of Sequence B on the final turn (BA-36)."""
    steps.pop(state, step)
    ev.append(event("passed", step["seat"]))


def do_flip(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay debris from storage, flip one of your dice; A has begun (BA-9)."""
    seat = step["seat"]
    state["players"][seat]["debris"] -= content().flip_price
    value = dice.flip(state, action["die"])
    ev.append(event("die_flipped", seat, die=action["die"], value=value, debris=content().flip_price))
    begin_sequence_a(state, step, ev)


def do_play_card(state: dict, step: dict, action: dict, ev: list) -> None:
    """A.1: play a card into a slot, its activations run, then Sequence A goes on if a die is usable (BA-10)."""
    state["turn"]["card_played"] = True
    begin_sequence_a(state, step, ev)
    grid.play_card(state, step["seat"], action["card"], action["slot"], ev)


def begin_sequence_a(state: dict, step: dict, ev: list) -> None:
    """Mark Sequence A begun; replace the turn step by `a_resume`, which reopens it when a die is usable."""
    if state["turn"]["seq"] is None:
        state["turn"]["seq"] = SEQ_A
        ev.append(event("sequence_chosen", step["seat"], sequence=SEQ_A))
    steps.pop(state, step)
    steps.push(state, "a_resume", step["seat"])


def run_a_resume(state: dict, step: dict, ev: list) -> None:
    """Reopen the turn decision if a die can still be taken and used; else the turn ends without A.2/A.3
    ([A]; the rulebook is silent on a Sequence A with no usable die left after A.1 or a flip)."""
    if sequence_a.is_sequence_a_possible(state, step["seat"]):
        steps.push(state, "turn", step["seat"])
    else:
        ev.append(event("no_usable_die", step["seat"]))


def do_take_die(state: dict, step: dict, action: dict, ev: list) -> None:
    """A.2: take your die, or buy another's unreserved die (resource to its owner) or a neutral die
    (resource to the supply); then choose its use (BA-11, BA-38)."""
    seat, die_id = step["seat"], action["die"]
    cost, payee = dice.price(state, seat, die_id)
    if payee is not None:
        state["players"][seat]["resources"] -= cost
        if hal.is_hal(state, payee):  # BA-39: the resource paid to Hal becomes VP
            hal.gain_goods(state, {"resource": cost}, ev, "die_sold")
        elif payee != dice.SUPPLY:
            state["players"][payee]["resources"] += cost
        state["dice"][die_id]["at"] = seat
        state["turn"]["bought"].append(die_id)
        ev.append(event("die_bought", seat, die=die_id, price=cost, paid_to=payee))
    state["turn"].update({"seq": SEQ_A, "die": die_id})
    ev.append(event("die_taken", seat, die=die_id, value=state["dice"][die_id]["value"]))
    steps.pop(state, step)
    steps.push_seq(state, [("use_die", seat, {"die": die_id, "value": state["dice"][die_id]["value"]}),
                           ("a3", seat, {"die": die_id})])


TURN_HANDLERS = {"sequence_b": do_sequence_b, "pass": do_pass, "flip": do_flip, "play_card": do_play_card,
                 "take_die": do_take_die}


# -- using the die --------------------------------------------------------------------------------------------
def use_die_legal(state: dict, step: dict) -> list:
    """A board action of the die's colour or an activation Mission in space (BA-12, BA-13)."""
    return sequence_a.die_targets(state, step["seat"], step["die"])


def use_die_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Start the chosen use; its steps run above the waiting `a3` (BA-12..BA-31)."""
    steps.pop(state, step)
    seat, die_id = step["seat"], step["die"]
    if action["type"] == "board_action":
        actions.start_board_action(state, seat, action["action"], die_id, ev)
    else:
        missions.start_activation(state, seat, action["hex"], state["dice"][die_id]["value"], ev)


steps.register("turn", legal=turn_legal, apply=turn_apply)
steps.register("a_resume", run=run_a_resume)
steps.register("use_die", legal=use_die_legal, apply=use_die_apply)
steps.register("a3", run=run_a3)
steps.register("hand_limit", legal=hand_limit_legal, apply=hand_limit_apply)
steps.register("end_turn", run=run_end_turn)
