"""The log lines of events (issue 30): a served (redacted) event -> {"template", "params"} from the catalog
(templates_events.py). One small function per event type, by table; a hidden card is never a param (the
`.secret` variants say "a Hero card")."""
from __future__ import annotations

from shared.engine.words import items, message
from shared.games.fallen_angel import wording as w
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.templates_events import REASONS, WITH_REASON

#: the Gem Bag (co-op draws, row 60)
BAG = "bag"


def die_of(d: str, value: int) -> dict:
    """A die as the rulebook names it, from its id and face: 'red 5'."""
    found = content().dice_by_id.get(d)  # the co-op's Shadow Dice are black (row 58)
    return message("part.die", colour=w.colour(found["colour"] if found else "black"), value=value)


def why(ev: dict) -> dict | None:
    """The cause an event names, as a param, or None (no cause, or one with no words)."""
    reason = ev.get("reason")
    if not isinstance(reason, str):
        return None
    if f"part.reason.{reason}" in REASONS:
        return message(f"part.reason.{reason}")
    return w.comp(reason) if reason in w.known_ids() else None


def with_reason(tid: str, ev: dict, params: dict) -> tuple[str, dict]:
    """The `.why` variant when the event's cause has words."""
    cause = why(ev)
    return (f"{tid}.why", {**params, "why": cause}) if cause is not None else (tid, params)


def by_seat(names: list, found: dict, key: str, part: str) -> dict:
    """{seat: n} as a list param, 'Ann: 3 VP, Bob: 5 VP'."""
    return items([message(part, player=w.seat_of(names, int(s)), **{key: n}) for s, n in found.items()])


def seats(names: list, order) -> dict:
    return items([w.seat_of(names, s) for s in order])


def amounts(ev: dict) -> dict:
    return w.amounts({k: ev[k] for k in w.AMOUNT_KEYS if ev.get(k)})


def resources_line(ev: dict, p: dict) -> tuple:
    kind = "event.resources_gained" if ev["type"] == "resources_gained" else "event.resources_spent"
    return with_reason(kind, ev, {**p, "amounts": amounts(ev)})


def discarded(ev: dict, p: dict) -> tuple:
    p = {**p, "value": ev["value"]}
    if ev.get("reason") == "phantom":
        return "event.die_discarded.phantom", p
    if ev.get("gain") in ("honor", "reroll"):
        return f"event.die_discarded.{ev['gain']}", p
    return with_reason("event.die_discarded", ev, p)


def hero_played(ev: dict, p: dict) -> tuple:
    if ev.get("section"):
        return "event.hero_played", {**p, "card": w.comp(ev["card"]), "section": w.comp(ev["section"])}
    return "event.hero_played.region", {**p, "card": w.comp(ev["card"]), "region": w.region(ev["region"])}


def secret(tid: str, key: str):
    """A seat's private card: named to that seat, 'a Hero card' to everyone else."""
    def line(ev: dict, p: dict) -> tuple:
        if ev.get("redacted") or key not in ev:
            return f"{tid}.secret", p
        return tid, {**p, "hero": w.comp(ev[key])}
    return line


