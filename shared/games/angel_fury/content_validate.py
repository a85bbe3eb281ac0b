"""Angel Fury content validation: the checks `content.load` runs before freezing (raises ContentError).

Checks ids, counts (12-card starting decks, 31-card training decks), references (swaps to real cards, families,
board areas) and the area rule for the scenario setups (AF-11). Data: ../shared/rules/angel-fury.md part 3.
"""
from __future__ import annotations

from collections import Counter

CARD_KINDS = frozenset({"tactic", "battle", "non_battle", "seraph", "other"})
TAGS = frozenset({"archery", "charge", "command"})
FACES = frozenset({"hit", "circle", "blank"})
PIECES = ("minion", "seraph", "arch")
TERRAINS = ("mountain", "fountain")
RESOURCES = ("C", "R")
BONUSES = frozenset({"handsize", "commands", "soul_points"})
SOURCES = ("starting", "training", "kickstarter", "unique")


class ContentError(ValueError):
    """The content JSON is malformed."""


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ContentError(message)


def _resources(where: str, value) -> None:
    """A {"C": n, "R": n} record of non-negative ints."""
    _check(isinstance(value, dict) and set(value) == set(RESOURCES)
           and all(isinstance(v, int) and v >= 0 for v in value.values()),
           f"{where}: expected {{'C': n, 'R': n}} with n >= 0, got {value!r}")


# ---- board.json ---------------------------------------------------------------------------------------------

def _validate_board(b: dict) -> None:
    sides = b["sides"]
    _check(len(sides) == 2 and b["first_side"] in sides, "sides: exactly two, first_side one of them")
    side_colours = [c for s in sides.values() for c in s["colours"]]
    _check(sorted(side_colours) == sorted(b["colours"]) and len(set(side_colours)) == len(side_colours),
           "sides: every colour belongs to exactly one side")
    _check(set(b["die_faces"]) <= FACES and len(b["die_faces"]) > 0, f"die_faces: only {sorted(FACES)}")
    _check(set(PIECES + TERRAINS) <= set(b["sizes"]) and set(b["large"]) <= set(b["sizes"]),
           "sizes: every piece and terrain needs a size; large pieces must have one")
    _check(all(b["sizes"][p] <= b["area_slots"] for p in b["sizes"]), "sizes: a piece larger than an area")
    _check(set(PIECES) == set(b["dice_per_unit"]) == set(b["steps"]), "dice_per_unit and steps: one per piece")
    _check(set(b["terrain"]) == set(TERRAINS) and all(t["gives"] in RESOURCES for t in b["terrain"].values()),
           "terrain: mountain and fountain, each giving C or R")
    for key in ("handsize", "commands"):
        _check(0 < b[key]["start"] <= b[key]["max"], f"{key}: 0 < start <= max")
    for key in ("upgrade_price", "seraph_rebuy_price", "offer_discard_price"):
        _resources(key, b[key])


# ---- boards.json --------------------------------------------------------------------------------------------

def area_ids(board: dict) -> list:
    """Every area id of a board, row-major: r1c1, r1c2, ... (row 1 = the evil back edge)."""
    return [f"r{r}c{c}" for r in range(1, board["rows"] + 1) for c in range(1, board["cols"] + 1)]


def _validate_boards(b: dict, bs: dict) -> None:
    _check(set(bs["backwards"]) == set(b["sides"]) and sorted(bs["backwards"].values()) == [-1, 1],
           "backwards: one side toward row 1 (-1), the other toward the last row (+1)")
    for board_id, board in bs["boards"].items():
        areas = set(area_ids(board))
        where = f"board {board_id}"
        _check(board["soul"] in areas and set(board["altars"]) <= areas and set(board["terrain"]) <= areas,
               f"{where}: soul, altars and terrain must be areas of the grid")
        _check(set(board["altars"].values()) <= set(b["sides"]), f"{where}: altars belong to a side")
        _check(set(board["terrain"].values()) <= set(TERRAINS), f"{where}: unknown terrain")
        _check(not (set(board["terrain"]) & (set(board["altars"]) | {board["soul"]})),
               f"{where}: the soul and the altars carry no mountain or fountain")
        counts = Counter(board["terrain"].values())
        _check(all(counts[t] <= b["terrain"][t]["pieces"] for t in TERRAINS), f"{where}: more terrain than pieces")
    _check(bs["default_scenario"] in bs["scenarios"], "default_scenario must be a scenario")
    for n, name in bs.get("default_by_seats", {}).items():
        _check(name in bs["scenarios"] and len(bs["scenarios"][name]["seats"]) == int(n),
               f"default_by_seats: {name!r} must be a scenario of {n} seats")
    for name, scenario in bs["scenarios"].items():
        _validate_scenario(b, bs["boards"], name, scenario)


