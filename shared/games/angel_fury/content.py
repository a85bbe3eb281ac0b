"""Angel Fury content: loads the JSON under content/ once, validates it and exposes frozen lookups.

Every number the rules use lives in the JSON: the rulebook's values (../shared/rulebooks/angel-fury.txt, Components,
Concepts, Card Appendix) and the inventory's part 3 proposals (../shared/rules/angel-fury.md) for what the text
shows only in pictures (costs, deck lists, boards, starting units, start/income). Replacement data in another
directory changes the game without code changes (`use_directory`). (AF-1..AF-9 data, AF-11 sizes, part 3.)

Cost and resource records are {"C": crystals, "R": reinforcements}, both keys always present.
"""
from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

from shared.engine.frozen import ContentSource, freeze, thaw  # noqa: F401 (freeze, thaw: re-exported)
from shared.games.angel_fury.content_validate import ContentError, area_ids, card_copies, validate  # noqa: F401

CONTENT_DIR = Path(__file__).parent / "content"
FILES = ("board", "boards", "cards", "characters")


# ---- loading ------------------------------------------------------------------------------------------------

#: what caches built from the content register to drop with it (board.py: its geometry), so content imports no
#: module above it
ON_CHANGE: list = []


def _drop_geometry() -> None:
    """Board geometry is cached per board: drop it with the content (the callbacks in ON_CHANGE)."""
    for drop in ON_CHANGE:
        drop()


SOURCE = ContentSource(CONTENT_DIR, FILES, lambda raw: validate(raw), lambda raw: Content(raw), ContentError,
                       on_change=_drop_geometry)
#: the content in use (loaded once); `use_directory` swaps in replacement data
content = SOURCE.get
read_raw, load, use_directory = SOURCE.read_raw, SOURCE.load, SOURCE.use_directory


class Content:
    """Frozen lookups built once from the raw JSON."""

    def __init__(self, raw: dict):
        self._numbers(raw["board"])
        self._boards(raw["boards"])
        self._cards(raw["cards"])
        self._characters(raw["characters"]["characters"])

    def _numbers(self, b: dict) -> None:
        """The rule numbers of board.json as attributes (AF-3..AF-5, AF-11, AF-17, AF-18, AF-26, AF-40, AF-48)."""
        for key in ("area_slots", "max_large_pieces", "max_dice", "soul_points_to_win", "reserve_crystals",
                    "deck_size", "training_deck_size", "training_offer", "seraph_card_slots", "characters_dealt",
                    "cost_floor", "first_side", "markers_per_side", "dice_per_side"):
            setattr(self, key, b[key])
        for key in ("sizes", "dice_per_unit", "health", "steps", "handsize", "commands", "upgrade_price",
                    "seraph_rebuy_price", "offer_discard_price", "soul_points", "units_per_colour", "terrain"):
            setattr(self, key, freeze(b[key]))
        self.board_rules = freeze(b)
        self.large = frozenset(b["large"])
        self.die_faces = tuple(b["die_faces"])
        self.colours = tuple(b["colours"])
        self.sides = tuple(b["sides"])
        self.side_info = freeze(b["sides"])
        self.side_by_colour = MappingProxyType({c: s for s, info in b["sides"].items() for c in info["colours"]})

    def _boards(self, bs: dict) -> None:
        self.backwards = freeze(bs["backwards"])
        self.boards = freeze(bs["boards"])
        self.scenarios = freeze(bs["scenarios"])
        self.default_scenario = bs["default_scenario"]
        #: seat count -> the scenario played when the options name none (AF-54..AF-57)
        self.default_by_seats = freeze({int(n): name for n, name in bs.get("default_by_seats", {}).items()})
        self.playable_scenarios = tuple(n for n, s in bs["scenarios"].items() if s["playable"])

    def _cards(self, cards: dict) -> None:
        types = cards["types"]
        self.card_types = freeze(types)
        records = {}
        for source, owner, x in card_copies(cards):
            records[x["id"]] = dict(types[x["type"]], **x, source=source, owner=owner)
        self.cards = freeze(records)
        self.starting_decks = freeze({c: [x["id"] for x in d] for c, d in cards["starting_decks"].items()})
        self.training_decks = freeze({s: [x["id"] for x in d] for s, d in cards["training_decks"].items()})
        self.kickstarter_decks = freeze({s: [x["id"] for x in d] for s, d in cards["kickstarter_training"].items()})
        self.card_kind = MappingProxyType({i: r["kind"] for i, r in records.items()})

    def _characters(self, characters: list) -> None:
        self.characters = freeze({ch["id"]: ch for ch in characters})
        self.character_ids = tuple(ch["id"] for ch in characters)

    # ---- lookups --------------------------------------------------------------------------------------------

    def card(self, card_id: str):
        """A physical card: its type's fields plus id, type, source (starting/training/kickstarter/unique), owner."""
        return self.cards[card_id]

    def card_type(self, type_key: str):
        """A card type (name, kind, family, level, side, cost, effect, tags, kickstarter)."""
        return self.card_types[type_key]

    def is_tactic(self, card_id: str) -> bool:
        """True for a tactic card (AF-27)."""
        return self.card_kind[card_id] == "tactic"

    def is_battle_card(self, card_id: str) -> bool:
        """True for a battle card (AF-28)."""
        return self.card_kind[card_id] == "battle"

    def is_seraph_card(self, card_id: str) -> bool:
        """True for a seraph/tormentor card (AF-24)."""
        return self.card_kind[card_id] == "seraph"

    def starting_deck(self, colour: str) -> tuple:
        """The 12 card ids of a colour's starting deck, before the character's swaps (AF-3)."""
        return self.starting_decks[colour]

    def training_deck(self, side: str, kickstarter: bool = False) -> tuple:
        """A side's 31-card training deck (AF-6), plus the Kickstarter add-ons when asked."""
        return self.training_decks[side] + (self.kickstarter_decks[side] if kickstarter else ())

    def character(self, character_id: str):
        """A character card: side, health, start, income, heal, bonus, ability, swaps, seraph_cards."""
        return self.characters[character_id]

    def characters_of(self, side: str, kickstarter: bool = False) -> tuple:
        """The ids of a side's characters: the base ones, plus the Kickstarter ones when asked (AF-7)."""
        return tuple(i for i, ch in self.characters.items()
                     if ch["side"] == side and (kickstarter or not ch["kickstarter"]))

    def side_of(self, colour: str) -> str:
        """The side (good/evil) a colour belongs to."""
        return self.side_by_colour[colour]

    def colours_of(self, side: str) -> tuple:
        """A side's colours."""
        return self.side_info[side]["colours"]

    def enemy_of(self, side: str) -> str:
        """The other side."""
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def unit_name(self, side: str, piece: str) -> str:
        """What a side calls a piece: angel/demon, seraph/tormentor, archangel/archdemon."""
        return self.side_info[side][piece]

    def board(self, board_id: str):
        """A board grid: rows, cols, soul, altars {area: side}, terrain {area: mountain|fountain}."""
        return self.boards[board_id]

    def scenario(self, name: str):
        """A scenario: board, seats (side, colours, bonus), altars, units per colour and area, soul_points."""
        return self.scenarios[name]
