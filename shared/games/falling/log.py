"""The log lines of events (issue 30): a served (redacted) event -> {"template", "params"} from the catalog
(templates_events.py). One small function per event type, by table; a hidden card is never a param (the
`.secret` variants say "a Victory Point card", "a Resource card and a Guild card"). Numbers a player counts
(spaces, Pass Track columns and spaces, halves) are the events' 0-based indices + 1."""
from __future__ import annotations

from functools import lru_cache

from shared.engine.words import items, message, seat_param
from shared.games.falling import wording as w
from shared.games.falling.automa import solo_content
from shared.games.falling.templates_events import SOURCES

#: an NPC card's halves, as the card shows them (Rulebook: Solo Game › 3. Exploration Phase)
HALVES = ("upper", "lower")


@lru_cache(maxsize=1)
def _solo_names() -> dict:
    return w.solo_names(solo_content())


def comp(cid: str) -> dict:
    """A component by glossary id, the solo cards included."""
    found = w.names().get(cid)
    return {"id": cid, "name": found if found is not None else _solo_names()[cid]}


def effect(key: str) -> dict:
    """The effect a Skill Chip went on, from its key alone (the event has no seat record)."""
    if key == "board":
        return message("part.effect.board")
    if key[0] == "g":
        return message("part.effect.slot", slot=int(key[1:]))
    return message("part.effect.own_partner")


def cards(found) -> dict:
    return items([comp(c) for c in found])


def seats(names: list, order) -> dict:
    return items([seat_param(s, names) for s in order])


def gained(ev: dict, p: dict) -> tuple:
    p = {**p, "goods": w.goods(ev["goods"])}
    source = f"part.source.{ev.get('source')}"
    return ("event.goods_gained.why", {**p, "why": message(source)}) if source in SOURCES else ("event.goods_gained", p)


def effect_used(ev: dict, p: dict) -> tuple:
    p = {**p, "effect": effect(ev["effect"])}
    if ev.get("pay", "free") == "free":
        return "event.guild_effect_used", p
    return "event.guild_effect_used.paid", {**p, "pay": w.pay(ev["pay"])}


def installed(ev: dict, p: dict) -> tuple:
    p = {**p, "device": comp(ev["device"]), "floor": ev["floor"], "space": ev["space"] + 1, "pay": w.pay(ev["pay"])}
    if ev.get("invest", "none") == "none":
        return "event.device_installed", p
    return "event.device_installed.invest", {**p, "invest": w.key(ev["invest"])}


def stepped(ev: dict, p: dict) -> tuple:
    if ev.get("bottom"):
        return "event.pass_track_stepped.bottom", {**p, "column": ev["column"] + 1}
    return "event.pass_track_stepped", {**p, "column": ev["column"] + 1, "row": ev["row"] + 1}


