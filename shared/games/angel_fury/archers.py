"""Archers (tactic) and damage outside battle (Archers, Backstab): the shielding aura, then the owner's casualties
one unit at a time.

Archers: choose a troop and an enemy area adjacent or diagonal to it (`archers {area, target}`, then `archer_troop
{minions, leaders}`); the troop rolls its dice once (1 per minion, 4 per seraph, 6 per arch, at most 9); the
damage is hits minus 1 per circle (Archery Leader with a tormentor in the troop: circles don't count), never
below 0. It is not a move nor a battle: no return fire and only the "Archery" cards apply: an `archery_window`
opens after the roll (attacker first) where the attacker may add Burning Arrows (+2) and the target's owner may
play its "archery" battle cards (Shield of Faith / Armour) or swap reserve cards, until both pass; then the aura.
The troop may have moved before; after the shot its units that are still fresh may move later this turn as a
normal command, but not into a battle (`command.note_shot`; RULES.md A12). L2: two troops, one after the other.
Dice come from battle.roll (the seam tests inject through).
(AF-42, AF-43, AF-78, AF-94, AF-96, AF-105, AF-112; Rulebook: Card Appendix, Archers; Shielding aura.)
"""
from __future__ import annotations

from itertools import combinations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.angel_fury import battle, battle_effects, capacity, cards, command, economy, steps, units, wording
from shared.games.angel_fury.content import content

ARCHERY = "archery"
PASS = {"type": "pass", **wording.label("label.pass")}


# -- damage outside battle (AF-42, AF-43) ---------------------------------------------------------------------------
def aura(state: dict, area: str, colours) -> int:
    """What the shielding aura of the damaged colours' seraph there prevents of one non-battle effect (AF-42)."""
    return max((battle_effects.aura_prevents(state, area, c) for c in colours), default=0)


def damage_area(state: dict, area: str, colours, amount: int, ev: list, cause: str, prevented: int = 0) -> int:
    """Deal `amount` non-battle damage to `colours`' units in the area: prevention and the aura take theirs off,
    then the owner removes casualties one unit at a time; returns the damage that hits (AF-42, AF-43)."""
    colours = [c for c in colours if unit_choices(state, area, [c])]
    shield = aura(state, area, colours) if amount > prevented else 0
    hits = max(0, amount - prevented - shield)
    ev.append(event("area_damaged", None, area=area, damage=amount, prevented=amount - hits, cause=cause))
    if hits and colours:
        seat = cards.owner_of(state, colours[0])
        decisions.ask(state, "card_casualty", seat, area=area, colours=colours, left=hits, cause=cause)
        settle(state, ev)
    return hits


def unit_choices(state: dict, area: str, colours) -> list:
    """(colour, unit) that may take the next damage: "minion" of a colour, or a leader id."""
    out = [(c, "minion") for c in colours if cards.minions(state, area, c)]
    return out + [(state["leaders"][lid]["colour"], lid) for lid in state["areas"][area]["leaders"]
                  if state["leaders"][lid]["colour"] in colours]


def settle(state: dict, ev: list) -> None:
    """Take damage without asking while all must die or one kind of unit is left (no real choice)."""
    item = decisions.front(state)
    while item is not None and item["kind"] == "card_casualty":
        choices = unit_choices(state, item["area"], item["colours"])
        if len(choices) > 1 and item["left"] < health_of(state, item["area"], item["colours"]):
            return
        state["pending"].pop(0)
        if choices:
            hit(state, item, choices[0], ev)
        item = decisions.front(state)


def health_of(state: dict, area: str, colours) -> int:
    """Damage the colours' units in the area can take: 1 per minion and seraph, an arch's health."""
    total = sum(cards.minions(state, area, c) for c in colours)
    for lid in state["areas"][area]["leaders"]:
        leader = state["leaders"][lid]
        if leader["colour"] in colours:
            total += leader["health"] if leader["kind"] == "arch" else content().health[leader["kind"]]
    return total


def hit(state: dict, item: dict, choice: tuple, ev: list) -> None:
    """One damage on the chosen unit (a minion or seraph dies, an arch loses 1 health); ask again for the rest."""
    colour, unit = choice
    area, leader = item["area"], state["leaders"].get(unit)
    if unit == "minion":
        units.lose_unit(state, area, colour, ev, minions=1, cause=item["cause"])
    else:
        if leader["kind"] == "arch":
            leader["health"] -= 1
            ev.append(event("arch_damaged", cards.owner_of(state, colour), leader=unit, health=leader["health"]))
        if leader["kind"] != "arch" or leader["health"] <= 0:
            units.lose_unit(state, area, colour, ev, leader=unit, cause=item["cause"])
    if item["left"] > 1 and unit_choices(state, area, item["colours"]):
        decisions.ask(state, "card_casualty", item["seat"], area=area, colours=item["colours"],
                      left=item["left"] - 1, cause=item["cause"])


