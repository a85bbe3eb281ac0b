"""Black Angel content: loads the JSON under content/ once, validates it and exposes frozen lookups.

Every number the rules use lives in the JSON (values are the inventory's part 3 proposals,
../shared/rules/black-angel.md); replacement data in another directory changes the game without code changes.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from types import MappingProxyType

from shared.engine.frozen import ContentSource, freeze, thaw  # noqa: F401 (freeze, thaw: re-exported)

CONTENT_DIR = Path(__file__).parent / "content"
FILES = ("board", "strips", "tiles", "missions", "ravagers")

#: what a gain, pay or reward may hold ("robot" = reserve -> break room)
GOODS = frozenset({"vp", "ship", "resource", "debris", "robot"})
EFFECT_KINDS = frozenset({"gain", "convert", "assign", "flip", "fix", "draw_mission", "vp_per_tile"})
FIX_DEBRIS = frozenset({"storage", "place"})
MISSION_TYPES = frozenset({"activation", "neutralization"})
ACTION_KINDS = frozenset({"discover", "ships", "fix", "annihilate"})
RAVAGER_EFFECTS = frozenset({"discard_mission", "pay_resource", "pay_debris", "robot_to_reserve", "return_ship"})
#: advanced tile scorers (BA-37); grid_tiles also names a colour
SCORERS = frozenset({"grid_tiles", "hand_ravagers", "hand_missions", "workstation_robots", "ships_in_space",
                     "owned_missions_in_space", "ejected_tiles", "debris", "resources", "full_lines",
                     "tucked_cards", "starting_tiles_in_grid", "filed_missions", "other_advanced"})
HEX_KINDS = ("asteroid", "comet", "empty")
STRIP_SIDES = ("A", "B")
STRIP_LENGTH = 5  # k = -2..2 (inventory part 3, space geometry)


class ContentError(ValueError):
    """The content JSON is malformed."""






def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ContentError(message)


def _goods(where: str, goods) -> None:
    _check(isinstance(goods, dict) and bool(goods), f"{where}: expected a non-empty object of goods, got {goods!r}")
    for k, v in goods.items():
        _check(k in GOODS and isinstance(v, int) and v > 0, f"{where}: bad entry {k!r}: {v!r}")


def _effect(where: str, eff, colours) -> None:
    """Check one effect atom (DESIGN.md, Effect atoms)."""
    kind = eff.get("kind") if isinstance(eff, dict) else None
    _check(kind in EFFECT_KINDS, f"{where}: unknown effect kind {kind!r}")
    if kind == "gain":
        _goods(f"{where}.gain", eff.get("gain"))
    elif kind == "convert":
        _goods(f"{where}.pay", eff.get("pay"))
        _goods(f"{where}.gain", eff.get("gain"))
    elif kind == "fix":
        _check(eff.get("debris") in FIX_DEBRIS, f"{where}: fix debris must be one of {sorted(FIX_DEBRIS)}")
    elif kind == "vp_per_tile":
        _check(eff.get("colour") in colours, f"{where}: vp_per_tile needs a known colour")
        _check(isinstance(eff.get("vp"), int) and eff["vp"] > 0, f"{where}: vp_per_tile needs a positive vp")


def _count(items, key, values, expected: int, what: str) -> None:
    """Each of `values` occurs exactly `expected` times as `key` of the items."""
    counts = Counter(x[key] for x in items)
    for value in values:
        _check(counts[value] == expected, f"{what}: {value} has {counts[value]}, expected {expected}")


def _validate_board(b: dict) -> None:
    colours, dice = b["colours"], b["dice"]
    _check(len(set(colours)) == len(colours) == len(b["player_setup"]["starting_tiles"]),
           "colours: distinct names, one starting-tile position each")
    _check(len(set(b["player_colours"])) == len(b["player_colours"]), "player_colours: distinct names")
    faces = [str(f) for f in dice["faces"]]
    _check(all(f in dice["opposite"] and str(dice["opposite"][str(dice["opposite"][f])]) == f for f in faces),
           "dice.opposite: every face needs an opposite face whose opposite is itself")
    _check(set(b["strips_by_players"]) == set(dice["per_colour"]),
           "strips_by_players and dice.per_colour: same player counts")
    _check(max(b["strips_by_players"].values()) <= b["counts"]["strips"], "strips_by_players: more strips than exist")
    actions = b["actions"]
    _check(len({a["id"] for a in actions}) == len({a["location"] for a in actions}) == len(actions),
           "actions: ids and locations must be unique")
    for a in actions:
        _check(a["colour"] in colours and a["kind"] in ACTION_KINDS, f"action {a['id']}: unknown colour or kind")
    _check(len(b["display_costs"]) > max(b["initial_display_spaces"]), "initial_display_spaces beyond the display")
    _check(len(b["initial_display_spaces"]) == len(colours), "initial_display_spaces: one space per colour")
    _validate_grid(b)


def _validate_grid(b: dict) -> None:
    n = b["grid_size"]
    for a in b["arrows"]:
        _check(a["line"] in ("row", "col") and 0 <= a["index"] < n and a["from"] in ("start", "end")
               and a["kind"] in ("colour", "black"), f"arrow {a['id']}: bad line, index, from or kind")
    _check(len({a["id"] for a in b["arrows"]}) == len(b["arrows"]), "arrows: ids must be unique")
    for colour, (r, c) in b["player_setup"]["starting_tiles"].items():
        _check(0 <= r < n and 0 <= c < n, f"starting tile position of {colour} outside the grid")


def _validate_strips(b: dict, strips: list) -> None:
    codes, mark = b["hex_codes"], b["ravager_mark"]
    _check(len(strips) == b["counts"]["strips"], f"strips: {len(strips)}, expected {b['counts']['strips']}")
    for s in strips:
        _check(tuple(sorted(s["sides"])) == STRIP_SIDES, f"{s['id']}: needs sides A and B")
        for side, hexes in s["sides"].items():
            _check(len(hexes) == STRIP_LENGTH, f"{s['id']} side {side}: needs {STRIP_LENGTH} hex codes")
            for code in hexes:
                base = code[:-len(mark)] if code.endswith(mark) else code
                _check(base in codes and (base == code or codes[base] in b["colours"]),
                       f"{s['id']} side {side}: bad hex code {code!r}")


def _validate_tiles(b: dict, tiles: dict) -> None:
    colours, counts = b["colours"], b["counts"]
    for kind in ("normal", "starting"):
        for t in tiles[kind]:
            _check(t["colour"] in colours, f"{t['id']}: unknown colour {t['colour']!r}")
            _effect(t["id"], t["effect"], colours)
    per_colour = counts["normal_tiles_per_colour"]
    _check(set(per_colour) == set(colours), "normal_tiles_per_colour: one count per colour")
    for colour in colours:
        _count(tiles["normal"], "colour", [colour], per_colour[colour], "normal tiles per colour")
    # "48 Technology tiles, including 16 Advanced Technology titles" (components list, BA-4; RULES.md A3)
    _check(len(tiles["normal"]) + len(tiles["advanced"]) == counts["technology_tiles"],
           f"technology tiles: normal plus advanced must be {counts['technology_tiles']}")
    _count(tiles["starting"], "colour", colours, counts["starting_tiles_per_colour"], "starting tiles per colour")
    _check(counts["starting_tiles_per_colour"] >= len(b["player_colours"]), "not enough starting tiles for 4 players")
    _check(len(tiles["advanced"]) == counts["advanced_tiles"], f"advanced tiles: expected {counts['advanced_tiles']}")
    for t in tiles["advanced"]:
        s = t["scorer"]
        _check(s.get("what") in SCORERS, f"{t['id']}: unknown scorer {s.get('what')!r}")
        _check((s["what"] == "grid_tiles") == ("colour" in s) and s.get("colour", colours[0]) in colours,
               f"{t['id']}: grid_tiles (and only it) names a known colour")
        _check(isinstance(s.get("vp"), int) and s["vp"] > 0, f"{t['id']}: scorer vp must be a positive int")


def _validate_cards(b: dict, missions: list, ravagers: list) -> None:
    colours, counts = b["colours"], b["counts"]
    for m in missions:
        _check(m["colour"] in colours and m["type"] in MISSION_TYPES, f"{m['id']}: unknown colour or type")
        _check(1 <= len(m["tiles"]) <= 2 and all(c in colours for c in m["tiles"]), f"{m['id']}: tiles are 1-2 colours")
        _goods(f"{m['id']}.reward", m["reward"])
        _check(len(m["reward"]) == 1, f"{m['id']}: a reward is one good")
        _effect(m["id"], m["effect"], colours)
    _count(missions, "colour", colours, counts["missions_per_colour"], "missions per colour")
    locations = {a["location"] for a in b["actions"]}
    for r in ravagers:
        _check(r["location"] in locations and r["effect"] in RAVAGER_EFFECTS, f"{r['id']}: unknown location or effect")
    _count(ravagers, "location", locations, counts["ravagers_per_location"], "ravagers per location")


def validate(raw: dict) -> None:
    """Raise ContentError if the raw content is inconsistent."""
    b = raw["board"]
    try:
        _validate_board(b)
        _validate_strips(b, raw["strips"]["strips"])
        _validate_tiles(b, raw["tiles"])
        _validate_cards(b, raw["missions"]["missions"], raw["ravagers"]["ravagers"])
    except (KeyError, TypeError, AttributeError) as exc:
        raise ContentError(f"malformed content: missing or mistyped {exc}") from exc
    ids = [x["id"] for x in b["actions"]] + [x["id"] for x in raw["strips"]["strips"]]
    ids += [x["id"] for kind in ("normal", "starting", "advanced") for x in raw["tiles"][kind]]
    ids += [x["id"] for x in raw["missions"]["missions"] + raw["ravagers"]["ravagers"]]
    dupes = sorted(i for i, n in Counter(ids).items() if n > 1)
    _check(not dupes, f"duplicate ids across content files: {dupes}")


SOURCE = ContentSource(CONTENT_DIR, FILES, lambda raw: validate(raw), lambda raw: Content(raw), ContentError)
#: the content in use (loaded once); `use_directory` swaps in replacement data
content = SOURCE.get
read_raw, load, use_directory = SOURCE.read_raw, SOURCE.load, SOURCE.use_directory


class Content:
    """Frozen lookups built once from the raw JSON."""

    def __init__(self, raw: dict):
        b = raw["board"]
        self.board = freeze(b)
        self.colours = tuple(b["colours"])
        self.player_colours = tuple(b["player_colours"])
        self.aliens = freeze(b["aliens"])
        self._board_numbers(b)
        self._dice(b["dice"])
        self._space(b, raw["strips"]["strips"])
        self._tiles(raw["tiles"])
        self._cards(raw["missions"]["missions"], raw["ravagers"]["ravagers"])
        self.components = MappingProxyType({**self.actions_by_id, **self.strips, **self.tiles, **self.missions,
                                            **self.ravagers})

    def _board_numbers(self, b: dict) -> None:
        for key in ("damage_spaces", "damage_penalty", "ravager_stack_max", "ravager_unpaid_vp", "damaged_die_vp",
                    "hex_ship_limit", "advanced_display", "advanced_tile_cost", "grid_size", "hand_limit",
                    "spes_divisor", "advanced_cap", "advanced_cap_per_filed", "buy_price", "reserve_price",
                    "flip_price"):
            setattr(self, key, b[key])
        self.display_costs = tuple(b["display_costs"])
        self.initial_display_spaces = tuple(b["initial_display_spaces"])
        self.arrows = freeze(b["arrows"])
        self.arrows_by_id = freeze({a["id"]: a for a in b["arrows"]})
        self.slots = tuple(b["slots"])
        self.player_setup = freeze(b["player_setup"])
        self.neutral = freeze(b["neutral"])
        self.counts = freeze(b["counts"])
        self.actions = freeze(b["actions"])
        self.actions_by_id = freeze({a["id"]: a for a in b["actions"]})
        self.actions_by_location = freeze({a["location"]: a for a in b["actions"]})
        self.locations = tuple(a["location"] for a in b["actions"])

    def _dice(self, d: dict) -> None:
        self.dice = freeze(d)
        self.faces = tuple(d["faces"])
        self.opposite = MappingProxyType({int(k): v for k, v in d["opposite"].items()})
        self.dice_per_colour = MappingProxyType({int(k): v for k, v in d["per_colour"].items()})
        self.player_counts = tuple(sorted(self.dice_per_colour))
        top = max(self.dice_per_colour.values())
        self.die_ids = freeze({c: [f"d-{c}-{i}" for i in range(1, top + 1)] for c in self.colours})

    def _space(self, b: dict, strips: list) -> None:
        self.strips_by_players = MappingProxyType({int(k): v for k, v in b["strips_by_players"].items()})
        self.strips = freeze({s["id"]: s for s in strips})
        self.strip_ids = tuple(s["id"] for s in strips)
        codes = {code for s in strips for side in s["sides"].values() for code in side}
        self.hexes = MappingProxyType({code: self._hex_info(b, code) for code in codes})

    @staticmethod
    def _hex_info(b: dict, code: str):
        """{"code", "kind": planet|asteroid|comet|empty, "colour": planet colour or None, "ravager": icon?}."""
        mark = b["ravager_mark"]
        base = code[:-len(mark)] if code.endswith(mark) else code
        name = b["hex_codes"][base]
        planet = name in b["colours"]
        return freeze({"code": code, "kind": "planet" if planet else name, "colour": name if planet else None,
                       "ravager": base != code})

    def _tiles(self, t: dict) -> None:
        self.tiles = freeze({x["id"]: dict(x, tier=tier) for tier in ("normal", "starting", "advanced")
                             for x in t[tier]})
        self.normal_tiles = freeze({c: [x["id"] for x in t["normal"] if x["colour"] == c] for c in self.colours})
        self.starting_tiles = freeze({c: [x["id"] for x in t["starting"] if x["colour"] == c] for c in self.colours})
        self.advanced_ids = tuple(x["id"] for x in t["advanced"])

    def _cards(self, missions: list, ravagers: list) -> None:
        self.missions = freeze({m["id"]: m for m in missions})
        self.mission_ids = freeze({c: [m["id"] for m in missions if m["colour"] == c] for c in self.colours})
        self.ravagers = freeze({r["id"]: r for r in ravagers})
        self.ravager_ids = tuple(r["id"] for r in ravagers)

    def tile(self, tile_id: str):
        """A normal, starting or advanced tile (with "tier": normal|starting|advanced)."""
        return self.tiles[tile_id]

    def is_advanced(self, tile_id: str) -> bool:
        """True for an Advanced Technology tile."""
        return self.tiles[tile_id]["tier"] == "advanced"

    def mission(self, card_id: str):
        """A Mission card."""
        return self.missions[card_id]

    def ravager(self, card_id: str):
        """A Ravager card."""
        return self.ravagers[card_id]

    def card(self, card_id: str):
        """A Mission or a Ravager card."""
        return self.missions.get(card_id) or self.ravagers[card_id]

    def is_mission(self, card_id: str) -> bool:
        """True for a Mission card id."""
        return card_id in self.missions

    def strip(self, strip_id: str):
        """A space strip with both sides."""
        return self.strips[strip_id]

    def hex(self, code: str):
        """What a hex code means: kind, planet colour, Ravager icon."""
        return self.hexes[code]

    def action(self, action_id: str):
        """A board action."""
        return self.actions_by_id[action_id]

    def action_at(self, location: str):
        """The board action at a Ravager location (L1..L6)."""
        return self.actions_by_location[location]

    def arrow(self, arrow_id: str):
        """A grid arrow."""
        return self.arrows_by_id[arrow_id]

    def component(self, any_id: str):
        """Any action, strip, tile, Mission or Ravager by id (for the glossary)."""
        return self.components[any_id]

    def dice_for(self, players: int):
        """Die ids per colour in a game of `players` (BA-1)."""
        n = self.dice_per_colour[players]
        return {c: self.die_ids[c][:n] for c in self.colours}

    def strip_count(self, players: int) -> int:
        """Space strips in a game of `players` (BA-1)."""
        return self.strips_by_players[players]

    def has_neutral(self, players: int) -> bool:
        """True when a game of `players` has the neutral player (BA-38)."""
        return players in self.neutral["players"]
