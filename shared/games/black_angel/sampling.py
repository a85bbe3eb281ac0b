"""What a viewer can't see, and re-dealing it: `hidden_ids` (the text-search aid) and `sample_hidden`.

A viewer (a seat, or None for a spectator) knows every public fact and its own cards. Every other card lies in
a hidden *slot* and belongs to a *class* of cards the viewer can't tell apart there:

  mission:<colour>   that colour's deck, and other seats' hand Missions, face-down slot Missions and tucked
                     Missions of that colour (a Mission's colour is public: its back shows it)
  ravager            the Ravager deck, and other seats' hand Ravagers, face-down slot Ravagers, tucked Ravagers
  tiles:<colour>     that colour's Technology stack
  advanced           the Advanced Technology deck

Tucked cards keep the type and colour they showed face down in their slot (B.2 tucks them as they lay), so a
tucked pile is a list of public (type, colour) positions with hidden ids (view.py shows the same).
A re-deal gathers each class's ids in sorted order, shuffles them with the given generator and deals them
back into the class's slots in a fixed order (decks, then seats by number: hand, card slots, tucked pile);
another seat's hand is first rebuilt in the canonical order (Missions by colour, content order), since only
its colour counts are public. The game's generator is re-drawn. So the copy depends only on what the viewer
knows plus the generator. (Rulebook: Setting Up the Game; Sequence A 1, "these cards are facedown"; Sequence B 2.)
"""
from __future__ import annotations

from shared.games.black_angel import hal
from shared.games.black_angel.content import content


def is_other(seat: int, viewer) -> bool:
    """True when `seat`'s secrets are hidden from `viewer` (every seat's, for a spectator)."""
    return viewer is None or seat != viewer


def card_class(card_id: str) -> str:
    """The class of a Mission or Ravager card in a hidden slot."""
    c = content()
    return f"mission:{c.mission(card_id)['colour']}" if c.is_mission(card_id) else "ravager"


def deck_slots(state: dict) -> list:
    """(class, container, key) for every deck position, decks in a fixed order."""
    c = content()
    decks = state["decks"]
    out = []
    for colour in c.colours:
        deck = decks["missions"][colour]
        out += [(f"mission:{colour}", deck, i) for i in range(len(deck))]
    out += [("ravager", decks["ravagers"], i) for i in range(len(decks["ravagers"]))]
    for colour in c.colours:
        stack = decks["tiles"][colour]
        out += [(f"tiles:{colour}", stack, i) for i in range(len(stack))]
    out += [("advanced", decks["advanced"], i) for i in range(len(decks["advanced"]))]
    return out + hal.hidden_slots(state)  # solitaire: Hal's deck and the Ravagers removed at setup


def seat_slots(player: dict) -> list:
    """(class, container, key) for a player's hidden cards: hand, face-down card slots, tucked pile."""
    hand = player["hand"]
    out = [(card_class(cid), hand["missions"], i) for i, cid in enumerate(hand["missions"])]
    out += [("ravager", hand["ravagers"], i) for i in range(len(hand["ravagers"]))]
    for name in content().slots:
        slot = player["slots"][name]
        if slot is not None:
            out.append((card_class(slot["card"]), slot, "card"))
    return out + [(card_class(cid), player["tucked"], i) for i, cid in enumerate(player["tucked"])]


def hidden_slots(state: dict, viewer) -> list:
    """Every slot hidden from `viewer`, in the fixed dealing order."""
    out = deck_slots(state)
    for seat, player in enumerate(state["players"]):
        if is_other(seat, viewer):
            out += seat_slots(player)
    return out


def hidden_ids(state: dict, viewer) -> set:
    """Card and tile ids `viewer` must not see: every deck, other seats' hands, slot cards and tucked cards."""
    return {container[key] for _cls, container, key in hidden_slots(state, viewer)}


def canonical_hand(player: dict) -> None:
    """Reorder a hidden hand's Missions by colour (content order): only the colour counts are public."""
    order = {colour: i for i, colour in enumerate(content().colours)}
    missions = player["hand"]["missions"]
    missions.sort(key=lambda cid: order[content().mission(cid)["colour"]])


def sample_hidden(state: dict, viewer, rng, clone) -> dict:
    """A copy of `state` with everything hidden from `viewer` re-dealt with `rng` (see the module docstring)."""
    out = clone(state)
    for seat, player in enumerate(out["players"]):
        if is_other(seat, viewer):
            canonical_hand(player)
    classes: dict = {}
    for cls, container, key in hidden_slots(out, viewer):
        classes.setdefault(cls, []).append((container, key))
    for cls in sorted(classes):
        slots = classes[cls]
        ids = rng.shuffle(sorted(container[key] for container, key in slots))
        for (container, key), cid in zip(slots, ids):
            container[key] = cid
    out["rng"] = rng.next64()
    return out
