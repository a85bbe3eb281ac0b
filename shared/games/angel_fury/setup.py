"""The initial state: board and terrain, starting units, player boards, reserve, training grounds, character deal.

State layout: shared/games/angel_fury/DESIGN.md ("State layout"), plus state["altars"] = {area: colour} (whose
altar each printed altar is in this game). Every count comes from content(). The character choice, the starting
bonus, the unique-card swaps, the deck shuffle and the first draw belong to flow (after the choice).
(AF-1..AF-7, AF-10, AF-56; Rulebook: Setup 1-8, 11; Scenarios.)
"""
from __future__ import annotations

from shared.engine.rng import Rng, seed_state
from shared.games.angel_fury import board
from shared.games.angel_fury.content import content
from shared.games.angel_fury.tide_content import scenario_name


def setup(seed: int, options: dict, seats: list) -> dict:
    """The state of a new game; flow.begin then opens the character choice."""
    from shared.games.angel_fury import flow  # imported here: flow imports most modules, so no cycle at load

    state = initial_state(seed, options, seats)
    if state["scenario"] == scenario_name():
        from shared.games.angel_fury import tide  # imported here, and only for the solo game: tide imports flow

        tide.prepare(state)  # the solo setup (AF-58)
    flow.begin(state)
    return state


def initial_state(seed: int, options: dict, seats: list) -> dict:
    """Everything setup lays out before the character choice (AF-1..AF-7, AF-10)."""
    c = content()
    opts = dict(options)
    name = opts.setdefault("scenario", c.default_scenario)
    scenario = scenario_of(name)
    assigned = assign_seats(scenario, seats)
    state = {"game": "angel_fury", "rng": seed_state(seed), "options": opts, "scenario": name,
             "board": scenario["board"], "seats": seat_records(seats, assigned), "players": [],
             "turn": {"seat": first_seat(assigned), "number": 1}, "soul_points": dict(scenario["soul_points"]),
             "areas": empty_areas(scenario["board"]), "leaders": {}, "altars": {}, "reserve": {},
             "training": {}, "battle": None, "steps": [], "pending": [], "pending_seq": 0, "final": None}
    recolour = colour_map(scenario, assigned)
    place_units(state, scenario, recolour, piece_map(scenario, assigned))
    state["altars"] = {area: piece_map(scenario, assigned)[colour] for area, colour in scenario["altars"].items()}
    # a seat of two colours plays them as one: its pieces carry its first colour, its stock is both (AF-55, AF-57)
    state["reserve"] = general_reserve(state, [cols[0] for _, cols in assigned for _ in cols])
    rng = Rng(state)
    kickstarter = opts.setdefault("kickstarter", True)  # the add-on's cards and characters (AF-77, AF-130..132)
    state["training"] = {side: training_ground(rng, side, kickstarter) for side in c.sides}
    state["players"] = [new_player(cols, scenario["seats"][j].get("bonus", {})) for j, cols in assigned]
    deal_characters(state, rng)
    return state


def scenario_of(name: str):
    """The scenario's content, or ValueError for an unknown name (AF-56)."""
    try:
        return content().scenario(name)
    except KeyError:
        raise ValueError(f"unknown scenario {name!r}") from None


# ---- seats and colours --------------------------------------------------------------------------------------

def assign_seats(scenario, seats: list) -> list:
    """Per seat, (its scenario seat index, its colours): a role (a colour or a side) picks the scenario seat.

    Seats without a role fill the free scenario seats in order, so by default the scenario's order holds: in the
    Duel seat 0 plays black (evil), seat 1 yellow (good). A colour role of the right side that the scenario seat
    does not list (red in the Duel) replaces that seat's first colour.
    """
    slots = scenario["seats"]
    if len(seats) != len(slots):
        raise ValueError(f"scenario needs {len(slots)} seats, got {len(seats)}")
    chosen: list = [None] * len(seats)
    free = list(range(len(slots)))
    for i, seat in enumerate(seats):
        if seat.role:
            j = _slot_for(slots, free, seat.role)
            chosen[i] = (j, _with_colour(slots[j]["colours"], seat.role))
            free.remove(j)
    for i in range(len(seats)):
        if chosen[i] is None:
            j = free.pop(0)
            chosen[i] = (j, list(slots[j]["colours"]))
    return chosen


def _slot_for(slots, free: list, role: str) -> int:
    """The free scenario seat a role belongs to: the one listing the colour, else the first of its side."""
    c = content()
    side = role if role in c.sides else c.side_by_colour.get(role)
    if side is None:
        raise ValueError(f"unknown role {role!r}: a colour or a side")
    listing = [j for j in free if role in slots[j]["colours"]]
    of_side = [j for j in free if slots[j]["side"] == side and not _listed_elsewhere(slots, j, role)]
    if not (listing or of_side):
        raise ValueError(f"no free {side} seat for role {role!r}")
    return (listing or of_side)[0]


def _listed_elsewhere(slots, j: int, role: str) -> bool:
    """True when another scenario seat plays colour `role` (it cannot be swapped into seat j)."""
    return any(role in s["colours"] for k, s in enumerate(slots) if k != j)


def _with_colour(defaults, role: str) -> list:
    """The scenario seat's colours with a colour role first: moved to the front when listed (a seat of two
    colours plays as the one it named), else swapped in for the first one."""
    cols = list(defaults)
    if role in cols:
        cols.remove(role)
        cols.insert(0, role)
    elif role in content().side_by_colour:
        cols[0] = role
    return cols


