"""What a seat is deciding now, in words: {"kind", "text", "template", "params"} for every decision step and
pending kind (the catalog's `prompt.*`, templates_prompts.py); None when the seat has nothing to decide. Prompts
name only public facts and the seat's own cards; another seat's hand or dealt characters are never named. Every
text takes (state, item, seat): windows and the simultaneous character choice have no single `seat` of their own.
"""
from __future__ import annotations

from shared.engine.words import items, message
from shared.games.angel_fury import steps
from shared.games.angel_fury import wording as w
from shared.games.angel_fury.content import content

#: the turn-menu action types the turn prompt names (templates_prompts.py `part.turn.*`; Rulebook: Action Phase)
TURN_KINDS = ("deploy", "deploy_leader", "upgrade", "buy", "discard_offer", "rebuy_seraph", "play", "command",
              "discard_card", "swap_reserve", "ability", "seraph_card", "end_turn", "done", "wait")
#: how many of a decision's choices the fallback text names
SHOWN = 6


def card_or_none(card_id) -> dict:
    """A card param; 'a card' for a step that names none."""
    return w.card(card_id) if card_id in content().cards else message("part.a_card")


def holdings(state: dict, seat: int) -> dict:
    """'5 crystals and 3 reinforcements'."""
    p = state["players"][seat]
    return message("part.holdings", c=p["crystals"], r=p["reinforcements"])


def choices(actions) -> dict:
    """The kinds of actions of a turn menu, each once, in menu order ('deploy reinforcements, buy a card')."""
    kinds = list(dict.fromkeys(a["type"] for a in actions))
    return items([message(f"part.turn.{k}" if k in TURN_KINDS else "part.turn.other") for k in kinds])


def troop_words(troop: dict) -> dict:
    """'3 Black demons and the Black tormentor 1'."""
    return w.troop(troop["colour"], troop["minions"], troop["leaders"])


# -- the turn and its economy steps (AF-7, AF-15..AF-29) ---------------------------------------------------------
def choose_text(state: dict, item: dict, seat: int) -> dict:
    """The character choice: keep one of the two dealt (AF-7)."""
    c = content()
    dealt = [message("part.dealt", character=w.character(ch), health=c.character(ch)["health"])
             for ch in state["players"][seat]["offered"]]
    arch = message("part.arch", side=w.key(state["players"][seat]["side"]))
    if len(dealt) == 2:
        return w.said("prompt.choose_character", arch=arch, first=dealt[0], second=dealt[1])
    return w.said("prompt.choose_character.many", arch=arch, dealt=items(dealt))


def turn_text(state: dict, item: dict, seat: int) -> dict:
    """The action phase: what is possible now, with resources, commands and cards (Rulebook: Action Phase)."""
    p = state["players"][seat]
    commands = p["commands"]
    return w.said("prompt.turn", number=state["turn"]["number"], holdings=holdings(state, seat),
                  unused=commands["unused"], commands=commands["unused"] + commands["used"], hand=len(p["hand"]),
                  tactics=p["tactics_played"], choices=choices(steps.STEPS["turn"].legal(state, item)))


def team_turn_text(state: dict, item: dict, seat: int) -> dict:
    """A team turn: the seat's own menu, taken in any order beside its teammate's (AF-10; Concepts "Cooperation")."""
    from shared.games.angel_fury import teams  # teams builds on flow, which the prompts need not load early

    p = state["players"][seat]
    still = [w.seat(state, s) for s in item["seats"] if s != seat]
    params = dict(number=state["turn"]["number"], holdings=holdings(state, seat), unused=p["commands"]["unused"],
                  hand=len(p["hand"]), choices=choices(teams.team_legal(state, item, seat)))
    if still:
        return w.said("prompt.team_turn.others", others=items(still), **params)
    return w.said("prompt.team_turn", **params)


def buy_to_text(state: dict, item: dict, seat: int) -> dict:
    """Where a bought card goes (AF-22..AF-24)."""
    card = item["card"]
    return w.said("prompt.buy_to.slot" if content().is_seraph_card(card) else "prompt.buy_to", card=w.card(card))


