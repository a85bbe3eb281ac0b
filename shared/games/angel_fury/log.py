"""The log lines of events (issue 30): a served (redacted) event -> {"template", "params"} from the catalog
(templates_events.py). One small function per event type, by table; a hidden card or character is never a param
(the `.secret` variants say "a character", "2 cards"). The evil tide's events have lines too (AF-59..AF-66)."""
from __future__ import annotations

from shared.engine.words import items, message
from shared.games.angel_fury import tide
from shared.games.angel_fury import wording as w
from shared.games.angel_fury.content import content


def why(ev: dict, key: str = "reason") -> dict | None:
    """The cause an event names, as a param, or None (no cause, or one with no words)."""
    return w.reason(ev.get(key))


def with_reason(tid: str, ev: dict, params: dict, key: str = "reason") -> tuple[str, dict]:
    """The `.why` variant when the event's cause has words."""
    cause = why(ev, key)
    return (f"{tid}.why", {**params, "why": cause}) if cause is not None else (tid, params)


def units(ev: dict) -> dict:
    """The event's colour, minions and leaders ('leaders' a list, or one 'leader')."""
    leaders = ev.get("leaders") or ([ev["leader"]] if ev.get("leader") else [])
    return w.troop(ev["colour"], ev.get("minions", 0), leaders)


def amount(ev: dict) -> dict:
    return w.cost({"C": ev.get("crystals", 0), "R": ev.get("reinforcements", 0)})


def demons(n: int) -> dict:
    return w.minions("evil", n)


def units_lost(ev: dict, p: dict) -> tuple:
    if not ev.get("minions") and not ev.get("leader"):
        return "event.units_lost.none", {"area": w.area(ev["area"])}
    return with_reason("event.units_lost", ev, {"units": units(ev), "area": w.area(ev["area"])}, "cause")


def sent(ev: dict, p: dict) -> tuple:
    if ev.get("area"):
        return with_reason("event.sent_to_reinforcements.area", ev, {"units": units(ev), "area": w.area(ev["area"])})
    return with_reason("event.sent_to_reinforcements", ev, {"units": units(ev)})


def retreated(ev: dict, p: dict) -> tuple:
    """What arrived where: a retreat onto the board, back where an attack came from, or off the board."""
    arrived, c = ev.get("minions") or ev.get("leaders"), w.colour(ev["colour"])
    if not arrived and ev.get("to") is None:
        if ev.get("area") is None:
            return with_reason("event.retreated.off.attackers", ev, {"colour": c})
        return with_reason("event.retreated.off", ev, {"colour": c, "area": w.area(ev["area"])})
    if not arrived:
        return with_reason("event.retreated.none", ev, {"colour": c, "to": w.area(ev["to"])})
    if ev.get("area") is None:
        return with_reason("event.retreated.back", ev, {"units": units(ev), "to": w.area(ev["to"])})
    return with_reason("event.retreated", ev, {"units": units(ev), "area": w.area(ev["area"]), "to": w.area(ev["to"])})


def bought(ev: dict, p: dict) -> tuple:
    p = {**p, "card": w.card(ev["card"])}
    where = ev.get("to")
    if where in ("hand", "slot") and ev.get("replaced"):
        return f"event.card_bought.{where}" + (".replace" if where == "slot" else ""), {
            **p, "replaced": w.card(ev["replaced"])}
    return ("event.card_bought.slot", p) if where == "slot" else ("event.card_bought.reserve", p)


