"""Phase and turn machinery in one place: setup, partner choice, the 5 phases of each round, game end.

state["step"] names the next automatic job (see STEPS); `advance` runs jobs until a seat must decide:
a pending sub-decision exists, or the step waits for input (partner / supply / explore).
"""
from __future__ import annotations

from shared.engine.catalog import chosen_seat
from shared.engine.decisions import ask
from shared.engine.events import event, private_event
from shared.engine.rng import Rng, seed_state
from shared.games.falling.actions import pass_step
from shared.games.falling import solo
from shared.games.falling import wording as w
from shared.games.falling.content import content
from shared.games.falling.decisions import retrieve_device
from shared.games.falling.effects import gain, guild_effect, partner
from shared.games.falling.scoring import final_scoring
from shared.games.falling.state import new_seat

SIDES = ("front", "back", "jini")


# -- setup --------------------------------------------------------------------------------------------
def new_tile(state: dict, kind: str) -> dict:
    """Draw a floor tile of `kind` ('normal' or 'round') and return its tower slot.
    (Rulebook: Setup › General Setup; 5c: Replenish Floor Tiles.)"""
    tid = state["decks"][kind].pop()
    return {"tile": tid, "dev": [None] * len(content().tiles[tid]["spaces"])}


def setup(seed: int, options: dict, specs: list) -> dict:
    """The initial state: shuffled decks, tower, seats, secret Round-4 Guild card, partner choice.
    (Rulebook: Setup › General Setup, Player Setup.)"""
    c = content()
    n = len(specs)
    state = {"rng": seed_state(seed), "n": n, "opts": dict(options), "round": 0, "phase": "setup",
             "step": "partner", "order": list(range(n)), "turn": 0, "acted": False, "sub": False, "passed": 0,
             "pending": [], "public_vp": [], "tower": [], "nego": [None] * len(c.negotiation), "blockades": [], "pick": None,
             "final": None, "decks": {}, "seats": [new_seat(sp, c.device_order) for sp in specs]}
    rng = Rng(state)
    decks = state["decks"]
    decks["vp"] = rng.shuffle(list(c.vp_ids))
    for kind in ("normal", "round"):
        decks[kind] = rng.shuffle(list(c.tile_ids[kind]))
    for name, ids in list(c.res_decks.items()) + list(c.guild_decks.items()):
        decks[name] = rng.shuffle(list(ids))
    state["tower"] = [new_tile(state, "normal") for _ in range(c.floors - 1)] + [new_tile(state, "round")]
    for seat in state["seats"]:  # Player Setup step 4: a secret Round 4 Guild card each
        seat["r4"] = decks[c.setup_guild_deck].pop()
    solo_game = any(sp.kind == "automa" for sp in specs)
    if not solo_game:
        state["order"] = first_order(state, rng)
    for pos, s in enumerate(state["order"]):
        state["seats"][s]["fm"] = [1, pos]
    if solo_game:
        solo.setup(state, rng)  # Blockade and NPC decks; round-1 turn order from the Blockade card
    start_partner_choice(state, rng)
    if solo.is_solo(state):
        solo.after_partner_setup(state)  # Danda has no Partner and makes no partner choice
    advance(state, [])
    return state


def first_order(state: dict, rng: Rng) -> list:
    """Round-1 turn order: the starting player, then clockwise (seat numbers are clockwise). The starting
    player is drawn from the seed, unless option `first_player` names a seat (no draw then).
    (Rulebook: Setup › Player Setup step 5, "Choose a starting player (randomly, or the best climber)".)"""
    n = state["n"]
    chosen = state["opts"].get("first_player", "random")
    seat = chosen_seat(chosen)  # a seat number from 1, or an old "0".."3" from 0 (issue 30 §3)
    first = rng.below(n) if seat is None else seat
    return [(first + k) % n for k in range(n)]


def start_partner_choice(state: dict, rng: Rng) -> None:
    """Recommended / Jini Jini: assign now; randomizer: deal cards; draft: reveal N+1 tiles.
    (Rulebook: Setup › Select a Partner.)"""
    c = content()
    method = state["opts"]["partner_method"]
    order = state["order"]
    if method == "jini":
        for s in order:
            state["seats"][s]["partner"] = c.jini["id"]
    elif method == "recommended":
        for pos, s in enumerate(order):
            state["seats"][s]["partner"] = c.recommended[state["n"]][pos]
    elif method == "randomizer":
        offer, seen = [], set()
        for card in rng.shuffle(list(c.randomizer_cards)):
            if card["tile"] not in seen and len(offer) < state["n"]:
                seen.add(card["tile"])
                offer.append(card["tile"])
        state["pick"] = {"method": method, "offer": offer, "choice": [None] * state["n"]}
    else:
        tiles = rng.shuffle(list(c.partner_tile_ids))[:state["n"] + 1]
        state["pick"] = {"method": method, "tiles": tiles, "queue": list(reversed(order))}


