"""The glossary clients show: every card, tile and token id in the content with a rules text generated from the
data, the abbreviations used in views and actions, and what every view field means."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from shared.engine.schemas import view_prose
from shared.games.falling.automa import describe_condition, solo_content
from shared.games.falling.content import content
from shared.games.falling.wording import names, solo_names

#: how a goods key reads in a text
GOOD_WORDS = {"C": ("Coin", "Coins"), "G": ("Gas", "Gas"), "Br": ("Brick", "Bricks"), "Fe": ("Iron", "Iron"),
              "Cr": ("Crystal", "Crystals"), "Chip": ("Skill Chip", "Skill Chips"), "VP": ("VP", "VP"),
              "BrFe": ("Brick or Iron", "Bricks or Iron (any mix)"),
              "Res": ("Resource of your choice", "Resources of your choice"),
              "Mat": ("Material of your choice", "Materials of your choice"),
              "Conv": ("free Guild Conversion (no Skill Chip placed)", "free Guild Conversions (no Skill Chip placed)"),
              "Retrieve": ("Retrieve a Device", "Retrieve a Device")}

TERMS = {
    "C": "Coin (a Resource)", "G": "Gas (a Resource)", "Br": "Brick (a Material)", "Fe": "Iron (a Material)",
    "Cr": "Crystal (a Material; may be spent as a Brick or an Iron, never as a Coin or Gas)",
    "Chip": "Skill Chip (placed on an effect as the Sub-action, or spent on Negotiation)",
    "VP": "Victory Points (the score track; each wrap 9 -> 0 draws a Victory Point card worth 10)",
    "FM": "Flying Machine (your piece in the Tower: [floor, space])",
    "Res": "any Resources (Coins and Gas in any mix)", "Mat": "any Materials (Bricks, Iron and Crystals in any mix)",
    "BrFe": "a Brick or an Iron, your choice", "Conv": "resolve a Guild Conversion without placing a Skill Chip",
    "Retrieve": "return one of your installed Devices to its column and gain that column space's reward",
    "ref": "Refinery Device", "smelt": "Smelting Device", "mine": "Mining Device", "expl": "Exploration Device",
    "half": "a Resource or Guild card is used by one of its two halves, chosen in Supply: half 1 or half 2 in "
            "words, side 0 or 1 in actions and views (res_side, guild_side, guild[][1])",
    "pay code": "a concrete payment in an action, e.g. C2-Fe1 = 2 Coins and 1 Iron; free = nothing",
    "Contribution": "points of your Devices on floors 3-5 at the end (Refinery 1, Smelting 1, Mining 3, Exploration 2)",
    "NPC": "Danda, the solo opponent run by the NPC Action cards",
    "Overwork Cost": "solo: what the player pays per Action once Danda has passed",
}

#: what the glossary says of what is not in the view itself (the view's own fields come from its schema)
BESIDE_VIEW = {
    "prompt": "GET prompt: {kind, text}: what the seat decides now (partner, supply, turn, overwork, danda, or a "
              "pending kind: goods, install, conv, recep, appraise, alchemist, deliver_keep, deliver_give, "
              "retrieve, danda_device)",
}
SCHEMAS = Path(__file__).with_name("schemas")


def view_fields() -> dict:
    """Every view field (dotted: `seats[].fm`, `tower[].dev`) with its view-schema description, then the prompt:
    the schema is the one source of this prose."""
    return {**view_prose(SCHEMAS), **BESIDE_VIEW}


def goods_text(goods) -> str:
    """'1 Coin, 2 Gas' for a goods mapping; 'nothing' for none."""
    parts = []
    for k, n in goods.items():
        if n:
            one, many = GOOD_WORDS.get(k, (k, k))
            parts.append(one if k in ("Conv", "Retrieve") and n == 1 else f"{n} {one if n == 1 else many}")
    return ", ".join(parts) or "nothing"


def conversion_text(conv) -> str:
    """'pay 3 Coins, gain 2 Iron' (alternatives joined with 'or')."""
    cost = " or ".join(goods_text(c) for c in conv["cost"])
    gain = " or ".join(goods_text(g) for g in conv["gain"])
    return f"pay {cost} to gain {gain}"


def effect_text(eff) -> str:
    """A Guild card half: an Income effect or a Guild Conversion, with its Skill Chip spaces."""
    spaces = eff.get("spaces", 1)
    chips = f"{spaces} Skill Chip space{'s' if spaces > 1 else ''}"
    if eff["kind"] == "income":
        return f"Guild Income: gain {goods_text(eff['income'])} each Income Phase; placing a Skill Chip here " \
               f"gains {goods_text(eff['chip_reward'])} ({chips})"
    return f"Guild Conversion: {conversion_text(eff)} ({chips})"


def partner_text(side) -> str:
    """Starting goods and the ability, from the partner side's data. (Rulebook: Partner Tiles.)"""
    devices = content().devices
    parts = [f"Starting goods: {goods_text(side['start'])}"]
    if "ascend_discount" in side:
        parts.append(f"each Ascend action costs {goods_text(side['ascend_discount'])} less")
    if "install_surcharge" in side:
        names = ", ".join(devices[d]["name"] for d in side["surcharge_devices"])
        parts.append(f"installing a {names} Device costs {goods_text(side['install_surcharge'])} more and gains "
                     f"{goods_text(side['install_gain'])} (mandatory)")
    if "install_discount" in side:
        parts.append(f"Devices cost {goods_text(side['install_discount'])} less to install")
    if "invest_floor_bonus" in side:
        parts.append("when installing, you may pay 1 more Brick or Iron of a type in the Device's cost to raise "
                     f"the Floor Bonus by {side['invest_floor_bonus']}")
    if "negotiate_bonus" in side:
        parts.append(f"each Negotiate action gains {goods_text(side['negotiate_bonus'])} more")
    if "receptionist_conversions" in side:
        convs = "; ".join(conversion_text(c) for c in side["receptionist_conversions"])
        parts.append(f"whenever you would gain a Skill Chip from a Placement or Floor Bonus you may instead "
                     f"resolve one of: {convs}")
    if "retrieve_bonus" in side:
        table = "; ".join(f"{i}: {goods_text(g)}" for i, g in enumerate(side["retrieve_bonus"]) if i)
        parts.append(f"after 5a, gain by the number of Devices you retrieved ({table}; more: the last)")
    if side.get("materials_as_crystal"):
        parts.append("you may spend Bricks and Iron as Crystals")
    if side.get("discard_materials_on_pass"):
        parts.append("when you pass, first return all your Bricks, Iron and Crystals")
    if "vp_draw" in side:
        parts.append(f"whenever you draw a Victory Point card draw {side['vp_draw']}, keep 1 and return the "
                     f"rest face down to the bottom")
    if "delivery_keep" in side:
        parts.append(f"at the end of Supply reveal players + 1 Victory Point cards, keep the bonus of "
                     f"{side['delivery_keep']}, give one to each other player, then shuffle them to the bottom")
    for st in side.get("alchemist_income", ()):
        parts.append(f"Income from Round {st['from_round']}: {goods_text(st['goods'])} or a Guild Conversion "
                     f"without a Skill Chip")
    for conv in side.get("conversions", ()):
        parts.append(f"Conversion: {conversion_text(conv)}")
    if "income" in side:
        parts.append(f"Income: {goods_text(side['income'])}")
    return "; ".join(parts)