def drawn(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or not ev.get("cards"):
        return "event.cards_drawn.secret", {**p, "count": ev.get("count", 0)}
    return "event.cards_drawn", {**p, "cards": items([w.card(c) for c in ev["cards"]])}


def chosen(ev: dict, p: dict) -> tuple:
    if ev.get("redacted") or not ev.get("character"):
        return "event.character_chosen.secret", p
    return "event.character_chosen", {**p, "character": w.character(ev["character"])}


def replaced(ev: dict, p: dict) -> tuple:
    """The unique card is named by its card type: the copy now lies somewhere in the shuffled deck (flow.py)."""
    kind = ev["unique"]
    return "event.starting_card_replaced", {**p, "card": w.card(ev["card"]),
                                            "unique": {"id": kind, "name": content().card_type(kind)["name"]}}


def offer_discarded(ev: dict, p: dict) -> tuple:
    if not ev.get("cards"):
        return "event.offer_discarded.none", p
    return "event.offer_discarded", {**p, "cards": items([w.card(c) for c in ev["cards"]])}


def battle_started(ev: dict, p: dict) -> tuple:
    p = {**p, "area": w.area(ev["area"]), "units": units(ev)}
    if ev.get("came_from") is None:
        return "event.battle_started.off", p
    return "event.battle_started", {**p, "from": w.area(ev["came_from"])}


def faces(counts: dict, dice: int) -> dict:
    return message("part.faces", dice=dice, hits=counts.get("hit", 0), circles=counts.get("circle", 0),
                   blanks=counts.get("blank", 0))


def rolled(ev: dict, p: dict) -> tuple:
    rolls, dice, damage = ev["rolls"], ev["dice"], ev["damage"]
    return "event.battle_rolled", {"round": ev["round"], "area": w.area(ev["area"]),
                                   "attack": faces(rolls["attacker"], dice["attacker"]),
                                   "attack_damage": damage["attacker"],
                                   "defence": faces(rolls["defender"], dice["defender"]),
                                   "defence_damage": damage["defender"]}


def settled(ev: dict, p: dict) -> tuple:
    damage = ev["damage"]
    if not ev.get("round"):
        return "event.damage_settled.charge", {"area": w.area(ev["area"]), "defender": damage["defender"]}
    return "event.damage_settled", {"round": ev["round"], "area": w.area(ev["area"]),
                                    "defender": damage["defender"], "attacker": damage["attacker"]}


def shot(ev: dict, p: dict) -> tuple:
    found = ev["faces"]
    counts = {f: found.count(f) for f in set(found)}
    return "event.archers_shot", {**p, "area": w.area(ev["area"]), "target": w.area(ev["target"]),
                                  "faces": faces(counts, len(found)), "damage": ev["damage"]}


def tide_moved(ev: dict, p: dict) -> tuple:
    base = {"demons": demons(ev["demons"]), "to": w.area(ev["to"])}
    if ev.get("area") is None:
        tid = "event.tide_moved.arrived.lost" if ev.get("stayed") else "event.tide_moved.arrived"
        return tid, {**base, "stayed": ev.get("stayed", 0)}
    base["area"] = w.area(ev["area"])
    return ("event.tide_moved.stayed", {**base, "stayed": ev["stayed"]}) if ev.get("stayed") \
        else ("event.tide_moved", base)


def tide_card(ev: dict, p: dict) -> tuple:
    names = {c["id"]: c["name"] for c in tide.components()}
    return "event.tide_card_drawn", {"card": {"id": ev["card"], "name": names[ev["card"]]},
                                     "demons": ev["demons"], "area": w.area(ev["area"])}


def ended(ev: dict, p: dict) -> tuple:
    winners = (ev.get("result") or {}).get("winners") or []
    if not winners:
        return "event.game_ended", {}
    return "event.game_ended.won", {"winners": items([w.seat_of(p["names"], s) for s in winners])}


def simple(tid: str, **fields):
    """A line whose params are the event's fields, each turned by its maker (`fields`: param -> fn(ev))."""
    def line(ev: dict, p: dict) -> tuple:
        return tid, {**p, **{k: make(ev) for k, make in fields.items()}}
    return line


def reasoned(tid: str, **fields):
    """`simple`, with the `.why` variant when the event names its cause."""
    def line(ev: dict, p: dict) -> tuple:
        return with_reason(tid, ev, {**p, **{k: make(ev) for k, make in fields.items()}})
    return line


def f(k: str):
    """The field as it is (an integer)."""
    return lambda ev: ev[k]


def area(k: str = "area"):
    return lambda ev: w.area(ev[k])


def card(k: str = "card"):
    return lambda ev: w.card(ev[k])


def leader(k: str = "leader"):
    return lambda ev: w.leader(ev[k])


def key(k: str):
    return lambda ev: w.key(ev[k])


def side(ev: dict) -> str:
    return w.key(ev["side"])


LINES = {
    "ambushed": simple("event.ambushed", area=area(), minions=lambda ev: w.coloured(ev["colour"], ev["minions"])),
    "arch_damaged": simple("event.arch_damaged", leader=leader(), health=f("health")),
    "arch_healed": simple("event.arch_healed", leader=leader(), amount=f("amount"), health=f("health")),
    "archers_shot": shot,
    "area_damaged": lambda ev, p: with_reason("event.area_damaged", ev, {
        "area": w.area(ev["area"]), "damage": ev["damage"], "prevented": ev["prevented"]}, "cause"),
    "battle_card_played": simple("event.battle_card_played", card=card()),
    "battle_ended": simple("event.battle_ended", area=area(), rounds=f("rounds"), outcome=key("outcome")),
    "battle_prayer": simple("event.battle_prayer", pending=f("pending")),
    "battle_rolled": rolled,
    "battle_started": battle_started,
    "card_bought": bought,
    "card_discarded": simple("event.card_discarded", card=card()),
    "card_played": lambda ev, p: ("event.card_played.combo" if ev.get("combo") else "event.card_played",
                                  {**p, "card": w.card(ev["card"])}),
    "cards_drawn": drawn,
    "character_chosen": chosen,
    "character_revealed": simple("event.character_revealed", character=lambda ev: w.character(ev["character"])),
    "charged": simple("event.charged", area=area(), damage=f("damage")),
    "command_spent": reasoned("event.command_spent", paid=key("paid"), unused=f("unused")),
    "damage_settled": settled,
    "deck_refilled": simple("event.deck_refilled", cards=f("cards")),
    "deployed": reasoned("event.deployed", area=area(), n=f("count")),
    "forced_retreat": lambda ev, p: ("event.forced_retreat", {"side": side(ev),
                                                              "minions": w.coloured(ev["colour"], ev["minions"])}),
    "free_command_gained": simple("event.free_command_gained", free=f("free")),
    "free_command_lapsed": simple("event.free_command_lapsed"),
    "gained": reasoned("event.gained", amount=amount),
    "leader_deployed": simple("event.leader_deployed", leader=leader(), area=area()),
    "move_ended": lambda ev, p: (("event.move_ended", {**p, "area": w.area(ev["area"]), "units": units(ev)})
                                 if ev.get("minions") or ev.get("leaders")
                                 else ("event.move_ended.empty", {**p, "area": w.area(ev["area"])})),
    "must_retreat": lambda ev, p: ("event.must_retreat", {"side": side(ev), "area": w.area(ev["area"])}),
    "offer_discarded": offer_discarded,
    "offer_refilled": lambda ev, p: ("event.offer_refilled", {"side": side(ev),
                                                              "cards": items([w.card(c) for c in ev["cards"]])}),
    "paid": reasoned("event.paid", amount=amount),
    "reserve_swapped": simple("event.reserve_swapped", card=card(), replaced=card("replaced")),
    "retreated": retreated,
    "sent_to_reinforcements": sent,
    "seraph_rebought": simple("event.seraph_rebought", leader=leader(), area=area()),
    "soul_points_scored": lambda ev, p: ("event.soul_points_scored", {
        "side": side(ev), "n": ev["soul"] + ev["altars"], "soul": ev["soul"], "altars": ev["altars"],
        "total": ev["total"]}),
    "starting_card_replaced": replaced,
    "team_action_chosen": lambda ev, p: ("event.team_action_chosen.secret" if ev.get("redacted")
                                         else "event.team_action_chosen", p),
    "team_action_void": simple("event.team_action_void"),
    "terrain_destroyed": lambda ev, p: ("event.terrain_destroyed", {
        "terrain": w.key(ev["terrain"]), "area": w.area(ev["area"]), "soul_points": ev["soul_points"],
        "total": ev["total"]}),
    "tide_attacked": lambda ev, p: ("event.tide_attacked", {"to": w.area(ev["to"]), "demons": demons(ev["demons"]),
                                                            "area": w.area(ev["area"])}),
    "tide_card_drawn": tide_card,
    "tide_deck_reshuffled": lambda ev, p: ("event.tide_deck_reshuffled", {"cards": ev["cards"]}),
    "tide_moved": tide_moved,
    "training_reshuffled": lambda ev, p: ("event.training_reshuffled", {"side": side(ev), "cards": ev["cards"]}),
    "troop_commanded": simple("event.troop_commanded", area=area(), units=units),
    "troop_moved": simple("event.troop_moved", area=area(), to=area("to"), units=units),
    "turn_ended": simple("event.turn_ended", number=f("number")),
    "turn_part_done": simple("event.turn_part_done", number=f("number")),
    "turn_started": simple("event.turn_started", number=f("number")),
    "units_gained": reasoned("event.units_gained", area=area(), n=f("count")),
    "units_lost": units_lost,
    "upgraded": simple("event.upgraded", what=key("what"), commands=f("commands"), handsize=f("handsize")),
    "game_ended": ended,
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
