"""What a seat is deciding now, in words: {"kind", "text", "template", "params"} for every decision step and
pending item (the templates: templates_prompts.py); None when the seat has nothing to decide. Prompts name only
the seat's own cards and public facts (names from the glossary); a secret bid or another seat's hero is never
named."""
from __future__ import annotations

from shared.games.fallen_angel import steps
from shared.games.fallen_angel import wording as w
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.techs import tech_param

S = w.said


def section(step: dict) -> dict:
    """The landing Section of a placement's plan."""
    return w.comp((step.get("plan") or {}).get("section"))


def turn_text(state: dict, step: dict) -> dict:
    """The main-phase turn, listing what is possible now (row 18)."""
    kinds = []
    for action in steps.STEPS["main_turn"].legal(state, step):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    choices = w.items([w.message(f"part.turn.{k}") for k in kinds])
    return S("prompt.main_turn", round=state["round"], choices=choices)


def hero_pick_text(state: dict, item: dict, seat: int) -> dict:
    """The setup draft (row 5) or Hero Arrival (row 17): keep cards, then put the rest back on top or bottom."""
    heroes = state["players"][seat]["heroes"]
    drawn = [w.hero_card(h) for h in heroes.get("drawn", [])]
    left = item.get("keep", 0) - item.get("kept", {}).get(str(seat), 0)
    if left > 0 and drawn:
        return S("prompt.hero_pick.keep", drawn=w.items(drawn), left=left)
    if not drawn:
        return S("prompt.hero_pick.put_back.none")
    return S("prompt.hero_pick.put_back", drawn=w.items(drawn))


def reroll_text(state: dict, item: dict, seat: int) -> dict:
    """Keep the roll or reroll all dice (rows 13, 14)."""
    c, p = content(), state["players"][seat]
    values = sorted(state["dice"][d]["value"] or 0 for d in p["dice"] if state["dice"][d]["at"] == "unused")
    total = sum(values)
    if total < c.free_reroll_below:
        return S("prompt.reroll.free", values=w.values(values), total=total)
    return S("prompt.reroll.token", values=w.values(values), total=total, left=p["rerolls"])


def bid_text(state: dict, item: dict, seat: int) -> dict:
    """The secret objective bid (row 39)."""
    return S("prompt.bid", objective=w.comp(item.get("objective")), honor=state["players"][seat]["honor"])


def move_text(state: dict, step: dict) -> dict:
    """A movement point at a time (rows 27-30)."""
    where = step.get("start") or state["players"][step["seat"]]["airship"]
    points = {"regular": step.get("regular", 0), "bonus": step.get("bonus", 0)}
    return S("prompt.move", location=w.comp(where), **points) if where else S("prompt.move.first", **points)


def tech_use_text(state: dict, step: dict) -> dict:
    """One use of a tech (T1-T10, M1-M8)."""
    return S("prompt.tech_use.again" if step.get("used") else "prompt.tech_use", tech=tech_param(state, step["tile"]))


def giver_text(what: str):
    """M2 / M3: the opponent chooses which gem or cube to give."""
    def text(state: dict, item: dict) -> dict:
        """'P1 used Elemental Attraction: choose which of your stored gems to give them'."""
        return S(f"prompt.{what}", taker=w.seat(state, item["taker"]), tech=w.comp(item["tech"]))
    return text


def mine_text(step: dict) -> dict:
    """Row 24: one gem at a time."""
    m = content().mining
    return S("prompt.mine", region=w.region(step["region"]), quota=step.get("quota"), near=m["quota_near"],
             distant=m["quota_distant"], most=m["max_per_region"])


def boost_text(step: dict) -> dict:
    """Row 25: one Honor doubles every black gem of the action."""
    rates = content().gems_to_shields
    return S("prompt.black_boost", honor=rates["boost_honor"], gems=step.get("black"), boosted=rates["black_boosted"],
             plain=rates["black"])


def kick_text(step: dict) -> dict:
    """Paladin (H2) or Warlord (H10): a free die to a Dice Jail."""
    if not step.get("region"):
        return S("prompt.kick.section", section=section(step))
    if step.get("budget"):
        return S("prompt.kick.budget", region=w.region(step["region"]), budget=step["budget"])
    return S("prompt.kick", region=w.region(step["region"]))


def chain_text(state: dict, step: dict) -> dict:
    """A charged chain at work (row 32)."""
    left = [tech_param(state, t) for t in step.get("left", [])]
    chain = step.get("chain", 0) + 1
    return S("prompt.chain", chain=chain, techs=w.items(left)) if left else S("prompt.chain.none", chain=chain)


def plain(template_id: str, **fixed):
    """A prompt of the plan's landing Section (and fixed params)."""
    return lambda s, st: S(template_id, section=section(st), **fixed)


def assassin_die_text(s: dict, st: dict) -> dict:
    """The Assassin's target named as the rulebook names a die."""
    return S("prompt.hero_assassin_die", die=w.die(s, st["target"]))


