"""The glossary clients show: every component id (cards, characters, areas, leaders, die faces, colours, boards,
scenarios) with a kind, a name and a rules text generated from the content; the abbreviations used in views,
labels and prompts; and what every view field means.
(Rulebook: Components, Concepts, Leaders, Card Appendix; ../shared/rules/angel-fury.md.)
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from shared.engine.schemas import view_prose
from shared.games.angel_fury.content import content
# the names of areas and leaders, one source with the labels' and log lines' params (issue 30)
from shared.games.angel_fury.wording import area_name, leader_name

#: what each character ability kind does, from its parameters (characters.json `ability`)
ABILITY_TEXT = {
    "first_round_damage": "+{damage} damage in round 1 of each battle he fights in",
    "resource_defence_damage": "your {minion}s defending a resource area deal +{damage} damage in round {round}",
    "not_a_tactic": "{family_name} does not count as a tactic for this character",
    "gain_per_turn": "once per turn gain {gain} {minion} from the reserve into an area you control (it may not move "
                     "this turn)",
    "forced_retreat": "before round 1 of his battles, {units} enemy minion (never a leader) retreats; Charge still "
                      "applies",
    "training_discount": "training-ground cards cost {discount_c} C and {discount_r} R less (never below 0)",
    "sacrifice": "once per turn destroy one of your {minion}s in the same, an adjacent or a diagonal area to gain "
                 "{gain_c} C or heal {heal}",
    "overlord": "moves 1 step only; {first_round_damage} damage in round 1 of each battle; prevents the first damage "
                "of each battle",
    "destroy_per_turn": "once per turn destroy {destroy} enemy minion adjacent or diagonal to him, unpreventably",
    "both_training_grounds": "buys from both training grounds (an angel level 2 card needs its level 1)",
    "attack_charge": "Charge +{charge} whenever he attacks",
    "spawn_point": "a spawn point, like a seraph",
}


#: starting bonus key -> its words (AF-8)
BONUS_WORDS = {"handsize": "handsize", "commands": "command", "soul_points": "soul point"}


def ability_text(ability) -> str:
    """A character ability in words, with its numbers."""
    params = dict(ability)
    discount = params.get("discount") or {}
    gain = params.get("gain")
    params.update(discount_c=discount.get("C", 0), discount_r=discount.get("R", 0),
                  gain_c=gain.get("C", 0) if hasattr(gain, "get") else gain,
                  family_name=_family_name(params.get("family")), minion="{minion}")
    return ABILITY_TEXT.get(ability["kind"], ability["kind"].replace("_", " ")).format(**params)


def _family_name(family) -> str:
    """The level 1 name of a card family (e.g. Healing Hands)."""
    if family is None:
        return ""
    return next((t["name"] for t in content().card_types.values() if t["family"] == family and t["level"] == 1),
                family)


def character_text(ch) -> str:
    """Health, start, income, healing, bonuses, ability and deck swaps of a character card (AF-7..AF-9, AF-69..)."""
    c = content()
    arch = c.unit_name(ch["side"], "arch")
    bonus = [f"+{n} {BONUS_WORDS.get(what, what)}" for what, n in ch["bonus"].items() if n]
    swaps = "; ".join(f"{c.card_type(s['out'])['name']} -> {c.card(s['in'])['name']}" for s in ch["swaps"])
    slots = ", ".join(c.card(card)["name"] for card in ch["seraph_cards"])
    text = (f"{ch['title']}: {arch} of the {ch['side']} side, health {ch['health']}. Starts with "
            f"{ch['start']['C']} C, {ch['start']['R']} R{''.join(', ' + b for b in bonus)}. Income {ch['income']['C']}"
            f" C, {ch['income']['R']} R and heals {ch['heal']} each turn. Ability: "
            + ability_text(ch["ability"]).replace("{minion}", c.unit_name(ch["side"], "minion")) + ".")
    text += f" Starting deck: {swaps}." if swaps else ""
    text += f" Starts with {slots} in a seraph card slot." if slots else ""
    return text + (" Kickstarter character (option `kickstarter`)." if ch["kickstarter"] else "")


# -- card texts (Card Appendix; content cards.json `effect`) --------------------------------------------------------
def _n(count, word: str) -> str:
    """'1 troop' / '2 troops'."""
    return f"{count} {word}{'' if count == 1 else 's'}"


def _with(e) -> str:
    """'With Persuader: ' for a card played together with a tactic."""
    return f"Played with {_family_name(e['with'])}: " if e.get("with") else ""


def _gain(e) -> str:
    """'4 C' / '4 R' of a resource gain record."""
    return " and ".join(f"{n} {r}" for r, n in e["gain"].items() if n)


#: card family -> text(effect) (Rulebook: Card Appendix)
CARD_TEXT = {
    "blinding_light": lambda e: f"Up to {_n(e['retreat'], 'enemy minion')} from up to {_n(e['areas'], 'area')} "
                                "adjacent or diagonal to your units retreat backwards (to their reinforcements if "
                                "they don't fit or your units are there)",
    "cavalry": lambda e: f"{_n(e['troops'], 'troop')}, {e['command_cost']} command each: moves {e['steps']} steps "
                         "through areas the enemy doesn't control, ignoring capacity there; no third step for an "
                         "arch" + (f"; Charge {e['charge']}" if e["charge"] else ""),
    "healing_hands": lambda e: f"Gain up to {e['gain']} minions into an area you control, in {_n(e['areas'], 'area')} "
                               "(different ones); they may be commanded this turn",
    "holy_fury": lambda e: f"Attacker, before the battle: +{e['damage']} damage and prevent {e['prevent']} for the "
                           "whole battle",
    "out_of_nowhere": lambda e: f"Gain {e['gain']} minions into different areas ({e['per_area']} per area) that are "
                                "empty or yours (not resource areas, not enemy altars); they may be commanded",
    "archers": lambda e: f"Choose {_n(e['troops'], 'troop')}; each shoots at an enemy area adjacent or diagonal: "
                         f"hits minus {e['circles_cancel']} per circle = damage; no return fire, not a battle; the "
                         "troop may move but not battle this turn",
    "breakthrough": lambda e: "After winning a battle as attacker, the survivors take "
                              f"{_n(e['extra_steps'], 'more step')} as the same move (no command, no resource, no "
                              "surplus shed)"
                              + (f"; first gain up to {e['gain']} minions into the troop (at most "
                                 f"{e['troop_max']})" if e["gain"] else ""),
    "brutal_assault": lambda e: f"Attacker, before the battle: each circle rolled adds {e['circle_damage']} damage for "
                                "the whole battle" + (f"; Charge {e['charge']}" if e["charge"] else ""),
    "dark_portal": lambda e: (f"{e['command_cost']} command: move a troop to a friendly area or an empty non-altar "
                              "area; it may not move again" if e["targets"] == "friendly_or_empty" else
                              f"{e['command_cost']} command: move a troop to any non-altar area; into an enemy area "
                              f"it battles with {e['damage']} damage for the whole battle and may not retreat"),
    "persuader": lambda e: f"{_n(e['angels'], 'enemy minion')} (not leaders) adjacent or diagonal to your units go to "
                           "the reserve, each from a different area; you gain 1 minion per persuaded one in your "
                           "unit's area (to reinforcements if full); unpreventable",
    "heal": lambda e: f"Heal your arch by {e['heal']} (never above its printed health)",
    "reinforce": lambda e: f"Gain {_n(e['gain'], 'minion')} into an area you control; "
                           + ("they may be commanded this turn" if e["may_move"] else "they may not move this turn"),
    "new_ideas": lambda e: f"Discard up to {e['discard_max']} training-ground cards to the lost pile at once; the "
                           "offer refills",
    "flexibility": lambda e: f"Trade exactly {e['pay']} of one resource for {e['gain']} of the other",
    "resource": lambda e: f"Gain {e['gain']} C or {e['gain']} R",
    "learning": lambda e: f"Your next purchase this turn costs {e['discount']} C or {e['discount']} R less",
    "backstab": lambda e: f"{_with(e)}each persuaded minion also deals {e['damage_per_angel']} damage to its area "
                          "(the aura applies)",
    "behind_enemy_lines": lambda e: f"{_with(e)}gain {e['extra']} more minion, and up to {e['per_area']} may go into "
                                    "the same area",
    "burning_arrows": lambda e: f"{_with(e)}after the roll, +{e['damage']} damage",
    "double_tactics": lambda e: f"You may play {e['tactics']} tactics this turn (they may affect the same troop; no "
                                "troop is commanded twice)",
    "quick_march": lambda e: f"+{e['extra_steps']} step for a move (Cavalry rules; with Cavalry 3 steps); not with "
                             + ", ".join(_family_name(f) for f in e["not_with"]),
    "healing_touch": lambda e: f"{_with(e)}{_n(e['extra_areas'], 'more area')}; where your arch is, heal it "
                               f"{e['arch_heal']} instead of gaining minions",
    "gather_crystals": lambda e: f"{e['command_cost']} command: gain {_gain(e)}",
    "recruit": lambda e: f"{e['command_cost']} command: gain {_gain(e)}",
    "flaming_sword": lambda e: f"After a roll in a battle: +{e['damage']} damage",
    "war_axe": lambda e: f"After a roll in a battle: +{e['damage']} damage",
    "shield_of_faith": lambda e: f"In a battle or against Archers, when damage comes: prevent {e['prevent']} (unused "
                                 "prevention is lost)",
    "armour": lambda e: f"In a battle or against Archers, when damage comes: prevent {e['prevent']} (unused "
                        "prevention is lost)",
    "breastplate": lambda e: f"After a roll in a battle: each circle you rolled prevents {e['circle_prevent']} damage "
                             "this round",
    "hide_in_darkness": lambda e: f"After a roll in a battle: each circle you rolled prevents {e['circle_prevent']} "
                                  "damage this round",
    "ambush": lambda e: f"Defender, before round 1: deploy up to {e['deploy']} reinforcements into the attacked area "
                        f"(at most {e['troop_max']} there; a resource area may overfill for the battle)",
    "entrenched": lambda e: f"Defender, before round 1: remove {_n(e['remove'], 'attacking minion')}, unpreventably",
    "coordinator": lambda e: f"Once per turn deploy {e['deploy']} reinforcements into an area you control adjacent or "
                             "diagonal to your seraph; they may be commanded",
    "legendary_warrior": lambda e: f"In this seraph's battles (not archery) each circle adds {e['circle_damage']} "
                                   "damage",
    "battle_prayer": lambda e: f"{e['command_cost']} command: +{e['damage']} damage and prevent {e['prevent']} in "
                               "this seraph's next battle this turn",
    "inspiration": lambda e: f"Once per turn, a seraph orthogonally next to a resource area you control gains "
                             f"{e['gain']} of that resource",
    "barbed_whip": lambda e: f"Once per turn, a tormentor orthogonally next to a resource area you control gains "
                             f"{e['gain']} of that resource; {e['destroy_own']} of your demons there dies",
    "cavalry_leader": lambda e: f"Cavalry with a seraph in the troop gets Charge +{e['charge']}",
    "resistant": lambda e: f"Prevent {e['prevent']} more damage once per battle in this seraph's battles (stacks "
                           "with the aura)",
    "powerful": lambda e: f"+{e['damage']} damage in round {e['round']} of this tormentor's battles",
    "archery_leader": lambda e: "Archers with a tormentor in the troop ignore circles",
    "merciless": lambda e: f"Once per turn, {e['command_cost']} command: destroy {e['destroy_own']} of your demons in "
                           f"the tormentor's area and {e['destroy']} enemy minions in an orthogonally adjacent area, "
                           "unpreventably",
    "voice_of_thunder": lambda e: f"Perform {_n(e['free_commands'], 'extra command')} at once, without a marker",
    "haste": lambda e: f"A troop moves {e['steps']} steps (through friendly areas, ignoring capacity) but may not "
                       "battle this turn (Archers allowed)",
    "suicide_raid": lambda e: f"{e['command_cost']} command: destroy {e['destroy_own']} of your demons, then "
                              f"{e['destroy']} enemy minions in an area orthogonally adjacent to it, unpreventably",
    "sneaking_in": lambda e: f"Gain {_n(e['gain'], 'minion')} into a completely empty area (the soul too, when "
                             "empty); it may be commanded",
    # Kickstarter cards (option `kickstarter`; ks_cards.py, ks_battle.py)
    "sanctified_waters": lambda e: f"Deal {e['damage']} damage to the units in a {e['terrain']} area (not a battle)",
    "defiled_crystals": lambda e: f"Deal {e['damage']} damage to the units in a {e['terrain']} area (not a battle)",
    "disappear": lambda e: "When attacked, before any charge: all your and your co-player's units in the area go "
                           "back to reinforcements, and the attacker enters",
    "foul_flies": lambda e: f"{e['command_cost']} command: every enemy minion in one resource area retreats "
                            "backwards",
    "locusts": lambda e: f"{e['damage']} damage to each enemy area adjacent or diagonal to your arch (the aura "
                         "applies)",
    "swarm": lambda e: f"Gain {e['gain']} minion into each of {e['areas']} different areas you control",
    "locust_tide": lambda e: f"{_n(e['troops'], 'troop')} move {e['steps']} steps (Cavalry rules) and must retreat "
                             f"after battle round {e['retreat_after_round']}",
    "retreat": lambda e: f"In a battle: prevent {e['prevent']}, then retreat after this round",
    "resilient_leader": lambda e: f"In a battle with your arch or a seraph, after your roll: each circle prevents "
                                  f"{e['circle_prevent']} damage",
    "jophiels_call": lambda e: f"Gain {e['gain_per_fountain']} reinforcement per fountain holding one of your units",
    "back_to_the_abyss": lambda e: f"{_with(e)}{e['extra']} more enemy minion is affected, and all are destroyed "
                                   "instead of retreating",
    "cup_of_wrath": lambda e: f"Attacking, at the start of the battle: Charge +{e['charge']} ({e['with_camael']} in "
                              "all with Camael's Charge +2)",
    "hope": lambda e: "Enemy minions on the soul: 2 of them retreat; none there: gain 2 minions on the soul",
}
#: card kind -> how a text starts
KIND_WORDS = {"tactic": "Tactic", "battle": "Battle card", "non_battle": "Non-battle card", "other": "Starting card",
              "seraph": "Seraph / tormentor card"}


def card_text(rec) -> str:
    """A card's kind, level, side, cost and effect in words (Kickstarter cards marked so)."""
    head = KIND_WORDS.get(rec["kind"], rec["kind"])
    side = f", {rec['side']} side" if rec["side"] else ""
    cost = rec["cost"]
    price = f"costs {cost['C']} C + {cost['R']} R" if cost["C"] or cost["R"] else "free"
    body = CARD_TEXT.get(rec["family"])
    text = body(rec["effect"]) if body else ", ".join(f"{k} {v}" for k, v in rec["effect"].items())
    tail = " Kickstarter card (option `kickstarter`)." if rec["kickstarter"] else ""
    return f"{head}, level {rec['level']}{side}, {price}. {text}.{tail}"


