"""What a viewer can't see, and re-dealing it: `hidden_ids` (the text-search aid) and `sample_hidden`.

A viewer (a seat, or None for a spectator) knows every public fact, its own hero hand and drawn cards, and the
cards of its own deck it put back on top or at the bottom (`known_top`, `known_bottom`, which stay where they
are). Hidden from it:

  another seat's heroes  its hand, drawn cards and deck: only the counts are public (which cards went back on
                         top or at the bottom too: the put-back event is private), so they are one pool of that
                         colour's cards not on a Hatch, re-dealt into hand, drawn cards, then deck
  its own deck           the cards it did not put back itself: their order is unknown
  the monster bag        its order (its contents are the tiles not yet seen)
  secret bids            while the bid is open, another seat's bid may be any value 0..its Honor
  face-down objectives   with Objective Roulette (row 68), the tokens not turned up yet: re-dealt out of the
                         unseen tokens of their kind (roulette.redeal)
  the generators         state["rng"] and every state["seat_rng"] entry

The gem bag is public (row 24: "Players are free to look at the contents of the Gem Bag at any point").
A re-deal works in a fixed order (seats by number, the monster bag, bids, face-down objectives, generators),
gathering each pool in sorted id order before shuffling it with the given generator, so the copy depends only
on what the viewer knows plus the generator: a copy of a copy drawn with the same generator is the same state.
Another seat's knowledge of its own deck is cleared in the copy (the viewer can't know it). (Rulebook: Setup
"Form the Hero Deck", Hero Arrival, Round Objective Bidding, Variant: Chaotic Battlefield "2. Objective
Roulette"; the issue's "Hidden information".)
"""
from __future__ import annotations

from shared.games.fallen_angel import roulette, shadow

BID_KIND = "bid"
HERO_AREAS = ("hand", "drawn", "deck")
DECK = "deck"


def is_other(seat: int, viewer) -> bool:
    """True when `seat`'s secrets are hidden from `viewer` (every seat's, for a spectator)."""
    return viewer is None or seat != viewer


def known_cards(heroes: dict) -> set:
    """The deck cards the owner put back itself (top or bottom)."""
    return set(heroes["known_top"]) | set(heroes["known_bottom"])


def hero_pool(heroes: dict, areas: tuple = HERO_AREAS) -> list[str]:
    """Another seat's hidden hero cards: hand, drawn cards and deck (the deck only in the co-op, row 55)."""
    return [card for area in areas for card in heroes.get(area, [])]


def hidden_areas(state: dict) -> tuple:
    """Where another seat's hero cards are hidden: hand, drawn cards and deck; the co-op's hands are open."""
    return (DECK,) if shadow.is_on(state) else HERO_AREAS


def unknown_deck(heroes: dict) -> list[str]:
    """The viewer's own deck cards it did not put back itself."""
    known = known_cards(heroes)
    return [card for card in heroes["deck"] if card not in known]


def is_bidding(state: dict) -> bool:
    """True while a bid is open: the bids recorded so far are secret (row 39; the issue)."""
    return any(item["kind"] == BID_KIND for item in state["pending"])


def hidden_ids(state: dict, viewer) -> set:
    """Content ids `viewer` must not see: other seats' heroes, its own unknown deck cards, the monster bag, the
    face-down objective tokens (row 68)."""
    out = set(state["monster_bag"]) | set(roulette.face_down(state))
    for seat, player in enumerate(state["players"]):
        heroes = player["heroes"]
        out |= set(hero_pool(heroes, hidden_areas(state)) if is_other(seat, viewer) else unknown_deck(heroes))
    return out


def redeal_other(heroes: dict, rng, areas: tuple = HERO_AREAS) -> None:
    """Re-deal another seat's pool into its hand, drawn cards and deck (counts kept); clear its knowledge."""
    sizes = [len(heroes.get(area, [])) for area in areas]
    cards = rng.shuffle(sorted(hero_pool(heroes, areas)))
    at = 0
    for area, size in zip(areas, sizes):
        if area in heroes:
            heroes[area] = cards[at:at + size]
        at += size
    heroes["known_top"], heroes["known_bottom"] = [], []


def redeal_own(heroes: dict, rng) -> None:
    """Shuffle the viewer's unknown deck cards among their positions; known top/bottom cards stay put."""
    known = known_cards(heroes)
    deck = heroes["deck"]
    spots = [i for i, card in enumerate(deck) if card not in known]
    cards = rng.shuffle(sorted(deck[i] for i in spots))
    for i, card in zip(spots, cards):
        deck[i] = card


def redeal_bids(state: dict, viewer, rng) -> None:
    """While the bid is open, another seat's recorded bid becomes any value from 0 to its Honor."""
    if not is_bidding(state):
        return
    for key in sorted(state["bids"], key=int):
        if is_other(int(key), viewer):
            state["bids"][key] = rng.below(state["players"][int(key)]["honor"] + 1)


def sample_hidden(state: dict, viewer, rng, clone) -> dict:
    """A copy of `state` with everything hidden from `viewer` re-dealt with `rng` (see the module docstring)."""
    out = clone(state)
    for seat, player in enumerate(out["players"]):
        if is_other(seat, viewer):
            redeal_other(player["heroes"], rng, hidden_areas(out))
        else:
            redeal_own(player["heroes"], rng)
    out["monster_bag"] = rng.shuffle(sorted(out["monster_bag"]))
    redeal_bids(out, viewer, rng)
    roulette.redeal(out, rng)
    out["rng"] = rng.next64()
    out["seat_rng"] = {key: rng.next64() for key in sorted(out["seat_rng"], key=int)}
    return out
