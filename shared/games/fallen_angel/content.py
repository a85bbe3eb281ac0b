"""Fallen Angel content: loads the JSON under content/ once, validates it and exposes frozen lookups.

Every number the rules use lives in the JSON (the rulebook's tables, and the inventory's part 3 proposals where
the text is silent: ../shared/rules/fallen-angel.md); replacement data in another directory changes the game
without code changes (`use_directory`).
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import MappingProxyType

from shared.engine.frozen import ContentSource, freeze, thaw  # noqa: F401 (freeze, thaw: re-exported)

CONTENT_DIR = Path(__file__).parent / "content"
FILES = ("board", "landmap", "tiles", "techs", "objectives", "heroes", "shadow")
PLAYER_COUNTS = ("2", "3", "4")

#: what a tech effect id dispatches to (techs.py implements each)
TECH_EFFECTS = frozenset({"gain", "consume_gem", "space_leap", "honor_control", "resources_conversion",
                          "copy_technology", "resources_to_vp", "vp_grab", "honor_computation",
                          "elemental_attraction", "telepathic_propaganda", "hypersonic_drive", "blitz_invasion",
                          "convert"})
#: what a tech may gain, pay or convert between
RESOURCES = frozenset({"vp", "honor", "shields", "engine"})
#: objective scorers (O1-O10)
SCORERS = frozenset({"honor", "engine", "unused_cubes", "own_gems", "monster_techs", "houses", "other_gems",
                     "hero_cards", "shields", "flat"})
SECTION_KINDS = ("action", "monster")
ENDINGS = ("saved", "crash")


class ContentError(ValueError):
    """The content JSON is malformed."""


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ContentError(message)


def _ids(records, what: str) -> list:
    ids = [r["id"] for r in records]
    _check(len(set(ids)) == len(ids), f"{what}: duplicate ids")
    return ids


def _amounts(where: str, amounts) -> None:
    _check(isinstance(amounts, dict) and bool(amounts), f"{where}: expected a non-empty object of amounts")
    for k, v in amounts.items():
        _check(k in RESOURCES and isinstance(v, int) and v > 0, f"{where}: bad amount {k!r}: {v!r}")


def _validate_board(b: dict) -> None:
    """Colours, regions and their sections, and the per-player-count tables (rows 1, 2, 6, 10)."""
    regions, sections = b["regions"], b["sections"]
    _check(sorted(b["refill_order"]) == sorted(regions), "refill_order: every region exactly once")
    _check(b["black"] not in b["colours"] and len(set(b["colours"])) == len(b["colours"]), "colours: distinct")
    _ids(sections, "sections")
    for region in regions:
        kinds = Counter(s["kind"] for s in sections if s["region"] == region)
        _check(kinds == {"action": 2, "monster": 1}, f"region {region}: needs 2 action and 1 monster section")
    _check({s["region"] for s in sections} <= set(regions), "sections: unknown region")
    _check(sorted(h["region"] for h in b["hatches"]) == sorted(regions), "hatches: one per region")
    _check(b["dice_per_colour"] >= b["basic_dice"] + len(b["barracks"]), "dice_per_colour: 7 basic + 1 per slot")
    _check(len(b["engine_meter"]) >= 2 and all(len(row) == 2 for row in b["engine_meter"]),
           "engine_meter: [red cost, black MP] per Engine step")
    _check(len(b["storage_costs"]) > 0 and sorted(b["full_gear_vp"]) == sorted(b["bonus_tracks"]),
           "storage_costs and full_gear_vp per bonus track")
    _check(all(sum(s["groups"]) + s["black"] > 0 for s in b["barracks"]), "barracks: slots need spaces")
    _check(sorted(b["domination"]) == sorted(ENDINGS), "domination: saved and crash rows")
    _check(len({len(row) for row in b["domination"].values()}) == 1, "domination: rows of equal length")
    _check(sorted(b["cubes"]) == sorted(b["gems"]) == list(PLAYER_COUNTS), "cubes and gems per player count 2-4")
    for n, g in b["gems"].items():
        total = g["per_colour"] * (len(b["colours"]) + 1)
        _check(g["per_region"] * len(regions) <= total, f"gems for {n} players: the bag cannot fill Angel City")


def _validate_landmap(b: dict, m: dict) -> None:
    """20 Locations, links between known ones, forbidden ones non-adjacent and the rest connected (row 6)."""
    locs = set(_ids(m["locations"], "locations"))
    pairs = [tuple(link) for link in m["links"]]
    for a, z in pairs:
        _check(a in locs and z in locs and a != z, f"link {a}-{z}: unknown or self location")
    _check(len({frozenset(p) for p in pairs}) == len(pairs), "links: duplicate link")
    _check(set(m["forbidden"]) <= set(PLAYER_COUNTS), "forbidden: keyed by player count")
    for n in PLAYER_COUNTS:
        out = set(m["forbidden"].get(n, []))
        _check(out <= locs, f"forbidden for {n} players: unknown location")
        _check(not any(a in out and z in out for a, z in pairs), f"forbidden for {n} players: adjacent locations")
        _check(_connected(locs - out, pairs), f"land map for {n} players is not connected")
        cubes = b["cubes"][n]
        total = cubes["per_colour"] * len(b["colours"]) + cubes["black"]
        _check(total == cubes["per_location"] * len(locs - out),
               f"cubes for {n} players: {total} do not fill {len(locs - out)} locations")


def _connected(nodes: set, pairs: list) -> bool:
    """True when `nodes` form one component over the links between them."""
    if not nodes:
        return False
    seen, todo = set(), [min(nodes)]
    while todo:
        here = todo.pop()
        if here not in seen:
            seen.add(here)
            todo += [z if a == here else a for a, z in pairs if here in (a, z) and {a, z} <= nodes]
    return seen == nodes


def _validate_tiles(b: dict, t: dict, monster_techs: set) -> None:
    """Action tiles cover the action squares, pieces pair with them, Monster tiles name techs and dice (rows 7-8)."""
    types = t["action_types"]
    squares = sum(1 for s in b["sections"] if s["kind"] == "action")
    circles = sum(1 for s in b["sections"] if s["kind"] == "monster")
    _check(len(t["action_tiles"]) == len(t["pieces"]) == squares, "one Action tile and one piece per action square")
    _check({a["type"] for a in t["action_tiles"]} == set(types), "action tiles: every action type, no unknown")
    _check(all(len(x["strength"]) == 3 for x in types.values()), "action_types: strength L1, L2, L3")
    _check(all(isinstance(p["vp"], int) and p["vp"] > 0 for p in t["pieces"]), "pieces: positive VP")
    for m in t["monster_tiles"]:
        _check(m["tech"] in monster_techs, f"{m['id']}: unknown monster tech {m['tech']!r}")
        _check(sorted(m["dice"]) == list(PLAYER_COUNTS), f"{m['id']}: monster dice per player count 2-4")
        _check(max(m["dice"].values()) * circles <= b["monster_dice_total"], f"{m['id']}: more dice than exist")
    _check(len(t["monster_tiles"]) >= circles * b["rounds"], "monster tiles: not enough for every round")


def _validate_techs(b: dict, t: dict) -> None:
    """Every tech has a known effect and amounts; every colour has its starting tiles with both sides (row 4)."""
    techs = {x["id"]: x for x in t["starting_techs"] + t["monster_techs"]}
    _ids(t["starting_techs"] + t["monster_techs"], "techs")
    for x in techs.values():
        _check(x["effect"] in TECH_EFFECTS, f"{x['id']}: unknown effect {x['effect']!r}")
        _check(isinstance(x["times"], int) and x["times"] > 0, f"{x['id']}: times must be positive")
        for key in ("gain", "cost", "own", "other", "pay", "give", "take", "steal"):
            if key in x:
                _amounts(f"{x['id']}.{key}", x[key])
    starting = {x["id"] for x in t["starting_techs"]}
    per_colour = Counter(s["colour"] for s in t["starting_tiles"])
    _check(set(per_colour) == set(b["colours"]) and len(set(per_colour.values())) == 1,
           "starting tiles: the same number for every colour")
    for s in t["starting_tiles"]:
        _check(all(s[side] in starting for side in t["sides"]), f"{s['id']}: each side needs a starting tech")


def _validate_cards(b: dict, o: dict, h: dict) -> None:
    """Objectives with scorers and enough orange ones; one hero deck per colour, each hero once (rows 5, 9)."""
    objs = o["objectives"]
    for x in objs:
        s = x["scorer"]
        _check(s["what"] in SCORERS and s["vp"] > 0 and s["per"] > 0, f"{x['id']}: bad scorer")
    orange = sum(1 for x in objs if x["orange"])
    _check(orange >= b["orange_spots"] and len(objs) >= b["objective_spots"], "objectives: not enough for the spots")
    heroes = [x["id"] for x in h["heroes"]]
    _check(len(set(heroes)) == len(heroes), "heroes: duplicate ids")
    for colour in b["colours"]:
        deck = sorted(c["hero"] for c in h["cards"] if c["colour"] == colour)
        _check(deck == sorted(heroes), f"hero deck of {colour}: each hero exactly once")
    _check({c["colour"] for c in h["cards"]} == set(b["colours"]), "hero cards: unknown colour")


def validate(raw: dict) -> None:
    """Raise ContentError if the raw content is inconsistent."""
    b = raw["board"]
    try:
        _validate_board(b)
        _validate_landmap(b, raw["landmap"])
        _validate_techs(b, raw["techs"])
        _validate_tiles(b, raw["tiles"], {x["id"] for x in raw["techs"]["monster_techs"]})
        _validate_cards(b, raw["objectives"], raw["heroes"])
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        if isinstance(exc, ContentError):
            raise
        raise ContentError(f"malformed content: missing or mistyped {exc}") from exc
    dupes = sorted(i for i, n in Counter(component_ids(raw)).items() if n > 1)
    _check(not dupes, f"duplicate ids across content files: {dupes}")


def component_ids(raw: dict) -> list:
    """Every id of the raw content (components, techs, heroes), in file order."""
    b, t = raw["board"], raw["tiles"]
    records = b["sections"] + b["hatches"] + raw["landmap"]["locations"] + t["action_tiles"] + t["pieces"]
    records += t["monster_tiles"] + raw["techs"]["starting_techs"] + raw["techs"]["monster_techs"]
    records += raw["techs"]["starting_tiles"] + raw["objectives"]["objectives"]
    records += raw["heroes"]["heroes"] + raw["heroes"]["cards"]
    return [r["id"] for r in records] + list(t["action_types"])


SOURCE = ContentSource(CONTENT_DIR, FILES, lambda raw: validate(raw), lambda raw: Content(raw), ContentError)
#: the content in use (loaded once); `use_directory` swaps in replacement data
content = SOURCE.get
read_raw, load, use_directory = SOURCE.read_raw, SOURCE.load, SOURCE.use_directory


def _by_id(records) -> MappingProxyType:
    return freeze({r["id"]: r for r in records})


class Content:
    """Frozen lookups built once from the raw JSON; every top-level key of board.json is an attribute."""

    def __init__(self, raw: dict):
        b = raw["board"]
        self.board = freeze(b)
        for key, value in b.items():
            if not key.startswith("_"):
                setattr(self, key, freeze(value))
        self._derived(b)
        self._landmap(raw["landmap"])
        self._tiles(raw["tiles"])
        self._techs(raw["techs"])
        self._cards(raw["objectives"]["objectives"], raw["heroes"])
        #: the Shadow co-op's numbers (content/shadow.json; rows 55-66), read through shadow.rules()
        self.shadow = freeze(raw["shadow"])
        self.components = MappingProxyType({**self.sections_by_id, **self.hatches_by_id, **self.dice_by_id,
                                            **self.locations_by_id,
                                            **self.action_tiles, **self.pieces, **self.monster_tiles,
                                            **self.techs, **self.starting_tiles, **self.objectives_by_id,
                                            **self.heroes, **self.hero_cards})

    def _derived(self, b: dict) -> None:
        self.gem_colours = tuple(b["colours"]) + (b["black"],)
        self.engine_max = len(b["engine_meter"]) - 1
        self.storage_size = len(b["storage_costs"])
        self.sections_by_id = _by_id(b["sections"])
        self.section_ids = tuple(s["id"] for s in b["sections"])
        self.action_sections = tuple(s["id"] for s in b["sections"] if s["kind"] == "action")
        self.monster_sections = tuple(s["id"] for s in b["sections"] if s["kind"] == "monster")
        self.region_sections = freeze({r: [s["id"] for s in b["sections"] if s["region"] == r] for r in b["regions"]})
        self.hatches_by_id = _by_id(b["hatches"])
        self.hatch_of_region = freeze({h["region"]: h["id"] for h in b["hatches"]})
        self.barrack_slots = tuple(s["id"] for s in b["barracks"])
        self.barracks_by_id = _by_id(b["barracks"])
        self.die_ids = freeze({c: [f"d-{c}-{i:02d}" for i in range(1, b["dice_per_colour"] + 1)]
                               for c in b["colours"]})
        self.monster_die_ids = tuple(f"d-monster-{i:02d}" for i in range(1, b["monster_dice_total"] + 1))
        self.player_counts = tuple(int(n) for n in PLAYER_COUNTS)
        names = b["colour_names"]
        dice = [{"id": d, "name": f"{names[c]} die {i}", "colour": c}
                for c, ids in self.die_ids.items() for i, d in enumerate(ids, 1)]
        dice += [{"id": d, "name": f"Monster die {i}", "colour": b["black"]}
                 for i, d in enumerate(self.monster_die_ids, 1)]
        self.dice_by_id = _by_id(dice)

    def _landmap(self, m: dict) -> None:
        self.landmap = freeze(m)
        self.locations_by_id = _by_id(m["locations"])
        self.location_ids = tuple(x["id"] for x in m["locations"])
        self.links = tuple(tuple(link) for link in m["links"])
        self.forbidden_by_players = freeze({int(n): m["forbidden"].get(n, []) for n in PLAYER_COUNTS})

    def _tiles(self, t: dict) -> None:
        self.action_types = freeze(t["action_types"])
        self.action_tiles = _by_id(t["action_tiles"])
        self.action_tile_ids = tuple(x["id"] for x in t["action_tiles"])
        self.pieces = _by_id(t["pieces"])
        self.piece_ids = tuple(x["id"] for x in t["pieces"])
        self.monster_tiles = _by_id(t["monster_tiles"])
        self.monster_tile_ids = tuple(x["id"] for x in t["monster_tiles"])

    def _techs(self, t: dict) -> None:
        self.tech_sides = tuple(t["sides"])
        self.techs = _by_id(t["starting_techs"] + t["monster_techs"])
        self.starting_tech_ids = tuple(x["id"] for x in t["starting_techs"])
        self.monster_tech_ids = tuple(x["id"] for x in t["monster_techs"])
        self.starting_tiles = _by_id(t["starting_tiles"])
        self.starting_tiles_of = freeze({c: [s["id"] for s in t["starting_tiles"] if s["colour"] == c]
                                         for c in self.colours})

    def _cards(self, objectives: list, h: dict) -> None:
        self.objectives_by_id = _by_id(objectives)
        self.objective_ids = tuple(x["id"] for x in objectives)
        self.orange_objectives = tuple(x["id"] for x in objectives if x["orange"])
        self.heroes = _by_id(h["heroes"])
        self.hero_cards = _by_id(h["cards"])
        self.deck_of = freeze({c: [x["id"] for x in h["cards"] if x["colour"] == c] for c in self.colours})

    # -- lookups ------------------------------------------------------------------------------------------
    def component(self, any_id: str):
        """Any component, tech or hero by id (for the glossary)."""
        return self.components[any_id]

    def section(self, section_id: str):
        """A Section: {"id", "name", "region", "kind": action|monster}."""
        return self.sections_by_id[section_id]

    def region_of(self, section_id: str) -> str:
        """The Region a Section belongs to."""
        return self.sections_by_id[section_id]["region"]

    def strength(self, action_type: str, level: int) -> int:
        """An action type's value at Action Strength level 1..3 (row 22; Rulebook: Action Tiles)."""
        return self.action_types[action_type]["strength"][min(level, 3) - 1]

    def action_type(self, tile_id: str) -> str:
        """The action type of an Action tile."""
        return self.action_tiles[tile_id]["type"]

    def piece_vp(self, piece_id: str) -> int:
        """The VP of a Puzzle Piece."""
        return self.pieces[piece_id]["vp"]

    def monster_dice(self, tile_id: str, players: int) -> int:
        """How many Monster Dice a Monster tile rolls with `players` (row 8)."""
        return self.monster_tiles[tile_id]["dice"][str(players)]

    def tech(self, tech_id: str):
        """A tech effect record (t1..t10, m1..m8)."""
        return self.techs[tech_id]

    def tech_of(self, tile_id: str, side: str = "generic"):
        """The tech a physical tile gives: a starting tile on `side`, or an installed Monster tile (row 36)."""
        if tile_id in self.monster_tiles:
            return self.techs[self.monster_tiles[tile_id]["tech"]]
        return self.techs[self.starting_tiles[tile_id][side]]

    def is_monster_tech(self, tile_id: str) -> bool:
        """True for an installed Monster tile (O5 counts them)."""
        return tile_id in self.monster_tiles

    def objective(self, objective_id: str):
        """An objective with its scorer {"what", "vp", "per"}."""
        return self.objectives_by_id[objective_id]

    def hero_of(self, card_id: str):
        """The hero record of a hero card (its power id, number and name)."""
        return self.heroes[self.hero_cards[card_id]["hero"]]

    def cubes_for(self, players: int):
        """{"per_colour", "black", "per_location"} for the Land Map (row 6)."""
        return self.cubes[str(players)]

    def gems_for(self, players: int):
        """{"per_colour", "per_region"} for the gem bag and Angel City (row 10)."""
        return self.gems[str(players)]

    def forbidden(self, players: int) -> tuple:
        """The Locations out of play with `players` (row 6)."""
        return self.forbidden_by_players[players]

    def engine_cost(self, engine: int) -> int:
        """The red number at an Engine position: the Engine paid to move (row 27)."""
        return self.engine_meter[engine][0]

    def engine_mp(self, engine: int) -> int:
        """The black number at an Engine position: the regular movement points (row 27)."""
        return self.engine_meter[engine][1]

    def domination_vp(self, ending: str, houses: int) -> int:
        """Prosperity (saved) or Destitution (crash) VP for a number of House tokens; the last column is 10+."""
        row = self.domination[ending]
        return row[min(houses, len(row)) - 1] if houses > 0 else 0
