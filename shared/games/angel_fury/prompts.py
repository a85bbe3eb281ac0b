"""What a seat is deciding now, in words: {"kind", "text"} for every decision step and pending kind; None when
the seat has nothing to decide. Prompts name only public facts and the seat's own cards (names from the content);
another seat's hand or dealt characters are never named. Every text takes (state, item, seat): windows and the
simultaneous character choice have no single `seat` of their own.
"""
from __future__ import annotations

from shared.games.angel_fury import steps
from shared.games.angel_fury.content import content

#: turn-menu action type -> how the turn prompt lists it (Rulebook: The Turn, Action Phase)
TURN_WORDS = {"deploy": "deploy reinforcements", "deploy_leader": "redeploy a leader at your altar",
              "upgrade": "buy an upgrade", "buy": "buy a card", "discard_offer": "pay to discard training cards",
              "rebuy_seraph": "rebuy a destroyed leader", "play": "play a card", "command": "command a troop",
              "discard_card": "discard a card", "swap_reserve": "swap a reserved card into your hand",
              "ability": "use your character's ability", "seraph_card": "use a seraph card",
              "end_turn": "end your turn", "done": "say done (the turn ends when your whole side is done)",
              "wait": "wait for your teammate this round"}
#: how many of a decision's choices the fallback text names
SHOWN = 6


def name(any_id) -> str:
    """A card's, card type's or character's name, else the id itself."""
    c = content()
    if any_id in c.cards:
        return c.card(any_id)["name"]
    if any_id in c.characters:
        return c.character(any_id)["name"]
    if any_id in c.card_types:
        return c.card_type(any_id)["name"]
    return str(any_id)


def seat_name(state: dict, seat) -> str:
    """A seat's display name."""
    return state["seats"][seat]["name"] if seat is not None else "another player"


def unit_word(state: dict, seat: int, piece: str) -> str:
    """What the seat's side calls a piece: angel / demon, seraph / tormentor, archangel / archdemon."""
    return content().unit_name(state["players"][seat]["side"], piece)


def troop_words(state: dict, troop: dict) -> str:
    """'3 demons and black-seraph-1', '1 angel'."""
    side = content().side_of(troop["colour"])
    word = content().unit_name(side, "minion") + ("s" if troop["minions"] != 1 else "")
    parts = [f"{troop['minions']} {word}"] if troop["minions"] else []
    return " and ".join(parts + list(troop["leaders"])) or "no units"


def resources(state: dict, seat: int) -> str:
    """'5 C, 3 R'."""
    p = state["players"][seat]
    return f"{p['crystals']} C, {p['reinforcements']} R"


# -- the turn and its economy steps (AF-7, AF-15..AF-29) ---------------------------------------------------------
def choose_text(state: dict, item: dict, seat: int) -> str:
    """The character choice: keep one of the two dealt (AF-7)."""
    c = content()
    dealt = [f"{c.character(ch)['name']} (health {c.character(ch)['health']})"
             for ch in state["players"][seat]["offered"]]
    return (f"Choose your {unit_word(state, seat, 'arch')}: keep {' or '.join(dealt)}; the other goes back to the "
            "box unseen")


def turn_text(state: dict, item: dict, seat: int) -> str:
    """The action phase: what is possible now, with resources, commands and cards (Rulebook: Action Phase)."""
    p = state["players"][seat]
    kinds = []
    for action in steps.STEPS["turn"].legal(state, item):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    commands = p["commands"]
    return (f"Your turn {state['turn']['number']} ({resources(state, seat)}, {commands['unused']} of "
            f"{commands['unused'] + commands['used']} commands unused, {len(p['hand'])} cards in hand, "
            f"{p['tactics_played']} tactics played): " + ", ".join(TURN_WORDS.get(k, k.replace("_", " "))
                                                                   for k in kinds))


def team_turn_text(state: dict, item: dict, seat: int) -> str:
    """A team turn: the seat's own menu, taken in any order beside its teammate's (AF-10; Concepts "Cooperation")."""
    from shared.games.angel_fury import teams  # teams builds on flow, which the prompts need not load early

    p, kinds = state["players"][seat], []
    for action in teams.team_legal(state, item, seat):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    still = [f"seat {s}" for s in item["seats"] if s != seat]
    return (f"Your side's turn {state['turn']['number']} ({resources(state, seat)}, {p['commands']['unused']} "
            f"commands unused, {len(p['hand'])} cards in hand; pick your next action"
            f"{' while ' + ' and '.join(still) + ' picks too (carried out in seat order)' if still else ''}): "
            + ", ".join(TURN_WORDS.get(k, k.replace("_", " ")) for k in kinds))


