"""The log lines of events (issue 30): a served (redacted) event -> {"template", "params"} from the catalog
(templates_events.py). One small function per event type, by table; a hidden card is never a param (the
`.secret` variants say "a Mission card")."""
from __future__ import annotations

from shared.engine.words import items
from shared.games.black_angel import wording as w
from shared.games.black_angel.templates_events import REASONS

#: dice.SUPPLY: the neutral player's dice are paid to the supply (BA-38)
SUPPLY = "supply"


def why(ev: dict, key: str) -> dict | None:
    """The cause an event names, as a param, or None (no cause, or one with no words)."""
    reason = ev.get(key)
    if not isinstance(reason, str):
        return None
    if f"part.reason.{reason}" in REASONS:
        return {"template": f"part.reason.{reason}", "params": {}}
    return w.comp(reason) if w.known(reason) else None


def with_reason(tid: str, ev: dict, params: dict, key: str = "reason") -> tuple[str, dict]:
    """The `.why` variant when the event's cause has words."""
    cause = why(ev, key)
    return (f"{tid}.why", {**params, "why": cause}) if cause is not None else (tid, params)


def is_secret(ev: dict, key: str) -> bool:
    return bool(ev.get("redacted")) or key not in ev


def vp_changed(ev: dict, p: dict) -> tuple:
    tid = "event.vp_gained" if ev["delta"] > 0 else "event.vp_lost"
    return with_reason(tid, ev, {**p, "delta": abs(ev["delta"]), "vp": ev["vp"]})


def goods_line(tid: str):
    return lambda ev, p: with_reason(tid, ev, {**p, "goods": w.goods(ev["goods"])}, "source")


def hal_converted(ev: dict, p: dict) -> tuple:
    return with_reason("event.hal_converted", ev, {**p, "vp": ev["vp"]})


def die_flipped(ev: dict, p: dict) -> tuple:
    p = {**p, "die": w.comp(ev["die"]), "value": ev["value"]}
    if "debris" in ev:
        return "event.die_flipped", {**p, "debris": ev["debris"]}
    return with_reason("event.die_flipped.free", ev, p, "source")


def die_bought(ev: dict, p: dict) -> tuple:
    p = {**p, "die": w.comp(ev["die"]), "price": ev["price"]}
    if ev["paid_to"] == SUPPLY:
        return "event.die_bought.neutral", p
    return "event.die_bought", {**p, "owner": w.seat_of(p["names"], ev["paid_to"])}


def card_played(ev: dict, p: dict) -> tuple:
    p = {**p, "slot": w.line(ev["slot"])}
    if is_secret(ev, "card"):
        colour = {"colour": w.colour(ev["colour"])} if ev.get("colour") else {}
        return "event.card_played.secret", {**p, "kind": w.key(ev["kind"]), **colour}
    return "event.card_played", {**p, "card": w.card(ev["card"])}


def mission_drawn(ev: dict, p: dict) -> tuple:
    p = {**p, "colour": w.colour(ev["colour"])}
    if is_secret(ev, "card"):
        return "event.mission_drawn.secret", p
    return "event.mission_drawn", {**p, "mission": w.comp(ev["card"])}


def mission_discarded(ev: dict, p: dict) -> tuple:
    p = {**p, "mission": w.card(ev["card"])}
    if ev.get("ravager"):
        return "event.mission_discarded.ravager", {**p, "ravager": w.comp(ev["ravager"])}
    return "event.mission_discarded", p


def ravager_resolved(ev: dict, p: dict) -> tuple:
    tid = "event.ravager_resolved" if ev["paid"] else "event.ravager_resolved.unpaid"
    return tid, {**p, "ravager": w.comp(ev["card"]), "effect": w.ravager_effect(ev["effect"])}


def tile_taken(ev: dict, p: dict) -> tuple:
    p = {**p, "tile": w.comp(ev["tile"])}
    if "space" in ev:
        return "event.tile_taken", {**p, "space": ev["space"] + 1}
    slot = ev["advanced_slot"] if "advanced_slot" in ev else ev["slot"]
    return "event.tile_taken.advanced", {**p, "slot": slot + 1}


