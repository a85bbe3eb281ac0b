"""Voice of Thunder: "Immediately perform an extra command. This does not move an unused command marker to the
used space. You may use this with any action that would require a command, such as moving troops or playing
Gather Crystals, or using Battle Prayer." (AF-115; Rulebook: Card Appendix, Michael.)

Playing it grants one free command and opens `voice_of_thunder` at once: the seat picks one of its turn-menu
actions that needs a command (`command {area}`, a command card, a seraph card that costs a command) and it is
carried out then and there, the free command paying for it. The grant is not banked: what the action leaves
unspent is taken back when it ends (`voice_of_thunder_end`) (RULES.md A14). The card can be played only when
such an action exists. It sits above the turn menu's providers (command, cards, seraph_cards) and flow.
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import cards, command, flow, seraph_cards, steps

VOICE, VOICE_END = "voice_of_thunder", "voice_of_thunder_end"
#: turn-menu action types that carry a card: a card played from hand, a slotted seraph card
CARD_TYPES = (cards.PLAY, seraph_cards.SERAPH_CARD)


def is_command_action(action: dict) -> bool:
    """True for a turn-menu action that needs a command: a move, or a card that spends one (AF-34)."""
    if action["type"] == "command":
        return True
    return action["type"] in CARD_TYPES and cards.needs_command(action["card"])


def command_options(state: dict, seat: int) -> list:
    """The seat's turn-menu actions that need a command, Voice of Thunder itself left out."""
    offered = command.command_actions(state, seat) + seraph_cards.turn_actions(state, seat)
    offered += [a for a in cards.playable(state, seat, leave_out=VOICE)]
    return [a for a in offered if is_command_action(a)]


def with_free_command(state: dict, seat: int, ask):
    """`ask(state, seat)` as if the seat held one more free command (state as it was afterwards)."""
    turn = cards.flags(state, seat)
    before = turn.get(cards.FREE_COMMANDS)
    turn[cards.FREE_COMMANDS] = (before or 0) + 1
    try:
        return ask(state, seat)
    finally:
        if before is None:
            del turn[cards.FREE_COMMANDS]
        else:
            turn[cards.FREE_COMMANDS] = before


def can_play(state: dict, seat: int, card_id: str) -> bool:
    """An action that needs a command can be performed with the free command (AF-115)."""
    return bool(with_free_command(state, seat, command_options))


def start(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Grant the free command, then ask at once which command it performs; it ends with that action."""
    turn = cards.flags(state, seat)
    before = turn.get(cards.FREE_COMMANDS, 0)
    turn[cards.FREE_COMMANDS] = before + cards.effect(card_id)["free_commands"]
    ev.append(event("free_command_gained", seat, free=turn[cards.FREE_COMMANDS]))
    steps.push(state, VOICE_END, seat, before=before)
    steps.push(state, VOICE, seat, card=card_id)


def voice_legal(state: dict, step: dict) -> list:
    """The actions that need a command, each performed now with the free command (AF-115)."""
    return command_options(state, step["seat"])


def voice_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry the chosen action out as the turn menu would; its steps run above `voice_of_thunder_end`."""
    steps.pop(state, step)
    flow.handler(action["type"])(state, step["seat"], action, ev)


def end_run(state: dict, step: dict, ev: list) -> None:
    """The extra command is not banked: a free command the action left unspent is gone."""
    turn = cards.flags(state, step["seat"])
    if turn.get(cards.FREE_COMMANDS, 0) > step["before"]:
        turn[cards.FREE_COMMANDS] = step["before"]
        ev.append(event("free_command_lapsed", step["seat"]))


cards.register((VOICE,), can_play, start)
steps.register(VOICE, legal=voice_legal, apply=voice_apply)
steps.register(VOICE_END, run=end_run)
