"""What a seat is deciding now, in words: {"kind", "text"} for every decision step and pending item; None when
the seat has nothing to decide. Prompts name only the seat's own cards and public facts (names from the
glossary); a secret bid or another seat's hero is never named."""
from __future__ import annotations

from functools import lru_cache

from shared.games.fallen_angel import steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel.glossary import components

#: main-turn action type -> how the turn prompt lists it (row 18)
TURN_WORDS = {"place": "place a dice group", "play_hero": "play a Hero card with a placement",
              "discard_for_honor": "discard a die for Honor", "discard_for_reroll": "discard a die to flip a Skull",
              "pass": "pass (final for this round)"}


def name(any_id) -> str:
    """A component's glossary name, else the id itself."""
    return _names().get(any_id, str(any_id))


@lru_cache(maxsize=1)
def _names() -> dict:
    """Component id -> glossary name."""
    return {comp["id"]: comp["name"] for comp in components()}


def seat_name(state: dict, seat) -> str:
    """A seat's display name."""
    return state["seats"][seat]["name"] if seat is not None else "another player"


def region_name(region) -> str:
    """'Triangle Region (top)'."""
    return content().region_names.get(region, str(region))


def plan_section(step: dict) -> str:
    """The landing Section of a placement's plan, by name."""
    return name((step.get("plan") or {}).get("section"))


def turn_text(state: dict, step: dict) -> str:
    """The main-phase turn, listing what is possible now (row 18)."""
    kinds = []
    for action in steps.STEPS["main_turn"].legal(state, step):
        if action["type"] not in kinds:
            kinds.append(action["type"])
    choices = ", ".join(TURN_WORDS.get(k, k.replace("_", " ")) for k in kinds)
    return f"Your turn, round {state['round']}: {choices}"


def hero_pick_text(state: dict, item: dict, seat: int) -> str:
    """The setup draft (row 5) or Hero Arrival (row 17): keep cards, then put the rest back on top or bottom."""
    heroes = state["players"][seat]["heroes"]
    drawn = ", ".join(name(h) for h in heroes.get("drawn", [])) or "no cards"
    kept = item.get("kept", {}).get(str(seat), 0)
    left = item.get("keep", 0) - kept
    if left > 0 and heroes.get("drawn"):
        return f"Hero cards drawn: {drawn}. Keep {left} more in your hand"
    return f"Put each card you did not keep ({drawn}) back on top of or at the bottom of your Hero deck"


def reroll_text(state: dict, item: dict, seat: int) -> str:
    """Keep the roll or reroll all dice (rows 13, 14)."""
    c, p = content(), state["players"][seat]
    values = sorted(state["dice"][d]["value"] or 0 for d in p["dice"] if state["dice"][d]["at"] == "unused")
    total = sum(values)
    how = "for free" if total < c.free_reroll_below else f"for a Reroll token ({p['rerolls']} left)"
    return f"You rolled {values} (total {total}): keep it, or reroll all your dice {how}"


def bid_text(state: dict, item: dict, seat: int) -> str:
    """The secret objective bid (row 39)."""
    objective = item.get("objective")
    text = content().objective(objective)["text"] if objective else ""
    return (f"Bid Honor for {name(objective)} ({text}) secretly: the top bid scores it and pays its whole bid, "
            f"the others pay half, rounded up. You hold {state['players'][seat]['honor']} Honor")


def move_text(state: dict, step: dict) -> str:
    """A movement point at a time (rows 27-30)."""
    where = step.get("start") or state["players"][step["seat"]]["airship"]
    at = f"from {name(where)}" if where else "anywhere (first move)"
    return (f"Move your airship {at}: {step.get('regular', 0)} regular and {step.get('bonus', 0)} bonus movement "
            f"points left; enter a linked Location or stop")


def tech_use_text(state: dict, step: dict) -> str:
    """One use of a tech (T1-T10, M1-M8)."""
    from shared.games.fallen_angel.techs import tech_of

    tech = tech_of(state, step["tile"])
    return f"{tech['name']}: {tech['text']} Choose how to use it" + (", or finish" if step.get("used") else "")


def giver_text(what: str):
    """M2 / M3: the opponent chooses which gem or cube to give."""
    def text(state: dict, item: dict) -> str:
        """'P1 used Elemental Attraction: choose which of your stored gems to give them'."""
        return (f"{seat_name(state, item.get('taker'))} used {name(item.get('tech'))}: choose which of your "
                f"{what} to give them")
    return text