def ravagers_taken(ev: dict, p: dict) -> tuple:
    p = {**p, "location": w.comp(ev["location"])}
    if is_secret(ev, "cards"):
        return "event.ravagers_taken.secret", {**p, "count": ev.get("count", 0)}
    return "event.ravagers_taken", {**p, "cards": items([w.comp(c) for c in ev["cards"]])}


def cube_line(ev: dict, p: dict) -> tuple:
    if "die" in ev:
        return "event.cube_removed.die", {**p, "die": w.comp(ev["die"])}
    return "event.cube_removed", {**p, "action": w.comp(ev["action"])}


def damage_added(ev: dict, p: dict) -> tuple:
    if "die" in ev:
        return "event.damage_added.die", {"die": w.comp(ev["die"]), "action": w.comp(ev["action"])}
    return "event.damage_added", {"action": w.comp(ev["action"]), "cubes": ev["cubes"]}


def tile_ejected(ev: dict, p: dict) -> tuple:
    tid = "event.tile_ejected.debris" if ev.get("debris") else "event.tile_ejected"
    return tid, {**p, "tile": w.comp(ev["tile"]), "to": w.key(ev["to"])}


def tiles_added(ev: dict, p: dict) -> tuple:
    if not ev["tiles"]:
        return "event.tiles_added.none", {}
    p = {"tiles": items([w.comp(t) for t in ev["tiles"]])}
    if ev.get("discarded"):
        return "event.tiles_added.discarded", {**p, "discarded": items([w.comp(t) for t in ev["discarded"]])}
    return "event.tiles_added", p


def mission_activated(ev: dict, p: dict) -> tuple:
    p = {**p, "mission": w.comp(ev["card"]), "hex": w.hex_(ev["hex"])}
    if ev.get("free"):
        return "event.mission_activated.free", p
    return "event.mission_activated", {**p, "times": ev["times"]}


def mission_ejected(ev: dict, p: dict) -> tuple:
    p = {**p, "mission": w.comp(ev["card"]), "hex": w.hex_(ev["hex"])}
    if ev.get("filed") and "player" in p:
        return "event.mission_ejected", p
    p.pop("player", None)
    return "event.mission_ejected.discard", p


def dice_rolled(ev: dict, p: dict) -> tuple:
    if not ev["dice"]:
        return "event.dice_rolled.none", p
    return "event.dice_rolled", {**p, "dice": rolled(ev["dice"])}


def rolled(found: dict) -> dict:
    """{die: face} as a list param: 'orange 3 (Orange die 2) and gray star (Gray die 1)'."""
    return items([w.die_showing(d, v) for d, v in found.items()])


def neutral_dice(ev: dict, p: dict) -> tuple:
    if not ev["dice"]:
        return "event.neutral_dice_refreshed.none", {}
    return "event.neutral_dice_refreshed", {"dice": rolled(ev["dice"])}


def hal_effect_void(ev: dict, p: dict) -> tuple:
    if w.known(ev.get("source")):
        return "event.hal_effect_void", {**p, "source": w.comp(ev["source"])}
    return "event.hal_effect_void.plain", p


def simple(tid: str, **fields):
    """A line whose params are the event's fields, each turned by its maker (`fields`: param -> fn(ev))."""
    def line(ev: dict, p: dict) -> tuple:
        return tid, {**p, **{k: make(ev) for k, make in fields.items()}}
    return line


def public(tid: str, **fields):
    """A line naming no player (the event has no seat, or the seat is not its subject)."""
    def line(ev: dict, p: dict) -> tuple:
        return tid, {k: make(ev) for k, make in fields.items()}
    return line


def f(key: str):
    """The field as it is (an integer)."""
    return lambda ev: ev[key]


def comp(key: str):
    return lambda ev: w.comp(ev[key])


def hex_at(key: str):
    return lambda ev: w.hex_(ev[key])


def colour(key: str):
    return lambda ev: w.colour(ev[key])


def die_now(ev: dict) -> dict:
    return w.die_showing(ev["die"], ev["value"])


