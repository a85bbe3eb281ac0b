"""Falling content: loads the JSON under content/ once, validates it and exposes frozen lookups.

Every number the rules use lives in the JSON; a publisher's data can replace the files without code changes.
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from shared.engine.frozen import freeze  # noqa: F401 (re-exported)

CONTENT_DIR = Path(__file__).parent / "content"

#: goods a player holds (VP is kept on the track, not as a holding)
HOLDINGS = ("C", "G", "Br", "Fe", "Cr", "Chip")
#: keys a reward may use: holdings, VP and choice icons
REWARD_KEYS = frozenset(HOLDINGS + ("VP", "BrFe", "Res", "Mat", "Conv", "Retrieve"))
#: keys a cost may use
COST_KEYS = frozenset(HOLDINGS + ("BrFe", "Res", "Mat"))
NAMES = {"C": "Coin", "G": "Gas", "Br": "Brick", "Fe": "Iron", "Cr": "Crystal", "Chip": "Skill Chip",
         "VP": "VP", "BrFe": "Brick or Iron", "Res": "Resources", "Mat": "Materials",
         "Conv": "free Guild Conversion", "Retrieve": "Retrieve a Device"}


class ContentError(ValueError):
    """The content JSON is malformed."""




def _goods(where: str, goods: dict, allowed: frozenset) -> None:
    if not isinstance(goods, dict):
        raise ContentError(f"{where}: expected an object of goods, got {goods!r}")
    for k, v in goods.items():
        if k not in allowed or not isinstance(v, int) or v < 0:
            raise ContentError(f"{where}: bad entry {k!r}: {v!r}")


def _conversion(where: str, conv: dict) -> None:
    if not conv.get("cost") or not conv.get("gain"):
        raise ContentError(f"{where}: a conversion needs cost and gain alternatives")
    for i, c in enumerate(conv["cost"]):
        _goods(f"{where}.cost[{i}]", c, COST_KEYS)
    for i, g in enumerate(conv["gain"]):
        _goods(f"{where}.gain[{i}]", g, REWARD_KEYS)


def _effect(where: str, eff: dict) -> None:
    if eff.get("kind") == "conversion":
        _conversion(where, eff)
    elif eff.get("kind") == "income":
        _goods(f"{where}.income", eff["income"], REWARD_KEYS)
        _goods(f"{where}.chip_reward", eff["chip_reward"], REWARD_KEYS)
    else:
        raise ContentError(f"{where}: unknown effect kind {eff.get('kind')!r}")
    if not isinstance(eff.get("spaces", 1), int) or eff.get("spaces", 1) < 1:
        raise ContentError(f"{where}: spaces must be a positive int")


def _unique(ids: list[str], what: str) -> None:
    if len(set(ids)) != len(ids):
        raise ContentError(f"duplicate {what} ids")


def _validate_board(board: dict) -> None:
    colors = board["colors"]
    if len(colors) < 4 or len(set(colors)) != len(colors) or not all(isinstance(c, str) and c for c in colors):
        raise ContentError("colors: at least 4 distinct player colour names (Rulebook: Components, 4 colors)")
    floors = board["floors"]
    if len(board["fm_spaces"]) != floors or len(board["floor_bonus"]) != floors:
        raise ContentError("fm_spaces and floor_bonus need one entry per floor")
    if len(board["ascend_costs"]) != floors - 1:
        raise ContentError("ascend_costs needs one red box per gap between floors")
    for i, c in enumerate(board["ascend_costs"]):
        _goods(f"ascend_costs[{i}]", c, COST_KEYS)
    for f, spaces in enumerate(board["fm_spaces"]):
        for i, s in enumerate(spaces):
            _goods(f"fm_spaces[{f}][{i}]", s, REWARD_KEYS)
    for i, s in enumerate(board["negotiation"]):
        _goods(f"negotiation[{i}]", s["reward"], REWARD_KEYS)
    for c, col in enumerate(board["pass_track"]["columns"]):
        for r, s in enumerate(col):
            _goods(f"pass_track[{c}][{r}]", s, REWARD_KEYS)
    _conversion("board_conversion", board["board_conversion"])


def _validate_devices_and_tiles(board: dict, devices: dict, tiles: dict) -> None:
    for dt in devices["order"]:
        d = devices["types"][dt]
        _goods(f"device {dt} cost", d["cost"], COST_KEYS)
        if len(d["income"]) != d["count"] or len(d["retrieve"]) != d["count"]:
            raise ContentError(f"device {dt}: income and retrieve need one entry per Device")
    for kind in ("normal", "round"):
        _unique([t["id"] for t in tiles[kind]], f"{kind} floor tile")
        for t in tiles[kind]:
            for i, s in enumerate(t["spaces"]):
                _goods(f"{t['id']}[{i}]", s["bonus"], REWARD_KEYS)
    if len(tiles["normal"]) < board["floors"] - 1 + board["rounds"] - 1 or len(tiles["round"]) < board["rounds"]:
        raise ContentError("not enough floor tiles for a whole game")


def _validate_cards(cards: dict) -> None:
    all_ids = [c["id"] for c in cards["vp"]]
    for kind, check in (("resource", lambda w, side: _goods(w, side, REWARD_KEYS)), ("guild", _effect)):
        for deck in cards[kind].values():
            for c in deck:
                all_ids.append(c["id"])
                if len(c["sides"]) != 2:
                    raise ContentError(f"{c['id']}: a card has two halves")
                for i, side in enumerate(c["sides"]):
                    check(f"{c['id']}[{i}]", side)
    _unique(all_ids, "card")
    for c in cards["vp"]:
        _goods(c["id"], c["bonus"], REWARD_KEYS)


def _validate_partners(board: dict, partners: dict) -> None:
    for t in partners["tiles"]:
        for side in ("front", "back"):
            if t[side] not in partners["sides"]:
                raise ContentError(f"partner tile {t['id']}: unknown side {t[side]!r}")
    for sid, side in partners["sides"].items():
        _goods(f"partner {sid} start", side["start"], REWARD_KEYS)
        for i, conv in enumerate(side.get("conversions", []) + side.get("receptionist_conversions", [])):
            _conversion(f"partner {sid} conversion {i}", conv)
    for names in board["recommended_partners"].values():
        for sid in names:
            if sid not in partners["sides"]:
                raise ContentError(f"recommended partner {sid!r} is unknown")


def validate(raw: dict) -> None:
    """Raise ContentError if the raw content is inconsistent."""
    _validate_board(raw["board"])
    _validate_devices_and_tiles(raw["board"], raw["devices"], raw["tiles"])
    _validate_cards(raw["cards"])
    _validate_partners(raw["board"], raw["partners"])


def _load(name: str) -> dict:
    with open(CONTENT_DIR / name, encoding="utf-8") as f:
        return json.load(f)


@lru_cache(maxsize=1)
def content():
    """The validated, frozen content (loaded once)."""
    raw = {"board": _load("board.json"), "devices": _load("devices.json"), "tiles": _load("floor_tiles.json"),
           "cards": _load("cards.json"), "partners": _load("partners.json")}
    validate(raw)
    return Content(raw)


class Content:
    """Frozen lookups built once from the raw JSON."""

    def __init__(self, raw: dict):
        b = raw["board"]
        self.board = freeze(b)
        self.colors = tuple(b["colors"])
        self.rounds = b["rounds"]
        self.floors = b["floors"]
        self.fm_spaces = freeze(b["fm_spaces"])
        self.ascend_costs = freeze(b["ascend_costs"])
        self.floor_bonus = freeze(b["floor_bonus"])
        self.blue_floors = frozenset(b["blue_floors"])
        self.turn_order_bonus = freeze(b["turn_order_bonus"])
        self.pass_columns = freeze(b["pass_track"]["columns"])
        self.pass_beside_bottom = freeze(b["pass_track"]["beside_bottom"])
        self.negotiation = freeze([s["reward"] for s in b["negotiation"]])
        self.board_conversion = freeze(b["board_conversion"])
        self.contribution_floors = tuple(b["contribution_floors"])
        self.rank_vp = freeze({int(k): v for k, v in b["rank_vp"].items()})
        self.end_scoring = freeze(b["end_scoring"])
        self.track_size = b["vp_track_size"]
        self.card_value = b["vp_card_value"]
        self.round_decks = freeze(b["round_decks"])
        self.setup_guild_deck = b["setup_guild_deck"]
        self.jini = freeze(b["jini"])
        self.recommended = freeze({int(k): v for k, v in b["recommended_partners"].items()})
        d = raw["devices"]
        self.device_order = tuple(d["order"])
        self.devices = freeze(d["types"])
        self.tiles = freeze({t["id"]: t for kind in ("normal", "round") for t in raw["tiles"][kind]})
        self.tile_ids = freeze({kind: [t["id"] for t in raw["tiles"][kind]] for kind in ("normal", "round")})
        c = raw["cards"]
        self.res_decks = freeze({k: [x["id"] for x in v] for k, v in c["resource"].items()})
        self.guild_decks = freeze({k: [x["id"] for x in v] for k, v in c["guild"].items()})
        self.cards = freeze({x["id"]: x for deck in list(c["resource"].values()) + list(c["guild"].values())
                             for x in deck})
        self.vp_cards = freeze({x["id"]: x for x in c["vp"]})
        self.vp_ids = tuple(x["id"] for x in c["vp"])
        p = raw["partners"]
        self.partner_tiles = freeze({t["id"]: t for t in p["tiles"]})
        self.partner_tile_ids = tuple(t["id"] for t in p["tiles"])
        self.randomizer_cards = freeze(p["randomizer_cards"])
        sides = dict(p["sides"])
        sides[b["jini"]["id"]] = {"name": b["jini"]["name"], "start": b["jini"]["start"]}
        self.partners = freeze(sides)