def put_back(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "hero" not in ev:
        return "event.hero_put_back.secret", p
    return "event.hero_put_back", {**p, "hero": w.comp(ev["hero"]), "where": w.key(ev["where"])}


def drawn(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or not ev.get("heroes"):
        return "event.heroes_drawn.secret", {**p, "count": ev.get("count", 0)}
    return "event.heroes_drawn", {**p, "heroes": items([w.comp(h) for h in ev["heroes"]])}


def bid_made(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "honor" not in ev:
        return "event.bid_made.secret", p
    return "event.bid_made", {**p, "honor": ev["honor"]}


def mined(ev: dict, p: dict) -> tuple:
    if ev["region"] == BAG or ev["region"] not in content().region_names:
        return "event.gem_mined.bag", {**p, "colour": w.colour(ev["colour"])}
    return "event.gem_mined", {**p, "colour": w.colour(ev["colour"]), "region": w.region(ev["region"])}


def scored(ev: dict, p: dict) -> tuple:
    won = {s: n for s, n in ev.get("vp", {}).items()}
    if not won:
        return "event.objective_scored.none", {"objective": w.comp(ev["objective"])}
    return "event.objective_scored", {"objective": w.comp(ev["objective"]),
                                      "scores": by_seat(p["names"], won, "vp", "part.seat_vp")}


def salvaged(ev: dict, p: dict) -> tuple:
    p = {**p, "tile": w.comp(ev["tile"]), "section": w.comp(ev["section"])}
    if ev.get("choice") == "install":
        return "event.monster_tile_salvaged.install", {**p, "chain": ev["chain"] + 1}
    return "event.monster_tile_salvaged", p


def proposed(ev: dict, p: dict) -> tuple:
    order = seats(p["names"], ev["order"])
    if ev.get("seat") is None:
        return "event.order_proposed.table", {"order": order}
    return "event.order_proposed", {"player": p["player"], "order": order}


def tech_used(ev: dict, p: dict) -> tuple:
    p = {**p, "tech": w.comp(ev["tech"])}
    if ev.get("copied_from") is not None:
        return "event.tech_used.copied", {**p, "owner": w.seat_of(p["names"], ev["copied_from"])}
    return "event.tech_used", p


def rerolled(ev: dict, p: dict) -> tuple:
    tid = "event.dice_rerolled.token" if ev.get("token") else "event.dice_rerolled"
    return tid, {**p, "values": w.values(ev["values"]), "total": ev["total"]}


def simple(tid: str, **fields):
    """A line whose params are the event's fields, each turned by its maker (`fields`: param -> fn(ev, names))."""
    def line(ev: dict, p: dict) -> tuple:
        return tid, {**p, **{k: make(ev, p["names"]) for k, make in fields.items()}}
    return line


def f(key: str):
    """The field as it is (an integer)."""
    return lambda ev, names: ev[key]


def comp(key: str):
    return lambda ev, names: w.comp(ev[key])


def colour(ev: dict, names: list) -> dict:
    return w.colour(ev["colour"])


def to(ev: dict, names: list) -> dict:
    return w.seat_of(names, ev["to"])


def faces(key: str):
    return lambda ev, names: w.values(ev[key])


def round_line(tid: str):
    return simple(tid, round=f("round"))


LINES = {
    "air_supremacy": lambda ev, p: ("event.air_supremacy", {"scores": by_seat(p["names"], ev["vp"], "vp",
                                                                              "part.seat_vp")}),
    "airship_moved": simple("event.airship_moved", location=comp("location"), mp=lambda ev, n: w.key(ev["mp"])),
    "bid_made": bid_made,
    "bid_passed": simple("event.bid_passed"),
    "bid_raised": simple("event.bid_raised", honor=f("honor")),
    "bidding_opened": lambda ev, p: ("event.bidding_opened", {"objective": w.comp(ev["objective"])}),
    "bids_revealed": lambda ev, p: ("event.bids_revealed", {"bids": by_seat(p["names"], ev["bids"], "honor",
                                                                            "part.seat_honor")}),
    "chain_activated": simple("event.chain_activated", chain=lambda ev, n: ev["chain"] + 1),
    "clash_declined": simple("event.clash_declined", location=comp("location")),
    "clash_ended": lambda ev, p: ("event.clash_ended", {"location": w.comp(ev["location"]),
                                                        "winner": w.seat_of(p["names"], ev["winner"])}),
    "clash_shield_paid": simple("event.clash_shield_paid", location=comp("location")),
    "conclusion_started": round_line("event.conclusion_started"),
    "cube_gained": lambda ev, p: with_reason("event.cube_gained", ev, {**p, "colour": w.colour(ev["colour"])}),
    "cube_given": simple("event.cube_given", to=to, colour=colour),
    "cube_rescued": simple("event.cube_rescued", colour=colour, location=comp("location")),
    "dice_rerolled": rerolled,
    "dice_rolled": simple("event.dice_rolled", values=faces("values"), total=f("total")),
    "dice_type_adjusted": simple("event.dice_type_adjusted", count=lambda ev, n: len(ev["dice"])),
    "die_assassinated": simple("event.die_assassinated", owner=lambda ev, n: w.seat_of(n, ev["owner"]),
                               die=lambda ev, n: die_of(ev["die"], ev["value"]), section=comp("section"),
                               assassin=lambda ev, n: die_of(ev["assassin"], ev["assassin_value"])),
    "die_discarded": discarded,
    "die_flipped": simple("event.die_flipped", die=lambda ev, n: die_of(ev["die"], ev["before"]),
                          section=comp("section"), after=f("after")),
    "die_jailed": lambda ev, p: ("event.die_jailed", {"owner": w.seat_of(p["names"], ev["owner"]),
                                                      "die": die_of(ev["die"], ev["value"]),
                                                      "section": w.comp(ev["section"])}),
    "die_moved": simple("event.die_moved", value=f("value"), became=f("became"),
                        source=lambda ev, n: w.named(ev["from_group"], ev["from_group"]),
                        target=lambda ev, n: w.named(ev["to_group"], ev["to_group"])),
    "die_raised": simple("event.die_raised", value=f("value")),
    "die_summoned": simple("event.die_summoned", die=lambda ev, n: die_of(ev["die"], ev["value"]),
                           source=comp("source"), section=comp("section")),
    "enlistment": round_line("event.enlistment"),
    "fight_started": simple("event.fight_started", section=comp("section")),
    "fight_stopped": simple("event.fight_stopped", section=comp("section")),
    "formation_rerolled": simple("event.formation_rerolled", values=faces("values")),
    "formation_set": simple("event.formation_set", values=faces("values")),
    "full_gear": simple("event.full_gear", track=lambda ev, n: w.key(ev["track"]), vp=f("vp")),
    "gem_consumed": lambda ev, p: with_reason("event.gem_consumed", ev, {**p, "colour": w.colour(ev["colour"])}),
    "gem_given": simple("event.gem_given", to=to, colour=colour),
    "gem_mined": mined,
    "gem_stored": lambda ev, p: with_reason("event.gem_stored", ev, {**p, "colour": w.colour(ev["colour"]),
                                                                     "engine": ev.get("engine_paid") or 0}),
    "gems_to_shields_started": simple("event.gems_to_shields_started", gems=f("gems")),
    "group_placed": simple("event.group_placed", values=faces("values"), section=comp("section"),
                           strength=f("strength")),
    "hero_arrival": round_line("event.hero_arrival"),
    "hero_kept": secret("event.hero_kept", "hero"),
    "hero_played": hero_played,
    "hero_put_back": put_back,
    "heroes_drawn": drawn,
    "honor_tech_started": simple("event.honor_tech_started", quotas=f("quotas")),
    "location_dominated": lambda ev, p: with_reason("event.location_dominated", ev,
                                                    {**p, "location": w.comp(ev["location"])}),
    "location_skulled": lambda ev, p: ("event.location_skulled", {"location": w.comp(ev["location"])}),
    "main_phase_ended": round_line("event.main_phase_ended"),
    "main_phase_started": simple("event.main_phase_started", round=f("round"),
                                 order=lambda ev, n: seats(n, ev["order"])),
    "mining_ended": lambda ev, p: (("event.mining_ended.lost", {**p, "lost": ev["quota_lost"]})
                                   if ev.get("quota_lost") else ("event.mining_ended", p)),
    "mining_started": simple("event.mining_started", region=lambda ev, n: w.region(ev["region"]), quota=f("quota")),
    "monster_die_destroyed": simple("event.monster_die_destroyed", value=f("value"), monster=f("monster"),
                                    section=comp("section")),
    "monster_die_flipped": simple("event.monster_die_flipped", before=f("before"), after=f("after"),
                                  section=comp("section")),
    "monster_tile_discarded": lambda ev, p: ("event.monster_tile_discarded", {"tile": w.comp(ev["tile"]),
                                                                              "section": w.comp(ev["section"])}),
    "monster_tile_salvaged": salvaged,
    "monsters_exploded": lambda ev, p: ("event.monsters_exploded", {"dice": ev["dice"], "damage": ev["damage"]}),
    "move_ended": lambda ev, p: ("event.move_ended.nowhere", p) if ev.get("location") is None else (("event.move_ended.lost", {**p, "location": w.comp(ev["location"]),
                                                             "lost": ev["unused_mp"]}) if ev.get("unused_mp")
                                 else ("event.move_ended", {**p, "location": w.comp(ev["location"])})),
    "movement_impossible": simple("event.movement_impossible"),
    "movement_started": simple("event.movement_started", regular=f("regular"), bonus=f("bonus"),
                               engine=f("engine_paid")),
    "objective_compared": lambda ev, p: ("event.objective_compared", {"objective": w.comp(ev["objective"]),
                                                                      "honor": ev["shadow_honor"]}),
    "objective_revealed": lambda ev, p: ("event.objective_revealed", {"round": ev["round"],
                                                                      "objective": w.comp(ev["objective"])}),
    "objective_scored": scored,
    "order_agreed": lambda ev, p: ("event.order_agreed", {"order": seats(p["names"], ev["order"])}),
    "order_chamber": lambda ev, p: ("event.order_chamber", {"order": seats(p["names"], ev["order"])}),
    "order_proposed": proposed,
    "passed": simple("event.passed"),
    "reset": lambda ev, p: ("event.reset", {"round": ev["round"]}),
    "resources_gained": resources_line,
    "resources_spent": resources_line,
    "roll_kept": simple("event.roll_kept", total=f("total")),
    "rolled_off": lambda ev, p: ("event.rolled_off", {"rolls": by_seat(p["names"], ev["rolls"], "value",
                                                                       "part.seat_roll")}),
    "round_started": lambda ev, p: ("event.round_started", {"round": ev["round"]}),
    "shadow_dice_discarded": simple("event.shadow_dice_discarded", values=faces("values")),
    "shadow_dice_placed": simple("event.shadow_dice_placed", values=faces("values"), section=comp("section")),
    "shadow_honor_gained": lambda ev, p: with_reason("event.shadow_honor_gained", ev, {**p, "honor": ev["honor"]}),
    "shadow_honor_lost": simple("event.shadow_honor_lost", honor=f("honor")),
    "shadow_scored": lambda ev, p: with_reason("event.shadow_scored", ev, {**p, "vp": ev["vp"], "total": ev["total"]}),
    "shields_to_engine_started": simple("event.shields_to_engine_started", rate=f("rate")),
    "tech_copied": simple("event.tech_copied", owner=lambda ev, n: w.seat_of(n, ev["owner"]), tile=comp("tile")),
    "tech_used": tech_used,
    "tile_skipped": simple("event.tile_skipped", section=comp("section")),
    "tile_used": simple("event.tile_used", tile=comp("tile"), section=comp("section"), strength=f("strength")),
    "vp_lost": lambda ev, p: with_reason("event.vp_lost", ev, {**p, "vp": ev["vp"], "total": ev["total"]}),
    "game_ended": lambda ev, p: ("event.game_ended", {}),
}


def message_of(ev: dict, names: list) -> dict | None:
    """{"template", "params"} of a served event, or None for a type with no line."""
    line = LINES.get(ev.get("type"))
    if line is None:
        return None
    seat = ev.get("seat")
    base = {"names": names, "player": w.seat_of(names, seat)} if isinstance(seat, int) else {"names": names}
    tid, params = line(ev, base)
    params.pop("names", None)
    return {"template": tid, "params": params}

