"""The glossary clients show: every component id with a kind, a name and a rules text generated from the content,
the abbreviations used in views and actions, and what every view field means."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from shared.engine.schemas import view_prose
from shared.games.black_angel import hal
from shared.games.black_angel.content import content

#: how a good reads: (one, many)
GOOD_WORDS = {"vp": ("VP", "VP"), "ship": ("ship", "ships"), "resource": ("resource", "resources"),
              "debris": ("debris", "debris"), "robot": ("robot", "robots")}
RAVAGER_TEXT = {
    "discard_mission": "discard a Mission card from your hand",
    "pay_resource": "pay 1 resource from your storage",
    "pay_debris": "pay 1 debris from your storage",
    "robot_to_reserve": "send 1 robot from the break room back to your reserve",
    "return_ship": "return 1 ship from your storage to the supply",
}
#: what an advanced scorer counts, in words
SCORER_TEXT = {
    "grid_tiles": "{colour} Technology tile in your grid", "hand_ravagers": "Ravager card in your hand",
    "hand_missions": "Mission card in your hand", "workstation_robots": "robot of yours on a workstation",
    "ships_in_space": "ship of yours in space", "owned_missions_in_space": "Mission in space you own",
    "ejected_tiles": "Technology tile ejected from your grid", "debris": "debris (storage and tiles)",
    "resources": "resource in your storage", "full_lines": "full row or column of your grid",
    "tucked_cards": "card tucked under your board", "starting_tiles_in_grid": "starting tile still in your grid",
    "filed_missions": "Mission filed beside your advanced spaces",
    "other_advanced": "other Advanced Technology tile you hold",
}
ACTION_TEXT = {
    "discover": "each activation is 1 point: take display tiles (space cost 2 or 1; an advanced tile costs {adv}) "
                "and inject them into your grid",
    "fix": "each activation removes 1 damage cube (the damaging cube of a 2-cube action first), from an action or "
           "a die; the debris goes on a tile's lightning space (it fires) or into storage",
    "annihilate": "each activation takes 1 Ravager card into your hand; a location holding n cards takes n "
                  "activations and is taken whole",
    "ships": "move one of your ships (or launch one: a break-room robot boards a ship from storage) up to the value "
             "in hexes, then place {a_colour} Mission from your hand on {a_colour} planet, Ravagers arrive and "
             "tiles are added to the display; a star (0) does steps 2-4 only",
}


def goods_text(goods) -> str:
    """"1 ship, 1 VP" for a goods mapping."""
    parts = []
    for k, n in goods.items():
        one, many = GOOD_WORDS.get(k, (k, k))
        parts.append(f"{n} {one if n == 1 else many}")
    return ", ".join(parts) or "nothing"


def effect_text(effect) -> str:
    """One effect atom in words (tile and Mission effects, DESIGN.md "Effect atoms")."""
    kind = effect["kind"]
    if kind == "gain":
        text = f"gain {goods_text(effect['gain'])}"
        return text + (" (robots: reserve -> break room)" if "robot" in effect["gain"] else "")
    if kind == "convert":
        return f"you may pay {goods_text(effect['pay'])} to gain {goods_text(effect['gain'])}"
    if kind == "assign":
        return "move a robot from the break room to a workstation of your choice"
    if kind == "flip":
        return "flip one of your own compartment dice to its opposite face (not a bought or neutral die)"
    if kind == "fix":
        where = "into storage" if effect["debris"] == "storage" else "onto a tile's lightning space or into storage"
        return f"remove 1 damage cube of your choice (action or die); its debris goes {where}"
    if kind == "draw_mission":
        return "draw a Mission card of the colour of your choice"
    if kind == "vp_per_tile":
        return f"gain {effect['vp']} VP per {effect['colour']} Technology tile in your grid"
    return kind


def scorer_text(scorer) -> str:
    """An advanced tile's end-of-game scoring with its caps (BA-37)."""
    c = content()
    what = SCORER_TEXT[scorer["what"]].format(colour=scorer.get("colour", ""))
    return (f"Final scoring: {scorer['vp']} VP per {what}; at most {c.advanced_cap} VP in the grid or set aside, "
            f"{c.advanced_cap} + {c.advanced_cap_per_filed} per filed Mission of the colour in an advanced space. "
            f"Never activated")


