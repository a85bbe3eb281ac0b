"""A few lines summing up a seat's view for a terminal (`seraph play`): round, phase and who decides, the seat's
own mat and hero hand by name, one short line per other seat, Angel City and the objective. Built from the view
only."""
from __future__ import annotations


def _names(glossary: dict | None) -> dict:
    """Component id -> name, from the glossary."""
    return {comp["id"]: comp["name"] for comp in (glossary or {}).get("components", [])}


def mat_line(p: dict) -> str:
    """'VP 12, H 3, Sh 4, En 5, gems 2, cubes 3, Rerolls 2'."""
    gems = sum(1 for g in p["storage"] if g is not None)
    return (f"VP {p['vp']}, H {p['honor']}, Sh {p['shields']}, En {p['engine']}, gems {gems}, "
            f"cubes {sum(p['cubes'].values())}, Rerolls {p['rerolls']}")


def heroes_line(p: dict, name: dict) -> str:
    """The own hand by name, or another's counts."""
    h = p["heroes"]
    if "hand_ids" in h:
        hand = ", ".join(name.get(c, c) for c in h["hand_ids"]) or "empty"
        return f"heroes: {hand}; deck {h['deck']}"
    return f"heroes: {h['hand']} in hand, deck {h['deck']}"


def city_line(view: dict, name: dict) -> str:
    """Gems per Angel City Region, the bag, and the objective bid for this round."""
    regions = ", ".join(f"{r} {sum(g.values())}" for r, g in view["city"]["regions"].items())
    objective = view["objectives"][0] if view["objectives"] else None
    bid = f"; objective: {name.get(objective, objective)}" if objective else ""
    return f"Angel City: {regions}; bag {sum(view['city']['bag'].values())}{bid}"


def lines(view: dict, seat: int | None, glossary: dict | None = None) -> list[str]:
    """The summary: round and decision, own mat and heroes, the others briefly, Angel City."""
    name = _names(glossary)
    players = view["players"]

    def who(s):
        return "you" if s == seat else players[s]["name"]

    decision = view["decision"]
    doing = (f"{', '.join(who(s) for s in decision['seats'])} to decide ({decision['kind']})" if decision
             else "nobody to decide")
    out = [f"Round {view['round']} of {view['rounds']}, {view['phase']}; {doing}"
           + (" - game over" if view["over"] else "")]
    order = ", ".join(who(s) for s in view["order"])
    if order:
        out.append(f"Order Chamber: {order}")
    if seat is not None:
        me = players[seat]
        out.append(f"You ({me['role']}): {mat_line(me)}; {heroes_line(me, name)}")
    out += [f"{p['name']} ({p['role']}): {mat_line(p)}; {heroes_line(p, name)}"
            for s, p in enumerate(players) if s != seat]
    return out + [city_line(view, name)]