def buy_to_text(state: dict, item: dict, seat: int) -> str:
    """Where a bought card goes (AF-22..AF-24)."""
    card = item["card"]
    if content().is_seraph_card(card):
        return f"Put {name(card)} in one of your seraph card slots (a card already there goes to the lost pile)"
    return (f"Take {name(card)} to your hand, replacing a hand card (a level 2 card replaces its level 1), or "
            "reserve it beside your board")


def offer_discard_text(state: dict, item: dict, seat: int) -> str:
    """The 2 C discard of training cards, or New Ideas (AF-20, AF-90)."""
    least = "at least 1" if item.get("paid") else "none"
    return (f"Choose the training-ground cards to discard to the lost pile ({least}, up to {item.get('most')}); "
            "the offer refills at once")


def command_path_text(state: dict, item: dict, seat: int) -> str:
    """One step of a move at a time (AF-32, AF-35, AF-36)."""
    left = item.get("left", 0)
    end = "" if item.get("must_step") else ", or end the move here"
    return (f"Move {troop_words(state, item['troop'])} from {item['at']}: {left} step{'s' if left != 1 else ''} "
            f"left; step into an orthogonal area (an enemy area starts a battle){end}")


# -- battles (AF-39..AF-46) -------------------------------------------------------------------------------------
def battle_where(state: dict) -> str:
    """'the battle at r3c4'."""
    b = state.get("battle")
    return f"the battle at {b['area']}" if b else "the battle"


def opening_text(state: dict, item: dict, seat: int) -> str:
    """The window before round 1: the attacker's Cup of Wrath; the defenders' Disappear, Ambush!, Entrenched (AF-39,
    AF-104, AF-116, AF-128, AF-132)."""
    if state.get("battle") and state["battle"]["attacker"] == seat:
        return (f"You attack {battle_where(state)}: before the charge you may play Cup of Wrath, swap a reserved card "
                "into your hand, or pass")
    return (f"You are attacked in {battle_where(state)}: before round 1 you may play Disappear, Ambush! or "
            "Entrenched, swap a reserved card into your hand, or pass")


def window_text(state: dict, item: dict, seat: int) -> str:
    """The battle-card window after a roll or a charge (AF-41)."""
    b = state.get("battle") or {}
    dealt = b.get("dealt", {})
    when = f"round {b['round']}" if b.get("round") else "the charge"
    return (f"In {battle_where(state)}, {when}: {dealt.get('attacker', 0)} damage at the defenders, "
            f"{dealt.get('defender', 0)} at the attackers. Play battle cards (damage, prevention), swap a reserved "
            "card into your hand, or pass")


def casualty_text(state: dict, item: dict, seat: int) -> str:
    """One casualty at a time: a minion, a seraph, or 1 health of the arch (AF-43)."""
    b = state.get("battle") or {}
    left = (b.get("left") or {}).get(item.get("side"), 0)
    return (f"In {battle_where(state)} your units take {left} more damage: choose the unit that takes the next one "
            "(a minion or a seraph dies, an arch loses 1 health)")


def retreat_text(state: dict, item: dict, seat: int) -> str:
    """Retreat or stay after a round both sides survived (AF-44..AF-46)."""
    b = state.get("battle") or {}
    if item.get("side") == "defender":
        return (f"Both sides survived round {b.get('round')} of {battle_where(state)}: retreat backwards toward your "
                "side (the attackers then enter) or stay")
    return (f"The defenders stay in {battle_where(state)}: retreat to {b.get('from')}, where you came from, or fight "
            "another round")


def won_text(state: dict, item: dict, seat: int) -> str:
    """After a won battle: Breakthrough or enter (AF-44, AF-80)."""
    return (f"You won the battle at {item.get('area')}: play Breakthrough to move {troop_words(state, item['troop'])} "
            "one more step, or move every survivor in")


def card_casualty_text(state: dict, item: dict, seat: int) -> str:
    """Damage from a card outside battle, one unit at a time (AF-42, AF-94, AF-113, AF-118)."""
    cause = item.get("cause") or "a card"
    return (f"{name(cause)} deals {item.get('left')} more damage to your units in {item.get('area')}: choose the "
            "unit that takes the next one")


# -- cards, abilities and seraph cards (AF-78..AF-119) -----------------------------------------------------------
class _Fields(dict):
    """A step's fields for str.format_map; a field the step lacks reads '?'."""

    def __missing__(self, key):
        return "?"


def card_step_text(what: str):
    """A text for a card's step: '<card name>: <what>' (the card was played face up, so it is public)."""
    def text(state: dict, item: dict, seat: int) -> str:
        """'Blinding Light: choose ...'."""
        return f"{name(item.get('card'))}: {what.format_map(_Fields(item))}"
    return text


