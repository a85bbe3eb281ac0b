"""The tactic cards at level 1 and 2 (Archers: archers.py). Each opens small steps on top of the turn menu.

- Commands a card enhances (cards.card_command, then command.py's troop and path; battle.py reads the effects):
  Cavalry (2 steps through areas no enemy holds, capacity ignored on the way; an arch gets no 3rd step; L2 two
  troops, each 1 command, each Charge 1; Cavalry Leader: Charge +1 when a seraph rides, `seraph_charge`), Dark
  Portal (1 command to a friendly or empty non-altar area; L2 any non-altar area, a battle there at -2 damage and
  without retreat), Holy Fury (+1 damage, prevent 1; L2 +2 / 2) and Brutal Assault (circles +1 damage; L2 Charge 1),
  the last two played with the command of the troop that attacks (RULES.md assumption).
- Breakthrough: offered by the battle owner's `battle_won` decision (battle_result.HANDLERS, filled below): the
  winning troop moves on 1 step as the same move; L2 first gains up to 3 demons (troop size at most 9).
- Blinding Light: up to 2 enemy minions in 1 area adjacent or diagonal to your units retreat by the retreat rules;
  L2 up to 4 from any such areas.
- Healing Hands: gain up to 3 minions into 1 area you control, free to move; L2 twice, in different areas;
  Healing Touch: one more area, and in one of them your arch may heal 3 instead.
- Out of Nowhere: gain 2 minions, one each into different areas that are empty or yours (an uncontrolled
  resource area is not empty; enemy altars never), free to move; L2 5; Behind Enemy Lines: +1 and up to 3 an area.
- Persuader: an enemy minion adjacent or diagonal to one of your areas goes to the general reserve and you gain a
  minion in that area of yours (to reinforcements without room); unpreventable; L2 3, each from a different
  area; Backstab: each also deals 1 damage to its area (the aura applies).
(AF-79..AF-87, AF-94, AF-95, AF-99, AF-111; Rulebook: Card Appendix, Tactic cards, Non-battle cards.)
"""
from __future__ import annotations

from shared.engine.events import event
from shared.games.angel_fury import (archers, battle_result, capacity, cards, command, economy, retreat, steps,
                                     units, wording)
from shared.games.angel_fury.content import content

COPY = ("kind", "seat", "id")


def again(state: dict, step: dict, **changes) -> None:
    """Re-push a finished choice step with some data changed (the next choice of the same card)."""
    data = {k: v for k, v in step.items() if k not in COPY}
    data.update(changes)
    steps.push(state, step["kind"], step["seat"], **data)


def family_of(card_id: str) -> str:
    """The card's family (its tactic, for combos)."""
    return cards.card(card_id)["family"]


# -- commands the tactic enhances (AF-82, AF-84, AF-86, AF-81, AF-111) -------------------------------------------------
def seraph_charge(state: dict, seat: int) -> int:
    """Cavalry Leader's Charge for a cavalry troop with a seraph (AF-111)."""
    return sum(cards.effect(c)["charge"] for c in cards.player_of(state, seat)["seraph_cards"]
               if c is not None and cards.card(c)["family"] == "cavalry_leader")


