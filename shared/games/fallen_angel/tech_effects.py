"""What each tech effect offers for one use and what it does (techs.py runs the uses; content techs.json holds
every amount). The tech's `cost` is paid by techs.use_once before `perform`.

player["copied"] lists the player's own tiles already copied by someone (covered by their House token, T6).
(T1-T10, M1-M8; Rulebook: Appendix, Starting Technologies, Monster Technologies.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import movement, resources, shadow, techs
from shared.games.fallen_angel import wording as w



def tech_param(found) -> dict:
    """The tech as a component param."""
    return w.named(found["id"], found["name"])


def player_of(state: dict, seat: int) -> dict:
    """The seat's player record."""
    return state["players"][seat]


# -- gains and conversions (T1, T5, T9, T10, M8) ---------------------------------------------------------------
def gain_options(state: dict, seat: int, tech) -> list:
    """A flat gain (T1 Engine Boost, T9 +1 Engine, T10 +1 Shield)."""
    return [{"type": "gain_tech", **w.label("label.tech.gain", tech=tech_param(tech), gain=w.amounts(tech["gain"]))}]


def gain_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Gain the tech's amounts (capped tracks lose the surplus)."""
    resources.gain(state, seat, ev, tech["id"], **tech["gain"])


def convert_options(state: dict, seat: int, tech) -> list:
    """Pay for a gain, if the player can (M8 Reverse Engineering: 1 Engine for 1 Shield)."""
    if not resources.can_spend(player_of(state, seat), **tech["pay"]):
        return []
    return [{"type": "tech_convert",
             **w.label("label.tech.pay", tech=tech_param(tech), pay=w.amounts(tech["pay"]),
                       gain=w.amounts(tech["gain"]))}]


def convert_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Pay, then gain."""
    resources.spend(state, seat, ev, tech["id"], **tech["pay"])
    resources.gain(state, seat, ev, tech["id"], **tech["gain"])


def conversion_options(state: dict, seat: int, tech) -> list:
    """Convert 1 of VP/Honor/Shields into 1 of another (T5); not into Shields at their top."""
    player, n = player_of(state, seat), tech["amount"]
    return [{"type": "convert_resource", "give": give, "get": get,
             **w.label("label.tech.convert", tech=tech_param(tech), give=w.amounts({give: n}),
                       get=w.amounts({get: n}))}
            for give in tech["resources"] if player[give] >= n
            for get in tech["resources"] if get != give and not is_capped(player, get)]


def is_capped(player: dict, track: str) -> bool:
    """The track is at its top (more would be lost)."""
    top = resources.cap(track)
    return top is not None and player[track] >= top


def conversion_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Give 1 of one resource, get 1 of another."""
    n = tech["amount"]
    resources.spend(state, seat, ev, tech["id"], **{action["give"]: n})
    resources.gain(state, seat, ev, tech["id"], **{action["get"]: n})


# -- gems (T2, T7, M6, M7) -------------------------------------------------------------------------------------
def gem_options(state: dict, seat: int, tech) -> list:
    """Consume a stored gem of a colour: own-colour and other amounts (T2, M6, M7)."""
    return [{"type": "consume", "colour": c,
             **w.label("label.tech.consume", tech=tech_param(tech), colour=w.colour(c),
                       gain=w.amounts(tech["own"] if resources.is_own(state, seat, c) else tech["other"]))}
            for c in shadow.convertible(state, resources.gem_colours(player_of(state, seat)))]  # row 59


def gem_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Consume the gem and gain the own-colour or other amount."""
    colour = action["colour"]
    resources.consume_gem(state, seat, colour, ev, tech["id"])
    resources.gain(state, seat, ev, tech["id"], **(tech["own"] if resources.is_own(state, seat, colour)
                                                   else tech["other"]))


def to_vp_options(state: dict, seat: int, tech) -> list:
    """T7 Resources to VP: the cost (Shield, Engine) is checked by techs.options; then a gem to consume."""
    if len(shadow.convertible(state, resources.gems(player_of(state, seat)))) < tech["gems"]:
        return []
    return [{"type": "consume", "colour": c,
             **w.label("label.tech.to_vp", tech=tech_param(tech), cost=w.amounts(tech["cost"]), colour=w.colour(c),
                       gain=w.amounts(tech["gain"]))}
            for c in shadow.convertible(state, resources.gem_colours(player_of(state, seat)))]  # row 59


def to_vp_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Consume the gem (the Shield and Engine are paid already) and gain the VP."""
    resources.consume_gem(state, seat, action["colour"], ev, tech["id"])
    resources.gain(state, seat, ev, tech["id"], **tech["gain"])