def archery_window_text(state: dict, item: dict, seat: int) -> str:
    """The window after an archer roll: Burning Arrows, archery prevention, swaps (AF-78, AF-96, AF-105)."""
    shot = next((s for s in state["steps"] if s["id"] == item.get("shot")), {})
    who = "your archers" if shot.get("seat") == seat else f"{seat_name(state, shot.get('seat'))}'s archers"
    return (f"Archers: {who} in {shot.get('area')} shot {shot.get('damage')} damage at {shot.get('target')}. Play an "
            "archery card (Burning Arrows, Shield of Faith / Armour), swap a reserved card into your hand, or pass")


#: character ability kind -> what its target step asks (characters.json `ability`)
ABILITY_WORDS = {"gain_per_turn": "choose the area you control that gains a minion (it may not move this turn)",
                 "sacrifice": "choose the demon to destroy (same, adjacent or diagonal area) and the reward",
                 "destroy_per_turn": "choose the angel to destroy (adjacent or diagonal to him; unpreventable)"}


def ability_text(state: dict, item: dict, seat: int) -> str:
    """Uriel's gain or Moloch's sacrifice, once per turn (AF-72, AF-75)."""
    character = state["players"][seat]["character"]
    kind = content().character(character)["ability"]["kind"] if character else None
    return f"{name(character)}'s ability: {ABILITY_WORDS.get(kind, 'choose where it takes effect')}"


#: decision kind -> text(state, item, seat)
TEXTS = {
    "choose_character": choose_text,
    "turn": turn_text,
    "team_turn": team_turn_text,
    "deploy_count": lambda s, it, seat: (f"Deploy how many reinforcements at {it['area']}? (you hold "
                                         f"{s['players'][seat]['reinforcements']})"),
    "buy_to": buy_to_text,
    "offer_discard": offer_discard_text,
    "rebuy_at": lambda s, it, seat: f"Choose the altar of yours where {it['leader']} reappears",
    "command_source": lambda s, it, seat: "Choose the area of the troop to command",
    "command_troop": lambda s, it, seat: (f"Choose the troop to command from {it['area']}: any of your fresh minions "
                                          "and uncommanded leaders there"),
    "command_path": command_path_text,
    "battle_opening": opening_text,
    "battle_window": window_text,
    "battle_casualty": casualty_text,
    "battle_retreat": retreat_text,
    "battle_won": won_text,
    "card_casualty": card_casualty_text,
    "card_command": card_step_text("choose the area of a troop to command with it ({left} troop(s) left), or "
                                   "stop"),
    "archers": card_step_text("choose a troop's area and the enemy area, adjacent or diagonal, it shoots at "
                              "({left} shot(s) left)"),
    "archer_troop": card_step_text("choose the units in {area} that shoot at {target} (1 die per minion, 4 per "
                                   "seraph, 6 per arch)"),
    "archery_window": archery_window_text,
    "voice_of_thunder": card_step_text("perform the extra command now: a move, or a card or seraph card that needs "
                                       "a command (no marker is spent)"),
    "blinding_light": card_step_text("choose enemy minions adjacent or diagonal to your units to retreat "
                                     "({left} left), or stop"),
    "healing_hands": card_step_text("choose an area you control to gain minions ({left} area(s) left), or stop"),
    "out_of_nowhere": card_step_text("choose an empty area or one of yours for the next minion ({left} left, at "
                                     "most {per_area} per area)"),
    "persuader": card_step_text("choose an enemy minion adjacent or diagonal to your units to persuade ({left} "
                                "left)"),
    "card_gain_area": card_step_text("choose the area that gains the minions"),
    "card_resource": card_step_text("choose the resource"),
    "suicide_raid": card_step_text("choose the minion you sacrifice and the adjacent area that loses enemy "
                                   "minions"),
    "ability_target": ability_text,
    "ks_target": card_step_text("choose the resource area it targets"),
    "swarm_area": card_step_text("choose another area you control that gains a minion ({left} left), or stop"),
    "seraph_card_target": card_step_text("choose where your seraph card takes effect"),
}


def fallback_text(state: dict, item: dict, seat: int, legal: list) -> str:
    """A decision without its own text: the card it belongs to and the first choices' labels."""
    card = item.get("card")
    head = f"{name(card)}: " if card else ""
    labels = [a.get("label", a["type"]) for a in legal[:SHOWN]]
    more = ", ..." if len(legal) > SHOWN else ""
    return f"{head}{item['kind'].replace('_', ' ')}: choose one of: {'; '.join(labels)}{more}"


def prompt(state: dict, seat: int) -> dict | None:
    """What `seat` decides now; None when the game is over or the open decision is not `seat`'s."""
    if state["final"] is not None:
        return None
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return None
    where, item = found
    text = TEXTS.get(item["kind"])
    if text is not None:
        return {"kind": item["kind"], "text": text(state, item, seat)}
    spec = steps.STEPS[item["kind"]]
    legal = spec.legal(state, item, seat) if where == "pending" and item["mode"] == "all" else spec.legal(state, item)
    return {"kind": item["kind"], "text": fallback_text(state, item, seat, legal)}