def casualty_legal(state: dict, item: dict) -> list:
    """Which unit takes the next damage: a minion, a seraph, or 1 health of the arch (AF-43)."""
    where, left = wording.area(item["area"]), item["left"]
    return [{"type": "casualty", "colour": c, "unit": u, **(
        wording.label("label.card_casualty.minion", left=left, area=where, colour=wording.colour(c),
                      side=wording.side_of(c)) if u == "minion"
        else wording.label("label.card_casualty.leader", left=left, area=where, leader=wording.leader(u)))}
        for c, u in unit_choices(state, item["area"], item["colours"])]


def casualty_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Remove the chosen casualty, then settle what no longer needs a choice."""
    state["pending"].pop(0)
    hit(state, item, (action["colour"], action["unit"]), ev)
    settle(state, ev)


# -- choosing the archers (AF-78) -------------------------------------------------------------------------------------
def can_play(state: dict, seat: int, card_id: str) -> bool:
    """A unit of the seat stands adjacent or diagonal to an enemy area."""
    return any(True for _ in each_shot(state, seat))


def shots(state: dict, seat: int) -> list:
    """(own area, enemy target area) pairs, adjacent or diagonal (AF-78)."""
    return list(each_shot(state, seat))


def each_shot(state: dict, seat: int):
    """Yield the (own area, enemy target area) pairs of `shots`, in its order."""
    colour = cards.player_of(state, seat)["colour"]
    reach = cards.reachable_from(state, seat)
    for t in sorted(reach):
        if capacity.is_enemy(state, t, colour):
            yield from ((own, t) for own in reach[t] if any(shooters(state, seat, own)))


def start(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the first archer troop (L2: two, one after the other)."""
    steps.push(state, "archers", seat, card=card_id, left=cards.effect(card_id)["troops"], first=True)


def archers_legal(state: dict, step: dict) -> list:
    """`archers {area, target}` per troop area and enemy area in reach; a second troop is optional (AF-78)."""
    out = [{"type": "archers", "area": own, "target": t,
            **wording.label("label.archers", area=wording.area(own), target=wording.area(t))}
           for own, t in shots(state, step["seat"])]
    return out + ([] if step["first"] and out else [cards.done("label.archers.done")])


def archers_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Ask which units of the area shoot."""
    steps.pop(state, step)
    if action["type"] == cards.DECLINE:
        return
    if step["left"] > 1:
        steps.push(state, "archers", step["seat"], card=step["card"], left=step["left"] - 1, first=False)
    steps.push(state, "archer_troop", step["seat"], card=step["card"], area=action["area"], target=action["target"])


def shooters(state: dict, seat: int, area: str) -> tuple[int, list]:
    """(minions, leader ids) of the seat's units in the area that may shoot: not those that attacked this turn
    ("you may not ... start a battle with this troop this turn, neither before nor after", AF-78)."""
    flags = cards.flags(state, seat)
    most = max(0, cards.minions(state, area, cards.player_of(state, seat)["colour"])
               - flags.get("battled", {}).get(area, 0))
    return most, [lid for lid in own_leaders_in(state, seat, area) if lid not in flags.get("battled_leaders", [])]


def own_leaders_in(state: dict, seat: int, area: str) -> list:
    """The seat's leaders in the area."""
    colours = cards.own_colours(state, seat)
    return [lid for lid in state["areas"][area]["leaders"] if state["leaders"][lid]["colour"] in colours]


def troop_legal(state: dict, step: dict) -> list:
    """`archer_troop {minions, leaders}`: any of the seat's units in the area, moved this turn or not (AF-78)."""
    seat, area = step["seat"], step["area"]
    most, leaders = shooters(state, seat, area)
    sets = [list(c) for n in range(len(leaders) + 1) for c in combinations(leaders, n)]
    colour = cards.player_of(state, seat)["colour"]
    return [{"type": "archer_troop", "minions": n, "leaders": ls,
             **wording.label("label.archer_troop", shooters=wording.troop(colour, n, ls))}
            for ls in sets for n in range(most + 1) if n or ls]


# -- the shot (AF-78, AF-96, AF-105, AF-112) ---------------------------------------------------------------------------
def dice_for(state: dict, n: int, leaders: list) -> int:
    """1 die per minion, 4 per seraph, 6 per arch, at most 9 (AF-40)."""
    c = content()
    total = n * c.dice_per_unit["minion"] + sum(c.dice_per_unit[state["leaders"][l]["kind"]] for l in leaders)
    return min(total, c.max_dice)