# -- components -------------------------------------------------------------------------------------------------
def card_components() -> list:
    """Every physical card: starting decks, training decks, unique and Kickstarter cards."""
    c = content()
    return [{"id": card_id, "kind": "card", "name": rec["name"], "text": card_text(rec)}
            for card_id, rec in sorted(c.cards.items())]


def character_components() -> list:
    """The 8 base characters and the 6 Kickstarter ones (data only)."""
    c = content()
    return [{"id": i, "kind": "character", "name": ch["name"], "text": character_text(ch)}
            for i, ch in c.characters.items()]


def area_text(area: str) -> str:
    """What an area is on each board it exists on: terrain, soul, printed altar."""
    c, parts = content(), []
    for board_id, b in c.boards.items():
        row, col = (int(x) for x in area[1:].split("c"))
        if row > b["rows"] or col > b["cols"]:
            continue
        marks = [b["terrain"].get(area) or "plain"]
        marks += ["the human soul"] if b["soul"] == area else []
        marks += [f"an altar of the {b['altars'][area]} side"] if area in b["altars"] else []
        parts.append(f"{b['name']}: {', '.join(marks)}")
    return "; ".join(parts)


def area_components() -> list:
    """Every area id of the largest board (the smaller boards use the top-left part of the same ids)."""
    c = content()
    rows = max(b["rows"] for b in c.boards.values())
    cols = max(b["cols"] for b in c.boards.values())
    return [{"id": f"r{r}c{k}", "kind": "area", "name": area_name(f"r{r}c{k}"), "text": area_text(f"r{r}c{k}")}
            for r in range(1, rows + 1) for k in range(1, cols + 1)]


