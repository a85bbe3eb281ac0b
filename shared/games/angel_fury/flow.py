"""The flow of a game: the character choice and each player's start, then turns of the sides in turn.

A turn is a `turn` decision step of the active seat listing the free actions of the action phase (deploy,
upgrades, buys, the offer discard, seraph rebuys, reserve swaps, card discards, and the other owners' commands,
cards and abilities); taking one re-pushes `turn` below the action's own steps, so the menu returns when the action
is done. `end_turn` runs the resource phase (soul points and victory, income and healing, the draw, commands
reset) and hands the turn to the other side.
(AF-3, AF-5, AF-7..AF-10, AF-47..AF-51; Rulebook: Setup 8-11, The Turn, Resource Phase, End of the Game.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event, private_event
from shared.engine.result import game_ended
from shared.engine.rng import Rng
from shared.games.angel_fury import (abilities, board, cards, command, deploy, economy, scoring, seraph_cards, steps,
                                     wording)
from shared.games.angel_fury.content import content
from shared.games.angel_fury.deploy import has_units
from shared.games.angel_fury.economy import gain  # noqa: F401  (the hand-off name flow.gain, DESIGN.md)
# the hand-off names flow.lose_unit, flow.to_reinforcements (DESIGN.md); the primitives live in units.py
from shared.games.angel_fury.units import (arch_of, audience, character_of, character_seats, heal,  # noqa: F401
                                           is_team_seat, is_tide, is_tide_seat, lose_unit, seats_of_side,
                                           to_reinforcements)

END_TURN = {"type": "end_turn", **wording.label("label.end_turn")}
#: the other owners' turn-menu entries (module, its list function, the action types it lists): `command {area}` ->
#: command.start, `play {card}` -> cards.start_play, and the types in a module's TURN_TYPES -> its start_action
PROVIDERS = ((command, "command_actions", ("command",)), (cards, "playable", ("play",)),
             (abilities, "turn_actions", abilities.TURN_TYPES), (seraph_cards, "turn_actions", seraph_cards.TURN_TYPES))
#: what a turn hands over to, by name: the evil tide's automa turn and solo result ("tide_turn", "solo_result",
#: tide.py, AF-59, AF-68) and a side of several seats' team turn ("team_turn", teams.py, AF-10). Those modules, above
#: the turn flow, fill it at import, so this module imports neither.
HANDLERS: dict = {}


# -- seats and sides -----------------------------------------------------------------------------------------------
def next_seat(state: dict, seat: int) -> int:
    """The first seat of the other side: sides alternate, evil first (AF-10)."""
    side = content().enemy_of(state["players"][seat]["side"])
    return seats_of_side(state, side)[0]


# -- the character choice and each player's start (AF-7..AF-10) --------------------------------------------------------
def begin(state: dict) -> None:
    """Setup's last act: every seat keeps one of its 2 dealt characters, at the same time (AF-7; Setup 8)."""
    seats = character_seats(state)
    decisions.ask_all(state, "choose_character", seats)  # not the evil tide's seat (AF-58)


def choose_legal(state: dict, item: dict, seat: int) -> list:
    """Keep one of the two characters dealt (AF-7)."""
    c = content()
    return [{"type": "choose_character", "character": ch,
             **wording.label("label.choose_character", character=wording.character(ch),
                             health=c.character(ch)["health"])}
            for ch in state["players"][seat]["offered"]]


def choose_apply(state: dict, item: dict, action: dict, ev: list, seat: int) -> None:
    """Record the choice (secret until all have chosen); once everyone has, start the game."""
    state["players"][seat]["character"] = action["character"]
    ev.append(private_event("character_chosen", seat, audience(state, seat), {"character": action["character"]},
                            {}))
    if decisions.record(state, seat):
        start_game(state, ev)


