"""A few lines summing up a seat's view for a terminal (`seraph play`): whose turn, the round, the seat's own
goods, Devices, Partner and cards by name, and one short line per other seat. Built from the view only."""
from __future__ import annotations

from shared.games.falling.content import HOLDINGS, NAMES, content


def _names(glossary: dict | None) -> dict:
    """Component id -> name from the glossary (where it names them), with Partner and Device names."""
    c = content()
    out = {sid: side["name"] for sid, side in c.partners.items()}
    out.update({dt: c.devices[dt]["name"] for dt in c.device_order})
    for comp in (glossary or {}).get("components", []):
        if comp.get("id") and comp.get("name"):
            out[comp["id"]] = comp["name"]
    return out


def waiting_for(view: dict) -> list[int]:
    """The seats the view shows as deciding now (the view's counterpart of active_seats)."""
    if view["step"] == "over" or view["final"] is not None:
        return []
    if view["pending"]:
        return [view["pending"][0]["seat"]]
    if view["step"] == "explore":
        return [view["order"][view["turn"]]]
    if view["step"] == "supply":
        return [s for s, seat in enumerate(view["seats"]) if not seat["supply_chosen"]]
    pick = view["partner_pick"]
    if pick is None:
        return []
    if pick["method"] == "draft":
        return pick["queue"][:1]
    return [s for s, chosen in enumerate(pick["chosen"]) if not chosen]


def goods(seat: dict, short: bool = False) -> str:
    """Holdings and VP, e.g. "3 Coin, 1 Gas, 1 Skill Chip, 4 VP" (short: "C3 G1 Chip1 VP4")."""
    if short:
        return " ".join([f"{k}{seat[k]}" for k in HOLDINGS if seat[k]] + [f"VP{seat['vp']}"])
    held = [f"{seat[k]} {NAMES[k]}" for k in HOLDINGS if seat[k]]
    return ", ".join(held + [f"{seat['vp']} VP"])


def lines(view: dict, seat: int | None, glossary: dict | None = None) -> list[str]:
    """The summary: turn and round, the seat's own holdings and cards by name, then the others briefly."""
    name = _names(glossary)
    seats = view["seats"]

    def who(s):
        return "you" if s == seat else seats[s]["name"]

    deciding = waiting_for(view)
    out = [f"Round {view['round']}, {view['phase']} ({view['step']}); deciding: "
           f"{', '.join(who(s) for s in deciding) or 'nobody'}"]
    if seat is not None:
        me = seats[seat]
        floor, space = me["fm"]
        devices = ", ".join(f"{name.get(k, k)} {n}" for k, n in me["dev"].items() if n)
        out.append(f"{'You' if me['name'] == 'You' else 'You (' + me['name'] + ')'}: {goods(me)}; Flying Machine on floor {floor}, space {space}; "
                   f"Partner {name.get(me['partner'], me['partner'] or 'none')}; Devices: {devices or 'none'}")
        cards = []
        if me.get("hand"):
            cards.append("in hand: " + ", ".join(name.get(c, c) for c in me["hand"].values() if c))
        guild = [name.get(g[0], g[0]) for g in me["guild"] if g]
        if guild:
            cards.append("Guild cards placed: " + ", ".join(guild))
        if me.get("r4"):
            cards.append(f"secret Round-4 card: {name.get(me['r4'], me['r4'])}")
        if me.get("vp_card_ids"):
            cards.append("VP cards: " + ", ".join(name.get(c, c) for c in me["vp_card_ids"]))
        out.append("Cards: " + ("; ".join(cards) or "none"))
    for s, other in enumerate(seats):
        if s != seat:
            out.append(f"{other['name']} ({other['kind']}): {goods(other, short=True)}, floor {other['fm'][0]}, "
                       f"{other['vp_cards']} VP cards")
    solo = view.get("solo")
    if solo:
        out.append(f"Danda ({solo['difficulty']}): NPC card {solo['npc_resolved']}/{solo['npc_limit']} this round; "
                   f"Overwork cost {goods_text(solo['overwork_cost'])}")
    return out


def goods_text(cost: dict) -> str:
    """{"Res": 2} -> "2 Resources"."""
    return ", ".join(f"{v} {NAMES.get(k, k)}" for k, v in cost.items() if v) or "nothing"
