"""The evil tide's content (content/tide.json): the 15 reinforcement cards, the solo paths and the diversions,
loaded once, validated and frozen. (AF-58..AF-61, AF-65, AF-67; ../shared/rules/angel-fury.md part 3: solo
reinforcement cards and paths.)
"""
from __future__ import annotations

from types import MappingProxyType

from shared.engine.frozen import ContentSource, freeze
from shared.games.angel_fury.content import CONTENT_DIR, ContentError, content


def _check(ok: bool, message: str) -> None:
    if not ok:
        raise ContentError(f"tide.json: {message}")


def validate(raw: dict) -> None:
    """Unique ids, one or two card values (normal, hard), paths of orthogonal steps that agree on every area's
    next step and end at one area, diversions into a neighbouring area."""
    t = raw["tide"]
    ids = [c["id"] for c in t["cards"]] + [p["id"] for p in t["paths"]] + [d["id"] for d in t["diversions"]]
    _check(len(ids) == len(set(ids)), "ids must be unique")
    _check(all(1 <= len(c["demons"]) <= 2 and all(v >= 0 for v in c["demons"]) for c in t["cards"]),
           "a card shows one value, or two (normal, hard)")
    nxt: dict = {}
    for p in t["paths"]:
        for here, there in zip(p["areas"], p["areas"][1:]):
            _check(_adjacent(here, there), f"{p['id']}: {here} -> {there} is not one orthogonal step")
            _check(nxt.setdefault(here, there) == there, f"{p['id']}: {here} has two next steps")
    ends = {p["areas"][-1] for p in t["paths"]}
    _check(len(ends) == 1 and not ends & set(nxt), "every path ends at the same area, which has no next step")
    for d in t["diversions"]:
        _check(d["when"] in ("angels_there", "no_demons_there"), f"{d['id']}: unknown condition")
        _check(all(_adjacent(a, d["target"]) for a in d["from"]), f"{d['id']}: diverted from a non-neighbour")
    _check(len(t["back_row"]) == t["refills_per_turn"], "one refill card per back-row area")


def _adjacent(a: str, b: str) -> bool:
    (r1, c1), (r2, c2) = (tuple(int(x) for x in s[1:].split("c")) for s in (a, b))
    return abs(r1 - r2) + abs(c1 - c2) == 1


class TideContent:
    """Frozen lookups of tide.json."""

    def __init__(self, raw: dict):
        t = raw["tide"]
        self.raw = freeze(t)
        self.board, self.scenario = t["board"], t["scenario"]
        self.setup_areas, self.back_row = tuple(t["setup_areas"]), tuple(t["back_row"])
        self.refills_per_turn = t["refills_per_turn"]
        self.terrain_destroyed_soul_points = t["terrain_destroyed_soul_points"]
        self.cards = freeze(t["cards"])
        self.card_ids = tuple(c["id"] for c in t["cards"])
        self._cards = {c["id"]: c for c in self.cards}
        self.paths = freeze(t["paths"])
        self.next_area = MappingProxyType({here: there for p in t["paths"]
                                           for here, there in zip(p["areas"], p["areas"][1:])})
        self.diversions = freeze(t["diversions"])

    def card(self, card_id: str):
        """A reinforcement card: {"id", "demons": [normal] or [normal, hard]}."""
        return self._cards[card_id]


SOURCE = ContentSource(CONTENT_DIR, ("tide",), validate, TideContent, ContentError)
tide_content = SOURCE.get


def scenario_name() -> str:
    """The scenario the tide plays (boards.json)."""
    return tide_content().scenario


def removed_terrain() -> tuple:
    """The printed mountains and fountains the tide's setup leaves off the demon half (boards.json, AF-58)."""
    return tuple(content().scenario(scenario_name()).get("terrain_removed", ()))