def partner_chosen(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "side" not in ev:
        return "event.partner_chosen.secret", p
    return "event.partner_chosen", {**p, "side": w.key(ev["side"])}


def cards_drawn(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "res" not in ev:
        return "event.cards_drawn.secret", p
    return "event.cards_drawn", {**p, "res": comp(ev["res"]), "guild": comp(ev["guild"])}


def supply_chosen(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "res_side" not in ev:
        return "event.supply_chosen.secret", p
    return "event.supply_chosen", {**p, "res_half": ev["res_side"] + 1, "guild_half": ev["guild_side"] + 1,
                                   "guild": w.key(ev["guild"])}


def vp_card_drawn(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "card" not in ev:
        return "event.vp_card_drawn.secret", p
    if ev["card"] is None:  # the VP deck is empty (RULES.md A23)
        return "event.vp_card_drawn.blank", p
    return "event.vp_card_drawn", {**p, "card": comp(ev["card"])}


def vp_cards_drawn(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or "cards" not in ev:
        return "event.vp_cards_drawn.secret", {**p, "n": ev.get("count", 0)}
    return "event.vp_cards_drawn", {**p, "cards": cards(ev["cards"])}


def blockade(ev: dict, p: dict) -> tuple:
    p = {"card": comp(ev["card"]),
         "tokens": items([message("part.token", floor=f, space=i + 1) for f, i in ev["tokens"]])}
    if ev.get("first"):
        return "event.blockade_revealed.first", {**p, "first": w.key(ev["first"])}
    return "event.blockade_revealed", p


def npc_revealed(ev: dict, p: dict) -> tuple:
    p = {"card": comp(ev["card"]), "number": ev["number"], "limit": ev["limit"]}
    if ev.get("half") is None:
        return "event.npc_card_revealed", p
    return "event.npc_card_revealed.half", {**p, "half": w.key(HALVES[ev["half"]])}


def skipped(ev: dict, p: dict) -> tuple:
    if ev["action"] == "install" and "Device left" in ev.get("reason", ""):  # automa.npc_install's two reasons
        return "event.danda_action_skipped.no_device", {}
    return "event.danda_action_skipped", {"action": w.key(ev["action"])}


def simple(tid: str, **fields):
    """A line whose params are the event's fields, each turned by its maker (`fields`: param -> fn(ev, names))."""
    def line(ev: dict, p: dict) -> tuple:
        return tid, {**p, **{k: make(ev, p["names"]) for k, make in fields.items()}}
    return line


def f(key: str):
    """The field as it is (an integer)."""
    return lambda ev, names: ev[key]


def counted(key: str):
    """A 0-based index as a player counts it."""
    return lambda ev, names: ev[key] + 1


def component(key: str):
    return lambda ev, names: comp(ev[key])


def paid(ev: dict, names: list) -> dict:
    return w.pay(ev["pay"])


def public(tid: str):
    """A line of the table (no seat)."""
    return lambda ev, p: (tid, {})


LINES = {
    "partner_chosen": partner_chosen,
    "partners_revealed": lambda ev, p: ("event.partners_revealed", {"partners": items([
        message("part.seat_partner", player=seat_param(s, p["names"]), partner=comp(sid))
        for s, sid in enumerate(ev["partners"])])}),
    "partner_drafted": simple("event.partner_drafted", tile=component("tile"), partner=component("partner")),
    "round_started": lambda ev, p: ("event.round_started", {"round": ev["round"]}),
    "skill_chips_retrieved": simple("event.skill_chips_retrieved", n=f("count")),
    "cards_drawn": cards_drawn,
    "supply_chosen": supply_chosen,
    "cards_revealed": simple("event.cards_revealed", res=component("resource"), res_half=counted("res_side"),
                             guild=component("guild"), guild_half=counted("guild_side")),
    "delivery_cards_revealed": simple("event.delivery_cards_revealed", cards=lambda ev, n: cards(ev["cards"])),
    "delivery_cards_kept": simple("event.delivery_cards_kept", cards=lambda ev, n: cards(ev["cards"])),
    "delivery_card_given": simple("event.delivery_card_given", card=component("card"),
                                  to=lambda ev, n: seat_param(ev["to"], n)),
    "delivery_cards_returned": simple("event.delivery_cards_returned", n=f("count")),
    "exploration_started": lambda ev, p: ("event.exploration_started", {"order": seats(p["names"], ev["order"])}),
    "guild_effect_used": effect_used,
    "conversion_resolved": simple("event.conversion_resolved", effect=lambda ev, n: effect(ev["effect"]), pay=paid),
    "conversion_declined": simple("event.conversion_declined"),
    "flying_machine_ascended": simple("event.flying_machine_ascended", frm=f("frm"), floor=f("floor"),
                                      space=counted("space"), pay=paid),
    "device_type_chosen": simple("event.device_type_chosen", device=component("device")),
    "device_installed": installed,
    "negotiated": simple("event.negotiated", space=counted("space"), piece=lambda ev, n: w.key(ev["piece"])),
    "materials_returned": simple("event.materials_returned", goods=lambda ev, n: w.goods(ev["goods"])),
    "passed": simple("event.passed", column=counted("column")),
    "pass_track_stepped": stepped,
    "goods_gained": gained,
    "vp_card_drawn": vp_card_drawn,
    "vp_cards_drawn": vp_cards_drawn,
    "vp_card_returned": simple("event.vp_card_returned", n=f("count")),
    "device_retrieved": simple("event.device_retrieved", device=component("device"), floor=f("floor"),
                               space=counted("space"), column=f("column_space")),
    "retrieve_declined": simple("event.retrieve_declined"),
    "tower_fell": lambda ev, p: ("event.tower_fell", {"order": seats(p["names"], ev["order"])}),
    "blockade_revealed": blockade,
    "npc_card_revealed": npc_revealed,
    "npc_card_resolved": lambda ev, p: ("event.npc_card_resolved", {"card": comp(ev["card"]),
                                                                    "resolved": ev["resolved"], "limit": ev["limit"]}),
    "danda_ascended": lambda ev, p: ("event.danda_ascended", {"frm": ev["frm"], "floor": ev["floor"]}),
    "danda_installed": lambda ev, p: ("event.danda_installed", {
        "device": comp(ev["device"]), "floor": ev["floor"], "space": ev["space"] + 1,
        "by": w.key("player" if ev.get("chosen_by") == "player" else "rule")}),
    "danda_negotiated": lambda ev, p: ("event.danda_negotiated", {"space": ev["space"] + 1}),
    "danda_device_requested": simple("event.danda_device_requested", floor=f("floor"), space=counted("space")),
    "danda_action_skipped": skipped,
    "overwork_paid": simple("event.overwork_paid", pay=paid),
    "game_ended": public("event.game_ended"),
}


def message_of(ev: dict, names: list) -> dict | None:
    """{"template", "params"} of a served event, or None for a type with no line."""
    line = LINES.get(ev.get("type"))
    if line is None:
        return None
    seat = ev.get("seat")
    base = {"names": names, "player": seat_param(seat, names)} if isinstance(seat, int) else {"names": names}
    tid, params = line(ev, base)
    params.pop("names", None)
    return {"template": tid, "params": params}