def leader_components() -> list:
    """Each colour's seraphs/tormentors and arch (ids `{colour}-seraph-n`, `{colour}-arch`; AF-52, AF-53)."""
    c, out = content(), []
    for colour in c.colours:
        side = c.side_of(colour)
        seraph, arch = c.unit_name(side, "seraph"), c.unit_name(side, "arch")
        for n in range(1, c.units_per_colour["seraphs"] + 1):
            out.append({"id": f"{colour}-seraph-{n}", "kind": "leader", "name": leader_name(f"{colour}-seraph-{n}"),
                        "text": f"A {seraph}: size {c.sizes['seraph']}, rolls {c.dice_per_unit['seraph']} dice, "
                                f"health {c.health['seraph']}, moves {c.steps['seraph']} step; a mobile spawn point; "
                                "its shielding aura prevents the first damage of each battle in its area and 1 "
                                "damage of each non-battle effect"})
        out.append({"id": f"{colour}-arch", "kind": "leader", "name": leader_name(f"{colour}-arch"),
                    "text": f"The {arch}: size {c.sizes['arch']}, rolls {c.dice_per_unit['arch']} dice, moves "
                            f"{c.steps['arch']} steps, health from its character card (healed each turn, never above "
                            "it); gone for good at 0, but its card's income and effects go on; not a spawn point"})
    return out


