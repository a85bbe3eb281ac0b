"""What a seat can't see, and re-dealing it: `hidden_ids` (the text-search aid) and `sample_hidden`.

Reading (RULES.md "Hidden information and re-dealing"): a viewer knows every public fact of the state and its
own secrets. Every other card sits in a hidden *slot* (a deck position, another seat's VP card, hand or Round 4
card, another seat's Appraiser draw) and belongs to a *class* of cards the viewer cannot tell apart there:

  vp           VP cards never revealed                  (Rulebook: Victory Point Cards; Appraiser)
  vp:<g>       VP cards of the g-th Delivery Person reveal (public ids, shuffled to the deck bottom together)
  <deck>       resource / guild cards by their content deck (res12, guild4, ...), tiles by pile
               (normal, round), solo Blockade and NPC cards by deck (blockade, npc1..npc4)

A re-deal gathers each class in sorted id order and deals it back into the class's slots (in a fixed slot order)
with the given generator, so the copy depends only on what the viewer knows plus the generator. Other seats'
secret choices (Supply orientation, randomizer Partner side) are re-chosen among their legal options, and the
game's generator is re-drawn.
"""
from __future__ import annotations

from functools import lru_cache

from shared.games.falling.automa import solo_content
from shared.games.falling.content import content

#: randomizer Partner choices (flow.SIDES; not imported: flow imports this module's users)
PARTNER_SIDES = ("front", "back", "jini")


@lru_cache(maxsize=1)
def _deck_of() -> dict:
    """Card id -> the content deck it belongs to (resource, guild, tiles, solo decks)."""
    c = content()
    out = {}
    for name, ids in list(c.res_decks.items()) + list(c.guild_decks.items()) + list(c.tile_ids.items()):
        out.update(dict.fromkeys(ids, name))
    sc = solo_content()
    out.update(dict.fromkeys(sc.blockade_ids, "blockade"))
    for r, ids in sc.npc_round.items():
        out.update(dict.fromkeys(ids, f"npc{r}"))
    return out


def _public_groups(state: dict) -> dict:
    """VP card id -> index of the Delivery Person reveal that made it public."""
    return {cid: g for g, group in enumerate(state["public_vp"]) for cid in group}


def card_class(card: str, groups: dict) -> str:
    """The class of cards `card` can't be told apart from in a hidden slot."""
    if card in groups:
        return f"vp:{groups[card]}"
    return _deck_of().get(card, "vp")


def hidden_slots(state: dict, viewer) -> list:
    """Every hidden slot as (container, key), in a fixed order: decks by name and position, then other seats'
    VP cards, Round 4 card and hand, then other seats' Appraiser draws in queue order."""
    slots = []
    for name in sorted(state["decks"]):
        deck = state["decks"][name]
        slots += [(deck, i) for i in range(len(deck))]
    for s, seat in enumerate(state["seats"]):
        if s == viewer:
            continue
        slots += [(seat["vpc"], i) for i, cid in enumerate(seat["vpc"]) if cid is not None]
        if seat["r4"] is not None:
            slots.append((seat, "r4"))
        if seat["hand"]:
            slots += [(seat["hand"], k) for k in sorted(seat["hand"])]
    for item in state["pending"]:
        if item["kind"] == "appraise" and item["seat"] != viewer:
            slots += [(item["cards"], i) for i in range(len(item["cards"]))]
    return slots


def hidden_ids(state: dict, viewer) -> set:
    """Card and tile ids `viewer` must not see: every deck, others' VP cards, hands and Round 4 cards, others'
    Appraiser draws. VP cards the Delivery Person revealed are public while they lie in the deck (their ids
    were shown to all), but once one sits among another seat's VP cards it is that seat's secret again.
    (Rulebook: Victory Point Cards; Setup › Player Setup; 2: Supply Phase; Partner Tiles.)"""
    public = {cid for group in state["public_vp"] for cid in group}
    out = set()
    for container, key in hidden_slots(state, viewer):
        out.add(container[key])
    in_decks = {cid for deck in state["decks"].values() for cid in deck}
    return out - (in_decks & public)


def sample_hidden(state: dict, viewer, rng, clone) -> dict:
    """A copy of `state` with everything hidden from `viewer` re-dealt with `rng` (see the module docstring).
    (Rulebook: Setup; 2: Supply Phase; Victory Point Cards; Partner Tiles › Appraiser, Delivery Person;
    Select a Partner › B; Solo Game Setup.)"""
    out = clone(state)
    groups = _public_groups(out)
    classes: dict = {}
    for container, key in hidden_slots(out, viewer):
        classes.setdefault(card_class(container[key], groups), []).append((container, key))
    for name in sorted(classes):
        slots = classes[name]
        cards = rng.shuffle(sorted(container[key] for container, key in slots))
        for (container, key), cid in zip(slots, cards):
            container[key] = cid
    last = content().rounds
    for s, seat in enumerate(out["seats"]):
        if s == viewer or seat["kind"] == "automa":
            continue
        if seat["choice"] is not None:  # 2: Supply Phase - a secret choice, known only to be made
            keeps = ("drawn", "setup") if out["round"] == last else ("drawn",)
            seat["choice"] = {"res_side": rng.below(2), "guild": rng.choice(keeps), "guild_side": rng.below(2)}
    pick = out["pick"]
    if pick is not None and pick["method"] == "randomizer":  # Select a Partner › B: a secret choice
        for s, choice in enumerate(pick["choice"]):
            if s != viewer and choice is not None and out["seats"][s]["kind"] != "automa":
                pick["choice"][s] = rng.choice(PARTNER_SIDES)
    out["rng"] = rng.next64()
    return out