def side_name(tile: str, side: str) -> str:
    """The partner id for `side` of partner tile `tile` (Jini Jini for 'jini')."""
    return content().jini["id"] if side == "jini" else content().partner_tiles[tile][side]


def partner_label(tid: str, tile: str, side: str) -> dict:
    """'Choose Pilot (the front of Partner Tile 1 ...)', 'Draft Partner Tile 1 ... and take Jini Jini instead'."""
    if side == "jini":
        return w.label(f"{tid}.jini", tile=w.comp(tile), partner=w.comp(side_name(tile, side)))
    return w.label(tid, tile=w.comp(tile), partner=w.comp(side_name(tile, side)), side=w.key(side))


def partner_actions(state: dict, s: int) -> list:
    """Randomizer: Jini Jini / front / back of the dealt tile; draft: a revealed tile and a side.
    (Rulebook: Setup › Select a Partner.)"""
    pick = state["pick"]
    if pick["method"] == "randomizer":
        if pick["choice"][s] is not None:
            return []
        tile = pick["offer"][s]
        return [{"type": "choose_partner", "side": sd, **partner_label("label.partner", tile, sd)} for sd in SIDES]
    if pick["queue"][0] != s:
        return []
    return [{"type": "draft_partner", "tile": t, "side": sd, **partner_label("label.draft", t, sd)}
            for t in pick["tiles"] for sd in SIDES]


def do_choose_partner(state: dict, s: int, a: dict, ev: list) -> None:
    """Randomizer: a secret simultaneous choice, revealed when everyone has chosen.
    (Rulebook: Setup › Select a Partner › B.)"""
    pick = state["pick"]
    pick["choice"][s] = a["side"]
    ev.append(private_event("partner_chosen", s, [s], {"side": a["side"]}, {}))
    if all(ch is not None for ch in pick["choice"]):
        for t, ch in enumerate(pick["choice"]):
            state["seats"][t]["partner"] = side_name(pick["offer"][t], ch)
        ev.append(event("partners_revealed", None, partners=[seat["partner"] for seat in state["seats"]]))
        state["pick"] = None


def do_draft_partner(state: dict, s: int, a: dict, ev: list) -> None:
    """Draft (reverse turn order): take a revealed tile, use a side or Jini Jini (tile returned).
    (Rulebook: Setup › Select a Partner › C.)"""
    pick = state["pick"]
    pick["tiles"].remove(a["tile"])
    pick["queue"].pop(0)
    state["seats"][s]["partner"] = side_name(a["tile"], a["side"])
    ev.append(event("partner_drafted", s, tile=a["tile"], partner=state["seats"][s]["partner"]))
    if not pick["queue"]:
        state["pick"] = None


def step_partner(state: dict, ev: list) -> bool:
    """Wait for partner choices, then gain starting goods and turn-order bonuses and start round 1.
    (Rulebook: Setup › Player Setup.)"""
    if state["pick"] is not None:
        return False
    bonuses = content().turn_order_bonus
    for pos, s in enumerate(state["order"]):
        gain(state, s, partner(state["seats"][s])["start"], "partner_start", ev)
        gain(state, s, bonuses[pos], "turn_order", ev)
    start_round(state, 1, ev)
    return True


# -- phases 1 and 2 -----------------------------------------------------------------------------------
def start_round(state: dict, r: int, ev: list) -> None:
    """Preparation (take back Skill Chips, not those on Negotiation) and the Supply draw.
    (Rulebook: Game Flow › 1: Preparation Phase, 2: Supply Phase.)"""
    c = content()
    state["round"] = r
    state["phase"] = "supply"
    state["step"] = "supply"
    ev.append(event("round_started", None, round=r))
    if solo.is_solo(state):
        solo.prepare_round(state, r, ev)  # Round Blockade card, NPC cards reset, Danda beside floor 1
    res_deck = state["decks"][c.round_decks["resource"][r - 1]]
    guild_deck = state["decks"][c.round_decks["guild"][r - 1]]
    for s in state["order"]:
        seat = state["seats"][s]
        if seat["kind"] == "automa":
            continue  # Danda draws no cards and uses no Skill Chips
        back = sum(seat["used"].values())
        if back:
            seat["Chip"] += back
            ev.append(event("skill_chips_retrieved", s, count=back))
        seat["used"] = {}
        seat["hand"] = {"res": res_deck.pop(), "guild": guild_deck.pop()}
        ev.append(private_event("cards_drawn", s, [s], dict(seat["hand"]), {"count": 2}))