def start_cavalry(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Cavalry: 1 command per troop, 2 steps through areas no enemy holds; L2 two troops with Charge 1 (AF-82)."""
    e = cards.effect(card_id)
    mods = {"steps": e["steps"], "pass_friendly": True}
    if e["charge"]:
        mods["charge"] = e["charge"]
    if seraph_charge(state, seat):
        mods["seraph_charge"] = seraph_charge(state, seat)
    cards.start_card_command(state, seat, card_id, mods, troops=e["troops"])


def start_dark_portal(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Dark Portal: 1 command, one jump to a friendly or empty non-altar area (L2 any non-altar area: a battle
    at -2 damage, no retreat); the troop is commanded, so it can't move again (AF-86)."""
    mods = {"dark_portal": cards.card(card_id)["level"], "effects": [dict(cards.effect(card_id))]}
    cards.start_card_command(state, seat, card_id, mods)


def start_attack_card(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Holy Fury / Brutal Assault: played with the command of the troop that attacks; the battle reads the
    effect (damage, prevent, circle damage, charge) for the whole battle (AF-31, AF-81, AF-84)."""
    cards.start_card_command(state, seat, card_id, {"effects": [dict(cards.effect(card_id))]})


# -- Breakthrough (AF-80) ----------------------------------------------------------------------------------------------
def troop_size(state: dict, troop: dict) -> int:
    """Slots the troop takes: minions and its leaders' sizes (the troop size Breakthrough II caps)."""
    return troop["minions"] + sum(capacity.piece_size(state["leaders"][l]["kind"]) for l in troop["leaders"])


def breakthrough_actions(state: dict, seat: int, item: dict) -> list:
    """`breakthrough {card, gain}` for a Breakthrough in hand within the tactic limit; L2 gains 0..3 first
    (troop size <= 9, from the reserve) (AF-27, AF-80)."""
    out = []
    for c in cards.one_per_type(cards.player_of(state, seat)["hand"]):
        e = cards.effect(c)
        if family_of(c) != "breakthrough" or not cards.within_limit(state, seat, c):
            continue
        most = min(e["gain"], cards.reserve_minions(state, seat),
                   max(0, e.get("troop_max", 0) - troop_size(state, item["troop"])))
        out += [{"type": "breakthrough", "card": c, "gain": n,
                 **wording.label("label.breakthrough", card=wording.card(c), steps=e["extra_steps"], gain=n)}
                for n in range(most + 1)]
    return out


def breakthrough(state: dict, item: dict, action: dict, ev: list) -> None:
    """Play Breakthrough: gain the demons into the troop, then the survivors move on as the same move (AF-80)."""
    seat, troop = item["seat"], dict(item["troop"])
    cards.put_into_play(state, seat, action["card"], ev)
    if action["gain"]:
        state["reserve"]["minions"][troop["colour"]] -= action["gain"]
        troop["minions"] += action["gain"]
        ev.append(event("units_gained", seat, area=item["area"], count=action["gain"], commanded=True,
                        reason="breakthrough"))
    command.continue_after_battle(state, seat, troop, item["area"], item["came_from"], ev,
                                  extra_steps=cards.effect(action["card"])["extra_steps"])


# -- Blinding Light (AF-79) --------------------------------------------------------------------------------------------
def blind_targets(state: dict, seat: int, used: list, areas_left: int) -> list:
    """(area, colour) with enemy minions in reach; once the card's areas are used, only those areas (AF-79)."""
    reach = cards.reachable_from(state, seat)
    return [(a, c) for a in sorted(reach) if areas_left > 0 or a in used
            for c in cards.enemy_minion_colours(state, seat, a)]


def can_blind(state: dict, seat: int, card_id: str) -> bool:
    """An enemy minion stands adjacent or diagonal to one of the seat's units."""
    return any(cards.enemy_minion_colours(state, seat, a) for a in cards.reachable_from(state, seat))


def start_blinding_light(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the demons to drive back, an area at a time."""
    e = cards.effect(card_id)
    steps.push(state, "blinding_light", seat, card=card_id, left=e["retreat"], areas_left=e["areas"], used=[],
               taken=[])


def blind_legal(state: dict, step: dict) -> list:
    """Back to the Abyss before the first target (AF-127); `blind {area, colour, count}` up to the minions left to
    the card; or stop ("up to") (AF-79)."""
    fresh = not step["used"] and not step.get("destroy")
    out = cards.combo_actions(state, step["seat"], "blinding_light", step.get("taken", [])) if fresh else []
    verb, card = "destroy" if step.get("destroy") else "retreat", wording.card(step["card"])
    for area, colour in blind_targets(state, step["seat"], step["used"], step["areas_left"]):
        most, where = min(step["left"], cards.minions(state, area, colour)), wording.area(area)
        out += [{"type": "blind", "area": area, "colour": colour, "count": n,
                 **wording.label("label.blind", card=card, minions=wording.coloured(colour, n), verb=verb, n=n,
                                 area=where)} for n in range(1, most + 1)]
    return out + [cards.done("label.blind.done")]


def blind_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """The minions retreat backwards toward their side (to reinforcements without room or past your units)."""
    steps.pop(state, step)
    if action["type"] == cards.COMBO:  # Back to the Abyss: one more demon, destroyed instead (AF-127)
        cards.put_into_play(state, step["seat"], action["card"], ev, combo=True)
        e = cards.effect(action["card"])
        again(state, step, left=step["left"] + e["extra"], destroy=e["destroy"],
              taken=step.get("taken", []) + [cards.card(action["card"])["type"]])
        return
    if action["type"] == cards.DECLINE:
        return
    area = action["area"]
    if step.get("destroy"):
        cards.destroy_minions(state, area, action["colour"], action["count"], ev, "back_to_the_abyss")
    else:
        retreat.retreat_backwards(state, area, action["colour"], action["count"], [], ev, reason="blinding_light")
    fresh_area = area not in step["used"]
    left = step["left"] - action["count"]
    if left > 0:
        again(state, step, left=left, used=step["used"] + [area] * fresh_area,
              areas_left=step["areas_left"] - fresh_area)


# -- Healing Hands and Healing Touch (AF-83, AF-99) --------------------------------------------------------------------
def can_heal_hands(state: dict, seat: int, card_id: str) -> bool:
    """A minion can be gained into an area the seat controls."""
    return any(cards.gain_most(state, seat, a, 1) for a in cards.controlled(state, seat))


def start_healing_hands(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the areas (L2: 2; Healing Touch: one more) and how many angels each gains."""
    e = cards.effect(card_id)
    steps.push(state, "healing_hands", seat, card=card_id, left=e["areas"], used=[], taken=[], arch_heal=0)


def arch_here(state: dict, seat: int, area: str) -> str | None:
    """The seat's living arch in the area, hurt, or None."""
    arch = units.arch_of(state, seat)
    leader = state["leaders"].get(arch) if arch else None
    if leader and leader["alive"] and leader["area"] == area:
        return arch if leader["health"] < units.character_of(state, seat)["health"] else None
    return None


def hands_legal(state: dict, step: dict) -> list:
    """Healing Touch before the first area; `heal_hands {area, count}` per controlled area not used yet; with
    Healing Touch `heal_arch {area}` where your hurt arch stands; or stop ("up to") (AF-83, AF-99)."""
    seat, gain = step["seat"], cards.effect(step["card"])["gain"]
    out = [] if step["used"] else cards.combo_actions(state, seat, family_of(step["card"]), step["taken"])
    side = cards.player_of(state, seat)["side"]
    for area in cards.controlled(state, seat):
        if area in step["used"]:
            continue
        where = wording.area(area)
        out += [{"type": "heal_hands", "area": area, "count": n,
                 **wording.label("label.heal_hands", minions=wording.minions(side, n), area=where)}
                for n in range(1, cards.gain_most(state, seat, area, gain) + 1)]
        if step["arch_heal"] and arch_here(state, seat, area):
            out.append({"type": "heal_arch", "area": area, **wording.label(
                "label.heal_arch", arch=wording.message("part.arch", side=side), area=where, n=step["arch_heal"])})
    return out + [cards.done("label.heal_hands.done")]


def hands_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Add Healing Touch, or gain the minions (free to move) / heal the arch, then the next area if any."""
    steps.pop(state, step)
    seat, kind = step["seat"], action["type"]
    if kind == cards.COMBO:
        cards.put_into_play(state, seat, action["card"], ev, combo=True)
        e = cards.effect(action["card"])
        again(state, step, left=step["left"] + e["extra_areas"], arch_heal=e["arch_heal"],
              taken=step["taken"] + [cards.card(action["card"])["type"]])
        return
    if kind == cards.DECLINE:
        return
    if kind == "heal_arch":
        units.heal(state, seat, step["arch_heal"], ev)
    else:
        cards.gain_units(state, seat, action["area"], action["count"], ev, fresh=True, reason="healing_hands")
    if step["left"] > 1:
        again(state, step, left=step["left"] - 1, used=step["used"] + [action["area"]],
              arch_heal=0 if kind == "heal_arch" else step["arch_heal"])


# -- Out of Nowhere and Behind Enemy Lines (AF-85, AF-95) --------------------------------------------------------------
def is_enemy_altar(state: dict, seat: int, area: str) -> bool:
    """True for an altar of the other side."""
    colour = state["altars"].get(area)
    return colour is not None and content().side_of(colour) != cards.player_of(state, seat)["side"]


def nowhere_areas(state: dict, seat: int, placed: dict, per_area: int) -> list:
    """Areas an angel may appear in: empty or controlled by you, never an enemy altar, per-area limit, room
    (a resource area is not empty) (AF-85, AF-95)."""
    return [a for a in state["areas"] if is_nowhere_area(state, seat, a, placed, per_area)]


def is_nowhere_area(state: dict, seat: int, a: str, placed: dict, per_area: int) -> bool:
    """True when an angel may appear in area `a` now (see nowhere_areas)."""
    return (placed.get(a, 0) < per_area and not is_enemy_altar(state, seat, a)
            and (capacity.is_empty(state, a) or cards.controls(state, seat, a)) and cards.gain_most(state, seat, a, 1))


def can_nowhere(state: dict, seat: int, card_id: str) -> bool:
    """An angel can appear somewhere (none without a minion in the reserve; the menu asks this every listing)."""
    return cards.reserve_minions(state, seat) > 0 and any(is_nowhere_area(state, seat, a, {}, 1)
                                                          for a in state["areas"])


def start_out_of_nowhere(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Place the angels one at a time."""
    e = cards.effect(card_id)
    steps.push(state, "out_of_nowhere", seat, card=card_id, left=e["gain"], per_area=e["per_area"], placed={},
               taken=[])


def nowhere_legal(state: dict, step: dict) -> list:
    """Behind Enemy Lines before the first angel; then `place {area}` per allowed area (AF-85, AF-95)."""
    seat = step["seat"]
    out = [] if step["placed"] else cards.combo_actions(state, seat, family_of(step["card"]), step["taken"])
    side = cards.player_of(state, seat)["side"]
    out += [{"type": "place", "area": a,
             **wording.label("label.place", side=side, area=wording.area(a), left=step["left"])}
            for a in sorted(nowhere_areas(state, seat, step["placed"], step["per_area"]))]
    return out or [cards.done("label.nowhere.done")]


def nowhere_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Add Behind Enemy Lines (+1, up to 3 an area), or place one minion (free to move) and go on."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == cards.COMBO:
        cards.put_into_play(state, seat, action["card"], ev, combo=True)
        e = cards.effect(action["card"])
        again(state, step, left=step["left"] + e["extra"], per_area=e["per_area"],
              taken=step["taken"] + [cards.card(action["card"])["type"]])
    elif action["type"] == "place":
        area = action["area"]
        cards.gain_units(state, seat, area, 1, ev, fresh=True, reason="out_of_nowhere")
        if step["left"] > 1:
            again(state, step, left=step["left"] - 1, placed={**step["placed"], area: step["placed"].get(area, 0) + 1})


# -- Persuader and Backstab (AF-87, AF-94) -----------------------------------------------------------------------------
def persuade_targets(state: dict, seat: int, used: list) -> list:
    """(enemy area, colour, your area next to it) for enemy minions adjacent or diagonal to your units (AF-87)."""
    reach = cards.reachable_from(state, seat)
    return [(a, c, own) for a in sorted(reach) if a not in used
            for c in cards.enemy_minion_colours(state, seat, a) for own in reach[a]]


def can_persuade(state: dict, seat: int, card_id: str) -> bool:
    """An enemy minion stands adjacent or diagonal to one of the seat's units."""
    return any(cards.enemy_minion_colours(state, seat, a) for a in cards.reachable_from(state, seat))


def start_persuader(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Persuade the angels one at a time (L2: 3, from different areas)."""
    steps.push(state, "persuader", seat, card=card_id, left=cards.effect(card_id)["angels"], used=[], taken=[],
               backstab=0)


def persuade_legal(state: dict, step: dict) -> list:
    """Backstab before the first angel; then `persuade {area, colour, to}` (AF-87, AF-94)."""
    seat = step["seat"]
    out = [] if step["used"] else cards.combo_actions(state, seat, family_of(step["card"]), step["taken"])
    side = cards.player_of(state, seat)["side"]
    out += [{"type": "persuade", "area": a, "colour": c, "to": own,
             **wording.label("label.persuade", colour=wording.colour(c), enemy=wording.side_of(c),
                             area=wording.area(a), side=side, to=wording.area(own))}
            for a, c, own in persuade_targets(state, seat, step["used"])]
    return out or [cards.done("label.persuade.done")]


def persuade_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Add Backstab, or convert one angel (unpreventable), then Backstab's damage, then the next angel."""
    steps.pop(state, step)
    seat = step["seat"]
    if action["type"] == cards.COMBO:
        cards.put_into_play(state, seat, action["card"], ev, combo=True)
        again(state, step, backstab=cards.effect(action["card"])["damage_per_angel"],
              taken=step["taken"] + [cards.card(action["card"])["type"]])
        return
    if action["type"] == cards.DECLINE:
        return
    area, own = action["area"], action["to"]
    cards.destroy_minions(state, area, action["colour"], 1, ev, cause="persuaded")
    if not cards.gain_units(state, seat, own, min(1, cards.room_for(state, seat, own, 1)), ev, True, "persuader"):
        economy.gain(state, seat, ev, reinforcements=1, reason="persuader")
    if step["left"] > 1:
        again(state, step, left=step["left"] - 1, used=step["used"] + [area])
    if step["backstab"]:
        colours = [c for c in cards.enemy_colours(state, seat) if capacity.is_controlled(state, area, c)]
        archers.damage_area(state, area, colours, step["backstab"], ev, "backstab")


# the card the winner of a battle may play before entering (the battle's `battle_won` decision, AF-80)
battle_result.HANDLERS.update(after_battle_actions=breakthrough_actions, after_battle_apply=breakthrough)
cards.register(("cavalry", "cavalry_2"), cards.can_command_card, start_cavalry)
cards.register(("dark_portal", "dark_portal_2"), cards.can_command_card, start_dark_portal)
cards.register(("holy_fury", "holy_fury_2", "brutal_assault", "brutal_assault_2"), cards.can_command_card,
               start_attack_card)
cards.register(("blinding_light", "blinding_light_2"), can_blind, start_blinding_light)
cards.register(("healing_hands", "healing_hands_2"), can_heal_hands, start_healing_hands)
cards.register(("out_of_nowhere", "out_of_nowhere_2"), can_nowhere, start_out_of_nowhere)
cards.register(("persuader", "persuader_2"), can_persuade, start_persuader)
steps.register("blinding_light", legal=blind_legal, apply=blind_apply)
steps.register("healing_hands", legal=hands_legal, apply=hands_apply)
steps.register("out_of_nowhere", legal=nowhere_legal, apply=nowhere_apply)
steps.register("persuader", legal=persuade_legal, apply=persuade_apply)
