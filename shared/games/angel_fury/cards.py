"""Playing cards from hand on your own turn: which cards may be played now, the dispatch to each card's effect,
and the command a card enhances.

- Any number of cards per turn, but only 1 tactic; Double Tactics allows 2; Raphael's Healing Hands and
  Asmodeus's Persuader don't count as tactics (character ability `not_a_tactic`) (AF-27, AF-71, AF-76).
- On the opponent's turn only battle cards and reserve swaps: those are the battle and flow owners'; the turn
  menu lists no battle card and nothing outside the seat's own turn (AF-28).
- A played card goes on top of its owner's discard pile at once: hand + deck + discard stays 12 (AF-25).
- A card's effect resolves completely before anything else: its steps sit on top of the turn menu, and effects
  on several troops or areas run one after the other (AF-30).
- Combo cards played "together with" a tactic (Backstab, Behind Enemy Lines, Healing Touch; Burning Arrows after
  the archer roll) are never on the turn menu: the tactic's first step offers them as `combo {card}`; taking one
  plays it then and there as a modifier of that tactic. A card that enhances a command (Cavalry, Dark Portal,
  Haste, Quick March, Holy Fury, Brutal Assault) opens `card_command`, whose list offers the cards that may join
  that same troop (Quick March; Holy Fury / Brutal Assault while a tactic is left) before its source area
  (RULES.md assumption: play the moving card first, then add the others to its troop).
Effect modules register their card types here (`register`): tactics.py, archers.py, other_cards.py,
seraph_cards.py and ks_cards.py sit above this module and game.py imports them all.
(AF-25, AF-27..AF-31, AF-34, AF-97, AF-98; Rulebook: Playing cards, Tactic cards, Card Appendix.)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from shared.engine.events import event
from shared.games.angel_fury import board, capacity, command, deploy, steps, units, wording
from shared.games.angel_fury.content import content

PLAY, COMBO, DECLINE = "play", "combo", "decline"
#: card kinds the turn menu may play (battle cards go through the battle windows, seraph cards sit in slots)
MENU_KINDS = ("tactic", "other", "non_battle")
#: player["turn_flags"] keys: tactics Double Tactics adds; free commands (the key command.py reads too)
EXTRA_TACTICS, FREE_COMMANDS = "extra_tactics", "free_commands"


@dataclass(frozen=True)
class Effect:
    """How a card type is played from the turn menu: whether it can do anything now, and what starts it."""

    can_play: Callable  # (state, seat, card_id) -> bool
    start: Callable  # (state, seat, card_id, ev) -> None


#: card type -> Effect; tactics.py, archers.py and other_cards.py register theirs at import
EFFECTS: dict[str, Effect] = {}


def register(types, can_play: Callable, start: Callable) -> None:
    """Register how the card types `types` are played from the turn menu."""
    for type_ in types:
        EFFECTS[type_] = Effect(can_play, start)


# -- card and player facts ----------------------------------------------------------------------------------------
def card(card_id: str):
    """The card's content record."""
    return content().card(card_id)


def effect(card_id: str):
    """The card's effect parameters (content cards.json)."""
    return content().card(card_id)["effect"]


def name(card_id: str) -> str:
    """The card's printed name."""
    return content().card(card_id)["name"]


def player_of(state: dict, seat: int) -> dict:
    """The seat's player record."""
    return state["players"][seat]


def flags(state: dict, seat: int) -> dict:
    """The seat's per-turn flags (cleared at the start of every turn by flow)."""
    return state["players"][seat]["turn_flags"]


def ability(state: dict, seat: int) -> dict:
    """The seat's character ability parameters ({} before the choice); it outlives the arch (AF-43)."""
    character = player_of(state, seat)["character"]
    return content().character(character)["ability"] if character else {}


def is_combo(card_id: str) -> bool:
    """True for a card played only together with a tactic (its effect names the tactic family, `with`)."""
    return "with" in effect(card_id)


def one_per_type(cards) -> list:
    """The first card of each type (copies play alike)."""
    seen, out = set(), []
    for card_id in cards:
        if card(card_id)["type"] not in seen:
            seen.add(card(card_id)["type"])
            out.append(card_id)
    return out


# -- the tactic limit (AF-27) ---------------------------------------------------------------------------------------
def counts_as_tactic(state: dict, seat: int, card_id: str) -> bool:
    """A tactic counts against the limit unless the character's ability exempts its family (Raphael, Asmodeus)."""
    if not content().is_tactic(card_id):
        return False
    exempt = ability(state, seat)
    return not (exempt.get("kind") == "not_a_tactic" and exempt.get("family") == card(card_id)["family"])