def supply_label(res: str, rs: int, gid: str, gs: int) -> dict:
    """'Use half 1 of Resource Card 3 (Rounds 1-2) to gain ..., and half 2 of Guild Card 5 (Round 1) (Guild
    Income)': halves are counted from one, the card's `sides` index + 1. (Rulebook: 2: Supply Phase.)"""
    cards = content().cards
    return w.label("label.supply", res=w.comp(res), res_half=rs + 1, res_gain=w.goods(cards[res]["sides"][rs]),
                   guild=w.comp(gid), guild_half=gs + 1, kind=w.key(cards[gid]["sides"][gs]["kind"]))


def supply_actions(state: dict, s: int) -> list:
    """Orientation of both cards (and in the last round which Guild card to keep), chosen secretly.
    (Rulebook: 2: Supply Phase.)"""
    seat = state["seats"][s]
    if seat["choice"] is not None:
        return []
    keeps = ("drawn", "setup") if state["round"] == content().rounds else ("drawn",)
    out = []
    for rs in (0, 1):
        for keep in keeps:
            for gs in (0, 1):
                gid = seat["hand"]["guild"] if keep == "drawn" else seat["r4"]
                out.append({"type": "choose_supply", "res_side": rs, "guild": keep, "guild_side": gs,
                            **supply_label(seat["hand"]["res"], rs, gid, gs)})
    return out


def do_choose_supply(state: dict, s: int, a: dict, ev: list) -> None:
    """Store the secret choice; the reveal happens once all seats have chosen. (Rulebook: 2: Supply Phase.)"""
    choice = {"res_side": a["res_side"], "guild": a["guild"], "guild_side": a["guild_side"]}
    state["seats"][s]["choice"] = choice
    ev.append(private_event("supply_chosen", s, [s], choice, {}))


def step_supply(state: dict, ev: list) -> bool:
    """When every seat has chosen: reveal together, gain Resource halves, slot Guild cards.
    (Rulebook: 2: Supply Phase.)"""
    seats = state["seats"]
    if any(seat["choice"] is None for seat in seats):
        return False
    r = state["round"]
    for s in state["order"]:
        seat = seats[s]
        if seat["kind"] == "automa":
            continue
        ch, hand = seat["choice"], seat["hand"]
        gid = hand["guild"] if ch["guild"] == "drawn" else seat["r4"]
        ev.append(event("cards_revealed", s, resource=hand["res"], res_side=ch["res_side"],
                        guild=gid, guild_side=ch["guild_side"]))
        seat["guild"][r - 1] = [gid, ch["guild_side"]]
        if r == content().rounds:
            seat["r4"] = None
        seat["hand"] = seat["choice"] = None
        gain(state, s, content().cards[hand["res"]]["sides"][ch["res_side"]], "resource_card", ev)
    state["step"] = "delivery"
    return True


def step_delivery(state: dict, ev: list) -> bool:
    """Delivery Person: at the end of Supply reveal N+1 VP cards to keep 2 and hand out the rest.
    (Rulebook: Partner Tiles › Delivery Person.)"""
    deck = state["decks"]["vp"]
    for s in state["order"]:
        if "delivery_keep" in partner(state["seats"][s]) and deck:
            cards = [deck.pop() for _ in range(min(state["n"] + 1, len(deck)))]
            ev.append(event("delivery_cards_revealed", s, cards=cards))
            state["public_vp"].append(list(cards))  # one group per reveal: they go back to the bottom together
            ask(state, "deliver_keep", s, cards=cards)
    state["step"] = "explore_start"
    return True


# -- phase 3: turn machinery --------------------------------------------------------------------------
def step_explore_start(state: dict, ev: list) -> bool:
    """Open the Exploration Phase in Turn Order Track order (Rulebook: 3: Exploration Phase.)"""
    state.update(phase="exploration", step="explore", turn=0, acted=False, sub=False, passed=0)
    for seat in state["seats"]:
        seat["pass"] = None
    ev.append(event("exploration_started", None, order=list(state["order"])))
    return True


def step_explore(state: dict, ev: list) -> bool:
    """Next turn after an Action; passed seats step down the Pass Track; ends when all have passed.
    (Rulebook: 3: Exploration Phase; Pass.)"""
    n = state["n"]
    if state["acted"]:
        state["acted"] = False
        state["sub"] = False
        state["turn"] = (state["turn"] + 1) % n
        if solo.is_solo(state):
            solo.end_turn(state)  # an Overwork payment covers one turn
    if state["passed"] >= n:
        state["step"] = "income"
        return True
    s = state["order"][state["turn"]]
    if state["seats"][s]["pass"] is None:
        return False
    if state["seats"][s]["kind"] != "automa":  # Danda skips its turns once it has passed
        pass_step(state, s, ev)
    state["turn"] = (state["turn"] + 1) % n
    return True