# -- Honor and VP between players (T4, T8, M1) ------------------------------------------------------------------
def honor_control_options(state: dict, seat: int, tech) -> list:
    """Any player, yourself included, gains or loses 1 Honor (T4); a player without Honor can't lose one."""
    n, out = tech["amount"], []
    for target in range(len(state["players"])):
        who, used = w.seat(state, target), tech_param(tech)
        out.append({"type": "honor_control", "target": target, "change": n,
                    **w.label("label.tech.honor_up", tech=used, target=who, honor=n)})
        if player_of(state, target)["honor"] >= n:
            out.append({"type": "honor_control", "target": target, "change": -n,
                        **w.label("label.tech.honor_down", tech=used, target=who, honor=n)})
    return out


def honor_control_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """The target gains or loses the Honor."""
    target, change = action["target"], action["change"]
    if change > 0:
        resources.gain(state, target, ev, tech["id"], honor=change)
    else:
        resources.spend(state, target, ev, tech["id"], honor=-change)


def vp_grab_options(state: dict, seat: int, tech) -> list:
    """Give an opponent 1 Honor of yours: they lose 2 VP, you gain 2 (T8)."""
    out = [] if not resources.can_spend(player_of(state, seat), **tech["give"]) else [
        {"type": "grab_vp", "target": t,
         **w.label("label.tech.grab", tech=tech_param(tech), target=w.seat(state, t), give=w.amounts(tech["give"]),
                   vp=tech["steal"]["vp"])} for t in techs.opponents(state, seat)]
    return out + reverse_grab_options(state, seat, tech)


def reverse_grab_options(state: dict, seat: int, tech) -> list:
    """Co-op: in reverse, take 1 Honor from a player, who gains the 2 VP you lose (row 61)."""
    if not shadow.is_on(state):
        return []
    return [{"type": "grab_vp", "target": t, "reverse": True,
             **w.label("label.tech.grab_reverse", tech=tech_param(tech), give=w.amounts(tech["give"]),
                       target=w.seat(state, t), vp=tech["steal"]["vp"])}
            for t in techs.opponents(state, seat) if resources.can_spend(player_of(state, t), **tech["give"])]