def tactics_allowed(state: dict, seat: int) -> int:
    """Tactics the seat may play this turn: the base (1) plus what Double Tactics added (AF-27, AF-97)."""
    return content().board_rules["tactics_per_turn"] + flags(state, seat).get(EXTRA_TACTICS, 0)


def within_limit(state: dict, seat: int, card_id: str) -> bool:
    """True when playing the card now keeps the seat within its tactics for the turn (AF-27)."""
    if not counts_as_tactic(state, seat, card_id):
        return True
    return player_of(state, seat)["tactics_played"] < tactics_allowed(state, seat)


def may_play(state: dict, seat: int, card_id: str) -> bool:
    """A menu card whose effect can do something now, within the tactic limit (AF-27)."""
    return menu_effect(card_id) is not None and within_limit(state, seat, card_id) \
        and EFFECTS[card(card_id)["type"]].can_play(state, seat, card_id)


def menu_effect(card_id: str):
    """The card's Effect when it is played from the turn menu (a registered tactic/other card, not a combo)."""
    rec = card(card_id)
    if rec["kind"] not in MENU_KINDS or "with" in rec["effect"]:  # a combo plays only with its tactic
        return None
    return EFFECTS.get(rec["type"])


# -- the turn menu (hand-off: flow -> cards) -------------------------------------------------------------------------
def playable(state: dict, seat: int, leave_out: str | None = None) -> list:
    """The `play {card}` entries of `seat`'s turn menu, one per card type held, but the type `leave_out` (AF-27,
    AF-28)."""
    if state["turn"]["seat"] != seat:
        return []
    out, player = [], player_of(state, seat)
    for card_id in one_per_type(player["hand"]):  # may_play, written out: every turn menu asks it of each card
        spec = menu_effect(card_id)
        if spec is None or card(card_id)["type"] == leave_out:
            continue
        tactic = counts_as_tactic(state, seat, card_id)
        if tactic and player["tactics_played"] >= tactics_allowed(state, seat):
            continue
        if spec.can_play(state, seat, card_id):
            said = wording.label("label.play.tactic" if tactic else "label.play", card=wording.card(card_id))
            out.append({"type": PLAY, "card": card_id, **said})
    return out