# -- phase 4 ------------------------------------------------------------------------------------------
def seat_income(state: dict, s: int, ev: list) -> None:
    """Device columns, Guild Income halves, partner income, Alchemist choices.
    (Rulebook: 4: Income Phase; Partner and Guild Card Income; Partner Tiles › Alchemist.)"""
    seat = state["seats"][s]
    devices = content().devices
    for dt in content().device_order:
        k = seat["dev"][dt]
        if k:
            gain(state, s, devices[dt]["income"][k - 1], "income", ev)
    for i in range(len(seat["guild"])):
        eff = guild_effect(seat, i)
        if eff is not None and eff["kind"] == "income":
            gain(state, s, eff["income"], "guild_income", ev)
    p = partner(seat)
    if "income" in p:
        gain(state, s, p["income"], "partner_income", ev)
    if p.get("alchemist_income"):
        ask(state, "alchemist", s, stage=0, used=None)


def step_income(state: dict, ev: list) -> bool:
    """Every seat gains its income (Rulebook: 4: Income Phase.)"""
    state["phase"] = "income"
    for s in state["order"]:
        seat_income(state, s, ev)
    state["step"] = "retrieve"
    return True


# -- phase 5 ------------------------------------------------------------------------------------------
def step_retrieve(state: dict, ev: list) -> bool:
    """5a: Devices on floors 1 and 2 return to their owners (+ space rewards, Retrieve Engineer bonus) and the
    two tiles leave the Tower (an empty slot {"tile": None, "dev": []} until 5b; in Round 4 for good).
    (Rulebook: 5: Progress Phase › 5a; End of Game; Partner Tiles › Retrieve Engineer.)"""
    state["phase"] = "progress"
    counts = [0] * state["n"]
    for f in (1, 2):
        for i, d in enumerate(state["tower"][f - 1]["dev"]):
            if d is not None:
                counts[d[0]] += 1
                retrieve_device(state, f, i, ev)
    for f in (1, 2):  # 5a: "Remove the Floor Tiles from Floors 1 and 2 and return them to the game box"
        state["tower"][f - 1] = {"tile": None, "dev": []}
    for s in state["order"]:
        table = partner(state["seats"][s]).get("retrieve_bonus")
        if table and counts[s]:
            gain(state, s, table[min(counts[s], len(table) - 1)], "retrieve_engineer", ev)
    state["step"] = "final" if state["round"] >= content().rounds else "progress"
    return True


def next_order(state: dict) -> list:
    """Pass Track order; Original Turn Order variant: first passer, then clockwise.
    (Rulebook: 5e: Reset Player Pieces; Optional Variant: Original Turn Order.)"""
    seats = state["seats"]
    by_pass = sorted(range(state["n"]), key=lambda s: seats[s]["pass"][0])
    if not state["opts"].get("original_turn_order"):
        return by_pass
    first = by_pass[0]
    return [(first + k) % state["n"] for k in range(state["n"])]


def step_progress(state: dict, ev: list) -> bool:
    """5b-5e: tiles down two floors, new tiles, clear Negotiation, Flying Machines to floor 1, new order.
    (Rulebook: 5: Progress Phase › 5b-5e.)"""
    tower = state["tower"][2:]
    tower.append(new_tile(state, "normal"))
    tower.append(new_tile(state, "round"))
    state["tower"] = tower
    state["nego"] = [None] * len(state["nego"])
    state["order"] = next_order(state)
    for pos, s in enumerate(state["order"]):
        state["seats"][s]["fm"] = [1, pos]
    ev.append(event("tower_fell", None, tiles=[slot["tile"] for slot in tower], order=list(state["order"])))
    start_round(state, state["round"] + 1, ev)
    return True


def step_final(state: dict, ev: list) -> bool:
    """The game ends after 5a of Round 4; score it (Rulebook: End of Game › Final Scoring.)"""
    state["phase"] = "over"
    state["step"] = "over"
    (solo.final_scoring if solo.is_solo(state) else final_scoring)(state, ev)
    return False


def step_wait(state: dict, ev: list) -> bool:
    return False


STEPS = {"partner": step_partner, "supply": step_supply, "delivery": step_delivery,
         "explore_start": step_explore_start, "explore": step_explore, "income": step_income,
         "retrieve": step_retrieve, "progress": step_progress, "final": step_final, "over": step_wait}


def advance(state: dict, ev: list) -> None:
    """Run automatic steps until a decision is needed (a pending item or a waiting step)."""
    while not state["pending"] and STEPS[state["step"]](state, ev):
        pass
