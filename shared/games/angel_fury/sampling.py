"""What a viewer can't see, and re-dealing it: `hidden_ids` (the text-search aid) and `sample_hidden`.

A viewer (a seat, or None for a spectator) knows every public fact and its own cards, and its teammates' (they
"may show each other" their cards, AF-10: a teammate counts as the viewer's own seat below). Public: the board, the
reserve, every discard pile, the lost piles, the offers, every reserve of bought cards (bought face up from the
public offer), the seraph cards, the characters once revealed, and each seat's set of 12 deck cards: its
starting deck, the character's swaps and every buy to hand or reserve swap are public events, so only *where*
a card of the set lies is ever secret. Hidden from the viewer:

  another seat's hand    the cards of its original shuffled deck (starting and unique cards) that are in its
  and draw pile          hand or draw pile, while that draw pile is the shuffled one (`deck_known` false): one
                         pool, re-dealt into the hand's unknown places, then the draw pile. A training card in a
                         hand entered it publicly (a buy or a reserve swap) and stays put. Once the draw pile is
                         an unshuffled refill of the public discard pile (`deck_known`), its order is public
                         and the hand follows by elimination (the 12 minus the draw and discard piles): nothing
                         of that seat is re-dealt (the view still shows only the hand's size: hands are hidden)
  its own draw pile      its order, while it is the shuffled one; a refilled (known) pile keeps its order
  the training decks     their order (the contents are the side's cards not seen elsewhere); a deck reshuffled
                         from the lost pile (`reshuffled`, AF-21) holds only cards everyone saw there, so its ids
                         are no secret (they may be named in the events of the reshuffle) but its order still is
  the character choice   while it runs, another seat's two dealt characters and the one it kept: re-dealt from
                         its side's characters the viewer has not seen (whether it has chosen is public)
  the generator          state["rng"]

A re-deal works in a fixed order (seats by number, training grounds by side, characters by side, the
generator), gathering each pool in sorted id order before shuffling it with the given generator and rebuilding
another seat's hand in a canonical order (known cards sorted, then the dealt ones), so the copy depends only on
what the viewer knows plus the generator: a copy of a copy drawn with the same generator is the same state.
(Rulebook: Setup 7, 8, 10 "Cards removed during a game are public information"; Buy cards "Replaced cards are
public information"; Draw Cards "Cards are not reshuffled ... you can predict which cards will be drawn"; the
issue's "Hidden information".)
"""
from __future__ import annotations

from shared.games.angel_fury.content import content

#: card sources whose copies enter a deck only through a public buy or reserve swap (content.py `source`)
PUBLIC_ENTRY = ("training", "kickstarter")


def is_other(state: dict, seat: int, viewer) -> bool:
    """True when `seat`'s secrets are hidden from `viewer` (every seat's, for a spectator); teammates show each
    other their cards (AF-10: "you may show each other your cards"), so a teammate's are not (RULES.md A27)."""
    players = state["players"]
    return viewer is None or (seat != viewer and players[seat]["side"] != players[viewer]["side"])


def is_known_in_hand(card_id: str) -> bool:
    """True for a card whose place in a hand is public: it came from the training ground (AF-22, AF-23)."""
    return content().card(card_id)["source"] in PUBLIC_ENTRY


def secret_hand(player: dict) -> list:
    """Another seat's hand cards whose place is secret: none once its draw pile is known (AF-50)."""
    if player["deck_known"]:
        return []
    return [card for card in player["hand"] if not is_known_in_hand(card)]


def secret_pool(player: dict) -> list:
    """Another seat's cards of unknown place: its secret hand cards and its shuffled draw pile."""
    return secret_hand(player) + ([] if player["deck_known"] else list(player["deck"]))


def is_choosing(player: dict) -> bool:
    """True while the seat's dealt characters are still in front of it (the choice is not over, AF-7)."""
    return bool(player["offered"])


def hidden_characters(state: dict, viewer) -> list:
    """The character ids the viewer can't see: other seats' dealt pairs while the choice runs (AF-7)."""
    return [ch for seat, p in enumerate(state["players"]) if is_other(state, seat, viewer) and is_choosing(p)
            for ch in p["offered"]]


def hidden_ids(state: dict, viewer) -> set:
    """Content ids `viewer` must not see: other seats' secret cards, its own shuffled draw pile, the training
    decks never reshuffled, the characters dealt to others while the choice runs."""
    out = set(hidden_characters(state, viewer))
    for seat, player in enumerate(state["players"]):
        if is_other(state, seat, viewer):
            out |= set(secret_pool(player))
        elif not player["deck_known"]:
            out |= set(player["deck"])
    for ground in state["training"].values():
        if not ground.get("reshuffled"):
            out |= set(ground["deck"])
    return out


# -- re-dealing ---------------------------------------------------------------------------------------------------
def redeal_other(player: dict, rng) -> None:
    """Another seat: its secret pool dealt into its hand's secret places, then its draw pile (sizes kept)."""
    secret = secret_hand(player)
    known = sorted(card for card in player["hand"] if card not in secret)
    pool = rng.shuffle(sorted(secret_pool(player)))
    player["hand"] = known + pool[:len(secret)]
    if not player["deck_known"]:
        player["deck"] = pool[len(secret):]


def redeal_own(player: dict, rng) -> None:
    """The viewer's own shuffled draw pile in a new order; a known (refilled) pile stays as it is."""
    if not player["deck_known"]:
        player["deck"] = rng.shuffle(sorted(player["deck"]))


def seen_characters(state: dict, viewer, side: str) -> set:
    """The characters of `side` the viewer has seen: its own dealt pair and kept one, the revealed ones."""
    out = set()
    for seat, player in enumerate(state["players"]):
        if player["side"] != side:
            continue
        if not is_other(state, seat, viewer):
            out |= set(player["offered"])
        if not is_other(state, seat, viewer) or not is_choosing(player):
            out |= {player["character"]} - {None}
    return out


def redeal_characters(state: dict, viewer, rng) -> None:
    """Other seats' dealt pairs from the side's unseen characters; a seat that has chosen keeps one of them."""
    c = content()
    for side in c.sides:
        choosing = [p for seat, p in enumerate(state["players"])
                    if p["side"] == side and is_other(state, seat, viewer) and is_choosing(p)]
        if not choosing:
            continue
        dealt_from = c.characters_of(side, state["options"].get("kickstarter", True))  # the add-on's too (AF-77)
        pool = rng.shuffle(sorted(set(dealt_from) - seen_characters(state, viewer, side)))
        for player in choosing:
            dealt = len(player["offered"])
            player["offered"], pool = pool[:dealt], pool[dealt:]
            if player["character"] is not None:
                player["character"] = player["offered"][rng.below(dealt)]


def sample_hidden(state: dict, viewer, rng, clone) -> dict:
    """A copy of `state` with everything hidden from `viewer` re-dealt with `rng` (see the module docstring)."""
    out = clone(state)
    for seat, player in enumerate(out["players"]):
        (redeal_other if is_other(out, seat, viewer) else redeal_own)(player, rng)
    for side in sorted(out["training"]):
        ground = out["training"][side]
        ground["deck"] = rng.shuffle(sorted(ground["deck"]))
    redeal_characters(out, viewer, rng)
    out["rng"] = rng.next64()
    return out