LINES = {
    "advanced_placed": simple("event.advanced_placed", tile=comp("tile"), colour=colour("space")),
    "angel_advanced": public("event.angel_advanced"),
    "board_action_started": simple("event.board_action_started", die=lambda ev: w.die_showing(ev["die"], ev["value"]),
                                   action=comp("action"), points=f("activations")),
    "board_refreshed": simple("event.board_refreshed", tucked=lambda ev: len(ev["tucked"]), debris=f("debris")),
    "card_played": card_played,
    "cube_removed": cube_line,
    "damage_added": damage_added,
    "debris_placed": simple("event.debris_placed", tile=comp("tile"), cell=lambda ev: w.cell(*ev["cell"])),
    "debris_stored": simple("event.debris_stored"),
    "dice_returned": simple("event.dice_returned", dice=lambda ev: items([w.comp(d) for d in ev["dice"]])),
    "dice_rolled": dice_rolled,
    "die_bought": die_bought,
    "die_flipped": die_flipped,
    "die_repaired": simple("event.die_repaired", die=comp("die")),
    "die_reserved": simple("event.die_reserved", die=comp("die"), price=f("price")),
    "die_returned": simple("event.die_returned", die=comp("die")),
    "die_taken": simple("event.die_taken", die=die_now),
    "end_triggered": public("event.end_triggered", cause=lambda ev: w.key(ev["cause"]), round=f("final_round")),
    "free_activation_declined": simple("event.free_activation_declined", mission=comp("card")),
    "goods_gained": goods_line("event.goods_gained"),
    "goods_paid": goods_line("event.goods_paid"),
    "hal_card_discarded": simple("event.hal_card_discarded", card=comp("card")),
    "hal_card_revealed": simple("event.hal_card_revealed", card=comp("card")),
    "hal_converted": hal_converted,
    "hal_deck_reshuffled": simple("event.hal_deck_reshuffled", count=f("count")),
    "hal_effect_void": hal_effect_void,
    "mission_activated": mission_activated,
    "mission_discarded": mission_discarded,
    "mission_drawn": mission_drawn,
    "mission_ejected": mission_ejected,
    "mission_neutralized": simple("event.mission_neutralized", mission=comp("card"), hex=hex_at("hex")),
    "mission_placed": simple("event.mission_placed", mission=comp("card"), hex=hex_at("hex"),
                             reward=lambda ev: w.goods(ev["reward"])),
    "missions_exhausted": public("event.missions_exhausted", colour=colour("colour")),
    "neutral_dice_refreshed": neutral_dice,
    "no_usable_die": simple("event.no_usable_die"),
    "passed": simple("event.passed"),
    "ravager_arrived": public("event.ravager_arrived", ravager=comp("card"), action=comp("action")),
    "ravager_discarded": public("event.ravager_discarded", ravager=comp("card"), action=comp("action")),
    "ravager_resolved": ravager_resolved,
    "ravagers_reshuffled": public("event.ravagers_reshuffled", count=f("count")),
    "ravagers_taken": ravagers_taken,
    "robot_assigned": lambda ev, p: ("event.robot_assigned.neutral" if ev.get("neutral_removed")
                                     else "event.robot_assigned", {**p, "colour": w.colour(ev["workstation"])}),
    "sequence_chosen": simple("event.sequence_chosen", sequence=lambda ev: w.key(ev["sequence"])),
    "ship_destroyed": simple("event.ship_destroyed", hex=hex_at("hex")),
    "ship_launched": simple("event.ship_launched"),
    "ship_moved": simple("event.ship_moved", start=hex_at("from"), hex=hex_at("to")),
    "ship_returned": simple("event.ship_returned", hex=hex_at("hex")),
    "spes_reached": public("event.spes_reached"),
    "spes_revealed": public("event.spes_revealed", strip=comp("strip")),
    "strip_flipped": public("event.strip_flipped", strip=comp("strip"), side=lambda ev: w.key(ev["side"])),
    "tile_activated": simple("event.tile_activated", tile=comp("tile"), cell=lambda ev: w.cell(*ev["cell"])),
    "tile_ejected": tile_ejected,
    "tile_injected": simple("event.tile_injected", tile=comp("tile"), arrow=lambda ev: w.arrow(ev["arrow"])),
    "tile_taken": tile_taken,
    "tiles_added": tiles_added,
    "turn_ended": simple("event.turn_ended", round=f("round")),
    "vp_changed": vp_changed,
    "game_ended": public("event.game_ended"),
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