def colour_map(scenario, assigned: list) -> dict:
    """Scenario colour -> the colour actually played (identity unless a role swapped a colour in)."""
    out = {}
    for j, cols in assigned:
        defaults = scenario["seats"][j]["colours"]
        # a role that only reordered a seat's own colours keeps every printed colour's name
        out.update(zip(defaults, defaults if set(cols) == set(defaults) else cols))
    return out


def piece_map(scenario, assigned: list) -> dict:
    """Scenario colour -> the colour its pieces carry in play: a seat's first colour for all of its colours.

    A seat running two colours "uses all your units as though they were the same color" (Rulebook: Scenarios,
    Epic Duel; Protection of the Soul: "uses angels of both colors"): mixed troops, no double income (AF-55, AF-57).
    Leader ids keep the printed colour (`colour_map`), so they stay the glossary's ids."""
    return {default: cols[0] for j, cols in assigned for default in scenario["seats"][j]["colours"]}


def seat_records(seats: list, assigned: list) -> list:
    """{"name", "kind", "role"} per seat; the role is the seat's (first) colour."""
    return [{"name": s.name, "kind": s.kind, "role": cols[0]} for s, (_, cols) in zip(seats, assigned)]


def first_seat(assigned: list) -> int:
    """The first seat of the side that starts: evil (AF-10; Rulebook: Setup 11)."""
    c = content()
    return next(i for i, (_, cols) in enumerate(assigned) if c.side_of(cols[0]) == c.first_side)


# ---- board, reserve, training grounds -----------------------------------------------------------------------

def empty_areas(board_id: str) -> dict:
    """Every area with its printed mountain or fountain and no units (AF-2)."""
    return {a: {"terrain": board.terrain(board_id, a), "units": {}, "leaders": []} for a in board.areas(board_id)}


def place_units(state: dict, scenario, recolour: dict, pieces: dict | None = None) -> None:
    """The scenario's starting units per area, in the colours played; leaders get ids `{colour}-seraph-n`,
    `{colour}-arch` by their printed colour, and carry the seat's piece colour (`piece_map`; AF-4; Rulebook:
    Setup 4, Scenarios)."""
    pieces = pieces or recolour
    for default, placed in scenario["units"].items():
        name, colour = recolour[default], pieces[default]
        seraphs = 0
        for area_id, troop in placed.items():
            area = state["areas"][area_id]
            if troop["minions"]:
                units = area["units"].setdefault(colour, {"minions": 0, "fresh": 0})
                units["minions"] += troop["minions"]
                units["fresh"] += troop["minions"]
            for _ in range(troop.get("seraphs", 0)):
                seraphs += 1
                add_leader(state, f"{name}-seraph-{seraphs}", colour, "seraph", area_id)
            if troop.get("arch"):
                add_leader(state, f"{name}-arch", colour, "arch", area_id)


def add_leader(state: dict, leader_id: str, colour: str, kind: str, area: str) -> None:
    """A living, uncommanded leader in `area`; an arch's health is set when its character is chosen (AF-7)."""
    record = {"colour": colour, "kind": kind, "area": area, "commanded": False, "alive": True}
    if kind == "arch":
        record["health"] = None
    state["leaders"][leader_id] = record
    state["areas"][area]["leaders"].append(leader_id)


def general_reserve(state: dict, colours: list) -> dict:
    """40 crystals and each played colour's minions not on the board (AF-4, AF-5; Rulebook: Setup 5); a piece
    colour listed twice (a seat running two colours as one) holds both colours' stock."""
    c = content()
    on_board = {col: 0 for col in colours}
    for area in state["areas"].values():
        for col, units in area["units"].items():
            on_board[col] += units["minions"]
    return {"crystals": c.reserve_crystals,
            "minions": {col: c.units_per_colour["minions"] * colours.count(col) - on_board[col]
                        for col in dict.fromkeys(colours)}}


def training_ground(rng: Rng, side: str, kickstarter: bool = False) -> dict:
    """A side's shuffled training deck (top last) with the top 4 revealed, the Kickstarter add-ons shuffled in
    when played with (AF-6, AF-130..AF-132; Rulebook: Setup 7, Kickstarter Cards)."""
    deck = rng.shuffle(list(content().training_deck(side, kickstarter)))
    offer = [deck.pop() for _ in range(content().training_offer)]
    return {"deck": deck, "offer": offer, "lost": []}


# ---- players and characters ---------------------------------------------------------------------------------

def new_player(colours: list, bonus: dict) -> dict:
    """A player board: handsize 4, 3 unused commands, the colour's 12-card deck (unshuffled until the character
    swaps), empty hand, discard, reserve and seraph-card slots (AF-3; Rulebook: Setup 3)."""
    c = content()
    return {"colour": colours[0], "colours": list(colours), "side": c.side_of(colours[0]), "character": None,
            "offered": [], "crystals": 0, "reinforcements": 0,
            "handsize": c.handsize["start"] + bonus.get("handsize", 0),
            "commands": {"unused": c.commands["start"] + bonus.get("commands", 0), "used": 0},
            "hand": [], "deck": list(c.starting_deck(colours[0])), "deck_known": False, "discard": [],
            "reserve": [], "seraph_cards": [None] * c.seraph_card_slots, "tactics_played": 0, "turn_flags": {}}


def deal_characters(state: dict, rng: Rng) -> None:
    """Deal each player 2 characters of its side from that side's shuffled pile, the Kickstarter ones among them
    when the option says so (AF-7, AF-77; Setup 8)."""
    c = content()
    kickstarter = state["options"].get("kickstarter", True)
    piles = {side: rng.shuffle(list(c.characters_of(side, kickstarter))) for side in c.sides}
    for player in state["players"]:
        pile = piles[player["side"]]
        player["offered"] = [pile.pop() for _ in range(c.characters_dealt)]