def circles_cancel(state: dict, seat: int, step: dict) -> int:
    """Hits a circle cancels: the card's, or Archery Leader's when a tormentor shoots (AF-78, AF-112)."""
    cancel = cards.effect(step["card"])["circles_cancel"]
    if any(state["leaders"][l]["kind"] == "seraph" for l in step["leaders"]):
        for slot in cards.player_of(state, seat)["seraph_cards"]:
            if slot is not None and ARCHERY in cards.card(slot)["tags"] and "circles_cancel" in cards.effect(slot):
                cancel = min(cancel, cards.effect(slot)["circles_cancel"])
    return cancel


def troop_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Roll once; hits minus cancelled circles is the damage; then the archery window (AF-78)."""
    steps.pop(state, step)
    seat = step["seat"]
    shot = {k: step[k] for k in ("card", "area", "target")}
    shot.update(minions=action["minions"], leaders=list(action["leaders"]), taken=[], prevent=0)
    faces = battle.roll(state, dice_for(state, shot["minions"], shot["leaders"]))
    shot["hits"], shot["circles"] = faces.count("hit"), faces.count("circle")
    shot["damage"] = max(0, shot["hits"] - shot["circles"] * circles_cancel(state, seat, shot))
    ev.append(event("archers_shot", seat, area=shot["area"], target=shot["target"], faces=faces,
                    damage=shot["damage"]))
    steps.push(state, "archer_resolve", seat, **shot)
    window_seats = [seat] + sorted({cards.owner_of(state, c) for c in target_colours(state, seat, shot["target"])})
    decisions.open_window(state, "archery_window", window_seats, shot=steps.top(state)["id"])


def target_colours(state: dict, seat: int, area: str) -> list:
    """The enemy colours with units in the target area."""
    return [c for c in cards.enemy_colours(state, seat) if unit_choices(state, area, [c])]


def shot_of(state: dict, item: dict) -> dict:
    """The `archer_resolve` step the window belongs to."""
    return next(s for s in reversed(state["steps"]) if s["id"] == item["shot"])


def is_archery_shield(card_id: str) -> bool:
    """A battle card with "Archery" that prevents damage (Shield of Faith, Armour) (AF-105)."""
    rec = cards.card(card_id)
    return rec["kind"] == "battle" and ARCHERY in rec["tags"] and "prevent" in rec["effect"]


def window_legal(state: dict, item: dict) -> list:
    """The shooter: Burning Arrows (once per shot); the target's owner: its "archery" battle cards that prevent;
    both: reserve swaps, pass (AF-23, AF-96, AF-105)."""
    seat, shot = decisions.item_seats(item)[0], shot_of(state, item)
    if seat == shot["seat"]:
        out = cards.combo_actions(state, seat, cards.card(shot["card"])["family"], shot["taken"])
    else:
        out = [{"type": "battle_card", "card": c,
                **wording.label("label.archery_shield", card=wording.card(c), n=cards.effect(c)["prevent"])}
               for c in cards.one_per_type(cards.player_of(state, seat)["hand"]) if is_archery_shield(c)]
    return out + economy.swap_actions(state, seat) + [dict(PASS)]


def window_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Play the card (its damage or prevention counts for this shot) or swap; pass closes after a full round."""
    seat, shot = decisions.item_seats(item)[0], shot_of(state, item)
    if action["type"] == cards.COMBO:
        cards.put_into_play(state, seat, action["card"], ev, combo=True)
        shot["taken"] = shot["taken"] + [cards.card(action["card"])["type"]]
        shot["damage"] += cards.effect(action["card"])["damage"]
    elif action["type"] == "battle_card":
        cards.put_into_play(state, seat, action["card"], ev)
        shot["prevent"] += cards.effect(action["card"])["prevent"]
    elif action["type"] == "swap_reserve":
        economy.swap(state, seat, action, ev)
    decisions.record(state, seat, passed=action["type"] == "pass")


def resolve_run(state: dict, step: dict, ev: list) -> None:
    """The damage hits the target area (aura, casualties); the shooters may still move this turn, but not into a
    battle (AF-78)."""
    colours = target_colours(state, step["seat"], step["target"])
    damage_area(state, step["target"], colours, step["damage"], ev, "archers", prevented=step["prevent"])
    command.note_shot(state, step["seat"], step["area"], step["minions"], step["leaders"])


cards.register(("archers", "archers_2"), can_play, start)
steps.register("card_casualty", legal=casualty_legal, apply=casualty_apply)
steps.register("archers", legal=archers_legal, apply=archers_apply)
steps.register("archer_troop", legal=troop_legal, apply=troop_apply)
steps.register("archery_window", legal=window_legal, apply=window_apply)
steps.register("archer_resolve", run=resolve_run)