def mission_text(m) -> str:
    """A Mission card: type, effect, reward and the display tiles it adds."""
    when = "each activation (a die of its colour; your robot or ship on it)" if m["type"] == "activation" \
        else "only when ejected from space, for its owner"
    tiles = " then ".join(f"{'an' if colour[0] in 'aeiou' else 'a'} {colour}" for colour in m["tiles"])
    return (f"{m['type'].capitalize()} Mission: {when}: {effect_text(m['effect'])}. Placed in space: a break-room "
            f"robot goes on the reward and you gain {goods_text(m['reward'])}; adds {tiles} tile to the display")


def hex_text(code: str) -> str:
    """A hex code in words."""
    h = content().hex(code)
    name = f"{content().aliens[h['colour']]} ({h['colour']}) planet" if h["kind"] == "planet" else h["kind"]
    return name + (" with a Ravager icon" if h["ravager"] else "")


def location_name(location: str) -> str:
    """'Ravager location 1' for "L1": a name says the number, never the id (issue 30)."""
    return f"Ravager location {location.lstrip('L')}"


def _action_components() -> list:
    """The six actions and their Ravager locations."""
    c = content()
    out = []
    for a in c.actions:
        text = ACTION_TEXT[a["kind"]].format(adv=c.advanced_tile_cost, colour=a["colour"],
                                             a_colour=("an " if a["colour"][0] in "aeiou" else "a ") + a["colour"])
        out.append({"id": a["id"], "kind": "action", "name": a["name"],
                    "text": f"{a['colour'].capitalize()} action, {location_name(a['location'])}: {text}"})
        out.append({"id": a["location"], "kind": "location", "name": location_name(a["location"]),
                    "text": f"Ravager cards in front of {a['name']}; only the top card's effect counts "
                            f"(at most {c.ravager_stack_max})"})
    return out


def _strip_and_tile_components() -> list:
    """Space strips (both sides) and every Technology, starting and advanced tile."""
    c = content()
    out = []
    for sid in c.strip_ids:
        sides = c.strip(sid)["sides"]
        text = "; ".join(f"side {side}: " + ", ".join(hex_text(h) for h in sides[side]) for side in sorted(sides))
        out.append({"id": sid, "kind": "strip", "name": c.strip(sid)["name"],
                    "text": f"Hexes 1 to 5 from the top, hex 3 the middle one - {text}"})
    for tid, t in c.tiles.items():
        if t["tier"] == "advanced":
            out.append({"id": tid, "kind": "advanced_tile", "name": t["name"], "text": scorer_text(t["scorer"])})
        else:
            label = "Starting Technology" if t["tier"] == "starting" else "Technology"
            out.append({"id": tid, "kind": f"{t['tier']}_tile", "name": f"{t['name']} ({t['colour']} {label})",
                        "text": f"When activated: {effect_text(t['effect'])}"})
    return out


def _card_components() -> list:
    """Every Mission and Ravager card."""
    c = content()
    out = [{"id": mid, "kind": "mission", "name": m["name"], "text": mission_text(m)} for mid, m in c.missions.items()]
    for rid, r in c.ravagers.items():
        action = c.action_at(r["location"])
        where = r["location"].lstrip("L")
        out.append({"id": rid, "kind": "ravager", "name": f"{r['name']} (location {where})",
                    "text": f"Before {action['name']}: {RAVAGER_TEXT[r['effect']]}; if you can't, lose "
                            f"{c.ravager_unpaid_vp} VP. In a slot it activates every tile of its line"})
    return out