#: die faces (board.json die_faces)
FACE_TEXT = {"hit": "a sword (angels) or an axe (demons): 1 damage",
             "circle": "no damage, unless a card counts circles (Brutal Assault, Legendary Warrior, Breastplate, "
                       "Hide in Darkness; an archer attack subtracts them)",
             "blank": "nothing"}


def other_components() -> list:
    """Die faces, colours, boards and scenarios."""
    c = content()
    faces = [{"id": f, "kind": "die face", "name": f.title(),
              "text": f"{c.die_faces.count(f)} of the {len(c.die_faces)} faces: {FACE_TEXT.get(f, f)}"}
             for f in dict.fromkeys(c.die_faces)]
    colours = [{"id": col, "kind": "colour", "name": col.title(),
                "text": f"a colour of the {c.side_of(col)} side ({c.unit_name(c.side_of(col), 'minion')}s)"}
               for col in c.colours]
    boards = [{"id": i, "kind": "board", "name": b["name"], "text": f"{b['rows']} by {b['cols']} areas, the soul in "
               f"{area_name(b['soul'])}"} for i, b in c.boards.items()]
    scenarios = [{"id": i, "kind": "scenario", "name": s["name"],
                  "text": f"{len(s['seats'])} seats on the {c.board(s['board'])['name']}"
                          + ("" if s["playable"] else " (a later issue)")} for i, s in c.scenarios.items()]
    return faces + colours + boards + scenarios