def start_game(state: dict, ev: list) -> None:
    """Reveal the characters, prepare every player in seat order, and give evil the first turn (AF-8..AF-10)."""
    for seat, player in enumerate(state["players"]):
        player["offered"] = []  # the character not kept goes back to the box, unseen (AF-7)
        if player["character"] is not None:  # the evil tide has none (AF-58)
            ev.append(event("character_revealed", seat, character=player["character"]))
    for seat in range(len(state["players"])):
        if state["players"][seat]["character"] is not None:
            prepare_player(state, seat, ev)
    start_turn(state, state["turn"]["seat"], ev)


def prepare_player(state: dict, seat: int, ev: list) -> None:
    """Arch health at maximum, the starting bonus, the unique cards, the shuffle and the first hand (AF-7..AF-9)."""
    player, ch = state["players"][seat], character_of(state, seat)
    arch = arch_of(state, seat)
    if arch is not None:
        state["leaders"][arch]["health"] = ch["health"]
    gain(state, seat, ev, crystals=ch["start"]["C"], reinforcements=ch["start"]["R"], reason="starting bonus")
    player["handsize"] = min(content().handsize["max"], player["handsize"] + ch["bonus"]["handsize"])
    player["commands"]["unused"] += ch["bonus"]["commands"]
    state["soul_points"][player["side"]] += ch["bonus"]["soul_points"]
    swap_unique_cards(state, seat, ch, ev)
    for slot, card in enumerate(ch["seraph_cards"]):
        player["seraph_cards"][slot] = card
    Rng(state).shuffle(player["deck"])
    player["deck_known"] = False
    economy.draw_to_handsize(state, seat, ev)


def swap_unique_cards(state: dict, seat: int, ch, ev: list) -> None:
    """Each unique card replaces a starting card of the named type; the replaced go to the lost pile, public (AF-9)."""
    player = state["players"][seat]
    for swap in ch["swaps"]:
        out = next(card for card in player["deck"] if content().card(card)["type"] == swap["out"])
        player["deck"][player["deck"].index(out)] = swap["in"]
        economy.to_lost(state, seat, out)
        # the unique card now lies somewhere in the shuffled deck: the event names its type, not its id
        ev.append(event("starting_card_replaced", seat, card=out, unique=content().card(swap["in"])["type"]))


# -- turns (AF-10) --------------------------------------------------------------------------------------------------
def start_turn(state: dict, seat: int, ev: list) -> None:
    """`seat` takes its turn: everything uncommanded, the per-turn flags cleared, the `turn` menu open."""
    state["turn"]["seat"] = seat
    reset_turn(state)
    ev.append(event("turn_started", seat, number=state["turn"]["number"]))
    if is_tide_seat(state, seat):
        HANDLERS["tide_turn"](state, seat, ev)  # the evil tide's automa turn (AF-59)
        return
    if is_team_seat(state, seat):  # teammates act in the same turn, interleaved (AF-10)
        HANDLERS["team_turn"](state, seat)
        return
    steps.push(state, "turn", seat)


def reset_turn(state: dict) -> None:
    """Every unit uncommanded, tactic counts and once-per-turn flags cleared (AF-27, AF-33)."""
    for area in state["areas"].values():
        for units in area["units"].values():
            units["fresh"] = units["minions"]
    for leader in state["leaders"].values():
        leader["commanded"] = False
    for player in state["players"]:
        player["tactics_played"] = 0
        player["turn_flags"] = {}


def provided_actions(state: dict, seat: int) -> list:
    """The turn-menu entries of the other owners: commands, playable cards, abilities, seraph cards."""
    out = []
    for provider, listing, _ in PROVIDERS:
        out += getattr(provider, listing)(state, seat)
    return out


def turn_legal(state: dict, step: dict) -> list:
    """The free actions of the action phase, in any order and number, and end_turn (Rulebook: Action Phase)."""
    seat = step["seat"]
    return (deploy.turn_actions(state, seat) + economy.turn_actions(state, seat) + provided_actions(state, seat)
            + [dict(END_TURN)])


def turn_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Carry out one action above a fresh `turn` step, or end the turn."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == "end_turn":
        end_turn(state, seat, ev)
        return
    steps.push(state, "turn", seat)
    handler(action["type"])(state, seat, action, ev)


