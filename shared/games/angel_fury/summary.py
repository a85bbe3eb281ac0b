"""A few lines summing up a seat's view for a terminal (`seraph play`): the turn, soul points and who decides; the
seat's own board, hand by name and offer; one short line per other seat; the battle in progress; the areas with
units. Built from the view only."""
from __future__ import annotations


def _names(glossary: dict | None) -> dict:
    """Component id -> name, from the glossary."""
    return {comp["id"]: comp["name"] for comp in (glossary or {}).get("components", [])}


def board_line(p: dict, name: dict) -> str:
    """'Baal; 5 C, 3 R; commands 2/3; handsize 4; hand 4, deck 6, discard 2; reserve: Flaming Sword'."""
    who = name.get(p["character"], p["character"]) if p["character"] else "character not revealed"
    if p.get("offered") and not p["character"]:
        who = "choosing " + " or ".join(name.get(ch, ch) for ch in p["offered"])
    reserve = ", ".join(name.get(c, c) for c in p["reserve"]) or "none"
    commands = p["commands"]
    return (f"{who}; {p['crystals']} C, {p['reinforcements']} R; commands {commands['unused']}/"
            f"{commands['unused'] + commands['used']}; handsize {p['handsize']}; hand {p['hand']}, deck {p['deck']}"
            f"{' (known)' if p['deck_known'] else ''}, discard {len(p['discard'])}; reserve: {reserve}")


def area_line(area_id: str, area: dict, board: dict) -> str:
    """'r3c4 (soul): black 3 (1 fresh), black-seraph-1'; marks: terrain, the soul, an altar's colour."""
    units = [f"{col} {u['minions']} ({u['fresh']} fresh)" for col, u in sorted(area["units"].items())]
    marks = [area["terrain"]] if area["terrain"] else []
    marks += ["soul"] if board["soul"] == area_id else []
    marks += [f"{board['altars'][area_id]} altar"] if area_id in board["altars"] else []
    where = f" ({', '.join(marks)})" if marks else ""
    return f"{area_id}{where}: " + ", ".join(units + list(area["leaders"]))


def battle_line(view: dict) -> str | None:
    """The battle in progress: area, round, attacking troop, damage dealt."""
    b = view["battle"]
    if not b:
        return None
    t = b["troop"]
    attackers = ", ".join([f"{t['colour']} {t['minions']}"] + list(t["leaders"]))
    return (f"Battle at {b['area']} (from {b['from']}), round {b['round']}: attackers {attackers}; damage dealt "
            f"{b['dealt']}")


def lines(view: dict, seat: int | None, glossary: dict | None = None) -> list[str]:
    """The summary: turn and decision, own board and hand, the others briefly, the battle, the occupied areas."""
    name = _names(glossary)
    players = view["players"]

    def who(s):
        return "you" if s == seat else players[s]["name"]

    decision = view["decision"]
    doing = (f"{', '.join(who(s) for s in decision['seats'])} to decide ({decision['kind']})" if decision
             else "nobody to decide")
    points = ", ".join(f"{side} {n}" for side, n in view["soul_points"].items())
    out = [f"Turn {view['turn']['number']} ({who(view['turn']['seat'])}); soul points {points} of "
           f"{view['soul_points_to_win']}; {doing}" + (" - game over" if view["over"] else "")]
    if seat is not None:
        me = players[seat]
        hand = ", ".join(name.get(c, c) for c in me["hand_ids"]) or "empty"
        offer = ", ".join(name.get(c, c) for c in view["training"][me["side"]]["offer"])
        out += [f"You ({me['role']}): {board_line(me, name)}", f"Hand: {hand}", f"Training ground: {offer}"]
    out += [f"{p['name']} ({p['role']}): {board_line(p, name)}" for s, p in enumerate(players) if s != seat]
    battle = battle_line(view)
    out += [battle] if battle else []
    return out + [area_line(a, rec, view["board"]) for a, rec in view["areas"].items()
                  if rec["units"] or rec["leaders"]]