def start_play(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Play a card from the turn menu: to the discard pile, count the tactic, then start its effect (AF-27, AF-30)."""
    put_into_play(state, seat, card_id, ev)
    EFFECTS[card(card_id)["type"]].start(state, seat, card_id, ev)


def put_into_play(state: dict, seat: int, card_id: str, ev: list, combo: bool = False) -> None:
    """Move a played card from hand to the top of the discard pile and count it if it is a tactic (AF-25, AF-27)."""
    player = player_of(state, seat)
    player["hand"].remove(card_id)
    player["discard"].append(card_id)
    if counts_as_tactic(state, seat, card_id):
        player["tactics_played"] += 1
    ev.append(event("card_played", seat, card=card_id, name=name(card_id), combo=combo))


# -- combos: cards played together with a tactic (AF-94..AF-99) -------------------------------------------------------
def combo_actions(state: dict, seat: int, family: str, taken) -> list:
    """`combo {card}` for each combo card of the tactic family in hand, not yet played with this tactic."""
    return [{"type": COMBO, "card": c, **wording.label("label.combo", card=wording.card(c))}
            for c in one_per_type(player_of(state, seat)["hand"])
            if effect(c).get("with") == family and card(c)["type"] not in taken]


def done(template_id: str, **params) -> dict:
    """The action that ends an optional (or exhausted) card step, with its label's template and params."""
    return {"type": DECLINE, **wording.label(template_id, **params)}


# -- commands (AF-34, AF-115) ---------------------------------------------------------------------------------------
def has_command(state: dict, seat: int) -> bool:
    """True when the seat can pay a command: a free one (Voice of Thunder) or an unused marker (AF-34)."""
    return flags(state, seat).get(FREE_COMMANDS, 0) > 0 or player_of(state, seat)["commands"]["unused"] > 0


def spend_command(state: dict, seat: int, ev: list, reason: str) -> None:
    """Pay a command: a free command first, else an unused marker goes to used (AF-34, AF-115)."""
    player, turn = player_of(state, seat), flags(state, seat)
    if turn.get(FREE_COMMANDS, 0) > 0:
        turn[FREE_COMMANDS] -= 1
        paid = "free"
    else:
        player["commands"]["unused"] -= 1
        player["commands"]["used"] += 1
        paid = "marker"
    ev.append(event("command_spent", seat, paid=paid, unused=player["commands"]["unused"], reason=reason))


def has_fresh_unit(state: dict, seat: int) -> bool:
    """True when the seat has a unit it may still command this turn (a cheap test for command cards, AF-33)."""
    colours = player_of(state, seat)["colours"]
    for area in state["areas"].values():
        if any(area["units"].get(c, {}).get("fresh", 0) for c in colours):
            return True
    return any(l["colour"] in colours and l["area"] and not l["commanded"] for l in state["leaders"].values())


def can_command_card(state: dict, seat: int, card_id: str) -> bool:
    """A command card can be played: a command to pay and a unit to command (the card step checks the paths)."""
    return has_command(state, seat) and has_fresh_unit(state, seat)


def needs_command(card_id: str) -> bool:
    """True for a card that spends a command: its effect's `command_cost`, or a card that opens `card_command`
    (those register `can_command_card`) (AF-34; Rulebook: "You also spend command markers when you move troops in
    combination with tactic cards")."""
    if effect(card_id).get("command_cost", 0) > 0:
        return True
    spec = EFFECTS.get(card(card_id)["type"])
    return spec is not None and spec.can_play is can_command_card


def start_card_command(state: dict, seat: int, card_id: str, mods: dict, troops: int = 1) -> None:
    """Open the command the card enhances: add-on cards, then the troop's source area (AF-30, AF-34)."""
    steps.push(state, "card_command", seat, card=card_id, mods=dict(mods), base=dict(mods), left=troops,
               first=True, taken=[card(card_id)["type"]])


def is_march(card_id: str) -> bool:
    """True for Quick March: extra steps for the troop of any command card but those it names (AF-98)."""
    return card(card_id)["kind"] == "non_battle" and "not_with" in effect(card_id)


def addon_actions(state: dict, seat: int, step: dict) -> list:
    """Cards that may join this troop's command: Quick March (not with Dark Portal), and the attacker's
    whole-battle tactics (Holy Fury, Brutal Assault) while the move may battle and a tactic is left (AF-31, AF-98)."""
    mods, out = step["mods"], []
    for c in one_per_type(player_of(state, seat)["hand"]):
        e, type_ = effect(c), card(c)["type"]
        if type_ in step["taken"] or card(c)["family"] == card(step["card"])["family"]:
            continue
        if is_march(c) and card(step["card"])["family"] not in e["not_with"] and not mods.get("dark_portal"):
            out.append({"type": COMBO, "card": c, **wording.label("label.combo.march", card=wording.card(c),
                                                                  n=e["extra_steps"])})
        elif e.get("attacker") and not mods.get("no_battle") and within_limit(state, seat, c):
            out.append({"type": COMBO, "card": c, **wording.label("label.combo.attack", card=wording.card(c))})
    return out


def card_command_legal(state: dict, step: dict) -> list:
    """Add-on cards, then `command {area}` per area with a troop that can make the card's move; `decline` for a
    later troop (Cavalry II's second is optional) or when no troop can move (AF-82)."""
    seat, mods = step["seat"], step["mods"]
    out, shown = addon_actions(state, seat, step), wording.card(step["card"])
    if command.can_command(state, seat):
        out += [{"type": "command", "area": a, **wording.label("label.card_command", card=shown, area=wording.area(a))}
                for a in command.sources(state, seat, **mods)]
    if not step["first"] or not any(a["type"] == "command" for a in out):
        out.append(done("label.card_command.none" if step["first"] else "label.card_command.no_more", card=shown))
    return out


def card_command_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Add a card to this troop, or command it (the next troop of the card waits below), or stop."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == COMBO:
        add_card(state, seat, step, action["card"], ev)
        steps.push(state, "card_command", seat, **{k: v for k, v in step.items() if k not in ("kind", "seat", "id")})
    elif action["type"] == "command":
        if step["left"] > 1:
            steps.push(state, "card_command", seat, card=step["card"], mods=dict(step["base"]), base=step["base"],
                       left=step["left"] - 1, first=False, taken=[card(step["card"])["type"]])
        command.start(state, seat, {"area": action["area"]}, ev, **step["mods"])


def add_card(state: dict, seat: int, step: dict, card_id: str, ev: list) -> None:
    """Play an add-on for this troop: Quick March adds its step, an attack tactic its whole-battle effect."""
    put_into_play(state, seat, card_id, ev, combo=True)
    step["taken"] = step["taken"] + [card(card_id)["type"]]
    e, mods = effect(card_id), dict(step["mods"])
    if is_march(card_id):
        mods["quick_march"] = mods.get("quick_march", 0) + e["extra_steps"]
    else:
        mods["effects"] = list(mods.get("effects", [])) + [dict(e)]
    step["mods"] = mods


# -- the board ---------------------------------------------------------------------------------------------------------
def own_colours(state: dict, seat: int) -> list:
    """The colours the seat commands."""
    return player_of(state, seat)["colours"]


def enemy_colours(state: dict, seat: int) -> tuple:
    """The other side's colours."""
    c = content()
    return c.colours_of(c.enemy_of(player_of(state, seat)["side"]))


def minions(state: dict, area: str, colour: str) -> int:
    """Minions of `colour` in the area."""
    return state["areas"][area]["units"].get(colour, {}).get("minions", 0)


def controls(state: dict, seat: int, area: str) -> bool:
    """True when the seat has a unit in the area (AF-13)."""
    colours, rec = own_colours(state, seat), state["areas"][area]
    if any(rec["units"].get(c, {}).get("minions", 0) for c in colours):
        return True
    return any(state["leaders"][lid]["colour"] in colours for lid in rec["leaders"])


def controlled(state: dict, seat: int) -> list:
    """The areas where the seat has units, in board order (AF-13)."""
    colours, out = own_colours(state, seat), []
    # a leader's own record: a troop lifted off the board mid-move still holds its area
    held = {l["area"] for l in state["leaders"].values() if l["area"] and l["colour"] in colours}
    for area_id, rec in state["areas"].items():  # written out: card checks ask it for every turn menu
        units = rec["units"]
        if area_id in held or any(units[c]["minions"] for c in colours if c in units):
            out.append(area_id)
    return out


def enemy_minion_colours(state: dict, seat: int, area: str) -> list:
    """The enemy colours with minions in the area."""
    return [c for c in enemy_colours(state, seat) if minions(state, area, c)]


def own_leaders(state: dict, seat: int, kind: str) -> list:
    """The seat's living leaders of `kind` on the board, by id."""
    colours = own_colours(state, seat)
    return [lid for lid, l in sorted(state["leaders"].items())
            if l["kind"] == kind and l["colour"] in colours and l["alive"] and l["area"]]


def reachable_from(state: dict, seat: int) -> dict:
    """Area -> the seat's areas adjacent or diagonal to it (Archers, Blinding Light, Persuader)."""
    out: dict = {}
    for area in controlled(state, seat):
        for near in board.around(state, area):
            out.setdefault(near, []).append(area)
    return out


def room_for(state: dict, seat: int, area: str, most: int) -> int:
    """How many more of the seat's minions (at most `most`) fit in the area (AF-11, AF-12)."""
    return max(0, min(most, capacity.free_slots(state, area)))


def reserve_minions(state: dict, seat: int) -> int:
    """The seat's minions left in the general reserve (AF-5)."""
    return state["reserve"]["minions"][player_of(state, seat)["colour"]]


def gain_most(state: dict, seat: int, area: str, most: int) -> int:
    """How many minions (at most `most`) the seat can gain into the area now: reserve and space (AF-5, AF-12)."""
    return min(reserve_minions(state, seat), room_for(state, seat, area, most))


def gain_units(state: dict, seat: int, area: str, n: int, ev: list, fresh: bool, reason: str) -> int:
    """Gain up to n minions from the general reserve straight into the area; returns how many came (AF-5)."""
    colour = player_of(state, seat)["colour"]
    n = min(n, reserve_minions(state, seat))
    if n > 0:
        state["reserve"]["minions"][colour] -= n
        deploy.place_minions(state, area, colour, n, fresh)
        ev.append(event("units_gained", seat, area=area, count=n, commanded=not fresh, reason=reason))
    return n


#: the seat that commands a colour
owner_of = units.owner_of


def destroy_minions(state: dict, area: str, colour: str, n: int, ev: list, cause: str) -> int:
    """Destroy up to n minions of `colour` in the area, unpreventably (to the general reserve); returns how many."""
    n = min(n, minions(state, area, colour))
    if n:
        units.lose_unit(state, area, colour, ev, minions=n, cause=cause)
    return n


steps.register("card_command", legal=card_command_legal, apply=card_command_apply)