def _space_text(i: int, space) -> str:
    notes = (["blue-framed"] if space.get("blue") else []) + (
        [f"{space['min_players']}+ players"] if space.get("min_players") else [])
    note = f" ({', '.join(notes)})" if notes else ""
    return f"space {i + 1}{note}: {goods_text(space['bonus'])}"


def _npc_action(act) -> str:
    kind = act["do"]
    if kind == "ascend":
        return "Ascend 1 floor"
    if kind == "ascend_to":
        return f"Ascend to floor {act['floor']}"
    if kind == "install":
        return "Install a Device"
    return f"place a Crystal on the {act['side']}most available Negotiation space"


def _npc_text(card) -> str:
    if "actions" in card:
        return ", then ".join(_npc_action(a) for a in card["actions"])
    halves = []
    for name, half in zip(("Upper", "Lower"), card["halves"]):
        when = " or ".join(describe_condition(c) for c in half["when"])
        halves.append(f"{name}: if {when}: " + (", then ".join(_npc_action(a) for a in half["actions"]) or "nothing"))
    return "; ".join(halves)


def _halves(sides, fn) -> str:
    return "; ".join(f"half {i}: {fn(side)}" for i, side in enumerate(sides, start=1))


def card_components(c, name: dict) -> list:
    """Resource, Guild and Victory Point cards (names: wording.py, counted as printed)."""
    out = []
    for ids in c.res_decks.values():
        out += [{"id": cid, "kind": "resource_card", "name": name[cid],
                 "text": _halves(c.cards[cid]["sides"], lambda side: f"gain {goods_text(side)}")} for cid in ids]
    for ids in c.guild_decks.values():
        out += [{"id": cid, "kind": "guild_card", "name": name[cid],
                 "text": _halves(c.cards[cid]["sides"], effect_text)} for cid in ids]
    out += [{"id": cid, "kind": "vp_card", "name": name[cid],
             "text": f"Worth 10 VP; when drawn (not in final scoring) gain {goods_text(c.vp_cards[cid]['bonus'])}"}
            for cid in c.vp_ids]
    return out