def vp_grab_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Your Honor goes to the target; the VP move from them to you (their VP may go below 0)."""
    target, vp = action["target"], tech["steal"]["vp"]
    if action.get("reverse"):  # row 61 (co-op): the Honor and the VP move the other way
        seat, target = target, seat
    resources.spend(state, seat, ev, tech["id"], **tech["give"])
    resources.gain(state, target, ev, tech["id"], **tech["give"])
    resources.lose_vp(state, target, vp, ev, tech["id"])
    resources.gain(state, seat, ev, tech["id"], vp=vp)


def honor_computation_options(state: dict, seat: int, tech) -> list:
    """Take 1 Honor from an opponent with at least as much Honor as you, checked each time (M1)."""
    mine, n = player_of(state, seat)["honor"], tech["take"]["honor"]
    return [{"type": "take_honor", "target": t,
             **w.label("label.tech.take_honor", tech=tech_param(tech), honor=n, target=w.seat(state, t))}
            for t in techs.opponents(state, seat) if player_of(state, t)["honor"] >= max(mine, n)]


def honor_computation_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """The Honor moves from the target to you."""
    resources.spend(state, action["target"], ev, tech["id"], **tech["take"])
    resources.gain(state, seat, ev, tech["id"], **tech["take"])


# -- gems and cubes given by an opponent (M2, M3) --------------------------------------------------------------
def attract_gem_options(state: dict, seat: int, tech) -> list:
    """An opponent with at least as many stored gems as you, and a free compartment of yours (M2)."""
    player = player_of(state, seat)
    if not resources.free_compartments(player):
        return []
    mine = resources.gem_count(player)
    return [{"type": "attract_gem", "target": t,
             **w.label("label.tech.attract_gem", tech=tech_param(tech), target=w.seat(state, t))}
            for t in techs.opponents(state, seat)
            if resources.gem_count(player_of(state, t)) >= max(mine, tech["gems"])]


def attract_gem_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """The target gives a gem: at once with one colour, else they choose (a pending decision)."""
    target = action["target"]
    colours = resources.gem_colours(player_of(state, target))
    if len(colours) == 1:
        give_gem(state, target, seat, colours[0], ev)
    else:
        decisions.ask(state, "give_gem", target, taker=seat, tech=tech["id"])


def give_gem(state: dict, giver: int, taker: int, colour: str, ev: list) -> None:
    """The gem moves from the giver's storage into the taker's, with no Engine cost (M2)."""
    resources.take_gem(player_of(state, giver), colour)
    ev.append(event("gem_given", giver, to=taker, colour=colour))
    resources.store_gem(state, taker, colour, ev, pay=False, reason="elemental_attraction")


def give_gem_legal(state: dict, item: dict) -> list:
    """The giver chooses which of their gems to give (M2)."""
    taker = w.seat(state, item["taker"])
    return [{"type": "give_gem", "colour": c, **w.label("label.give_gem", target=taker, colour=w.colour(c))}
            for c in resources.gem_colours(player_of(state, item["seat"]))]


def give_gem_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Close the giver's decision and move the chosen gem."""
    decisions.record(state, item["seat"])
    give_gem(state, item["seat"], item["taker"], action["colour"], ev)


def attract_cube_options(state: dict, seat: int, tech) -> list:
    """An opponent with at least as many unused cubes as you (M3)."""
    mine = resources.cube_count(player_of(state, seat))
    return [{"type": "attract_cube", "target": t,
             **w.label("label.tech.attract_cube", tech=tech_param(tech), target=w.seat(state, t))}
            for t in techs.opponents(state, seat)
            if resources.cube_count(player_of(state, t)) >= max(mine, tech["cubes"])]


def cube_colours(player: dict) -> list[str]:
    """The colours of the player's unused cubes."""
    return [c for c, n in player["cubes"].items() if n > 0]


def attract_cube_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """The target gives a cube: at once with one colour, else they choose (a pending decision)."""
    target = action["target"]
    colours = cube_colours(player_of(state, target))
    if len(colours) == 1:
        give_cube(state, target, seat, colours[0], ev)
    else:
        decisions.ask(state, "give_cube", target, taker=seat, tech=tech["id"])


def give_cube(state: dict, giver: int, taker: int, colour: str, ev: list) -> None:
    """The cube moves from the giver's mat to the taker's (M3)."""
    resources.take_cube(player_of(state, giver), colour)
    ev.append(event("cube_given", giver, to=taker, colour=colour))
    resources.add_cube(state, taker, colour, ev, "telepathic_propaganda")


def give_cube_legal(state: dict, item: dict) -> list:
    """The giver chooses which of their unused cubes to give (M3)."""
    taker = w.seat(state, item["taker"])
    return [{"type": "give_cube", "colour": c, **w.label("label.give_cube", target=taker, colour=w.colour(c))}
            for c in cube_colours(player_of(state, item["seat"]))]


def give_cube_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Close the giver's decision and move the chosen cube."""
    decisions.record(state, item["seat"])
    give_cube(state, item["seat"], item["taker"], action["colour"], ev)


# -- the airship on the map (T3, M4, M5) ----------------------------------------------------------------------
def leap_options(state: dict, seat: int, tech) -> list:
    """Any Location the airship could enter, ignoring links (T3)."""
    return [{"type": "leap_to", "location": loc, **w.label("label.tech.leap", tech=tech_param(tech), location=w.comp(loc))}
            for loc in movement.leap_targets(state, seat)]