def offer_discard_text(state: dict, item: dict, seat: int) -> dict:
    """The 2 C discard of training cards, or New Ideas (AF-20, AF-90)."""
    return w.said("prompt.offer_discard", paid="yes" if item.get("paid") else "no", most=item.get("most") or 0)


def command_path_text(state: dict, item: dict, seat: int) -> dict:
    """One step of a move at a time (AF-32, AF-35, AF-36)."""
    return w.said("prompt.command_path", troop=troop_words(item["troop"]), area=w.area(item["at"]),
                  left=item.get("left", 0), end="no" if item.get("must_step") else "yes")


# -- battles (AF-39..AF-46) -------------------------------------------------------------------------------------
def battle_where(state: dict) -> dict:
    """'the battle in Row 3, column 4'."""
    b = state.get("battle")
    return message("part.battle_in", area=w.area(b["area"])) if b else message("part.the_battle")


def opening_text(state: dict, item: dict, seat: int) -> dict:
    """The window before round 1: the attacker's Cup of Wrath; the defenders' Disappear, Ambush!, Entrenched (AF-39,
    AF-104, AF-116, AF-128, AF-132)."""
    attacker = state.get("battle") and state["battle"]["attacker"] == seat
    return w.said("prompt.battle_opening.attacker" if attacker else "prompt.battle_opening.defender",
                  battle=battle_where(state))


def window_text(state: dict, item: dict, seat: int) -> dict:
    """The battle-card window after a roll or a charge (AF-41)."""
    b = state.get("battle") or {}
    dealt = b.get("dealt", {})
    when = message("part.round", round=b["round"]) if b.get("round") else message("part.the_charge")
    return w.said("prompt.battle_window", battle=battle_where(state), when=when,
                  attacker=dealt.get("attacker", 0), defender=dealt.get("defender", 0))


def casualty_text(state: dict, item: dict, seat: int) -> dict:
    """One casualty at a time: a minion, a seraph, or 1 health of the arch (AF-43)."""
    b = state.get("battle") or {}
    left = (b.get("left") or {}).get(item.get("side"), 0)
    return w.said("prompt.battle_casualty", battle=battle_where(state), left=left)


def retreat_text(state: dict, item: dict, seat: int) -> dict:
    """Retreat or stay after a round both sides survived (AF-44..AF-46)."""
    b = state.get("battle") or {}
    if item.get("side") == "defender":
        return w.said("prompt.battle_retreat.defender", round=b.get("round") or 1, battle=battle_where(state))
    if b.get("from") is None:
        return w.said("prompt.battle_retreat.attacker.off", battle=battle_where(state))
    return w.said("prompt.battle_retreat.attacker", battle=battle_where(state), area=w.area(b["from"]))


def won_text(state: dict, item: dict, seat: int) -> dict:
    """After a won battle: Breakthrough or enter (AF-44, AF-80)."""
    return w.said("prompt.battle_won", area=w.area(item["area"]), troop=troop_words(item["troop"]))


def card_casualty_text(state: dict, item: dict, seat: int) -> dict:
    """Damage from a card outside battle, one unit at a time (AF-42, AF-94, AF-113, AF-118)."""
    cause = w.reason(item.get("cause")) or message("part.a_cause")
    return w.said("prompt.card_casualty", cause=cause, left=item.get("left", 0), area=w.area(item["area"]))


# -- cards, abilities and seraph cards (AF-78..AF-119) -----------------------------------------------------------
def card_step_text(tid: str, *fields: str):
    """A text for a card's step: '<card name>: <what>' (the card was played face up, so it is public); `fields`:
    the step's integer fields the template names."""
    def text(state: dict, item: dict, seat: int) -> dict:
        """'Blinding Light: choose ...'."""
        return w.said(tid, card=card_or_none(item.get("card")), **{k: item.get(k) or 0 for k in fields})
    return text


def archer_troop_text(state: dict, item: dict, seat: int) -> dict:
    """Which units of the area shoot (AF-78)."""
    return w.said("prompt.archer_troop", card=card_or_none(item.get("card")), area=w.area(item["area"]),
                  target=w.area(item["target"]))


