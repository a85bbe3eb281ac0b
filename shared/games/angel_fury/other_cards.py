"""The other starting cards and the non-battle cards played from the turn menu (the combos are played with their
tactic: tactics.py, archers.py; Quick March also joins a command card's troop: cards.card_command).

Heal (+1, L2 +2, never above the printed health), Reinforce (+1 minion into an area you control that may not move;
L2 +2 that may), New Ideas (discard up to 4 offered cards at once, then refill), Flexibility (exactly 2 of one
resource for 2 of the other; L2 1 for 3), Resource (+1 C or R; Resource II +2), Learning (-1 C or -1 R on one
purchase this turn: economy.add_learning), Double Tactics (a 2nd tactic this turn), Quick March (+1 step with
Cavalry's rules; not with Dark Portal), Gather Crystals / Recruit (1 command: +4 C / +4 R), Haste (a troop moves 2,
no battle), Suicide Raid (1 command: destroy 1 own demon, then 2 angels in an area orthogonally next to it,
unpreventable), Sneaking In (+1 demon into an area without units, terrain or altar - the soul if empty - free to
move). Gains come from the finite reserve (AF-5).
(AF-88..AF-93, AF-97, AF-98, AF-100, AF-101, AF-117..AF-119; Rulebook: Card Appendix. Voice of Thunder, AF-115:
thunder.py.)
"""
from __future__ import annotations

from shared.games.angel_fury import board, capacity, cards, economy, steps, units, wording

RESOURCES = ("C", "R")
#: the player field of each resource
NAMES = {"C": "crystals", "R": "reinforcements"}


def gain(state: dict, seat: int, amounts: dict, ev: list, reason: str) -> dict:
    """Gain a {C, R} record from the finite general reserve (economy.gain)."""
    return economy.gain(state, seat, ev, crystals=amounts.get("C", 0), reinforcements=amounts.get("R", 0),
                     reason=reason)


def always(state: dict, seat: int, card_id: str) -> bool:
    """Cards that can always be played."""
    return True


# -- Heal (AF-88) ---------------------------------------------------------------------------------------------------
def can_heal(state: dict, seat: int, card_id: str) -> bool:
    """The seat's arch lives and is below its printed health."""
    arch = units.arch_of(state, seat)
    leader = state["leaders"].get(arch) if arch else None
    return bool(leader and leader["alive"] and leader["health"] < units.character_of(state, seat)["health"])


