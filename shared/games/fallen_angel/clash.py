"""Chaotic Battlefield module 3, Clash of Dominance (option `clash_of_dominance`): at the end of an Airship
Movement action, the mover may pay Shields to replace an opponent's House token on the final Location.

The mover pays 1 Shield (content `clash_of_dominance`) to attempt the replacement; the token's owner may pay 1
Shield to counter; they alternate until one of them is unwilling or unable to pay. The last to pay wins: the
mover's House token replaces the owner's, or the owner's stays. Every Shield spent is lost. Each payment is a
one-seat `clash` item of the seat whose turn it is (out of turn for the owner); a seat without a Shield to pay
is not asked and the other side's last payment wins. ASSUME (inventory): the final Location must hold no cubes,
as for domination (row 31). ASSUME: only the Movement action starts a clash ("In the Airship Movement action"),
not Space Leap (T3), Hypersonic Drive (M4) or Blitz Invasion (M5).
(Row 69; Rulebook: Variant: Chaotic Battlefield, 3. Clash of Dominance.)
"""
from __future__ import annotations

from shared.engine import decisions
from shared.engine.events import event
from shared.games.fallen_angel import movement, resources, steps
from shared.games.fallen_angel.content import content
from shared.games.fallen_angel import wording as w

OPTION = "clash_of_dominance"
KIND = "clash"


def is_on(state: dict) -> bool:
    """True when the game uses Clash of Dominance (row 69)."""
    return bool(state["options"].get(OPTION))


def cost() -> int:
    """The Shields one attempt or counter costs (row 69)."""
    return content().clash_of_dominance["shields"]


def can_pay(state: dict, seat: int) -> bool:
    """True when `seat` holds the Shields for one more attempt or counter (row 69)."""
    return state["players"][seat]["shields"] >= cost()


def can_clash(state: dict, seat: int, loc: str | None) -> bool:
    """A final Location holding an opponent's House token and no cubes (ASSUME), and a Shield to pay (row 69)."""
    owner = state["land"]["houses"].get(loc) if loc is not None else None
    return (is_on(state) and owner is not None and owner != seat and not movement.cubes_at(state, loc)
            and can_pay(state, seat))


def run_start(state: dict, step: dict, ev: list) -> None:
    """After a Movement action: offer the mover the attempt when the final Location allows it (row 69)."""
    seat, loc = step["seat"], step["location"]
    if can_clash(state, seat, loc):
        owner = state["land"]["houses"][loc]
        decisions.ask(state, KIND, seat, location=loc, attacker=seat, defender=owner, last=None,
                      spent={str(seat): 0, str(owner): 0})


def clash_legal(state: dict, item: dict) -> list:
    """Pay a Shield (attempt or counter), or stop (row 69)."""
    seat, loc = item["seat"], w.comp(item["location"])
    attacker, defender = (w.seat(state, item[k]) for k in ("attacker", "defender"))
    if seat == item["attacker"]:
        pay = w.label("label.clash.attempt", cost=cost(), defender=defender, location=loc)
        stop = w.label("label.clash.leave" if item["last"] is None else "label.clash.give_up", defender=defender,
                       location=loc)
    else:
        pay = w.label("label.clash.counter", cost=cost(), attacker=attacker, location=loc)
        stop = w.label("label.clash.let", attacker=attacker, location=loc)
    return [{"type": "pay_shield", **pay}, {"type": "decline", **stop}]


def clash_apply(state: dict, item: dict, action: dict, ev: list) -> None:
    """Pay and hand the clash to the other side (who is asked only if they can pay), or stop (row 69)."""
    seat = item["seat"]

    def resolve(data: dict) -> None:
        if action["type"] == "decline":
            finish(state, data, ev)
            return
        resources.spend(state, seat, ev, "clash", shields=cost())
        data["spent"][str(seat)] += 1
        data["last"] = seat
        ev.append(event("clash_shield_paid", seat, location=data["location"], spent=dict(data["spent"])))
        other = data["defender"] if seat == data["attacker"] else data["attacker"]
        if can_pay(state, other):
            decisions.ask(state, KIND, other, location=data["location"], attacker=data["attacker"],
                          defender=data["defender"], last=seat, spent=dict(data["spent"]))
        else:
            finish(state, data, ev)

    decisions.resolve_front(state, seat, resolve)


def finish(state: dict, data: dict, ev: list) -> None:
    """The last payer wins: the mover's House token replaces the owner's, or the owner's stays (row 69)."""
    last, loc = data["last"], data["location"]
    if last is None:
        ev.append(event("clash_declined", data["attacker"], location=loc))
        return
    ev.append(event("clash_ended", None, location=loc, winner=last, attacker=data["attacker"],
                    defender=data["defender"], spent=dict(data["spent"])))
    if last == data["attacker"]:
        movement.place_house(state, last, loc, ev, "clash")


steps.register("clash_start", run=run_start)
steps.register(KIND, legal=clash_legal, apply=clash_apply)