def board_components(c, name: dict) -> list:
    """Floor tiles, Partner tiles, randomizer cards, Partners and Devices."""
    out = []
    for kind, ids in c.tile_ids.items():
        for tid in ids:
            spaces = "; ".join(_space_text(i, sp) for i, sp in enumerate(c.tiles[tid]["spaces"]))
            out.append({"id": tid, "kind": "floor_tile", "name": name[tid],
                        "text": f"Device spaces and Placement Bonuses, left to right: {spaces}"})
    sides = c.partners
    for tid in c.partner_tile_ids:
        t = c.partner_tiles[tid]
        out.append({"id": tid, "kind": "partner_tile", "name": name[tid],
                    "text": f"Front: {sides[t['front']]['name']}; back: {sides[t['back']]['name']}"})
    out += [{"id": card["id"], "kind": "randomizer_card", "name": name[card["id"]],
             "text": f"Deals {name[card['tile']]}"} for card in c.randomizer_cards]
    out += [{"id": sid, "kind": "partner", "name": name[sid], "text": partner_text(side)}
            for sid, side in sides.items()]
    for dt in c.device_order:
        d = c.devices[dt]
        income = "; ".join(f"{k + 1}: {goods_text(g)}" for k, g in enumerate(d["income"]))
        retrieve = "; ".join(f"space {k + 1}: {goods_text(g)}" for k, g in enumerate(d["retrieve"]))
        out.append({"id": dt, "kind": "device", "name": name[dt],
                    "text": f"{d['count']} per player; install cost {goods_text(d['cost'])}; Contribution "
                            f"{d['contribution']}; income by Devices installed ({income}); retrieval reward "
                            f"({retrieve})"})
    return out


def solo_components(sc) -> list:
    """NPC, Blockade and Summary cards and the solo tokens."""
    name = solo_names(sc)
    out = [{"id": cid, "kind": "npc_card", "name": name[cid], "text": _npc_text(card)} for cid, card in sc.npc.items()]
    for bid in sc.blockade_ids:
        b = sc.blockades[bid]
        spaces = ", ".join(f"floor {f} space {i + 1}" for f, i in b["tokens"])
        first = "NPC First" if b["first"] == "npc" else "Player First"
        out.append({"id": bid, "kind": "blockade_card", "name": name[bid],
                    "text": f"Blockade Tokens on {spaces}; in round 1: {first}"})
    for level, card in sc.summary.items():
        overwork = " / ".join(goods_text(o) for o in card["overwork"])
        thresholds = "; ".join(f"{t['contribution']}+: {t['vp']} VP" for t in card["thresholds"])
        out.append({"id": f"summary-{level}", "kind": "summary_card", "name": f"Solo Game Summary Card ({level})",
                    "text": f"NPC cards per round {'/'.join(map(str, card['npc_cards']))}; Overwork Cost per round "
                            f"{overwork}; Contribution thresholds {thresholds}"})
    out.append({"id": "blockade-token", "kind": "token", "name": "Blockade Token",
                "text": "solo: no Flying Machine may enter the space it covers this round"})
    out.append({"id": "danda-token", "kind": "token", "name": "Danda Token",
                "text": "solo: Danda's marker on the Turn Order and Pass Tracks"})
    return out


@lru_cache(maxsize=1)
def components() -> tuple:
    """Every component id once: cards, tiles, partners, devices, solo cards and tokens."""
    c, name = content(), names()
    return tuple(card_components(c, name) + board_components(c, name) + solo_components(solo_content()))


def glossary() -> dict:
    """{"components", "terms", "view"} (see the module docstring)."""
    return {"components": [dict(x) for x in components()], "terms": dict(TERMS), "view": view_fields()}