def _validate_scenario(b: dict, boards: dict, name: str, s: dict) -> None:
    where = f"scenario {name}"
    _check(s["board"] in boards, f"{where}: unknown board {s['board']!r}")
    board = boards[s["board"]]
    colours = [c for seat in s["seats"] for c in seat["colours"]]
    _check(len(set(colours)) == len(colours), f"{where}: a colour on two seats")
    for seat in s["seats"]:
        _check(set(seat["colours"]) <= set(b["sides"][seat["side"]]["colours"]) and seat["colours"],
               f"{where}: a seat's colours must belong to its side")
        _check(set(seat.get("bonus", {})) <= BONUSES, f"{where}: unknown seat bonus")
    _check({seat["side"] for seat in s["seats"]} == set(b["sides"]), f"{where}: every side needs a seat")
    _check(set(s["soul_points"]) == set(b["sides"]), f"{where}: soul_points per side")
    for area, colour in s["altars"].items():
        _check(board["altars"].get(area) == _side_of(b, colour) and colour in colours,
               f"{where}: altar {area} must be an altar of its colour's side")
    _validate_units(b, board, where, s["units"], colours)


def _side_of(b: dict, colour: str) -> str | None:
    return next((side for side, s in b["sides"].items() if colour in s["colours"]), None)


def _validate_units(b: dict, board: dict, where: str, units: dict, colours: list) -> None:
    """Starting units: known colours and areas, stock per colour, and the 9-slot / 1-large-piece rule (AF-11)."""
    _check(set(units) <= set(colours), f"{where}: units of a colour without a seat")
    areas = set(area_ids(board))
    used, large = Counter(), Counter()
    for colour, placed in units.items():
        stock = b["units_per_colour"]
        _check(sum(p["minions"] for p in placed.values()) <= stock["minions"]
               and sum(p.get("seraphs", 0) for p in placed.values()) <= stock["seraphs"]
               and sum(p.get("arch", 0) for p in placed.values()) <= stock["arch"], f"{where}: {colour} over stock")
        for area, p in placed.items():
            _check(area in areas, f"{where}: {colour} on unknown area {area}")
            used[area] += (p["minions"] + p.get("seraphs", 0) * b["sizes"]["seraph"]
                           + p.get("arch", 0) * b["sizes"]["arch"])
            large[area] += p.get("seraphs", 0) + p.get("arch", 0)
    for area, terrain in board["terrain"].items():
        used[area] += b["sizes"][terrain]
        large[area] += 1
    for area in used:
        _check(used[area] <= b["area_slots"] and large[area] <= b["max_large_pieces"],
               f"{where}: {area} holds more than an area fits")


# ---- cards.json ---------------------------------------------------------------------------------------------

def _validate_types(b: dict, types: dict, effect_keys: dict) -> None:
    families = {(t["family"], t["level"]) for t in types.values()}
    for key, t in types.items():
        _check(t["kind"] in CARD_KINDS, f"card type {key}: unknown kind {t['kind']!r}")
        _check(t["side"] is None or t["side"] in b["sides"], f"card type {key}: unknown side")
        _check(isinstance(t["level"], int) and t["level"] >= 1, f"card type {key}: level must be >= 1")
        _check(t["level"] == 1 or (t["family"], t["level"] - 1) in families,
               f"card type {key}: level {t['level']} needs a level {t['level'] - 1} of {t['family']}")
        _check(set(t["tags"]) <= TAGS and set(t["effect"]) <= set(effect_keys),
               f"card type {key}: unknown tag or undocumented effect key (see _effect_keys)")
        _resources(f"card type {key}: cost", t["cost"])
        named = [t["effect"].get("with")] + list(t["effect"].get("not_with", []))
        _check(all(f is None or (f, 1) in families for f in named), f"card type {key}: combines with no card")