def start_heal(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Heal the arch by 1 (L2 2), capped at its printed health (AF-88)."""
    units.heal(state, seat, cards.effect(card_id)["heal"], ev)


# -- Reinforce (AF-89) and Sneaking In (AF-119) ------------------------------------------------------------------------
def reinforce_areas(state: dict, seat: int) -> list:
    """Areas the seat controls where a minion from the reserve fits."""
    return [a for a in cards.controlled(state, seat) if cards.gain_most(state, seat, a, 1)]


def can_reinforce(state: dict, seat: int, card_id: str) -> bool:
    """A minion from the reserve fits in an area the seat controls (the menu asks this every listing)."""
    return cards.reserve_minions(state, seat) > 0 and any(cards.gain_most(state, seat, a, 1)
                                                          for a in cards.controlled(state, seat))


def sneak_areas(state: dict, seat: int) -> list:
    """Areas without units, mountain, fountain or altar (the soul counts when empty) (AF-119)."""
    if not cards.reserve_minions(state, seat):
        return []
    altars = state["altars"]
    return [a for a in board.areas(state) if capacity.is_empty(state, a) and a not in altars]


def start_gain_card(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the area the minions appear in."""
    steps.push(state, "card_gain_area", seat, card=card_id)


def gain_area_legal(state: dict, step: dict) -> list:
    """`card_area {area}`: Reinforce into a controlled area, Sneaking In into a fully empty one."""
    seat, card_id = step["seat"], step["card"]
    areas = sneak_areas(state, seat) if cards.card(card_id)["family"] == "sneaking_in" else reinforce_areas(state, seat)
    card, n = wording.card(card_id), cards.effect(card_id)["gain"]
    return [{"type": "card_area", "area": a, **wording.label("label.card_gain_area", card=card, n=n,
                                                             area=wording.area(a))} for a in areas]


def gain_area_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Gain the minions (as many as fit); Reinforce L1's may not move this turn, the others may (AF-89, AF-119)."""
    steps.pop(state, step)
    seat, e = step["seat"], cards.effect(step["card"])
    n = cards.gain_most(state, step["seat"], action["area"], e["gain"])
    cards.gain_units(state, seat, action["area"], n, ev, fresh=e.get("may_move", True),
                     reason=cards.card(step["card"])["family"])


# -- resources: New Ideas, Flexibility, Resource, Learning (AF-90..AF-93) ----------------------------------------------
def can_new_ideas(state: dict, seat: int, card_id: str) -> bool:
    """The seat's training ground offers a card."""
    return bool(economy.training_of(state, seat)["offer"])


def start_new_ideas(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Discard up to 4 offered cards at once, then refill (economy's offer discard, unpaid) (AF-90)."""
    economy.push_offer_discard(state, seat, paid=False, most=cards.effect(card_id)["discard_max"])


def trades(state: dict, seat: int, card_id: str) -> list:
    """(give, get) resource pairs the seat can pay for (AF-91)."""
    player, pay = cards.player_of(state, seat), cards.effect(card_id)["pay"]
    return [(give, get) for give in RESOURCES for get in RESOURCES if give != get and player[NAMES[give]] >= pay]


def can_trade(state: dict, seat: int, card_id: str) -> bool:
    """The seat holds enough of one resource to trade."""
    return bool(trades(state, seat, card_id))


def start_resource_card(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose which resource (Resource) or which trade (Flexibility)."""
    steps.push(state, "card_resource", seat, card=card_id)


def resource_legal(state: dict, step: dict) -> list:
    """Flexibility: `trade {give}`; Resource: `resource {what}` (AF-91, AF-92)."""
    seat, card_id, e = step["seat"], step["card"], cards.effect(step["card"])
    if "pay" in e:
        return [{"type": "trade", "give": give, **wording.label(
            "label.trade", pay=wording.resource(give, e["pay"]), gain=wording.resource(get, e["gain"]))}
                for give, get in trades(state, seat, card_id)]
    return [{"type": "resource", "what": r, **wording.label("label.resource", amount=wording.resource(r, e["gain"]))}
            for r in RESOURCES]


def resource_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """Pay and gain (Flexibility: exactly the card's amounts), or gain (Resource) (AF-91, AF-92)."""
    steps.pop(state, step)
    seat, e = step["seat"], cards.effect(step["card"])
    if action["type"] == "trade":
        give = action["give"]
        get = next(r for r in RESOURCES if r != give)
        economy.pay(state, seat, {give: e["pay"], get: 0}, ev, "flexibility")
        gain(state, seat, {get: e["gain"]}, ev, "flexibility")
    else:
        gain(state, seat, {action["what"]: e["gain"]}, ev, "resource")


def start_learning(state: dict, seat: int, card_id: str, ev: list) -> None:
    """The next purchase this turn costs 1 C or 1 R less, chosen when buying (economy.price, AF-93)."""
    economy.add_learning(state, seat)


# -- Double Tactics (AF-97) -------------------------------------------------------------------------------------------
def start_double_tactics(state: dict, seat: int, card_id: str, ev: list) -> None:
    """One more tactic may be played this turn (AF-97)."""
    turn = cards.flags(state, seat)
    turn[cards.EXTRA_TACTICS] = turn.get(cards.EXTRA_TACTICS, 0) + cards.effect(card_id)["tactics"] - 1


# -- commands: Gather Crystals, Recruit, Haste, Quick March (AF-98, AF-100, AF-101, AF-117) ----------------------------
def can_spend(state: dict, seat: int, card_id: str) -> bool:
    """A command to pay."""
    return cards.has_command(state, seat)


def start_gather(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Spend 1 command, gain 4 crystals (Gather Crystals) or 4 reinforcements (Recruit) (AF-100, AF-101)."""
    cards.spend_command(state, seat, ev, cards.card(card_id)["family"])
    gain(state, seat, cards.effect(card_id)["gain"], ev, cards.card(card_id)["family"])


def start_haste(state: dict, seat: int, card_id: str, ev: list) -> None:
    """A troop moves 2 steps (friendly areas passable regardless of room) but may not battle (AF-117)."""
    e = cards.effect(card_id)
    cards.start_card_command(state, seat, card_id, {"steps": e["steps"], "no_battle": e["no_battle"],
                                                    "pass_friendly": True})


def start_quick_march(state: dict, seat: int, card_id: str, ev: list) -> None:
    """A troop moves 1 extra step when commanded, by Cavalry's rules (AF-98)."""
    cards.start_card_command(state, seat, card_id, {"quick_march": cards.effect(card_id)["extra_steps"],
                                                    "pass_friendly": True})


# -- Suicide Raid (AF-118) ---------------------------------------------------------------------------------------------
def raids(state: dict, seat: int) -> list:
    """(own area with a minion, enemy colour, orthogonally adjacent area with its minions) (AF-118)."""
    colour = cards.player_of(state, seat)["colour"]
    return [(own, c, a) for own in cards.controlled(state, seat) if cards.minions(state, own, colour)
            for a in board.neighbours(state, own) for c in cards.enemy_minion_colours(state, seat, a)]


def can_raid(state: dict, seat: int, card_id: str) -> bool:
    """A command to pay and a demon next to angels."""
    return cards.has_command(state, seat) and bool(raids(state, seat))


def start_raid(state: dict, seat: int, card_id: str, ev: list) -> None:
    """Choose the demon and the angels' area."""
    steps.push(state, "suicide_raid", seat, card=card_id)


def raid_legal(state: dict, step: dict) -> list:
    """`raid {area, target, colour}`."""
    e, side = cards.effect(step["card"]), cards.player_of(state, step["seat"])["side"]
    return [{"type": "raid", "area": own, "target": a, "colour": c, **wording.label(
        "label.raid", side=side, area=wording.area(own), victims=wording.coloured(c, e["destroy"]),
        target=wording.area(a))}
            for own, c, a in raids(state, step["seat"])]


def raid_apply(state: dict, step: dict, action: dict, ev: list) -> None:
    """1 command; your minion dies, then 2 enemy minions there, unpreventable (not a battle) (AF-118)."""
    seat, e = step["seat"], cards.effect(step["card"])
    steps.pop(state, step)
    cards.spend_command(state, seat, ev, "suicide_raid")
    cards.destroy_minions(state, action["area"], cards.player_of(state, seat)["colour"], e["destroy_own"], ev,
                          "suicide_raid")
    cards.destroy_minions(state, action["target"], action["colour"], e["destroy"], ev, "suicide_raid")


cards.register(("heal", "heal_2"), can_heal, start_heal)
cards.register(("reinforce", "reinforce_2"), can_reinforce, start_gain_card)
cards.register(("sneaking_in",), lambda s, seat, c: bool(sneak_areas(s, seat)), start_gain_card)
cards.register(("new_ideas",), can_new_ideas, start_new_ideas)
cards.register(("flexibility", "flexibility_2"), can_trade, start_resource_card)
cards.register(("resource", "resource_2"), always, start_resource_card)
cards.register(("learning",), always, start_learning)
cards.register(("double_tactics",), always, start_double_tactics)
cards.register(("gather_crystals", "recruit"), can_spend, start_gather)
cards.register(("haste",), cards.can_command_card, start_haste)
cards.register(("quick_march",), cards.can_command_card, start_quick_march)
cards.register(("suicide_raid",), can_raid, start_raid)
steps.register("card_gain_area", legal=gain_area_legal, apply=gain_area_apply)
steps.register("card_resource", legal=resource_legal, apply=resource_apply)
steps.register("suicide_raid", legal=raid_legal, apply=raid_apply)