@lru_cache(maxsize=1)
def components() -> tuple:
    """Every component, each id once."""
    return tuple(card_components() + character_components() + area_components() + leader_components()
                 + other_components())


# -- terms and view fields ---------------------------------------------------------------------------------------
TERMS = {
    "C": "crystal (mountains give them; pays for cards and upgrades)",
    "R": "reinforcement: a minion (angel or demon) in your supply, to deploy or to pay with",
    "SP": "soul point; a side at the target at the end of a turn wins",
    "L1 / L2 / L3": "card level; a level 2 card bought to hand replaces its level 1 (level 3 its level 2)",
    "arch": "archangel or archdemon (the character's miniature)",
    "seraph": "seraph (good) or tormentor (evil): a leader, a mobile spawn point with a shielding aura",
    "minion": "an angel (good) or a demon (evil)",
    "troop": "any of your units in one area moving or fighting together",
    "fresh": "minions not commanded yet this turn (each unit is commanded at most once per turn)",
    "aura": "a seraph's shielding aura: prevents the first damage of each battle in its area, 1 of each other effect",
    "charge": "damage dealt before round 1 of a battle",
    "spawn point": "your side's altars without enemies and your seraphs: deploy there for free",
    "controlled": "an area where you have units; friendly: you or a co-player; empty: no units and no mountain or "
                  "fountain",
    "lost pile": "training cards discarded or replaced, face up (replaced starting cards never return)",
    "reserve": "on a player: cards bought to reserve, face up, swapped into the hand later; the general reserve: "
               "crystals and minions not in play",
    "offer": "the face-up cards of a training ground, refilled at once",
    "r{row}c{col}": "an area: row 1 is the evil back edge, the last row the good one",
    "deck_known": "the draw pile is the discard pile turned over unshuffled: its order is public",
    "hidden": "in a decision's data: an id you can't see",
}

#: what the glossary says of what is not in the view itself (the view's own fields come from its schema)
BESIDE_VIEW = {
    "prompt": "GET prompt: {kind, text}: what the seat decides now (the step or pending kind)",
}
SCHEMAS = Path(__file__).with_name("schemas")
#: every view field (dotted: `players[].deck_order`, `areas.*.units`) with its view-schema description, then the
#: prompt: the schema is the one source of this prose (issue 29)
VIEW = {**view_prose(SCHEMAS), **BESIDE_VIEW}


def dice_terms() -> dict:
    """The die faces with their counts, from the content."""
    faces = content().die_faces
    counts = " / ".join(str(faces.count(f)) for f in dict.fromkeys(faces))
    return {" / ".join(dict.fromkeys(faces)): f"die faces ({counts} of {len(faces)})"}


def glossary() -> dict:
    """{"components", "terms", "view"}."""
    return {"components": [dict(x) for x in components()], "terms": {**TERMS, **dice_terms()}, "view": dict(VIEW)}
