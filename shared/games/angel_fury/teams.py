"""Team turns: the seats of one side act in the same turn, interleaved freely, each ending its part with "done".

Rulebook: Concepts "Cooperation" ("You can perform your actions in any order and you may show each other your
cards ... you can only command your own troops, you only get resources from resource areas where you have your own
units, and you may only play battle cards in battles where your own units participate. You also cannot trade
resources with each other. Soul points always belong to the team."), The Turn ("you and your co-player may");
inventory AF-10, AF-14, AF-54, AF-55.

A side of several seats takes its turn in rounds. Each round is one simultaneous decision (`decisions.ask_all`,
kind `team_turn`): every seat of the side that has not said `done` is active at once and picks its next action
from its own turn menu (the Duel's, with `done` for `end_turn`, and `wait` to let a teammate go first). A pick is
only recorded, so teammates choose concurrently and in either order with the same outcome (each seat's decision
key is the round's id: a teammate's pick leaves it as it was). When every active seat has picked, the picks are
carried out in seat order (`team_resolve`): an action runs with its own steps (a battle, a card's choices), then
the next pick, if still legal after what ran before it (else it is void, `team_action_void`, and the seat picks
again next round). Then the next round opens for the seats not done; a round in which no one acts (all wait) ends
the turn as if all were done. Any order of actions a table could play is a sequence of rounds (one seat acts, the
other waits). When every seat is done, the side's resource phase runs once: soul points for the side; income,
healing, draw and commands for each of its seats (RULES.md A28).

The rest of the cooperation rules hold because every rule is per seat: commands list the seat's own units, income
counts the seat's own units, battle windows ask the seats with units in the battle, buys go to the buyer; nothing
transfers resources between seats. Teammates see each other's hands (`units.audience`, sampling.is_other; A27).
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.contract import find_action, strip_label
from shared.engine.events import event, private_event
from shared.games.angel_fury import command, deploy, economy, flow, steps, wording

TEAM_TURN = "team_turn"
RESOLVE = "team_resolve"
DONE = {"type": "done", **wording.label("label.team.done")}
WAIT = {"type": "wait", **wording.label("label.team.wait")}
#: the picks that run no action
IDLE = (DONE["type"], WAIT["type"])


#: who sees `seat`'s cards: the seat and its teammates ("you may show each other your cards", AF-10)
audience = flow.audience


def as_seat(state: dict, seat: int) -> dict:
    """A shallow copy of `state` read as `seat`'s turn (the menu's providers check turn.seat); for listing only."""
    return dict(state, turn=dict(state["turn"], seat=seat))


def menu(state: dict, seat: int) -> list:
    """The seat's own turn menu without `end_turn` (Rulebook: The Turn)."""
    return [a for a in flow.turn_legal(as_seat(state, seat), {"seat": seat}) if a["type"] != flow.END_TURN["type"]]


def menu_part(state: dict, seat: int, kind: str) -> list:
    """The part of the seat's menu that lists actions of type `kind` (each type has one provider: flow.handler),
    so re-checking a pick costs one provider, not the whole menu."""
    view = as_seat(state, seat)
    if kind in deploy.HANDLERS:
        return deploy.turn_actions(view, seat)
    if kind in economy.HANDLERS:
        return economy.turn_actions(view, seat)
    for provider, listing, types in flow.PROVIDERS:
        if kind in types:
            return getattr(provider, listing)(view, seat)
    return menu(state, seat)


def is_still_legal(state: dict, seat: int, action: dict) -> bool:
    """True when a pick is still on the seat's menu after what ran before it this round."""
    if action["type"] == "command":  # one area's check, not every source (command.command_actions)
        return command.can_command(state, seat) and command.is_source(state, seat, action["area"])
    return find_action(menu_part(state, seat, action["type"]), action) is not None


# -- a round of the team turn -----------------------------------------------------------------------------------------
def open_turn(state: dict, seat: int) -> None:
    """The first round of `seat`'s side's turn: every seat of the side picks at once (AF-10; flow.start_turn)."""
    open_round(state, state["players"][seat]["side"], audience(state, seat))


def open_round(state: dict, side: str, seats: list) -> None:
    """A round: each of `seats` picks its next action, simultaneously."""
    decisions.ask_all(state, TEAM_TURN, seats, side=side, picks={})


def team_legal(state: dict, item: dict, seat: int) -> list:
    """The seat's own menu, `wait` while a teammate also picks this round, and `done`."""
    extra = [dict(WAIT)] if len(item["seats"]) > 1 else []
    return menu(state, seat) + extra + [dict(DONE)]


def team_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Record the seat's pick (told to its side); once every seat has picked, carry the picks out in seat order."""
    item["picks"][str(seat)] = strip_label(action)
    ev.append(private_event("team_action_chosen", seat, audience(state, seat), {"action": strip_label(action)}, {}))
    if decisions.record(state, seat):
        queue = [[s, item["picks"][str(s)]] for s in sorted(item["seats"])]
        steps.push(state, RESOLVE, None, side=item["side"], queue=queue, acted=False, changed=False,
                   staying=list(item["seats"]))


def resolve(state: dict, step: dict, ev: list) -> None:
    """Carry out the next pick (its steps run before the rest), or open the next round / end the turn."""
    queue, staying = step["queue"], step["staying"]
    while queue:
        seat, action = queue.pop(0)
        if action["type"] == DONE["type"]:
            staying.remove(seat)
            step["acted"] = True  # not a round of waits only: the seats left go on
            ev.append(event("turn_part_done", seat, number=state["turn"]["number"]))
        elif action["type"] != WAIT["type"]:
            run_pick(state, step, seat, action, ev)
            return
    finish_round(state, step, ev)


def run_pick(state: dict, step: dict, seat: int, action: dict, ev: list) -> None:
    """Run one pick above the rest of the round, unless what ran before it made it illegal (void)."""
    if step["changed"] and not is_still_legal(state, seat, action):
        ev.append(event("team_action_void", seat, action_type=action["type"]))
        steps.push(state, RESOLVE, None, **{k: v for k, v in step.items() if k not in ("kind", "seat", "id")})
        return
    steps.push(state, RESOLVE, None, **dict({k: v for k, v in step.items() if k not in ("kind", "seat", "id")},
                                            acted=True, changed=True))
    state["turn"]["seat"] = seat  # the seat whose action runs (turn.seat: the acting seat)
    flow.handler(action["type"])(state, seat, action, ev)


def finish_round(state: dict, step: dict, ev: list) -> None:
    """The next round for the seats not done; the side's turn ends when none is left or every pick was `wait`."""
    staying = step["staying"]
    if staying and step["acted"]:
        open_round(state, step["side"], staying)
        return
    last = staying[0] if staying else flow.seats_of_side(state, step["side"])[0]
    flow.end_turn(state, last, ev)


flow.HANDLERS["team_turn"] = open_turn  # a side of several seats takes its turn here (flow.start_turn)
steps.register(TEAM_TURN, legal=team_legal, apply=team_apply)
steps.register(RESOLVE, run=resolve)
