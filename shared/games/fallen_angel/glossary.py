"""The glossary clients show: every component id with a kind, a name and a rules text generated from the content,
the abbreviations used in views, labels and prompts, and what every view field means."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from shared.engine.schemas import view_prose
from shared.games.fallen_angel.content import content

#: what each action type does, per unit of strength (Rulebook: Action Tiles and the actions)
ACTION_TEXT = {
    "gem_mining": "take gems from Angel City into storage (right to left, paying each compartment's red Engine "
                  "cost): {quota_near} quota per gem of the near Region (same symbol), {quota_distant} per distant "
                  "gem, at most {max_per_region} gems per Region; unused quotas are lost",
    "gems_to_shields": "turn stored gems into Shields: your colour {own}, other colours {other}, black {black} "
                       "({black_boosted} if you discard {boost_honor} Honor for the action); the gems go to your "
                       "consumed pile",
    "shields_to_engine": "turn any number of Shields into Engine Power at 1:n (up to the meter's top)",
    "movement": "pay the red Engine cost at your pointer for its black movement points, plus bonus points used "
                "last; rescue a cube in each Location entered, rebels (black cubes) cost Shields, and dominate "
                "an empty final Location with a House token",
    "honor_tech": "each quota: gain {honor_tech_honor} Honor, or activate a charged technology chain (each tech "
                  "in it once)",
}


def strength_text(kind: str) -> str:
    """'L1 2 / L2 4 / L3 6 mining quotas'."""
    t = content().action_types[kind]
    return " / ".join(f"L{i} {v}" for i, v in enumerate(t["strength"], 1)) + f" {t['unit']}"


def tech_text(tech_id: str) -> str:
    """'Engine Boost: Add 2 Engine Power.'"""
    tech = content().tech(tech_id)
    return f"{tech['name']}: {tech['text']}"


def _board_components() -> list:
    """Sections, Hatches, dice and Land Map Locations."""
    c = content()
    out = []
    for sec in c.section_ids:
        s = c.section(sec)
        what = "an Action square (an Action tile and a VP Puzzle Piece)" if s["kind"] == "action" \
            else "a Monster circle (a Monster tile and its Monster Dice)"
        out.append({"id": sec, "kind": "section", "name": s["name"],
                    "text": f"In the {c.region_names[s['region']]}; holds {what}. Dice groups stack bottom-up; "
                            f"the tile is also a Dice Jail"})
    for hid, h in c.hatches_by_id.items():
        out.append({"id": hid, "kind": "hatch", "name": h["name"],
                    "text": f"Hero cards played for the {c.region_names[h['region']]} go here, top last, and stay "
                            f"for the game (a Jester may go on any Hatch)"})
    for did, d in c.dice_by_id.items():
        owner = "Monster die beside a Monster tile" if d["colour"] == c.black else "player die"
        out.append({"id": did, "kind": "die", "name": d["name"],
                    "text": f"{c.colour_names[d['colour']]} {owner}; faces {c.die_faces[0]}-{c.die_faces[-1]}"})
    return out + _location_components()


def _location_components() -> list:
    """Land Map Locations with their links and the player counts that leave them out."""
    c = content()
    out = []
    for loc in c.location_ids:
        near = sorted(z if a == loc else a for a, z in c.links if loc in (a, z))
        out_of_play = [str(n) for n in c.player_counts if loc in c.forbidden(n)]
        note = f"; out of play with {', '.join(out_of_play)} players" if out_of_play else ""
        out.append({"id": loc, "kind": "location", "name": c.locations_by_id[loc]["name"],
                    "text": f"Land Map Location linked to {', '.join(c.locations_by_id[z]['name'] for z in near)}"
                            f"{note}"})
    return out


def _tile_components() -> list:
    """Action types and tiles, Puzzle Pieces, Monster tiles."""
    c = content()
    out = []
    for kind, t in c.action_types.items():
        text = ACTION_TEXT[kind].format(**c.mining, **c.gems_to_shields, honor_tech_honor=c.honor_tech_honor)
        out.append({"id": kind, "kind": "action_type", "name": t["name"],
                    "text": f"Action Strength {strength_text(kind)}: {text}"})
    for tid, t in c.action_tiles.items():
        out.append({"id": tid, "kind": "action_tile", "name": t["name"],
                    "text": f"{c.action_types[t['type']]['name']} ({strength_text(t['type'])}); the strength is "
                            f"the placing colour's 1st, 2nd, 3rd+ group in the Section"})
    for pid, p in c.pieces.items():
        out.append({"id": pid, "kind": "piece", "name": p["name"],
                    "text": f"{p['vp']} VP; with the other piece of its Region it sets the Air Supremacy tiers "
                            f"(T1 the smaller, T2 the larger, T3 both)"})
    for mid, m in c.monster_tiles.items():
        dice = ", ".join(f"{n} with {k} players" for k, n in sorted(m["dice"].items()))
        out.append({"id": mid, "kind": "monster_tile", "name": f"{m['name']} (Monster tile {m['number']})",
                    "text": f"Monster Dice: {dice}. Salvaged: install {tech_text(m['tech'])} or discard it for "
                            f"{c.salvage_vp} VP"})
    return out


def _card_components() -> list:
    """Techs, starting tiles, objectives, heroes and hero cards."""
    c = content()
    out = []
    for tid, t in c.techs.items():
        kind = "monster_tech" if tid in c.monster_tech_ids else "starting_tech"
        times = f" (up to {t['times']} times per activation)" if t["times"] > 1 else ""
        out.append({"id": tid, "kind": kind, "name": t["name"], "text": t["text"] + times})
    for sid, s in c.starting_tiles.items():
        sides = "; ".join(f"{side.capitalize()} side: {tech_text(s[side])}" for side in c.tech_sides)
        out.append({"id": sid, "kind": "starting_tile", "name": s["name"], "text": sides})
    for oid, o in c.objectives_by_id.items():
        ribbon = " Orange ribbon (spots 1-2)." if o["orange"] else ""
        out.append({"id": oid, "kind": "objective", "name": f"Objective {o['number']}: {o['name']}",
                    "text": o["text"] + ribbon})
    for hid, h in c.heroes.items():
        out.append({"id": hid, "kind": "hero", "name": f"{h['numeral']}. {h['name']}", "text": h["text"]})
    for cid, card in c.hero_cards.items():
        hero = c.heroes[card["hero"]]
        out.append({"id": cid, "kind": "hero_card", "name": card["name"],
                    "text": f"{c.colour_names[card['colour']]} Hero deck: {hero['name']} - {hero['text']}"})
    return out


@lru_cache(maxsize=1)
def components() -> tuple:
    """Every component id once: board, tiles, techs, objectives, heroes and cards."""
    return tuple(_board_components() + _tile_components() + _card_components())


TERMS = {
    "VP": "Victory Points", "H": "Honor tokens", "Sh": "Shields (track 0 up to its maximum)",
    "En": "Engine Power (the meter; red number = Engine paid to move or store, black number = movement points)",
    "AC": "Angel City: three Regions of gems (triangle, square, circle) refilled from the gem bag",
    "OC": "Order Chamber: the turn order, lowest dice sum first; it also breaks majority ties",
    "Special Tie": "players with equal dice sums (ordered by fewer 6s, 5s ...); in Air Supremacy, if they tie in a "
                   "Region they pool their tiers and split them, rounded down",
    "Sec": "Section: one of the 9 board spaces (2 Action squares and 1 Monster circle per Region)",
    "Reg": "Region: triangle (top), square (left) or circle (right) of the board; same symbol = near in AC",
    "grp": "dice group: dice placed together in one slot of a Section",
    "topmost": "the last group placed in a Section: the next group needs as many dice and a greater sum",
    "free dice": "player dice in a Section's groups (not in a jail)",
    "jail": "dice on a tile: in no group, no effect on placement or strength, counted for Salvage and Air Supremacy",
    "Hatch slot": "with Dual Hero (row 67), one of a Hatch's 2 windows, each its own stack of Hero cards: the 2 "
                  "cards of a placement take different slots, and a Jester copies the top card of its slot",
    "L1/L2/L3": "Action Strength: the placing colour's 1st, 2nd, 3rd+ group in the Section",
    "T1/T2/T3": "Air Supremacy tiers: the smaller Puzzle Piece, the larger one, both together",
    "quota": "one unit of Gem Mining or Honor / Technology strength",
    "Full Gear": "the one-time VP for first reaching the top of Shields, Engine, storage or all Barrack slots",
    "known_top / known_bottom": "hero cards you put back on top of / at the bottom of your deck yourself",
}

#: what the glossary says of what is not in the view itself (the view's own fields come from its schema)
BESIDE_VIEW = {
    "prompt": "GET prompt: {kind, text}: what the seat decides now (the step or pending kind)",
}
SCHEMAS = Path(__file__).with_name("schemas")


def view_fields() -> dict:
    """Every view field (dotted: `players[].heroes`, `board.sections.*.groups`) with its view-schema description,
    then the prompt: the schema is the one source of this prose."""
    return {**view_prose(SCHEMAS), **BESIDE_VIEW}


def ending_terms() -> dict:
    """Saved and Crash in words, with the content's numbers (rows 46-48)."""
    c = content()
    saved, crash = c.consumed_vp["saved"], c.consumed_vp["crash"]
    return {"Saved": f"the end with at most {c.saved_max_gems} gems left in AC and the bag: Prosperity (upper row "
                     f"of the Domination table) and {saved['non_black']} VP per consumed non-black gem",
            "Crash": f"the end with more gems left: Destitution (lower row), -{c.resentment_vp_per_cube} VP per own "
                     f"cube on the map, {crash['black']} VP per consumed black gem"}


def glossary() -> dict:
    """{"components", "terms", "view"}."""
    return {"components": [dict(x) for x in components()], "terms": {**TERMS, **ending_terms()},
            "view": view_fields()}