def card_copies(cards: dict) -> list:
    """Every physical card as (source, owner, {"id", "type", ...}): decks, training decks, add-ons, uniques."""
    out = [("starting", colour, x) for colour, deck in cards["starting_decks"].items() for x in deck]
    out += [("training", side, x) for side, deck in cards["training_decks"].items() for x in deck]
    out += [("kickstarter", side, x) for side, deck in cards["kickstarter_training"].items() for x in deck]
    return out + [("unique", x["character"], x) for x in cards["unique"]]


def _validate_cards(b: dict, cards: dict) -> None:
    types = cards["types"]
    _validate_types(b, types, cards["_effect_keys"])
    copies = card_copies(cards)
    for _, _, x in copies:
        _check(x["type"] in types, f"card {x['id']}: unknown type {x['type']!r}")
    dupes = sorted(i for i, n in Counter(x["id"] for _, _, x in copies).items() if n > 1)
    _check(not dupes, f"duplicate card ids: {dupes}")
    _check(set(cards["starting_decks"]) == set(b["colours"]), "starting_decks: one per colour")
    for colour, deck in cards["starting_decks"].items():
        _check(len(deck) == b["deck_size"], f"starting deck {colour}: {len(deck)} cards, expected {b['deck_size']}")
        _check(all(types[x["type"]]["side"] in (None, _side_of(b, colour)) for x in deck),
               f"starting deck {colour}: a card of the other side")
    for key, size in (("training_decks", b["training_deck_size"]), ("kickstarter_training", None)):
        _check(set(cards[key]) == set(b["sides"]), f"{key}: one per side")
        for side, deck in cards[key].items():
            _check(size is None or len(deck) == size, f"{key} {side}: {len(deck)} cards, expected {size}")
            _check(all(types[x["type"]]["side"] in (None, side) for x in deck),
                   f"{key} {side}: a card of the other side")
            _check(all(types[x["type"]]["kickstarter"] == (size is None) for x in deck),
                   f"{key} {side}: Kickstarter cards only among the Kickstarter add-ons")


# ---- characters.json ----------------------------------------------------------------------------------------

def _validate_characters(b: dict, cards: dict, characters: list) -> None:
    ids = [ch["id"] for ch in characters]
    _check(len(set(ids)) == len(ids), "characters: ids must be unique")
    uniques = {x["id"]: x for x in cards["unique"]}
    _check(all(x["character"] in ids for x in uniques.values()), "unique cards: unknown character")
    for ch in characters:
        _validate_character(b, cards, uniques, ch)
    for side in b["sides"]:
        base = [ch for ch in characters if ch["side"] == side and not ch["kickstarter"]]
        _check(len(base) >= b["characters_dealt"], f"characters: too few base characters for {side}")


def _validate_character(b: dict, cards: dict, uniques: dict, ch: dict) -> None:
    where = f"character {ch['id']}"
    _check(ch["side"] in b["sides"] and isinstance(ch["health"], int) and ch["health"] > 0,
           f"{where}: known side and positive health")
    _resources(f"{where}: start", ch["start"])
    _resources(f"{where}: income", ch["income"])
    _check(set(ch["bonus"]) <= BONUSES and isinstance(ch["ability"].get("kind"), str), f"{where}: bonus/ability")
    own = {i for i, x in uniques.items() if x["character"] == ch["id"]}
    used = [s["in"] for s in ch["swaps"]] + list(ch["seraph_cards"])
    _check(sorted(used) == sorted(own), f"{where}: swaps and seraph cards must use exactly its unique cards")
    _check(all(cards["types"][uniques[i]["type"]]["kind"] == "seraph" for i in ch["seraph_cards"]),
           f"{where}: seraph_cards must be seraph/tormentor cards")
    out = Counter(s["out"] for s in ch["swaps"])
    for colour in b["sides"][ch["side"]]["colours"]:
        deck = Counter(x["type"] for x in cards["starting_decks"][colour])
        _check(all(deck[t] >= n for t, n in out.items()), f"{where}: swaps out a card not in the {colour} deck")


def validate(raw: dict) -> None:
    """Raise ContentError if the raw content is inconsistent."""
    try:
        _validate_board(raw["board"])
        _validate_boards(raw["board"], raw["boards"])
        _validate_cards(raw["board"], raw["cards"])
        _validate_characters(raw["board"], raw["cards"], raw["characters"]["characters"])
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"malformed content: missing or mistyped {exc}") from exc
