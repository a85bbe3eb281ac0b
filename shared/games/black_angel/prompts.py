"""What a seat is deciding now, in words: {"kind", "text"} for every decision step and pending item; None when
the seat has nothing to decide. Prompts name only the seat's own cards and public facts (names from the
glossary)."""
from __future__ import annotations

from functools import lru_cache

from shared.games.black_angel import steps
from shared.games.black_angel.content import content
from shared.games.black_angel.glossary import components, effect_text, goods_text

#: turn-level action type -> how the turn prompt lists it
TURN_WORDS = {"take_die": "take a die (Sequence A)", "play_card": "play a card into a slot",
              "flip": "flip a die for debris", "sequence_b": "do Sequence B", "pass": "pass (final round)"}


def name(any_id) -> str:
    """A component's glossary name, else the id itself."""
    return _names().get(any_id, str(any_id))


@lru_cache(maxsize=1)
def _names() -> dict:
    """Component id -> glossary name."""
    return {comp["id"]: comp["name"] for comp in components()}


def die_text(state: dict, die_id: str) -> str:
    """'your orange die showing 3' (a star is 0)."""
    die = state["dice"][die_id]
    face = "a star" if die["value"] == 0 else str(die["value"])
    return f"the {die['colour']} die {die_id} showing {face}"


def hex_text(at) -> str:
    return f"hex [{at[0]}, {at[1]}]" if at else "the hex"


def points_text(step: dict, what: str) -> str:
    n = step.get("points")
    return f"{what}: {n} point{'s' if n != 1 else ''} left" if n is not None else what


def turn_text(state: dict, step: dict) -> str:
    """The turn decision, listing what is possible now (BA-8..BA-11, BA-36)."""
    kinds = []
    for action in steps.STEPS["turn"].legal(state, step):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    choices = ", ".join(TURN_WORDS.get(k, k) for k in kinds)
    begun = " (Sequence A has begun)" if state["turn"]["seq"] == "A" else ""
    return f"Your turn, round {state['turn']['round']}{begun}: {choices}"


def source_text(step: dict) -> str:
    """' (Melurien Archive)': the tile or Mission the effect comes from, when the step names it."""
    source = step.get("source")
    return f" ({name(source)})" if isinstance(source, str) else ""


def convert_text(step: dict) -> str:
    effect = step.get("effect")
    if effect and effect.get("kind") == "convert":
        return f"Pay {goods_text(effect['pay'])} to gain {goods_text(effect['gain'])}, or decline"
    return "Make the conversion, or decline"


def free_activation_text(state: dict, item: dict) -> str:
    """BA-31: the owner's free activation after another player activated its Mission."""
    by = item.get("by")
    who = state["seats"][by]["name"] if by is not None else "Another player"
    card = item.get("card")
    effect = effect_text(content().mission(card)["effect"]) if card else "its effect"
    return (f"{who} activated your Mission {name(card)} at {hex_text(item.get('hex'))}: take your free activation "
            f"({effect}) or decline")


def hand_limit_text(state: dict, step: dict) -> str:
    held = len(state["players"][step["seat"]]["hand"]["missions"])
    return f"You hold {held} Missions: discard one (the limit is {content().hand_limit}; Ravagers don't count)"


#: step kind -> text(state, step); the catalogue of DESIGN.md
TEXTS = {
    "turn": turn_text,
    "use_die": lambda s, st: f"Use {die_text(s, st['die'])}: a board action of its colour or an activation Mission "
                             f"of its colour in space",
    "activate_tiles": lambda s, st: f"Your card in slot {st.get('slot')} activates tiles: choose the next one "
                                    f"(any order, each once), or finish",
    "discover": lambda s, st: points_text(st, "Discover Technology") + "; take a display tile (its space's cost) "
                                          f"or an advanced tile ({content().advanced_tile_cost}), or finish",
    "inject": lambda s, st: f"Inject your new tiles ({', '.join(name(t) for t in st.get('tiles', []))}) into "
                            f"your grid: choose a tile and its arrow (advanced tiles through a black arrow)",
    "place_advanced": lambda s, st: f"Place the ejected {name(st.get('tile'))} on an empty advanced space",
    "fix": lambda s, st: points_text(st, "Fix the Black Angel") + "; remove a damage cube from an action or a "
                                     "die, or finish",
    "place_debris": lambda s, st: "Put the debris on a tile's lightning space (the tile fires) or store it",
    "annihilate": lambda s, st: points_text(st, "Annihilate Ravagers") + "; take all Ravagers of a location "
                                            "(one point per card), or finish",
    "ravager_discard": lambda s, st: f"{name(st.get('card'))} strikes before the action: discard a Mission card "
                                     f"from your hand",
    "choose_assign": lambda s, st: "Assign a robot from the break room to a workstation of your choice"
                                   + source_text(st),
    "choose_flip": lambda s, st: "Flip one of your own compartment dice to its opposite face" + source_text(st),
    "choose_fix": lambda s, st: "Remove a damage cube of your choice, from an action or a die" + source_text(st),
    "choose_draw": lambda s, st: "Draw a Mission card: choose its colour" + source_text(st),
    "choose_convert": lambda s, st: convert_text(st) + source_text(st),
    "reserve": lambda s, st: f"Reserve dice for {content().reserve_price} resource each (they can't be bought), "
                             f"or finish",
    "hand_limit": hand_limit_text,
    "ship_choice": lambda s, st: (f"Command Your Ships ({st.get('colour')}, value {st.get('value')}): "
                                  + ("move a ship already in space, keep one where it stands to place a Mission "
                                     "there, or launch a new one" if st.get("value")
                                     else "a star: choose the ship whose hex gets the Mission (no move)")),
    "ship_move": lambda s, st: f"Move your ship up to {st.get('value')} hexes from {hex_text(st.get('at'))}: "
                               f"choose where it ends",
    "mission_place": lambda s, st: (f"Place a {st.get('colour')} Mission from your hand at {hex_text(st.get('at'))}"
                                    + ("" if st.get("value") == 0 or st.get("stay") else ", or skip")),
    "free_activation": free_activation_text,
}


def prompt(state: dict, seat: int) -> dict | None:
    """What `seat` decides now; None when the game is over or the open decision is not `seat`'s."""
    if state["final"] is not None:
        return None
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return None
    item = found[1]
    kind = item["kind"]
    text = TEXTS.get(kind)
    return {"kind": kind, "text": text(state, item) if text else f"Decide: {kind.replace('_', ' ')}"}