def leap_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Teleport and enter the Location."""
    movement.leap(state, seat, action["location"], ev)


def drive_options(state: dict, seat: int, tech) -> list:
    """A free move of up to 2 links, when a first link is possible (M4)."""
    here = player_of(state, seat)["airship"]
    probe = {"start": here, "visited": [], "first": here is None}
    if not movement.destinations(state, seat, probe):
        return []
    return [{"type": "drive", **w.label("label.tech.drive", tech=tech_param(tech), steps=tech["steps"])}]


def drive_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """A free move with no domination at its end."""
    movement.begin_move(state, seat, tech["steps"], 0, False, tech["id"], ev)


def invade_options(state: dict, seat: int, tech) -> list:
    """A House token on the airship's Location if it has none; cubes stay (M5)."""
    here = player_of(state, seat)["airship"]
    if here is None or here in state["land"]["houses"] or shadow.is_skull(state, here):  # row 60 (co-op)
        return []
    return [{"type": "invade", **w.label("label.tech.invade", tech=tech_param(tech), location=w.comp(here))}]


def invade_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """The House token goes on the airship's Location."""
    movement.place_house(state, seat, player_of(state, seat)["airship"], ev, tech["id"])


# -- Copy Technology (T6) --------------------------------------------------------------------------------------
def copyable(state: dict, seat: int) -> list[tuple[int, str]]:
    """(owner, tile) of other players' techs with no House token on them, not Copy Technology itself ([A]),
    that the copier could use after paying the copy's Honor (T6)."""
    out = []
    for owner in techs.opponents(state, seat):
        theirs = player_of(state, owner)
        for tile in (t for chain in theirs["chains"] for t in chain):
            if tile not in theirs["copied"] and techs.tech_of(state, tile)["effect"] != "copy_technology":
                out.append((owner, tile))
    return out


def copy_options(state: dict, seat: int, tech) -> list:
    """Another player's uncovered tech usable after the copy's cost (T6: its status is ignored)."""
    player, cost = player_of(state, seat), tech["cost"]
    for k, n in cost.items():
        player[k] -= n
    try:
        found = [(o, t) for o, t in copyable(state, seat) if techs.can_use(state, seat, t)]
    finally:
        for k, n in cost.items():
            player[k] += n
    return [{"type": "copy_tech", "tile": t,
             **w.label("label.tech.copy", tech=tech_param(tech), owner=w.seat(state, o), copied=techs.tech_param(state, t))}
            for o, t in found]


def copy_perform(state: dict, seat: int, tech, action: dict, ev: list) -> None:
    """Cover the copied tile with its owner's House token, then use it as your own."""
    tile = action["tile"]
    owner = techs.owner_of(state, tile)
    player_of(state, owner)["copied"].append(tile)
    ev.append(event("tech_copied", seat, tile=tile, owner=owner))
    techs.begin_use(state, seat, tile, ev, copied_from=owner)


#: effect id (content techs.json) -> the choices of one use, and what a choice does
OPTIONS = {"gain": gain_options, "convert": convert_options, "resources_conversion": conversion_options,
           "consume_gem": gem_options, "resources_to_vp": to_vp_options, "honor_control": honor_control_options,
           "vp_grab": vp_grab_options, "honor_computation": honor_computation_options,
           "elemental_attraction": attract_gem_options, "telepathic_propaganda": attract_cube_options,
           "space_leap": leap_options, "hypersonic_drive": drive_options, "blitz_invasion": invade_options,
           "copy_technology": copy_options}
PERFORM = {"gain": gain_perform, "convert": convert_perform, "resources_conversion": conversion_perform,
           "consume_gem": gem_perform, "resources_to_vp": to_vp_perform, "honor_control": honor_control_perform,
           "vp_grab": vp_grab_perform, "honor_computation": honor_computation_perform,
           "elemental_attraction": attract_gem_perform, "telepathic_propaganda": attract_cube_perform,
           "space_leap": leap_perform, "hypersonic_drive": drive_perform, "blitz_invasion": invade_perform,
           "copy_technology": copy_perform}

techs.OPTIONS.update(OPTIONS)  # the machinery finds each effect by its id
techs.PERFORM.update(PERFORM)
techs.steps.register("give_gem", legal=give_gem_legal, apply=give_gem_apply)
techs.steps.register("give_cube", legal=give_cube_legal, apply=give_cube_apply)