#: decision kind -> text(state, step); ask_all kinds take the seat too (SEAT_TEXTS)
TEXTS = {
    "main_turn": turn_text,
    "place_dice": plain("prompt.place_dice"),
    "use_tile": lambda s, st: S("prompt.use_tile"),
    "fight": lambda s, st: S("prompt.fight", section=w.comp(st["section"]), honor=content().monster_fight_honor),
    "mine": lambda s, st: mine_text(st),
    "shadow_place": lambda s, st: S("prompt.shadow_place", values=w.values(s["shadow"]["to_place"])),
    "gem_to_shield": lambda s, st: S("prompt.gem_to_shield", left=st.get("left")),
    "black_boost": lambda s, st: boost_text(st),
    "shields_to_engine": lambda s, st: S("prompt.shields_to_engine", rate=st.get("rate")),
    "move": move_text,
    "rescue": lambda s, st: S("prompt.rescue", location=w.comp(st["location"])),
    "dominate": lambda s, st: S("prompt.dominate", location=w.comp(st["location"])),
    "honor_tech": lambda s, st: S("prompt.honor_tech", quotas=st.get("quotas")),
    "chain": chain_text,
    "tech_use": tech_use_text,
    "give_gem": giver_text("give_gem"),
    "give_cube": giver_text("give_cube"),
    "explosion_shields": lambda s, st: S("prompt.explosion_shields", damage=st.get("damage"),
                                         shields=s["players"][st["seat"]]["shields"]),
    "salvage_choice": lambda s, st: S("prompt.salvage_choice", tile=w.comp(st["tile"]),
                                      section=w.comp(st["section"]), vp=content().salvage_vp),
    "enlist": lambda s, st: S("prompt.enlist", slots=w.items([w.named(b["id"], b["name"])
                                                              for b in content().barracks])),
    "hero_kick": lambda s, st: kick_text(st),
    "hero_jail": lambda s, st: S("prompt.hero_jail", die=w.die(s, st["die"])),
    "hero_phantom": lambda s, st: S("prompt.hero_phantom", region=w.region(st["region"])),
    "hero_assassin": plain("prompt.hero_assassin"),
    "hero_assassin_die": assassin_die_text,
    "hero_flip": plain("prompt.hero_flip"),
    "hero_summon": plain("prompt.hero_summon"),
    "hero_thief": plain("prompt.hero_thief"),
    "hero_pips": lambda s, st: S("prompt.hero_pips", pips=content().heroes["warrior"]["pips"],
                                 most=max(content().die_faces)),
    # Dual Hero Operation (row 67)
    "dual_second": lambda s, st: S("prompt.dual_second", section=w.comp(st["combo"]["section"])),
    "dual_slot": lambda s, st: S("prompt.dual_slot"),
    "dual_kick": lambda s, st: kick_text(st),
    "dual_assassin": plain("prompt.hero_assassin"),
    "dual_assassin_die": assassin_die_text,
    "dual_flip": plain("prompt.hero_flip"),
    "dual_summon": plain("prompt.hero_summon"),
    "dual_thief_dice": plain("prompt.dual_thief_dice"),
    "dual_region": lambda s, st: S("prompt.dual_region"),
    "dual_phantom": lambda s, st: S("prompt.dual_phantom", pips=st["plan"].get("pips")),
    "dual_phantom_pips": lambda s, st: S("prompt.dual_phantom_pips", pips=st["plan"].get("pips")),
}
#: simultaneous (ask_all) kinds: text(state, item, seat)
SEAT_TEXTS = {"reroll": reroll_text, "hero_draft": hero_pick_text, "hero_arrival": hero_pick_text,
              "bid": bid_text}


# -- the variants (rows 51-54, 68, 69) ----------------------------------------------------------------------
def balance_text(state: dict, item: dict, seat: int) -> dict:
    """Imperial Formation, Weight Adjustment: which die moves between groups A and C (row 52)."""
    p, rules = state["players"][seat], content().imperial_formation
    values = sorted(state["dice"][d]["value"] for d in p["dice"] if state["dice"][d]["at"] == "unused")
    first, second = (w.message("part.group", group=w.named(g, g), faces=w.values(rules["groups"][g]))
                     for g in rules["weighed"])
    return S("prompt.imperial_balance", values=w.values(values), first=first, second=second, gap=rules["max_gap"])


def roulette_text(state: dict, item: dict) -> dict:
    """Objective Roulette: the open bid (row 68)."""
    objective, leader = w.comp(item["objective"]), item.get("leader")
    honor = state["players"][item["seat"]]["honor"]
    if leader is None:
        return S("prompt.roulette_bid.first", objective=objective, honor=honor)
    return S("prompt.roulette_bid", objective=objective, leader=w.seat(state, leader), high=item.get("high"),
             honor=honor)


def clash_text(state: dict, item: dict) -> dict:
    """Clash of Dominance: pay a Shield to attempt or counter, or stop (row 69)."""
    where = w.comp(item["location"])
    if item["seat"] == item.get("attacker"):
        return S("prompt.clash.attacker", location=where, defender=w.seat(state, item["defender"]))
    return S("prompt.clash.defender", location=where, attacker=w.seat(state, item["attacker"]))


def turn_order_text(state: dict, item: dict) -> dict:
    """The co-op's turn order, decided by the team (row 57)."""
    shown = w.items([w.seat(state, s) for s in item.get("proposal", [])])
    proposed = item["seats"][item["turn"]] in item.get("proposed", [])
    return S("prompt.turn_order.agree" if proposed else "prompt.turn_order", order=shown)


TEXTS.update({"roulette_bid": roulette_text, "clash": clash_text, "turn_order": turn_order_text})
SEAT_TEXTS["imperial_balance"] = balance_text


def prompt(state: dict, seat: int) -> dict | None:
    """What `seat` decides now; None when the game is over or the open decision is not `seat`'s."""
    if state["final"] is not None:
        return None
    found = steps.open_decision(state)
    if found is None or seat not in steps.active_seats(state):
        return None
    item = found[1]
    kind = item["kind"]
    if kind in SEAT_TEXTS:
        return {"kind": kind, **SEAT_TEXTS[kind](state, item, seat)}
    return {"kind": kind, **TEXTS[kind](state, item)}