def mine_text(step: dict) -> str:
    """Row 24: one gem at a time."""
    m = content().mining
    return (f"Gem Mining at a tile of the {region_name(step.get('region'))}: {step.get('quota')} quotas left; take a "
            f"gem (near {m['quota_near']} quota, distant {m['quota_distant']}, at most {m['max_per_region']} per "
            f"Region), or stop")


def boost_text(step: dict) -> str:
    """Row 25: one Honor doubles every black gem of the action."""
    rates = content().gems_to_shields
    return (f"Discard {rates['boost_honor']} Honor so your {step.get('black')} black gem(s) give "
            f"{rates['black_boosted']} Shields each, or take {rates['black']} each")


def kick_text(step: dict) -> str:
    """Paladin (H2) or Warlord (H10): a free die to a Dice Jail."""
    where = region_name(step["region"]) if step.get("region") else plan_section(step)
    budget = f"; {step['budget']} pips of the Phantom die left, or finish" if step.get("budget") else ""
    return f"Choose a free die in the {where} to send to a Dice Jail{budget}"


#: decision kind -> text(state, step); ask_all kinds take the seat too (SEAT_TEXTS)
TEXTS = {
    "main_turn": turn_text,
    "place_dice": lambda s, st: f"Choose the dice of your group for {plan_section(st)} (values, as a multiset)",
    "use_tile": lambda s, st: "Use the tile of the landing Section (or, with the Archer, another one), or skip",
    "fight": lambda s, st: f"Fight the Monster Dice of {name(st.get('section'))}: pair one of your dice with a "
                           f"Monster die it equals or beats (+{content().monster_fight_honor} Honor), or stop",
    "mine": lambda s, st: mine_text(st),
    "shadow_place": lambda s, st: (f"Place the Shadow Dice {'+'.join(map(str, s['shadow']['to_place']))} as one or "
                                   "more groups in any Sections, by the placement rules; you must place while a "
                                   "group fits (row 58: Shadow of Fallen Angel)"),
    "gem_to_shield": lambda s, st: f"Gems to Shields: convert up to {st.get('left')} more stored gems, or finish",
    "black_boost": lambda s, st: boost_text(st),
    "shields_to_engine": lambda s, st: f"Shields to Engine at 1:{st.get('rate')}: choose how many Shields to "
                                       f"convert, or finish",
    "move": move_text,
    "rescue": lambda s, st: f"Rescue one cube of {name(st.get('location'))} (any colour)",
    "dominate": lambda s, st: f"Place a House token on {name(st.get('location'))}, or not",
    "honor_tech": lambda s, st: f"Honor / Technology: {st.get('quotas')} quotas left; gain 1 Honor or activate a "
                                f"charged technology chain, or finish",
    "chain": lambda s, st: f"Technology chain {st.get('chain', 0) + 1} is active: use one of its techs "
                           f"({', '.join(name(t) for t in st.get('left', []))}), or finish",
    "tech_use": tech_use_text,
    "give_gem": giver_text("stored gems"),
    "give_cube": giver_text("unused cubes"),
    "explosion_shields": lambda s, st: f"Monster Explosion: {st.get('damage')} VP damage; spend Shields to block "
                                       f"it 1:1 (you hold {s['players'][st['seat']]['shields']})",
    "salvage_choice": lambda s, st: f"You won {name(st.get('tile'))} in {name(st.get('section'))}: take "
                                    f"{content().salvage_vp} VP and discard it, or install its technology on a chain",
    "enlist": lambda s, st: f"Enlistment: fill a Barrack slot with cubes "
                            f"({' / '.join(b['name'] for b in content().barracks)}) for a new die, or finish",
    "hero_kick": lambda s, st: kick_text(st),
    "hero_jail": lambda s, st: f"Choose the Dice Jail (a tile on the board) for {name(st.get('die'))}",
    "hero_phantom": lambda s, st: f"Phantom Warlord: discard one of your unused dice as the Phantom die; free "
                                  f"dice of the {region_name(st.get('region'))} up to its value go to jails",
    "hero_assassin": lambda s, st: f"Doomed Assassin: choose an opponent's free die in {plan_section(st)} to "
                                   f"replace",
    "hero_assassin_die": lambda s, st: f"Doomed Assassin: choose the unused die that replaces "
                                       f"{name(st.get('target'))}",
    "hero_flip": lambda s, st: f"Fey Illusionist: flip a free die or a Monster die in {plan_section(st)} bottom up",
    "hero_summon": lambda s, st: f"Elder Summoner: bring one of your free dice from another Section into your "
                                 f"group for {plan_section(st)}",
    "hero_thief": lambda s, st: f"Halfling Thief: choose the unused die to put in the jail of {plan_section(st)}",
    "hero_pips": lambda s, st: f"Dwarf Warrior: add pips to your group's dice one at a time "
                               f"({content().heroes['warrior']['pips']} in all, up to {max(content().die_faces)} "
                               f"per die), or finish once the group is legal",
    # Dual Hero Operation (row 67)
    "dual_second": lambda s, st: f"Dual Hero: add a second Hero card of a higher number to this placement in "
                                 f"{name(st['combo'].get('section'))}, or play the first one alone",
    "dual_slot": lambda s, st: "Dual Hero: choose the Hatch slot of each card you played (one card per slot)",
    "dual_kick": lambda s, st: kick_text(st),
    "dual_assassin": lambda s, st: f"Doomed Assassin: choose an opponent's free die in {plan_section(st)} to "
                                   f"replace",
    "dual_assassin_die": lambda s, st: f"Doomed Assassin: choose the unused die that replaces "
                                       f"{name(st.get('target'))}",
    "dual_flip": lambda s, st: f"Fey Illusionist: flip a free die or a Monster die in {plan_section(st)} bottom up",
    "dual_summon": lambda s, st: f"Elder Summoner: bring one of your free dice from another Section into your "
                                 f"group for {plan_section(st)}",
    "dual_thief_dice": lambda s, st: f"Halfling Thief: choose the unused dice your group puts in the Dice Jail of "
                                     f"{plan_section(st)}",
    "dual_region": lambda s, st: "Phantom Warlord (resolved last): choose the Region where you jail free dice",
    "dual_phantom": lambda s, st: f"Phantom Warlord: choose the unused die to raise with the Dwarf Warrior's "
                                  f"{st['plan'].get('pips')} pips left and discard as the Phantom die",
    "dual_phantom_pips": lambda s, st: f"Dwarf Warrior: raise the Phantom die one pip at a time "
                                       f"({st['plan'].get('pips')} left), or discard it as it is",
}
#: simultaneous (ask_all) kinds: text(state, item, seat)
SEAT_TEXTS = {"reroll": reroll_text, "hero_draft": hero_pick_text, "hero_arrival": hero_pick_text,
              "bid": bid_text}


