"""A few lines summing up a seat's view for a terminal (`seraph play`): round and whose decision it is, the
seat's own board and hand by name, one short line per other seat, and the Black Angel's progress. Built from
the view only."""
from __future__ import annotations

from shared.games.black_angel.content import content


def _names(glossary: dict | None) -> dict:
    return {comp["id"]: comp["name"] for comp in (glossary or {}).get("components", [])}


def board_line(p: dict) -> str:
    """'VP 12, 3 resources, 1 ships, 2 debris; robots break 3 / work O1 Y2 G1'."""
    letter = {colour: code for code, colour in content().board["hex_codes"].items()}  # O / Y / G
    work = " ".join(f"{letter.get(colour, colour)}{n}" for colour, n in p["robots"]["work"].items())
    return (f"VP {p['vp']}, {p['resources']} resources, {p['ships']} ships, {p['debris']} debris; "
            f"robots break {p['robots']['break']} / work {work}")


def hand_line(p: dict, name: dict) -> str:
    """The own hand by name, or another's by colour counts."""
    if "hand_ids" in p:
        cards = p["hand_ids"]["missions"] + p["hand_ids"]["ravagers"]
        return "hand: " + (", ".join(name.get(c, c) for c in cards) or "empty")
    counts = ", ".join(f"{n} {colour}" for colour, n in p["hand"]["missions"].items() if n)
    return f"hand: Missions {counts or 'none'}, {p['hand']['ravagers']} Ravagers"


def progress_line(view: dict) -> str:
    """Where the Black Angel is, the Ravager deck, and the end trigger once it happened."""
    space, decks = view["space"], view["decks"]
    spes = "at Spes" if space["at_spes"] else f"on strip {space['ba']} of {len(space['strips'])}"
    end = f"; end triggered ({view['end']['trigger']}), final round {view['end']['final_round']}" \
        if view["end"]["trigger"] else ""
    return f"Black Angel {spes}; Ravager deck {decks['ravagers']}{end}"


def lines(view: dict, seat: int | None, glossary: dict | None = None) -> list[str]:
    """The summary: round and decision, own board, the others briefly, the Black Angel and the decks."""
    name = _names(glossary)
    players = view["players"]

    def who(s):
        return "you" if s == seat else players[s]["name"]

    decision = view["decision"]
    doing = f"{who(decision['seat'])} to decide ({decision['kind']})" if decision else "nobody to decide"
    out = [f"Round {view['round']}, {who(view['turn']['seat'])}'s turn; {doing}"
           + (" - game over" if view["over"] else "")]
    if seat is not None:
        me = players[seat]
        out.append(f"You ({me['role']}): {board_line(me)}; {hand_line(me, name)}")
        tiles = [name.get(cell["tile"], cell["tile"]) for row in me["grid"] for cell in row if cell]
        out.append("Grid: " + (", ".join(tiles) or "empty"))
    out += [f"{p['name']} ({p['role']}): {board_line(p)}; {hand_line(p, name)}"
            for s, p in enumerate(players) if s != seat]
    return out + [progress_line(view)] + hal_line(view, name)


def hal_line(view: dict, name: dict) -> list[str]:
    """Solitaire: Hal's difficulty, the card he revealed (or his last one) and his deck (BA-39)."""
    h = view.get("hal")
    if not h:
        return []
    card = h["card"] or (h["discard"][-1] if h["discard"] else None)
    shown = f"{'revealed' if h['card'] else 'last card'} {name.get(card, card)}" if card else "no card revealed yet"
    return [f"Hal ({h['difficulty']}): {shown}; {h['deck']} cards in his deck"]