def archery_window_text(state: dict, item: dict, seat: int) -> dict:
    """The window after an archer roll: Burning Arrows, archery prevention, swaps (AF-78, AF-96, AF-105)."""
    shot = next((s for s in state["steps"] if s["id"] == item.get("shot")), {})
    params = dict(area=w.area(shot["area"]), damage=shot.get("damage", 0), target=w.area(shot["target"]))
    if shot.get("seat") == seat:
        return w.said("prompt.archery_window.own", **params)
    return w.said("prompt.archery_window", player=w.seat(state, shot["seat"]), **params)


def ability_text(state: dict, item: dict, seat: int) -> dict:
    """Uriel's gain or Moloch's sacrifice, once per turn (AF-72, AF-75)."""
    character = state["players"][seat]["character"]
    kind = content().character(character)["ability"]["kind"]
    return w.said("prompt.ability_target", character=w.character(character), kind=w.key(kind))


def said_as(tid: str, **fields):
    """A text whose params are the step's fields, each turned by its maker (`fields`: param -> fn(state, item,
    seat))."""
    return lambda s, it, seat: w.said(tid, **{k: make(s, it, seat) for k, make in fields.items()})


#: decision kind -> text(state, item, seat)
TEXTS = {
    "choose_character": choose_text,
    "turn": turn_text,
    "team_turn": team_turn_text,
    "deploy_count": said_as("prompt.deploy_count", area=lambda s, it, seat: w.area(it["area"]),
                            n=lambda s, it, seat: s["players"][seat]["reinforcements"]),
    "buy_to": buy_to_text,
    "offer_discard": offer_discard_text,
    "rebuy_at": said_as("prompt.rebuy_at", leader=lambda s, it, seat: w.leader(it["leader"])),
    "command_source": said_as("prompt.command_source"),
    "command_troop": said_as("prompt.command_troop", area=lambda s, it, seat: w.area(it["area"])),
    "command_path": command_path_text,
    "battle_opening": opening_text,
    "battle_window": window_text,
    "battle_casualty": casualty_text,
    "battle_retreat": retreat_text,
    "battle_won": won_text,
    "card_casualty": card_casualty_text,
    "card_command": card_step_text("prompt.card_command", "left"),
    "archers": card_step_text("prompt.archers", "left"),
    "archer_troop": archer_troop_text,
    "archery_window": archery_window_text,
    "voice_of_thunder": card_step_text("prompt.voice_of_thunder"),
    "blinding_light": card_step_text("prompt.blinding_light", "left"),
    "healing_hands": card_step_text("prompt.healing_hands", "left"),
    "out_of_nowhere": card_step_text("prompt.out_of_nowhere", "left", "per_area"),
    "persuader": card_step_text("prompt.persuader", "left"),
    "card_gain_area": card_step_text("prompt.card_gain_area"),
    "card_resource": card_step_text("prompt.card_resource"),
    "suicide_raid": card_step_text("prompt.suicide_raid"),
    "ability_target": ability_text,
    "ks_target": card_step_text("prompt.ks_target"),
    "swarm_area": card_step_text("prompt.swarm_area", "left"),
    "seraph_card_target": card_step_text("prompt.seraph_card_target"),
}


def fallback_text(state: dict, item: dict, seat: int, legal: list) -> dict:
    """A decision without its own text: the card it belongs to and the first choices' labels."""
    shown = items([message(a["template"], **a["params"]) for a in legal[:SHOWN]])
    card = item.get("card")
    if card in content().cards:
        return w.said("prompt.fallback.card", card=w.card(card), choices=shown)
    return w.said("prompt.fallback", choices=shown)


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
        return {"kind": item["kind"], **text(state, item, seat)}
    spec = steps.STEPS[item["kind"]]
    legal = spec.legal(state, item, seat) if where == "pending" and item["mode"] == "all" else spec.legal(state, item)
    return {"kind": item["kind"], **fallback_text(state, item, seat, legal)}