# -- the variants (rows 51-54, 68, 69) ----------------------------------------------------------------------
def balance_text(state: dict, item: dict, seat: int) -> str:
    """Imperial Formation, Weight Adjustment: which die moves between groups A and C (row 52)."""
    p, rules = state["players"][seat], content().imperial_formation
    values = sorted(state["dice"][d]["value"] for d in p["dice"] if state["dice"][d]["at"] == "unused")
    first, second = (f"{g} ({'-'.join(map(str, rules['groups'][g]))})" for g in rules["weighed"])
    return (f"Imperial Formation: your dice {values}; groups {first} and {second} differ by more than "
            f"{rules['max_gap']}, so choose which face of the larger group moves to the smaller one (it turns to "
            f"the face in the same place)")


def roulette_text(state: dict, item: dict) -> str:
    """Objective Roulette: the open bid (row 68)."""
    objective = item.get("objective")
    text = content().objective(objective)["text"] if objective else ""
    leader = item.get("leader")
    high = f"{seat_name(state, leader)} leads with {item.get('high')} Honor" if leader is not None else "no bid yet"
    return (f"Open bid for {name(objective)} ({text}): {high}. Bid more (you hold "
            f"{state['players'][item['seat']]['honor']} Honor; only the last bidder pays) or pass for good")


def clash_text(state: dict, item: dict) -> str:
    """Clash of Dominance: pay a Shield to attempt or counter, or stop (row 69)."""
    where = name(item.get("location"))
    if item["seat"] == item.get("attacker"):
        return (f"Clash of Dominance at {where}: pay a Shield to replace {seat_name(state, item.get('defender'))}'s "
                f"House token (they may counter), or stop")
    return (f"Clash of Dominance at {where}: {seat_name(state, item.get('attacker'))} paid a Shield to replace "
            f"your House token; pay a Shield to counter, or let them")


def turn_order_text(state: dict, item: dict) -> str:
    """The co-op's turn order, decided by the team (row 57)."""
    shown = ", ".join(seat_name(state, s) for s in item.get("proposal", []))
    again = "" if item["seats"][item["turn"]] in item.get("proposed", []) else ", or propose another order"
    return (f"Turn order for this round (the team decides; row 57: Shadow of Fallen Angel): {shown} is proposed. "
            f"Agree to it{again}; the order is set when every player has agreed in a row")


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
        return {"kind": kind, "text": SEAT_TEXTS[kind](state, item, seat)}
    text = TEXTS.get(kind)
    return {"kind": kind, "text": text(state, item) if text else f"Decide: {kind.replace('_', ' ')}"}