def _board_components() -> list:
    c = content()
    out = []
    for colour, ids in c.die_ids.items():
        for die in ids:
            out.append({"id": die, "kind": "die", "name": f"{colour.capitalize()} die {die.rsplit('-', 1)[1]}",
                        "text": f"Faces {', '.join(map(str, c.faces))} (0 = star); opposite faces differ by 2; "
                                f"used on {colour} actions and {colour} Missions"})
    for a in c.arrows:
        line = f"{'row' if a['line'] == 'row' else 'column'} {a['index'] + 1}"
        side = {"row": ("left", "right"), "col": ("top", "bottom")}[a["line"]][a["from"] == "end"]
        what = "Advanced Technology tiles" if a["kind"] == "black" else "Technology tiles"
        out.append({"id": a["id"], "kind": "arrow", "name": f"{a['kind'].capitalize()} arrow into {line}",
                    "text": f"Inject {what} into {line} from the {side}; the line shifts to the first gap"})
    for slot in c.slots:
        line = ("row " if slot.startswith("row") else "column ") + slot[-1]
        out.append({"id": slot, "kind": "card_slot", "name": f"Card slot of {line}",
                    "text": f"A face-down card here activates the tiles of {line}: a Mission those of its colour, "
                            f"a Ravager all of them"})
    return out


@lru_cache(maxsize=1)
def components() -> tuple:
    """Every component id once: actions, locations, strips, tiles, Missions, Ravagers, dice, arrows, slots."""
    return tuple(_action_components() + _strip_and_tile_components() + _card_components() + _board_components()
                 + hal.components())


TERMS = {
    "BA": "the Black Angel: the frigate (its board of actions) and its figurine in space",
    "VP": "Victory Points (the score track)",
    "O": "orange: Melurien planets; Discover and Command Your Ships (orange)",
    "Y": "gray: Xhavit stations; Fix and Command Your Ships (gray)",
    "G": "green: Tsoth ships; Annihilate and Command Your Ships (green)",
    "A": "asteroid hex: ships can't enter or cross it (except the BA's hex while the BA is on it)",
    "C": "comet hex (no effect in the multiplayer game)", "E": "empty hex",
    "*": "a Ravager icon on a hex's card space; uncovered icons next to a newly placed Mission bring Ravagers",
    "star": "the die face 0: only Command Your Ships steps 2-4",
    "L1-L6": "Ravager locations in front of the six actions",
    "p": "a strip's position, 1 = nearest the BA board", "k": "a hex within its strip, -2..2 (0 = the BA's lane)",
    "hex": "[p, k]", "cube": "a damage cube (on an action or a die) that becomes debris when fixed",
    "damaged": "an action with 2 cubes (-1 to the die value, 0 stays 0), or a die carrying a cube",
    "break room": "your robots ready to board ships, own Missions, or be assigned",
    "workstation": "your robots there give you a die of that colour in Sequence B",
    "reserve": "your robots not yet in play", "storage": "your resources, ships and debris",
    "compartment": "your dice; reserved dice sit in the high-security area and can't be bought",
    "Sequence A": "flip, play a card, take and use one die, return it and draw a Mission",
    "Sequence B": "lose VP for unused dice, take and roll new ones, reserve some, clear your board, the BA advances",
    "tucked": "cards cleared from your slots in Sequence B, under your board",
    "filed": "your Missions ejected from space, beside the advanced space of their colour (each raises its cap by 2)",
    "Spes": "the goal planet; reaching it triggers the end and makes robots, resources and ships worth VP",
    "neutral": "2 players: the neutral player's workstation robots and dice (buyable for 1 resource)",
}

#: what the glossary says of what is not in the view itself (the view's own fields come from its schema)
BESIDE_VIEW = {
    "prompt": "GET prompt: {kind, text}: what the seat decides now (the step or pending kind)",
}
SCHEMAS = Path(__file__).with_name("schemas")


def view_fields() -> dict:
    """Every view field (dotted: `players[].hand`, `dice.*.value`) with its view-schema description, then the
    prompt: the schema is the one source of this prose."""
    return {**view_prose(SCHEMAS), **BESIDE_VIEW}


def glossary() -> dict:
    """{"components", "terms", "view"}."""
    return {"components": [dict(x) for x in components()], "terms": {**TERMS, **hal.TERMS},
            "view": view_fields()}