def handler(kind: str):
    """What carries out a turn action of type `kind`: flow's own owners, then the providers."""
    for table in (deploy.HANDLERS, economy.HANDLERS):
        if kind in table:
            return table[kind]
    if kind == "command":
        return command.start
    if kind == "play":
        return lambda state, seat, action, ev: cards.start_play(state, seat, action["card"], ev)
    for provider in (abilities, seraph_cards):
        if kind in provider.TURN_TYPES:
            return provider.start_action
    raise KeyError(f"angel_fury: no handler for turn action {kind!r}")


def end_turn(state: dict, seat: int, ev: list) -> None:
    """The resource phase ends the turn; then the other side's turn (AF-47)."""
    ev.append(event("turn_ended", seat, number=state["turn"]["number"]))
    resource_phase(state, seat, ev)
    if state["final"] is None:
        state["turn"]["number"] += 1
        start_turn(state, next_seat(state, seat), ev)


# -- the resource phase (AF-47..AF-51) ---------------------------------------------------------------------------------
def resource_phase(state: dict, seat: int, ev: list) -> None:
    """Soul points (and victory), income and healing, the draw, commands reset, in that order (AF-47)."""
    side = state["players"][seat]["side"]
    score_soul_points(state, side, ev)
    if winners(state):
        finish(state, ev)
        return
    for s in seats_of_side(state, side):
        collect_income(state, s, ev)
    for s in seats_of_side(state, side):
        economy.draw_to_handsize(state, s, ev)
        reset_commands(state["players"][s])


def side_colours(side: str) -> tuple:
    """The colours of a side."""
    return content().colours_of(side)


def soul_points_earned(state: dict, side: str) -> dict:
    """+1 for a unit on the soul, +1 per enemy altar the side controls (AF-48)."""
    colours, points = side_colours(side), content().soul_points
    soul = 1 if has_units(state, board.soul(state), colours) else 0
    altars = sum(1 for area, col in state["altars"].items()
                 if content().side_of(col) != side and has_units(state, area, colours))
    return {"soul": soul * points["soul"], "altars": altars * points["enemy_altar"]}


def score_soul_points(state: dict, side: str, ev: list) -> None:
    """The side's soul points for this turn (AF-48)."""
    earned = soul_points_earned(state, side)
    total = earned["soul"] + earned["altars"]
    if total:
        state["soul_points"][side] += total
        ev.append(event("soul_points_scored", None, side=side, soul=earned["soul"], altars=earned["altars"],
                        total=state["soul_points"][side]))


def winners(state: dict) -> list:
    """The sides at 7 soul points or more (AF-48)."""
    return [s for s in content().sides if state["soul_points"][s] >= content().soul_points_to_win]


def finish(state: dict, ev: list) -> None:
    """The game ends at the end of this turn: the result (scoring.py) and its one event (AF-48)."""
    result = scoring.result(state)
    state["final"] = HANDLERS["solo_result"](state, result) if is_tide(state) else result
    ev.append(game_ended(state["final"]))


def income_of(state: dict, seat: int) -> dict:
    """The character's income plus 1 per controlled fountain (R) and mountain (C), per player (AF-49)."""
    ch, player = character_of(state, seat), state["players"][seat]
    income = dict(ch["income"])
    for area_id, area in state["areas"].items():
        kind = area["terrain"]
        if kind and has_units(state, area_id, player["colours"]):
            terrain = content().terrain[kind]
            income[terrain["gives"]] += terrain["income"]
    return income


def collect_income(state: dict, seat: int, ev: list) -> None:
    """Income from the finite reserve and the arch's healing up to its printed health (AF-49)."""
    income = income_of(state, seat)
    gain(state, seat, ev, crystals=income["C"], reinforcements=income["R"], reason="income")
    heal(state, seat, character_of(state, seat)["heal"], ev)


def reset_commands(player: dict) -> None:
    """Used command markers become unused (AF-51)."""
    player["commands"]["unused"] += player["commands"]["used"]
    player["commands"]["used"] = 0


steps.register("choose_character", legal=choose_legal, apply=choose_apply)
steps.register("turn", legal=turn_legal, apply=turn_apply)
