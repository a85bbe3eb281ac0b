"""Action: Gem Mining, one gem at a time.

Quotas 2/4/6 by strength; a gem in the Angel City Region with the tile's symbol ("near") costs 1 quota, in
another Region ("distant") 2; at most 2 gems per Angel City Region in one action; each gem fills the next
compartment from the right and pays its red Engine cost; what the compartments or the Engine can't take, and
any quota left, is lost. The step `mine` {quota, region, taken: {region: n}} offers `mine {region, colour}`
and `stop`. (Row 24, example E1; Rulebook: Action: Gem Mining.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.engine.rng import Rng
from shared.games.fallen_angel import resources, shadow, steps, supply
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

#: the Gem Bag as a mining source (co-op, row 59)
BAG = "bag"


def start(state: dict, seat: int, region: str, quota: int, ev: list) -> None:
    """Open the mining picks of an action with `quota` at a tile in `region` (row 24)."""
    ev.append(event("mining_started", seat, region=region, quota=quota))
    push_next(state, seat, region, quota, {}, ev)


def quota_cost(tile_region: str, city_region: str) -> int:
    """1 quota for a near gem (same symbol), 2 for a distant one (row 24)."""
    mining = content().mining
    return mining["quota_near"] if tile_region == city_region else mining["quota_distant"]


def picks(state: dict, seat: int, region: str, quota: int, taken: dict) -> list[tuple[str, str]]:
    """(city region, colour) pairs minable now: quota, the per-Region limit, a compartment and its Engine."""
    if not resources.can_store(state["players"][seat]):
        return []
    limit = content().mining["max_per_region"]
    out = []
    for city_region, pile in state["city"]["regions"].items():
        if taken.get(city_region, 0) < limit and quota_cost(region, city_region) <= quota:
            out += [(city_region, colour) for colour in content().gem_colours if pile.get(colour, 0) > 0]
    return out + bag_picks(state, quota)


def bag_picks(state: dict, quota: int) -> list[tuple[str, str]]:
    """Co-op: with the Angel City empty, a random gem from the bag for 2 quotas (row 59; drawn blind)."""
    city = state["city"]
    if not shadow.is_on(state) or any(any(g.values()) for g in city["regions"].values()):
        return []
    return [(BAG, BAG)] if any(city["bag"].values()) and quota >= shadow.rules()["bag_quota"] else []


def push_next(state: dict, seat: int, region: str, quota: int, taken: dict, ev: list) -> None:
    """Offer another gem while one can be mined; else the leftover quota is lost (row 24)."""
    if picks(state, seat, region, quota, taken):
        steps.push(state, "mine", seat, region=region, quota=quota, taken=taken)
    else:
        ev.append(event("mining_ended", seat, quota_lost=quota))


def mine_legal(state: dict, step: dict) -> list:
    """`mine {region, colour}` per minable gem, then `stop` (row 24)."""
    region, quota = step["region"], step["quota"]
    cost = resources.next_cost(state["players"][step["seat"]])
    out = [{"type": "mine", "region": r, "colour": c,
            **(w.label("label.mine", colour=w.colour(c), region=w.region(r), cost=quota_cost(region, r), quota=quota,
                       engine=cost) if r != BAG else
               w.label("label.draw_gem", cost=shadow.rules()["bag_quota"], quota=quota, engine=cost))}
           for r, c in picks(state, step["seat"], region, quota, step["taken"])]
    out.append({"type": "stop", **w.label("label.stop_mining.lost" if quota else "label.stop_mining", quota=quota)})
    return out


def mine_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Take the gem from the Angel City into storage, paying quota and Engine; or stop (row 24)."""
    steps.pop(state, step)
    seat, region, quota = step["seat"], step["region"], step["quota"]
    if action["type"] == "stop":
        ev.append(event("mining_ended", seat, quota_lost=quota))
        return
    city_region, colour = action["region"], action["colour"]
    if city_region == BAG:  # row 59 (co-op): a random gem from the bag
        colour, spent = supply.draw_gem(state["city"]["bag"], Rng(state)), shadow.rules()["bag_quota"]
    else:
        state["city"]["regions"][city_region][colour] -= 1
        spent = quota_cost(region, city_region)
    ev.append(event("gem_mined", seat, region=city_region, colour=colour, quota=spent))
    resources.store_gem(state, seat, colour, ev, reason="mining")
    shadow.black_mined(state, colour, ev)  # row 59: a black gem gives the Shadow 8/4/2 VP
    taken = {**step["taken"], city_region: step["taken"].get(city_region, 0) + 1}  # the bag has no limit
    push_next(state, seat, region, quota - spent, taken, ev)


steps.register("mine", legal=mine_legal, apply=mine_apply)
